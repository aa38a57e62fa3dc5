import t from 'tap';
import { databaseUrlOf, onPostgres, spawnCli } from '../../test/helpers/cli';
import { setupApp, createUser } from '../../test/helpers/app';
import { actorOf, pricedCourse, teacherWithClasses, validatedClass } from './payrolls.testkit';

/**
 * `npm run cli -- payrolls:generate` as cron runs it: a real process on the test's database
 * (PostgreSQL only: the embedded database is one process's).
 */
// Each run boots the app in a new process: slow on a busy machine.
t.setTimeout(900_000);

t.test(
  'payrolls:generate as a process',
  { timeout: 900_000, skip: !onPostgres && 'needs PostgreSQL (DATABASE_URL)' },
  async (t) => {
    const app = await setupApp(t);
    const db = await databaseUrlOf(app);
    const count = async (table: string) => Number((await app.db(table).count({ n: '*' }).first())!.n);
    await pricedCourse(app);
    await teacherWithClasses(app, [{ when: '2026-10-05T17:00', duration: 90 }]);

    t.test('with no admin to act for: exit 1, nothing written', async (t) => {
      const run = await spawnCli(['payrolls:generate', '--month', '2026-10'], db).done;
      t.equal(run.code, 1);
      t.match(run.stderr, 'No hay ningún administrador activo');
      t.equal(await count('teacher_payrolls'), 0);
    });

    t.test('bad arguments: Spanish message, exit 2', async (t) => {
      await createUser(app, 'admin');
      const month = await spawnCli(['payrolls:generate', '--month', '2026-13'], db).done;
      t.equal(month.code, 2);
      // In the command's own format (its usage says AAAA-MM), not the form's (mm/aaaa).
      t.match(month.stderr, 'Indica un mes válido (AAAA-MM), por ejemplo 2026-10');
      t.match(month.stderr, 'Uso: npm run cli -- payrolls:generate');
      // The rule said (years 2000 to 2100), and what an empty option needs (not the form's «Debes rellenar este campo»).
      const [old, empty] = await Promise.all([
        spawnCli(['payrolls:generate', '--month', '1999-12'], db).done,
        spawnCli(['payrolls:generate', '--month', ''], db).done,
      ]);
      t.equal(old.code, 2);
      t.match(old.stderr, 'El mes debe ser de los años 2000 a 2100 (AAAA-MM), por ejemplo 2026-10');
      t.equal(empty.code, 2);
      t.match(empty.stderr, 'Indica el mes como 2026-11 o 11/2026');
      t.notMatch(empty.stderr, 'Debes rellenar este campo');
      const option = await spawnCli(['payrolls:generate', '--mes', '2026-10'], db).done;
      t.equal(option.code, 2);
      t.match(option.stderr, 'Opción desconocida: --mes');
      t.equal(await count('teacher_payrolls'), 0);
    });

    t.test('a database that does not answer: named in Spanish, exit 1', async (t) => {
      const down = await spawnCli(['payrolls:generate', '--dry-run'], 'postgres://academia:secreta@127.0.0.1:1/nada')
        .done;
      t.equal(down.code, 1);
      t.match(down.stderr, 'La base de datos de DATABASE_URL (postgres://academia@127.0.0.1:1/nada) no responde');
      t.notMatch(down.stderr, 'connect ECONNREFUSED', "not the driver's English");
      t.notMatch(down.stderr, 'secreta', 'never the password');
      const missing = new URL(db);
      missing.pathname = '/no_existe_esta_base';
      const verify = await spawnCli(['invoices:verify'], missing.toString()).done;
      t.equal(verify.code, 1);
      t.match(verify.stderr, 'no responde');
      t.notMatch(verify.stderr, 'does not exist');
    });

    t.test('--dry-run writes nothing', async (t) => {
      const run = await spawnCli(['payrolls:generate', '--month', '2026-10', '--dry-run'], db).done;
      t.equal(run.code, 0, run.stderr);
      t.match(run.stdout, 'Simulación de las nóminas de octubre de 2026');
      t.match(run.stdout, 'Nóminas nuevas: 1');
      t.match(run.stdout, /Bruto: 22,50\s€/);
      t.match(run.stdout, 'Simulación: no se ha escrito nada.');
      t.equal(await count('teacher_payrolls'), 0);
    });

    t.test('a run, plain lines without a terminal, and a second run that creates nothing', async (t) => {
      const run = await spawnCli(['payrolls:generate', '--month', '2026-10'], db).done;
      t.equal(run.code, 0, run.stderr);
      t.match(run.stdout, 'Nóminas escritas: 1/1');
      t.notMatch(run.stdout, '\u001b[', 'no terminal codes in a cron mail');
      t.match(
        run.stdout,
        /Nóminas de octubre de 2026: 1 nueva; 1 clase, bruto 22,50\s€, IRPF -3,38\s€, neto 19,12\s€\./,
      );
      t.equal(await count('teacher_payrolls'), 1);
      const again = await spawnCli(['payrolls:generate', '--month', '2026-10'], db).done;
      t.equal(again.code, 0);
      t.match(again.stdout, 'no se ha creado nada');
      t.equal(await count('teacher_payrolls'), 1);
    });

    t.test('killed part-way (the process): nothing half-written; the next run completes', async (t) => {
      const admin = actorOf(await createUser(app, 'admin'));
      const first = await app.db('teacher_payrolls').first('id', 'teacher_id');
      // A late class for the teacher with a pending payroll, and two new teachers.
      await validatedClass(app, first.teacherId, '2026-10-20T17:00', 60);
      await teacherWithClasses(app, [{ when: '2026-10-07T17:00' }]);
      await teacherWithClasses(app, [{ when: '2026-10-08T17:00' }]);
      // Hold the pending payroll's row: the run writes the new payrolls, then waits here.
      const hold = await app.db.transaction();
      await hold('teacher_payrolls').where('id', first.id).forUpdate();
      const { child, done } = spawnCli(['payrolls:generate', '--month', '2026-10'], db);
      let waiting = false;
      for (let i = 0; i < 1800 && !waiting; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        const { rows } = await app.db.raw(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        waiting = rows[0].n > 0;
      }
      t.ok(waiting, 'the run was writing when it was killed');
      child.kill('SIGKILL');
      const killed = await done;
      t.equal(killed.signal, 'SIGKILL');
      await hold.rollback();
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await app.db.raw(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`,
        );
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      t.equal(await count('teacher_payrolls'), 1, 'no payroll of the killed run');
      t.equal(await count('teacher_payroll_classes'), 1);
      const result = await app.services.payrolls.generate(admin, '2026-10');
      t.same([result.created, result.updated], [2, 1]);
      t.equal(await count('teacher_payrolls'), 3);
      const dupes = await app
        .db('teacher_payroll_classes')
        .where('released', false)
        .groupBy('class_id')
        .havingRaw('count(*) > 1')
        .select('class_id');
      t.same(dupes, [], 'no class in two payrolls');
    });
  },
);
