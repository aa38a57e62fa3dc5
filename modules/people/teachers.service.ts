import { sortKeySql } from './people.sql';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { pageByIds, type ListPage, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { WindowCounter } from '../../src/lib/rateLimit';
import { isRowId, normaliseNif } from '../../src/lib/validation';
import type { PeopleDeps } from './people.deps';
import { teachersMessages as m } from './teachers.messages';
import type { Message } from '../../src/lib/intl';
import { createTeacherInputChecks } from './teachers.input';
import { createTeacherStaffActions } from './teachers.staff';
import { createTeacherSelfService } from './teachers.self';

export type TeacherStatus = 'active' | 'leaving' | 'dropped' | 'candidate';
export const STATUS_FILTERS = ['active', 'dropped', 'candidates', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const TEACHER_LIST_SPEC: ListSpec = {
  sortable: ['name', 'email', 'municipality', 'startDate', 'dropOutDate'],
  defaultSort: 'name',
  filters: ['status', 'district', 'subject', 'degree'],
};

const SORT_COLUMNS: Record<string, string> = {
  name: `${sortKeySql('u.last_name')}, ${sortKeySql('u.first_name')}`,
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
  remarks: string | null;
  hasAcceptedTerms: boolean;
  hasAcceptedPrivacyPolicy: boolean;
  acceptedDate: Date | null;
  /** The last change of the teacher's account or profile. */
  updatedDate: Date;
  districts: { id: number; name: string; municipalityName: string }[];
}

const STATUS_SQL = `case when not u.active then 'candidate' when t.drop_out_date <= current_date then 'dropped' when t.drop_out_date is not null then 'leaving' else 'active' end`;

/** Candidates' applications per address: at most this many per hour. */
export const APPLICATIONS_PER_HOUR = 5;

/**
 * What a later module does when a teacher drops out, inside the drop-out's transaction. It may
 * answer a sentence for the staff saying what it changed («2 clases vuelven a estar sin profesor…»).
 */
export type DropOutHandler = (
  trx: Knex.Transaction,
  dropOut: { teacherId: number; dropOutDate: string },
) => Promise<string | undefined | void>;

/** What the use cases (teachers.staff.ts, teachers.self.ts) share. */
export interface TeachersContext {
  db: Db;
  auth: PeopleDeps['auth'];
  /** The teacher's detail; missing: NOT_FOUND with `missing`. */
  find(id: number, conn?: Db | Knex.Transaction, missing?: Message): Promise<TeacherDetail>;
  dropOutHandlers: Map<string, DropOutHandler>;
  /** Applications per address and hour. */
  applications: WindowCounter;
  checks: TeacherInputChecks;
}

export type TeacherInputChecks = ReturnType<typeof createTeacherInputChecks>;

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
        w.whereRaw(`search_match(u.first_name || ' ' || u.last_name, ?)`, [text])
          .orWhereRaw(`text_contains(lower(u.email), lower(?))`, [text])
          .orWhereRaw(`text_contains(t.nif, ?)`, [normaliseNif(text)]);
      });
    }
    const status = (STATUS_FILTERS as readonly string[]).includes(query.filters.status ?? '')
      ? query.filters.status
      : 'active';
    if (status === 'active')
      q.where('u.active', true).where((w) =>
        w.whereNull('t.drop_out_date').orWhereRaw('t.drop_out_date > current_date'),
      );
    else if (status === 'dropped') q.whereRaw('t.drop_out_date <= current_date');
    else if (status === 'candidates') q.where('u.active', false);
    const district = Number(query.filters.district);
    if (isRowId(district)) {
      q.whereExists((e) =>
        e
          .select(db.raw('1'))
          .from('teacher_districts as td')
          .whereRaw('td.teacher_id = t.id')
          .where('td.district_id', district),
      );
    }
    const subject = Number(query.filters.subject);
    if (isRowId(subject)) {
      q.whereExists((e) =>
        e
          .select(db.raw('1'))
          .from('teacher_subjects as ts')
          .whereRaw('ts.teacher_id = t.id')
          .where('ts.subject_id', subject),
      );
    }
    if (query.filters.degree === 'yes') q.where('t.has_teaching_degree', true);
    else if (query.filters.degree === 'no') q.where('t.has_teaching_degree', false);
    return q;
  }

  async function find(id: number, conn: Db | Knex.Transaction = db, missing = m.notFound): Promise<TeacherDetail> {
    const row =
      Number.isInteger(id) && id > 0
        ? await baseQuery(conn)
            .select(
              't.birth_date',
              't.address',
              't.postal_code',
              't.iban',
              't.remarks',
              't.has_accepted_terms',
              't.has_accepted_privacy_policy',
              't.accepted_date',
              conn.raw('greatest(u.updated_date, t.updated_date) as updated_date'),
            )
            .where('t.id', id)
            .first()
        : undefined;
    if (!row) throw notFound(missing);
    row.districts = await conn('teacher_districts as td')
      .join('districts as d', 'd.id', 'td.district_id')
      .join('municipalities as mu', 'mu.id', 'd.municipality_id')
      .where('td.teacher_id', id)
      .orderByRaw('search_key(mu.name), search_key(d.name)')
      .select('d.id', 'd.name', 'mu.name as municipality_name');
    return row as TeacherDetail;
  }

  const checks = createTeacherInputChecks(db);
  const context: TeachersContext = { db, auth, find, dropOutHandlers, applications, checks };

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
      // The page's ids first, over teachers and their accounts; the municipality and the districts
      // of those rows only. The count rides along.
      const narrow = () => applyFilters(db('teachers as t').join('users as u', 'u.id', 't.id'), query);
      const ids = narrow()
        .select('t.id')
        .orderByRaw(
          `${(SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name)
            .split(', ')
            .map((c) => `${c} ${query.direction} nulls last`)
            .join(', ')}, t.id`,
        );
      if (query.sort === 'municipality') ids.leftJoin('municipalities as mu', 'mu.id', 't.municipality_id');
      return pageByIds({
        query,
        ids,
        counted: narrow,
        rows: (page) => baseQuery().whereIn('t.id', page) as Promise<TeacherRow[]>,
      });
    },

    /** Every row of the filtered list, in the list's order (the CSV download). */
    async listAll(actor: Actor | null, query: ListQuery): Promise<TeacherRow[]> {
      authorize(actor, 'teachers.view');
      return (await applyFilters(baseQuery(), query)
        .orderByRaw(
          `${(SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name)
            .split(', ')
            .map((c) => `${c} ${query.direction} nulls last`)
            .join(', ')}, t.id`,
        )
        .limit(20_000)) as TeacherRow[];
    },

    async get(actor: Actor | null, id: number): Promise<TeacherDetail> {
      authorize(actor, 'teachers.view');
      return find(id);
    },

    ...createTeacherStaffActions(context),
    ...createTeacherSelfService(context),
  };
}

export type TeachersService = ReturnType<typeof createTeachersService>;
