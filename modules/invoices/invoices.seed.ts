import type { Knex } from 'knex';
import { todayInMadrid } from '../../src/lib/intl';
import { issueForPayment, issueInvoice } from './issue';

/**
 * The demo's fiscal settings (issuer, VAT of the adult levels) and the invoices of the demo's
 * payments, issued in payment order through the same path as a real payment; and an enrolment
 * fee invoiced before it was paid, waiting to be collected.
 */
export async function seedInvoices(db: Knex) {
  const madrid = await db('municipalities').whereRaw(`search_key(name) = search_key('Madrid')`).first('id');
  await db('fiscal_settings')
    .where('id', 1)
    .update({
      legalName: 'Academia Apolo Formación, S.L.',
      nif: 'B86541232',
      address: 'Calle de Alcalá, 120, 2º B',
      postalCode: '28009',
      municipalityId: madrid?.id ?? null,
      // How families reach it: the mails' Reply-To, the end of the voucher email and of the payment pages.
      email: 'secretaria@academiaapolo.es',
      phone: '910 123 456',
      iban: 'ES9121000418450200051332',
    });
  const taxed = await db('vat_types').where('tax_code', 'S1').orderBy('id').first('id');
  const adults = await db('levels').whereIn('name', ['Adultos']).pluck('id');
  if (taxed)
    for (const levelId of adults)
      await db('level_vat_types').insert({ levelId, vatTypeId: taxed.id }).onConflict('level_id').ignore();
  const payments = await db('payments as p')
    .leftJoin('invoices as i', 'i.payment_id', 'p.id')
    .whereNull('i.id')
    .orderBy([{ column: 'p.date' }, { column: 'p.id' }])
    .select('p.*');
  for (const p of payments) {
    await db.transaction((trx) =>
      issueForPayment(
        trx,
        {
          paymentId: p.id,
          voucherId: p.voucherId,
          amountCents: p.amountCents,
          method: p.method,
          date: p.date,
          actorId: p.createdBy,
        },
        { date: p.date },
      ),
    );
  }
  if (!(await db('invoices').where('status', 'pendingPayment').first('id'))) await seedPendingInvoice(db);
}

async function seedPendingInvoice(db: Knex) {
  const customer = await db('customers').orderBy('id').first('id');
  const admin = await db('users').where('role', 'admin').orderBy('id').first('id');
  if (!customer) return;
  // Never before the series' last invoice (the demo's payments may be dated up to today).
  const last = await db('invoices')
    .max({ date: db.raw('date::text') })
    .first();
  const date = [todayInMadrid(), String(last?.date ?? '')].sort().at(-1)!;
  await db.transaction((trx) =>
    issueInvoice(trx, {
      customerId: customer.id,
      date,
      lines: [{ concept: 'Matrícula del curso 2026/27', quantity: 1, unitPriceCents: 4500 }],
      paymentMethod: 'wire',
      status: 'pendingPayment',
      createdBy: admin?.id ?? null,
    }),
  );
}
