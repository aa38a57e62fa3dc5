import t from 'tap';
import { callerAs, gql, loginAs, postForm, setupApp, type Caller } from '../../test/helpers/app';
import { todayInMadrid } from '../../src/lib/intl';
import { addDays, addMonths, quarterJustEnded } from '../../src/lib/days';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { parseListQuery } from '../../src/lib/listQuery';
import { keptAndCountedTotals } from '../../test/helpers/invoices';
import { INVOICE_LIST_SPEC } from './invoices.service';

const onPostgres = !!process.env.DATABASE_URL;
const CALLERS = ['anonymous', 'teacher', 'advisor', 'admin', 'accountant'] as const;

t.test('collecting an invoice issued pending payment', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const { actor: advisor } = await loginAs(app, 'advisor');
  const { actor: admin } = await loginAs(app, 'admin');
  const { invoiceIssuing: issuing, invoiceCollecting: collecting } = app.services;
  const today = todayInMadrid();
  const seriesA = (await app.db('invoice_series').where('code', 'A').first('id')).id as number;
  const seriesR = (await app.db('invoice_series').where('code', 'R').first('id')).id as number;
  const exempt = (await app.db('vat_types').where('tax_code', 'E1').first('id')).id as number;
  const pending = async (euros = '45,00', method = 'wire') =>
    issuing.issueManual(advisor, {
      customerId: w.customer.id,
      seriesId: seriesA,
      vatTypeId: exempt,
      paymentMethod: method,
      paid: 'false',
      lines: [{ concept: 'Matrícula', quantity: '1', unitPrice: euros }],
    });
  const statusOf = async (id: number) => (await app.db('invoices').where('id', id).first('status')).status;

  t.test('the invoice becomes paid and its collection is recorded and shown', async (t) => {
    const issued = await pending();
    t.match(await collecting.collectable(advisor, issued.id), {
      amountCents: 4500,
      method: 'wire',
      pendingAmendments: 0,
    });
    const done = await collecting.collect(advisor, { invoiceId: issued.id, input: { date: today, method: 'cash' } });
    t.equal(done.number, issued.number);
    t.equal(await statusOf(issued.id), 'paid');
    t.match(await collecting.collectionOf(advisor, issued.id), {
      collectedOn: today,
      method: 'cash',
      amountCents: 4500,
      byName: `${advisor.firstName} ${advisor.lastName}`.trim(),
    });
    t.equal(await collecting.collectable(advisor, issued.id), null, 'nothing more to collect');
    t.equal(
      (await app.db('invoices').where('id', issued.id).first('payment_method')).paymentMethod,
      'wire',
      'the invoice itself is not rewritten',
    );
    await t.rejects(collecting.collect(admin, { invoiceId: issued.id, input: { method: 'wire' } }), {
      code: 'INVOICES_ALREADY_PAID',
      message: `La factura ${issued.number} ya está cobrada`,
    });
    t.equal(
      await app
        .db('invoice_collections')
        .where('invoice_id', issued.id)
        .count({ n: '*' })
        .first()
        .then((r) => Number(r!.n)),
      1,
    );
  });

  t.test('bad input: every field said at once, in Spanish', async (t) => {
    const issued = await pending('1.200,00', 'cash');
    const err = await collecting
      .collect(advisor, { invoiceId: issued.id, input: { date: addDays(today, 1), method: 'bizum' } })
      .catch((e) => e);
    t.match(err, {
      code: 'BAD_USER_INPUT',
      fields: {
        date: 'La fecha de cobro no puede ser posterior a hoy',
        method: 'Elige una de las opciones de la lista',
      },
    });
    t.match(
      await collecting
        .collect(advisor, { invoiceId: issued.id, input: { date: '2026-02-30', method: '' } })
        .catch((e) => e),
      { fields: { date: 'La fecha no es válida (dd/mm/aaaa)', method: 'Debes rellenar este campo' } },
    );
    t.match(
      await collecting
        .collect(advisor, { invoiceId: issued.id, input: { date: '2020-01-01', method: 'cash' } })
        .catch((e) => e),
      {
        fields: {
          date: /^La fecha de cobro no puede ser anterior a la de la factura \(\d\d\/\d\d\/\d{4}\)$/,
          method: /^No se pueden cobrar en efectivo 1\.000 € o más/,
        },
      },
    );
    t.equal(await statusOf(issued.id), 'pendingPayment', 'nothing written');
    await t.rejects(collecting.collect(advisor, { invoiceId: 999_999, input: { method: 'wire' } }), {
      code: 'NOT_FOUND',
    });
  });

  t.test(
    'an amending invoice is collected with the invoice it corrects, and a cancelled one has nothing to collect',
    async (t) => {
      const issued = await pending('100,00');
      const amending = await issuing.amend(admin, {
        invoiceId: issued.id,
        input: {
          seriesId: seriesR,
          reason: 'R1',
          kind: 'differences',
          lines: [{ concept: 'Descuento', quantity: '1', unitPrice: '-20' }],
        },
      });
      t.equal(await statusOf(amending.id), 'pendingPayment', 'the amendment is pending with its invoice');
      await t.rejects(collecting.collect(advisor, { invoiceId: amending.id, input: { method: 'wire' } }), {
        code: 'INVOICES_COLLECT_ORIGINAL',
        message: new RegExp(`en la ${issued.number}$`),
      });
      t.match(await collecting.collectable(advisor, issued.id), { amountCents: 8000, pendingAmendments: 1 });
      await collecting.collect(advisor, { invoiceId: issued.id, input: { method: 'wire' } });
      t.same([await statusOf(issued.id), await statusOf(amending.id)], ['paid', 'paid']);
      t.match(await collecting.collectionOf(advisor, issued.id), { amountCents: 8000 });

      const cancelled = await pending('30,00');
      await issuing.amend(admin, {
        invoiceId: cancelled.id,
        input: { seriesId: seriesR, reason: 'R4', kind: 'cancellation' },
      });
      t.equal(await collecting.collectable(advisor, cancelled.id), null);
      await t.rejects(collecting.collect(advisor, { invoiceId: cancelled.id, input: { method: 'wire' } }), {
        code: 'INVOICES_NOTHING_TO_COLLECT',
      });

      // The list's totals: kept by the triggers through issues, amendments and collections (no
      // filter, or the status alone), the same as summed over the invoices (a date range).
      const { kept, counted } = await keptAndCountedTotals(app);
      t.same(kept, counted, 'the kept totals are the invoices’');
      const listed = (filters: Record<string, string>) =>
        app.services.invoices.list(admin, parseListQuery(filters, INVOICE_LIST_SPEC));
      const everything = { from: '2000-01-01', to: '2100-12-31' };
      for (const status of [undefined, 'paid', 'pendingPayment']) {
        const byStatus: Record<string, string> = status ? { status } : {};
        const [fromKept, summed] = await Promise.all([listed(byStatus), listed({ ...everything, ...byStatus })]);
        t.same([fromKept.total, fromKept.totals], [summed.total, summed.totals], `${status ?? 'all'}: kept = summed`);
        t.ok(fromKept.total > 0);
      }
    },
  );

  t.test('an amendment that adds to a paid invoice waits for its own money, within the cash limit', async (t) => {
    const reminded = async () => Number(/^\d+/.exec((await collecting.todo(advisor))[0]?.text ?? '0')![0]);
    const paidInCash = await issuing.issueManual(advisor, {
      customerId: w.customer.id,
      seriesId: seriesA,
      vatTypeId: exempt,
      paymentMethod: 'cash',
      paid: 'true',
      lines: [{ concept: 'Material', quantity: '1', unitPrice: '900,00' }],
    });
    const before = await reminded();
    const more = await issuing.amend(admin, {
      invoiceId: paidInCash.id,
      input: {
        seriesId: seriesR,
        reason: 'R1',
        kind: 'differences',
        lines: [{ concept: 'Recargo', quantity: '1', unitPrice: '200,00' }],
      },
    });
    t.equal(await statusOf(more.id), 'pendingPayment', 'the 200 € were never collected');
    t.equal(await reminded(), before + 1, 'the start page reminds staff of it');
    const list = await app.services.invoices.list(
      advisor,
      parseListQuery({ status: 'pendingPayment', collect: '1' }, INVOICE_LIST_SPEC),
    );
    t.ok(
      list.rows.some((r) => r.id === more.id),
      'the list the reminder links to shows it',
    );
    t.match(await collecting.collectable(advisor, more.id), { amountCents: 20000, pendingAmendments: 0 });
    t.equal(await collecting.collectable(advisor, paidInCash.id), null, 'the original stays collected');
    // 900 € already taken in cash for the same operation: 200 € more in cash reach 1.100 €.
    await t.rejects(collecting.collect(advisor, { invoiceId: more.id, input: { method: 'cash' } }), {
      code: 'BAD_USER_INPUT',
      fields: { method: /^No se pueden cobrar en efectivo 1\.000 € o más/ },
    });
    await collecting.collect(advisor, { invoiceId: more.id, input: { method: 'wire' } });
    t.equal(await statusOf(more.id), 'paid');
    t.match(await collecting.collectionOf(advisor, more.id), { amountCents: 20000, method: 'wire' });
    t.equal(await reminded(), before);

    const less = await issuing.amend(admin, {
      invoiceId: paidInCash.id,
      input: {
        seriesId: seriesR,
        reason: 'R1',
        kind: 'differences',
        lines: [{ concept: 'Descuento', quantity: '1', unitPrice: '-50,00' }],
      },
    });
    t.equal(await statusOf(less.id), 'paid', 'a discount on a paid invoice has nothing to collect');
    t.equal(await collecting.collectable(advisor, less.id), null);

    // An increase, then the whole invoice cancelled: the increase is owed no more.
    const paid = await issuing.issueManual(advisor, {
      customerId: w.customer.id,
      seriesId: seriesA,
      vatTypeId: exempt,
      paymentMethod: 'wire',
      paid: 'true',
      lines: [{ concept: 'Material', quantity: '1', unitPrice: '100,00' }],
    });
    const increase = await issuing.amend(admin, {
      invoiceId: paid.id,
      input: {
        seriesId: seriesR,
        reason: 'R1',
        kind: 'differences',
        lines: [{ concept: 'Recargo', quantity: '1', unitPrice: '50,00' }],
      },
    });
    t.match(await collecting.collectable(advisor, increase.id), { amountCents: 5000 });
    await issuing.amend(admin, {
      invoiceId: paid.id,
      input: { seriesId: seriesR, reason: 'R4', kind: 'cancellation' },
    });
    t.equal(await collecting.collectable(advisor, increase.id), null, 'cancelled: nothing to collect');
    await t.rejects(collecting.collect(advisor, { invoiceId: increase.id, input: { method: 'wire' } }), {
      code: 'INVOICES_NOTHING_TO_COLLECT',
      message: `La factura ${paid.number} está anulada del todo por sus rectificativas: no hay nada que cobrar`,
    });
    t.equal(await reminded(), before, 'nor reminded');
  });

  t.test("an increase on a voucher's invoice counts the voucher's cash, its operation", async (t) => {
    const voucherId = await w.voucher({ hours: 60, status: 'inactive', paymentStatus: 'pendingPayment' });
    const pay = (amountCents: number, method: string) =>
      app.services.vouchers.pay(advisor, { voucherId, payment: { amountCents, method } });
    // 500 € and 400 € in cash (900 €, under the limit), the rest by wire: three invoices.
    const { payment } = await pay(50000, 'cash');
    await pay(40000, 'cash');
    await pay(30000, 'wire');
    const invoice = await app.db('invoices').where('payment_id', payment.id).first('id');
    const more = await issuing.amend(admin, {
      invoiceId: invoice.id,
      input: {
        seriesId: seriesR,
        reason: 'R1',
        kind: 'differences',
        lines: [{ concept: 'Recargo', quantity: '1', unitPrice: '200,00' }],
      },
    });
    // 900 € of the voucher already in cash: 200 € more would be 1.100 € in cash for one voucher.
    await t.rejects(collecting.collect(advisor, { invoiceId: more.id, input: { method: 'cash' } }), {
      code: 'BAD_USER_INPUT',
      fields: { method: /^No se pueden cobrar en efectivo 1\.000 € o más/ },
    });
    await collecting.collect(advisor, { invoiceId: more.id, input: { method: 'redsys' } });
    t.equal(await statusOf(more.id), 'paid');
  });

  t.test('a retry with the same key records once and answers the same', async (t) => {
    const issued = await pending();
    const first = await collecting.collect(advisor, {
      invoiceId: issued.id,
      input: { method: 'wire' },
      idempotencyKey: 'cobro-1234567890',
    });
    const again = await collecting.collect(advisor, {
      invoiceId: issued.id,
      input: { method: 'wire' },
      idempotencyKey: 'cobro-1234567890',
    });
    t.same(again, first);
  });

  t.test('the start page reminds staff of what waits to be collected', async (t) => {
    const reminded = async () => Number(/^\d+/.exec((await collecting.todo(advisor))[0]?.text ?? '0')![0]);
    const before = await reminded();
    const waiting = await pending();
    t.equal(await reminded(), before + 1);
    // Cancelled by its amending invoice: nothing to collect (collect refuses it), so no reminder for ever.
    await issuing.amend(admin, {
      invoiceId: waiting.id,
      input: { seriesId: seriesR, reason: 'R4', kind: 'cancellation' },
    });
    t.equal(await reminded(), before, 'a cancelled invoice waits for nothing');
    await pending();
    const count = before + 1;
    const items = await collecting.todo(advisor);
    t.match(items, [
      {
        key: 'invoices.pendingPayment',
        href: '/invoices?status=pendingPayment&collect=1',
        text: count === 1 ? '1 factura pendiente de cobro' : `${count} facturas pendientes de cobro`,
      },
    ]);
    // The list it links to shows as many invoices as it says: not the cancelled one.
    const staff = await callerAs(app, 'advisor');
    const list = await app.inject({ url: items[0].href!, headers: staff.headers });
    t.match(list.body, count === 1 ? '1–1 de 1' : `1–${count} de ${count}`);
    t.notMatch(list.body, waiting.number, 'the cancelled invoice is not among them');
    t.match(
      list.body,
      /<select name="collect"><option value="">Todas<\/option><option value="1" selected="">Con importe por cobrar<\/option>/,
      'shown as a filter, so «Filtrar» keeps it',
    );
    const teacher = await loginAs(app, 'teacher');
    t.same(await collecting.todo(teacher.actor), []);
  });

  t.test("the start page reminds the accountant of the quarter's invoices while its VAT return is due", async (t) => {
    // The month after today's quarter ends: its 5th day is inside the window, its 31st outside.
    const [year, month] = today.split('-').map(Number);
    const next = addMonths(`${year}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-05`, 3);
    const quarter = quarterJustEnded(next)!;
    const { actor: accountant } = await loginAs(app, 'accountant');
    const issued = (await app.db('invoices').whereBetween('date', [quarter.from, quarter.to]).count({ c: '*' }))[0].c;
    t.ok(Number(issued) > 0, 'invoices issued this quarter');
    const [item] = await app.services.invoiceQuarters.todo(accountant, next);
    t.match(item, {
      key: 'invoices.quarter',
      href: `/invoices?from=${quarter.from}&to=${quarter.to}`,
      text: new RegExp(
        `^Facturas del ${quarter.quarter}T de ${quarter.year} para la gestoría: ${issued} facturas?, .+\u00a0€; el IVA se declara hasta el (20|30)/\\d\\d/\\d{4}$`,
      ),
    });
    t.same(await app.services.invoiceQuarters.todo(accountant, `${next.slice(0, 8)}31`), [], 'the period is over');
    t.same(await app.services.invoiceQuarters.todo(accountant, today), [], 'the quarter is not over');
    t.same(await app.services.invoiceQuarters.todo(advisor, next), [], 'advisors do not export');
  });

  t.test('pages and GraphQL, by role', async (t) => {
    const callers = Object.fromEntries(
      await Promise.all(CALLERS.map(async (r) => [r, await callerAs(app, r)] as const)),
    ) as Record<(typeof CALLERS)[number], Caller>;
    const issued = await pending();
    const expected = { anonymous: 302, teacher: 403, advisor: 200, admin: 200, accountant: 403 };
    for (const who of CALLERS) {
      const res = await app.inject({
        method: 'GET',
        url: `/invoices/${issued.id}/collect`,
        headers: callers[who].headers,
      });
      t.equal(res.statusCode, expected[who], `GET collect as ${who}`);
      const detail = await app.inject({ method: 'GET', url: `/invoices/${issued.id}`, headers: callers[who].headers });
      if (who === 'advisor' || who === 'admin')
        t.match(detail.body, `href="/invoices/${issued.id}/collect"`, `${who} sees «Registrar cobro»`);
      if (who === 'accountant') t.notMatch(detail.body, '/collect"', 'the accountant reads, does not collect');
    }
    for (const who of CALLERS) {
      const gq = await gql(
        app,
        callers[who],
        'mutation($id: Int!) { collectInvoice(id: $id, input: { method: wire }) { status } }',
        { id: issued.id },
      );
      const code = gq.body.errors?.[0]?.extensions?.code;
      t.equal(
        code,
        { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', accountant: 'FORBIDDEN' }[who as string] ??
          (who === 'advisor' ? undefined : 'INVOICES_ALREADY_PAID'),
        `collectInvoice as ${who}`,
      );
    }
    t.equal(await statusOf(issued.id), 'paid');
    const gone = await app.inject({
      method: 'GET',
      url: `/invoices/${issued.id}/collect`,
      headers: callers.admin.headers,
    });
    t.equal(gone.headers.location, `/invoices/${issued.id}`, 'a collected invoice sends its form back to the invoice');
    const read = await gql(
      app,
      callers.accountant,
      'query($id: Int!) { invoice(id: $id) { status collection { collectedOn method amountCents byName } } }',
      { id: issued.id },
    );
    t.match(read.body.data, {
      invoice: { status: 'paid', collection: { collectedOn: today, method: 'wire', amountCents: 4500 } },
    });
  });

  t.test('the form without JavaScript: refused with its messages, then collected', async (t) => {
    const caller = await callerAs(app, 'advisor');
    const issued = await pending();
    const url = `/invoices/${issued.id}/collect`;
    const bad = await postForm(app, caller, url, url, { date: addDays(today, 3), method: '' });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'La fecha de cobro no puede ser posterior a hoy');
    t.match(bad.body, 'Debes rellenar este campo');
    // The date («obligatorio») emptied: refused on its field, not collected as of today.
    const noDate = await postForm(app, caller, url, url, { date: '', method: 'wire' });
    t.equal(noDate.statusCode, 422);
    t.match(noDate.body, 'id="f-date-error">Debes rellenar este campo');
    t.equal((await app.db('invoices').where('id', issued.id).first('status')).status, 'pendingPayment');
    const ok = await postForm(app, caller, url, url, { date: today, method: 'wire' });
    t.equal(ok.statusCode, 303);
    t.equal(ok.headers.location, `/invoices/${issued.id}`);
    const page = await app.inject({
      method: 'GET',
      url: `/invoices/${issued.id}`,
      headers: { cookie: [caller.cookie, ...ok.cookies.map((c) => `${c.name}=${c.value}`)].join('; ') },
    });
    t.match(
      page.body,
      `Cobro registrado: la factura <span class="nowrap">${issued.number}</span> está cobrada`,
      'the number kept on one line',
    );
    t.match(page.body, /45,00\s€ el \d\d\/\d\d\/\d{4} \(Transferencia\), registrado por/);
    const again = await postForm(app, caller, `/invoices/${issued.id}`, url, { date: today, method: 'wire' });
    t.equal(again.statusCode, 303, 'collected twice: back to the invoice with the reason');
  });

  t.test('concurrent collections of one invoice record one', { skip: !onPostgres && 'needs PostgreSQL' }, async (t) => {
    const issued = await pending();
    const tries = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        collecting.collect(i % 2 ? advisor : admin, {
          invoiceId: issued.id,
          input: { method: 'wire' },
          idempotencyKey: `concurrent-cobro-${i}-abcdef`,
        }),
      ),
    );
    t.equal(tries.filter((r) => r.status === 'fulfilled').length, 1, 'one collection');
    for (const r of tries) if (r.status === 'rejected') t.equal(r.reason.code, 'INVOICES_ALREADY_PAID');
    t.equal(
      Number((await app.db('invoice_collections').where('invoice_id', issued.id).count({ n: '*' }).first())!.n),
      1,
    );
  });

  t.test('the database refuses a second collection and any other change of the invoice', async (t) => {
    const issued = await pending();
    await collecting.collect(advisor, { invoiceId: issued.id, input: { method: 'wire' } });
    const by = (await app.db('users').where('role', 'admin').first('id')).id;
    await t.rejects(
      app
        .db('invoice_collections')
        .insert({ invoiceId: issued.id, collectedOn: today, method: 'wire', amountCents: 1, collectedBy: by }),
    );
    await t.rejects(app.db('invoices').where('id', issued.id).update({ paymentMethod: 'cash' }));
  });
});
