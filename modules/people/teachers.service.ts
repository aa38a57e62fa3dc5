import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { AppError, invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { WindowCounter } from '../../src/lib/rateLimit';
import { normaliseIban, normaliseNif, validator } from '../../src/lib/validation';
import { choosePlace } from '../places';
import { peopleMessages as people } from './people.messages';
import { hashPassword } from './auth.service';
import type { PeopleDeps } from './people.deps';
import { assertEmailFree, assertPasswordsMatch, normaliseEmail, ownTeacherId, passwordFields, userFields } from './users';
import { teachersMessages as m } from './teachers.messages';

export type TeacherStatus = 'active' | 'leaving' | 'dropped' | 'candidate';
export const STATUS_FILTERS = ['active', 'dropped', 'candidates', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const TEACHER_LIST_SPEC: ListSpec = {
  sortable: ['name', 'email', 'municipality', 'startDate', 'dropOutDate'],
  defaultSort: 'name',
  filters: ['status', 'district', 'subject', 'degree'],
};

const SORT_COLUMNS: Record<string, string> = {
  name: 'search_key(u.last_name), search_key(u.first_name)',
  email: 'lower(u.email)',
  municipality: 'search_key(mu.name)',
  startDate: 't.start_date',
  dropOutDate: 't.drop_out_date',
};

/** A row of the teachers list (and of its CSV). */
export interface TeacherRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  nif: string | null;
  municipalityId: number | null;
  municipalityName: string | null;
  hasTeachingDegree: boolean;
  startDate: string | null;
  dropOutDate: string | null;
  active: boolean;
  status: TeacherStatus;
  districtNames: string | null;
}

export interface TeacherDetail extends TeacherRow {
  birthDate: string | null;
  address: string | null;
  postalCode: string | null;
  iban: string | null;
  irpfRate: number;
  remarks: string | null;
  hasAcceptedTerms: boolean;
  hasAcceptedPrivacyPolicy: boolean;
  acceptedDate: Date | null;
  districts: { id: number; name: string; municipalityName: string }[];
}

// ---- Schemas: one per input, shared by the form routes and the resolvers ----

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const date = { type: 'string', format: 'date' } as const;
const profileFields = {
  phone: userFields.phone,
  nif: { type: 'string', format: 'nif', maxLength: 20 },
  birthDate: date,
  address: text(200),
  postalCode: userFields.postalCode,
  municipalityId: { type: 'integer', minimum: 1 },
  municipalityName: text(200),
  iban: { type: 'string', format: 'iban', maxLength: 42 },
  hasTeachingDegree: { type: 'boolean' },
} as const;

export interface TeacherInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  nif?: string;
  birthDate?: string;
  address?: string;
  postalCode?: string;
  municipalityId?: number;
  municipalityName?: string;
  iban?: string;
  hasTeachingDegree?: boolean;
  startDate?: string;
  irpfRate: number;
  remarks?: string;
  password?: string;
  passwordRepeat?: string;
}

const staffSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'email'],
  properties: {
    firstName: userFields.firstName,
    lastName: userFields.lastName,
    email: userFields.email,
    ...profileFields,
    startDate: date,
    irpfRate: { type: 'number', minimum: 0, maximum: 100, default: 15 },
    remarks: text(5000),
    ...passwordFields,
  },
} as const;

export const teacherValidator = validator<TeacherInput>(staffSchema);

export type MyTeacherInput = Pick<TeacherInput, 'phone' | 'nif' | 'birthDate' | 'address' | 'postalCode' | 'municipalityId' | 'municipalityName' | 'iban' | 'hasTeachingDegree'> & {
  hasAcceptedTerms?: boolean;
  hasAcceptedPrivacyPolicy?: boolean;
};

export const myTeacherValidator = validator<MyTeacherInput>({
  type: 'object',
  properties: { ...profileFields, hasAcceptedTerms: { type: 'boolean' }, hasAcceptedPrivacyPolicy: { type: 'boolean' } },
});

export interface DropOutInput {
  dropOutDate: string;
  reason?: string;
}

export const dropOutValidator = validator<DropOutInput>({
  type: 'object',
  required: ['dropOutDate'],
  properties: { dropOutDate: date, reason: text(1000) },
});

export interface ApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nif?: string;
  municipalityId?: number;
  municipalityName?: string;
  studies: string;
  hasTeachingDegree?: boolean;
  hasAcceptedTerms: boolean;
  hasAcceptedPrivacyPolicy: boolean;
}

const mustAccept = { type: 'boolean', const: true, 'x-messages': { const: m.mustAccept, required: m.mustAccept, type: m.mustAccept } } as const;

export const applicationValidator = validator<ApplicationInput>({
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phone', 'studies', 'hasAcceptedTerms', 'hasAcceptedPrivacyPolicy'],
  properties: {
    firstName: userFields.firstName,
    lastName: userFields.lastName,
    email: userFields.email,
    phone: { ...userFields.phone, minLength: 1 },
    nif: profileFields.nif,
    municipalityId: profileFields.municipalityId,
    municipalityName: profileFields.municipalityName,
    studies: { type: 'string', minLength: 1, maxLength: 3000 },
    hasTeachingDegree: { type: 'boolean' },
    hasAcceptedTerms: mustAccept,
    hasAcceptedPrivacyPolicy: mustAccept,
  },
});

const STATUS_SQL = `case when not u.active then 'candidate' when t.drop_out_date <= current_date then 'dropped' when t.drop_out_date is not null then 'leaving' else 'active' end`;

/** Candidates' applications per address: at most this many per hour. */
export const APPLICATIONS_PER_HOUR = 5;

/** What a later module does when a teacher drops out, inside the drop-out's transaction. */
export type DropOutHandler = (trx: Knex.Transaction, dropOut: { teacherId: number; dropOutDate: string }) => Promise<unknown>;

export function createTeachersService({ db, auth, academic, places }: PeopleDeps) {
  // What higher modules do when a teacher drops out (registered by their hooks, by name).
  const dropOutHandlers = new Map<string, DropOutHandler>();
  const applications = new WindowCounter(APPLICATIONS_PER_HOUR, 3600_000);

  function baseQuery(conn: Db | Knex.Transaction = db) {
    return conn('teachers as t')
      .join('users as u', 'u.id', 't.id')
      .leftJoin('municipalities as mu', 'mu.id', 't.municipality_id')
      .select(
        't.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.phone',
        'u.active',
        't.nif',
        't.municipality_id',
        'mu.name as municipality_name',
        't.has_teaching_degree',
        't.start_date',
        't.drop_out_date',
        conn.raw(`${STATUS_SQL} as status`),
        conn.raw(
          `(select string_agg(d.name, ', ' order by d.name) from teacher_districts td join districts d on d.id = td.district_id where td.teacher_id = t.id) as district_names`,
        ),
      );
  }

  function applyFilters(q: Knex.QueryBuilder, query: Pick<ListQuery, 'q' | 'filters'>) {
    if (query.q) {
      const text = query.q;
      q.where((w) => {
        w.whereRaw(`search_key(u.first_name || ' ' || u.last_name) like '%' || search_key(?) || '%'`, [text])
          .orWhereRaw(`lower(u.email) like '%' || lower(?) || '%'`, [text])
          .orWhereRaw(`t.nif like '%' || ? || '%'`, [normaliseNif(text)]);
      });
    }
    const status = (STATUS_FILTERS as readonly string[]).includes(query.filters.status ?? '') ? query.filters.status : 'active';
    if (status === 'active') q.where('u.active', true).where((w) => w.whereNull('t.drop_out_date').orWhereRaw('t.drop_out_date > current_date'));
    else if (status === 'dropped') q.whereRaw('t.drop_out_date <= current_date');
    else if (status === 'candidates') q.where('u.active', false);
    const district = Number(query.filters.district);
    if (Number.isInteger(district) && district > 0) {
      q.whereExists((e) => e.select(db.raw('1')).from('teacher_districts as td').whereRaw('td.teacher_id = t.id').where('td.district_id', district));
    }
    const subject = Number(query.filters.subject);
    if (Number.isInteger(subject) && subject > 0) {
      q.whereExists((e) => e.select(db.raw('1')).from('teacher_subjects as ts').whereRaw('ts.teacher_id = t.id').where('ts.subject_id', subject));
    }
    if (query.filters.degree === 'yes') q.where('t.has_teaching_degree', true);
    else if (query.filters.degree === 'no') q.where('t.has_teaching_degree', false);
    return q;
  }

  async function find(id: number, conn: Db | Knex.Transaction = db, missing = m.notFound): Promise<TeacherDetail> {
    const row = Number.isInteger(id) && id > 0
      ? await baseQuery(conn)
          .select('t.birth_date', 't.address', 't.postal_code', 't.iban', 't.irpf_rate', 't.remarks', 't.has_accepted_terms', 't.has_accepted_privacy_policy', 't.accepted_date')
          .where('t.id', id)
          .first()
      : undefined;
    if (!row) throw notFound(missing);
    row.irpfRate = Number(row.irpfRate);
    row.districts = await conn('teacher_districts as td')
      .join('districts as d', 'd.id', 'td.district_id')
      .join('municipalities as mu', 'mu.id', 'd.municipality_id')
      .where('td.teacher_id', id)
      .orderByRaw('search_key(mu.name), search_key(d.name)')
      .select('d.id', 'd.name', 'mu.name as municipality_name');
    return row as TeacherDetail;
  }

  /** The municipality given by id or, from a form without JavaScript, by name; optional. */
  async function municipalityOf(input: { municipalityId?: number; municipalityName?: string }, fields: FieldErrors): Promise<number | null> {
    const chosen = await choosePlace(db, 'municipalities', { id: input.municipalityId, name: input.municipalityName });
    if (typeof chosen === 'number' || chosen === null) return chosen;
    fields.municipalityId = t(chosen === 'ambiguous' ? people.municipalityAmbiguous : people.municipalityNotFound);
    return null;
  }

  async function assertNifFree(nif: string | null | undefined, fields: FieldErrors, exceptId?: number) {
    if (!nif || fields.nif) return;
    const q = db('teachers').whereRaw('upper(nif) = ?', [normaliseNif(nif)]);
    if (exceptId) q.whereNot({ id: exceptId });
    if (await q.first('id')) fields.nif = t(m.nifTaken);
  }

  async function emailField(email: string | undefined, fields: FieldErrors, exceptId?: number) {
    if (!email || fields.email) return;
    try {
      await assertEmailFree(db, email, exceptId);
    } catch (err) {
      if (err instanceof AppError && err.fields) Object.assign(fields, err.fields);
      else throw err;
    }
  }

  /** Columns of the profile shared by staff and the teacher themself. */
  function profileValues(input: MyTeacherInput, municipalityId: number | null) {
    return {
      nif: input.nif ? normaliseNif(input.nif) : null,
      birthDate: input.birthDate ?? null,
      address: input.address ?? null,
      postalCode: input.postalCode ?? null,
      municipalityId,
      iban: input.iban ? normaliseIban(input.iban) : null,
      hasTeachingDegree: input.hasTeachingDegree ?? false,
    };
  }

  /** Validates a staff input completely (fields, municipality, email, NIF) before any write. */
  async function prepare(raw: unknown, exceptId?: number) {
    const fields: FieldErrors = {};
    const input = teacherValidator.collect(raw, fields);
    if (exceptId === undefined && (input.password || input.passwordRepeat) && !fields.password) {
      if (!input.password) fields.password = t(validationMessages.required);
      else {
        try {
          assertPasswordsMatch({ password: input.password, passwordRepeat: input.passwordRepeat ?? '' });
        } catch (err) {
          if (err instanceof AppError && err.fields) Object.assign(fields, err.fields);
        }
      }
    }
    const municipalityId = await municipalityOf(input, fields);
    notBornYet(input, fields);
    await emailField(input.email, fields, exceptId);
    await assertNifFree(input.nif, fields, exceptId);
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return { input, municipalityId };
  }

  function notBornYet(input: { birthDate?: string }, fields: FieldErrors) {
    if (input.birthDate && !fields.birthDate && input.birthDate > todayInMadrid()) fields.birthDate = t(people.birthDateFuture);
  }

  const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

  return {
    /**
     * Registers a higher module's drop-out handler under a name (registering again replaces it),
     * run inside the drop-out's transaction: people cannot call the modules above it.
     */
    onDropOut(name: string, handler: DropOutHandler) {
      dropOutHandlers.set(name, handler);
    },

    /** The districts a teacher may prefer (the places module's choices, for the forms). */
    districtChoices(actor: Actor | null) {
      return places.districtChoices(actor);
    },

    /** The subjects a teacher may teach (the academic catalogue, for the application form). */
    subjects(actor: Actor | null) {
      return academic.subjects(actor);
    },

    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<TeacherRow>> {
      authorize(actor, 'teachers.view');
      const rows = applyFilters(baseQuery(), query)
        .orderByRaw(`${(SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name).split(', ').map((c) => `${c} ${query.direction} nulls last`).join(', ')}, t.id`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const count = applyFilters(db('teachers as t').join('users as u', 'u.id', 't.id'), query).count({ count: '*' }).first();
      const [list, total] = await Promise.all([rows, count]);
      return { rows: list as TeacherRow[], total: Number((total as { count: number }).count), page: query.page, pageSize: query.pageSize };
    },

    /** Every row of the filtered list, in the list's order (the CSV download). */
    async listAll(actor: Actor | null, query: ListQuery): Promise<TeacherRow[]> {
      authorize(actor, 'teachers.view');
      return (await applyFilters(baseQuery(), query)
        .orderByRaw(`${(SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name).split(', ').map((c) => `${c} ${query.direction} nulls last`).join(', ')}, t.id`)
        .limit(20_000)) as TeacherRow[];
    },

    async get(actor: Actor | null, id: number): Promise<TeacherDetail> {
      authorize(actor, 'teachers.view');
      return find(id);
    },

    async create(actor: Actor | null, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      const { input, municipalityId } = await prepare(raw);
      const passwordHash = await (input.password ? hashPassword(input.password) : unusablePassword());
      const id = await db.transaction(async (trx) => {
        const [user] = await trx('users')
          .insert({ email: normaliseEmail(input.email), passwordHash, role: 'teacher', firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: input.phone ?? null, active: true })
          .returning('id');
        await trx('teachers').insert({
          id: user.id,
          ...profileValues(input, municipalityId),
          startDate: input.startDate ?? todayInMadrid(),
          irpfRate: input.irpfRate,
          remarks: input.remarks ?? null,
        });
        return user.id as number;
      });
      return find(id);
    },

    async update(actor: Actor | null, id: number, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      await find(id);
      const { input, municipalityId } = await prepare(raw, id);
      await db.transaction(async (trx) => {
        await trx('users')
          .where({ id })
          .update({ email: normaliseEmail(input.email), firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: input.phone ?? null, updatedDate: trx.fn.now() });
        await trx('teachers')
          .where({ id })
          .update({ ...profileValues(input, municipalityId), startDate: input.startDate ?? null, irpfRate: input.irpfRate, remarks: input.remarks ?? null, updatedDate: trx.fn.now() });
      });
      return find(id);
    },

    /**
     * Sets the drop-out date (today by default; a future date takes effect that day) and adds
     * the reason to the remarks. From that day the teacher cannot sign in nor be assigned;
     * when it is today or past, their sessions end at once.
     */
    async dropOut(actor: Actor | null, id: number, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      const input = dropOutValidator.parse({ dropOutDate: todayInMadrid(), ...(raw as object) });
      await db.transaction(async (trx) => {
        const current = await find(id, trx);
        if (current.startDate && input.dropOutDate < current.startDate) {
          throw invalidInput({ dropOutDate: t(m.dropOutBeforeStart, { date: formatDate(current.startDate) }) });
        }
        const remark = input.reason ? t(m.dropOutRemark, { date: formatDate(input.dropOutDate), reason: input.reason }) : null;
        const remarks = remark ? [current.remarks, remark].filter(Boolean).join('\n') : current.remarks;
        await trx('teachers').where({ id }).update({ dropOutDate: input.dropOutDate, remarks, updatedDate: trx.fn.now() });
        // Later modules act on the drop-out in the same transaction (classes go back to pending).
        for (const handler of dropOutHandlers.values()) await handler(trx, { teacherId: id, dropOutDate: input.dropOutDate });
        if (input.dropOutDate <= todayInMadrid()) await auth.revokeAll(id, { conn: trx });
      });
      return find(id);
    },

    async reinstate(actor: Actor | null, id: number): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      await find(id);
      await db('teachers').where({ id }).update({ dropOutDate: null, updatedDate: db.fn.now() });
      return find(id);
    },

    /** Activates a candidate's account: from then on they can ask for a password reset and sign in. */
    async activate(actor: Actor | null, id: number): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      await find(id);
      await db.transaction(async (trx) => {
        await trx('users').where({ id, role: 'teacher' }).update({ active: true, updatedDate: trx.fn.now() });
        // A candidate starts the day they are taken on, unless staff already set a date.
        await trx('teachers').where({ id }).whereNull('start_date').update({ startDate: todayInMadrid(), updatedDate: trx.fn.now() });
      });
      return find(id);
    },

    /** Replaces a teacher's preferred districts with the given set, in one transaction. */
    async setDistricts(actor: Actor | null, teacherId: number | null | undefined, rawIds: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teacherRecords.manage');
      const id = ownTeacherId(actor, teacherId);
      if (actor.role !== 'teacher') authorize(actor, 'teachers.manage');
      const ids = [...new Set([rawIds ?? []].flat().map(Number))];
      if (ids.some((d) => !Number.isInteger(d) || d <= 0)) throw invalidInput({ districtIds: t(m.districtsUnknown) });
      await find(id);
      await db.transaction(async (trx) => {
        if (ids.length > 0) {
          const known = await trx('districts').whereIn('id', ids).pluck('id');
          if (known.length !== ids.length) throw invalidInput({ districtIds: t(m.districtsUnknown) });
        }
        await trx('teacher_districts').where({ teacherId: id }).delete();
        if (ids.length > 0) await trx('teacher_districts').insert(ids.map((districtId) => ({ teacherId: id, districtId })));
      });
      return find(id);
    },

    /** The signed-in teacher's own profile. */
    async myProfile(actor: Actor | null): Promise<TeacherDetail> {
      authorize(actor, 'teacherSelf.view');
      return find(actor.id, db, m.noProfile);
    },

    async updateMyProfile(actor: Actor | null, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teacherSelf.edit');
      const current = await find(actor.id, db, m.noProfile);
      const fields: FieldErrors = {};
      const input = myTeacherValidator.collect(raw, fields);
      const municipalityId = await municipalityOf(input, fields);
      notBornYet(input, fields);
      await assertNifFree(input.nif, fields, actor.id);
      // What was accepted stays accepted: withdrawing it is a conversation with the academy.
      const terms = input.hasAcceptedTerms ?? current.hasAcceptedTerms;
      const privacy = input.hasAcceptedPrivacyPolicy ?? current.hasAcceptedPrivacyPolicy;
      if (current.hasAcceptedTerms && !terms) fields.hasAcceptedTerms = t(m.cannotWithdraw);
      if (current.hasAcceptedPrivacyPolicy && !privacy) fields.hasAcceptedPrivacyPolicy = t(m.cannotWithdraw);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      await db.transaction(async (trx) => {
        await trx('users').where({ id: actor.id }).update({ phone: input.phone ?? null, updatedDate: trx.fn.now() });
        await trx('teachers')
          .where({ id: actor.id })
          .update({
            ...profileValues(input, municipalityId),
            hasAcceptedTerms: terms,
            hasAcceptedPrivacyPolicy: privacy,
            acceptedDate: terms && privacy ? (current.acceptedDate ?? trx.fn.now()) : null,
            updatedDate: trx.fn.now(),
          });
      });
      return find(actor.id);
    },

    /**
     * The public 'Trabaja con nosotros' form: an inactive teacher account with an unusable
     * password. The answer is the same whether the email (or NIF) is already known, so the
     * form tells nobody who works here. Limited per address.
     */
    async apply(raw: unknown, meta: { ip?: string } = {}): Promise<void> {
      const address = meta.ip ?? 'unknown';
      if (applications.isBlocked(address)) throw new AppError('RATE_LIMITED', m.applyTooMany);
      const fields: FieldErrors = {};
      const input = applicationValidator.collect(raw, fields);
      const municipalityId = await municipalityOf(input, fields);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      applications.hit(address);
      const passwordHash = await unusablePassword();
      const email = normaliseEmail(input.email);
      const nif = input.nif ? normaliseNif(input.nif) : null;
      await db.transaction(async (trx) => {
        if (await trx('users').whereRaw('lower(email) = ?', [email]).first('id')) return;
        if (nif && (await trx('teachers').whereRaw('upper(nif) = ?', [nif]).first('id'))) return;
        const [user] = await trx('users')
          .insert({ email, passwordHash, role: 'teacher', firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: input.phone, active: false })
          .returning('id');
        await trx('teachers').insert({
          id: user.id,
          nif,
          municipalityId,
          hasTeachingDegree: input.hasTeachingDegree ?? false,
          hasAcceptedTerms: true,
          hasAcceptedPrivacyPolicy: true,
          acceptedDate: trx.fn.now(),
          remarks: `${t(m.applyRemark, { date: formatDate(new Date()) })}\n${input.studies}`,
        });
      });
    },
  };
}

export type TeachersService = ReturnType<typeof createTeachersService>;
