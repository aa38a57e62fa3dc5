import t from 'tap';
import { actorOf } from '../../test/factories/people';
import { createUser, setupApp } from '../../test/helpers/app';
import { todayInMadrid } from '../../src/lib/intl';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { fillIssuer, keptAndCountedTotals } from '../../test/helpers/invoices';
import { fingerprintOf, madridTimestamp, recordText } from './verifactu';
import { splitTotal } from './amounts';
import { issueInvoice } from './issue';
import { verifyChain } from './verify';

const onPostgres = !!process.env.DATABASE_URL;

t.test("DOMAIN.md's fingerprint example", async (t) => {
  const text = recordText({
    issuerNif: '89890001K',
    number: '12345678/G33',
    date: '2024-01-01',
    invoiceType: 'F1',
    vatCents: 1235,
    totalCents: 12345,
    previousFingerprint: '',
    generatedAt: '2024-01-01T19:20:30+01:00',
  });
  t.equal(
    text,
    'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
  );
  t.equal(fingerprintOf(text), '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  t.equal(madridTimestamp(new Date('2026-07-01T10:00:00Z')), '2026-07-01T12:00:00+02:00');
  t.equal(madridTimestamp(new Date('2026-01-15T23:30:05Z')), '2026-01-16T00:30:05+01:00');
});

t.test('base and VAT come from the final price and add up to it', async (t) => {
  t.same(splitTotal(12100, '21.00'), { baseCents: 10000, vatCents: 2100 });
  t.same(splitTotal(10000, 21), { baseCents: 8264, vatCents: 1736 });
  t.same(splitTotal(5000, 0), { baseCents: 5000, vatCents: 0 });
  t.same(splitTotal(-12100, 21), { baseCents: -10000, vatCents: -2100 });
  for (let total = 1; total < 5000; total += 7) {
    const { baseCents, vatCents } = splitTotal(total, '21.00');
    t.equal(baseCents + vatCents, total);
    t.ok(Math.abs(baseCents * 1.21 - total) <= 0.61, `${total}: base ${baseCents}`);
  }
});

t.test('invoices issued by payments', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const { vouchers } = app.services;
  const today = todayInMadrid();
  const unpaid = (hours = 10) =>
    w.voucher({
      hours,
      status: 'inactive',
      paymentStatus: 'pendingPayment',
      startDate: '2026-12-01',
      endDate: '2027-02-28',
    });
  const counter = async () =>
    Number(
      (
        await app
          .db('invoice_counters')
          .where({ year: Number(today.slice(0, 4)) })
          .first('last_number')
      )?.lastNumber ?? 0,
    );

  t.test('a payment in full issues one invoice with the concept in words and the level VAT', async (t) => {
    const id = await unpaid();
    const { payment } = await vouchers.pay(advisor, {
      voucherId: id,
      payment: { amountCents: 20000, method: 'wire', date: today },
    });
    const invoice = await app.db('invoices').where('payment_id', payment.id).first();
    t.match(invoice, {
      seriesCode: 'A',
      number: 1,
      date: today,
      customerName: 'Lucía Gómez Ruiz',
      totalCents: 20000,
      baseCents: 20000,
      vatCents: 0,
      taxCode: 'E1',
      status: 'paid',
      paymentMethod: 'wire',
      voucherId: id,
      issuerNif: 'B86541232',
    });
    const lines = await app.db('invoice_lines').where('invoice_id', invoice.id);
    t.match(lines, [
      {
        concept: 'Bono de 10 h de Matemáticas, 2º ESO, para Pablo — del 01/12/2026 al 28/02/2027',
        quantity: '10.00',
        unitPriceCents: 2000,
        amountCents: 20000,
      },
    ]);
    const record = await app.db('verification_records').where('invoice_id', invoice.id).first();
    t.equal(record.previousFingerprint, null);
    t.equal(record.fingerprint, fingerprintOf(record.hashedText));
    t.match(
      record.hashedText,
      new RegExp(
        `^IDEmisorFactura=B86541232&NumSerieFactura=A${today.slice(0, 4)}-000001&.*&TipoFactura=F1&CuotaTotal=0.00&ImporteTotal=200.00&Huella=&FechaHoraHusoGenRegistro=`,
      ),
    );
  });

  t.test('a taxed level: base and VAT derived from the final price; a part payment is one line', async (t) => {
    const taxed = await app.db('vat_types').where('tax_code', 'S1').first('id');
    const level = await app.db('courses').where('id', w.course).first('level_id');
    await app.db('level_vat_types').insert({ levelId: level.levelId, vatTypeId: taxed.id });
    const id = await unpaid();
    const { payment } = await vouchers.pay(advisor, {
      voucherId: id,
      payment: { amountCents: 12100, method: 'redsys' },
    });
    const invoice = await app.db('invoices').where('payment_id', payment.id).first();
    t.match(invoice, { baseCents: 10000, vatCents: 2100, totalCents: 12100, vatRate: '21.00', taxCode: 'S1' });
    const [line] = await app.db('invoice_lines').where('invoice_id', invoice.id);
    t.match(line, { concept: /\(pago a cuenta\)$/, quantity: '1.00', unitPriceCents: 12100 });
    await app.db('level_vat_types').delete();
  });

  t.test('cash of 1.000 € or more stays refused, and issues nothing', async (t) => {
    const id = await unpaid(60);
    const before = await counter();
    await t.rejects(vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 100000, method: 'cash' } }), {
      code: 'VOUCHERS_CASH_LIMIT',
    });
    t.equal(await counter(), before);
  });

  t.test('a payment that fails after its invoice was numbered leaves neither behind', async (t) => {
    const id = await unpaid();
    const before = {
      counter: await counter(),
      invoices: (await app.db('invoices')).length,
      payments: (await app.db('payments')).length,
      records: (await app.db('verification_records')).length,
    };
    vouchers.onPaid('zz-failing-test', async (trx) => {
      const numbered = await trx('invoices').orderBy('id', 'desc').first('number');
      t.equal(numbered.number, before.counter + 1, 'the invoice was numbered');
      throw new Error('after the invoice');
    });
    await t.rejects(
      vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 20000, method: 'wire' } }),
      /after the invoice/,
    );
    vouchers.onPaid('zz-failing-test', async () => undefined);
    t.same(
      {
        counter: await counter(),
        invoices: (await app.db('invoices')).length,
        payments: (await app.db('payments')).length,
        records: (await app.db('verification_records')).length,
      },
      before,
    );
    const paid = await vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 20000, method: 'wire' } });
    t.equal(
      (await app.db('invoices').where('payment_id', paid.payment.id).first()).number,
      before.counter + 1,
      'the next invoice takes the number back',
    );
  });

  t.test('without the issuer no payment is taken, and the message says where to fill it in', async (t) => {
    const id = await unpaid();
    await app.db('fiscal_settings').where('id', 1).update({ legalName: null });
    const err = await vouchers
      .pay(advisor, { voucherId: id, payment: { amountCents: 20000, method: 'wire' } })
      .catch((e) => e);
    t.match(err, { code: 'INVOICES_NO_ISSUER', message: /Ajustes fiscales \(\/fiscal-settings\)/ });
    t.equal((await app.db('payments').where('voucher_id', id)).length, 0);
    await fillIssuer(app);
  });

  t.test('the database refuses to change or delete issued invoices, lines and records', async (t) => {
    const invoice = await app.db('invoices').first('id');
    for (const sql of [
      ['update invoices set total_cents = 1 where id = ?', invoice.id],
      ['update invoices set customer_name = ? where id = ?', 'Otro', invoice.id],
      ['delete from invoices where id = ?', invoice.id],
      ['update invoice_lines set concept = ? where invoice_id = ?', 'x', invoice.id],
      ['delete from invoice_lines where invoice_id = ?', invoice.id],
      ['update verification_records set fingerprint = ? where invoice_id = ?', 'x', invoice.id],
      ['delete from verification_records where invoice_id = ?', invoice.id],
    ] as [string, ...unknown[]][]) {
      const [query, ...bindings] = sql;
      await t.rejects(app.db.raw(query, bindings as never[]), /cannot be changed/, query);
    }
    await t.rejects(app.db.raw('truncate invoices cascade'), /cannot be changed/);
    t.ok(await app.db('invoices').where('id', invoice.id).first('id'));
  });

  t.test('the chain verifies, and a changed byte is found at its record', async (t) => {
    t.match(await verifyChain(app.db), { ok: true });
  });
});

t.test('concurrent issuing on PostgreSQL', { skip: !onPostgres && 'needs PostgreSQL (DATABASE_URL)' }, async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const year = Number(todayInMadrid().slice(0, 4));
  const issue = () =>
    app.db.transaction((trx) =>
      issueInvoice(trx, {
        customerId: w.customer.id,
        lines: [{ concept: 'Matrícula', quantity: 1, unitPriceCents: 3000 }],
        paymentMethod: 'wire',
        status: 'paid',
        createdBy: null,
      }),
    );

  const issued = await Promise.all(Array.from({ length: 50 }, issue));
  const numbers = (await app.db('invoices').where({ year }).orderBy('number').pluck('number')).map(Number);
  t.same(
    numbers,
    Array.from({ length: 50 }, (_, i) => i + 1),
    'numbers 1..50, no gap, no duplicate',
  );
  t.equal(new Set(issued.map((i) => i.number)).size, 50);
  const records = await app.db('verification_records').orderBy('id');
  t.equal(records.filter((r) => r.previousId === null).length, 1, 'one start');
  t.equal(new Set(records.map((r) => r.previousId)).size, 50, 'no record has two successors');
  for (let i = 1; i < records.length; i++) t.equal(records[i].previousFingerprint, records[i - 1].fingerprint);
  t.match(await verifyChain(app.db), { ok: true, count: 50 });

  // A transaction rolled back after taking a number gives it back.
  await t.rejects(
    app.db.transaction(async (trx) => {
      await issueInvoice(trx, {
        customerId: w.customer.id,
        lines: [{ concept: 'Material', quantity: 2, unitPriceCents: 1000 }],
        paymentMethod: 'cash',
        status: 'paid',
        createdBy: null,
      });
      throw new Error('changed my mind');
    }),
    /changed my mind/,
  );
  const next = await issue();
  t.equal(next.number, `A${year}-000051`);
  const { kept, counted } = await keptAndCountedTotals(app);
  t.same(kept, counted, 'the totals kept by the triggers are the invoices’ (the rolled back one not in them)');
  t.match(kept, [{ status: 'paid', count: 51, total: 153000 }]);
});

t.test('a chain of 1,000 random invoices verifies, and any changed byte is found at its record', async (t) => {
  const { checkChain } = await import('./verify');
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const rows = [];
  let previous: { id: number; fingerprint: string } | undefined;
  for (let i = 1; i <= 1000; i++) {
    const totalCents = 1 + random(500000);
    const { vatCents } = splitTotal(totalCents, random(2) ? 21 : 0);
    const day = `2026-${String(1 + Math.floor((i - 1) / 100)).padStart(2, '0')}-${String(1 + random(28)).padStart(2, '0')}`;
    const base = {
      id: i,
      previousId: previous?.id ?? null,
      issuerNif: 'B86541232',
      invoiceType: random(10) ? 'F1' : 'R1',
      generatedAt: madridTimestamp(new Date(Date.UTC(2026, 0, 1) + i * 60000)),
      seriesCode: 'A',
      year: 2026,
      number: i,
      date: day,
      vatCents,
      totalCents,
      previousFingerprint: previous?.fingerprint ?? null,
    };
    const hashedText = recordText({
      ...base,
      number: `A2026-${String(i).padStart(6, '0')}`,
      previousFingerprint: previous?.fingerprint ?? '',
    });
    const row = { ...base, hashedText, fingerprint: fingerprintOf(hashedText) };
    rows.push(row);
    previous = { id: i, fingerprint: row.fingerprint };
  }
  t.match(await checkChain(rows), { ok: true, count: 1000 });
  for (let k = 0; k < 40; k++) {
    const at = random(1000);
    const field = (
      ['hashedText', 'fingerprint', 'previousFingerprint', 'totalCents', 'vatCents', 'date', 'generatedAt'] as const
    )[random(7)];
    const copy = rows.map((r) => ({ ...r }));
    const target = copy[at] as Record<string, unknown>;
    const value = String(target[field] ?? '');
    if (field === 'totalCents' || field === 'vatCents') target[field] = (target[field] as number) + 1;
    else {
      const pos = random(Math.max(value.length, 1));
      const changed = value.length
        ? value.slice(0, pos) + String.fromCharCode(value.charCodeAt(pos) ^ 1) + value.slice(pos + 1)
        : 'X';
      target[field] = changed;
    }
    t.match(await checkChain(copy), { ok: false, recordId: at + 1 }, `${field} of record ${at + 1}`);
  }
});

t.test('an issued invoice whose record is gone: the chain that is left holds, the check does not', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const issued: { id: number; number: string }[] = [];
  for (let i = 0; i < 3; i++)
    issued.push(
      await app.db.transaction((trx) =>
        issueInvoice(trx, {
          customerId: w.customer.id,
          lines: [{ concept: 'Matrícula', quantity: 1, unitPriceCents: 3000 + i }],
          paymentMethod: 'wire',
          status: 'paid',
          createdBy: null,
        }),
      ),
    );
  t.match(await verifyChain(app.db), { ok: true, count: 3 });
  // The last record removed with the triggers off (replica mode): the chain of the other two still links.
  await app.db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx('verification_records').where('invoice_id', issued[2].id).delete();
  });
  t.match(await verifyChain(app.db), {
    ok: false,
    count: 2,
    number: issued[2].number,
    message: `La factura ${issued[2].number} no tiene registro de facturación: toda factura emitida tiene el suyo`,
  });
});
