import { setFlagsFromString } from 'node:v8';
import { loadConfig, ConfigError } from './config';
import { assertDatabaseAnswers, BootError } from './lib/readiness';
import { logUnhandledRejections } from './lib/processGuards';

/**
 * Under load V8 lets its old generation grow to up to four times what is live before it
 * collects it: at 50 connections on /vouchers, 50 MB live became 170–230 MB of heap and
 * 310–340 MB of RSS. Twice what is live is enough: the same CPU per request, at most ~235 MB
 * (issue 16, bench/rss.ts). V8's own flag, set before the first collection that sizes the heap.
 */
setFlagsFromString('--heap-growing-percent=100');

async function main() {
  const config = loadConfig();
  // React picks its build from NODE_ENV when it is first loaded (below, with the app). Left
  // unset, as `npm start` leaves it, the pages are rendered by React's production build, as the
  // browser code always is (src/build.mjs): its development build renders slower and warns about
  // checks meant for its developers. The configuration has read NODE_ENV already: unset is still
  // development there (the demo academy, cookies over plain http). `npm run dev` asks for React's
  // development build by setting NODE_ENV=development.
  process.env.NODE_ENV ??= 'production';
  // Redis is checked before anything starts: an instance that cannot share events with the
  // others must not join them (boot fails with a message naming REDIS_URL). Once running, an
  // instance survives Redis going away (src/lib/redisEvents).
  if (config.redisUrl) await import('./lib/redisEvents').then((r) => r.assertRedisAnswers(config.redisUrl!));
  // The same for PostgreSQL: a database that does not answer is named at once, not after the pool's minute.
  if (config.databaseUrl) await assertDatabaseAnswers(config.databaseUrl);
  // Loaded after the checks, so an unreachable dependency is reported in a second, not after compiling every module.
  const [
    { buildApp, MODULES },
    { prepareDatabase },
    { releaseInitdbMemory },
    { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD },
  ] = await Promise.all([import('./app'), import('./db/migrate'), import('./db/knex'), import('../seeds/demo')]);
  const app = await buildApp(config);
  logUnhandledRejections(app.log);
  const applied = await prepareDatabase(app.db, MODULES);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const seeded = config.env !== 'production' && (await seedDemo(app.db, MODULES));
  releaseInitdbMemory(app.db);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  const lines = [
    '',
    `  Intranet de la academia: http://localhost:${config.port}`,
    `  Base de datos: ${where}${seeded ? ' (academia de demostración creada)' : ''}`,
    '',
    ...(config.env !== 'production'
      ? [
          '  Cuentas de demostración (contraseña ' + DEMO_PASSWORD + '):',
          ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.email}`),
          '',
        ]
      : []),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof BootError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
