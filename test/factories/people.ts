import type { FastifyInstance } from 'fastify';
import { nifFor } from '../../seeds/people';
import type { Actor } from '../../src/lib/policy';
import { createUser } from '../helpers/app';

let counter = 0;

/** A teacher (a user with role teacher and a profile row); returns the user. */
export async function createTeacher(
  app: FastifyInstance,
  overrides: { user?: Record<string, unknown>; profile?: Record<string, unknown> } = {},
) {
  counter += 1;
  const user = await createUser(app, 'teacher', overrides.user);
  await app.db('teachers').insert({
    id: user.id,
    nif: nifFor(40_000_000 + (process.pid % 10_000) * 1000 + counter),
    startDate: '2025-09-01',
    ...overrides.profile,
  });
  return user;
}

/** A customer (a family by default); returns its row. */
export async function createCustomer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const [row] = await app
    .db('customers')
    .insert({
      firstName: `Cliente${counter}`,
      lastName: 'Pruebas',
      email: `cliente${counter}@correo.test`,
      source: 'webform',
      ...overrides,
    })
    .returning('*');
  return row as { id: number; firstName: string; lastName: string } & Record<string, unknown>;
}

export async function createStudent(app: FastifyInstance, customerId: number, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const [row] = await app
    .db('students')
    .insert({ customerId, firstName: `Alumno${counter}`, lastName: 'Pruebas', ...overrides })
    .returning('*');
  return row as { id: number; customerId: number; firstName: string } & Record<string, unknown>;
}

/** The Actor services take for a user (as a session would resolve it; the name is a fixed one). */
export const actorOf = (user: { id: number; email: string; role: Actor['role'] }): Actor => ({
  id: user.id,
  role: user.role,
  email: user.email,
  firstName: 'Carmen',
  lastName: 'Ruiz',
  sessionId: 0,
});
