import t from 'tap';
import {
  centsToInput,
  formatDeduction,
  formatMoney,
  formatPercent,
  isIsoDay,
  minutesAsHours,
  parseEuros,
} from './format';

t.test('euros typed the Spanish way become cents', async (t) => {
  t.equal(parseEuros('24,50'), 2450);
  t.equal(parseEuros('24,5'), 2450);
  t.equal(parseEuros('24.5'), 2450);
  t.equal(parseEuros('120.50'), 12050);
  t.equal(parseEuros('30'), 3000);
  t.equal(parseEuros('1.234,50'), 123450);
  t.equal(parseEuros('1.250'), 125000, 'a dot before three digits groups thousands');
  t.equal(parseEuros(' 18 € '), 1800);
  t.equal(parseEuros('0,07'), 7, 'no rounding error');
  t.equal(parseEuros('12,345'), undefined, 'no fractions of a cent');
  t.equal(parseEuros('-3'), undefined);
  t.equal(parseEuros('doce'), undefined);
  t.equal(parseEuros(''), undefined);
});

t.test('cents back into a field, the Spanish way, and money', async (t) => {
  t.equal(centsToInput(2450), '24,50');
  t.equal(centsToInput(5), '0,05');
  t.equal(centsToInput(123450), '1.234,50');
  t.equal(parseEuros(centsToInput(987654)), 987654, 'what the field shows reads back the same');
  t.equal(formatMoney(123450).replace(/\s/g, ' '), '1.234,50 €');
  t.equal(formatDeduction(1575), '\u221215,75\u00A0€', 'a withholding: the minus sign against the number');
  t.equal(formatDeduction(0), '0,00\u00A0€');
  t.equal(formatDeduction(-500), '5,00\u00A0€');
  t.equal(formatPercent(21), '21\u00A0%', "percentages as Intl's Spanish format: a no-break space before the sign");
  t.equal(formatPercent('10.50'), '10,5\u00A0%');
  t.equal(formatPercent('0'), '0\u00A0%');
});

t.test('hours from minutes and calendar days', async (t) => {
  t.equal(minutesAsHours(450), '7,5');
  t.equal(minutesAsHours(60), '1');
  t.equal(minutesAsHours(100), '1,67');
  t.ok(isIsoDay('2026-11-23'));
  t.notOk(isIsoDay('2026-02-30'));
  t.notOk(isIsoDay('23/11/2026'));
});
