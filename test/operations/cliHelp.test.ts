import t from 'tap';
import { runCli } from '../helpers/cli';

/** The command line's own help and refusals, as an operator reads them: in Spanish (commander writes English). */
t.test('npm run cli: help and refused commands in Spanish', async (t) => {
  const noDatabase = 'postgres://nadie@127.0.0.1:1/ninguna';
  const help = await runCli(['--help'], noDatabase);
  t.equal(help.code, 0);
  t.match(help.stdout, /^Uso: academia \[opciones\] \[orden\]/);
  t.match(help.stdout, /\nOpciones:\n {2}-h, --help +muestra esta ayuda/);
  t.match(help.stdout, /\nÓrdenes:\n/);
  t.match(help.stdout, /payrolls:generate \[opciones\] +Genera las nóminas/);
  t.match(help.stdout, /help \[orden\] +muestra la ayuda de una orden/);

  const one = await runCli(['help', 'db:rollback'], noDatabase);
  t.match(
    one.stdout,
    /^Uso: academia db:rollback \[opciones\]\n\nDeshace el último lote de migraciones\n\nOpciones:\n {2}--all/,
  );

  t.equal(one.code, 0);

  const unknown = await runCli(['db:migrat'], noDatabase);
  t.equal(unknown.code, 2, 'bad arguments: 2, as the commands say theirs');
  t.match(unknown.stderr, /^Error: no existe la orden «db:migrat»/);
  t.match(unknown.stderr, /¿Querías decir db:migrate\?/);
  // The help of a command that does not exist: said so, not the whole list as if it were the answer.
  const helpOfNone = await runCli(['help', 'payrolls:generar'], noDatabase);
  t.equal(helpOfNone.code, 2);
  t.match(helpOfNone.stderr, /^Error: no existe la orden «payrolls:generar»/);
  t.match(helpOfNone.stderr, /¿Querías decir payrolls:generate\?/);
  t.equal(helpOfNone.stdout, '');
  const missing = await runCli(['users:create-admin'], noDatabase);
  t.match(missing.stderr, /^Error: falta la opción obligatoria «--email <email>»/);
  t.equal(missing.code, 2);
  const extra = await runCli(['invoices:verify', 'de-mas'], noDatabase);
  t.equal(extra.code, 2);
  t.match(extra.stderr, /^Error: sobran argumentos/);
  const option = await runCli(['invoices:verify', '--todo'], noDatabase);
  t.equal(option.code, 2);
  t.match(option.stderr, /^Error: opción desconocida «--todo»/);

  for (const output of [
    help.stdout,
    one.stdout,
    unknown.stderr,
    helpOfNone.stderr,
    missing.stderr,
    extra.stderr,
    option.stderr,
  ])
    t.notMatch(output, /Usage|Options|Commands|display help|error:|Did you mean/, 'no English left');
});
