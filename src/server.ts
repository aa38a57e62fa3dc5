import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { migrateLatest } from './db/migrate';
import { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seeds/demo';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const applied = await migrateLatest(app.db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const seeded = config.env !== 'production' && (await seedDemo(app.db));

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
    ...(config.env !== 'production' ? ['  Cuentas de demostración (contraseña ' + DEMO_PASSWORD + '):', ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.email}`), ''] : []),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
