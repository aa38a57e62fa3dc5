import type { Knex } from 'knex';
import type { Actor } from '../../src/lib/policy';
import { isAppError, type FieldErrors } from '../../src/lib/errors';
import type { AcademicServices } from '../academic';
import type { PeopleDeps } from './people.deps';
import { createCustomersService } from './customers.service';
import { createStudentsService } from './students.service';

/** The family to create: a new customer or an existing one's id, the student, and where field messages go. */
export interface NewFamily {
  academic: AcademicServices['academic'];
  customer?: unknown;
  customerId?: number;
  student: unknown;
  fields: FieldErrors;
}

/**
 * A new family (customer) and its student, created inside the caller's transaction with the
 * customers' and students' own rules (a lead recorded for a family that calls for the first
 * time). Field messages come back prefixed (`newCustomer.email`, `newStudent.firstName`) in
 * `fields`, so the caller reports them with its own and rolls the transaction back.
 */
export async function createFamilyIn(
  trx: Knex.Transaction,
  actor: Actor,
  { academic, fields, ...input }: NewFamily,
): Promise<{ customerId: number; studentId: number } | undefined> {
  // The services over the transaction: every read and write they make is inside it.
  const deps = { db: trx, academic } as unknown as PeopleDeps;
  const collect = async <T>(prefix: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (err) {
      if (!isAppError(err) || !err.fields) throw err;
      for (const [field, text] of Object.entries(err.fields)) fields[`${prefix}.${field}`] ??= text;
      return undefined;
    }
  };
  const customerId =
    input.customerId ??
    (await collect('newCustomer', () => createCustomersService(deps).create(actor, input.customer)))?.id;
  if (!customerId) return undefined;
  const student = await collect('newStudent', () =>
    createStudentsService(deps).create(actor, { ...(input.student as object), customerId }),
  );
  return student ? { customerId, studentId: student.id } : undefined;
}
