import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { AppError, invalidInput, notFound, type ErrorCode, type FieldErrors } from '../../src/lib/errors';
import { t, type Message } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { normaliseIban, normaliseNif, validator } from '../../src/lib/validation';
import { choosePlace } from '../places';
import { peopleMessages as people } from './people.messages';
import type { PeopleDeps } from './people.deps';
import { customerNameSql } from './people.sql';
import { normaliseEmail, userFields } from './users';
import { customersMessages as m } from './customers.messages';

export const CUSTOMER_SOURCES = ['webform', 'alumni', 'referee', 'other'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

export const SOURCE_LABELS: Record<CustomerSource, Message> = {
  webform: m.sourceWebform,
  alumni: m.sourceAlumni,
  referee: m.sourceReferee,
  other: m.sourceOther,
};

export const sourceLabel = (source: string) => (source in SOURCE_LABELS ? t(SOURCE_LABELS[source as CustomerSource]) : source);

/** What a create or update takes, from a form or from GraphQL. */
export interface CustomerInput {
  firstName: string;
  lastName?: string;
  isCompany?: boolean;
  nif?: string;
  email?: string;
  phone?: string;
  address?: string;
  postalCode?: string;
  municipalityId?: number;
  /** The municipality by name (forms without JavaScript); resolved by the service. */
  municipalityName?: string;
  districtId?: number;
  iban?: string;
  source?: CustomerSource;
  advisorId?: number;
  remarks?: string;
  invoiceSameAsPersonal?: boolean;
  invoiceName?: string;
  invoiceEmail?: string;
  invoiceNif?: string;
  invoiceAddress?: string;
  invoicePostalCode?: string;
  invoiceMunicipalityId?: number;
  invoiceMunicipalityName?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength });
const id = { type: 'integer', minimum: 1 };
const postalCode = userFields.postalCode;
const nif = { type: 'string', format: 'nif', maxLength: 20 };
const email = { type: 'string', format: 'email', maxLength: 254 };

/** The customer's own data; one schema for the form route and the GraphQL resolver. */
export const validateCustomer = validator<CustomerInput>({
  type: 'object',
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 100 },
    lastName: text(150),
    isCompany: { type: 'boolean', default: false },
    nif,
    email,
    phone: userFields.phone,
    address: text(200),
    postalCode,
    municipalityId: id,
    municipalityName: text(100),
    districtId: id,
    iban: { type: 'string', format: 'iban', maxLength: 50 },
    source: { type: 'string', enum: [...CUSTOMER_SOURCES], default: 'other' },
    advisorId: id,
    remarks: text(2000),
    invoiceSameAsPersonal: { type: 'boolean', default: true },
    invoiceName: text(250),
    invoiceEmail: email,
    invoiceNif: nif,
    invoiceAddress: text(200),
    invoicePostalCode: postalCode,
    invoiceMunicipalityId: id,
    invoiceMunicipalityName: text(100),
  },
  required: ['firstName'],
  additionalProperties: false,
});

/** Invoice data of its own (the box "Igual que los datos personales" unticked): all required. */
const validateOwnInvoiceData = validator<CustomerInput>({
  type: 'object',
  properties: {
    invoiceName: { type: 'string', minLength: 1, maxLength: 250 },
    invoiceEmail: email,
    invoiceNif: nif,
    invoiceAddress: { type: 'string', minLength: 1, maxLength: 200 },
    invoicePostalCode: postalCode,
  },
  required: ['invoiceName', 'invoiceEmail', 'invoiceNif', 'invoiceAddress', 'invoicePostalCode'],
  additionalProperties: true,
});

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
 * What stops a customer from being deleted: rows of other tables that point at it. Students
 * today; the vouchers and invoices modules add theirs (addCustomerDependant) so the check
 * stays one list, and a refused delete says what is attached.
 */
export interface Dependant {
  table: string;
  column: string;
  /** Its module's error code (409). */
  code: ErrorCode;
  message: Message;
}

/** A list of dependants a higher module adds to (once per table and column). */
export function dependantList(initial: Dependant[] = []) {
  const list = [...initial];
  return {
    list: list as readonly Dependant[],
    add(dependant: Dependant) {
      if (!list.some((d) => d.table === dependant.table && d.column === dependant.column)) list.push(dependant);
    },
  };
}

/** Refuses the delete when any dependant still points at the row (inside the delete's transaction). */
export async function assertNoDependants(trx: Knex, dependants: readonly Dependant[], rowId: number) {
  for (const d of dependants) {
    const { count } = (await trx(d.table).where(d.column, rowId).count({ count: '*' }).first()) as { count: number };
    if (Number(count) > 0) throw new AppError(d.code, d.message, { values: { count: Number(count) }, status: 409 });
  }
}

export const CUSTOMER_LIST_SPEC: ListSpec = {
  sortable: ['name', 'municipality', 'district', 'source', 'advisor', 'students', 'createdDate'],
  defaultSort: 'name',
  filters: ['source', 'advisor', 'district', 'kind'],
};

// The display name (customerName's rule) is what lists sort by and searches match.
const NAME_SQL = customerNameSql('c');
const SORT_COLUMNS: Record<string, string> = {
  name: `search_key(${NAME_SQL})`,
  municipality: 'search_key(mu.name)',
  district: 'search_key(d.name)',
  source: 'c.source',
  advisor: `search_key(adv.first_name || ' ' || adv.last_name)`,
  students: 'student_count',
  createdDate: 'c.created_date',
};

/** 'Lucía Gómez Ruiz', or 'Academia Sol S.L.' for a company. */
export function customerName(row: { firstName: string; lastName?: string | null; isCompany?: boolean }) {
  return row.isCompany || !row.lastName ? row.firstName : `${row.firstName} ${row.lastName}`;
}

/** An IBAN as people read it: ES91 2100 0418 4502 0005 1332. */

/** The fields a caller without 'customers.fiscal' never receives. */
const FISCAL_FIELDS = ['nif', 'iban', 'invoiceNif'] as const;

export function shieldFiscal<T extends Partial<Record<(typeof FISCAL_FIELDS)[number], string | null>>>(actor: Actor | null, row: T): T {
  if (can(actor, 'customers.fiscal')) return row;
  const copy = { ...row };
  for (const field of FISCAL_FIELDS) if (field in copy) copy[field] = null as never;
  return copy;
}

/** Form posts send a checkbox as 'false' then 'true' (the last wins); GraphQL sends booleans. */
function booleanOf(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === true || last === 'true' || last === 'on';
}

/**
 * Resolves a municipality given by id or, from a form without JavaScript, by its name. A
 * name field posted empty means the user cleared it: the id left from the page load is dropped.
 */
async function municipalityOf(db: Db, givenId: number | undefined, name: string | undefined, field: string, fields: FieldErrors, required: boolean, cleared = false) {
  const chosen = await choosePlace(db, 'municipalities', { id: cleared ? undefined : givenId, name });
  if (typeof chosen === 'number') return chosen;
  if (chosen) fields[field] = t(chosen === 'ambiguous' ? people.municipalityAmbiguous : people.municipalityNotFound);
  else if (required) fields[field] = t(validationMessages.required);
  return undefined;
}

/**
 * The customer a student belongs to, given by id (autocomplete) or by what was typed without
 * JavaScript: a full name, an email or a NIF that matches exactly one customer.
 */
export async function customerOf(db: Db, givenId: number | undefined, typed: string | undefined, fields: FieldErrors, field = 'customerId') {
  if (givenId) {
    const row = await db('customers as c').where('c.id', givenId).first('c.id', db.raw(`search_key(${NAME_SQL}) = search_key(?) as same_name`, [typed ?? '']));
    if (row && (!typed || row.sameName)) return givenId;
  }
  if (typed) {
    const matches = await db('customers as c')
      .whereRaw(`search_key(${NAME_SQL}) = search_key(?)`, [typed])
      .orWhereRaw('lower(c.email) = lower(?)', [typed.trim()])
      .orWhereRaw('upper(c.nif) = ?', [normaliseNif(typed)])
      .limit(2)
      .pluck('c.id');
    if (matches.length === 1) return matches[0] as number;
    fields[field] = t(matches.length === 0 ? m.customerNotFound : m.customerAmbiguous);
    return undefined;
  }
  fields[field] = t(givenId ? m.customerNotFound : validationMessages.required);
  return undefined;
}

export function createCustomersService({ db, places }: PeopleDeps) {
  const dependants = dependantList([{ table: 'students', column: 'customer_id', code: 'PEOPLE_CUSTOMER_HAS_STUDENTS', message: m.hasStudents }]);
  function baseQuery(conn: Db = db) {
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
        conn.raw(`case when adv.id is null then null else trim(adv.first_name || ' ' || adv.last_name) end as advisor_name`),
        conn.raw('(select count(*) from students s where s.customer_id = c.id)::int as student_count'),
      );
  }

  function applyFilters<Q extends Knex.QueryBuilder>(q: Q, query: Pick<ListQuery, 'q' | 'filters'>): Q {
    if (query.q) {
      const typed = query.q;
      const digits = typed.replace(/\D/g, '');
      q.where((w) => {
        w.whereRaw(`search_key(${NAME_SQL}) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw(`lower(c.email) like '%' || lower(?) || '%'`, [typed])
          .orWhereRaw(`upper(c.nif) like '%' || ? || '%'`, [normaliseNif(typed)]);
        if (digits.length >= 3) w.orWhereRaw(`regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') like '%' || ? || '%'`, [digits]);
      });
    }
    const { source, advisor, district, kind } = query.filters;
    if (source && (CUSTOMER_SOURCES as readonly string[]).includes(source)) q.where('c.source', source);
    if (advisor === 'none') q.whereNull('c.advisor_id');
    else if (Number(advisor) > 0) q.where('c.advisor_id', Number(advisor));
    if (Number(district) > 0) q.where('c.district_id', Number(district));
    if (kind === 'company') q.where('c.is_company', true);
    if (kind === 'family') q.where('c.is_company', false);
    return q;
  }

  function rowOf(actor: Actor, raw: Omit<CustomerRow, 'name'>): CustomerRow {
    return shieldFiscal(actor, { ...raw, name: customerName(raw) } as CustomerRow);
  }

  async function findRow(actor: Actor, customerId: number, conn: Db = db): Promise<CustomerRow> {
    const row = Number.isInteger(customerId) && customerId > 0 ? await baseQuery(conn).where('c.id', customerId).first() : undefined;
    if (!row) throw notFound(m.notFound);
    return rowOf(actor, row);
  }

  /** Validates an input completely (fields, places, advisor, invoice data) before anything is written. */
  async function prepare(actor: Actor, raw: unknown, creating: boolean) {
    const source = { ...((raw ?? {}) as Record<string, unknown>) };
    for (const key of ['isCompany', 'invoiceSameAsPersonal']) if (key in source) source[key] = booleanOf(source[key]);
    const fields: FieldErrors = {};
    const input = validateCustomer.collect(source, fields, { invoiceSameAsPersonal: true, ...source });
    const isCompany = input.isCompany === true;
    const same = input.invoiceSameAsPersonal !== false;
    if (!isCompany && !input.lastName?.trim() && !fields.lastName) fields.lastName = t(validationMessages.required);

    const cleared = (key: string) => typeof source[key] === 'string' && !(source[key] as string).trim();
    const municipalityId = await municipalityOf(db, input.municipalityId, input.municipalityName, 'municipalityId', fields, false, cleared('municipalityName'));
    let districtId: number | null = null;
    if (input.districtId) {
      const district = await db('districts').where('id', input.districtId).first('id', 'municipality_id');
      if (!district || (municipalityId && district.municipalityId !== municipalityId)) fields.districtId = t(m.districtElsewhere);
      else districtId = district.id;
    }
    let advisorId: number | null = null;
    if (input.advisorId) {
      const advisor = await db('users').where({ id: input.advisorId, role: 'advisor' }).first('id');
      if (!advisor) fields.advisorId = t(m.advisorInvalid);
      else advisorId = advisor.id;
    } else if (creating && actor.role === 'advisor') advisorId = actor.id;

    let invoiceMunicipalityId: number | undefined;
    if (!same) {
      validateOwnInvoiceData.collect(source, fields);
      invoiceMunicipalityId = await municipalityOf(db, input.invoiceMunicipalityId, input.invoiceMunicipalityName, 'invoiceMunicipalityId', fields, true, cleared('invoiceMunicipalityName'));
    }
    if (Object.keys(fields).length > 0) throw invalidInput(fields);

    const firstName = input.firstName.trim();
    const lastName = isCompany ? (input.lastName?.trim() ?? '') : input.lastName!.trim();
    const personal = {
      firstName,
      lastName,
      isCompany,
      nif: input.nif ? normaliseNif(input.nif) : null,
      email: input.email ? normaliseEmail(input.email) : null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      postalCode: input.postalCode ?? null,
      municipalityId: municipalityId ?? (districtId ? (await db('districts').where('id', districtId).first('municipality_id')).municipalityId : null),
      districtId,
      iban: input.iban ? normaliseIban(input.iban) : null,
      source: input.source ?? 'other',
      advisorId,
      remarks: input.remarks ?? null,
    };
    // Ticked, the invoice data is a copy of the personal data, taken again on every save.
    const invoice = same
      ? {
          invoiceSameAsPersonal: true,
          invoiceName: customerName(personal),
          invoiceEmail: personal.email,
          invoiceNif: personal.nif,
          invoiceAddress: personal.address,
          invoicePostalCode: personal.postalCode,
          invoiceMunicipalityId: personal.municipalityId,
        }
      : {
          invoiceSameAsPersonal: false,
          invoiceName: input.invoiceName!.trim(),
          invoiceEmail: normaliseEmail(input.invoiceEmail!),
          invoiceNif: normaliseNif(input.invoiceNif!),
          invoiceAddress: input.invoiceAddress!,
          invoicePostalCode: input.invoicePostalCode!,
          invoiceMunicipalityId: invoiceMunicipalityId!,
        };
    return { ...personal, ...invoice };
  }

  const service = {
    /** A higher module's table that points at customers: a delete is refused while rows point at one (registered by its hooks). */
    addDependant: dependants.add,

    /** What blocks a customer's delete, in the order it is checked. */
    dependants: (): readonly Dependant[] => dependants.list,

    /** The districts a customer may be placed in (the places module's choices, for the form). */
    districtChoices(actor: Actor | null) {
      return places.districtChoices(actor);
    },

    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<CustomerRow>> {
      authorize(actor, 'customers.view');
      const rowsQuery = applyFilters(baseQuery(), query)
        .orderByRaw(`${SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name} ${query.direction} nulls last, c.id`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const countQuery = applyFilters(db('customers as c'), query).count({ count: '*' }).first();
      const [rows, count] = await Promise.all([rowsQuery, countQuery]);
      return { rows: rows.map((r) => rowOf(actor, r)), total: Number((count as { count: number }).count), page: query.page, pageSize: query.pageSize };
    },

    /** Every row of a filtered list, in pages, for the CSV download. */
    async *exportRows(actor: Actor | null, query: ListQuery): AsyncGenerator<CustomerRow> {
      authorize(actor, 'customers.view');
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const rows = await applyFilters(baseQuery(), query)
          .orderByRaw(`${SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name} ${query.direction} nulls last, c.id`)
          .limit(batch)
          .offset(offset);
        for (const row of rows) yield rowOf(actor, row);
        if (rows.length < batch) return;
      }
    },

    async get(actor: Actor | null, customerId: number): Promise<CustomerDetail> {
      authorize(actor, 'customers.view');
      const row = await findRow(actor, customerId);
      const students = (await db('students as s')
        .leftJoin('courses as co', 'co.id', 's.course_id')
        .leftJoin('levels as l', 'l.id', 'co.level_id')
        .where('s.customer_id', row.id)
        .orderByRaw('search_key(s.first_name), s.id')
        .select('s.id', 's.first_name', 's.last_name', 's.birth_date', 'co.name as course_name', 'l.name as level_name')) as CustomerStudent[];
      return { ...row, students };
    },

    /** Autocomplete: customers whose name, email or NIF contains the text, names that start with it first. */
    async suggest(actor: Actor | null, typed: string, limit = 10): Promise<{ id: number; name: string; detail: string | null }[]> {
      authorize(actor, 'customers.view');
      const q = applyFilters(baseQuery(), { q: typed.trim().slice(0, 100) || undefined, filters: {} });
      if (typed.trim()) q.orderByRaw(`search_key(${NAME_SQL}) like search_key(?) || '%' desc`, [typed.trim()]);
      const rows = await q.orderByRaw(`search_key(${NAME_SQL}), c.id`).limit(Math.min(Math.max(limit, 1), 50));
      return rows.map((r) => ({ id: r.id, name: customerName(r), detail: r.email ?? r.municipalityName ?? null }));
    },

    /** Advisors a customer can be assigned to (form choices and the list filter). */
    async advisors(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'advisors.read');
      return db('users').where({ role: 'advisor' }).orderByRaw('search_key(first_name), search_key(last_name)').select('id', db.raw(`trim(first_name || ' ' || last_name) as name`));
    },

    async create(actor: Actor | null, input: unknown): Promise<CustomerDetail> {
      authorize(actor, 'customers.manage');
      const values = await prepare(actor, input, true);
      const [row] = await db('customers').insert(values).returning('id');
      return this.get(actor, row.id);
    },

    async update(actor: Actor | null, customerId: number, input: unknown): Promise<CustomerDetail> {
      authorize(actor, 'customers.manage');
      await findRow(actor, customerId);
      const values = await prepare(actor, input, false);
      await db('customers').where({ id: customerId }).update({ ...values, updatedDate: db.fn.now() });
      return this.get(actor, customerId);
    },

    /** Why the customer cannot be deleted now (what is still attached), or null: the page says it before anyone confirms. */
    async deleteBlocker(actor: Actor | null, customerId: number): Promise<string | null> {
      authorize(actor, 'customers.manage');
      try {
        await assertNoDependants(db, dependants.list, customerId);
        return null;
      } catch (err) {
        if (err instanceof AppError) return err.message;
        throw err;
      }
    },

    /** Deletes a customer nothing depends on; otherwise says what is still attached. */
    async remove(actor: Actor | null, customerId: number): Promise<CustomerRow> {
      authorize(actor, 'customers.manage');
      return db.transaction(async (trx) => {
        const row = await findRow(actor, customerId, trx);
        // Lock the row so a student added meanwhile cannot slip in between check and delete.
        await trx('customers').where({ id: customerId }).forUpdate().first('id');
        await assertNoDependants(trx, dependants.list, customerId);
        await trx('customers').where({ id: customerId }).delete();
        return row;
      });
    },
  };
  return service;
}

export type CustomersService = ReturnType<typeof createCustomersService>;
