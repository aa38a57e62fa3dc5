import { sortKeySql } from './people.sql';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { pageByIds, type ListPage, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { idField, validator, rowIdIn, keepingLeftOut, multiline } from '../../src/lib/validation';
import type { PeopleDeps } from './people.deps';
import type { CourseOption } from '../academic';
import { deleteRefusal, customerName, customerOf, type PersonDependant } from './customers.service';
import { dependantRegistry, firstAttached } from '../../src/lib/dependants';
import { checkBirthDate } from './users';
import { ID_CODEC, idempotent, type IdempotencyKey } from '../../src/lib/idempotency';
import { customersMessages as m } from './customers.messages';

export interface StudentInput {
  customerId?: number;
  /** The customer as typed (forms without JavaScript): a name, email or NIF. */
  customerName?: string;
  firstName: string;
  lastName?: string;
  birthDate?: string;
  courseId?: number;
  remarks?: string;
}

export const validateStudent = validator<StudentInput>({
  type: 'object',
  properties: {
    customerId: idField,
    customerName: { type: 'string', maxLength: 300 },
    firstName: { type: 'string', minLength: 1, maxLength: 100 },
    lastName: { type: 'string', maxLength: 150 },
    birthDate: { type: 'string', format: 'date' },
    courseId: idField,
    remarks: { type: 'string', maxLength: 2000, ...multiline },
  },
  required: ['firstName'],
  additionalProperties: false,
});

export interface StudentRow {
  id: number;
  customerId: number;
  customerName: string;
  firstName: string;
  lastName: string;
  name: string;
  birthDate: string | null;
  courseId: number | null;
  courseName: string | null;
  levelId: number | null;
  levelName: string | null;
  remarks: string | null;
  createdDate: Date;
  updatedDate: Date;
}

/** StudentInput's optional fields: what a patch keeps when left out (the surnames too, not the customer's again). */
const PATCH_KEYS = ['lastName', 'birthDate', 'courseId', 'remarks'] as const;

export const STUDENT_LIST_SPEC: ListSpec = {
  sortable: ['name', 'customer', 'course', 'birthDate', 'createdDate'],
  defaultSort: 'name',
  filters: ['level', 'course', 'customer', 'customerName'],
};

const STUDENT_NAME = `trim(s.first_name || ' ' || s.last_name)`;
const CUSTOMER_NAME = `trim(c.first_name || ' ' || c.last_name)`;
const SORT_COLUMNS: Record<string, string> = {
  name: sortKeySql(STUDENT_NAME),
  customer: `search_key(${CUSTOMER_NAME})`,
  course: 'l.position, co.position',
  birthDate: 's.birth_date',
  createdDate: 's.created_date',
};

export function createStudentsService({ db, academic }: PeopleDeps) {
  // What stops a student from being deleted; the vouchers module adds classes and vouchers.
  const dependants = dependantRegistry<'student'>();
  function baseQuery(conn: Db = db) {
    return conn('students as s')
      .join('customers as c', 'c.id', 's.customer_id')
      .leftJoin('courses as co', 'co.id', 's.course_id')
      .leftJoin('levels as l', 'l.id', 'co.level_id')
      .select(
        's.*',
        'c.first_name as customer_first_name',
        'c.last_name as customer_last_name',
        'c.is_company as customer_is_company',
        'co.name as course_name',
        'l.id as level_id',
        'l.name as level_name',
      );
  }

  function applyFilters<Q extends Knex.QueryBuilder>(q: Q, query: Pick<ListQuery, 'q' | 'filters'>): Q {
    const typedText = query.q;
    if (typedText)
      q.where((w) =>
        w
          .whereRaw(`search_match(${STUDENT_NAME}, ?)`, [typedText])
          .orWhereRaw(`search_match(${CUSTOMER_NAME}, ?)`, [typedText]),
      );
    const { level, course, customer, customerName: typed } = query.filters;
    const [courseId, levelId, customerId] = [rowIdIn(course), rowIdIn(level), rowIdIn(customer)];
    if (courseId) q.where('s.course_id', courseId);
    else if (levelId) q.whereIn('s.course_id', db('courses').where('level_id', levelId).select('id'));
    if (customerId) q.where('s.customer_id', customerId);
    else if (typed) q.whereRaw(`search_match(${CUSTOMER_NAME}, ?)`, [typed]);
    return q;
  }

  /**
   * The students a list holds, narrow: joined to their customer only when the text search, the
   * customer's name or the sort needs it (every student has one: the join never drops rows), to
   * courses and levels only for the sort by course.
   */
  function narrowQuery(query: Pick<ListQuery, 'q' | 'filters'>, sort?: string) {
    const q = db('students as s');
    if (query.q || (!rowIdIn(query.filters.customer) && query.filters.customerName) || sort === 'customer')
      q.join('customers as c', 'c.id', 's.customer_id');
    if (sort === 'course')
      q.leftJoin('courses as co', 'co.id', 's.course_id').leftJoin('levels as l', 'l.id', 'co.level_id');
    return applyFilters(q, query);
  }

  function rowOf(raw: Record<string, unknown>): StudentRow {
    const r = raw as unknown as StudentRow & {
      customerFirstName: string;
      customerLastName: string;
      customerIsCompany: boolean;
    };
    const { customerFirstName, customerLastName, customerIsCompany, ...rest } = r;
    return {
      ...rest,
      name: customerName({ firstName: r.firstName, lastName: r.lastName }),
      customerName: customerName({
        firstName: customerFirstName,
        lastName: customerLastName,
        isCompany: customerIsCompany,
      }),
    };
  }

  async function findRow(studentId: number, conn: Db = db): Promise<StudentRow> {
    const row =
      Number.isInteger(studentId) && studentId > 0 ? await baseQuery(conn).where('s.id', studentId).first() : undefined;
    if (!row) throw notFound(m.studentNotFound);
    return rowOf(row);
  }

  async function prepare(raw: unknown) {
    const fields: FieldErrors = {};
    const input = validateStudent.collect(raw, fields);
    const customerId = await customerOf(db, {
      id: Number(input.customerId) || undefined,
      typed: typeof input.customerName === 'string' ? input.customerName.trim() || undefined : undefined,
      fields,
    });
    checkBirthDate(input.birthDate, fields);
    if (input.courseId && !fields.courseId && !(await db('courses').where('id', input.courseId).first('id')))
      fields.courseId = t(m.courseInvalid);
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    const customer = await db('customers').where('id', customerId).first('last_name', 'is_company');
    // The surname, when left empty, is the family's.
    const lastName = input.lastName?.trim() || (customer.isCompany ? '' : customer.lastName);
    return {
      customerId: customerId!,
      firstName: input.firstName.trim(),
      lastName,
      birthDate: input.birthDate ?? null,
      courseId: input.courseId ?? null,
      remarks: input.remarks ?? null,
    };
  }

  const service = {
    /**
     * The catalogue's courses by id (the academic service's, as the settings list them): a
     * student's `course` in GraphQL is the whole Course, read once per request for a list.
     */
    async coursesById(actor: Actor | null): Promise<Map<number, CourseOption>> {
      return new Map((await academic.courses(actor)).map((c) => [c.id, c]));
    },

    /** A higher module's table that points at students: a delete is refused while rows point at one (registered by its hooks). */
    addDependant: (dependant: PersonDependant) => dependants.add('student', dependant),

    /** Levels and courses (grouped by level) for the form and the filters. */
    levels: (actor: Actor | null) => academic.levels(actor),
    courses: (actor: Actor | null) => academic.courses(actor),

    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<StudentRow>> {
      authorize(actor, 'students.view');
      // The page's ids first, over the students alone (the name index serves the default order);
      // customers, courses and levels joined for those rows only. The count rides along.
      const order = `${SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name} ${query.direction} nulls last, s.id`;
      const page = await pageByIds({
        query,
        ids: narrowQuery(query, query.sort).select('s.id').orderByRaw(order),
        counted: () => narrowQuery(query),
        rows: (ids) => baseQuery().whereIn('s.id', ids),
      });
      return { ...page, rows: page.rows.map(rowOf) };
    },

    async get(actor: Actor | null, studentId: number): Promise<StudentRow> {
      authorize(actor, 'students.view');
      return findRow(studentId);
    },

    /** The students of one customer (the customer's page and GraphQL). */
    async ofCustomer(actor: Actor | null, customerId: number): Promise<StudentRow[]> {
      authorize(actor, 'students.view');
      return (await baseQuery().where('s.customer_id', customerId).orderByRaw(`search_key(${STUDENT_NAME}), s.id`)).map(
        rowOf,
      );
    },

    /**
     * A new student. `idempotencyKey` (the form's hidden field, or a GraphQL client's argument or
     * Idempotency-Key header): the same data sent again under the key makes one student and
     * answers it again; other data under the key is refused (IDEMPOTENCY_KEY_REUSED). Without a
     * key nothing is remembered.
     */
    async create(
      actor: Actor | null,
      input: unknown,
      { idempotencyKey }: { idempotencyKey?: IdempotencyKey } = {},
    ): Promise<StudentRow> {
      authorize(actor, 'students.manage');
      const values = await prepare(input);
      const insert = async (conn: Db) => (await conn('students').insert(values).returning('id'))[0].id as number;
      // Without a key, a plain transaction: nothing is remembered.
      const id = await idempotent(
        db,
        // The checked values: the customer chosen by id or typed by name is the same student.
        { key: idempotencyKey, actorId: actor.id, action: 'students.create', request: values },
        { work: insert, codec: ID_CODEC },
      );
      return findRow(id);
    },

    async update(actor: Actor | null, studentId: number, input: unknown): Promise<StudentRow> {
      authorize(actor, 'students.manage');
      const current = await findRow(studentId);
      const values = await prepare(input);
      // Its vouchers, classes and leads name the customer too (and the invoices were theirs): moved
      // alone, the student left them with the old customer, and those vouchers could no longer be edited.
      if (values.customerId !== current.customerId && (await firstAttached(db, dependants.of('student'), studentId)))
        throw invalidInput({ customerId: t(m.studentFamilyLocked) });
      await db('students')
        .where({ id: studentId })
        .update({ ...values, updatedDate: db.fn.now() });
      return findRow(studentId);
    },

    /** GraphQL's update: the fields left out keep their values. */
    async patch(actor: Actor | null, studentId: number, input: unknown): Promise<StudentRow> {
      authorize(actor, 'students.manage');
      const current = await findRow(studentId);
      return service.update(actor, studentId, keepingLeftOut(input, current, { keys: PATCH_KEYS }));
    },

    /** Why the student cannot be deleted now (vouchers, classes, leads), said on the page before anyone confirms; or null. */
    async deleteBlocker(actor: Actor | null, studentId: number): Promise<string | null> {
      authorize(actor, 'students.manage');
      return (await deleteRefusal(db, dependants.of('student'), studentId))?.message ?? null;
    },

    async remove(actor: Actor | null, studentId: number): Promise<StudentRow> {
      authorize(actor, 'students.manage');
      return db.transaction(async (trx) => {
        const row = await findRow(studentId, trx);
        await trx('students').where({ id: studentId }).forUpdate().first('id');
        const refusal = await deleteRefusal(trx, dependants.of('student'), studentId);
        if (refusal) throw refusal;
        await trx('students').where({ id: studentId }).delete();
        return row;
      });
    },
  };
  return service;
}

export type StudentsService = ReturnType<typeof createStudentsService>;
