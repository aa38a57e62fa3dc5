import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../src/graphql/generated';
import { parseListQuery } from '../../src/lib/listQuery';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import { STUDENT_LIST_SPEC, type StudentRow } from './students.service';
import type { PeopleServices } from './index';

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Student: StudentRow;
  }
}

export function studentsResolvers({ students, customers }: PeopleServices): Resolvers {
  return {
    Query: {
      students: (_root, { filter, page }, { actor }) =>
        students.list(
          actor,
          parseListQuery(
            { ...page, q: filter?.q, level: filter?.levelId, course: filter?.courseId, customer: filter?.customerId },
            STUDENT_LIST_SPEC,
          ),
        ),
      student: (_root, { id }, { actor }) => students.get(actor, id),
    },
    Mutation: {
      createStudent: (_root, { input, idempotencyKey }, { actor, request }) =>
        students.create(actor, input, { idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      updateStudent: (_root, { id, input }, { actor }) => students.patch(actor, id, input),
      deleteStudent: async (_root, { id }, { actor }) => {
        await students.remove(actor, id);
        return true;
      },
    },
    Student: {
      // The whole Course (dates, subjects…), the catalogue read once per request however many students.
      course: async (row, _args, ctx) => {
        if (!row.courseId) return null;
        const loaded = ctx as MercuriusContext & { studentCourses?: ReturnType<typeof students.coursesById> };
        loaded.studentCourses ??= students.coursesById(ctx.actor);
        return (await loaded.studentCourses).get(row.courseId) ?? null;
      },
      customer: (row, _args, { actor }) => customers.get(actor, row.customerId),
    },
    Customer: {
      students: (row, _args, { actor }) => students.ofCustomer(actor, row.id),
    },
  };
}
