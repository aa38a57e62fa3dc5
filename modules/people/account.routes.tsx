import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppError, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import type { Role } from '../../src/lib/policy';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import type { PeopleServices } from './index';
import { OUTBOX_LIST_SPEC } from './account.service';
import { accountMessages as m } from './account.messages';
import { PasswordPage } from './pages/PasswordPage';
import { UserSetPasswordPage } from './pages/UserSetPasswordPage';
import { PasswordResetPage } from './pages/PasswordResetPage';
import { PasswordTokenPage } from './pages/PasswordTokenPage';
import { OutboxList, OutboxMail } from './pages/OutboxPages';
import { loginMeta } from './people.routes';

type Body = Record<string, unknown>;

/** Where a user's own page is, by role: the set-password page goes back there. */
const userHref = (user: { id: number; role: Role }) =>
  `/${user.role === 'admin' ? 'admins' : user.role === 'advisor' ? 'advisors' : 'teachers'}/${user.id}`;
const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** Pages with a secret in their address or form: not cached, and the address is not sent on. */
function secret(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

/** The password flows (own change, set by an admin, reset by email) and the outbox. */
export async function accountRoutes(app: FastifyInstance, { account }: PeopleServices) {
  const publicPage = { config: { public: true } };
  const publicPost = { ...publicPage, preHandler: app.csrfProtection };
  const byId = idParam();

  // Own password
  const own = { config: { action: 'account.password' as const } };
  app.get('/password', own, async (_request, reply) => reply.page(<PasswordPage />, { title: t(m.passwordTitle) }));
  app.post<{ Body: Body }>('/password', { ...own, preHandler: app.csrfProtection }, async (request, reply) => {
    try {
      await account.changePassword(request.actor, request.body);
      return reply.flashRedirect('/', 'success', t(m.passwordChanged));
    } catch (err) {
      if (isAppError(err) && err.fields)
        return reply.page(<PasswordPage errors={err.fields} />, { title: t(m.passwordTitle), status: 422 });
      if (isAppError(err) && err.code === 'RATE_LIMITED') return reply.flashRedirect('/password', 'error', err.message);
      throw err;
    }
  });

  // Another user's password (admins)
  const setter = { config: { action: 'users.setPassword' as const } };
  app.get('/user-set-password', own, async (_request, reply) => reply.redirect('/password', 302));
  async function renderSet(
    reply: FastifyReply,
    user: { id: number; role: Role; firstName: string; lastName: string },
    errors?: FieldErrors,
  ) {
    return reply.page(
      <UserSetPasswordPage userId={user.id} userName={fullName(user)} backHref={userHref(user)} errors={errors} />,
      {
        title: t(m.setTitle, { name: fullName(user) }),
        status: errors ? 422 : undefined,
      },
    );
  }
  app.get<{ Params: IdParams }>('/user-set-password/:id', { ...setter, ...byId }, async (request, reply) => {
    const id = request.params.id;
    if (id === request.actor?.id) return reply.redirect('/password', 302);
    return renderSet(reply, await account.userForPassword(request.actor, id));
  });
  app.post<{ Params: IdParams; Body: Body }>(
    '/user-set-password/:id',
    { ...setter, ...byId, preHandler: app.csrfProtection },
    async (request, reply) => {
      const id = request.params.id;
      try {
        const user = await account.setUserPassword(request.actor, id, request.body);
        return reply.flashRedirect(userHref(user), 'success', t(m.setDone, { name: fullName(user) }));
      } catch (err) {
        if (isAppError(err) && err.fields)
          return renderSet(reply, await account.userForPassword(request.actor, id), err.fields);
        if (isAppError(err) && err.code === 'PEOPLE_OWN_PASSWORD')
          return reply.flashRedirect('/password', 'error', err.message);
        throw err;
      }
    },
  );

  // Reset by email (anyone)
  app.get<{ Querystring: { sent?: string } }>('/login/password-reset', publicPage, async (request, reply) =>
    reply.page(<PasswordResetPage sent={request.query.sent === '1'} />, {
      title: t(request.query.sent === '1' ? m.resetSentTitle : m.resetTitle),
      layout: 'empty',
    }),
  );
  app.post<{ Body: Body }>('/login/password-reset', publicPost, async (request, reply) => {
    const email = String(request.body?.email ?? '');
    try {
      await account.requestPasswordReset({ email }, loginMeta(request));
      return reply.redirect('/login/password-reset?sent=1', 303);
    } catch (err) {
      if (isAppError(err) && (err.fields || err.code === 'RATE_LIMITED')) {
        return reply.page(
          <PasswordResetPage email={email} errors={err.fields} error={err.fields ? undefined : err.message} />,
          {
            title: t(m.resetTitle),
            layout: 'empty',
            status: err.status,
          },
        );
      }
      throw err;
    }
  });

  app.get<{ Querystring: { token?: string } }>('/login/password-token', publicPage, async (request, reply) => {
    const token = String(request.query.token ?? '');
    const valid = await account.resetTokenValid(token);
    return secret(reply).page(<PasswordTokenPage token={token} valid={valid} />, {
      title: t(m.tokenTitle),
      layout: 'empty',
      status: valid ? 200 : 400,
    });
  });
  app.post<{ Body: Body }>('/login/password-token', publicPost, async (request, reply) => {
    const token = String(request.body?.token ?? '');
    try {
      await account.resetPassword(request.body);
      // Every session of the user has ended, this browser's too if it had one.
      reply.clearSession();
      return reply.flashRedirect('/login', 'success', t(m.resetDone));
    } catch (err) {
      if (isAppError(err) && err.code === 'PEOPLE_RESET_TOKEN_INVALID')
        return secret(reply).page(<PasswordTokenPage token="" valid={false} />, {
          title: t(m.tokenTitle),
          layout: 'empty',
          status: 400,
        });
      if (isAppError(err) && err.fields)
        return secret(reply).page(<PasswordTokenPage token={token} valid errors={err.fields} />, {
          title: t(m.tokenTitle),
          layout: 'empty',
          status: 422,
        });
      throw err;
    }
  });

  // Outbox (admins)
  const outbox = { config: { action: 'outbox.read' as const } };
  app.get<{ Querystring: Record<string, string> }>('/outbox', outbox, async (request, reply) => {
    const query = parseListPageQuery(request.query, OUTBOX_LIST_SPEC);
    const data = account.outbox(request.actor, query);
    data.catch(() => undefined);
    return reply.page(<OutboxList query={query} data={data} />, { title: t(m.outboxTitle) });
  });
  app.get<{ Params: IdParams }>('/outbox/:id', { ...outbox, ...byId }, async (request, reply) => {
    const mail = await account.outboxMail(request.actor, request.params.id);
    return secret(reply).page(<OutboxMail mail={mail} />, { title: mail.subject });
  });
}
