// The teacher's own profile, and the public application form ('Trabaja con nosotros').

import type { Knex } from 'knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { AppError, invalidInput, type FieldErrors } from '../../src/lib/errors';
import { formatDate, t } from '../../src/lib/intl';
import { keepingLeftOut, normaliseNif } from '../../src/lib/validation';
import { normaliseEmail } from './users';
import { teachersMessages as m } from './teachers.messages';
import type { TeacherDetail, TeachersContext } from './teachers.service';
import { applicationValidator, myTeacherValidator } from './teachers.input';

/** The profile's fields a teacher changes (MyTeacherProfileInput), as TeacherDetail names them too. */
export const PROFILE_KEYS = [
  'phone',
  'nif',
  'birthDate',
  'address',
  'postalCode',
  'municipalityId',
  'iban',
  'hasTeachingDegree',
] as const;

/** A municipality typed by name replaces the one kept by id. */
export const PLACE_BY_NAME = { municipalityName: 'municipalityId' } as const;

/**
 * A teacher's profile as the teacher sees it: without the staff's remarks, which are the
 * academy's own notes about them (a drop-out's reason, how a trial went), not theirs to read.
 */
const ownView = (detail: TeacherDetail): TeacherDetail => ({ ...detail, remarks: null });

export function createTeacherSelfService(context: TeachersContext) {
  const { db, find, applications } = context;
  const { municipalityOf, notBornYet, personalNif, assertNifFree, profileValues, unusablePassword } = context.checks;
  const self = {
    /** The signed-in teacher's own profile. */
    async myProfile(actor: Actor | null): Promise<TeacherDetail> {
      authorize(actor, 'teacherSelf.view');
      return ownView(await find(actor.id, db, m.noProfile));
    },

    async updateMyProfile(actor: Actor | null, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teacherSelf.edit');
      const current = await find(actor.id, db, m.noProfile);
      const fields: FieldErrors = {};
      const input = myTeacherValidator.collect(raw, fields);
      const municipalityId = await municipalityOf(input, fields);
      notBornYet(input, fields);
      await assertNifFree(input.nif, fields, { exceptId: actor.id });
      // What was accepted stays accepted: withdrawing it is a conversation with the academy.
      const terms = input.hasAcceptedTerms ?? current.hasAcceptedTerms;
      const privacy = input.hasAcceptedPrivacyPolicy ?? current.hasAcceptedPrivacyPolicy;
      if (current.hasAcceptedTerms && !terms) fields.hasAcceptedTerms = t(m.cannotWithdraw);
      if (current.hasAcceptedPrivacyPolicy && !privacy) fields.hasAcceptedPrivacyPolicy = t(m.cannotWithdraw);
      // What the payslips and their transfers need, once on file, can change but not go.
      if (current.nif && !input.nif && !fields.nif) fields.nif = t(m.cannotRemoveNif);
      if (current.iban && !input.iban && !fields.iban) fields.iban = t(m.cannotRemoveIban);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      await db.transaction(async (trx) => {
        await trx('users')
          .where({ id: actor.id })
          .update({ phone: input.phone ?? null, updatedDate: trx.fn.now() });
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
      return ownView(await find(actor.id));
    },

    /** GraphQL's update of the profile: a field left out keeps its value, one sent as null is emptied. */
    async patchMyProfile(actor: Actor | null, raw: unknown): Promise<TeacherDetail> {
      authorize(actor, 'teacherSelf.edit');
      const current = await find(actor.id, db, m.noProfile);
      return self.updateMyProfile(actor, keepingLeftOut(raw, current, { keys: PROFILE_KEYS, instead: PLACE_BY_NAME }));
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
      personalNif(input.nif, fields);
      const municipalityId = await municipalityOf(input, fields);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      applications.hit(address);
      const passwordHash = await unusablePassword();
      const email = normaliseEmail(input.email);
      const nif = input.nif ? normaliseNif(input.nif) : null;
      // The same application sent twice at once (a double click): the second finds no row yet and its
      // insert meets the first's email (or NIF). It is the same application: the same answer, not CONFLICT.
      await db.transaction(registerApplication).catch((err: unknown) => {
        if ((err as { code?: string })?.code !== '23505') throw err;
      });
      async function registerApplication(trx: Knex.Transaction) {
        if (await trx('users').whereRaw('lower(email) = ?', [email]).first('id')) return;
        if (nif && (await trx('teachers').whereRaw('upper(nif) = ?', [nif]).first('id'))) return;
        const [user] = await trx('users')
          .insert({
            email,
            passwordHash,
            role: 'teacher',
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            phone: input.phone,
            active: false,
          })
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
      }
    },

    /**
     * The start page's reminders of a teacher whose profile lacks what the academy counts on: the
     * conditions accepted, the subjects they teach (without them no lead fits them) and their
     * weekly availability. Each goes once done.
     */
    async profileTodo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'teacherSelf.view')) return [];
      const row = (await db('teachers as t')
        .where('t.id', actor.id)
        .first(
          't.has_accepted_terms',
          't.has_accepted_privacy_policy',
          db.raw('exists (select 1 from teacher_subjects ts where ts.teacher_id = t.id) as has_subjects'),
          db.raw('exists (select 1 from availabilities a where a.teacher_id = t.id) as has_slots'),
        )) as
        | { hasAcceptedTerms: boolean; hasAcceptedPrivacyPolicy: boolean; hasSubjects: boolean; hasSlots: boolean }
        | undefined;
      if (!row) return [];
      const items: TodoItem[] = [];
      if (!row.hasAcceptedTerms || !row.hasAcceptedPrivacyPolicy)
        items.push({ key: 'teacherSelf.terms', text: t(m.todoTerms), href: '/teacher-settings' });
      if (!row.hasSubjects)
        items.push({ key: 'teacherSelf.subjects', text: t(m.todoSubjects), href: '/teacher-subjects' });
      if (!row.hasSlots)
        items.push({ key: 'teacherSelf.availability', text: t(m.todoAvailability), href: '/teacher-availability' });
      return items;
    },
  };
  return self;
}
