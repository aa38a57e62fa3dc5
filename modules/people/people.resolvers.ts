import type { Resolvers } from '../../src/graphql/generated';
import { roleLabels } from '../../src/lib/policy';
import type { AuthService } from './auth.service';
import { loginMeta } from './people.routes';

export function peopleResolvers({ auth }: { auth: AuthService }): Resolvers {
  return {
    Query: {
      me: (_root, _args, { actor }) => actor,
    },
    Mutation: {
      login: async (_root, { email, password }, { request, reply }) => {
        const { token, user } = await auth.login(email, password, loginMeta(request));
        reply.setSession(token);
        return { token, user };
      },
      logout: async (_root, _args, { actor, reply }) => {
        if (actor) await auth.logout(actor.sessionId);
        reply.clearSession();
        return true;
      },
    },
    User: {
      roleLabel: (user) => roleLabels[user.role!],
    },
  };
}
