import t from 'tap';
import { actorOf } from '../../test/factories/people';
import type { FastifyInstance } from 'fastify';
import {
  callerAs,
  createUser,
  gql,
  postForm,
  ROLES_AND_ANONYMOUS,
  setupApp,
  type Caller,
  flashOf,
} from '../../test/helpers/app';
import { decodeParameters, sign } from './redsys';
import { tokenHash } from './cardPayments.service';
import { vouchersWorld } from './vouchers.testkit';

const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const APP_URL = 'https://intranet.academia.test';
/** The notification the terminal would send for an order, signed with the test key (or as given). */
function notification(
  order: string,
  amount: string,
  fields: Record<string, string> = {},
  options: { key?: string; urlSafe?: boolean } = {},
) {
  const params = {
    Ds_Date: '23%2F11%2F2026',
    Ds_Hour: '12%3A00',
    Ds_Amount: amount,
    Ds_Currency: '978',
    Ds_Order: order,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '001',
    Ds_Response: '0000',
    Ds_TransactionType: '0',
    Ds_SecurePayment: '1',
    Ds_AuthorisationCode: '123456',
    ...fields,
  };
  const encoded = Buffer.from(JSON.stringify(params)).toString('base64');
  let signature = sign(options.key ?? KEY, order, encoded);
  if (options.urlSafe) signature = signature.replace(/\+/g, '-').replace(/\//g, '_');
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: encoded, Ds_Signature: signature };
}

const postNotification = (app: FastifyInstance, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/payments/redsys/notification',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

async function world(app: FastifyInstance) {
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const { cardPayments, vouchers } = app.services;
  /**
   * An inactive, unpaid 10-hour voucher (200 €) and a link for it; `open()` opens its page (its
   * unsent attempt), `pay()` opens it and sends its form on to the bank (as «Pagar con tarjeta»).
   */
  async function unpaid(overrides: Record<string, unknown> = {}) {
    const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment', ...overrides });
    const link = await cardPayments.createLink(advisor, id);
    const token = link.url.split('/pay/')[1];
    const open = async () => {
      const page = await cardPayments.publicPage(token);
      const params = decodeParameters(page!.form!.fields.Ds_MerchantParameters)!;
      return { page: page!, order: params.DS_MERCHANT_ORDER, amount: params.DS_MERCHANT_AMOUNT, params };
    };
    const pay = async () => {
      const opened = await open();
      const sent = await cardPayments.toBank(token, opened.page.form!.fields);
      if (sent?.outcome !== 'bank') throw new Error(`the form did not go to the bank: ${JSON.stringify(sent)}`);
      return opened;
    };
    return { id, link, token, open, pay };
  }
  const payments = (voucherId: number) => app.db('payments').where({ voucherId }).select('*');
  const attempt = (order: string) => app.db('payment_attempts').where({ orderNumber: order }).first();
  return { w, advisor, cardPayments, vouchers, unpaid, payments, attempt };
}

t.test('card payments', async (t) => {
  const app = await setupApp(t, { appUrl: APP_URL });
  const { advisor, cardPayments, vouchers, unpaid, payments, attempt } = await world(app);

  t.test(
    'a link: 256-bit token stored hashed, 14 days, the amount due; its page signs a form for the terminal',
    async (t) => {
      const { id, link, token, open } = await unpaid();
      t.match(link.url, /^https:\/\/intranet\.academia\.test\/pay\/[A-Za-z0-9_-]{43}$/);
      t.equal(link.amountCents, 20000);
      const days = (link.expiresAt.getTime() - Date.now()) / 86_400_000;
      t.ok(days > 13.99 && days <= 14, 'expires in 14 days');
      const row = await app.db('payment_links').where({ voucherId: id }).first();
      t.equal(row.tokenHash, tokenHash(token));
      t.notMatch(JSON.stringify(row), token, 'the token itself is not stored');

      const first = await open();
      t.equal(first.page.form!.action, `/pay/${token}`, 'posted to the page, which sends it on');
      t.equal(first.page.form!.terminal, 'https://sis-t.redsys.es:25443/sis/realizarPago');
      t.same(first.page.form!.fields.Ds_SignatureVersion, 'HMAC_SHA256_V1');
      t.equal(
        first.page.form!.fields.Ds_Signature,
        sign(KEY, first.order, first.page.form!.fields.Ds_MerchantParameters),
      );
      t.match(first.params, {
        DS_MERCHANT_AMOUNT: '20000',
        DS_MERCHANT_MERCHANTCODE: '999008881',
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_TERMINAL: '1',
        DS_MERCHANT_MERCHANTURL: `${APP_URL}/payments/redsys/notification`,
        DS_MERCHANT_URLOK: `${APP_URL}/pay/${token}/ok`,
        DS_MERCHANT_URLKO: `${APP_URL}/pay/${token}/ko`,
      });
      t.match(first.order, /^\d{4}[0-9A-Z]{8}$/, '12 characters, the first four digits');
      const second = await open();
      t.equal(second.order, first.order, 'a page viewed again shows the same attempt: it never went to the bank');
      t.match(await attempt(first.order), { status: 'pending', sentAt: null });
      t.same(await cardPayments.toBank(token, second.page.form!.fields), { outcome: 'bank' });
      t.ok((await attempt(first.order)).sentAt, 'sent to the bank');
      const third = await open();
      t.not(third.order, first.order, 'once sent, an order is not sent again: the next view has its own');
    },
  );

  t.test('an authorised notification records the payment through the pay use case, once', async (t) => {
    const { id, token, open } = await unpaid();
    const { order, amount } = await open();
    const res = await postNotification(app, notification(order, amount, {}, { urlSafe: true }));
    t.equal(res.statusCode, 200);
    const [payment, ...more] = await payments(id);
    t.equal(more.length, 0);
    t.match(payment, { amountCents: 20000, method: 'redsys', reference: `${order} 123456`, createdBy: null });
    const v = await vouchers.get(advisor, id);
    t.match(v, { paymentStatus: 'paid', status: 'active', dueCents: 0 });
    t.match(await attempt(order), {
      status: 'authorised',
      responseCode: '0000',
      authorisationCode: '123456',
      paymentId: payment.id,
      errorCode: null,
    });
    t.match((await attempt(order)).parameters, { Ds_Order: order, Ds_Amount: '20000' });
    // The same path as any payment: its invoice is issued in the notification's transaction.
    t.match(
      await app.db('invoices').where({ paymentId: payment.id }).first('totalCents'),
      { totalCents: 20000 },
      'the card payment has its invoice',
    );
    // Its receipt names who received the money as the invoices do: the issuer's legal name, NIF and address.
    t.match((await vouchers.receipt(advisor, payment.id)).issuer, {
      name: 'Academia de Prueba, S.L.',
      nif: 'B86541232',
      address: 'Calle Mayor, 1, 28013 Madrid',
    });
    const receipt = await app.inject({
      url: `/voucher-payment-receipt-print/${payment.id}`,
      headers: (await callerAs(app, 'advisor')).headers,
    });
    t.match(receipt.body, '<p class="brand brand-large">Academia de Prueba, S.L.</p>');
    t.match(receipt.body, 'NIF B86541232 · Calle Mayor, 1, 28013 Madrid');

    // Redsys retries: the same notification again records nothing more.
    t.same(await cardPayments.notify(notification(order, amount, {}, { urlSafe: true })), { outcome: 'replay', order });
    t.equal((await payments(id)).length, 1);
    // The link now says the voucher is paid, and offers no form; URLOK says the payment arrived.
    const page = await cardPayments.publicPage(token);
    t.match(page, { state: 'paid', form: undefined });
    t.match(await cardPayments.returnPage(token), { paid: true, dueCents: 0 });
  });

  t.test('refused notifications record nothing', async (t) => {
    const { id, open } = await unpaid();
    const { order, amount } = await open();
    const tampered = notification(order, amount);
    const params = JSON.parse(Buffer.from(tampered.Ds_MerchantParameters, 'base64').toString());
    const cases: [string, Record<string, string>, string][] = [
      [
        'tampered parameters (amount changed after signing)',
        {
          ...tampered,
          Ds_MerchantParameters: Buffer.from(JSON.stringify({ ...params, Ds_Amount: '1' })).toString('base64'),
        },
        'badSignature',
      ],
      [
        'wrong signature (another key)',
        notification(order, amount, {}, { key: 'Zq7HjrUOBfKmC576ILgskD5srU870gJ7' }),
        'badSignature',
      ],
      [
        'no signature',
        { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: tampered.Ds_MerchantParameters },
        'badSignature',
      ],
      ['wrong amount (signed)', notification(order, '100'), 'mismatch'],
      ['wrong currency', notification(order, amount, { Ds_Currency: '840' }), 'mismatch'],
      ['wrong merchant', notification(order, amount, { Ds_MerchantCode: '123456789' }), 'mismatch'],
      ['wrong terminal', notification(order, amount, { Ds_Terminal: '002' }), 'mismatch'],
      ['unknown order', notification('9999ZZZZ0000', amount), 'unknownOrder'],
    ];
    for (const [name, form, outcome] of cases) {
      t.match(await cardPayments.notify(form), { outcome }, name);
      const res = await postNotification(app, form);
      t.equal(res.statusCode, 200, `${name}: answered`);
    }
    t.equal((await payments(id)).length, 0);
    t.match(await attempt(order), { status: 'pending', responseCode: null, paymentId: null });
    // The route answers even a body that is no form at all.
    const junk = await app.inject({
      method: 'POST',
      url: '/payments/redsys/notification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x',
    });
    t.equal(junk.statusCode, 200);
  });

  t.test('a denied response is kept on the attempt, and the link stays usable', async (t) => {
    const { id, token, open } = await unpaid();
    const { order, amount } = await open();
    t.same(await cardPayments.notify(notification(order, amount, { Ds_Response: '0190', Ds_AuthorisationCode: '' })), {
      outcome: 'denied',
      order,
      response: '0190',
    });
    t.match(await attempt(order), { status: 'denied', responseCode: '0190', paymentId: null });
    t.equal((await payments(id)).length, 0);
    const again = await cardPayments.publicPage(token);
    t.equal(again!.state, 'payable');
    t.equal(again!.lastDenied, true);
    // The denied attempt shows on the voucher page.
    const advisorCaller = await callerAs(app, 'advisor');
    const page = await app.inject({ url: `/vouchers/${id}`, headers: advisorCaller.headers });
    t.match(page.body, 'Intentos de pago con tarjeta');
    t.match(page.body, 'Denegado (código 0190)');
    // A second attempt, authorised, pays.
    const next = await open();
    t.match(await cardPayments.notify(notification(next.order, next.amount)), { outcome: 'recorded' });
    t.equal((await payments(id)).length, 1);
  });

  t.test(
    'never more than what is due: the page charges the smaller of link and due; an excess authorisation is kept to refund',
    async (t) => {
      const { id, token, open, pay } = await unpaid();
      // The family went to the bank in one tab and left it there.
      const stale = await pay();
      // Half paid by wire after the link was made: the page now charges the rest, with a new order.
      const unsent = await open();
      await vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 5000, method: 'wire' } });
      const fresh = await open();
      t.equal(fresh.amount, '15000');
      t.equal(fresh.order, unsent.order, 'the unsent attempt takes the new amount: its order never reached the bank');
      t.same(
        await cardPayments.toBank(token, unsent.page.form!.fields),
        { outcome: 'again' },
        'a page still showing 200 € does not go to the bank for it',
      );
      t.same(await cardPayments.toBank(token, fresh.page.form!.fields), { outcome: 'bank' });
      t.match(await cardPayments.notify(notification(fresh.order, fresh.amount)), { outcome: 'recorded' });
      // The family paid the old tab too: the pay rules refuse it.
      t.match(await cardPayments.notify(notification(stale.order, stale.amount)), {
        outcome: 'notRecorded',
        code: 'VOUCHERS_ALREADY_PAID',
      });
      t.match(await attempt(stale.order), {
        status: 'authorised',
        paymentId: null,
        errorCode: 'VOUCHERS_ALREADY_PAID',
      });
      t.same((await payments(id)).map((p) => p.amountCents).sort(), [15000, 5000]);
      const page = await cardPayments.publicPage(token);
      t.equal(page!.state, 'paid');
      t.equal(page!.form, undefined);
      // URLOK of the tab charged twice says both: paid, and the 200 € the academy gives back.
      const ok = (await app.inject({ url: `/pay/${token}/ok` })).body;
      t.match(ok, 'Hemos recibido el pago. ¡Gracias! El bono está pagado.');
      t.match(ok, 'El banco le ha cobrado 200,00\u00a0€, pero el bono ya estaba pagado');
    },
  );

  t.test(
    'URLOK of a charge the voucher did not take (paid another way meanwhile) says it will be refunded, not «todavía no»',
    async (t) => {
      const { id, token, pay } = await unpaid();
      const atBank = await pay();
      t.match((await app.inject({ url: `/pay/${token}/ok` })).body, 'todavía no nos ha confirmado el pago');
      // The family pays at the bank while staff record the transfer they also made.
      await vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 20000, method: 'wire' } });
      t.match(await cardPayments.notify(notification(atBank.order, atBank.amount)), { outcome: 'notRecorded' });
      t.match(await cardPayments.returnPage(token), { paid: false, refundCents: 20000 });
      const ok = (await app.inject({ url: `/pay/${token}/ok` })).body;
      t.match(
        ok,
        'El banco le ha cobrado 200,00\u00a0€, pero el bono ya estaba pagado (o cerrado) cuando llegó ese pago, así que no lo hemos registrado: la academia le devolverá ese importe.',
      );
      t.notMatch(ok, 'todavía no nos ha confirmado', 'the bank has answered: nothing more will come');
      t.notMatch(ok, 'Actualizar');
      t.notMatch(ok, 'Hemos recibido el pago', 'nothing was recorded');
      // Staff read why in Spanish on the voucher page (it showed «(VOUCHERS_ALREADY_PAID)»).
      const staff = await callerAs(app, 'advisor');
      const voucherPage = (await app.inject({ url: `/vouchers/${id}`, headers: staff.headers })).body;
      t.match(voucherPage, 'Autorizado por el banco pero no registrado (el bono ya estaba pagado): hay que devolverlo');
      t.notMatch(voucherPage, 'VOUCHERS_ALREADY_PAID');
    },
  );

  t.test("a new link revokes the voucher's earlier live links: one live link per voucher", async (t) => {
    const first = await unpaid();
    const opened = await first.pay();
    const viewed = await first.open();
    const second = await cardPayments.createLink(advisor, first.id);
    t.same(second.revokedIds, [first.link.id], 'the new link says which it revoked');
    const states = await cardPayments.links(advisor, first.id);
    t.same(
      states.map((l) => [l.id, l.state]),
      [
        [second.id, 'active'],
        [first.link.id, 'revoked'],
      ],
    );
    t.equal(
      (await cardPayments.publicPage(first.token))!.state,
      'replaced',
      "the old email's page no longer pays, and says a newer one was sent",
    );
    t.match(
      (await app.inject({ url: `/pay/${first.token}` })).body,
      'la academia le ha enviado otro más reciente. Use el del último correo que ha recibido.',
    );
    t.same(
      await cardPayments.toBank(first.token, viewed.page.form!.fields),
      { outcome: 'again' },
      'nor does its page left open: its form does not go to the bank',
    );
    const third = await cardPayments.createLink(advisor, first.id);
    t.same(third.revokedIds, [second.id], 'only live links are revoked, and only once');
    // A link of another voucher is untouched.
    const other = await unpaid();
    await cardPayments.createLink(advisor, first.id);
    t.equal((await cardPayments.publicPage(other.token))!.state, 'payable');
    // The old page was already open and its form posted to the bank: the money moved, so it is recorded (once).
    t.match(await cardPayments.notify(notification(opened.order, opened.amount)), { outcome: 'recorded' });
    t.equal((await payments(first.id)).length, 1);
    // The pages and GraphQL say so too.
    const caller = await callerAs(app, 'advisor');
    const again = await unpaid();
    const created = await gql(
      app,
      caller,
      'mutation($v: Int!) { createPaymentLink(voucherId: $v) { id revokedLinkIds } }',
      { v: again.id },
    );
    t.same(created.body.data?.createPaymentLink, {
      id: Number((await cardPayments.links(advisor, again.id))[0].id),
      revokedLinkIds: [again.link.id],
    });
    const page = await postForm(app, caller, `/vouchers/${again.id}`, `/vouchers/${again.id}/payment-link`, {});
    t.equal(page.statusCode, 201);
    t.match(page.body, 'El enlace anterior de este bono se ha revocado: ya no sirve para pagar; solo sirve este.');
  });

  t.test('links: revoked, expired, settled, paid, or for nothing due', async (t) => {
    const revoked = await unpaid();
    await cardPayments.revokeLink(advisor, revoked.link.id);
    t.equal((await cardPayments.publicPage(revoked.token))!.state, 'revoked', 'revoked, and no newer one');
    // Back from the bank (URLKO) on a link that no longer pays: nothing to try again.
    const ko = (await app.inject({ url: `/pay/${revoked.token}/ko` })).body;
    t.match(ko, 'El pago no se ha completado y no se ha cobrado nada.');
    t.match(ko, 'Este enlace de pago ya no es válido. Si desea pagar, pida uno nuevo a la academia.');
    t.notMatch(ko, 'Volver a intentarlo');
    const expired = await unpaid();
    await app
      .db('payment_links')
      .where({ id: expired.link.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    t.equal((await cardPayments.publicPage(expired.token))!.state, 'expired');
    const settled = await unpaid();
    await app.db('vouchers').where({ id: settled.id }).update({ status: 'settled' });
    t.equal((await cardPayments.publicPage(settled.token))!.state, 'settled');
    const paidId = await unpaid().then((u) => u.id);
    await vouchers.pay(advisor, { voucherId: paidId, payment: { amountCents: 20000, method: 'wire' } });
    await t.rejects(cardPayments.createLink(advisor, paidId), { code: 'CARD_PAYMENTS_NOTHING_DUE' });
    t.equal(
      await app
        .db('payment_attempts')
        .whereIn('link_id', [revoked.link.id, expired.link.id])
        .count({ n: '*' })
        .first()
        .then((r) => Number(r!.n)),
      0,
      'no attempt without a payable page',
    );
    t.equal(await cardPayments.publicPage('not-a-token'), undefined);
    t.equal(await cardPayments.publicPage('A'.repeat(43)), undefined);
    // A page that takes no payment does not invite to pay: only why not.
    const replacedOld = await unpaid();
    await cardPayments.createLink(advisor, replacedOld.id);
    const closed: [string, string, string][] = [
      ['revoked', revoked.token, 'Este enlace de pago ya no es válido. Si desea pagar, pida uno nuevo a la academia.'],
      ['expired', expired.token, 'Este enlace de pago ha caducado. Si desea pagar, pida uno nuevo a la academia.'],
      ['settled', settled.token, 'Este bono está cerrado y ya no admite pagos.'],
      ['replaced', replacedOld.token, 'la academia le ha enviado otro más reciente'],
    ];
    for (const [state, token, notice] of closed) {
      const body = (await app.inject({ url: `/pay/${token}` })).body;
      t.match(body, notice, `${state}: says why`);
      t.notMatch(body, 'le envía este enlace para pagar', `${state}: no invitation to pay`);
      t.notMatch(body, 'Pagar con tarjeta', `${state}: no button`);
    }
  });

  t.test("the family's pages close with how to reach the academy, once it is filled in", async (t) => {
    const { token } = await unpaid();
    const pages = [`/pay/${token}`, `/pay/${token}/ok`, `/pay/${token}/ko`, `/pay/${'A'.repeat(43)}`];
    for (const url of pages)
      t.notMatch((await app.inject({ url })).body, 'contacte con la academia', `${url}: nothing to say yet`);
    await app
      .db('fiscal_settings')
      .where('id', 1)
      .update({ email: 'secretaria@academia.test', phone: '+34 910 123 456' });
    for (const url of pages) {
      const body = (await app.inject({ url })).body;
      t.match(body, 'Para cualquier duda, contacte con la academia:', url);
      t.match(body, '<a href="tel:+34910123456">+34 910 123 456</a>', `${url}: the phone, to call`);
      t.match(body, '<a href="mailto:secretaria@academia.test">secretaria@academia.test</a>', `${url}: the e-mail`);
    }
    await app.db('fiscal_settings').where('id', 1).update({ email: null });
    const phoneOnly = (await app.inject({ url: pages[0] })).body;
    t.match(phoneOnly, 'tel:+34910123456');
    t.notMatch(phoneOnly, 'mailto:');
    await app.db('fiscal_settings').where('id', 1).update({ phone: null });
  });

  t.test("the bank's page names the academy cut at a word, not «Academia Apolo Formación,»", async (t) => {
    const academy = { nif: 'B86541232', address: 'Calle Mayor, 1, 28013 Madrid' };
    vouchers.academyFrom(async () => ({ ...academy, name: 'Academia Apolo Formación, S.L.' }));
    const { params } = await (await unpaid()).open();
    t.equal(params.DS_MERCHANT_MERCHANTNAME, 'Academia Apolo Formación');
    vouchers.academyFrom(async () => ({ ...academy, name: 'Academia Sol' }));
    t.equal((await (await unpaid()).open()).params.DS_MERCHANT_MERCHANTNAME, 'Academia Sol', 'a short name whole');
  });
});

/** «Pagar con tarjeta» as the browser posts it: the page's signed form, to the page's own address. */
const postPay = (app: FastifyInstance, token: string, fields: object) =>
  app.inject({
    method: 'POST',
    url: `/pay/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields as Record<string, string>).toString(),
  });
const formOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(Ds_[A-Za-z]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );

t.test(
  'a link viewed again and again (a mail scanner, reloads) makes one attempt; its form goes to the bank once',
  async (t) => {
    const app = await setupApp(t, { appUrl: APP_URL });
    const { unpaid, vouchers, advisor, cardPayments } = await world(app);
    const attempts = (voucherId: number) => app.db('payment_attempts').where({ voucherId }).orderBy('id');

    // A scanner opening the link, then thirty reloads: one attempt, one order, and nothing at the bank.
    const { id, token } = await unpaid();
    const views = [];
    for (let i = 0; i < 31; i++) views.push(await app.inject({ url: `/pay/${token}` }));
    t.same([...new Set(views.map((v) => v.statusCode))], [200]);
    const forms = views.map((v) => formOf(v.body));
    t.equal(new Set(forms.map((f) => f.Ds_MerchantParameters)).size, 1, 'every view shows the same signed form');
    t.equal((await attempts(id)).length, 1, 'one attempt, not 31');
    t.match(views[0].headers['content-security-policy'], /form-action 'self' https:\/\/sis-t\.redsys\.es:25443/);
    const advisorCaller = await callerAs(app, 'advisor');
    const voucherPage = await app.inject({ url: `/vouchers/${id}`, headers: advisorCaller.headers });
    t.notMatch(voucherPage.body, 'Intentos de pago con tarjeta', 'a page viewed is no attempt for staff');
    t.equal((await vouchers.get(advisor, id)).deletable, true, 'a page viewed does not hold the voucher');

    // «Pagar con tarjeta»: sent on to the terminal (307 keeps the post and its fields), once.
    const sent = await postPay(app, token, forms[0]);
    t.equal(sent.statusCode, 307);
    t.equal(sent.headers.location, 'https://sis-t.redsys.es:25443/sis/realizarPago');
    t.equal(sent.headers['cache-control'], 'no-store');
    t.ok((await attempts(id))[0].sentAt);
    t.equal((await vouchers.get(advisor, id)).deletable, false, 'once at the bank it may be charged: kept');
    const shown = await app.inject({ url: `/vouchers/${id}`, headers: advisorCaller.headers });
    t.match(shown.body, 'Sin respuesta del banco', 'staff see the attempt at the bank');

    // The same form again (a second tab, the back button): not sent twice; the page again, with a new order.
    const twice = await postPay(app, token, forms[1]);
    t.equal(twice.statusCode, 303);
    t.equal(twice.headers.location, `/pay/${token}?again=1`);
    const back = await app.inject({ url: twice.headers.location as string });
    t.match(back.body, 'Hace un momento se abrió el pago de este bono en la página del banco');
    t.not(formOf(back.body).Ds_MerchantParameters, forms[0].Ds_MerchantParameters, 'a new order');
    t.equal((await attempts(id)).length, 2);
    // After the bank's answer the warning goes; a form posted from a page used before still says why it is back.
    await app.db('payment_attempts').where({ voucherId: id }).whereNotNull('sent_at').update({ status: 'denied' });
    t.match((await app.inject({ url: `/pay/${token}?again=1` })).body, 'Ese botón ya se había usado');
    t.notMatch((await app.inject({ url: `/pay/${token}` })).body, 'Ese botón ya se había usado');

    // A form that is not the page's: refused, nothing sent.
    const forged = { ...formOf(back.body), Ds_Signature: 'AAAA' };
    t.equal((await postPay(app, token, forged)).statusCode, 303);
    t.equal((await postPay(app, token, {})).statusCode, 303);
    t.equal((await attempts(id)).filter((a) => a.sentAt).length, 1);
    t.equal((await postPay(app, 'A'.repeat(43), formOf(back.body))).statusCode, 404);
    t.equal((await postPay(app, 'x', formOf(back.body))).statusCode, 404);

    // Paid in cash while the page was open: its form goes back to the page, which says it is paid.
    const cash = await unpaid();
    const open = formOf((await app.inject({ url: `/pay/${cash.token}` })).body);
    await vouchers.pay(advisor, { voucherId: cash.id, payment: { amountCents: 20000, method: 'cash' } });
    const refused = await postPay(app, cash.token, open);
    t.equal(refused.statusCode, 303);
    t.match((await app.inject({ url: refused.headers.location as string })).body, 'Este bono ya está pagado');
    t.equal((await attempts(cash.id)).filter((a) => a.sentAt).length, 0, 'nothing went to the bank');

    // Revoked while open: the same.
    const revoked = await unpaid();
    const left = formOf((await app.inject({ url: `/pay/${revoked.token}` })).body);
    await cardPayments.revokeLink(advisor, revoked.link.id);
    const gone = await postPay(app, revoked.token, left);
    t.equal(gone.statusCode, 303);
    t.match((await app.inject({ url: gone.headers.location as string })).body, 'Este enlace de pago ya no es válido');

    // Deleted while open (only viewed, so it could be): the link is no more.
    const deleted = await unpaid();
    const before = formOf((await app.inject({ url: `/pay/${deleted.token}` })).body);
    await vouchers.remove(advisor, deleted.id);
    t.equal((await postPay(app, deleted.token, before)).statusCode, 404);
    t.equal((await app.inject({ url: `/pay/${deleted.token}` })).statusCode, 404);
  },
);

t.test(
  'views and posts at once: one attempt per link, sent to the bank once',
  { skip: process.env.DATABASE_URL ? false : 'needs a real PostgreSQL (DATABASE_URL unset; CI sets it)' },
  async (t) => {
    const app = await setupApp(t, { appUrl: APP_URL });
    const { unpaid, cardPayments } = await world(app);
    const { id, token } = await unpaid();
    const pages = await Promise.all(Array.from({ length: 8 }, () => cardPayments.publicPage(token)));
    t.equal(new Set(pages.map((p) => p!.form!.fields.Ds_MerchantParameters)).size, 1, 'one form for all');
    t.equal((await app.db('payment_attempts').where({ voucherId: id })).length, 1, 'one attempt');
    const posts = await Promise.all(pages.map((p) => postPay(app, token, p!.form!.fields)));
    t.same(
      posts.map((r) => r.statusCode).sort(),
      [303, 303, 303, 303, 303, 303, 303, 307],
      'one goes to the bank, the others back to the page',
    );
    const after = await Promise.all(Array.from({ length: 4 }, () => cardPayments.publicPage(token)));
    t.equal(new Set(after.map((p) => p!.form!.fields.Ds_MerchantParameters)).size, 1);
    t.equal((await app.db('payment_attempts').where({ voucherId: id })).length, 2, 'and one new attempt after it');
  },
);

t.test('card payments turned off: no links', async (t) => {
  const app = await setupApp(t, {
    redsys: { enabled: false, merchantCode: '999008881', terminal: '1', secretKey: KEY },
  });
  const { advisor, cardPayments, w } = await world(app);
  const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
  await t.rejects(cardPayments.createLink(advisor, id), { code: 'CARD_PAYMENTS_OFF' });
});

t.test(
  'two notifications at once for one order record one payment',
  { skip: process.env.DATABASE_URL ? false : 'needs a real PostgreSQL (DATABASE_URL unset; CI sets it)' },
  async (t) => {
    const app = await setupApp(t, { appUrl: APP_URL });
    const { unpaid, payments, attempt, cardPayments } = await world(app);
    const { id, open } = await unpaid();
    const { order, amount } = await open();
    const form = notification(order, amount);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => cardPayments.notify(form)));
    t.same(outcomes.map((o) => o.outcome).sort(), ['recorded', 'replay', 'replay', 'replay', 'replay', 'replay']);
    t.equal((await payments(id)).length, 1);
    t.equal((await attempt(order)).status, 'authorised');
    // And through HTTP, two at once for a second voucher.
    const other = await unpaid();
    const o = await other.open();
    const f = notification(o.order, o.amount);
    const answers = await Promise.all([postNotification(app, f), postNotification(app, f)]);
    t.same(
      answers.map((r) => r.statusCode),
      [200, 200],
    );
    t.equal((await payments(other.id)).length, 1);
  },
);

t.test(
  'two links made at once for one voucher leave one live link',
  { skip: process.env.DATABASE_URL ? false : 'needs a real PostgreSQL (DATABASE_URL unset; CI sets it)' },
  async (t) => {
    const app = await setupApp(t, { appUrl: APP_URL });
    const { advisor, cardPayments, w } = await world(app);
    const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
    const made = await Promise.all(Array.from({ length: 6 }, () => cardPayments.createLink(advisor, id)));
    t.equal(made.length, 6);
    const live = (await cardPayments.links(advisor, id)).filter((l) => l.state === 'active');
    t.equal(live.length, 1, 'one live link');
    t.same(made.flatMap((m) => m.revokedIds).sort((a, b) => a - b).length, 5, 'each earlier one revoked once');
  },
);

t.test(
  'who may do what: only staff create and revoke links; the public pages show the description and the amount only',
  async (t) => {
    const app = await setupApp(t, { appUrl: APP_URL });
    const { unpaid, w } = await world(app);
    await app.db('customers').where({ id: w.customer.id }).update({ nif: '12345678Z', phone: '600111222' });
    const callers = Object.fromEntries(
      await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
    ) as Record<(typeof ROLES_AND_ANONYMOUS)[number], Caller>;
    // Written out: changing the policy must change this table.
    const expected = { anonymous: false, teacher: false, advisor: true, admin: true };
    for (const role of ROLES_AND_ANONYMOUS) {
      const caller = callers[role];
      const { id } = await unpaid();
      const created = await gql(
        app,
        caller,
        'mutation($v: Int!) { createPaymentLink(voucherId: $v) { url expiresAt amountCents } }',
        { v: id },
      );
      if (expected[role])
        t.match(
          created.body.data?.createPaymentLink,
          { url: new RegExp(`^${APP_URL}/pay/`), amountCents: 20000 },
          `${role} creates a link`,
        );
      else
        t.equal(
          created.body.errors?.[0]?.extensions?.code,
          role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
          `${role} may not create a link`,
        );
      const [link] = await app.db('payment_links').where({ voucherId: id }).orderBy('id', 'desc').select('id');
      const revoked = await gql(app, caller, 'mutation($id: Int!) { revokePaymentLink(id: $id) { state } }', {
        id: link.id,
      });
      if (expected[role])
        t.equal((revoked.body.data?.revokePaymentLink as { state: string }).state, 'revoked', `${role} revokes`);
      else
        t.equal(
          revoked.body.errors?.[0]?.extensions?.code,
          role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
          `${role} may not revoke`,
        );
      const listed = await gql(
        app,
        caller,
        'query($v: Int!) { paymentLinks(voucherId: $v) { id } paymentAttempts(voucherId: $v) { id } }',
        { v: id },
      );
      t.equal(!listed.body.errors, expected[role], `${role} ${expected[role] ? 'sees' : 'does not see'} the links`);
      if (expected[role])
        for (const v of [2147483647, 0, -1]) {
          const missing = await gql(app, caller, 'query($v: Int!) { paymentLinks(voucherId: $v) { id } }', { v });
          t.equal(missing.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', `links of voucher ${v}: not found`);
          t.equal(missing.body.errors?.[0]?.message, 'No existe ese bono');
          const tried = await gql(app, caller, 'query($v: Int!) { paymentAttempts(voucherId: $v) { id } }', { v });
          t.equal(tried.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', `attempts of voucher ${v}: not found`);
        }
      // The page forms: the button posts to create, the revoke form.
      if (role !== 'anonymous') {
        const page = await app.inject({ url: `/vouchers/${id}`, headers: caller.headers });
        if (expected[role]) {
          t.match(page.body, 'Crear enlace de pago');
          const made = await postForm(app, caller, `/vouchers/${id}`, `/vouchers/${id}/payment-link`, {});
          t.equal(made.statusCode, 201);
          t.match(made.body, new RegExp(`${APP_URL}/pay/[A-Za-z0-9_-]{43}`));
          const [newest] = await app.db('payment_links').where({ voucherId: id }).orderBy('id', 'desc').select('id');
          const gone = await postForm(app, caller, `/vouchers/${id}`, `/payment-links/${newest.id}/revoke`, {});
          t.equal(gone.statusCode, 303);
          t.ok((await app.db('payment_links').where({ id: newest.id }).first()).revokedAt);
        } else t.equal(page.statusCode, 403);
      }
      const post = await app.inject({ method: 'POST', url: `/vouchers/${id}/payment-link`, headers: caller.headers });
      t.ok(
        [302, 403].includes(post.statusCode),
        `${role}: the form post is refused without a session, the token or the role`,
      );
    }

    // The customer email dialog (its page without JavaScript) offers the link; sent, the email carries it.
    const mailed = await unpaid();
    const dialog = await app.inject({ url: `/vouchers/${mailed.id}/email`, headers: callers.advisor.headers });
    t.match(dialog.body, 'Incluir un enlace para pagar 200,00');
    const sent = await postForm(app, callers.advisor, `/vouchers/${mailed.id}/email`, `/vouchers/${mailed.id}/email`, {
      paymentLink: 'yes',
    });
    t.equal(sent.statusCode, 303);
    const mail = await app.db('mail_outbox').orderBy('id', 'desc').first();
    t.match(
      mail.text,
      new RegExp(
        `Puede pagar con tarjeta lo pendiente \\(200,00\\s€\\) desde este enlace, válido hasta el \\d{2}/\\d{2}/\\d{4}:\\n${APP_URL}/pay/[A-Za-z0-9_-]{43}\\n\\nSi tiene cualquier duda, póngase en contacto con nosotros\\.\\n\\nUn saludo`,
      ),
    );
    const linkInMail = /\/pay\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    t.equal((await app.services.cardPayments.publicPage(linkInMail))!.state, 'payable');
    await postForm(app, callers.advisor, `/vouchers/${mailed.id}/email`, `/vouchers/${mailed.id}/email`, {
      paymentLink: 'no',
    });
    t.notMatch((await app.db('mail_outbox').orderBy('id', 'desc').first()).text, '/pay/');
    // A customer left without an address: nothing is sent, and the link already mailed is not revoked for a
    // new one nobody receives (the link was made first, then the email refused).
    const { customerId } = await app.db('vouchers').where({ id: mailed.id }).first('customerId');
    const addresses = await app.db('customers').where({ id: customerId }).first('email', 'invoiceEmail');
    await app.db('customers').where({ id: customerId }).update({ email: null, invoiceEmail: null });
    const links = await app.db('payment_links').where({ voucherId: mailed.id }).count({ n: '*' }).first();
    const refused = await postForm(app, callers.advisor, `/vouchers/${mailed.id}`, `/vouchers/${mailed.id}/email`, {
      paymentLink: 'yes',
    });
    t.match(flashOf(refused).text, 'El cliente no tiene email ni email de facturación');
    t.same(
      await app.db('payment_links').where({ voucherId: mailed.id }).count({ n: '*' }).first(),
      links,
      'no link made',
    );
    t.equal((await app.services.cardPayments.publicPage(linkInMail))!.state, 'payable', 'the mailed link still works');
    await app.db('customers').where({ id: customerId }).update(addresses);

    // The family's page: anonymous, the academy, the voucher in words, the amount; of the customer only the first name.
    const { token } = await unpaid();
    const page = await app.inject({ url: `/pay/${token}` });
    t.equal(page.statusCode, 200);
    t.match(page.body, 'Hola, Lucía:');
    t.match(page.body, 'Academia de Prueba, S.L. le envía este enlace', "the invoices' issuer names the academy");
    // Spoken to as «usted», as in the e-mail that brought them here.
    t.notMatch(page.body, /\b(te|puedes|quieres|pide|ponte|comprueba)\b/i, "no «tú» on the family's page");
    // Until an admin fills the issuer in, ACADEMY_NAME does (its default, «Academia»).
    const issuer = await app.db('fiscal_settings').where('id', 1).first('legal_name');
    await app.db('fiscal_settings').where('id', 1).update({ legalName: null });
    t.match((await app.inject({ url: `/pay/${token}` })).body, '>Academia le envía este enlace');
    await app.db('fiscal_settings').where('id', 1).update({ legalName: issuer.legalName });
    t.match(page.body, /Bono n\.º \d+: 10 horas de clase de Matemáticas \(2º ESO\)/);
    t.match(page.body, '200,00&nbsp;€'.replace('&nbsp;', '\u00a0'));
    t.match(page.body, 'Pagar con tarjeta');
    t.match(page.body, `action="/pay/${token}"`, 'the form goes to the bank through the page itself');
    for (const secret of ['Gómez', 'Pablo', 'lucia@correo.test', '12345678Z', '600111222', 'Javier', 'Profe'])
      t.notMatch(page.body, secret, `no ${secret}`);
    t.match(page.headers['content-security-policy'], /form-action 'self' https:\/\/sis-t\.redsys\.es:25443/);
    t.equal(page.headers['cache-control'], 'no-store');
    for (const path of [`/pay/${token}/ok`, `/pay/${token}/ko`]) {
      const res = await app.inject({ url: `${path}?Ds_Response=0000&Ds_Amount=20000` });
      t.equal(res.statusCode, 200, path);
      for (const secret of ['Gómez', 'Pablo', 'lucia@correo.test']) t.notMatch(res.body, secret);
      t.notMatch(res.body, 'Intranet', `${path}: a family's page carries the academy, not the intranet`);
    }
    t.notMatch(page.body, 'Intranet', "the family's page carries the academy, not the intranet");
    t.match(page.body, '<title>Pago del bono · Academia de Prueba, S.L.</title>', 'the academy that charges, by name');
    t.match(page.body, /class="brand brand-large">Academia de Prueba, S\.L\.</);
    for (const path of [`/pay/${token}/ok`, `/pay/${token}/ko`])
      t.match((await app.inject({ url: path })).body, /class="brand brand-large">Academia de Prueba, S\.L\.</, path);
    await app.db('fiscal_settings').where('id', 1).update({ legalName: null });
    t.match(
      (await app.inject({ url: `/pay/${token}` })).body,
      '<title>Pago del bono · Academia de clases particulares</title>',
      'until the issuer is filled in, a generic name',
    );
    await app.db('fiscal_settings').where('id', 1).update({ legalName: issuer.legalName });
    t.notMatch((await app.inject({ url: `/pay/${'A'.repeat(43)}` })).body, 'Intranet', 'nor its not-found page');
    // URLOK trusts nothing in its query: no notification, so nothing paid yet.
    t.match(
      (await app.inject({ url: `/pay/${token}/ok?Ds_Response=0000` })).body,
      'todavía no nos ha confirmado el pago',
    );
    t.match((await app.inject({ url: `/pay/${token}/ko` })).body, 'Volver a intentarlo');
    t.equal((await app.inject({ url: '/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode, 404);
    t.equal((await app.inject({ url: '/pay/x/ok' })).statusCode, 404);
  },
);
