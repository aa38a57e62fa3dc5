import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Island } from '../../../views/Island';
import { Form, FormActions } from '../../../views/widgets/Form';
import {
  WeeklySlots,
  type SlotErrors,
  type WeeklySlotsProps,
  type WeeklySlotValue,
} from '../../../views/widgets/WeeklySlots.island';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { WEEKDAYS, weekdayName, type WeeklySlot } from '../teacherRecords.service';
import { teacherRecordsMessages as m, weeklySlotsMessages as ws } from '../teacherRecords.messages';

/** Props of the weekly slots widget in Spanish: any page with weekly slots can use it. */
export function weeklySlotsProps(legend: string, slots: WeeklySlotValue[], errors: FieldErrors = {}): WeeklySlotsProps {
  // 'slots.2' (the row as a whole) and 'slots.2.start' (one of its controls), by row.
  const rowErrors: Record<number, SlotErrors> = {};
  for (const [key, text] of Object.entries(errors)) {
    const found = /^slots\.(\d+)(?:\.(weekday|start|end))?$/.exec(key);
    if (!found) continue;
    const part = (found[2] ?? 'row') as keyof SlotErrors;
    rowErrors[Number(found[1])] = { ...rowErrors[Number(found[1])], [part]: text };
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

/**
 * The error summary's names of the rows and their controls ('Franja 2: …', 'Franja 2 · Desde: …'):
 * the widget draws them, so the form cannot see their labels. The lead form uses them too.
 */
export function slotLabels(rows: number): Record<string, string> {
  const labels: Record<string, string> = {};
  for (let i = 0; i < rows; i++) {
    const slot = t(ws.slot, { n: i + 1 });
    labels[`slots.${i}`] = slot;
    labels[`slots.${i}.weekday`] = `${slot} · ${t(ws.weekday)}`;
    labels[`slots.${i}.start`] = `${slot} · ${t(ws.start)}`;
    labels[`slots.${i}.end`] = `${slot} · ${t(ws.end)}`;
  }
  return labels;
}

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
      <Form action={action} errors={errors} labels={slotLabels(slots.length)}>
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
