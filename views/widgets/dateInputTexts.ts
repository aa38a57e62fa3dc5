import { t } from '../../src/lib/intl';
import type { DateInputTexts } from './DateInput';
import type { DateKind } from './dateText';
import { widgetMessages as m } from './widgets.messages';

const PLACEHOLDERS = {
  date: m.datePlaceholder,
  datetime: m.dateTimePlaceholder,
  month: m.monthPlaceholder,
  time: m.timePlaceholder,
} as const;

/** A date field's texts (its format and calendar button), for server pages and the props of islands. */
export function dateInputTexts(kind: DateKind): DateInputTexts {
  return {
    placeholder: t(PLACEHOLDERS[kind]),
    picker: kind === 'date' || kind === 'datetime' ? t(m.openCalendar) : undefined,
  };
}
