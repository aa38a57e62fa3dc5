import t from 'tap';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './intl';

t.test('money is shown in Spanish with the thousands separator', async (t) => {
  t.equal(formatMoney(123450), '1.234,50\u00a0€');
  t.equal(formatMoney(5), '0,05\u00a0€');
  t.equal(formatMoney(123456789), '1.234.567,89\u00a0€');
});

t.test('dates are dd/mm/yyyy in Madrid', async (t) => {
  t.equal(formatDate('2026-11-22'), '22/11/2026');
  // 23:30 UTC on the 21st is already the 22nd in Madrid (UTC+1 in November).
  t.equal(formatDate(new Date('2026-11-21T23:30:00Z')), '22/11/2026');
  t.equal(formatDateTime(new Date('2026-07-01T16:05:00Z')), '01/07/2026 18:05');
});

t.test('numbers group thousands', async (t) => {
  t.equal(formatNumber(10000), '10.000');
  t.equal(formatNumber(2.5), '2,5');
});
