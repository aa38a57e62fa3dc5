import { Command, CommanderError } from 'commander';
import { loadConfig } from './config';
import { buildApp, MODULES } from './app';
import { prepareDatabase, migrateRollback } from './db/migrate';
import { seedDemo } from '../seeds/demo';
import { adminInput, createAdmin } from '../modules/people';
import { askPassword } from './lib/askPassword';
import { formatNumber } from './lib/intl';
import { assertDatabaseAnswers } from './lib/readiness';
import { registerInvoicesCommands, registerHistoryInvoicesCommand } from '../modules/invoices';
import { registerPayrollsCommands, registerHistoryPayrollsCommand } from '../modules/payrolls';

/**
 * `npm run cli -- <command>`: boots the app without listening, so commands use the same
 * services, policy and database as the pages.
 */
const program = new Command().name('academia').description('Tareas de la intranet de la academia');

// Commander writes its help and its errors in English: in Spanish here, like everything else.
// Set before the commands are added, which inherit them.
const HELP_TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Options:': 'Opciones:',
  'Commands:': 'Órdenes:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opciones generales:',
};
const COMMANDER_ERRORS: [RegExp, string][] = [
  [/^error: unknown command '([^']*)'/, 'Error: no existe la orden «$1» (npm run cli -- --help las lista)'],
  [/^error: unknown option '([^']*)'/, 'Error: opción desconocida «$1»'],
  [/^error: missing required argument '([^']*)'/, 'Error: falta el argumento «$1»'],
  [/^error: option '([^']*)' argument missing/, 'Error: a la opción «$1» le falta su valor'],
  [/^error: required option '([^']*)' not specified/, 'Error: falta la opción obligatoria «$1»'],
  [/^error: too many arguments.*/, 'Error: sobran argumentos'],
  [/\(Did you mean (.*)\?\)/, '(¿Querías decir $1?)'],
];
program
  .helpOption('-h, --help', 'muestra esta ayuda')
  .helpCommand('help [orden]', 'muestra la ayuda de una orden')
  .configureHelp({
    styleTitle: (title) => HELP_TITLES[title] ?? title,
    styleOptionText: (text) => (text === '[options]' ? '[opciones]' : text),
    styleSubcommandText: (text) => (text === '[command]' ? '[orden]' : text),
  })
  .configureOutput({
    outputError: (text, write) =>
      write(COMMANDER_ERRORS.reduce((out, [pattern, spanish]) => out.replace(pattern, spanish), text)),
  })
  // Commander exits with 1 on a refused command line; thrown instead, so that bad arguments
  // (an unknown command or option, one missing, one too many) end with 2, as the commands' own
  // refusals do, and 1 keeps meaning "it ran and failed" (cron tells them apart).
  .exitOverride();

async function withApp(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const config = loadConfig(process.env, { logLevel: 'warn' });
  // As the server does at boot: a database that does not answer is named in Spanish at once
  // (DATABASE_URL, its address, the error's code), not by the driver's English message.
  if (config.databaseUrl) await assertDatabaseAnswers(config.databaseUrl);
  const app = await buildApp(config, { servesPages: false });
  try {
    await app.ready();
    await work(app);
  } finally {
    await app.close();
  }
}

/** What an installation in use holds, as «1 usuario, 19 facturas» (empty when it holds neither). */
async function dataHeld(db: Awaited<ReturnType<typeof buildApp>>['db']): Promise<string[]> {
  const held: string[] = [];
  for (const [table, one, many] of [
    ['users', 'usuario', 'usuarios'],
    ['invoices', 'factura', 'facturas'],
  ] as const) {
    if (!(await db.schema.hasTable(table))) continue;
    const n = Number((await db(table).count({ n: '*' }).first())?.n ?? 0);
    if (n > 0) held.push(`${formatNumber(n)} ${n === 1 ? one : many}`);
  }
  return held;
}

program
  .command('db:migrate')
  .description('Aplica las migraciones pendientes')
  .action(() =>
    withApp(async (app) => {
      const applied = await prepareDatabase(app.db, MODULES);
      console.log(
        applied.length ? `Migraciones aplicadas:\n  ${applied.join('\n  ')}` : 'La base de datos ya está al día',
      );
    }),
  );

program
  .command('db:rollback')
  .description('Deshace el último lote de migraciones')
  .option('--all', 'deshace todas')
  .option('--confirmar', 'deshace aunque la base de datos tenga datos (sus tablas se borran)')
  .action((options: { all?: boolean; confirmar?: boolean }) =>
    withApp(async (app) => {
      // A database migrated once has every migration in one batch: «the last batch» is every
      // table, invoices and their verification records included. Not without saying so.
      const held = options.confirmar ? [] : await dataHeld(app.db);
      if (held.length) {
        console.error(
          `La base de datos tiene datos (${held.join(', ')}): deshacer las migraciones borra sus tablas con lo que guardan. Haz antes una copia de seguridad (pg_dump) y repite la orden con --confirmar.`,
        );
        process.exitCode = 2;
        return;
      }
      const reverted = await migrateRollback(app.db, options.all);
      console.log(
        reverted.length ? `Migraciones deshechas:\n  ${reverted.join('\n  ')}` : 'No había nada que deshacer',
      );
    }),
  );

program
  .command('db:seed')
  .description('Carga la academia de demostración si la base de datos está vacía')
  .action(() =>
    withApp(async (app) => {
      await prepareDatabase(app.db, MODULES);
      console.log(
        (await seedDemo(app.db, MODULES))
          ? 'Academia de demostración creada'
          : 'La base de datos ya tiene usuarios: no se ha cargado nada',
      );
    }),
  );

program
  .command('users:create-admin')
  .description(
    'Crea un administrador (el primero de una instalación nueva). La contraseña se pide en el terminal, sin mostrarla, o se lee de ADMIN_PASSWORD; nunca de un argumento',
  )
  .requiredOption('--email <email>', 'su email, con el que inicia sesión')
  .option('--name <nombre>', 'nombre y apellidos', 'Administración')
  .action(async (options: { email: string; name: string }) => {
    // Refused input (no password, two that differ, a bad email or a weak password) exits 2, as
    // every other refused argument does; 1 is left for a run that failed.
    const refuse = (message: string) => {
      console.error(message);
      process.exitCode = 2;
    };
    let password = process.env.ADMIN_PASSWORD;
    if (password === undefined || password === '') {
      if (!process.stdin.isTTY)
        return refuse(
          'Falta la contraseña: ejecuta la orden en un terminal para escribirla, o pásala en la variable de entorno ADMIN_PASSWORD.',
        );
      password = await askPassword('Contraseña del administrador (no se muestra): ');
      const repeated = await askPassword('Repítela: ');
      if (repeated !== password) return refuse('Las contraseñas no coinciden: no se ha creado nada.');
    }
    let input: ReturnType<typeof adminInput>;
    try {
      input = adminInput({ email: options.email, name: options.name, password });
    } catch (err) {
      return refuse((err as Error).message);
    }
    await withApp(async (app) => {
      await prepareDatabase(app.db, MODULES);
      const result = await createAdmin(app.db, input);
      console.log(result.message);
      if (!result.ok) process.exitCode = 1;
    });
  });

// A password in an argument stays in the shell's history and in the process list: refused.
if (process.argv.some((arg) => /^--pass(word)?(=|$)/i.test(arg))) {
  console.error(
    'La contraseña no se pasa como argumento (quedaría en el historial y en la lista de procesos): escríbela cuando se pida o usa la variable de entorno ADMIN_PASSWORD.',
  );
  process.exit(2);
}
registerInvoicesCommands(program, withApp);
registerPayrollsCommands(program, withApp);
registerHistoryInvoicesCommand(program, withApp);
registerHistoryPayrollsCommand(program, withApp);

// `help <orden>` of no command: commander printed the whole list (exit 2) without saying why; parsed as
// that command instead, it is refused as one that does not exist, with the nearest name.
const [first, asked] = process.argv.slice(2);
if (
  first === 'help' &&
  asked &&
  !asked.startsWith('-') &&
  !program.commands.some((c) => c.name() === asked || c.aliases().includes(asked))
)
  process.argv.splice(2, 1);

program.parseAsync().catch((err) => {
  // A command that reports its own bad arguments (exit status 2) has already said why.
  if (err instanceof CommanderError) process.exit(err.exitCode === 0 ? 0 : 2);
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
