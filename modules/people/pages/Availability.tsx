import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Island } from '../../../views/Island';
import { Form, FormActions } from '../../../views/widgets/Form';
import { WeeklySlots, type WeeklySlotsProps, type WeeklySlotValue } from '../../../views/widgets/WeeklySlots.island';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { WEEKDAYS, weekdayName, type WeeklySlot } from '../teacherRecords.service';
import { teacherRecordsMessages as m, weeklySlotsMessages as ws } from '../teacherRecords.messages';

/** Props of the weekly slots widget in Spanish: any page with weekly slots can use it. */
export function weeklySlotsProps(legend: string, slots: WeeklySlotValue[], errors: FieldErrors = {}): WeeklySlotsProps {
  const rowErrors: Record<number, string> = {};
  for (const [key, text] of Object.entries(errors)) {
    const row = /^slots\.(\d+)$/.exec(key);
    if (row) rowErrors[Number(row[1])] = text;
  }
  return {
    slots,
    errors: rowErrors,
    weekdays: WEEKDAYS.map((d) => ({ value: String(d), label: weekdayName(d) })),
    blankRows: 3,
    labels: {
      legend,
      weekday: t(ws.weekday),
      start: t(ws.start),
      end: t(ws.end),
      add: t(ws.add),
      removeSlot: t(ws.removeSlot, { n: '{n}' }),
      remove: t(ws.remove),
      slot: t(ws.slot, { n: '{n}' }),
      empty: t(ws.empty),
      noDay: t(ws.noDay),
      blankHelp: t(ws.emptyRowsHelp),
      timePlaceholder: t(w.timePlaceholder),
    },
  };
}

/** The error summary's names of the rows ('Franja 2: …'): the widget draws them, so the form cannot see their labels. */
const slotLabels = (slots: WeeklySlotValue[]) =>
  Object.fromEntries(slots.map((_, i) => [`slots.${i}`, t(ws.slot, { n: i + 1 })]));

export const slotValues = (slots: WeeklySlot[]): WeeklySlotValue[] =>
  slots.map((s) => ({ weekday: String(s.weekday), start: s.start, end: s.end }));

/** /teacher-availability (and the staff's /teachers/{id}/availability). */
export function AvailabilityForm({
  action,
  slots,
  errors = {},
  cancelHref,
  forStaff = false,
}: {
  action: string;
  slots: WeeklySlotValue[];
  errors?: FieldErrors;
  cancelHref: string;
  /** Staff editing a teacher's week: the intro speaks of the teacher, not to the reader. */
  forStaff?: boolean;
}) {
  return (
    <>
      <p className="intro">{t(forStaff ? m.staffAvailabilityIntro : m.availabilityIntro)}</p>
      <Form action={action} errors={errors} labels={slotLabels(slots)}>
        <Island name="WeeklySlots" component={WeeklySlots} props={weeklySlotsProps(t(m.availability), slots, errors)} />
        <FormActions submitLabel={t(w.save)} cancelHref={cancelHref} />
      </Form>
    </>
  );
}

/** The week as text, one line per slot ('Lunes 17:00–19:00'), for read-only views. */
export function AvailabilitySummary({ slots }: { slots: WeeklySlot[] }) {
  if (slots.length === 0) return <p className="muted">{t(m.noAvailability)}</p>;
  return (
    <ul className="availability-list">
      {slots.map((s) => (
        <li key={`${s.weekday}-${s.start}`}>
          <strong>{weekdayName(s.weekday)}</strong> {`${s.start}–${s.end}`}
        </li>
      ))}
    </ul>
  );
}
