import t from 'tap';
import { isoDateTimeOf, isoDayOf, isoMonthOf, isoTimeOf, spanishDateTime, spanishDay, spanishMonth } from './dateText';

t.test('days typed in the Spanish order, or ISO, are read as ISO; anything else is left for the check', async (t) => {
  for (const [typed, iso] of [
    ['22/11/2026', '2026-11-22'],
    ['2/3/2026', '2026-03-02'],
    ['22-11-2026', '2026-11-22'],
    ['22.11.2026', '2026-11-22'],
    [' 22 / 11 / 2026 ', '2026-11-22'],
    ['22112026', '2026-11-22'],
    ['2026-11-22', '2026-11-22'],
    ['2026-3-2', '2026-03-02'],
    ['29/02/2028', '2028-02-29'],
  ])
    t.equal(isoDayOf(typed), iso, typed);
  for (const typed of ['31/02/2026', '29/02/2027', '13/13/2026', '11/22/2026x', '2026-02-30', 'mañana', '', '1/1/26'])
    t.equal(isoDayOf(typed), typed.trim(), `${typed || '(empty)'} stays as typed`);
});

t.test('times, dates with a time, and months', async (t) => {
  t.equal(isoTimeOf('9:05'), '09:05');
  t.equal(isoTimeOf('17.30'), '17:30');
  t.equal(isoTimeOf('1730'), '17:30');
  t.equal(isoTimeOf('17h30'), '17:30');
  t.equal(isoTimeOf('24:00'), '24:00', 'not a time of day: as typed');
  t.equal(isoTimeOf('17:60'), '17:60');
  t.equal(isoDateTimeOf('22/11/2026 17:30'), '2026-11-22T17:30');
  t.equal(isoDateTimeOf('22/11/2026, 9:05'), '2026-11-22T09:05');
  t.equal(isoDateTimeOf('2026-11-22T17:30'), '2026-11-22T17:30');
  t.equal(isoDateTimeOf('2026-11-22 17:30:00'), '2026-11-22T17:30');
  t.equal(isoDateTimeOf('2026-11-22T17:30:00Z'), '2026-11-22T17:30:00Z', 'an instant with its offset: as given');
  t.equal(isoDateTimeOf('31/02/2026 17:30'), '31/02/2026 17:30', 'no such day: as typed');
  t.equal(isoDateTimeOf('22/11/2026'), '22/11/2026', 'no time: as typed');
  t.equal(isoMonthOf('10/2026'), '2026-10');
  t.equal(isoMonthOf('3-2026'), '2026-03');
  t.equal(isoMonthOf('2026-10'), '2026-10');
  t.equal(isoMonthOf('octubre de 2026'), '2026-10');
  t.equal(isoMonthOf('Oct. 2026'), '2026-10');
  t.equal(isoMonthOf('setiembre 2026'), '2026-09');
  t.equal(isoMonthOf('13/2026'), '13/2026', 'no such month: as typed');
  t.equal(isoMonthOf('ma 2026'), 'ma 2026', 'too short to tell marzo from mayo');
});

t.test('stored values are shown in the Spanish order; what was typed is shown back as it was', async (t) => {
  t.equal(spanishDay('2026-11-22'), '22/11/2026');
  t.equal(spanishDay('31/02/2026'), '31/02/2026');
  t.equal(spanishDateTime('2026-11-22T17:30'), '22/11/2026 17:30');
  t.equal(spanishMonth('2026-10'), '10/2026');
  t.equal(spanishMonth('10/2026'), '10/2026');
});
