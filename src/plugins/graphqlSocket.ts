import { GraphQLError, getOperationAST, parse, validate, type GraphQLSchema } from 'graphql';
import type { IncomingMessage } from 'node:http';
import { t, type Message } from '../lib/intl';
import { publicGraphqlErrors } from './graphqlErrors';
import { checkDocument, checkQueryText, GRAPHQL_LIMITS } from './graphqlLimits';
import { graphqlMessages as m } from './graphql.messages';

/**
 * The close codes of a live-updates socket (graphql-transport-ws's own where it has one):
 * graphql-ws's client does not retry after 4400, 4401, 4406, 4409, 4429 or 4500.
 */
export const SOCKET_CLOSE = {
  badRequest: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  subprotocol: 4406,
  duplicateId: 4409,
  tooManyInits: 4429,
  unavailable: 1011,
  goingAway: 1001,
} as const;

/** The close frame's reason is at most 123 bytes: the Spanish text, cut at a character if ever longer. */
export function closeReason(message: Message): string {
  let text = t(message);
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  return text;
}

/** What the screen needs of a WebSocket (ws's). */
export interface ScreenedSocket {
  protocol: string;
  close(code?: number, reason?: string): void;
  send(data: unknown, ...rest: unknown[]): void;
  emit(event: string | symbol, ...args: unknown[]): boolean;
}

/** Why an upgrade was refused, found by verifyClient and told once the socket is open. */
export type Refusal = 'origin' | 'session' | 'unavailable';
const REFUSAL: Record<Refusal, [number, Message]> = {
  origin: [SOCKET_CLOSE.forbidden, m.socketOrigin],
  session: [SOCKET_CLOSE.unauthorized, m.socketNoSession],
  unavailable: [SOCKET_CLOSE.unavailable, m.socketUnavailable],
};
const kRefusal = Symbol('graphql socket refusal');
export const refuseUpgrade = (req: IncomingMessage, refusal: Refusal) => Object.assign(req, { [kRefusal]: refusal });

/** Whether an Origin header is this host's (a browser always sends one; «null» or garbage is not). */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The messages a client may send, per subprotocol (graphql-transport-ws; the older graphql-ws). */
const CLIENT_TYPES: Record<string, { start: string; stop: string; types: Set<string> }> = {
  'graphql-transport-ws': {
    start: 'subscribe',
    stop: 'complete',
    types: new Set(['connection_init', 'ping', 'pong', 'subscribe', 'complete']),
  },
  'graphql-ws': {
    start: 'start',
    stop: 'stop',
    types: new Set(['connection_init', 'start', 'stop', 'connection_terminate']),
  },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown, type: 'string' | 'object') =>
  v === undefined || v === null || (type === 'object' ? isObject(v) : typeof v === type);

/** The public errors of a subscription's query before it runs (syntax, validation, limits, operation), or null. */
function checkOperation(schema: GraphQLSchema, payload: Record<string, unknown>, introspection: boolean) {
  const source = payload.query as string;
  const refuse = (error: GraphQLError) =>
    publicGraphqlErrors(error, source).map(({ message, locations, extensions }) => ({
      message,
      locations,
      extensions,
    }));
  try {
    checkQueryText(source, true);
    const document = parse(source, { maxTokens: GRAPHQL_LIMITS.tokens });
    const invalid = validate(schema, document);
    if (invalid.length > 0) return invalid.flatMap(refuse);
    checkDocument(schema, document, { introspection });
    const operation = getOperationAST(document, (payload.operationName as string | undefined) ?? undefined);
    if (!operation) return refuse(new GraphQLError('Unknown operation named'));
    if (operation.operation !== 'subscription')
      return [{ message: t(m.subscriptionOnly), extensions: { code: 'BAD_REQUEST' } }];
    return null;
  } catch (err) {
    if (err instanceof GraphQLError && !err.originalError) return refuse(err);
    return refuse(new GraphQLError(String((err as Error)?.message), { originalError: err as Error }));
  }
}

/** Any error a socket sends: Spanish with a code (resolvers' errors carry theirs; anything else is translated). */
function publicErrors(errors: unknown): unknown[] {
  return (Array.isArray(errors) ? errors : [errors]).flatMap((e) => {
    const error = isObject(e) ? e : {};
    const code = isObject(error.extensions) ? error.extensions.code : undefined;
    if (typeof code === 'string' && typeof error.message === 'string') return [error];
    const path = Array.isArray(error.path) ? (error.path as (string | number)[]) : undefined;
    return publicGraphqlErrors(new GraphQLError(String(error.message ?? ''), { path })).map(
      ({ message, locations, path: at, extensions }) => ({ message, locations, path: at, extensions }),
    );
  });
}

/**
 * Screens one live-updates socket before mercurius reads it: an upgrade refused by verifyClient
 * is closed with its code and a Spanish reason; a message that is not the protocol's (not
 * JSON, an unknown type, a subscribe without id or query, one before connection_init, a second
 * connection_init, an id already open) closes it with graphql-transport-ws's code; a query
 * that would fail (syntax, validation, limits, not a subscription) is answered with its
 * Spanish errors and not run. Whatever error mercurius sends goes out Spanish with a code.
 * False when the socket is closed at once (mercurius need not see it).
 */
export function screenSocket(
  socket: ScreenedSocket,
  req: IncomingMessage,
  { schema, introspection }: { schema: () => GraphQLSchema; introspection: boolean },
) {
  let closed = false;
  const close = (code: number, message: Message): false => {
    closed = true;
    socket.close(code, closeReason(message));
    return false;
  };
  const refusal = (req as { [kRefusal]?: Refusal })[kRefusal];
  const protocol = CLIENT_TYPES[socket.protocol];
  if (refusal) return close(...REFUSAL[refusal]);
  if (!protocol) return close(SOCKET_CLOSE.subprotocol, m.socketProtocol);
  let initialised = false;
  const open = new Set<string>();
  const send = socket.send.bind(socket);
  const emit = socket.emit.bind(socket);

  const pass = (data: Record<string, unknown>): boolean => {
    const { type, id, payload } = data;
    if (typeof type !== 'string' || !protocol.types.has(type) || data.extensions !== undefined) return false;
    if (type === 'connection_init') {
      if (initialised) return close(SOCKET_CLOSE.tooManyInits, m.socketTwiceInit);
      initialised = true;
      return optional(payload, 'object');
    }
    if (type === protocol.stop) {
      if (typeof id === 'string') open.delete(id);
      return typeof id === 'string';
    }
    if (type !== protocol.start) return true;
    if (!initialised) return close(SOCKET_CLOSE.unauthorized, m.socketNoSession);
    if (typeof id !== 'string' || id === '' || !isObject(payload) || typeof payload.query !== 'string') return false;
    if (!optional(payload.variables, 'object') || !optional(payload.operationName, 'string')) return false;
    if (open.has(id)) return close(SOCKET_CLOSE.duplicateId, m.socketDuplicateId);
    const errors = checkOperation(schema(), payload, introspection);
    if (errors) {
      send(JSON.stringify({ type: 'error', id, payload: errors }));
      throw SKIP;
    }
    open.add(id);
    return true;
  };

  socket.emit = (event: string | symbol, ...args: unknown[]) => {
    if (event !== 'message') return emit(event, ...args);
    if (closed) return false;
    let data: unknown;
    try {
      data = JSON.parse(String(args[0]));
    } catch {
      data = null;
    }
    try {
      if (isObject(data) && pass(data)) return emit(event, ...args);
    } catch (err) {
      if (err === SKIP) return false;
      throw err;
    }
    if (!closed) close(SOCKET_CLOSE.badRequest, m.socketBadMessage);
    return false;
  };

  socket.send = (data: unknown, ...rest: unknown[]) => {
    if (typeof data !== 'string') return send(data, ...rest);
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(data) as Record<string, unknown>;
    } catch {
      return send(data, ...rest);
    }
    if (typeof message.id === 'string' && (message.type === 'complete' || message.type === 'error'))
      open.delete(message.id);
    if (message.type === 'error') message.payload = publicErrors(message.payload);
    else if (message.type === 'connection_error') message.payload = { message: t(m.socketNoSession) };
    else return send(data, ...rest);
    return send(JSON.stringify(message), ...rest);
  };
  return true;
}

/** Thrown inside the screen: the message was answered there and goes no further. */
const SKIP = Symbol('answered');
