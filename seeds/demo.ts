import type { Knex } from 'knex';
import type { AnyModule } from '../src/lib/module';
import { installPolicy } from '../src/lib/policy';

export const DEMO_PASSWORD = 'academia2026';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@academia.test',
    role: 'admin',
    firstName: 'Lucía',
    lastName: 'Martín Ortega',
    phone: '+34 910 000 001',
  },
  {
    email: 'asesora@academia.test',
    role: 'advisor',
    firstName: 'Carmen',
    lastName: 'Ruiz Delgado',
    phone: '+34 910 000 002',
  },
  {
    email: 'profesor@academia.test',
    role: 'teacher',
    firstName: 'Javier',
    lastName: 'Gómez Navarro',
    phone: '+34 600 000 003',
  },
  {
    email: 'gestoria@academia.test',
    role: 'accountant',
    firstName: 'Pilar',
    lastName: 'Sanz Gestoría',
    phone: '+34 910 000 004',
  },
] as const;

/**
 * The demo academy: each module's seed step (AppModule.seed), in the module list's order
 * (places, the catalogue, the accounts and people, vouchers and classes…). Does nothing on a
 * database that has users.
 */
export async function seedDemo(db: Knex, modules: readonly AnyModule[]): Promise<boolean> {
  const { count } = (await db('users').count({ count: '*' }).first()) as { count: number };
  if (Number(count) > 0) return false;
  // The seed steps go through the services, whose permission checks need the modules' policy lines (also when no app was built).
  installPolicy(modules);
  // The reference data first (places), as a start loads it: a test may seed a database it only migrated.
  for (const module of modules) await module.reference?.(db);
  for (const module of modules) await module.seed?.({ db, demo: { password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS } });
  return true;
}
