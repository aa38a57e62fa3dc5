import type { IResolvers, MercuriusContext } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import { STUDENT_LIST_SPEC, type StudentRow } from './students.service';
import type { CustomerRow } from './customers.service';
import type { PeopleServices } from './index';

interface ListArgs {
  filter?: { q?: string; levelId?: number; courseId?: number; customerId?: number };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

export function studentsResolvers({ students, customers }: PeopleServices): IResolvers {
  return {
    Query: {
      students: (_: unknown, { filter, page }: ListArgs, { actor }: MercuriusContext) =>
        students.list(actor, parseListQuery({ ...page, q: filter?.q, level: filter?.levelId, course: filter?.courseId, customer: filter?.customerId }, STUDENT_LIST_SPEC)),
      student: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => students.get(actor, id),
    },
    Mutation: {
      createStudent: (_: unknown, { input }: { input: object }, { actor }: MercuriusContext) => students.create(actor, input),
      updateStudent: (_: unknown, { id, input }: { id: number; input: object }, { actor }: MercuriusContext) => students.update(actor, id, input),
      deleteStudent: async (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => {
        await students.remove(actor, id);
        return true;
      },
    },
    Student: {
      // The whole Course (dates, subjects…), the catalogue read once per request however many students.
      course: async (row: StudentRow, _: unknown, ctx: MercuriusContext) => {
        if (!row.courseId) return null;
        const loaded = ctx as MercuriusContext & { studentCourses?: ReturnType<typeof students.coursesById> };
        loaded.studentCourses ??= students.coursesById(ctx.actor);
        return (await loaded.studentCourses).get(row.courseId) ?? null;
      },
      customer: (row: StudentRow, _: unknown, { actor }: MercuriusContext) => customers.get(actor, row.customerId),
    },
    Customer: {
      students: (row: CustomerRow, _: unknown, { actor }: MercuriusContext) => students.ofCustomer(actor, row.id),
    },
  } as unknown as IResolvers;
}
