import type { FastifyInstance } from 'fastify';
import { redisPrefix } from '../../src/lib/redisEvents';

/**
 * Resolves once the server listens to `topic` for a page's live updates: the page's subscription
 * has reached the server and is registered, so an event published from now on reaches the page.
 * With REDIS_URL, Redis is asked how many subscribers this installation's channel has; with the
 * in-process emitter (mercurius's mqemitter), its matcher is asked.
 */
export async function serverSubscribed(app: FastifyInstance, topic: string, timeout = 20_000): Promise<void> {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let close = () => {};
  let count: () => Promise<number>;
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(app.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    const channel = `${redisPrefix(app.config)}${topic}`;
    close = () => redis.disconnect();
    count = async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number | string])[1]);
  } else {
    // mqemitter's own matcher (not typed by mercurius): the handlers registered for the topic.
    const emitter = (app.graphql.pubsub as unknown as { emitter?: { _matcher?: { match(t: string): unknown[] } } })
      .emitter;
    if (!emitter?._matcher) return void (await pause(1000));
    const matcher = emitter._matcher;
    count = async () => matcher.match(topic).length;
  }
  try {
    for (const end = Date.now() + timeout; Date.now() < end; await pause(50)) if ((await count()) > 0) return;
    throw new Error(`no subscriber to ${topic} after ${timeout} ms`);
  } finally {
    close();
  }
}
