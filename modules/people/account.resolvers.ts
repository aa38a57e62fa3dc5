import type { IResolvers } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import type { Actor } from '../../src/lib/policy';
import type { PeopleServices } from './index';
import { OUTBOX_LIST_SPEC } from './account.service';
import { loginMeta } from './people.routes';

type Ctx = { actor: Actor | null; request: import('fastify').FastifyRequest };

export function accountResolvers({ account }: PeopleServices): IResolvers {
  return {
    Query: {
      outbox: (_: unknown, args: { filter?: { q?: string; status?: string }; page?: Record<string, unknown> }, { actor }: Ctx) =>
        account.outbox(actor, parseListQuery({ ...args.page, q: args.filter?.q, status: args.filter?.status }, OUTBOX_LIST_SPEC)),
      outboxMail: (_: unknown, { id }: { id: number }, { actor }: Ctx) => account.outboxMail(actor, id),
    },
    Mutation: {
      setUserPassword: async (_: unknown, { userId, input }: { userId: number; input: object }, { actor }: Ctx) => {
        await account.setUserPassword(actor, userId, input);
        return true;
      },
      changePassword: async (_: unknown, { input }: { input: object }, { actor }: Ctx) => {
        await account.changePassword(actor, input);
        return true;
      },
      requestPasswordReset: async (_: unknown, { email }: { email: string }, { request }: Ctx) => {
        await account.requestPasswordReset({ email }, loginMeta(request));
        return true;
      },
      resetPassword: async (_: unknown, { input }: { input: object }) => {
        await account.resetPassword(input);
        return true;
      },
    },
  } as IResolvers;
}
