import type { Resolvers } from '../../src/graphql/generated';
import { parseListQuery } from '../../src/lib/listQuery';
import type { PeopleServices } from './index';
import { OUTBOX_LIST_SPEC } from './account.service';
import { loginMeta } from './people.routes';

export function accountResolvers({ account }: PeopleServices): Resolvers {
  return {
    Query: {
      outbox: (_root, args, { actor }) =>
        account.outbox(
          actor,
          parseListQuery({ ...args.page, q: args.filter?.q, status: args.filter?.status }, OUTBOX_LIST_SPEC),
        ),
      outboxMail: (_root, { id }, { actor }) => account.outboxMail(actor, id),
    },
    Mutation: {
      setUserPassword: async (_root, { userId, input }, { actor }) => {
        await account.setUserPassword(actor, userId, input);
        return true;
      },
      changePassword: async (_root, { input }, { actor }) => {
        await account.changePassword(actor, input);
        return true;
      },
      requestPasswordReset: async (_root, { email }, { request }) => {
        await account.requestPasswordReset({ email }, loginMeta(request));
        return true;
      },
      resetPassword: async (_root, { input }) => {
        await account.resetPassword(input);
        return true;
      },
    },
  };
}
