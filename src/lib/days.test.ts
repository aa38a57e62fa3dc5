import t from 'tap';
import { addDays, addMonths, quarterJustEnded } from './days';

t.test('day arithmetic', async (t) => {
  t.equal(addMonths('2026-01-31', 1), '2026-02-28');
  t.equal(addMonths('2028-01-31', 1), '2028-02-29');
  t.equal(addDays('2026-12-31', 1), '2027-01-01');
});

t.test('the quarter just ended, in the month its returns are filed', async (t) => {
  t.same(quarterJustEnded('2026-10-05'), { year: 2026, quarter: 3, from: '2026-07-01', to: '2026-09-30' });
  t.same(quarterJustEnded('2027-01-31'), { year: 2026, quarter: 4, from: '2026-10-01', to: '2026-12-31' });
  t.same(quarterJustEnded('2026-04-01'), { year: 2026, quarter: 1, from: '2026-01-01', to: '2026-03-31' });
  t.same(quarterJustEnded('2026-07-20'), { year: 2026, quarter: 2, from: '2026-04-01', to: '2026-06-30' });
  for (const day of ['2026-02-01', '2026-03-31', '2026-11-28', '2026-12-31'])
    t.equal(quarterJustEnded(day), undefined, `${day}: no quarter has just ended`);
});
