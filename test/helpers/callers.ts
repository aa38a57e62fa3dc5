import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { callerAs, gql, type Caller } from './app';

/** The five callers of a permission table: nobody signed in, then each role. */
export const CALLERS = ['anonymous', 'teacher', 'advisor', 'admin', 'accountant'] as const;
export type Who = (typeof CALLERS)[number];

/** What each caller gets, in CALLERS' order: a status code, an error code or 'ok'. */
export const row = (
  anonymous: number | string,
  teacher: number | string,
  advisor: number | string,
  admin: number | string,
  accountant: number | string,
) => ({ anonymous, teacher, advisor, admin, accountant });
export type Expected = ReturnType<typeof row>;

/** A signed-in caller of each role (and the anonymous one). */
export async function callersOf(app: FastifyInstance): Promise<Record<Who, Caller>> {
  return Object.fromEntries(
    await Promise.all(CALLERS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<Who, Caller>;
}

/** Checks each page's status code for each caller. */
export async function checkPages(
  t: Test,
  { app, callers, pages }: { app: FastifyInstance; callers: Record<Who, Caller>; pages: [string, Expected][] },
) {
  for (const [url, expected] of pages)
    for (const who of CALLERS)
      t.equal((await app.inject({ url, headers: callers[who].headers })).statusCode, expected[who], `${who} ${url}`);
}

/** Checks each GraphQL operation's first error code ('ok' without errors) for each caller. */
export async function checkOperations(
  t: Test,
  { app, callers, ops }: { app: FastifyInstance; callers: Record<Who, Caller>; ops: [string, Expected][] },
) {
  for (const [query, expected] of ops) {
    for (const who of CALLERS) {
      const res = await gql(app, who === 'anonymous' ? null : callers[who], query);
      t.equal(
        res.body.errors?.length ? res.body.errors[0].extensions?.code : 'ok',
        expected[who],
        `${query.slice(0, 40)} as ${who}`,
      );
    }
  }
}
