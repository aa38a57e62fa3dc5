import { activeTeachers, filterNames, teacherSearch } from './lookups';
import type { Knex } from 'knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { notFound, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { keptTotal, pageByIds, type ListPage, type ListQuery } from '../../src/lib/listQuery';
import { isRowId } from '../../src/lib/validation';
import { idempotent, type IdempotentCall } from '../../src/lib/idempotency';
import { validationMessages } from '../../src/lib/messages';
import type { VouchersDeps } from './vouchers.deps';
import { voucherMovements, type ClassStatus } from './hours';
import { classesMessages as m } from './classes.messages';
import {
  classQuery,
  createClassEvents,
  keptCount,
  narrowClassQuery,
  NOT_NULL_SORTS,
  parseClassDate,
  classDateMessage,
  SORT_COLUMNS,
  teacherRefusal,
  validateClass,
  type ClassEvent,
  type ClassEvents,
  type ClassInput,
  type ClassRow,
} from './classes.shared';
import { createClassVoucherChoices, voucherSearch, type VoucherListRow } from './classes.vouchers';
import { createClassEditing } from './classes.edit';
import { createClassValidation } from './classes.validate';
import { createClassLinking } from './classes.link';

export type { ValidateReport } from './classes.validate';
export type { VoucherChoice } from './classes.vouchers';

/** A class's row as locked for a change. */
export interface LockedClass {
  id: number;
  voucherId: number | null;
  studentId: number;
  teacherId: number | null;
  date: Date;
  duration: number;
  status: ClassStatus;
  teacherPaymentStatus: string | null;
}

/**
 * What the use cases (classes.edit.ts, .validate.ts, .link.ts, .vouchers.ts) share: the deps,
 * the reading and locking of a class, the checked input, and the transaction that tells the changes.
 */
export interface ClassesContext {
  db: VouchersDeps['db'];
  events: ClassEvents;
  /** The class with its names; not found: NOT_FOUND. */
  find(id: number, conn?: Knex): Promise<ClassRow>;
  /** Locks a class's row for a change; not found: NOT_FOUND. */
  lockClass(trx: Knex.Transaction, id: number): Promise<LockedClass>;
  /** Checks the posted class and returns its values (every message at once). */
  prepare(
    raw: unknown,
    options: { voucherRequired: boolean },
  ): Promise<{ fields: FieldErrors; input: ClassInput; date: string | null; voucherId: number | undefined }>;
  /** Runs the work in a transaction, then tells the classes it changed. */
  commit<T>(work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<T>): Promise<T>;
  /**
   * Like commit, for a write that books hours: with a key (the form's hidden field, or a GraphQL
   * client's Idempotency-Key header) a double submit or a resent post gets the first class back
   * instead of booking the hours again (src/lib/idempotency).
   */
  commitOnce(
    call: IdempotentCall,
    work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<ClassRow>,
  ): Promise<ClassRow>;
}

export function createClassesService({ db }: VouchersDeps, events: ClassEvents = createClassEvents()) {
  const teachers = teacherSearch(db);
  async function find(id: number, conn: Knex = db): Promise<ClassRow> {
    const row = isRowId(id) ? await classQuery(conn).where('c.id', id).first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as ClassRow;
  }

  /** Locks a class's row for a change; refused for deleted classes. */
  async function lockClass(trx: Knex.Transaction, id: number) {
    const row = isRowId(id) ? await trx('classes').where('id', id).forUpdate().first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as LockedClass;
  }

  /** A voucher typed without JavaScript: '#12', '12', its name as the autocomplete shows it, or a name that matches one active voucher. */
  async function resolveVoucher(
    input: ClassInput,
    fields: FieldErrors,
    field = 'voucherId',
  ): Promise<number | undefined> {
    if (input.voucherId) return input.voucherId;
    const text = input.voucherName?.trim();
    if (!text) {
      fields[field] ??= t(validationMessages.required);
      return undefined;
    }
    // '12', '#12', 'n.º 12', or the autocomplete's own name of it ('Bono n.º 12 · Lucía Gómez · Matemáticas'):
    // a form sent back with that text alone (no id) names that voucher, not a search that finds none.
    const number = /^(?:n\.?º\s*|#)?(\d+)$/i.exec(text) ?? /^bono n\.?º\s*(\d+) · /i.exec(text);
    if (number) return Number(number[1]);
    const matches = (await voucherSearch(db, text).limit(2)) as VoucherListRow[];
    if (matches.length === 1) return matches[0].id;
    fields[field] ??= t(matches.length === 0 ? m.voucherNotFound : m.voucherAmbiguous, { text });
    return undefined;
  }

  /** Checks the posted class and returns its values (every message at once). */
  async function prepare(raw: unknown, options: { voucherRequired: boolean }) {
    const fields: FieldErrors = {};
    const input = validateClass.collect(raw, fields);
    const date = fields.date ? null : parseClassDate(input.date);
    if (!fields.date && !date) fields.date = classDateMessage(input.date);
    const voucherId =
      options.voucherRequired || input.voucherId || input.voucherName ? await resolveVoucher(input, fields) : undefined;
    if (input.teacherId && !fields.teacherId && date) {
      const refusal = await teacherRefusal(db, input.teacherId, date.slice(0, 10));
      if (refusal) fields.teacherId = refusal;
    }
    return { fields, input, date, voucherId };
  }

  async function commit<T>(work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<T>): Promise<T> {
    const changed: ClassEvent[] = [];
    const result = await db.transaction((trx) => work(trx, changed));
    events.emit(changed);
    return result;
  }

  async function commitOnce(
    call: IdempotentCall,
    work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<ClassRow>,
  ): Promise<ClassRow> {
    const changed: ClassEvent[] = [];
    const result = await idempotent(db, call, {
      work: (trx) => work(trx, changed),
      codec: { save: (row: ClassRow) => ({ id: row.id }), load: (saved: { id: number }) => find(saved.id) },
    });
    events.emit(changed);
    return result;
  }

  const context: ClassesContext = { db, events, find, lockClass, prepare, commit, commitOnce };
  return {
    events,
    find,

    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<ClassRow>> {
      authorize(actor, 'classes.view');
      // The page's ids first, over narrow rows (the date index serves the default order); then
      // the names of those rows only. Without a filter but the status, the total is the kept
      // count per status; else it rides along with the ids, or is asked alone past the last page.
      const order = SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.date;
      // Date, status and duration are never null: without "nulls last" an index serves both directions.
      const nulls = NOT_NULL_SORTS.has(query.sort) ? '' : ' nulls last';
      const kept = keptCount(query);
      const counted = () => narrowClassQuery(db, { q: query.q, filters: query.filters });
      return pageByIds({
        query,
        ids: narrowClassQuery(db, query)
          .select('c.id')
          .orderByRaw(`${order} ${query.direction}${nulls}, c.id ${query.direction}`),
        counted,
        kept: kept && keptTotal(db, 'class_counts', kept),
        rows: (ids) => classQuery(db).whereIn('c.id', ids) as Promise<ClassRow[]>,
      });
    },

    async get(actor: Actor | null, id: number): Promise<ClassRow> {
      authorize(actor, 'classes.view');
      return find(id);
    },

    /** The ledger of the class's voucher (newest first), to explain its balance. */
    async voucherMovements(actor: Actor | null, voucherId: number) {
      authorize(actor, 'classes.view');
      return voucherMovements(db, voucherId);
    },

    /** The start page's reminders: classes waiting for staff to validate them. */
    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'classes.validate')) return [];
      const counts = (await db('classes')
        .whereIn('status', ['claimed', 'taught'])
        .groupBy('status')
        .select('status', db.raw('count(*)::int as count'))) as { status: string; count: number }[];
      const of = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
      const items: TodoItem[] = [];
      if (of('claimed'))
        items.push({
          key: 'classes.claimed',
          text: t(m.todoClaimed, { count: of('claimed') }),
          href: '/classes?status=claimed',
        });
      if (of('taught'))
        items.push({
          key: 'classes.taught',
          text: t(m.todoTaught, { count: of('taught') }),
          href: '/classes?status=taught',
        });
      return items;
    },

    /** Names of the customer and student the class list is filtered by, for its chips. */
    async filterNames(actor: Actor | null, filters: Record<string, string | undefined>) {
      authorize(actor, 'classes.view');
      return filterNames(db, filters);
    },

    /** Active teachers, for the forms and the list's filter. */
    async teachers(actor: Actor | null) {
      authorize(actor, 'classes.view');
      return activeTeachers(db);
    },

    /**
     * The list's teacher filter and its "class of a teacher" dialog: suggestions for what is
     * typed, names typed, the chosen one's name (never every teacher: 2,000 at ten years of data).
     */
    teacherFilter(actor: Actor | null) {
      authorize(actor, 'classes.view');
      return teachers;
    },
    ...createClassVoucherChoices(context),
    ...createClassEditing(context),
    ...createClassValidation(context),
    ...createClassLinking(context),
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
