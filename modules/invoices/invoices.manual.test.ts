import t from 'tap';
import { createUser, setupApp } from '../../test/helpers/app';
import { createCustomer } from '../../test/factories/people';
import type { Actor } from '../../src/lib/policy';
import { todayInMadrid } from '../../src/lib/intl';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { verifyChain } from './verify';

const actorOf = (user: { id: number; email: string; role: Actor['role'] }) =>
  ({ ...user, firstName: 'Carmen', lastName: 'Ruiz', sessionId: 0 }) as Actor;
const onPostgres = !!process.env.DATABASE_URL;

t.test('manual invoices and amending invoices', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const admin = actorOf(await createUser(app, 'admin'));
  const accountant = actorOf(await createUser(app, 'accountant'));
  const { invoiceIssuing: issuing } = app.services;
  const today = todayInMadrid();
  const year = today.slice(0, 4);
  const seriesA = (await app.db('invoice_series').where('code', 'A').first('id')).id as number;
  const seriesR = (await app.db('invoice_series').where('code', 'R').first('id')).id as number;
  const exempt = (await app.db('vat_types').where('tax_code', 'E1').first('id')).id as number;
  const taxed = (await app.db('vat_types').where('tax_code', 'S1').first('id')).id as number;
  const manual = (overrides: Record<string, unknown> = {}) => ({
    customerId: w.customer.id,
    seriesId: seriesA,
    vatTypeId: taxed,
    paymentMethod: 'wire',
    paid: 'true',
    lines: [
      { concept: 'Libro de ejercicios', quantity: '2', unitPrice: '12,10' },
      { concept: 'Matrícula', quantity: '1', unitPrice: '30' },
      { concept: '', quantity: '', unitPrice: '' },
    ],
    ...overrides,
  });

  t.test('several lines at 21 %: the total is the sum, base and VAT derived from it', async (t) => {
    const issued = await issuing.issueManual(advisor, manual());
    t.equal(issued.number, `A${year}-000001`);
    const invoice = await app.db('invoices').where('id', issued.id).first();
    t.match(invoice, {
      totalCents: 5420,
      baseCents: 4479,
      vatCents: 941,
      taxCode: 'S1',
      status: 'paid',
      paymentMethod: 'wire',
      voucherId: null,
      paymentId: null,
      isAmending: false,
      date: today,
    });
    const lines = await app.db('invoice_lines').where('invoice_id', issued.id).orderBy('position');
    t.match(lines, [
      { position: 1, concept: 'Libro de ejercicios', quantity: '2.00', unitPriceCents: 1210, amountCents: 2420 },
      { position: 2, concept: 'Matrícula', quantity: '1.00', unitPriceCents: 3000, amountCents: 3000 },
    ]);
    const record = await app.db('verification_records').where('invoice_id', issued.id).first();
    t.equal(record.invoiceType, 'F1');
  });

  t.test(
    'exempt, pending payment, quantities with decimals, and the customer typed by name (no JavaScript)',
    async (t) => {
      const issued = await issuing.issueManual(
        advisor,
        manual({
          customerId: '',
          customerName: 'Lucía Gómez Ruiz',
          vatTypeId: exempt,
          paid: 'false',
          lines: [{ concept: 'Clases sueltas', quantity: '1,5', unitPrice: '25,00' }],
        }),
      );
      t.match(await app.db('invoices').where('id', issued.id).first(), {
        customerId: w.customer.id,
        totalCents: 3750,
        baseCents: 3750,
        vatCents: 0,
        taxCode: 'E1',
        status: 'pendingPayment',
      });
    },
  );

  t.test("a line's quantity: the specification's message when it is no positive number", async (t) => {
    for (const [quantity, message] of [
      ['-1', 'El campo debe ser un número positivo'],
      ['0', 'El campo debe ser un número positivo'],
      ['dos', 'El campo debe ser un número positivo'],
      ['1,555', 'Escribe una cantidad de hasta 99.999 con dos decimales como mucho, como 1,5'],
      ['100000', 'Escribe una cantidad de hasta 99.999 con dos decimales como mucho, como 1,5'],
    ]) {
      const err = await issuing
        .issueManual(advisor, manual({ lines: [{ concept: 'Libro', quantity, unitPrice: '3' }] }))
        .catch((e) => e);
      t.equal(err.fields?.['lines.0.quantity'], message, quantity);
    }
  });

  t.test("a line's unit price says why it is refused, in the words of every amount field", async (t) => {
    for (const [unitPrice, message] of [
      ['doce', 'El campo debe ser un número positivo'],
      ['-3', 'El campo debe ser un número positivo'],
      ['12,345', 'Escribe el importe en euros con dos decimales como mucho, como 12,50 o 1.234,50'],
      ['10.000.000', 'El importe no puede pasar de 9.999.999,99\u00A0€'],
    ]) {
      const err = await issuing
        .issueManual(advisor, manual({ lines: [{ concept: 'Libro', quantity: '1', unitPrice }] }))
        .catch((e) => e);
      t.equal(err.fields?.['lines.0.unitPrice'], message, unitPrice);
    }
  });

  t.test("a line's concept is one line of text, as its input", async (t) => {
    for (const [concept, message] of [
      ['Libro\nde texto', 'Este campo se escribe en una sola línea: quita los saltos de línea'],
      ['Libro\u001b[31m', 'El texto tiene caracteres de control que no se pueden guardar'],
    ]) {
      const err = await issuing
        .issueManual(advisor, manual({ lines: [{ concept, quantity: '1', unitPrice: '3' }] }))
        .catch((e) => e);
      t.equal(err.fields?.['lines.0.concept'], message, JSON.stringify(concept));
    }
  });

  t.test(
    'a concept as long as the form takes (500 characters) is issued; a longer one is refused on its field',
    async (t) => {
      const long = `Curso intensivo ${'de preparación '.repeat(40)}`.slice(0, 500);
      const issued = await issuing.issueManual(
        advisor,
        manual({ lines: [{ concept: long, quantity: '1', unitPrice: '3' }] }),
      );
      t.equal((await app.db('invoice_lines').where('invoice_id', issued.id).first('concept')).concept, long);
      const err = await issuing
        .issueManual(advisor, manual({ lines: [{ concept: `${long}x`, quantity: '1', unitPrice: '3' }] }))
        .catch((e) => e);
      t.equal(err.fields?.['lines.0.concept'], 'El campo no puede tener más de 500 caracteres');
    },
  );

  t.test('a customer with both names at their longest is saved, and invoiced under that whole name', async (t) => {
    const [firstName, lastName] = ['Á'.repeat(100), 'Ñ'.repeat(150)];
    const customer = await app.services.customers.create(admin, { firstName, lastName });
    const issued = await issuing.issueManual(admin, manual({ customerId: customer.id }));
    const invoice = await app.db('invoices').where('id', issued.id).first('customer_name');
    t.equal(invoice.customerName, `${firstName} ${lastName}`, '251 characters');
  });

  t.test('every field is checked, with Spanish messages', async (t) => {
    const err = await issuing
      .issueManual(advisor, {
        customerId: '',
        customerName: '',
        seriesId: '',
        vatTypeId: '',
        paymentMethod: 'bizum',
        lines: [
          { concept: 'Libro', quantity: '-1', unitPrice: 'doce' },
          { concept: '', quantity: '1', unitPrice: '3' },
        ],
      })
      .catch((e) => e);
    t.match(err, {
      code: 'BAD_USER_INPUT',
      fields: {
        customerId: 'Debes rellenar este campo',
        seriesId: 'Debes rellenar este campo',
        vatTypeId: 'Debes rellenar este campo',
        paymentMethod: 'Elige una de las opciones de la lista',
        'lines.0.quantity': 'El campo debe ser un número positivo',
        'lines.0.unitPrice': 'El campo debe ser un número positivo',
        'lines.1.concept': 'Debes rellenar este campo',
      },
    });
    t.match(
      await issuing
        .issueManual(advisor, manual({ lines: [{ concept: '', quantity: '', unitPrice: '' }] }))
        .catch((e) => e),
      { fields: { lines: 'La factura necesita al menos una línea' } },
    );
    t.match(
      await issuing
        .issueManual(advisor, manual({ lines: [{ concept: 'Regalo', quantity: '1', unitPrice: '0' }] }))
        .catch((e) => e),
      { fields: { lines: 'El total de la factura tiene que ser mayor que cero' } },
    );
    t.match(
      await issuing
        .issueManual(
          advisor,
          manual({ paymentMethod: 'cash', lines: [{ concept: 'Curso', quantity: '1', unitPrice: '1.000,00' }] }),
        )
        .catch((e) => e),
      { fields: { paymentMethod: /Ley 11\/2021/ } },
    );
    const amendingSeries = await issuing.issueManual(advisor, manual({ seriesId: seriesR })).catch((e) => e);
    t.match(amendingSeries, {
      code: 'INVOICES_SERIES_KIND',
      fields: { seriesId: 'La serie R es de facturas rectificativas' },
    });
  });

  t.test('amounts past 9.999.999,99 € are refused on their field, and nothing is written', async (t) => {
    const count = async () => Number((await app.db('invoices').count({ n: '*' }).first())!.n);
    const before = await count();
    const refused = async (lines: Record<string, unknown>[]) =>
      issuing.issueManual(advisor, manual({ lines })).catch((e) => e);
    const max = '9.999.999,99\u00a0€';
    // Typed: beyond int4 (and beyond 2^53 cents) the price used to reach the database: a vague 400.
    t.match(await refused([{ concept: 'Curso', quantity: '1', unitPrice: '99.999.999,00' }]), {
      code: 'BAD_USER_INPUT',
      fields: { 'lines.0.unitPrice': `El importe no puede pasar de ${max}` },
    });
    t.match(await refused([{ concept: 'Curso', quantity: '1', unitPrice: '123456789012345678901' }]), {
      fields: { 'lines.0.unitPrice': `El importe no puede pasar de ${max}` },
    });
    // GraphQL's cents, and a line whose quantity takes it over: on the argument sent, unitPriceCents.
    t.match(await refused([{ concept: 'Curso', quantity: 1, unitPriceCents: 2_000_000_000 }]), {
      fields: { 'lines.0.unitPriceCents': `El importe no puede pasar de ${max}` },
    });
    t.match(await refused([{ concept: 'Curso', quantity: 3, unitPriceCents: 800_000_000 }]), {
      fields: { 'lines.0.unitPriceCents': `El importe no puede pasar de ${max}` },
    });
    t.same((await refused([{ concept: 'Curso', quantity: 1, unitPriceCents: -100 }])).fields, {
      'lines.0.unitPriceCents': 'El campo debe ser un número positivo',
    });
    // Lines each within the bound whose sum is not.
    const half = { concept: 'Curso', quantity: '1', unitPrice: '6.000.000,00' };
    t.match(await refused([half, half]), { fields: { lines: `El total de la factura no puede pasar de ${max}` } });
    // The bound itself is accepted.
    const top = await issuing.issueManual(
      advisor,
      manual({ lines: [{ concept: 'Curso', quantity: '1', unitPrice: '9.999.999,99' }] }),
    );
    t.match(await app.db('invoices').where('id', top.id).first(), { totalCents: 999_999_999 });
    t.equal(await count(), before + 1, 'only the accepted one was written');
    // An amendment may not take the invoice past the bound either.
    const err = await issuing
      .amend(admin, {
        invoiceId: top.id,
        input: {
          seriesId: seriesR,
          reason: 'R1',
          kind: 'differences',
          lines: [{ concept: 'Recargo', quantity: '1', unitPrice: '0,01' }],
        },
      })
      .catch((e) => e);
    t.match(err, { code: 'BAD_USER_INPUT', fields: { lines: `El total de la factura no puede pasar de ${max}` } });
    t.equal(await count(), before + 1);
  });

  t.test('a customer with invoices (a manual one, no voucher) is not deleted: the refusal says why', async (t) => {
    const customer = await createCustomer(app, { firstName: 'Solo', lastName: 'Facturas' });
    await issuing.issueManual(advisor, manual({ customerId: customer.id }));
    // It used to answer «Se ha producido un error inesperado» (the invoices' foreign key).
    await t.rejects(app.services.customers.remove(advisor, customer.id), {
      code: 'INVOICES_CUSTOMER_HAS_INVOICES',
      message: 'No se puede eliminar el cliente porque tiene facturas (1): una factura emitida se conserva.',
    });
    t.ok(await app.db('customers').where('id', customer.id).first(), 'the customer stays');
  });

  t.test('a date before the last invoice of its series is refused', async (t) => {
    const err = await issuing.issueManual(advisor, manual({ date: `${year}-01-01` })).catch((e) => e);
    if (today === `${year}-01-01`) return t.pass('nothing earlier today');
    t.match(err, {
      code: 'INVOICES_DATE_BEFORE_LAST',
      fields: { date: /no puede ser anterior a la de la última factura de la serie A/ },
    });
    t.match(await issuing.issueManual(advisor, manual({ date: '2026-13-01' })).catch((e) => e), {
      fields: { date: 'La fecha no es válida (dd/mm/aaaa)' },
    });
  });

  t.test('a date after today is refused: it would hold back every later invoice of the series', async (t) => {
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const date of [tomorrow, '9999-12-31']) {
      t.match(await issuing.issueManual(advisor, manual({ date })).catch((e) => e), {
        code: 'BAD_USER_INPUT',
        fields: { date: 'La fecha de la factura no puede ser posterior a hoy' },
      });
    }
    t.ok((await issuing.issueManual(advisor, manual({ date: today }))).id, 'the series still issues today');
  });

  t.test('who may issue: admins and advisors; not the accountant nor a teacher', async (t) => {
    await t.rejects(issuing.issueManual(accountant, manual()), { code: 'FORBIDDEN' });
    await t.rejects(issuing.issueManual(null, manual()), { code: 'UNAUTHENTICATED' });
    t.ok((await issuing.issueManual(admin, manual())).id);
  });

  t.test('a double submit with the same key issues once', async (t) => {
    const before = (await app.db('invoices')).length;
    const [a, b] = await Promise.all([
      issuing.issueManual(advisor, manual(), { idempotencyKey: 'manual-key-1' }),
      issuing.issueManual(advisor, manual(), { idempotencyKey: 'manual-key-1' }),
    ]);
    t.same(a, b);
    t.equal((await app.db('invoices')).length, before + 1);
  });

  t.test('amending: differences, then the full cancellation of what is left', async (t) => {
    const original = await issuing.issueManual(advisor, manual());
    await t.rejects(
      issuing.amend(advisor, {
        invoiceId: original.id,
        input: { seriesId: seriesR, reason: 'R1', kind: 'cancellation' },
      }),
      { code: 'FORBIDDEN' },
    );
    await t.rejects(
      issuing.amend(accountant, {
        invoiceId: original.id,
        input: { seriesId: seriesR, reason: 'R1', kind: 'cancellation' },
      }),
      { code: 'FORBIDDEN' },
    );
    t.match(
      await issuing
        .amend(admin, { invoiceId: original.id, input: { seriesId: '', reason: 'R9', kind: '' } })
        .catch((e) => e),
      {
        fields: {
          seriesId: 'Debes rellenar este campo',
          reason: 'Elige una de las opciones de la lista',
          kind: 'Debes rellenar este campo',
        },
      },
    );
    t.match(
      await issuing
        .amend(admin, { invoiceId: original.id, input: { seriesId: seriesA, reason: 'R1', kind: 'cancellation' } })
        .catch((e) => e),
      { code: 'INVOICES_SERIES_KIND', fields: { seriesId: 'La serie A no es de facturas rectificativas' } },
    );
    t.match(
      await issuing
        .amend(admin, {
          invoiceId: original.id,
          input: {
            seriesId: seriesR,
            reason: 'R1',
            kind: 'differences',
            lines: [{ concept: 'Descuento', quantity: '1', unitPrice: '-60,00' }],
          },
        })
        .catch((e) => e),
      {
        code: 'INVOICES_AMEND_BELOW_ZERO',
        fields: {
          lines: /^La rectificación dejaría la factura por debajo de cero: como mucho se pueden descontar 54,20\s€$/,
        },
      },
    );

    t.match(
      await issuing
        .amend(admin, {
          invoiceId: original.id,
          input: { seriesId: seriesR, reason: 'R1', kind: 'cancellation', date: '2020-01-01' },
        })
        .catch((e) => e),
      { fields: { date: /^La fecha no puede ser anterior a la de la factura que rectifica \(\d\d\/\d\d\/\d{4}\)$/ } },
    );
    t.match(
      await issuing
        .amend(admin, {
          invoiceId: original.id,
          input: { seriesId: seriesR, reason: 'R1', kind: 'cancellation', date: '2999-01-01' },
        })
        .catch((e) => e),
      { code: 'BAD_USER_INPUT', fields: { date: 'La fecha de la factura no puede ser posterior a hoy' } },
    );

    const diff = await issuing.amend(admin, {
      invoiceId: original.id,
      input: {
        seriesId: seriesR,
        reason: 'R1',
        kind: 'differences',
        lines: [{ concept: 'Descuento del libro', quantity: '1', unitPrice: '-12,10' }],
      },
    });
    t.equal(diff.number, `R${year}-000001`);
    t.match(await app.db('invoices').where('id', diff.id).first(), {
      isAmending: true,
      amendedInvoiceId: original.id,
      amendingReason: 'R1',
      amendingKind: 'differences',
      totalCents: -1210,
      baseCents: -1000,
      vatCents: -210,
      seriesCode: 'R',
    });
    t.equal((await app.db('verification_records').where('invoice_id', diff.id).first()).invoiceType, 'R1');

    t.match(
      await issuing
        .amend(admin, { invoiceId: diff.id, input: { seriesId: seriesR, reason: 'R1', kind: 'cancellation' } })
        .catch((e) => e),
      { code: 'INVOICES_NOT_AMENDABLE', message: /no se puede rectificar/ },
    );

    const cancel = await issuing.amend(admin, {
      invoiceId: original.id,
      input: { seriesId: seriesR, reason: 'R4', kind: 'cancellation' },
    });
    const row = await app.db('invoices').where('id', cancel.id).first();
    t.match(row, { totalCents: -4210, amendingKind: 'cancellation', amendingReason: 'R4' });
    t.match(await app.db('invoice_lines').where('invoice_id', cancel.id), [
      { concept: /Anulación del importe pendiente de la factura A/, unitPriceCents: -4210 },
    ]);
    t.match(
      await issuing
        .amend(admin, { invoiceId: original.id, input: { seriesId: seriesR, reason: 'R4', kind: 'cancellation' } })
        .catch((e) => e),
      { code: 'INVOICES_ALREADY_CANCELLED' },
    );
    t.match(
      await issuing
        .amend(admin, {
          invoiceId: original.id,
          input: {
            seriesId: seriesR,
            reason: 'R1',
            kind: 'differences',
            lines: [{ concept: 'Más', quantity: '1', unitPrice: '-0,01' }],
          },
        })
        .catch((e) => e),
      { code: 'INVOICES_AMEND_BELOW_ZERO' },
    );

    const detail = await app.services.invoices.get(admin, original.id);
    t.same(
      detail.amendments.map((a) => a.id),
      [diff.id, cancel.id],
      'the original shows who amended it',
    );
    t.equal((await app.services.invoices.get(admin, cancel.id)).amendedNumber, original.number);
  });

  t.test('cancelled after a difference: base and VAT each net to zero, not −0,01 € against +0,01 €', async (t) => {
    const net = async (id: number) =>
      app
        .db('invoices')
        .where('id', id)
        .orWhere('amended_invoice_id', id)
        .first(
          app.db.raw('sum(total_cents)::int as total'),
          app.db.raw('sum(base_cents)::int as base'),
          app.db.raw('sum(vat_cents)::int as vat'),
        );
    const ten = (n: string) => manual({ lines: [{ concept: 'Material', quantity: '1', unitPrice: n }] });
    const amendBy = (invoiceId: number, unitPrice: string) =>
      issuing.amend(admin, {
        invoiceId,
        input: {
          seriesId: seriesR,
          reason: 'R1',
          kind: 'differences',
          lines: [{ concept: 'Descuento', quantity: '1', unitPrice }],
        },
      });
    // 10,00 € at 21 %: 8,26 + 1,74. Less 0,01 €: its own split is −0,01 + 0,00.
    const a = await issuing.issueManual(advisor, ten('10,00'));
    await amendBy(a.id, '-0,01');
    const cancel = await issuing.amend(admin, {
      invoiceId: a.id,
      input: { seriesId: seriesR, reason: 'R1', kind: 'cancellation' },
    });
    t.match(await app.db('invoices').where('id', cancel.id).first(), {
      totalCents: -999,
      baseCents: -825,
      vatCents: -174,
    });
    t.same(await net(a.id), { total: 0, base: 0, vat: 0 }, 'the cancelled invoice adds nothing to base nor VAT');
    // Differences that take it to zero do the same.
    const b = await issuing.issueManual(advisor, ten('10,00'));
    await amendBy(b.id, '-0,01');
    await amendBy(b.id, '-9,99');
    t.same(await net(b.id), { total: 0, base: 0, vat: 0 });
    // Differences that do not: each amendment is split on its own total.
    const c = await issuing.issueManual(advisor, ten('10,00'));
    const part = await amendBy(c.id, '-5,00');
    t.match(await app.db('invoices').where('id', part.id).first(), {
      totalCents: -500,
      baseCents: -413,
      vatCents: -87,
    });
    t.match(await verifyChain(app.db), { ok: true });
  });

  t.test('a full cancellation of an invoice without amendments copies its lines with the opposite sign', async (t) => {
    const original = await issuing.issueManual(advisor, manual());
    const cancel = await issuing.amend(admin, {
      invoiceId: original.id,
      input: { seriesId: seriesR, reason: 'R2', kind: 'cancellation' },
    });
    t.match(await app.db('invoice_lines').where('invoice_id', cancel.id).orderBy('position'), [
      { concept: 'Libro de ejercicios', quantity: '2.00', unitPriceCents: -1210, amountCents: -2420 },
      { concept: 'Matrícula', quantity: '1.00', unitPriceCents: -3000, amountCents: -3000 },
    ]);
    t.match(await app.db('invoices').where('id', cancel.id).first(), {
      totalCents: -5420,
      baseCents: -4479,
      vatCents: -941,
    });
    t.equal((await app.db('verification_records').where('invoice_id', cancel.id).first()).invoiceType, 'R2');
    t.match(await verifyChain(app.db), { ok: true });
  });

  t.test('an amendment corrects the invoice at the VAT it was issued with, whatever its type says now', async (t) => {
    const { fiscal } = app.services;
    const type = await fiscal.createVatType(admin, { name: 'IVA que cambiará', rate: '21', taxCode: 'S1' });
    const original = await issuing.issueManual(
      advisor,
      manual({ vatTypeId: type.id, lines: [{ concept: 'Curso', quantity: '1', unitPrice: '100' }] }),
    );
    // The type edited afterwards (a new rate, another name): the invoice keeps its copy.
    await fiscal.updateVatType(admin, type.id, { name: 'IVA reducido 10 %', rate: '10', taxCode: 'S1' });
    const amending = await issuing.amend(admin, {
      invoiceId: original.id,
      input: {
        seriesId: seriesR,
        reason: 'R1',
        kind: 'differences',
        lines: [{ concept: 'Descuento', quantity: '1', unitPrice: '-20' }],
      },
    });
    t.match(await app.db('invoices').where('id', amending.id).first(), {
      vatName: 'IVA que cambiará',
      vatRate: '21.00',
      taxCode: 'S1',
      totalCents: -2000,
      baseCents: -1653,
      vatCents: -347,
    });
  });
});

t.test(
  'concurrent amendments on PostgreSQL: R numbers without gaps, and never below zero',
  { skip: !onPostgres && 'needs PostgreSQL (DATABASE_URL)' },
  async (t) => {
    const app = await setupApp(t);
    const w = await vouchersWorld(app);
    const admin = actorOf(await createUser(app, 'admin'));
    const { invoiceIssuing: issuing } = app.services;
    const year = todayInMadrid().slice(0, 4);
    const seriesA = (await app.db('invoice_series').where('code', 'A').first('id')).id;
    const seriesR = (await app.db('invoice_series').where('code', 'R').first('id')).id;
    const original = await issuing.issueManual(admin, {
      customerId: w.customer.id,
      seriesId: seriesA,
      vatTypeId: (await app.db('vat_types').where('is_default', true).first('id')).id,
      paymentMethod: 'wire',
      paid: true,
      lines: [{ concept: 'Curso', quantity: 1, unitPriceCents: 10000 }],
    });
    // 20 amendments of −10 € at once: only 10 fit in 100 €.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        issuing.amend(admin, {
          invoiceId: original.id,
          input: {
            seriesId: seriesR,
            reason: 'R4',
            kind: 'differences',
            lines: [{ concept: 'Devolución', quantity: 1, unitPriceCents: -1000 }],
          },
        }),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    t.equal(done.length, 10, 'ten fit');
    t.ok(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason.code === 'INVOICES_AMEND_BELOW_ZERO'),
      'the others are refused',
    );
    const numbers = (await app.db('invoices').where({ seriesCode: 'R' }).orderBy('number').pluck('number')).map(Number);
    t.same(
      numbers,
      Array.from({ length: 10 }, (_, i) => i + 1),
      `R${year}: 1..10, no gap, no duplicate`,
    );
    const sum = await app.db('invoices').where('amended_invoice_id', original.id).sum({ s: 'total_cents' }).first();
    t.equal(Number(sum!.s), -10000);
    t.match(await verifyChain(app.db), { ok: true });
  },
);
