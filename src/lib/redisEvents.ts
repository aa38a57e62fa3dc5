import { Redis } from 'ioredis';
import MQEmitterRedis from 'mqemitter-redis';
import type { MQEmitter } from 'mqemitter';
import type { FastifyBaseLogger } from 'fastify';
import { t } from './intl';
import { operationsMessages as m } from './operations.messages';
import { BootError, BOOT_TIMEOUT_MS, HEALTH_TIMEOUT_MS, reasonOf, safeAddress, withTimeout } from './readiness';

/** mqemitter-redis's emitter that puts a prefix before every channel (shipped without types). */
type PrefixEmitterClass = new (
  prefix: string,
  options: { subConn: Redis; pubConn: Redis },
) => MQEmitter & {
  state: NodeJS.EventEmitter;
  close(done: () => void): void;
};
const { MQEmitterRedisPrefix } = MQEmitterRedis as unknown as { MQEmitterRedisPrefix: PrefixEmitterClass };

/** Reconnection delays: quickly at first, then every 2 s for as long as Redis is away. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2_000);

/**
 * The prefix of this installation's Redis channels: REDIS_PREFIX, or one derived from the
 * database, because the instances that must share events are exactly those sharing a database
 * (two academies, or a staging and a production, on one Redis never see each other's events).
 */
export function redisPrefix(config: { redisPrefix?: string; databaseUrl?: string; dataDir: string }): string {
  if (config.redisPrefix) return config.redisPrefix;
  if (!config.databaseUrl) return `academia:${config.dataDir}:`;
  const url = new URL(config.databaseUrl);
  return `academia:${url.hostname}:${url.port || '5432'}${url.pathname}:`;
}

export interface RedisEvents {
  /** The emitter mercurius publishes to and subscribes on. */
  emitter: MQEmitter;
  /** PING within `ms` (health checks); rejects when Redis does not answer. */
  ping(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Subscription events through Redis, made to survive Redis going away: both connections retry
 * for ever, errors are logged once per outage (not thrown: mqemitter-redis re-emits every
 * connection error on an EventEmitter nobody listens to, which used to kill the process), and
 * ioredis subscribes again when Redis is back. Publishing while Redis is away fails at once
 * (no offline queue on the publishing connection), so a class change is saved and only its live
 * notification is lost; subscribing waits for Redis to come back.
 */
export function createRedisEvents(url: string, prefix: string, log: FastifyBaseLogger): RedisEvents {
  const address = safeAddress(url);
  const subConn = new Redis(url, { retryStrategy, maxRetriesPerRequest: null, lazyConnect: false });
  const pubConn = new Redis(url, { retryStrategy, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const emitter = new MQEmitterRedisPrefix(prefix, { subConn, pubConn });
  let away = false;
  let everReady = false;
  pubConn.once('ready', () => (everReady = true));
  emitter.state.on('error', (err: unknown) => {
    if (away) return;
    away = true;
    log.error(
      { event: 'redis.unavailable', redis: address, reason: reasonOf(err) },
      'Redis no responde: los avisos en directo se pausan hasta que vuelva',
    );
  });
  const back = () => {
    if (!away || subConn.status !== 'ready' || pubConn.status !== 'ready') return;
    away = false;
    log.info(
      { event: 'redis.available', redis: address },
      'Redis vuelve a responder: los avisos en directo se reanudan',
    );
  };
  subConn.on('ready', back);
  pubConn.on('ready', back);
  return {
    emitter,
    ping: async (ms = HEALTH_TIMEOUT_MS) => {
      // Right after start the connection may still be opening: wait for it rather than say "down".
      const opening = !everReady
        ? new Promise<void>((ready) => pubConn.once('ready', () => ready()))
        : Promise.resolve();
      await withTimeout(
        opening.then(() => pubConn.ping()),
        ms,
      );
    },
    close: () => new Promise<void>((done) => emitter.close(() => done())),
  };
}

/**
 * Boot's check that REDIS_URL answers, with a single connection that does not retry: rejects
 * within `ms` with a Spanish message naming REDIS_URL and its address (never the password).
 */
export async function assertRedisAnswers(url: string, ms = BOOT_TIMEOUT_MS): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: ms,
  });
  // The connection's own error (ECONNREFUSED, ENOTFOUND...) says more than connect()'s "Connection is closed".
  let cause: unknown;
  client.on('error', (err: unknown) => (cause ??= err));
  try {
    await withTimeout(
      client.connect().then(() => client.ping()),
      ms,
    );
  } catch (err) {
    throw new BootError(t(m.redisBootTimeout, { address: safeAddress(url), reason: reasonOf(cause ?? err) }), {
      cause: cause ?? err,
    });
  } finally {
    client.disconnect();
  }
}
