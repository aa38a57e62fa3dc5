import { Command } from 'commander';
import { loadConfig } from './config';
import { buildApp } from './app';
import { migrateLatest, migrateRollback } from './db/migrate';
import { seedDemo } from '../seeds/demo';

/**
 * `npm run cli -- <command>`: boots the app without listening, so commands use the same
 * services, policy and database as the pages.
 */
const program = new Command().name('academia').description('Tareas de la intranet de la academia');

async function withApp(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const app = await buildApp(loadConfig(process.env, { logLevel: 'warn' }));
  try {
    await app.ready();
    await work(app);
  } finally {
    await app.close();
  }
}

program
  .command('db:migrate')
  .description('Aplica las migraciones pendientes')
  .action(() =>
    withApp(async (app) => {
      const applied = await migrateLatest(app.db);
      console.log(applied.length ? `Migraciones aplicadas:\n  ${applied.join('\n  ')}` : 'La base de datos ya está al día');
    }),
  );

program
  .command('db:rollback')
  .description('Deshace el último lote de migraciones')
  .option('--all', 'deshace todas')
  .action((options: { all?: boolean }) =>
    withApp(async (app) => {
      const reverted = await migrateRollback(app.db, options.all);
      console.log(reverted.length ? `Migraciones deshechas:\n  ${reverted.join('\n  ')}` : 'No había nada que deshacer');
    }),
  );

program
  .command('db:seed')
  .description('Carga la academia de demostración si la base de datos está vacía')
  .action(() =>
    withApp(async (app) => {
      await migrateLatest(app.db);
      console.log((await seedDemo(app.db)) ? 'Academia de demostración creada' : 'La base de datos ya tiene usuarios: no se ha cargado nada');
    }),
  );

program.parseAsync().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
