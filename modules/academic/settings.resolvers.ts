import type { Resolvers } from '../../src/graphql/generated';
import type { Actor } from '../../src/lib/policy';
import { parseListQuery } from '../../src/lib/listQuery';
import { ACADEMIC, type AcademicKind } from './settings.entities';
import type { AcademicRow, AcademicSettingsService } from './settings.service';

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Level: AcademicRow;
    Course: AcademicRow;
    Subject: AcademicRow;
    CourseSubject: AcademicRow;
    Study: AcademicRow;
    Price: AcademicRow;
  }
}

interface ListArgs {
  filter?: { q?: string | null; levelId?: number | null; courseId?: number | null; state?: string | null } | null;
  page?: { page?: number | null; pageSize?: number | null; sort?: string | null; direction?: string | null } | null;
}

type Ctx = { actor: Actor | null };

/** The five resolvers every kind of setting has: its page, one, create, update, delete. */
function kindResolvers(academicSettings: AcademicSettingsService, kind: AcademicKind) {
  return {
    page: (_root: unknown, { filter, page }: ListArgs, { actor }: Ctx) =>
      academicSettings.list(
        actor,
        kind,
        parseListQuery(
          { ...page, q: filter?.q, level: filter?.levelId, course: filter?.courseId, state: filter?.state },
          ACADEMIC[kind].list,
        ),
      ),
    one: (_root: unknown, { id }: { id: number }, { actor }: Ctx) => academicSettings.get(actor, kind, id),
    create: (_root: unknown, { input }: { input: object }, { actor }: Ctx) =>
      academicSettings.create(actor, kind, input),
    update: (_root: unknown, { id, input }: { id: number; input: object }, { actor }: Ctx) =>
      academicSettings.update(actor, { kind, id, input }),
    remove: async (_root: unknown, { id }: { id: number }, { actor }: Ctx) => {
      await academicSettings.remove(actor, kind, id);
      return true;
    },
  };
}

export function settingsResolvers({ academicSettings }: { academicSettings: AcademicSettingsService }): Resolvers {
  const [levels, courses, subjects, courseSubjects, studies, prices] = (
    ['levels', 'courses', 'subjects', 'course-subjects', 'studies', 'prices'] as const
  ).map((kind) => kindResolvers(academicSettings, kind));
  return {
    Query: {
      priceFor: async (_root, { courseId, date }, { actor }) =>
        (await academicSettings.priceFor(actor, courseId, date ?? undefined)) ?? null,
      levelPage: levels.page,
      level: levels.one,
      coursePage: courses.page,
      course: courses.one,
      subjectPage: subjects.page,
      subject: subjects.one,
      courseSubjects: courseSubjects.page,
      courseSubject: courseSubjects.one,
      studyPage: studies.page,
      study: studies.one,
      prices: prices.page,
      price: prices.one,
    },
    Mutation: {
      setCourseSubjects: (_root, { courseId, subjectIds }, { actor }) =>
        academicSettings.setCourseSubjects(actor, courseId, subjectIds),
      createLevel: levels.create,
      updateLevel: levels.update,
      deleteLevel: levels.remove,
      createCourse: courses.create,
      updateCourse: courses.update,
      deleteCourse: courses.remove,
      createSubject: subjects.create,
      updateSubject: subjects.update,
      deleteSubject: subjects.remove,
      createCourseSubject: courseSubjects.create,
      updateCourseSubject: courseSubjects.update,
      deleteCourseSubject: courseSubjects.remove,
      createStudy: studies.create,
      updateStudy: studies.update,
      deleteStudy: studies.remove,
      createPrice: prices.create,
      updatePrice: prices.update,
      deletePrice: prices.remove,
    },
    Course: {
      // Lists do not load each course's subjects; asking for them does.
      subjects: (row, _args, { actor }) => academicSettings.offeredSubjects(actor, row.id),
    },
  };
}
