// A catalogue record's input, checked completely (fields, choices, amounts) before anything is written.

import type { Db } from '../../src/db/knex';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { addMonths } from '../../src/lib/days';
import { formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { lookalikeWhy, nameTakenAs } from '../../src/lib/nameSearch';
import { normaliseInput, readAmount } from '../../src/lib/validation';
import { academicError } from './academic.errors';
import { ACADEMIC, MAX_PRICE_CENTS, type AcademicInput, type AcademicKind } from './settings.entities';
import { settingsMessages as m } from './settings.messages';
import type { AcademicRow } from './settings.service';

/** A price's amount as posted: the form's euros (`text`) or GraphQL's `cents`, and where its message goes. */
interface AmountInput {
  raw: Record<string, unknown>;
  text: string | undefined;
  cents: number | undefined;
  field: 'customerPrice' | 'teacherPay';
  fields: FieldErrors;
}

/**
 * How far back and ahead a price may start (sanity bounds: 1900-01-01 or 9999-12-31 is a typo,
 * and a price starting in 9999 would never apply, one in 1900 would reprice the whole history).
 */
export const PRICE_YEARS_BACK = 5;
export const PRICE_YEARS_AHEAD = 5;

/** A price's first day within the bounds, said on the field; an edit keeping the day it had is always taken. */
function checkValidFrom(validFrom: string | undefined, current: AcademicRow | undefined, fields: FieldErrors) {
  if (fields.validFrom || !validFrom || !/^\d{4}-\d{2}-\d{2}$/.test(validFrom) || current?.validFrom === validFrom)
    return;
  const today = todayInMadrid();
  const earliest = addMonths(today, -12 * PRICE_YEARS_BACK);
  const latest = addMonths(today, 12 * PRICE_YEARS_AHEAD);
  if (validFrom < earliest) fields.validFrom = t(m.validFromTooEarly, { date: formatDate(earliest) });
  else if (validFrom > latest) fields.validFrom = t(m.validFromTooLate, { date: formatDate(latest) });
}

/** The check of a kind's input against the catalogue (`prepare`), for creating and updating. */
export function createSettingsInput(db: Db) {
  async function exists(table: string, id: unknown) {
    const n = Number(id);
    return Number.isInteger(n) && n > 0 && n < 2 ** 31 && !!(await db(table).where('id', n).first('id'));
  }

  async function nextPosition(table: string, where: Record<string, unknown> = {}) {
    const row = (await db(table).where(where).max({ max: 'position' }).first()) as { max: number | null };
    return row.max == null ? 0 : Number(row.max) + 1;
  }

  /** A price's target: the form's 'level:3' / 'course:12', or GraphQL's levelId / courseId. */
  async function priceTarget(raw: Record<string, unknown>, input: AcademicInput, fields: FieldErrors) {
    // The form has one menu (target); GraphQL has levelId and courseId.
    const field = 'target' in raw || 'customerPrice' in raw ? 'target' : 'levelId';
    if (fields.target || fields.levelId || fields.courseId) return { levelId: null, courseId: null };
    let { levelId, courseId } = input;
    if (input.target) {
      const [kind, id] = input.target.split(':');
      if (kind === 'level') levelId = Number(id);
      else courseId = Number(id);
    }
    if (levelId && courseId) fields[field] ??= t(m.targetBoth);
    else if (!levelId && !courseId) fields[field] ??= t(validationMessages.required);
    else if (!(await exists(levelId ? 'levels' : 'courses', levelId ?? courseId))) fields[field] ??= t(m.choiceMissing);
    return { levelId: levelId ?? null, courseId: levelId ? null : (courseId ?? null) };
  }

  /** Cents from GraphQL's integer or the form's euros; the message goes on the field that was used. */
  function amount({ raw, text, cents, field, fields }: AmountInput) {
    const centsField = `${field}Cents`;
    if (fields[field] || fields[centsField]) return undefined;
    const tooLarge = () => t(validationMessages.amountTooLarge, { max: formatMoney(MAX_PRICE_CENTS) });
    if (cents !== undefined) {
      if (cents > MAX_PRICE_CENTS) fields[centsField] = tooLarge();
      return cents;
    }
    if (text === undefined) {
      fields[centsField in raw ? centsField : field] = t(validationMessages.required);
      return undefined;
    }
    const read = readAmount(text, { max: MAX_PRICE_CENTS });
    if (read.message !== undefined) fields[field] = read.message;
    else if (read.cents <= 0) fields[field] = t(validationMessages.positiveNumber);
    return read.cents;
  }

  /**
   * The record of the same kind (under the same level, for a course) whose name has the same
   * search_key as `name`, other than the one edited: the unique index only stops a name written
   * the same way, after the fact; this says which record is there. The index still stops a race.
   */
  async function nameTaken(kind: AcademicKind, values: Record<string, unknown>, current?: AcademicRow) {
    const { table, duplicate } = ACADEMIC[kind];
    if (!duplicate.takenAs || typeof values.name !== 'string') return;
    const taken = await nameTakenAs(db, {
      table,
      name: values.name,
      within: duplicate.within ? { column: duplicate.within, value: values[duplicate.within] } : undefined,
      exceptId: current?.id,
    });
    if (taken === undefined) return;
    // Written the same: the message the unique index gives; otherwise, which record is there and what did not count.
    const message = taken === values.name ? duplicate.message : duplicate.takenAs;
    const why = lookalikeWhy(values.name, taken);
    throw academicError('ACADEMIC_DUPLICATE', message, {
      values: { name: taken, why },
      fields: { [duplicate.field]: t(message, { name: taken, why }) },
    });
  }

  /** Validates an input completely (fields, choices, amounts) before anything is written. */
  async function prepare(
    kind: AcademicKind,
    rawInput: unknown,
    current?: AcademicRow,
  ): Promise<Record<string, unknown>> {
    const raw = (rawInput ?? {}) as Record<string, unknown>;
    const fields: FieldErrors = {};
    // On bad fields the input comes back as given, so the other checks still report theirs.
    const input = ACADEMIC[kind].validate.collect(raw, fields, normaliseInput(raw));
    const values: Record<string, unknown> = {};
    if (typeof input.name === 'string') values.name = input.name.trim();
    switch (kind) {
      case 'levels':
        values.position = input.position ?? current?.position ?? (await nextPosition('levels'));
        break;
      case 'courses':
        if (input.levelId && !fields.levelId && !(await exists('levels', input.levelId)))
          fields.levelId = t(m.choiceMissing);
        values.levelId = input.levelId;
        values.position =
          input.position ??
          (current && current.levelId === input.levelId
            ? current.position
            : await nextPosition('courses', { level_id: input.levelId ?? 0 }));
        break;
      case 'course-subjects':
        if (input.courseId && !fields.courseId && !(await exists('courses', input.courseId)))
          fields.courseId = t(m.choiceMissing);
        if (input.subjectId && !fields.subjectId && !(await exists('subjects', input.subjectId)))
          fields.subjectId = t(m.choiceMissing);
        Object.assign(values, { courseId: input.courseId, subjectId: input.subjectId });
        break;
      case 'prices': {
        Object.assign(values, await priceTarget(raw, input, fields));
        const customer = amount({
          raw,
          text: input.customerPrice,
          cents: input.customerPriceCents,
          field: 'customerPrice',
          fields,
        });
        const teacher = amount({
          raw,
          text: input.teacherPay,
          cents: input.teacherPayCents,
          field: 'teacherPay',
          fields,
        });
        // Paying the teacher more than the customer pays loses money on every hour: almost
        // always the two amounts typed the wrong way round, so it is refused, not warned.
        if (customer && teacher && teacher > customer)
          fields['teacherPayCents' in raw ? 'teacherPayCents' : 'teacherPay'] = t(m.payAbovePrice);
        checkValidFrom(input.validFrom, current, fields);
        Object.assign(values, { customerPriceCents: customer, teacherPayCents: teacher, validFrom: input.validFrom });
        break;
      }
      default:
        break;
    }
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    await nameTaken(kind, values, current);
    return values;
  }

  return { prepare };
}
