import type { IResolvers, MercuriusContext } from 'mercurius';
import { t } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import type { PeopleServices } from './index';
import { TEACHER_LIST_SPEC, type TeacherDetail, type TeacherRow } from './teachers.service';
import { teachersMessages as m } from './teachers.messages';

interface ListArgs {
  filter?: { q?: string; status?: string; districtId?: number; subjectId?: number; hasTeachingDegree?: boolean | null };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

const municipality = (r: TeacherRow) => (r.municipalityId ? { id: r.municipalityId, name: r.municipalityName } : null);

export function teachersResolvers({ teachers }: PeopleServices): IResolvers {
  return {
    Query: {
      teachers: (_: unknown, { filter, page }: ListArgs, { actor }: MercuriusContext) =>
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
      teacher: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => teachers.get(actor, id),
      myTeacherProfile: (_: unknown, __: unknown, { actor }: MercuriusContext) => teachers.myProfile(actor),
    },
    Mutation: {
      createTeacher: (_: unknown, { input }: { input: object }, { actor }: MercuriusContext) =>
        teachers.create(actor, input),
      updateTeacher: (_: unknown, { id, input }: { id: number; input: object }, { actor }: MercuriusContext) =>
        teachers.update(actor, id, input),
      dropOutTeacher: (
        _: unknown,
        { id, ...input }: { id: number; dropOutDate?: string; reason?: string },
        { actor }: MercuriusContext,
      ) => teachers.dropOut(actor, id, Object.fromEntries(Object.entries(input).filter(([, v]) => v != null))),
      reinstateTeacher: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) =>
        teachers.reinstate(actor, id),
      activateTeacher: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) =>
        teachers.activate(actor, id),
      setTeacherDistricts: (
        _: unknown,
        { teacherId, districtIds }: { teacherId?: number; districtIds: number[] },
        { actor }: MercuriusContext,
      ) => teachers.setDistricts(actor, teacherId ?? (actor?.role === 'teacher' ? actor.id : null), districtIds),
      updateMyTeacherProfile: (_: unknown, { input }: { input: object }, { actor }: MercuriusContext) =>
        teachers.updateMyProfile(actor, input),
      applyAsTeacher: async (_: unknown, { input }: { input: object }, { request }: MercuriusContext) => {
        await teachers.apply(input, { ip: request.ip });
        return t(m.applyDone);
      },
    },
    Teacher: {
      municipality,
      preferredDistricts: (r: TeacherDetail) => r.districts,
    },
    TeacherListRow: { municipality },
  } as unknown as IResolvers;
}
