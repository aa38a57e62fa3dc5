import fp from 'fastify-plugin';
import { HEALTH_TIMEOUT_MS, pingDatabase, reasonOf, TimedOut } from '../lib/readiness';

type Check = 'ok' | 'down' | 'timeout';

/**
 * `/healthz` for load balancers: 200 when the database (and Redis, when REDIS_URL is set)
 * answer within HEALTH_TIMEOUT_MS, 503 otherwise, saying which one failed (`down` or `timeout`,
 * no addresses or messages: the reason goes to the log). Public and never cached.
 */
export default fp(
  async (app) => {
    const check = async (name: string, ping: () => Promise<void>): Promise<Check> => {
      try {
        await ping();
        return 'ok';
      } catch (err) {
        app.log.warn(
          { event: 'health.failed', dependency: name, reason: reasonOf(err) },
          `healthz: ${name} no responde`,
        );
        return err instanceof TimedOut ? 'timeout' : 'down';
      }
    };
    app.get('/healthz', { config: { public: true } }, async (_request, reply) => {
      const redis = app.redisEvents;
      const [database, redisCheck] = await Promise.all([
        check('database', () => pingDatabase(app.db, HEALTH_TIMEOUT_MS)),
        redis ? check('redis', () => redis.ping(HEALTH_TIMEOUT_MS)) : undefined,
      ]);
      const checks = { database, ...(redisCheck ? { redis: redisCheck } : {}) };
      const ok = Object.values(checks).every((c) => c === 'ok');
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ok ? 'ok' : 'unavailable', ...checks });
    });
  },
  { name: 'health', dependencies: ['graphql'] },
);
