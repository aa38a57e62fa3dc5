import t from 'tap';
import { createTestDb } from '../helpers/db';
import { runCli } from '../helpers/cli';
import { verify } from '@node-rs/argon2';

const verifyPassword = (hash: string, password: string) => verify(hash, password);

/** Runs `npm run cli -- args` as an operator would, with `env` (DATABASE_URL among them): its code and all it printed. */
async function cli(args: string[], { DATABASE_URL, ...env }: Record<string, string>) {
  const { code, stdout, stderr } = await runCli(args, DATABASE_URL, env);
  return { code, output: stdout + stderr };
}

t.test(
  'users:create-admin as a process',
  { skip: process.env.DATABASE_URL ? false : 'needs PostgreSQL (DATABASE_URL) shared with the child process' },
  async (t) => {
    const { db, drop, url } = await createTestDb();
    t.teardown(drop);
    const env = { DATABASE_URL: url!, NODE_ENV: 'production', ADMIN_PASSWORD: '' };

    const [argument, weak, noTerminal] = await Promise.all([
      cli(['users:create-admin', '--email', 'jefa@academia.es', '--password', 'secreto123'], env),
      cli(['users:create-admin', '--email', 'no-es-un-email'], { ...env, ADMIN_PASSWORD: 'corta' }),
      cli(['users:create-admin', '--email', 'jefa@academia.es'], env),
    ]);
    t.equal(argument.code, 2, 'refused input: 2, as every other refused argument');
    t.match(argument.output, /La contraseña no se pasa como argumento/);
    t.equal(weak.code, 2);
    t.match(weak.output, /Email: El email no tiene un formato válido/);
    t.match(weak.output, /Contraseña: La contraseña debe tener al menos 8 caracteres/);
    t.equal(noTerminal.code, 2);
    t.match(noTerminal.output, /ADMIN_PASSWORD/);
    t.equal((await db('users').count({ n: '*' }))[0].n, 0, 'nothing created by the refusals');

    const created = await cli(['users:create-admin', '--email', 'Jefa@Academia.es', '--name', 'Marta Ruiz López'], {
      ...env,
      ADMIN_PASSWORD: 'una-clave-larga',
    });
    t.equal(created.code, 0, created.output);
    t.match(created.output, 'Administrador creado: jefa@academia.es');
    t.notMatch(created.output, 'una-clave-larga', 'the password is never printed');
    // Only the command's own Spanish line (a cron mail): no English log about the browser build,
    // which the command line does not serve (this worktree's tests run without `npm run build`).
    t.notMatch(created.output, /dist\/client|must exist/, 'no warning about the browser build');
    t.strictSame(
      created.output.split('\n').filter((line) => line.startsWith('{')),
      [],
      'no log lines at all',
    );
    const user = await db('users').where({ email: 'jefa@academia.es' }).first();
    t.match(user, { role: 'admin', firstName: 'Marta', lastName: 'Ruiz López' });
    t.ok(await verifyPassword(user.passwordHash, 'una-clave-larga'), 'signs in with that password');
    // A production installation's first command: its customers' and teachers' municipalities are there.
    const municipalities = (await db('municipalities').count({ n: '*' }))[0].n;
    t.ok(Number(municipalities) > 8000, `Spain's municipalities loaded (${municipalities})`);
    t.equal((await db('users').count({ n: '*' }))[0].n, 1, 'and no demo academy in production');

    const again = await cli(['users:create-admin', '--email', 'jefa@academia.es'], {
      ...env,
      ADMIN_PASSWORD: 'otra-clave-distinta',
    });
    t.equal(again.code, 0, 'running it again is safe');
    t.match(again.output, /Ya existe un administrador con el email jefa@academia.es: no se ha cambiado nada/);
    t.ok(
      await verifyPassword(
        (await db('users').where({ email: 'jefa@academia.es' }).first()).passwordHash,
        'una-clave-larga',
      ),
      'its password unchanged',
    );
  },
);
