import type { Knex } from 'knex';
import type { Actor } from '../../src/lib/policy';
import { User } from '../people';

/** The first active admin, on whose behalf the demo seed and the monthly command act (null when there is none). */
export async function firstAdmin(db: Knex): Promise<Actor | null> {
  const user = (await User.query(db).where({ role: 'admin', active: true }).orderBy('id').first()) as
    | { id: number; email: string; firstName: string; lastName: string }
    | undefined;
  return user ? { id: user.id, role: 'admin', email: user.email, firstName: user.firstName, lastName: user.lastName, sessionId: 0 } : null;
}
