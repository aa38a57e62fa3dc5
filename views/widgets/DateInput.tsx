// @browser: the date, month and time fields of server pages and islands alike.
import type { InputHTMLAttributes } from 'react';
import { DATE_KINDS, type DateKind } from './dateText';

export interface DateInputTexts {
  /** The format, shown while the field is empty ('dd/mm/aaaa'). */
  placeholder: string;
  /** The calendar button's name; without it there is no button (months and times have none). */
  picker?: string;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'placeholder' | 'min' | 'max'
>;

const LENGTHS: Record<DateKind, number> = { date: 10, datetime: 16, month: 20, time: 5 };

/**
 * A date (22/11/2026), date and time (22/11/2026 17:30), month (11/2026) or time (17:30) as a
 * text field in the Spanish order, whatever the browser's language; the server reads what is
 * posted (`dateText.ts`), ISO included. Where the browser can open its own calendar
 * (`showPicker`), a button beside the field does (client/datePicker.ts) and writes the day
 * chosen into the field in this order. Stored values (ISO) are shown in it; anything else (what
 * was typed and refused) as it is.
 */
export function DateInput({
  kind,
  texts,
  value,
  defaultValue,
  className = 'input',
  bounds,
  ...input
}: InputProps & {
  kind: DateKind;
  texts: DateInputTexts;
  /** The first and last day (ISO) the calendar offers. */
  bounds?: { min?: string; max?: string };
  /** Controlled (an island's state) … */
  value?: string;
  /** … or not (a server page's field). */
  defaultValue?: string | null;
}) {
  const shown = DATE_KINDS[kind].shown;
  const field = (
    <input
      {...input}
      type="text"
      className={className}
      data-date={kind}
      placeholder={texts.placeholder}
      autoComplete="off"
      spellCheck={false}
      maxLength={LENGTHS[kind]}
      data-min={bounds?.min}
      data-max={bounds?.max}
      {...(value !== undefined ? { value: shown(value) } : { defaultValue: shown(defaultValue ?? '') })}
    />
  );
  if (!texts.picker || (kind !== 'date' && kind !== 'datetime')) return field;
  return (
    <span className="date-input">
      {field}
      <button
        type="button"
        className="date-input-picker"
        data-date-picker
        aria-label={texts.picker}
        title={texts.picker}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M4 1v2H2.5A1.5 1.5 0 0 0 1 4.5v9A1.5 1.5 0 0 0 2.5 15h11a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 13.5 3H12V1h-1.5v2h-5V1H4Zm-1.5 5h11v7.5h-11V6Z"
            fill="currentColor"
          />
        </svg>
      </button>
    </span>
  );
}
