import { useEffect, useRef, useState } from 'react';
import { fieldId } from './fieldId';
import { DateInput } from './DateInput';

export interface WeeklySlotValue {
  /** '1' (Monday) … '7' (Sunday), or '' in a blank row. */
  weekday: string;
  /** 'HH:MM' or '' */
  start: string;
  end: string;
}

export interface WeeklySlotsProps {
  /** Names of the posted fields, repeated once per row (the server zips them by position). */
  names?: { weekday: string; start: string; end: string };
  slots: WeeklySlotValue[];
  /** Messages of a row, by its position in `slots`: of the row as a whole, and of each of its controls. */
  errors?: Record<number, SlotErrors>;
  /** The week, Monday first: value '1'…'7' and its name. */
  weekdays: { value: string; label: string }[];
  /** Blank rows added after the slots when the page works without JavaScript. */
  blankRows?: number;
  labels: {
    legend: string;
    weekday: string;
    start: string;
    end: string;
    add: string;
    /** 'Quitar la franja {n}', with {n} replaced by the browser. */
    removeSlot: string;
    remove: string;
    /** 'Franja {n}' */
    slot: string;
    empty: string;
    noDay: string;
    blankHelp: string;
    /** The time's format while a field is empty ('hh:mm'). */
    timePlaceholder: string;
  };
}

/** A row's messages: `row` for the row as a whole (start not before end, an overlap), the others their control's. */
export interface SlotErrors {
  row?: string;
  weekday?: string;
  start?: string;
  end?: string;
}

// In the order of the controls; the row's own message last.
const SLOT_PARTS = ['weekday', 'start', 'end', 'row'] as const;

const BLANK: WeeklySlotValue = { weekday: '', start: '', end: '' };

/**
 * The *weekly slots* form widget: rows of weekday + start + end time inside a plain form.
 * Without JavaScript (and in the server's HTML) it is those rows plus a few blank ones;
 * hydrated, rows are added and removed with buttons and the blank padding goes away. Every
 * control is a native select, text field (times as 17:30) or button, so it works with the keyboard; focus
 * follows the row added or removed. Used for teachers' availability; reusable as is for any
 * owner of weekly slots.
 */
export function WeeklySlots(props: WeeklySlotsProps) {
  const names = props.names ?? { weekday: 'weekday', start: 'start', end: 'end' };
  const [hydrated, setHydrated] = useState(false);
  const [rows, setRows] = useState(() =>
    props.slots.map((s, i) => ({ ...s, key: i, error: props.errors?.[i] as SlotErrors | undefined })),
  );
  const nextKey = useRef(props.slots.length);
  const focusKey = useRef<number | 'add' | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const target = focusKey.current;
    if (target == null || !root.current) return;
    focusKey.current = null;
    const el =
      target === 'add'
        ? root.current.querySelector<HTMLElement>('[data-slot-add]')
        : root.current.querySelector<HTMLElement>(`[data-slot-row="${target}"] select`);
    el?.focus();
  });

  const n = (text: string, i: number) => text.replace('{n}', String(i + 1));
  const blanks = Array.from({ length: props.blankRows ?? 3 }, (_, i) => ({ ...BLANK, key: -1 - i, error: undefined }));
  const shown = hydrated ? rows : [...rows, ...blanks];

  function update(key: number, patch: Partial<WeeklySlotValue>) {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  }
  function add() {
    const key = nextKey.current++;
    // A new row starts on the day of the last one, which is usually what comes next.
    const last = rows[rows.length - 1];
    setRows((all) => [...all, { ...BLANK, weekday: last?.weekday ?? '1', key, error: undefined }]);
    focusKey.current = key;
  }
  function remove(key: number) {
    const index = rows.findIndex((r) => r.key === key);
    const after = rows[index + 1] ?? rows[index - 1];
    setRows((all) => all.filter((r) => r.key !== key));
    focusKey.current = after ? after.key : 'add';
  }

  return (
    <fieldset className="weekly-slots" ref={root}>
      <legend className="field-label">{props.labels.legend}</legend>
      {shown.length === 0 && <p className="weekly-slots-empty">{props.labels.empty}</p>}
      {shown.length > 0 && (
        <div className="weekly-slots-head" aria-hidden="true">
          <span>{props.labels.weekday}</span>
          <span>{props.labels.start}</span>
          <span>{props.labels.end}</span>
        </div>
      )}
      <ol className="weekly-slots-rows">
        {shown.map((row, i) => {
          const errors = row.error ?? {};
          const errorId = (part: (typeof SLOT_PARTS)[number]) => (errors[part] ? `slot-${i}-${part}-error` : undefined);
          // Each control is described by its own message and by the row's.
          const describedBy = (part: 'weekday' | 'start' | 'end') =>
            [errorId(part), errorId('row')].filter(Boolean).join(' ') || undefined;
          return (
            <li
              key={row.key}
              // The row itself is where the summary's link of a row's message (start after end, an overlap) leads.
              id={fieldId(`slots.${row.key}`)}
              tabIndex={-1}
              // Red: the controls that are wrong (aria-invalid), not the whole row.
              className="weekly-slot"
              data-slot-row={row.key}
            >
              <select
                id={fieldId(`slots.${row.key}.weekday`)}
                name={names.weekday}
                aria-label={`${props.labels.weekday}, ${n(props.labels.slot, i)}`}
                className="input"
                value={row.weekday}
                onChange={(e) => update(row.key, { weekday: e.target.value })}
                aria-invalid={errors.weekday || errors.row ? true : undefined}
                aria-describedby={describedBy('weekday')}
              >
                <option value="">{props.labels.noDay}</option>
                {props.weekdays.map((d) => (
                  <option key={d.value} value={d.value}>
                    {d.label}
                  </option>
                ))}
              </select>
              <DateInput
                kind="time"
                texts={{ placeholder: props.labels.timePlaceholder }}
                id={fieldId(`slots.${row.key}.start`)}
                name={names.start}
                aria-label={`${props.labels.start}, ${n(props.labels.slot, i)}`}
                value={row.start}
                onChange={(e) => update(row.key, { start: e.target.value })}
                aria-invalid={errors.start || errors.row ? true : undefined}
                aria-describedby={describedBy('start')}
              />
              <DateInput
                kind="time"
                texts={{ placeholder: props.labels.timePlaceholder }}
                id={fieldId(`slots.${row.key}.end`)}
                name={names.end}
                aria-label={`${props.labels.end}, ${n(props.labels.slot, i)}`}
                value={row.end}
                onChange={(e) => update(row.key, { end: e.target.value })}
                aria-invalid={errors.end || errors.row ? true : undefined}
                aria-describedby={describedBy('end')}
              />
              {hydrated && (
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={n(props.labels.removeSlot, i)}
                  onClick={() => remove(row.key)}
                >
                  {props.labels.remove}
                </button>
              )}
              {SLOT_PARTS.map(
                (part) =>
                  errors[part] && (
                    <p key={part} className="field-error" id={errorId(part)}>
                      {/* Several messages under one row: each names its control ('Desde: …'). */}
                      {part === 'row' ? errors[part] : `${props.labels[part]}: ${errors[part]}`}
                    </p>
                  ),
              )}
            </li>
          );
        })}
      </ol>
      {/* Hydrated, the blank rows give way to the add button, but still post (as the server ignores
          them): the form's data stays as it was loaded, so the unsaved-changes guard stays quiet. */}
      {hydrated &&
        blanks.map((b) => (
          <span key={b.key} hidden>
            <input type="hidden" name={names.weekday} value="" />
            <input type="hidden" name={names.start} value="" />
            <input type="hidden" name={names.end} value="" />
          </span>
        ))}
      {hydrated ? (
        <button type="button" className="button button-secondary" data-slot-add="" onClick={add}>
          {props.labels.add}
        </button>
      ) : (
        <p className="field-help">{props.labels.blankHelp}</p>
      )}
    </fieldset>
  );
}
