// Staff's use cases on a teacher: create, edit, drop out, reinstate, activate a candidate, districts.

import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { invalidInput } from '../../src/lib/errors';
import { addMonths } from '../../src/lib/days';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { hashPassword } from './auth.service';
import { emailTakenMeanwhile, normaliseEmail, ownTeacherId } from './users';
import { teachersMessages as m } from './teachers.messages';
import type { TeacherDetail, TeachersContext } from './teachers.service';
import { dropOutValidator, MAX_START_MONTHS_AHEAD } from './teachers.input';
import { keepingLeftOut } from '../../src/lib/validation';
import { ID_CODEC, idempotent, type IdempotencyKey } from '../../src/lib/idempotency';
import type { Knex } from 'knex';
import { PLACE_BY_NAME, PROFILE_KEYS } from './teachers.self';

/** What staff edit of a teacher beyond the names and email (TeacherInput requires those). */
const STAFF_KEYS = [...PROFILE_KEYS, 'startDate', 'remarks'] as const;

export function createTeacherStaffActions(context: TeachersContext) {
  const { db, auth, find, dropOutHandlers } = context;
  const { prepare, assertUnique, profileValues, unusablePassword } = context.checks;
  const actions = {
    /**
     * A new teacher. `idempotencyKey` (the form's hidden field, or a GraphQL client's argument or
     * Idempotency-Key header): the same data sent again under the key makes one teacher and
     * answers it again, checked before the email and the NIF (a replay is not «ya registrado»);
     * other data under the key is refused (IDEMPOTENCY_KEY_REUSED). Without a key nothing is remembered.
     */
    async create(
      actor: Actor | null,
      raw: unknown,
      { idempotencyKey }: { idempotencyKey?: IdempotencyKey } = {},
    ): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      // The email and the NIF are checked in the create's transaction, once any key is held.
      const { input, municipalityId } = await prepare(raw, undefined, { uniqueLater: true });
      const passwordHash = await (input.password ? hashPassword(input.password) : unusablePassword());
      const user = {
        email: normaliseEmail(input.email),
        role: 'teacher',
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone ?? null,
        active: true,
      };
      const profile = { ...profileValues(input, municipalityId), remarks: input.remarks ?? null };
      const insert = async (trx: Knex.Transaction) => {
        const [row] = await trx('users')
          .insert({ ...user, passwordHash })
          .returning('id');
        await trx('teachers').insert({ id: row.id, ...profile, startDate: input.startDate ?? todayInMadrid() });
        return row.id as number;
      };
      // Without a key, a plain transaction: nothing is remembered.
      const id = await idempotent(
        db,
        {
          key: idempotencyKey,
          actorId: actor.id,
          action: 'teachers.create',
          // The checked values; not the password (never kept, and its hash is salted anew each time).
          request: { ...user, ...profile, startDate: input.startDate ?? null },
        },
        {
          work: async (trx) => {
            await assertUnique(input, trx);
            return insert(trx);
          },
          codec: ID_CODEC,
        },
      ).catch(emailTakenMeanwhile);
      return find(id);
    },

    async update(actor: Actor | null, id: number, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      await find(id);
      const { input, municipalityId } = await prepare(raw, id);
      await db
        .transaction(async (trx) => {
          await trx('users')
            .where({ id })
            .update({
              email: normaliseEmail(input.email),
              firstName: input.firstName.trim(),
              lastName: input.lastName.trim(),
              phone: input.phone ?? null,
              updatedDate: trx.fn.now(),
            });
          await trx('teachers')
            .where({ id })
            .update({
              ...profileValues(input, municipalityId),
              startDate: input.startDate ?? null,
              remarks: input.remarks ?? null,
              updatedDate: trx.fn.now(),
            });
        })
        .catch(emailTakenMeanwhile);
      return find(id);
    },

    /** GraphQL's update: the fields left out keep their values. */
    async patch(actor: Actor | null, id: number, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      const current = await find(id);
      return actions.update(actor, id, keepingLeftOut(raw, current, { keys: STAFF_KEYS, instead: PLACE_BY_NAME }));
    },

    /**
     * Sets the drop-out date (today by default; a future date takes effect that day) and adds
     * the reason to the remarks. From that day the teacher cannot sign in nor be assigned;
     * when it is today or past, their sessions end at once.
     */
    async dropOut(actor: Actor | null, id: number, raw: unknown): Promise<TeacherDetail & { dropOutNotes: string[] }> {
      authorize(actor, 'teachers.manage');
      const input = dropOutValidator.parse({ dropOutDate: todayInMadrid(), ...(raw as object) });
      const dropOutNotes: string[] = [];
      await db.transaction(async (trx) => {
        const current = await find(id, trx);
        if (current.startDate && input.dropOutDate < current.startDate) {
          throw invalidInput({ dropOutDate: t(m.dropOutBeforeStart, { date: formatDate(current.startDate) }) });
        }
        const latest = addMonths(todayInMadrid(), MAX_START_MONTHS_AHEAD);
        if (input.dropOutDate > latest)
          throw invalidInput({ dropOutDate: t(m.dropOutTooFar, { date: formatDate(latest) }) });
        const remark = input.reason
          ? t(m.dropOutRemark, { date: formatDate(input.dropOutDate), reason: input.reason })
          : null;
        const remarks = remark ? [current.remarks, remark].filter(Boolean).join('\n') : current.remarks;
        await trx('teachers')
          .where({ id })
          .update({ dropOutDate: input.dropOutDate, remarks, updatedDate: trx.fn.now() });
        // Later modules act on the drop-out in the same transaction (classes go back to pending).
        for (const handler of dropOutHandlers.values()) {
          const note = await handler(trx, { teacherId: id, dropOutDate: input.dropOutDate });
          if (note) dropOutNotes.push(note);
        }
        if (input.dropOutDate <= todayInMadrid()) await auth.revokeAll(id, { conn: trx });
      });
      return { ...(await find(id)), dropOutNotes };
    },

    async reinstate(actor: Actor | null, id: number): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      await find(id);
      await db('teachers').where({ id }).update({ dropOutDate: null, updatedDate: db.fn.now() });
      return find(id);
    },

    /** Staff's reminder of the candidates the public form («Trabaja con nosotros») brought, still to activate or turn down. */
    async candidatesTodo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'teachers.manage')) return [];
      const row = (await db('users as u')
        .join('teachers as t', 't.id', 'u.id')
        .where('u.active', false)
        .count({ count: '*' })
        .first()) as { count: number | string };
      const count = Number(row.count);
      if (count === 0) return [];
      return [
        { key: 'teachers.candidates', text: t(m.todoCandidates, { count }), href: '/teachers?status=candidates' },
      ];
    },

    /** Activates a candidate's account: from then on they can ask for a password reset and sign in. */
    async activate(actor: Actor | null, id: number): Promise<TeacherDetail> {
      authorize(actor, 'teachers.manage');
      await find(id);
      await db.transaction(async (trx) => {
        await trx('users').where({ id, role: 'teacher' }).update({ active: true, updatedDate: trx.fn.now() });
        // A candidate starts the day they are taken on, unless staff already set a date.
        await trx('teachers')
          .where({ id })
          .whereNull('start_date')
          .update({ startDate: todayInMadrid(), updatedDate: trx.fn.now() });
      });
      return find(id);
    },

    /** Replaces a teacher's preferred districts with the given set, in one transaction. */
    async setDistricts(
      actor: Actor | null,
      teacherId: number | null | undefined,
      rawIds: unknown,
    ): Promise<TeacherDetail> {
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
        if (ids.length > 0)
          await trx('teacher_districts').insert(ids.map((districtId) => ({ teacherId: id, districtId })));
      });
      return find(id);
    },
  };
  return actions;
}
