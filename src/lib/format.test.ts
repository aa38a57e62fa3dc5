import t from 'tap';
import {
  centsToInput,
  formatDeduction,
  formatDuration,
  formatMoney,
  formatPercent,
  isIsoDay,
  madridWallClock,
  minutesAsHours,
  parseEuros,
} from './format';

t.test('euros typed the Spanish way become cents', async (t) => {
  const cents = (text: string) => parseEuros(text).cents;
  t.equal(cents('24,50'), 2450);
  t.equal(cents('24,5'), 2450);
  t.equal(cents('24.5'), 2450);
  t.equal(cents('120.50'), 12050);
  t.equal(cents('30'), 3000);
  t.equal(cents('1.234,50'), 123450);
  t.equal(cents('1.250'), 125000, 'a dot before three digits groups thousands');
  t.equal(cents(' 18 € '), 1800);
  t.equal(cents('0,07'), 7, 'no rounding error');
  t.equal(cents('0'), 0, 'zero is an amount unless it must be positive');
  t.same(parseEuros('-20,00', { signed: true }), { cents: -2000 }, 'signed: a hyphen…');
  t.same(parseEuros('−20', { signed: true }), { cents: -2000 }, '…or a minus sign');
  t.same(parseEuros('-0', { signed: true }), { cents: 0 });
});

t.test('euros that are not an amount say why', async (t) => {
  const refused = (text: string, options?: Parameters<typeof parseEuros>[1]) => parseEuros(text, options).refused;
  for (const text of ['doce', '', '1.2.3', '12,', ',5', '1,2,3', '--3', '12 50,5x'])
    t.equal(refused(text), 'format', `«${text}»`);
  for (const text of ['12,345', '12.3456', '0,001', '1,555', '1.234,567'])
    t.equal(refused(text), 'decimals', `«${text}»`);
  t.equal(refused('-3'), 'notPositive', 'no sign unless signed');
  t.equal(refused('-12,345'), 'notPositive', 'the first reason that applies');
  t.equal(refused('0,00', { positive: true }), 'notPositive');
  t.equal(refused('-0', { signed: true, positive: true }), 'notPositive');
  t.equal(refused('10.000.000', { max: 999_999_999 }), 'tooLarge');
  t.equal(refused('-10.000.000', { signed: true, max: 999_999_999 }), 'tooLarge', 'either sign');
  t.equal(parseEuros('9.999.999,99', { max: 999_999_999 }).cents, 999_999_999, 'the maximum itself fits');
  t.equal(refused('99999999999999999999'), 'tooLarge', 'past 2^53 cents it would not be exact');
});

t.test('cents back into a field, the Spanish way, and money', async (t) => {
  t.equal(centsToInput(2450), '24,50');
  t.equal(centsToInput(5), '0,05');
  t.equal(centsToInput(123450), '1.234,50');
  t.equal(parseEuros(centsToInput(987654)).cents, 987654, 'what the field shows reads back the same');
  t.equal(formatMoney(123450).replace(/\s/g, ' '), '1.234,50 €');
  t.equal(
    formatDeduction(1575),
    '-15,75\u00A0€',
    'a withholding: negative as every amount, the hyphen against the number',
  );
  t.equal(formatMoney(-20000), '-200,00\u00A0€', "an amending invoice's total: Intl's Spanish format");
  t.equal(formatMoney(-0), '0,00\u00A0€', 'zero has no sign');
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
  // What a user reads: exact hours and minutes, never «1,5 h» or a rounded «1,67».
  t.equal(formatDuration(90), '1 h 30 min');
  t.equal(formatDuration(100), '1 h 40 min');
  t.equal(formatDuration(120), '2 h');
  t.equal(formatDuration(45), '45 min');
  t.equal(formatDuration(0), '0 h');
  t.equal(formatDuration(-90), '-1 h 30 min', 'hours given back: the sign as money has it');
  t.equal(formatDuration(60 * 1200 + 5), '1.200 h 5 min');
  t.ok(isIsoDay('2026-11-23'));
  t.notOk(isIsoDay('2026-02-30'));
  t.notOk(isIsoDay('23/11/2026'));
});

t.test("Madrid's wall clock and offset, across both clock changes", async (t) => {
  t.same(madridWallClock(new Date('2026-11-23T13:05:09.900Z')), { wall: '2026-11-23T14:05:09', offset: '+01:00' });
  t.same(madridWallClock(new Date('2026-07-01T22:30:00Z')), { wall: '2026-07-02T00:30:00', offset: '+02:00' });
  // The last Sunday of March: 01:59:59 UTC+1, then 03:00:00 UTC+2.
  t.same(madridWallClock(Date.parse('2026-03-29T00:59:59Z')), { wall: '2026-03-29T01:59:59', offset: '+01:00' });
  t.same(madridWallClock(Date.parse('2026-03-29T01:00:00Z')), { wall: '2026-03-29T03:00:00', offset: '+02:00' });
  // The last Sunday of October: 02:30 is read twice, first in summer time.
  t.same(madridWallClock(Date.parse('2026-10-25T00:30:00Z')), { wall: '2026-10-25T02:30:00', offset: '+02:00' });
  t.same(madridWallClock(Date.parse('2026-10-25T01:30:00Z')), { wall: '2026-10-25T02:30:00', offset: '+01:00' });
});
