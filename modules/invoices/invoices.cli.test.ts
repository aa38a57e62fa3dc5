import t from 'tap';
import { databaseUrlOf, onPostgres, runCli } from '../../test/helpers/cli';
import { createUser, setupApp } from '../../test/helpers/app';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { issueInvoice } from './issue';

/** `npm run cli -- invoices:verify` as an operator runs it: a real process on the test's database (PostgreSQL only). */
t.setTimeout(600_000);

const verify = (databaseUrl: string) => runCli(['invoices:verify'], databaseUrl);

t.test('invoices:verify as a process', { skip: !onPostgres && 'needs PostgreSQL (DATABASE_URL)' }, async (t) => {
  const app = await setupApp(t);
  const db = await databaseUrlOf(app);
  const w = await vouchersWorld(app);

  const noAdmin = await verify(db);
  t.equal(noAdmin.code, 1, 'no admin to act for');
  t.match(noAdmin.stderr, 'No hay ningún administrador activo');

  await createUser(app, 'admin');
  const empty = await verify(db);
  t.equal(empty.code, 0, empty.stderr);
  t.match(empty.stdout, 'No hay registros de facturación que comprobar.');

  for (let i = 0; i < 3; i++) {
    await app.db.transaction((trx) =>
      issueInvoice(trx, {
        customerId: w.customer.id,
        lines: [{ concept: 'Matrícula', quantity: 1, unitPriceCents: 3000 + i }],
        paymentMethod: 'wire',
        status: 'paid',
        createdBy: null,
      }),
    );
  }
  const good = await verify(db);
  t.equal(good.code, 0, good.stderr);
  t.match(good.stdout, /La cadena de registros de \S+ es correcta: 3 registros\./);

  // The database refuses the change; an operator with the triggers off (replica mode) is still found out.
  const second = await app.db('verification_records').orderBy('id').offset(1).first('id', 'invoice_id');
  const number = await app.db('invoices').where('id', second.invoiceId).first('series_code', 'year', 'number');
  await app.db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx('invoices').where('id', second.invoiceId).update({ baseCents: 1, totalCents: 1 });
  });
  const broken = await verify(db);
  t.equal(broken.code, 1);
  t.match(
    broken.stderr,
    `El registro n.º ${second.id} (factura ${number.seriesCode}${number.year}-${String(number.number).padStart(6, '0')}) no es válido: el texto registrado no coincide con los datos de la factura`,
  );
  t.notMatch(broken.stderr, /at |Error:/, 'no stack trace');
});
