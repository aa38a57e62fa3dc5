import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import { createDb, targetFromConfig, type Db } from './db/knex';
import securityPlugin from './plugins/security';
import authPlugin from './plugins/auth';
import ssrPlugin from './plugins/ssr';
import errorsPlugin from './plugins/errors';
import graphqlPlugin from './plugins/graphql';
import sectionsPlugin from './plugins/sections';
import homePlugin from './plugins/home';
import { CLIENT_DIST } from './plugins/assets';
import { createPlacesServices, placesPlugin } from '../modules/places';
import { createAcademicServices, academicPlugin } from '../modules/academic';
import { createPeopleServices, peoplePlugin } from '../modules/people';
import { createVouchersServices, vouchersPlugin } from '../modules/vouchers';
import { createMailer } from './lib/mail';

/** Every module's services, built once over the same database: pages, GraphQL and the CLI share them. */
export function createServices(db: Db, config: Config, log?: FastifyBaseLogger) {
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const academic = createAcademicServices({ db });
  return {
    mailer,
    ...createPlacesServices({ db }),
    ...academic,
    ...createPeopleServices({ db, config, mailer, academic: academic.academic }),
    ...createVouchersServices({ db, config, mailer, academic: academic.academic }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    services: Services;
    config: Config;
  }
}

export interface BuildOptions {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  /** Told of every route as it is added (tests check each page declares its policy action). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const db = options.db ?? createDb(targetFromConfig(config));
  if (!options.db) app.addHook('onClose', () => db.destroy());
  const services = createServices(db, config, app.log);
  app.decorate('db', db);
  app.decorate('services', services);
  app.decorate('config', config);

  await app.register(securityPlugin, { config });
  await app.register(authPlugin, { config, resolveActor: services.auth.resolve });
  await app.register(ssrPlugin);
  await app.register(errorsPlugin);
  await app.register(graphqlPlugin, { config });
  await app.register(fastifyStatic, { root: CLIENT_DIST + '/assets', prefix: '/assets/', immutable: true, maxAge: '365d', decorateReply: false });
  app.get('/favicon.svg', { config: { public: true } }, async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f07c1e"/><text x="16" y="23" font-size="18" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">A</text></svg>'),
  );
  app.get('/healthz', { config: { public: true } }, async () => {
    await db.raw('select 1');
    return { status: 'ok' };
  });

  // Modules, lowest floor first.
  await app.register(placesPlugin, services);
  await app.register(academicPlugin, services);
  await app.register(peoplePlugin, services);
  await app.register(vouchersPlugin, services);
  await app.register(homePlugin);
  await app.register(sectionsPlugin);
  return app;
}
