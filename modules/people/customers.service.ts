import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { AppError, notFound, type ErrorCode } from '../../src/lib/errors';
import { t, type Message } from '../../src/lib/intl';
import type { ListSpec } from '../../src/lib/listQuery';
import { dependantRegistry, firstAttached, type Dependant } from '../../src/lib/dependants';
import { keepingLeftOut } from '../../src/lib/validation';
import { ID_CODEC, idempotent, type IdempotencyKey } from '../../src/lib/idempotency';
import type { PeopleDeps } from './people.deps';
import { customersMessages as m } from './customers.messages';
import { customerName, type CustomerSource } from './customers.fields';
import { createCustomerInput } from './customers.input';
import { createCustomerLists } from './customers.lists';

export {
  customerName,
  CUSTOMER_SOURCES,
  validateCustomer,
  type CustomerInput,
  type CustomerSource,
} from './customers.fields';
export { customerOf } from './customers.input';

export const SOURCE_LABELS: Record<CustomerSource, Message> = {
  webform: m.sourceWebform,
  alumni: m.sourceAlumni,
  referee: m.sourceReferee,
  other: m.sourceOther,
};

export const sourceLabel = (source: string) =>
  source in SOURCE_LABELS ? t(SOURCE_LABELS[source as CustomerSource]) : source;

/** A row of the customers list. */
export interface CustomerRow {
  id: number;
  firstName: string;
  lastName: string;
  /** 'Nombre Apellidos', or the company's name. */
  name: string;
  isCompany: boolean;
  nif: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  municipalityId: number | null;
  municipalityName: string | null;
  districtId: number | null;
  districtName: string | null;
  iban: string | null;
  source: CustomerSource;
  advisorId: number | null;
  advisorName: string | null;
  remarks: string | null;
  invoiceSameAsPersonal: boolean;
  invoiceName: string | null;
  invoiceEmail: string | null;
  invoiceNif: string | null;
  invoiceAddress: string | null;
  invoicePostalCode: string | null;
  invoiceMunicipalityId: number | null;
  invoiceMunicipalityName: string | null;
  studentCount: number;
  createdDate: Date;
  updatedDate: Date;
}

export interface CustomerStudent {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  courseName: string | null;
  levelName: string | null;
}

export interface CustomerDetail extends CustomerRow {
  students: CustomerStudent[];
}

/**
 * What stops a customer or a student from being deleted: rows of other tables that point at
 * it (a customer's students; the vouchers and invoices modules add theirs). Each names its own
 * module's error code, and a refused delete says the first one attached.
 */
export type PersonDependant = Dependant & { code: ErrorCode };

/** The refusal to delete the row, naming the first dependant that still points at it; null when none does. */
export async function deleteRefusal(conn: Knex, dependants: readonly Dependant[], rowId: number) {
  const first = await firstAttached(conn, dependants, rowId);
  if (!first) return null;
  const { code, message } = first.dependant as PersonDependant;
  return new AppError(code, message, { values: { count: first.count }, status: 409 });
}

export const CUSTOMER_LIST_SPEC: ListSpec = {
  sortable: ['name', 'municipality', 'district', 'source', 'advisor', 'students', 'createdDate'],
  defaultSort: 'name',
  filters: ['source', 'advisor', 'district', 'kind'],
};

/** An IBAN as people read it: ES91 2100 0418 4502 0005 1332. */

/** The fields a caller without 'customers.fiscal' never receives. */
const FISCAL_FIELDS = ['nif', 'iban', 'invoiceNif'] as const;

export function shieldFiscal<T extends Partial<Record<(typeof FISCAL_FIELDS)[number], string | null>>>(
  actor: Actor | null,
  row: T,
): T {
  if (can(actor, 'customers.fiscal')) return row;
  const copy = { ...row };
  for (const field of FISCAL_FIELDS) if (field in copy) copy[field] = null as never;
  return copy;
}

/** A customer's row with its places, advisor and student count. */
export function customerRowsQuery(conn: Db) {
  return conn('customers as c')
    .leftJoin('municipalities as mu', 'mu.id', 'c.municipality_id')
    .leftJoin('municipalities as imu', 'imu.id', 'c.invoice_municipality_id')
    .leftJoin('districts as d', 'd.id', 'c.district_id')
    .leftJoin('users as adv', 'adv.id', 'c.advisor_id')
    .select(
      'c.*',
      'mu.name as municipality_name',
      'imu.name as invoice_municipality_name',
      'd.name as district_name',
      conn.raw(
        `case when adv.id is null then null else trim(adv.first_name || ' ' || adv.last_name) end as advisor_name`,
      ),
      conn.raw('(select count(*) from students s where s.customer_id = c.id)::int as student_count'),
    );
}

/** CustomerInput's fields beyond the first name (required): what a patch keeps when left out. */
const PATCH_KEYS = [
  'lastName',
  'isCompany',
  'nif',
  'email',
  'phone',
  'address',
  'postalCode',
  'municipalityId',
  'districtId',
  'iban',
  'source',
  'advisorId',
  'remarks',
  'invoiceSameAsPersonal',
  'invoiceName',
  'invoiceEmail',
  'invoiceNif',
  'invoiceAddress',
  'invoicePostalCode',
  'invoiceMunicipalityId',
] as const;
const PLACES_BY_NAME = {
  municipalityName: 'municipalityId',
  invoiceMunicipalityName: 'invoiceMunicipalityId',
} as const;

export function createCustomersService({ db, places }: PeopleDeps) {
  const dependants = dependantRegistry<'customer'>({
    customer: [
      { table: 'students', column: 'customer_id', code: 'PEOPLE_CUSTOMER_HAS_STUDENTS', message: m.hasStudents },
    ],
  });
  const baseQuery = (conn: Db = db) => customerRowsQuery(conn);

  function rowOf(actor: Actor, raw: Omit<CustomerRow, 'name'>): CustomerRow {
    return shieldFiscal(actor, { ...raw, name: customerName(raw) } as CustomerRow);
  }

  async function findRow(actor: Actor, customerId: number, conn: Db = db): Promise<CustomerRow> {
    const row =
      Number.isInteger(customerId) && customerId > 0
        ? await baseQuery(conn).where('c.id', customerId).first()
        : undefined;
    if (!row) throw notFound(m.notFound);
    return rowOf(actor, row);
  }

  const { prepare } = createCustomerInput(db);

  const service = {
    /** A higher module's table that points at customers: a delete is refused while rows point at one (registered by its hooks). */
    addDependant: (dependant: PersonDependant) => dependants.add('customer', dependant),

    /** What blocks a customer's delete, in the order it is checked. */
    dependants: () => dependants.of('customer'),

    /** The districts a customer may be placed in (the places module's choices, for the form). */
    districtChoices(actor: Actor | null) {
      return places.districtChoices(actor);
    },

    async get(actor: Actor | null, customerId: number): Promise<CustomerDetail> {
      authorize(actor, 'customers.view');
      const row = await findRow(actor, customerId);
      const students = (await db('students as s')
        .leftJoin('courses as co', 'co.id', 's.course_id')
        .leftJoin('levels as l', 'l.id', 'co.level_id')
        .where('s.customer_id', row.id)
        .orderByRaw('search_key(s.first_name), s.id')
        .select(
          's.id',
          's.first_name',
          's.last_name',
          's.birth_date',
          'co.name as course_name',
          'l.name as level_name',
        )) as CustomerStudent[];
      return { ...row, students };
    },

    /**
     * Other customers with this customer's NIF: the same family entered twice, or a company kept in two
     * records. Not refused (the business keeps such records while staff sort them out); the customer's
     * page names them so the duplicate is seen. Only for callers who may see NIFs.
     */
    async sameNif(
      actor: Actor | null,
      customer: Pick<CustomerRow, 'id' | 'nif'>,
    ): Promise<{ id: number; name: string }[]> {
      if (!can(actor, 'customers.fiscal') || !customer.nif) return [];
      const others = (await db('customers')
        .whereRaw('upper(nif) = upper(?)', [customer.nif])
        .whereNot('id', customer.id)
        .orderBy('id')
        .limit(5)
        .select('id', 'first_name', 'last_name', 'is_company')) as {
        id: number;
        firstName: string;
        lastName: string | null;
        isCompany: boolean;
      }[];
      return others.map((o) => ({ id: o.id, name: customerName(o) }));
    },

    /** Advisors a customer can be assigned to (form choices and the list filter). */
    async advisors(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'advisors.read');
      return db('users')
        .where({ role: 'advisor' })
        .orderByRaw('search_key(first_name), search_key(last_name)')
        .select('id', db.raw(`trim(first_name || ' ' || last_name) as name`));
    },

    /**
     * A new customer. `idempotencyKey` (the form's hidden field, or a GraphQL client's argument or
     * Idempotency-Key header): the same data sent again under the key (back and reload, a retry
     * after a lost answer, two at once) makes one customer and answers it again; other data under
     * the key is refused (IDEMPOTENCY_KEY_REUSED). Without a key nothing is remembered.
     */
    async create(
      actor: Actor | null,
      input: unknown,
      { idempotencyKey }: { idempotencyKey?: IdempotencyKey } = {},
    ): Promise<CustomerDetail> {
      authorize(actor, 'customers.manage');
      const values = await prepare(actor, input, true);
      const insert = async (conn: Db) => (await conn('customers').insert(values).returning('id'))[0].id as number;
      // Without a key, a plain transaction: nothing is remembered.
      const id = await idempotent(
        db,
        // The checked values: what was typed, however it was sent (form or GraphQL, a place by id or by name).
        { key: idempotencyKey, actorId: actor.id, action: 'customers.create', request: values },
        { work: insert, codec: ID_CODEC },
      );
      return this.get(actor, id);
    },

    async update(actor: Actor | null, customerId: number, input: unknown): Promise<CustomerDetail> {
      authorize(actor, 'customers.manage');
      await findRow(actor, customerId);
      const values = await prepare(actor, input, false);
      await db('customers')
        .where({ id: customerId })
        .update({ ...values, updatedDate: db.fn.now() });
      return this.get(actor, customerId);
    },

    /** GraphQL's update: the fields left out keep their stored values (not the ones shown: the fiscal data stays whoever sends it). */
    async patch(actor: Actor | null, customerId: number, input: unknown): Promise<CustomerDetail> {
      authorize(actor, 'customers.manage');
      const current = await baseQuery().where('c.id', customerId).first();
      if (!current) throw notFound(m.notFound);
      return service.update(
        actor,
        customerId,
        keepingLeftOut(input, current, { keys: PATCH_KEYS, instead: PLACES_BY_NAME }),
      );
    },

    /** Why the customer cannot be deleted now (what is still attached), or null: the page says it before anyone confirms. */
    async deleteBlocker(actor: Actor | null, customerId: number): Promise<string | null> {
      authorize(actor, 'customers.manage');
      return (await deleteRefusal(db, dependants.of('customer'), customerId))?.message ?? null;
    },

    /** Deletes a customer nothing depends on; otherwise says what is still attached. */
    async remove(actor: Actor | null, customerId: number): Promise<CustomerRow> {
      authorize(actor, 'customers.manage');
      return db.transaction(async (trx) => {
        const row = await findRow(actor, customerId, trx);
        // Lock the row so a student added meanwhile cannot slip in between check and delete.
        await trx('customers').where({ id: customerId }).forUpdate().first('id');
        const refusal = await deleteRefusal(trx, dependants.of('customer'), customerId);
        if (refusal) throw refusal;
        await trx('customers').where({ id: customerId }).delete();
        return row;
      });
    },
  };
  // The list, the CSV download and the autocomplete (customers.lists.ts).
  return { ...service, ...createCustomerLists({ db, baseQuery, rowOf }) };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
