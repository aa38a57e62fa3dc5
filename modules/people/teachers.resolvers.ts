import type { Resolvers } from '../../src/graphql/generated';
import { t } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import type { PeopleServices } from './index';
import { TEACHER_LIST_SPEC, type TeacherDetail, type TeacherRow } from './teachers.service';
import { teachersMessages as m } from './teachers.messages';

// The municipality's name comes with its id (a join): one without the other is no place to show.
const municipality = (r: TeacherRow) =>
  r.municipalityId && r.municipalityName ? { id: r.municipalityId, name: r.municipalityName } : null;

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Teacher: TeacherDetail;
    TeacherListRow: TeacherRow;
  }
}

export function teachersResolvers({ teachers }: PeopleServices): Resolvers {
  return {
    Query: {
      teachers: (_root, { filter, page }, { actor }) =>
        teachers.list(
          actor,
          parseListQuery(
            {
              ...page,
              q: filter?.q,
              status: filter?.status,
              district: filter?.districtId,
              subject: filter?.subjectId,
              degree: filter?.hasTeachingDegree == null ? undefined : filter.hasTeachingDegree ? 'yes' : 'no',
            },
            TEACHER_LIST_SPEC,
          ),
        ),
      teacher: (_root, { id }, { actor }) => teachers.get(actor, id),
      myTeacherProfile: (_root, _args, { actor }) => teachers.myProfile(actor),
    },
    Mutation: {
      createTeacher: (_root, { input, idempotencyKey }, { actor, request }) =>
        teachers.create(actor, input, { idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      updateTeacher: (_root, { id, input }, { actor }) => teachers.patch(actor, id, input),
      dropOutTeacher: (_root, { id, ...input }, { actor }) =>
        teachers.dropOut(actor, id, Object.fromEntries(Object.entries(input).filter(([, v]) => v != null))),
      reinstateTeacher: (_root, { id }, { actor }) => teachers.reinstate(actor, id),
      activateTeacher: (_root, { id }, { actor }) => teachers.activate(actor, id),
      setTeacherDistricts: (_root, { teacherId, districtIds }, { actor }) =>
        teachers.setDistricts(actor, teacherId ?? (actor?.role === 'teacher' ? actor.id : null), districtIds),
      updateMyTeacherProfile: (_root, { input }, { actor }) => teachers.patchMyProfile(actor, input),
      applyAsTeacher: async (_root, { input }, { request }) => {
        await teachers.apply(input, { ip: request.ip });
        return t(m.applyDone);
      },
    },
    Teacher: {
      municipality,
      preferredDistricts: (r) => r.districts,
    },
    TeacherListRow: { municipality },
  };
}
