import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { setupItem, type TodoItem } from '../../src/lib/todo';
import { AppError, invalidInput, notFound } from '../../src/lib/errors';
import { isIsoDay, t, todayInMadrid, type Message } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import type { ListPage, ListQuery } from '../../src/lib/listQuery';
import { ACADEMIC, ACADEMIC_KINDS, type AcademicKind } from './settings.entities';
import { attachedList, attachedTo, dependantRegistry, type Dependant } from '../../src/lib/dependants';
import { settingsMessages as m } from './settings.messages';
import type { AcademicService, AppliedPrice } from './academic.service';
import { academicError } from './academic.errors';
import { createSettingsInput } from './settings.input';
import { createCourseSubjects } from './settings.courseSubjects';
import { isRowId } from '../../src/lib/validation';
import { isoDayOf } from '../../views/widgets/dateText';

export type PriceState = 'current' | 'future' | 'past';

/** A row of any settings list; each kind fills the fields it has. */
export interface AcademicRow {
  id: number;
  name: string;
  position?: number;
  courseCount?: number;
  subjectCount?: number;
  levelId?: number | null;
  levelName?: string | null;
  courseId?: number | null;
  courseName?: string | null;
  subjectId?: number;
  subjectName?: string;
  /** A price's level or course, by name. */
  targetName?: string;
  customerPriceCents?: number;
  teacherPayCents?: number;
  validFrom?: string;
  state?: PriceState;
  createdDate: Date;
  updatedDate: Date;
}

type Conn = Db | Knex.Transaction;

const stamps = ['r.id', 'r.created_date', 'r.updated_date'];
const count = (sql: string) => `(select count(*) from ${sql})::int`;

/** Each kind's list query with the columns its pages and GraphQL show. */
const BASE: Record<AcademicKind, (c: Conn) => Knex.QueryBuilder> = {
  levels: (c) =>
    c('levels as r').select(
      ...stamps,
      'r.name',
      'r.position',
      c.raw(`${count('courses x where x.level_id = r.id')} as course_count`),
    ),
  courses: (c) =>
    c('courses as r')
      .join('levels as l', 'l.id', 'r.level_id')
      .select(
        ...stamps,
        'r.name',
        'r.position',
        'r.level_id',
        'l.name as level_name',
        c.raw(`${count('course_subjects x where x.course_id = r.id')} as subject_count`),
      ),
  subjects: (c) =>
    c('subjects as r').select(
      ...stamps,
      'r.name',
      c.raw(`${count('course_subjects x where x.subject_id = r.id')} as course_count`),
    ),
  'course-subjects': (c) =>
    c('course_subjects as r')
      .join('courses as c', 'c.id', 'r.course_id')
      .join('levels as l', 'l.id', 'c.level_id')
      .join('subjects as s', 's.id', 'r.subject_id')
      .select(
        ...stamps,
        'r.course_id',
        'c.name as course_name',
        'c.level_id',
        'l.name as level_name',
        'r.subject_id',
        's.name as subject_name',
        c.raw(`s.name || ' · ' || c.name as name`),
      ),
  studies: (c) => c('studies as r').select(...stamps, 'r.name'),
  prices: (c) =>
    c('prices as r')
      .leftJoin('courses as c', 'c.id', 'r.course_id')
      .leftJoin('levels as l', 'l.id', c.raw('coalesce(r.level_id, c.level_id)'))
      .select(
        ...stamps,
        'r.name',
        'r.level_id',
        'r.course_id',
        'c.name as course_name',
        'l.name as level_name',
        c.raw('coalesce(c.name, l.name) as target_name'),
        'r.customer_price_cents',
        'r.teacher_pay_cents',
        'r.valid_from',
        c.raw(`${STATE_SQL} as state`),
      ),
};

// A price is current when it is the latest of its level or course that has started (Madrid's
// today: every session runs in Europe/Madrid); later ones are next, earlier ones history.
const STATE_SQL = `case when r.valid_from > current_date then 'future'
  when r.valid_from = (select max(p.valid_from) from prices p where p.valid_from <= current_date
    and (p.level_id = r.level_id or p.course_id = r.course_id)) then 'current'
  else 'past' end`;

/** Sort keys of each kind: expressions in order; the direction applies to those without their own. */
const SORTS: Record<AcademicKind, Record<string, string[]>> = {
  levels: {
    position: ['r.position', 'search_key(r.name)'],
    name: ['search_key(r.name)'],
    courses: ['course_count', 'r.position asc'],
  },
  courses: {
    level: ['l.position', 'r.position', 'search_key(r.name)'],
    name: ['search_key(r.name)', 'l.position asc'],
    subjects: ['subject_count', 'l.position asc', 'r.position asc'],
  },
  subjects: { name: ['search_key(r.name)'], courses: ['course_count', 'search_key(r.name) asc'] },
  'course-subjects': {
    course: ['l.position', 'c.position', 'search_key(c.name)', 'search_key(s.name) asc'],
    subject: ['search_key(s.name)', 'l.position asc', 'c.position asc'],
  },
  studies: { name: ['search_key(r.name)'] },
  prices: {
    // By level, the level's own prices before its courses', each newest first: the history reads down.
    target: [
      'l.position',
      '(r.course_id is not null)',
      'c.position',
      'search_key(coalesce(c.name, l.name))',
      'r.valid_from desc',
    ],
    name: ['search_key(r.name)', 'r.valid_from desc'],
    customerPrice: ['r.customer_price_cents', 'r.valid_from desc'],
    teacherPay: ['r.teacher_pay_cents', 'r.valid_from desc'],
    validFrom: ['r.valid_from', 'l.position asc'],
  },
};

/** Where the text search looks, per kind. */
const SEARCH: Record<AcademicKind, string[]> = {
  levels: ['r.name'],
  courses: ['r.name', 'l.name'],
  subjects: ['r.name'],
  'course-subjects': ['c.name', 's.name'],
  studies: ['r.name'],
  prices: ['r.name', 'c.name', 'l.name'],
};

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return isRowId(n) ? n : undefined;
};

function applyFilters(q: Knex.QueryBuilder, kind: AcademicKind, query: Pick<ListQuery, 'q' | 'filters'>) {
  if (query.q) {
    const text = query.q;
    q.where((w) => {
      for (const column of SEARCH[kind]) w.orWhereRaw(`search_match(${column}, ?)`, [text]);
    });
  }
  const level = positiveId(query.filters.level);
  if (level && kind === 'courses') q.where('r.level_id', level);
  if (level && kind === 'prices') q.where('l.id', level);
  const course = positiveId(query.filters.course);
  if (course && kind === 'course-subjects') q.where('r.course_id', course);
  const state = query.filters.state;
  if (kind === 'prices' && (state === 'current' || state === 'future' || state === 'past'))
    q.whereRaw(`(${STATE_SQL}) = ?`, [state]);
  return q;
}

/** A change to a catalogue record: its kind, id and the posted or GraphQL input. */
export interface AcademicUpdate {
  kind: AcademicKind;
  id: number;
  input: unknown;
}

async function offered(conn: Conn, courseId: number): Promise<AcademicRow[]> {
  return BASE.subjects(conn)
    .whereIn('r.id', conn('course_subjects').where('course_id', courseId).select('subject_id'))
    .orderByRaw('search_key(r.name)');
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * Managing the academic catalogue (/academic-settings): levels, courses, subjects, which
 * subjects each course offers, studies and prices. Reads follow each kind's `readAction`;
 * every write is for admins (academicSettings.manage).
 */
export function createAcademicSettingsService({ db, academic }: { db: Db; academic: AcademicService }) {
  // What stops a delete: the catalogue's own tables, then those higher modules register (addDependant).
  const dependants = dependantRegistry(
    Object.fromEntries(ACADEMIC_KINDS.map((kind) => [kind, ACADEMIC[kind].dependants])) as Record<
      AcademicKind,
      Dependant[]
    >,
  );
  async function findRow(kind: AcademicKind, id: number, conn: Conn = db): Promise<AcademicRow> {
    const row = Number.isInteger(id) && id > 0 ? await BASE[kind](conn).where('r.id', id).first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as AcademicRow;
  }

  /** The refusal to delete a record something depends on ("still has 4 courses"), or null. */
  async function inUse(kind: AcademicKind, row: AcademicRow, conn: Conn): Promise<AppError | null> {
    const attached = await attachedTo(conn, dependants.of(kind), row.id);
    if (attached.length === 0) return null;
    return academicError('ACADEMIC_IN_USE', m.inUse, { values: { name: row.name, list: attachedList(attached) } });
  }

  const { prepare } = createSettingsInput(db);

  async function write<T>(kind: AcademicKind, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const { field, message } = ACADEMIC[kind].duplicate;
      throw academicError('ACADEMIC_DUPLICATE', message, { fields: { [field]: t(message) } });
    }
  }

  return {
    ...createCourseSubjects({ db, findRow, offered }),

    /**
     * A higher module's table that points at the catalogue (vouchers' course, a teacher's
     * subjects): a delete is refused while rows point at the record, and the refusal says so.
     */
    addDependant: dependants.add,

    async list(actor: Actor | null, kind: AcademicKind, query: ListQuery): Promise<ListPage<AcademicRow>> {
      authorize(actor, ACADEMIC[kind].readAction);
      const sort = SORTS[kind][query.sort] ?? SORTS[kind][ACADEMIC[kind].list.defaultSort];
      const order = sort.map((expr) => (/ (asc|desc)$/.test(expr) ? expr : `${expr} ${query.direction}`)).join(', ');
      const rowsQuery = applyFilters(BASE[kind](db), kind, query)
        .orderByRaw(`${order}, r.id`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const countQuery = applyFilters(BASE[kind](db).clearSelect().clearOrder(), kind, query)
        .count({ count: '*' })
        .first();
      const [rows, total] = await Promise.all([rowsQuery, countQuery]);
      return {
        rows: rows as AcademicRow[],
        total: Number((total as { count: number }).count),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(actor: Actor | null, kind: AcademicKind, id: number): Promise<AcademicRow> {
      authorize(actor, ACADEMIC[kind].readAction);
      return findRow(kind, id);
    },

    async create(actor: Actor | null, kind: AcademicKind, input: unknown): Promise<AcademicRow> {
      authorize(actor, 'academicSettings.manage');
      const values = await prepare(kind, input);
      const [row] = await write(kind, () => db(ACADEMIC[kind].table).insert(values).returning('id'));
      return findRow(kind, row.id);
    },

    async update(actor: Actor | null, { kind, id, input }: AcademicUpdate): Promise<AcademicRow> {
      authorize(actor, 'academicSettings.manage');
      const current = await findRow(kind, id);
      const values = await prepare(kind, input, current);
      await write(kind, () =>
        db(ACADEMIC[kind].table)
          .where({ id })
          .update({ ...values, updatedDate: db.fn.now() }),
      );
      return findRow(kind, id);
    },

    /** Why the record cannot be deleted (what is attached to it), said before anyone asks to; null when it can. */
    async deleteBlocker(actor: Actor | null, kind: AcademicKind, id: number): Promise<string | null> {
      authorize(actor, 'academicSettings.manage');
      return (await inUse(kind, await findRow(kind, id), db))?.message ?? null;
    },

    /** Deletes a record nothing depends on; otherwise says everything that is attached. */
    async remove(actor: Actor | null, kind: AcademicKind, id: number): Promise<AcademicRow> {
      authorize(actor, 'academicSettings.manage');
      const def = ACADEMIC[kind];
      return db.transaction(async (trx) => {
        const row = await findRow(kind, id, trx);
        // Lock the row: a course or voucher added meanwhile waits for the delete (and then
        // fails on its foreign key) instead of slipping in between the check and the delete.
        await trx(def.table).where({ id }).forUpdate().first('id');
        const blocked = await inUse(kind, row, trx);
        if (blocked) throw blocked;
        for (const c of def.cascade) await trx(c.table).where(c.column, id).delete();
        await trx(def.table).where({ id }).delete();
        return row;
      });
    },

    /** The price that applies to a course on a day (today by default), for staff. */
    async priceFor(actor: Actor | null, courseId: number, given = todayInMadrid()): Promise<AppliedPrice | undefined> {
      authorize(actor, 'academicPrices.read');
      const day = isoDayOf(given);
      if (!isIsoDay(day)) throw invalidInput({ date: t(validationMessages.date) });
      await findRow('courses', courseId);
      return academic.priceFor(db, courseId, day);
    },

    /** «Primeros pasos»: the catalogue a voucher needs (a course of a level, a subject it offers, a price). */
    async setupTodo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'academicSettings.manage')) return [];
      const has = (await db
        .select(
          db.raw('exists (select 1 from courses) as courses'),
          db.raw('exists (select 1 from course_subjects) as offered'),
          db.raw('exists (select 1 from prices) as prices'),
        )
        .first()) as { courses: boolean; offered: boolean; prices: boolean };
      const steps: [AcademicKind, Message, boolean][] = [
        ['levels', m.setupLevels, has.courses],
        ['subjects', m.setupSubjects, has.offered],
        ['prices', m.setupPrices, has.prices],
      ];
      return steps.map(([kind, text, done], i) =>
        setupItem({
          key: `setup.${kind}`,
          text: t(text),
          href: `/academic-settings?tab=${kind}`,
          position: 20 + i * 10,
          done,
        }),
      );
    },

    /** Levels with their courses, for menus (a price's target, a course filter). */
    async levelsWithCourses(actor: Actor | null) {
      authorize(actor, 'academic.read');
      const [levels, courses] = await Promise.all([academic.levels(actor), academic.courses(actor)]);
      return levels.map((l) => ({ ...l, courses: courses.filter((c) => c.levelId === l.id) }));
    },
  };
}

export type AcademicSettingsService = ReturnType<typeof createAcademicSettingsService>;
