import type { Knex } from 'knex';
import { hashPassword } from '../modules/people';
import { seedPlaces } from './places';
import { seedAcademic } from './academic';
import { seedPeople } from './people';
import { seedVouchers } from './vouchers';

export const DEMO_PASSWORD = 'academia2026';

export const DEMO_ACCOUNTS = [
  { email: 'admin@academia.test', role: 'admin', firstName: 'Lucía', lastName: 'Martín Ortega', phone: '+34 910 000 001' },
  { email: 'asesora@academia.test', role: 'advisor', firstName: 'Carmen', lastName: 'Ruiz Delgado', phone: '+34 910 000 002' },
  { email: 'profesor@academia.test', role: 'teacher', firstName: 'Javier', lastName: 'Gómez Navarro', phone: '+34 600 000 003' },
] as const;

/** The demo academy: its accounts and real places. Does nothing on a database that has users. */
export async function seedDemo(db: Knex): Promise<boolean> {
  const { count } = (await db('users').count({ count: '*' }).first()) as { count: number };
  if (Number(count) > 0) return false;
  await seedPlaces(db);
  await seedAcademic(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db('users').insert(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash })));
  await seedPeople(db, passwordHash);
  await seedVouchers(db);
  return true;
}
