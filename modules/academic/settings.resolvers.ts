import type { IResolvers } from 'mercurius';
import type { Actor } from '../../src/lib/policy';
import { parseListQuery } from '../../src/lib/listQuery';
import { ACADEMIC, type AcademicKind } from './settings.entities';
import type { AcademicSettingsService } from './settings.service';

/** GraphQL names of each kind: levels → levelPage, level, createLevel… */
const NAMES: Record<AcademicKind, { type: string; one: string; page: string }> = {
  levels: { type: 'Level', one: 'level', page: 'levelPage' },
  courses: { type: 'Course', one: 'course', page: 'coursePage' },
  subjects: { type: 'Subject', one: 'subject', page: 'subjectPage' },
  'course-subjects': { type: 'CourseSubject', one: 'courseSubject', page: 'courseSubjects' },
  studies: { type: 'Study', one: 'study', page: 'studyPage' },
  prices: { type: 'Price', one: 'price', page: 'prices' },
};

interface ListArgs {
  filter?: { q?: string; levelId?: number; courseId?: number; state?: string };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

type Ctx = { actor: Actor | null };

export function settingsResolvers({ academicSettings }: { academicSettings: AcademicSettingsService }): IResolvers {
  const Query: Record<string, unknown> = {
    priceFor: async (_: unknown, { courseId, date }: { courseId: number; date?: string }, { actor }: Ctx) =>
      (await academicSettings.priceFor(actor, courseId, date ?? undefined)) ?? null,
  };
  const Mutation: Record<string, unknown> = {
    setCourseSubjects: (
      _: unknown,
      { courseId, subjectIds }: { courseId: number; subjectIds: number[] },
      { actor }: Ctx,
    ) => academicSettings.setCourseSubjects(actor, courseId, subjectIds),
  };

  for (const [kind, { type, one, page }] of Object.entries(NAMES) as [AcademicKind, (typeof NAMES)[AcademicKind]][]) {
    Query[page] = (_: unknown, { filter, page: p }: ListArgs, { actor }: Ctx) =>
      academicSettings.list(
        actor,
        kind,
        parseListQuery(
          { ...p, q: filter?.q, level: filter?.levelId, course: filter?.courseId, state: filter?.state },
          ACADEMIC[kind].list,
        ),
      );
    Query[one] = (_: unknown, { id }: { id: number }, { actor }: Ctx) => academicSettings.get(actor, kind, id);
    Mutation[`create${type}`] = (_: unknown, { input }: { input: object }, { actor }: Ctx) =>
      academicSettings.create(actor, kind, input);
    Mutation[`update${type}`] = (_: unknown, { id, input }: { id: number; input: object }, { actor }: Ctx) =>
      academicSettings.update(actor, { kind, id, input });
    Mutation[`delete${type}`] = async (_: unknown, { id }: { id: number }, { actor }: Ctx) => {
      await academicSettings.remove(actor, kind, id);
      return true;
    };
  }

  return {
    Query,
    Mutation,
    Course: {
      // Lists do not load each course's subjects; asking for them does.
      subjects: (row: { id: number }, _: unknown, { actor }: Ctx) => academicSettings.offeredSubjects(actor, row.id),
    },
  } as IResolvers;
}
