import { createIntl, createIntlCache, type MessageDescriptor } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The UI is Spanish only: every text is a message descriptor whose defaultMessage is the
 * Spanish text, so there is no catalogue to keep in step. Ids stay namespaced by module
 * (`places.province.label`) so a catalogue can be extracted if another language comes.
 */
import { LOCALE, TIME_ZONE } from './format';

// Numbers, money and dates live in ./format (no formatjs), so browser code can use them too.
export {
  LOCALE,
  TIME_ZONE,
  formatMoney,
  formatDeduction,
  formatPercent,
  formatNumber,
  formatDate,
  formatDateTime,
  todayInMadrid,
  madridWallClock,
  isIsoDay,
  collator,
  centsToInput,
  parseEuros,
  minutesAsHours,
  formatDuration,
} from './format';

export const intl = createIntl(
  {
    locale: LOCALE,
    timeZone: TIME_ZONE,
    messages: {},
    onError: (err) => {
      // Missing translations are expected: the default message is the text.
      if ((err as { code?: string }).code !== 'MISSING_TRANSLATION') console.error(err);
    },
  },
  createIntlCache(),
);

export type Message = MessageDescriptor & { id: string; defaultMessage: string };
export type Values = Record<string, string | number | boolean | null | undefined | Date>;

export function defineMessages<K extends string>(messages: Record<K, Message>): Record<K, Message> {
  return messages;
}

// Compiled once per text: formatting through intl.formatMessage with an empty catalogue
// builds a missing-translation error on every call, the largest cost of a page render.
const compiled = new Map<string, IntlMessageFormat>();

export function t(message: Message, values?: Values): string {
  const text = message.defaultMessage;
  if (!text.includes('{') && !text.includes("'")) return text;
  let format = compiled.get(text);
  if (!format) {
    format = new IntlMessageFormat(text, LOCALE);
    compiled.set(text, format);
  }
  return String(format.format(values as Record<string, string>));
}
