// The voucher form's helpers: the customer, its students, the catalogue and today's prices.

import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, isAppError, notFound } from '../../src/lib/errors';
import { isIsoDay, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { isRowId, normaliseNif } from '../../src/lib/validation';
import { activeTeachers, customerNameSql, studentNameSql } from './lookups';
import { vouchersMessages as m } from './vouchers.messages';
import type { PriceQuote, VouchersContext } from './vouchers.service';
import { isoDayOf } from '../../views/widgets/dateText';

const CUSTOMER_NAME = customerNameSql();
const STUDENT_NAME = studentNameSql();

export function createVoucherForm(context: VouchersContext) {
  const { db, academic, students, quote, quoteOf } = context;
  return {
    /** The customer of a student (a student page's "Nuevo bono"), read through people's service; null when there is no such student. */
    async customerOfStudent(actor: Actor | null, studentId: number): Promise<number | null> {
      authorize(actor, 'vouchers.manage');
      try {
        return (await students.get(actor, studentId)).customerId;
      } catch (err) {
        if (isAppError(err) && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },

    /** The subjects of the catalogue (the list's filter). */
    subjects(actor: Actor | null) {
      return context.filterMenus.get(`subjects:${actor?.role}`, () => academic.subjects(actor)) as ReturnType<
        typeof academic.subjects
      >;
    },

    /** What a new voucher of each course would cost today, by course id (null: no price set). */
    async coursePrices(
      actor: Actor | null,
      courseIds: number[],
      day = todayInMadrid(),
    ): Promise<Record<number, PriceQuote | null>> {
      authorize(actor, 'vouchers.view');
      const prices = await academic.pricesOn(db, day);
      return Object.fromEntries(courseIds.map((id) => [id, prices.has(id) ? quoteOf(prices.get(id)!) : null]));
    },

    /** The price a new voucher for the course would take on the day (none: undefined). */
    async price(actor: Actor | null, courseId: number, given = todayInMadrid()): Promise<PriceQuote | undefined> {
      authorize(actor, 'vouchers.view');
      const day = isoDayOf(given);
      if (!isIsoDay(day)) throw invalidInput({ date: t(validationMessages.date) });
      const found = await quote(db, courseId, day);
      // None for a course that is there but has no price that day; a course that is not there is not found.
      if (!found && !(isRowId(courseId) && (await db('courses').where('id', courseId).first('id'))))
        throw notFound(m.courseNotFound);
      return found;
    },

    /** Choices for the voucher form: the customer's students, courses with their subjects, active teachers. */
    async formChoices(actor: Actor | null, customerId: number | null) {
      authorize(actor, 'vouchers.manage');
      const customer = customerId
        ? await db('customers as cu')
            .where('cu.id', customerId)
            .first('cu.id', db.raw(`${CUSTOMER_NAME} as name`))
        : undefined;
      const [students, courses, courseSubjects, teachers] = await Promise.all([
        customer
          ? (db('students as s')
              .leftJoin('courses as co', 'co.id', 's.course_id')
              .where('s.customer_id', customer.id)
              .orderByRaw('search_key(s.first_name), s.id')
              .select('s.id', db.raw(`${STUDENT_NAME} as name`), 's.course_id', 'co.name as course_name') as Promise<
              { id: number; name: string; courseId: number | null; courseName: string | null }[]
            >)
          : Promise.resolve([]),
        academic.courses(actor),
        db('course_subjects as cs')
          .join('subjects as su', 'su.id', 'cs.subject_id')
          .orderByRaw('search_key(su.name)')
          .select('cs.course_id', 'su.id', 'su.name') as Promise<{ courseId: number; id: number; name: string }[]>,
        activeTeachers(db),
      ]);
      const subjectsByCourse: Record<number, { id: number; name: string }[]> = {};
      for (const cs of courseSubjects) (subjectsByCourse[cs.courseId] ??= []).push({ id: cs.id, name: cs.name });
      return {
        customer: customer as { id: number; name: string } | undefined,
        students,
        courses,
        subjectsByCourse,
        teachers,
      };
    },

    /** Whether any customer exists: the voucher form's first step says to make one first when none does. */
    async hasCustomers(actor: Actor | null): Promise<boolean> {
      authorize(actor, 'vouchers.manage');
      return !!(await db('customers').first('id'));
    },

    /**
     * The customer of the first step of the voucher form: by id (the autocomplete) or by what
     * was typed without JavaScript (a full name, an email or a NIF that matches one customer).
     */
    async findCustomer(
      actor: Actor | null,
      givenId: number | undefined,
      typed: string | undefined,
    ): Promise<{ id: number; name: string }> {
      authorize(actor, 'vouchers.manage');
      const byId = givenId
        ? await db('customers as cu')
            .where('cu.id', givenId)
            .first('cu.id', db.raw(`${CUSTOMER_NAME} as name`))
        : undefined;
      if (byId && (!typed || byId.name.toLowerCase() === typed.trim().toLowerCase())) return byId;
      if (!typed?.trim())
        throw invalidInput({ customerId: t(givenId ? m.customerNotFound : validationMessages.required) });
      // The name as typed, spaces collapsed; then, as the suggestions do, every word in any order.
      const text = typed.trim().replace(/\s+/g, ' ');
      const matches = await db('customers as cu')
        .whereRaw(`regexp_replace(search_key(${CUSTOMER_NAME}), '\\s+', ' ', 'g') = search_key(?)`, [text])
        .orWhereRaw('lower(cu.email) = lower(?)', [text])
        .orWhereRaw('upper(cu.nif) = ?', [normaliseNif(typed)])
        .limit(2)
        .select('cu.id', db.raw(`${CUSTOMER_NAME} as name`));
      if (matches.length === 1) return matches[0];
      if (matches.length === 0) {
        const byWords = db('customers as cu')
          .limit(2)
          .select('cu.id', db.raw(`${CUSTOMER_NAME} as name`));
        for (const word of text.split(' '))
          byWords.whereRaw(`search_match(${CUSTOMER_NAME}, ?)`, [word.replace(/[%_\\]/g, '')]);
        const found = await byWords;
        if (found.length === 1) return found[0];
        if (found.length > 1) throw invalidInput({ customerId: t(m.customerAmbiguous) });
      }
      throw invalidInput({ customerId: t(matches.length === 0 ? m.customerNotFound : m.customerAmbiguous) });
    },
  };
}
