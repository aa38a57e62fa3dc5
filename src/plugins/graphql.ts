import fp from 'fastify-plugin';
import mercurius, { type IResolvers } from 'mercurius';
import mercuriusUpload from 'mercurius-upload';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import MQEmitterRedis from 'mqemitter-redis';
import { SESSION_COOKIE } from './auth';
import type { Config } from '../config';
import type { Actor } from '../lib/policy';
import { MAX_FILE_BYTES } from '../lib/files';
import { t } from '../lib/intl';
import { errorMessages } from '../lib/messages';
import { toPublicError } from './errors';

declare module 'mercurius' {
  interface MercuriusContext {
    actor: Actor | null;
    request: FastifyRequest;
  }
}

/** Shared types every module may use; modules add their own types with `extend type Query`. */
const baseSchema = /* GraphQL */ `
  "A calendar date, YYYY-MM-DD"
  scalar Date
  "An instant, ISO 8601"
  scalar DateTime
  "A file sent with the GraphQL multipart request specification"
  scalar Upload

  "Page of a list: 1-based page number and its size (10, 25, 50 or 100)"
  input PageInput {
    page: Int = 1
    pageSize: Int = 25
    sort: String
    direction: SortDirection = asc
  }

  enum SortDirection {
    asc
    desc
  }

  type Query {
    "The API's version, to check it answers"
    version: String!
  }

  type Mutation {
    "Does nothing; lets a client check that mutations reach the server"
    ping: Boolean!
  }

  "Live updates over WebSocket (graphql-transport-ws at /api/graphql); modules add theirs"
  type Subscription {
    "Never sends anything; it only holds the place of the modules' subscriptions"
    _placeholder: Boolean
  }
`;

const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: (value) => String(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => new Date(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
});

function formatError(error: GraphQLError) {
  const original = error.originalError;
  // Syntax and validation errors of the query itself: the client's mistake, told in Spanish.
  if (!original || (original as { code?: string }).code === 'MER_ERR_GQL_VALIDATION') {
    const detail = (original as { errors?: GraphQLError[] } | undefined)?.errors?.map((e) => e.message).join('; ') ?? error.message;
    return { message: t(errorMessages.badGraphql, { detail }), locations: error.locations, path: error.path, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
  }
  const pub = toPublicError(original);
  return { message: pub.message, locations: error.locations, path: error.path, extensions: { code: pub.code, ...(pub.fields ? { fields: pub.fields } : {}) } };
}

/** The session token of a WebSocket upgrade: the `apollo-token` cookie (or a bearer header). */
function upgradeToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** What this plugin needs of a WebSocket. */
interface Socket {
  close(code?: number, reason?: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/** How often open subscription sockets check that their session still exists. */
export const SOCKET_SESSION_CHECK_MS = 30_000;

/**
 * Subscriptions over WebSocket (graphql-transport-ws, and the older graphql-ws protocol):
 * the upgrade is refused without a live session (from the cookie, as pages do) or from
 * another origin; each subscription field authorises the actor with the policy table. Sockets
 * whose session ends (logout, password change, drop-out) are closed within
 * SOCKET_SESSION_CHECK_MS. Events go through an in-process emitter, or Redis when REDIS_URL
 * is set, so several instances share them.
 */
function subscriptionOptions(app: FastifyInstance, config: Config) {
  // Without REDIS_URL mercurius makes its own in-process emitter.
  const emitter = config.redisUrl ? MQEmitterRedis({ connectionString: config.redisUrl }) : undefined;
  const sockets = new Map<Socket, string>();
  const resolve = (token: string | undefined) => app.services.auth.resolve(token);
  const timer = setInterval(() => {
    for (const [socket, token] of sockets) {
      resolve(token)
        .then((actor) => {
          // 4401: the session has ended.
          if (!actor) socket.close(4401, 'Unauthorized');
        })
        .catch((err: unknown) => app.log.error({ err }, 'subscription session check failed'));
    }
  }, SOCKET_SESSION_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const socket of sockets.keys()) socket.close(1001, 'Going away');
    if (emitter) await new Promise<void>((done) => emitter.close(() => done()));
  });
  return {
    emitter,
    verifyClient: (info: { origin?: string; req: IncomingMessage }, next: (ok: boolean, status?: number) => void) => {
      // A browser always sends Origin: only this intranet's pages may open the socket.
      const host = info.req.headers.host;
      if (info.origin && host && new URL(info.origin).host !== host) return next(false, 403);
      resolve(upgradeToken(info.req))
        .then((actor) => next(!!actor, actor ? undefined : 401))
        .catch(() => next(false, 500));
    },
    context: async (socket: Socket, request: FastifyRequest) => {
      const token = upgradeToken(request.raw);
      const actor = await resolve(token);
      if (token && actor) {
        sockets.set(socket, token);
        socket.once('close', () => sockets.delete(socket));
      }
      return { actor, request };
    },
    keepAlive: 25_000,
  };
}

export default fp(
  async (app, { config }: { config: Config }) => {
    // Modules add their types with app.graphql.extendSchema and defineResolvers.
    const resolvers: IResolvers = { Query: { version: () => '1' }, Mutation: { ping: () => true }, Date: DateScalar, DateTime: DateTimeScalar, Upload: GraphQLUpload };
    // File uploads (multipart/form-data, as apollo-upload-client sends them): one file per
    // request; a larger file is cut at the limit and refused by the resolver that reads it.
    await app.register(mercuriusUpload, { maxFileSize: MAX_FILE_BYTES, maxFiles: 1, maxFieldSize: 100_000 });
    // A browser cannot add headers to a WebSocket upgrade, and mercurius's CSRF check (meant
    // for simple HTTP requests) would refuse it; the upgrade is checked instead by its Origin
    // and its session (verifyClient), so it is marked as checked here.
    app.addHook('onRequest', async (request) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket' && request.url.split('?')[0] === '/api/graphql') request.headers['mercurius-require-preflight'] = 'websocket';
    });
    await app.register(mercurius, {
      schema: baseSchema,
      resolvers,
      path: '/api/graphql',
      graphiql: config.env !== 'production' ? 'graphiql' : false,
      ide: false,
      // Uploads are multipart (a "simple" request): they must carry one of these headers, which
      // a cross-site form cannot send; apollo-upload-client sends apollo-require-preflight.
      csrfPrevention: { requiredHeaders: ['x-mercurius-operation-name', 'mercurius-require-preflight', 'apollo-require-preflight'] },
      queryDepth: 8,
      subscription: subscriptionOptions(app, config),
      context: (request: FastifyRequest, reply: FastifyReply) => ({ actor: request.actor, request, reply }),
      errorFormatter: (execution, context) => {
        const errors = execution.errors.map(formatError);
        for (const [i, e] of errors.entries()) {
          if (e.extensions.code === 'INTERNAL') context.reply.log.error({ err: execution.errors[i].originalError }, 'graphql resolver failed');
        }
        // Errors outside any resolver (bad JSON, bad query) are the request's fault: 400.
        const requestLevel = errors.length > 0 && errors.every((e) => !e.path);
        return { statusCode: requestLevel ? 400 : 200, response: { data: execution.data ?? null, errors } as never };
      },
    });

    if (config.env !== 'production') {
      // GraphiQL (development only) loads its own code from a public CDN over HTTPS.
      app.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/graphiql')) {
          reply.header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline' https:; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: https:; connect-src 'self'; frame-ancestors 'none'");
        }
      });
    }
  },
  { name: 'graphql', dependencies: ['auth', 'errors'] },
);

