import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import { createDb, targetFromConfig, type Db } from './db/knex';
import securityPlugin from './plugins/security';
import authPlugin from './plugins/auth';
import ssrPlugin from './plugins/ssr';
import errorsPlugin from './plugins/errors';
import graphqlPlugin from './plugins/graphql';
import healthPlugin from './plugins/health';
import homePlugin from './plugins/home';
import { CLIENT_DIST } from './plugins/assets';
import { clientErrorHandler, frameworkErrors } from './plugins/frameworkErrors';
import { requestSerializer } from './lib/logRedact';
import { createMailer } from './lib/mail';
import { isAction } from './lib/policy';
import type { ServicesOfAll } from './lib/module';
import { collectModules, registerModules } from './plugins/modules';
import { placesModule } from '../modules/places';
import { academicModule } from '../modules/academic';
import { peopleModule } from '../modules/people';
import { vouchersModule } from '../modules/vouchers';
import { invoicesModule } from '../modules/invoices';
import { payrollsModule } from '../modules/payrolls';

/**
 * The modules of the app, lowest floor first: the one list the platform collects (policy,
 * menu, services, GraphQL, pages, reminders, autocomplete sources, demo data). Adding a
 * module is one line here (docs/ARCHITECTURE.md: "Adding a module").
 */
export const MODULES = [
  placesModule,
  academicModule,
  peopleModule,
  vouchersModule,
  invoicesModule,
  payrollsModule,
] as const;

/** Every module's services, built once over the same database: pages, GraphQL and the CLI share them. */
export type Services = { mailer: ReturnType<typeof createMailer> } & ServicesOfAll<typeof MODULES>;

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
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * False for the command line: it serves no pages, so a missing browser build (dist/client, made
   * by `npm run build`) is not worth a warning there (a cron mail shows only the command's lines).
   */
  servesPages?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Request URLs are logged without secrets (the password-reset token, in the query).
      serializers: { req: requestSerializer as never },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before any route (a URL segment too long, headers over 16 KB) in Spanish.
    frameworkErrors,
    clientErrorHandler,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // A page that names an action no module declares fails the boot.
  app.addHook('onRoute', (route) => {
    const action = (route.config as { action?: string } | undefined)?.action;
    if (action && !isAction(action))
      throw new Error(`Route ${route.method} ${route.url} needs the action '${action}', which no module declares`);
  });
  const db = options.db ?? createDb(targetFromConfig(config), app.log);
  if (!options.db) app.addHook('onClose', () => db.destroy());
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const collected = collectModules(MODULES, { db, config, mailer, log: app.log });
  const services = collected.services as Services;
  app.decorate('db', db);
  app.decorate('services', services);
  app.decorate('config', config);

  await app.register(securityPlugin, { config });
  await app.register(authPlugin, { config, resolveActor: services.auth.resolve });
  const servesPages = options.servesPages !== false;
  await app.register(ssrPlugin, { menu: collected.menu.groups, warnMissingClient: servesPages });
  await app.register(errorsPlugin);
  await app.register(graphqlPlugin, { config, resolveActor: services.auth.resolve });
  await app.register(fastifyStatic, {
    root: CLIENT_DIST + '/assets',
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
    suppressWarning: !servesPages,
  });
  app.get('/favicon.svg', { config: { public: true } }, async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f07c1e"/><text x="16" y="23" font-size="18" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">A</text></svg>',
      ),
  );
  await app.register(healthPlugin);

  // Modules, lowest floor first.
  await registerModules(app, MODULES, collected);
  await app.register(homePlugin, { todo: collected.todo });
  return app;
}
