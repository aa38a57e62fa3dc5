// What the teachers' pages share: the posted form as the services read it, the route's id,
// the form's values of a teacher, and the preferred districts' dialog (staff's and the teacher's own).

import type { FastifyReply } from 'fastify';
import { idParam } from '../../src/lib/routeParams';
import { formatIban } from '../../src/lib/validation';
import { t } from '../../src/lib/intl';
import { Island } from '../../views/Island';
import { postedBoolean } from '../../views/widgets/Form';
import type { TeacherDetail, TeachersService } from './teachers.service';
import { teachersMessages as m } from './teachers.messages';
import type { TeacherFormValues } from './pages/TeacherForm';
import { TeacherDistrictsDialog } from './pages/TeacherDistrictsDialog.island';

export type Body = Record<string, unknown>;
export type { IdParams } from '../../src/lib/routeParams';

const BOOLEANS = ['hasTeachingDegree', 'hasAcceptedTerms', 'hasAcceptedPrivacyPolicy'];

/** A posted form as the services read it: checkboxes (hidden 'false' + 'true') become booleans. */
export function formInput(body: Body | undefined): Body {
  const input: Body = { ...(body ?? {}) };
  for (const key of BOOLEANS) if (key in input) input[key] = postedBoolean(input[key]);
  return input;
}

/** A teacher's page, /teachers/:id ('El profesor no existe' for an id that names no teacher). */
export const teacherById = idParam(m.notFound);

export const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`;

export function teacherValues(teacher: TeacherDetail): TeacherFormValues {
  return {
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    email: teacher.email,
    phone: teacher.phone,
    nif: teacher.nif,
    birthDate: teacher.birthDate,
    address: teacher.address,
    postalCode: teacher.postalCode,
    municipalityId: teacher.municipalityId,
    municipalityName: teacher.municipalityName,
    iban: formatIban(teacher.iban),
    hasTeachingDegree: teacher.hasTeachingDegree,
    startDate: teacher.startDate,
    remarks: teacher.remarks,
    hasAcceptedTerms: teacher.hasAcceptedTerms,
    hasAcceptedPrivacyPolicy: teacher.hasAcceptedPrivacyPolicy,
  };
}

/** The preferred districts' dialog of a teacher's page, posting to `${base}/districts`. */
export interface DistrictsDialogOptions {
  reply: FastifyReply;
  base: string;
  teacher: TeacherDetail;
  choices: Awaited<ReturnType<TeachersService['districtChoices']>>;
}

export function districtsDialog({ reply, base, teacher, choices }: DistrictsDialogOptions) {
  return (
    <Island
      name="TeacherDistrictsDialog"
      component={TeacherDistrictsDialog}
      props={{
        fallbackHref: `${base}/districts`,
        action: `${base}/districts`,
        csrfToken: reply.generateCsrf(),
        choices,
        selected: teacher.districts.map((d) => d.id),
        buttonLabel: t(m.districtsEdit),
        title: t(m.districtsTitle),
        help: t(m.districtsHelp),
        searchLabel: t(m.districtsSearch),
        chosenLabel: t(m.districtsChosen),
        noneLabel: t(m.districtsNone),
        noResults: t(m.districtsNoResults),
        removeLabel: t(m.districtsRemove, { name: '{name}' }),
        showAllLabel: t(m.districtsShowAll),
        saveLabel: t(m.save),
        cancelLabel: t(m.cancel),
      }}
    />
  );
}
