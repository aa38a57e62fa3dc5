import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { notFound } from '../../src/lib/errors';
import { t, type Message } from '../../src/lib/intl';
import { isRowId, validator, multiline } from '../../src/lib/validation';
import type { WeeklySlot } from '../people';
import { matchColumns, reasonsOf, PLACE_FIT, SUBJECT_FIT } from './interests.ranking';
import { NEW_DAYS, OPEN_SQL, type InterestEvent, type InterestStatus } from './interests.service';
import type { VouchersDeps } from './vouchers.deps';
import { interestsMessages as m } from './interests.messages';
import { vouchersError, type VouchersErrorCode } from './vouchers.errors';

/**
 * What a teacher sees of a lead: enough to decide, nothing of the family. Only these columns
 * are ever selected for a teacher (the student's first name and course, subjects, district,
 * hours, availability, start date and the remarks meant for teachers), so no page, query,
 * filter or sort can reach a surname, phone, email, address, NIF or IBAN.
 */
export interface OpenLead {
  id: number;
  studentFirstName: string;
  subjects: string;
  districtName: string | null;
  hoursPerWeek: number;
  startDate: string;
  teacherRemarks: string | null;
  createdDate: Date;
  /** Whether it is still open and published (an application's lead may have closed since): one may apply. */
  open: boolean;
  /**
   * Whether the family still looks for a teacher (not old, lost nor accepted), published or not:
   * a lead the academy keeps hidden and invited the teacher to is open to them, not «closed».
   */
  stillOpen: boolean;
  fits: boolean;
  reasons: string[];
  slots: WeeklySlot[];
  /** The teacher's own application to it, if any (withdrawn ones included). */
  myApplicationId: number | null;
}

export interface MyApplication {
  id: number;
  customerInterestId: number;
  status: InterestStatus;
  decision: 'accepted' | 'denied' | null;
  remarks: string | null;
  withdrawnDate: Date | null;
  invited: boolean;
  createdDate: Date;
  lead: OpenLead;
}

const validateApply = validator<{ customerInterestId: number; remarks?: string }>({
  type: 'object',
  properties: {
    customerInterestId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    remarks: { type: 'string', maxLength: 1000, ...multiline },
  },
  required: ['customerInterestId'],
  additionalProperties: false,
});

const refused = (code: VouchersErrorCode, message: Message) => vouchersError(code, message);
/** Published to teachers and still open. */
const PUBLISHED = `(ci.visibility = 'everyone' and ${OPEN_SQL})`;

/** Leads as one teacher (`te`, `u`) sees them: the safe columns, the fit and its facts. */
function leadsFor(conn: Db | Knex.Transaction, teacherId: number) {
  return conn('customer_interests as ci')
    .join('students as s', 's.id', 'ci.student_id')
    .join('teachers as te', 'te.id', conn.raw('?', [teacherId]))
    .join('users as u', 'u.id', 'te.id')
    .leftJoin('districts as d', 'd.id', 'ci.district_id')
    .select(
      'ci.id',
      's.first_name as student_first_name',
      conn.raw(
        `coalesce((select string_agg(su.name || ' · ' || co.name, ', ' order by su.name) from interests i join subjects su on su.id = i.subject_id join courses co on co.id = i.course_id where i.customer_interest_id = ci.id), '') as subjects`,
      ),
      'ci.hours_per_week',
      'ci.start_date',
      'ci.teacher_remarks',
      'ci.created_date',
      conn.raw(`${PUBLISHED} as open`),
      conn.raw(`${OPEN_SQL} as still_open`),
      // Not `fits`: matchColumns names the subjects that fit so, and the later column won (a lead in
      // a district the teacher does not work in was shown as fitting).
      conn.raw(`(${SUBJECT_FIT} and ${PLACE_FIT}) as fits_teacher`),
      conn.raw(`${PLACE_FIT} as place_fits`),
      conn.raw(
        '(select ti.id from teacher_interests ti where ti.customer_interest_id = ci.id and ti.teacher_id = te.id) as my_application_id',
      ),
      ...matchColumns(conn),
    );
}

/**
 * What the teacher reads on a lead's card: the facts of the match, and, when it does not fit, why
 * («No encaja del todo…» above «Imparte Matemáticas en 1º Primaria» left them guessing it was the district).
 */
function teacherReasons(r: Record<string, unknown>): string[] {
  const reasons = reasonsOf(r as never, false);
  if (!r.fits) reasons.unshift(t(m.reasonNotTaught));
  if (!r.placeFits) reasons.push(t(m.reasonOutside, { district: (r.districtName as string | null) ?? '' }));
  return reasons;
}

async function withSlots(conn: Db | Knex.Transaction, raws: Record<string, unknown>[]): Promise<OpenLead[]> {
  const ids = raws.map((r) => r.id as number);
  const slots = ids.length
    ? await conn('customer_interest_slots')
        .whereIn('customer_interest_id', ids)
        .orderBy(['weekday', 'start_time'])
        .select('customer_interest_id', 'weekday', 'start_time', 'end_time')
    : [];
  return raws.map((r) => ({
    id: r.id as number,
    studentFirstName: r.studentFirstName as string,
    subjects: r.subjects as string,
    districtName: (r.districtName as string | null) ?? null,
    hoursPerWeek: Number(r.hoursPerWeek),
    startDate: r.startDate as string,
    teacherRemarks: (r.teacherRemarks as string | null) ?? null,
    createdDate: r.createdDate as Date,
    open: !!r.open,
    stillOpen: !!r.stillOpen,
    fits: !!r.fitsTeacher,
    myApplicationId: (r.myApplicationId as number | null) ?? null,
    reasons: teacherReasons(r),
    slots: slots
      .filter((s: { customerInterestId: number }) => s.customerInterestId === r.id)
      .map((s: { weekday: number; startTime: string; endTime: string }) => ({
        weekday: s.weekday,
        start: s.startTime.slice(0, 5),
        end: s.endTime.slice(0, 5),
      })),
  }));
}

export function createTeacherInterestsService({ db }: VouchersDeps, events: { emit(event: InterestEvent): void }) {
  /** A lead the teacher may see: published and open, or one they applied to. */
  async function visibleLead(actor: Actor, id: number): Promise<OpenLead> {
    const raw = isRowId(id)
      ? await leadsFor(db, actor.id)
          .where('ci.id', id)
          .where((w) =>
            w
              .whereRaw(PUBLISHED)
              .orWhereExists((q) =>
                q
                  .select(db.raw('1'))
                  .from('teacher_interests as ti')
                  .whereRaw('ti.customer_interest_id = ci.id and ti.teacher_id = te.id'),
              ),
          )
          .first()
      : undefined;
    if (!raw) throw notFound(m.notFound);
    return (await withSlots(db, [raw]))[0];
  }

  async function application(actor: Actor, id: number) {
    const row = isRowId(id) ? await db('teacher_interests').where({ id, teacherId: actor.id }).first() : undefined;
    if (!row) throw notFound(m.applicationNotFound);
    return row as {
      id: number;
      customerInterestId: number;
      status: InterestStatus;
      decision: 'accepted' | 'denied' | null;
      remarks: string | null;
      withdrawnDate: Date | null;
      invitedBy: number | null;
      createdDate: Date;
    };
  }

  const service = {
    /** "Buscar estudiantes": published open leads; by default those that fit the teacher (subjects at the level, districts). */
    async search(actor: Actor | null, options: { all?: boolean } = {}): Promise<OpenLead[]> {
      authorize(actor, 'teacherInterests.search');
      const q = leadsFor(db, actor.id)
        .whereRaw(PUBLISHED)
        .orderBy([{ column: 'ci.start_date' }, { column: 'ci.id' }])
        .limit(200);
      if (!options.all) q.whereRaw(`(${SUBJECT_FIT} and ${PLACE_FIT})`);
      return withSlots(db, await q);
    },

    async lead(actor: Actor | null, id: number): Promise<OpenLead> {
      authorize(actor, 'teacherInterests.search');
      return visibleLead(actor, id);
    },

    /** One application per teacher and lead, to a published and open lead; a withdrawn one can be sent again. */
    async apply(actor: Actor | null, raw: unknown): Promise<MyApplication> {
      authorize(actor, 'teacherInterests.apply');
      // An integer that can be no lead (0, -1) is a lead that is not there, as for every other id.
      const leadId = (raw as { customerInterestId?: unknown } | null)?.customerInterestId;
      if (Number.isInteger(leadId) && !isRowId(leadId)) throw notFound(m.notFound);
      const input = validateApply.parse(raw);
      const id = await db
        .transaction(async (trx) => {
          const lead = await trx('customer_interests as ci')
            .where('ci.id', input.customerInterestId)
            .forShare()
            .first('ci.id', trx.raw(`${PUBLISHED} as published`));
          if (!lead) throw notFound(m.notFound);
          if (!lead.published) throw refused('INTERESTS_NOT_OPEN', m.notOpenApply);
          const existing = await trx('teacher_interests')
            .where({ teacherId: actor.id, customerInterestId: input.customerInterestId })
            .first('id', 'withdrawn_date');
          if (existing && !existing.withdrawnDate) throw refused('INTERESTS_ALREADY_APPLIED', m.alreadyApplied);
          if (existing) {
            await trx('teacher_interests')
              .where('id', existing.id)
              .update({
                withdrawnDate: null,
                remarks: input.remarks?.trim() || null,
                createdDate: trx.fn.now(),
                updatedDate: trx.fn.now(),
              });
            return existing.id as number;
          }
          const [row] = await trx('teacher_interests')
            .insert({
              teacherId: actor.id,
              customerInterestId: input.customerInterestId,
              remarks: input.remarks?.trim() || null,
            })
            .returning('id');
          return row.id as number;
        })
        .catch((err: unknown) => {
          // The same application sent twice at once (a double click): the second meets the first's row
          // in the unique index, and is told what it would be told a moment later.
          if ((err as { code?: string })?.code === '23505')
            throw refused('INTERESTS_ALREADY_APPLIED', m.alreadyApplied);
          throw err;
        });
      events.emit({ customerInterestId: input.customerInterestId, teacherInterestId: id });
      return service.one(actor, id);
    },

    async mine(actor: Actor | null): Promise<MyApplication[]> {
      authorize(actor, 'teacherInterests.view');
      const rows = await db('teacher_interests')
        .where('teacher_id', actor.id)
        .orderBy('created_date', 'desc')
        .select('id');
      return Promise.all(rows.map((r: { id: number }) => service.one(actor, r.id)));
    },

    async one(actor: Actor | null, id: number): Promise<MyApplication> {
      authorize(actor, 'teacherInterests.view');
      const row = await application(actor, id);
      const raw = await leadsFor(db, actor.id).where('ci.id', row.customerInterestId).first();
      const [lead] = await withSlots(db, [raw]);
      return {
        id: row.id,
        customerInterestId: row.customerInterestId,
        status: row.status,
        decision: row.decision,
        remarks: row.remarks,
        withdrawnDate: row.withdrawnDate,
        invited: !!row.invitedBy,
        createdDate: row.createdDate,
        lead,
      };
    },

    /** Withdraws an application while it is undecided. */
    async withdraw(actor: Actor | null, id: number): Promise<MyApplication> {
      authorize(actor, 'teacherInterests.apply');
      await db.transaction(async (trx) => {
        const row = isRowId(id)
          ? await trx('teacher_interests')
              .where({ id, teacherId: actor.id })
              .forUpdate()
              .first('id', 'decision', 'withdrawn_date')
          : undefined;
        if (!row) throw notFound(m.applicationNotFound);
        if (row.withdrawnDate) throw refused('INTERESTS_ALREADY_WITHDRAWN', m.alreadyWithdrawn);
        if (row.decision) throw refused('INTERESTS_DECIDED', m.decidedNoWithdraw);
        await trx('teacher_interests')
          .where('id', id)
          .update({ withdrawnDate: trx.fn.now(), updatedDate: trx.fn.now() });
      });
      return service.one(actor, id);
    },

    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'teacherInterests.search')) return [];
      const row = await db('customer_interests as ci')
        .join('teachers as te', 'te.id', db.raw('?', [actor.id]))
        .whereRaw(PUBLISHED)
        .whereRaw(`(${SUBJECT_FIT} and ${PLACE_FIT})`)
        // Published lately, not created: a lead kept hidden a week and then published is news to them.
        .whereRaw(`ci.published_date >= now() - interval '${NEW_DAYS} days'`)
        .whereNotExists((q) =>
          q
            .select(db.raw('1'))
            .from('teacher_interests as ti')
            .whereRaw('ti.customer_interest_id = ci.id and ti.teacher_id = te.id'),
        )
        .count({ count: '*' })
        .first();
      const count = Number((row as { count: number }).count);
      return count > 0
        ? [{ key: 'interests.newLeads', text: t(m.todoNewLeads, { count }), href: '/teacher-customer-interest-search' }]
        : [];
    },
  };
  return service;
}

export type TeacherInterestsService = ReturnType<typeof createTeacherInterestsService>;
