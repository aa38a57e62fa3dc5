import fp from 'fastify-plugin';
import mercurius, { type IResolvers } from 'mercurius';
import { GraphQLUpload, processRequest, Upload } from 'graphql-upload-minimal';
import { type DocumentNode, GraphQLError, GraphQLScalarType, Kind, parse } from 'graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { RedisEvents } from '../lib/redisEvents';
import { bearerToken, SESSION_COOKIE } from './auth';
import type { Config } from '../config';
import type { Actor } from '../lib/policy';
import { MAX_FILE_BYTES } from '../lib/files';
import { AppError, unauthenticated } from '../lib/errors';
import { errorMessages } from '../lib/messages';
import { t } from '../lib/intl';
import { unavailable } from './errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscription events through Redis (REDIS_URL), for health checks; null without REDIS_URL. */
    redisEvents: RedisEvents | null;
  }
}
import { knowEnumTypes, publicGraphqlErrors } from './graphqlErrors';
import { checkDocument, checkQueryText, GRAPHQL_LIMITS, refuseSubscriptionOverHttp } from './graphqlLimits';
import { graphqlMessages } from './graphql.messages';
import {
  closeReason,
  refuseUpgrade,
  sameOrigin,
  screenSocket,
  SOCKET_CLOSE,
  type ScreenedSocket,
} from './graphqlSocket';

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
    "Left out: the list's own order (newest first where the list reads so), as when no page is given"
    direction: SortDirection
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
  // Anything but a text is refused (undefined), never taken as null: `date: 123` read as «no date».
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : undefined),
});

const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => new Date(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : undefined),
});

/** The session token of a WebSocket upgrade: the `apollo-token` cookie (or a bearer header). */
function upgradeToken(req: IncomingMessage): string | undefined {
  const bearer = bearerToken(req.headers.authorization);
  if (bearer !== undefined) return bearer;
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
 * whose session ends (logout, password change, drop-out) get no event after it (guardSubscriptions)
 * and are closed within SOCKET_SESSION_CHECK_MS even when no event comes. Events go through an in-process emitter, or Redis when REDIS_URL
 * is set, so several instances share them.
 */
async function subscriptionOptions(
  app: FastifyInstance,
  config: Config,
  resolve: (token: string | undefined) => Promise<Actor | null>,
) {
  // Without REDIS_URL mercurius makes its own in-process emitter (and Redis's client is never
  // loaded). With it, channels carry this installation's prefix, and Redis going away pauses
  // live updates without stopping the process.
  const redis = config.redisUrl
    ? await import('../lib/redisEvents').then((r) =>
        r.createRedisEvents(config.redisUrl!, r.redisPrefix(config), app.log),
      )
    : null;
  app.decorate('redisEvents', redis);
  const emitter = redis?.emitter;
  const sockets = new Map<Socket, string>();
  const timer = setInterval(() => {
    for (const [socket, token] of sockets) {
      resolve(token)
        .then((actor) => {
          if (!actor) socket.close(SOCKET_CLOSE.unauthorized, closeReason(graphqlMessages.socketNoSession));
        })
        .catch((err: unknown) => app.log.error({ err }, 'subscription session check failed'));
    }
  }, SOCKET_SESSION_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const socket of sockets.keys())
      socket.close(SOCKET_CLOSE.goingAway, closeReason(graphqlMessages.socketClosing));
    await redis?.close();
  });
  return {
    emitter,
    // A refused upgrade is still opened, then closed with its code and a Spanish reason (screenSocket):
    // refused at the upgrade, a browser saw only 1006 and graphql-ws's client kept retrying.
    verifyClient: (info: { origin?: string; req: IncomingMessage }, next: (ok: boolean, status?: number) => void) => {
      // A browser always sends Origin: only this intranet's pages may open the socket.
      if (!sameOrigin(info.origin, info.req.headers.host)) return next(!!refuseUpgrade(info.req, 'origin'));
      resolve(upgradeToken(info.req))
        .then((actor) => next(!!(actor ?? refuseUpgrade(info.req, 'session'))))
        .catch((err: unknown) => {
          app.log.error({ err }, 'subscription session check failed');
          next(!!refuseUpgrade(info.req, 'unavailable'));
        });
    },
    context: async (socket: Socket, request: FastifyRequest) => {
      const token = upgradeToken(request.raw);
      const actor = await resolve(token);
      // The session ended between the upgrade and connection_init.
      if (!actor) socket.close(SOCKET_CLOSE.unauthorized, closeReason(graphqlMessages.socketNoSession));
      if (token && actor) {
        sockets.set(socket, token);
        socket.once('close', () => sockets.delete(socket));
      }
      return { actor, request, liveSession: token && actor ? { token, socket } : undefined };
    },
    keepAlive: 25_000,
  };
}

/** The session a socket was opened with (its context's), checked again before each event goes out. */
interface LiveSession {
  token: string;
  socket: Socket;
}

/**
 * A subscription refused when it starts (the policy, a voucher that does not exist) is sent over the
 * socket as the resolver threw it: the message without a code, or an internal text. Each
 * subscription field's refusal is made the public error (Spanish, with its code; a fault is logged).
 * Before each event is sent the socket's session is resolved again: a session ended meanwhile
 * (logout, password change, drop-out) gets no further event, and its socket is closed with 4401
 * (the periodic check took up to SOCKET_SESSION_CHECK_MS, events still flowing meanwhile).
 */
function guardSubscriptions(app: FastifyInstance, resolve: (token: string | undefined) => Promise<Actor | null>) {
  const stillSignedIn = async (live: LiveSession | undefined) => {
    if (!live) return true;
    try {
      if (await resolve(live.token)) return true;
      live.socket.close(SOCKET_CLOSE.unauthorized, closeReason(graphqlMessages.socketNoSession));
    } catch (err) {
      app.log.error({ err }, 'subscription session check failed');
      live.socket.close(SOCKET_CLOSE.unavailable, closeReason(graphqlMessages.socketUnavailable));
    }
    return false;
  };
  const spanish = (err: unknown) => {
    const [pub] = publicGraphqlErrors(
      new GraphQLError(String((err as Error)?.message), { originalError: err as Error }),
    );
    if (pub.fault) app.log.error({ err: pub.fault }, 'graphql subscription failed');
    return new GraphQLError(pub.message, { extensions: pub.extensions });
  };
  const fields = app.graphql.schema.getSubscriptionType()?.getFields() ?? {};
  for (const field of Object.values(fields)) {
    const subscribe = field.subscribe;
    if (!subscribe) continue;
    field.subscribe = async (...args) => {
      let events: AsyncIterable<unknown>;
      try {
        events = (await subscribe(...args)) as AsyncIterable<unknown>;
      } catch (err) {
        throw spanish(err);
      }
      // mercurius.withFilter authorises when the first event is asked for.
      if (typeof events?.[Symbol.asyncIterator] !== 'function') return events;
      const inner = events[Symbol.asyncIterator]();
      const live = (args[2] as { liveSession?: LiveSession } | undefined)?.liveSession;
      const iterator: AsyncIterableIterator<unknown> = {
        next: async () => {
          const event = await inner.next().catch((err: unknown) => Promise.reject(spanish(err)));
          if (event.done || (await stillSignedIn(live))) return event;
          await inner.return?.();
          return { done: true, value: undefined };
        },
        return: (value?: unknown) => inner.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    };
  }
}

const isGraphqlPath = (request: FastifyRequest) => request.url.split('?')[0] === '/api/graphql';

declare module 'fastify' {
  interface FastifyRequest {
    /** A GraphQL multipart request (a file upload), read by graphql-upload-minimal. */
    graphqlMultipart?: boolean;
  }
}

/** What a client is told of a multipart body that cannot be read: the upload library's refusals keep their status. */
const unreadable = (err: unknown) =>
  typeof (err as { statusCode?: unknown })?.statusCode === 'number'
    ? err
    : new AppError('BAD_REQUEST', errorMessages.badRequest);

/** The files of the operations (where the map put them): a file's part that cannot be read is refused as the body. */
function refuseUnreadableFiles(value: unknown) {
  if (value instanceof Upload) {
    value.promise = value.promise.catch((err: unknown) => Promise.reject(unreadable(err)));
    // As the library does for its own: a file no resolver asks for must not reject unheard.
    value.promise.catch(() => undefined);
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) refuseUnreadableFiles(item);
}

/**
 * A GraphQL multipart body, read by graphql-upload-minimal. Its parser (busboy) reports a body it
 * cannot read (a part header with a control character, a body cut short) once, then again as it is
 * destroyed, when nobody listens any more: that second 'error' was thrown out of the event loop and
 * ended the whole server. The parser gets a listener of its own as the request is piped into it (the
 * first report is already the request's refusal). busboy's errors carry no status: they are the
 * client's malformed request (400 in Spanish), before the operations are read or in a file's part,
 * not a fault of ours (INTERNAL).
 */
async function readMultipart(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const raw = request.raw;
  const pipe = raw.pipe;
  raw.pipe = function <T extends NodeJS.WritableStream>(
    this: IncomingMessage,
    destination: T,
    options?: { end?: boolean },
  ) {
    destination.on('error', () => undefined);
    return pipe.call(this, destination, options) as T;
  };
  let reading: Promise<unknown>;
  try {
    // It pipes the request into its parser before it returns (nothing is awaited before).
    reading = processRequest(raw, reply.raw, { maxFileSize: MAX_FILE_BYTES, maxFiles: 1, maxFieldSize: 100_000 });
  } finally {
    raw.pipe = pipe;
  }
  const operations = await reading.catch((err: unknown) => Promise.reject(unreadable(err)));
  refuseUnreadableFiles(operations);
  return operations;
}

/**
 * File uploads (multipart/form-data, as apollo-upload-client sends them): one file per
 * request; a larger file is cut at the limit and refused by the resolver that reads it.
 * An anonymous upload is refused before a byte of its body is read; any refusal answers at
 * once and closes the connection, so an unread body never holds a socket open (mercurius-upload
 * waited for the whole body before answering, which never came while nobody read it).
 */
function registerUploads(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    // Only GraphQL reads multipart here (upload forms read it in their own scope): anywhere else it
    // is refused unread, as any body a route does not take (it was handed to the GraphQL upload
    // reader and failed as an internal error, and an anonymous one was read whole first).
    if (!isGraphqlPath(request)) return done(new AppError('BAD_REQUEST', errorMessages.badRequest, { status: 415 }));
    request.graphqlMultipart = true;
    done(null);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.method !== 'POST' ||
      !isGraphqlPath(request) ||
      !request.headers['content-type']?.toLowerCase().startsWith('multipart/')
    )
      return;
    if (!request.actor) {
      reply.header('connection', 'close');
      throw unauthenticated();
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.graphqlMultipart) return;
    request.body = await readMultipart(request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Answered before the file was read (refused, or the operation never read it): the rest of
    // the body is not waited for; the connection closes once the answer is out.
    const multipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/');
    if ((request.graphqlMultipart || multipart) && !request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}

/** The query's text of a GraphQL request (its body, or the query string of a GET), if it has one. */
function queryTextOf(request: FastifyRequest): string | undefined {
  const body = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | undefined;
  return typeof body?.query === 'string' ? body.query : undefined;
}

/**
 * The operations of a query's text (their names, null for an anonymous one), or undefined when it
 * does not parse (mercurius then says why). Kept for the last texts seen: asked on every request.
 */
const operationsSeen = new Map<string, (string | null)[] | undefined>();
function operationsOf(query: string): (string | null)[] | undefined {
  if (operationsSeen.has(query)) return operationsSeen.get(query);
  let operations: (string | null)[] | undefined;
  try {
    operations = parse(query, { maxTokens: GRAPHQL_LIMITS.tokens })
      .definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
      .map((d) => d.name?.value ?? null);
  } catch {
    operations = undefined;
  }
  if (operationsSeen.size >= 1024) operationsSeen.delete(operationsSeen.keys().next().value as string);
  operationsSeen.set(query, operations);
  return operations;
}

/**
 * Which operation of the query runs, checked on every request: mercurius checks it only the first
 * time it sees a text, and then runs the operation it compiled whatever `operationName` says.
 */
function checkOperationChoice(query: string, operationName: string | null | undefined) {
  const operations = operationsOf(query);
  if (!operations || operations.length === 0) return;
  const invalid = (detail: string) =>
    new AppError('GRAPHQL_VALIDATION_FAILED', errorMessages.badGraphql, { values: { detail } });
  if (operationName !== undefined && operationName !== null) {
    if (!operations.includes(operationName))
      throw invalid(t(graphqlMessages.unknownOperation, { name: operationName }));
  } else if (operations.length > 1) {
    if (operations.includes(null)) throw invalid(t(graphqlMessages.operations));
    const names = operations.map((name) => `«${name}»`).join(', ');
    throw invalid(t(graphqlMessages.chooseOperation, { names }));
  }
}

/** A JSON value of a GET request's query string (variables, extensions); undefined when it is not JSON. */
function jsonOf(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * The body of a GraphQL request as the specification has it: an object with a text `query`,
 * object `variables` and `extensions` (a GET request sends them as JSON text) and text `operationName`;
 * anything else is the client's mistake, told in Spanish (mercurius would otherwise fail on a non-string
 * query as an internal error, and take a GET request's variables whatever they are). Checked before
 * validation: the body schema would turn a number into text.
 */
async function checkRequestShape(request: FastifyRequest) {
  const body = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined;
  const bad = (field: string, expected: 'text' | 'object') =>
    new AppError('BAD_REQUEST', graphqlMessages.badField, {
      values: { field, expected: t(graphqlMessages[expected]) },
    });
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('BAD_REQUEST', graphqlMessages.badBody);
  if (body.query !== undefined && typeof body.query !== 'string') throw bad('query', 'text');
  if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string')
    throw bad('operationName', 'text');
  const isObject = (value: unknown) => typeof value === 'object' && !Array.isArray(value);
  for (const field of ['variables', 'extensions'] as const) {
    if (body[field] === undefined) continue;
    let value: unknown = body[field];
    if (request.method === 'GET' && typeof value === 'string') {
      const json = jsonOf(value);
      if (!json)
        throw field === 'variables'
          ? new AppError('BAD_REQUEST', graphqlMessages.badVariablesJson)
          : bad(field, 'object');
      value = json.value;
    }
    if (value !== null && !isObject(value)) throw bad(field, 'object');
    // Null is no extensions, as it is no variables (the body schema would refuse it).
    if (field === 'extensions' && value === null) delete body.extensions;
  }
  if (typeof body.query === 'string') checkOperationChoice(body.query, body.operationName as string | null | undefined);
}

/** A query with several operations runs uncompiled: graphql-jit would run the one it compiled first. */
function uncompiledIfSeveral(document: DocumentNode) {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
  return operations > 1 ? { document } : undefined;
}

export default fp(
  async (
    app,
    { config, resolveActor }: { config: Config; resolveActor: (token: string | undefined) => Promise<Actor | null> },
  ) => {
    // Modules add their types with app.graphql.extendSchema and defineResolvers.
    const resolvers: IResolvers = {
      Query: { version: () => '1' },
      Mutation: { ping: () => true },
      Date: DateScalar,
      DateTime: DateTimeScalar,
      Upload: GraphQLUpload,
    };
    registerUploads(app);
    // A browser cannot add headers to a WebSocket upgrade, and mercurius's CSRF check (meant
    // for simple HTTP requests) would refuse it; the upgrade is checked instead by its Origin
    // and its session (verifyClient), so it is marked as checked here.
    app.addHook('onRequest', async (request) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket' && request.url.split('?')[0] === '/api/graphql')
        request.headers['mercurius-require-preflight'] = 'websocket';
    });
    // Sockets are screened before mercurius reads them (its own refusals are English, or none):
    // its WebSocket route's handler is wrapped as the route is added.
    const introspection = config.env !== 'production';
    app.addHook('onRoute', (route) => {
      const inner = (route as { wsHandler?: (socket: ScreenedSocket, request: FastifyRequest) => unknown }).wsHandler;
      if (!inner || route.url !== '/api/graphql') return;
      Object.assign(route, {
        wsHandler(this: unknown, socket: ScreenedSocket, request: FastifyRequest) {
          if (screenSocket(socket, request.raw, { schema: () => app.graphql.schema, introspection }))
            return inner.call(this, socket, request);
        },
      });
    });
    await app.register(mercurius, {
      schema: baseSchema,
      resolvers,
      path: '/api/graphql',
      graphiql: config.env !== 'production' ? 'graphiql' : false,
      ide: false,
      // Uploads are multipart and queries by GET have no body (both "simple" requests): they must carry
      // one of these headers, which a cross-site form cannot send; apollo-upload-client sends
      // apollo-require-preflight, Apollo's clients x-apollo-operation-name (Apollo Server takes both).
      csrfPrevention: {
        requiredHeaders: [
          'x-mercurius-operation-name',
          'mercurius-require-preflight',
          'apollo-require-preflight',
          'x-apollo-operation-name',
        ],
      },
      // Queries seen before run compiled by graphql-jit (issue 16: a list's resolvers, not graphql-js's walk).
      jit: 1,
      // No queryDepth: checkDocument limits the depth (preValidation here, screenSocket for subscriptions);
      // mercurius's own counted introspection's ofType chain and refused GraphiQL's query.
      graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
      additionalRouteOptions: { bodyLimit: GRAPHQL_LIMITS.bodyBytes, preValidation: checkRequestShape },
      subscription: await subscriptionOptions(app, config, resolveActor),
      context: (request: FastifyRequest, reply: FastifyReply) => ({ actor: request.actor, request, reply }),
      errorFormatter: (execution, context) => {
        // The database away (also while resolving the session, before any resolver): 503, not the client's fault.
        if (execution.errors.some((e) => isDatabaseUnavailable(e.originalError ?? e))) {
          const pub = unavailable();
          // A subscription's event has no reply (its context is the socket's).
          context.reply?.header('retry-after', String(RETRY_AFTER_SECONDS));
          return {
            statusCode: 503,
            response: {
              data: execution.data ?? null,
              errors: [{ message: pub.message, extensions: { code: pub.code } }],
            } as never,
          };
        }
        const source = context.reply ? queryTextOf(context.reply.request) : undefined;
        knowEnumTypes(app.graphql?.schema);
        const errors = execution.errors.flatMap((error) => publicGraphqlErrors(error, source));
        const log = context.reply?.log ?? app.log;
        for (const e of errors) if (e.fault) log.error({ err: e.fault }, 'graphql resolver failed');
        // Errors outside any resolver (bad JSON, bad query, limits) are the request's fault: 4xx.
        const requestLevel = errors.length > 0 && errors.every((e) => !e.path);
        const response = errors.map(({ message, locations, path, extensions }) => ({
          message,
          locations,
          path,
          extensions,
        }));
        return {
          statusCode: requestLevel ? errors[0].status : 200,
          response: { data: execution.data ?? null, errors: response } as never,
        };
      },
    });
    // Limits, before anything is parsed or run (see GRAPHQL_LIMITS).
    app.addHook('onReady', async () => guardSubscriptions(app, resolveActor));
    app.graphql.addHook('preParsing', async (_schema, source, context) => checkQueryText(source, !!context.actor));
    app.graphql.addHook('preValidation', async (schema, document, context) => {
      checkDocument(schema, document, { introspection });
      const request = context.reply?.request;
      const asked = (request?.body ?? request?.query) as { operationName?: unknown } | undefined;
      refuseSubscriptionOverHttp(document, asked?.operationName);
    });
    app.graphql.addHook('preExecution', async (_schema, document) => uncompiledIfSeveral(document));
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        typeof payload !== 'string' ||
        !request.url.startsWith('/api/graphql') ||
        payload.length <= GRAPHQL_LIMITS.responseBytes / 4
      )
        return payload;
      if (Buffer.byteLength(payload) <= GRAPHQL_LIMITS.responseBytes) return payload;
      reply.code(400);
      return JSON.stringify({
        data: null,
        errors: [{ message: t(graphqlMessages.responseTooLarge), extensions: { code: 'GRAPHQL_RESPONSE_TOO_LARGE' } }],
      });
    });

    if (config.env !== 'production') {
      // GraphiQL (development only) loads its own code from a public CDN over HTTPS.
      app.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/graphiql')) {
          reply.header(
            'content-security-policy',
            "default-src 'self'; script-src 'self' 'unsafe-inline' https:; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: https:; connect-src 'self'; frame-ancestors 'none'",
          );
        }
      });
    }
  },
  { name: 'graphql', dependencies: ['auth', 'errors'] },
);
