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
} from '../../test/helpers/app';
import { decodeParameters, sign } from './redsys';
import { tokenHash } from './cardPayments.service';
import { vouchersWorld } from './vouchers.testkit';

const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const APP_URL = 'https://intranet.academia.test';
const flashOf = (res: { cookies: { name: string; value: string }[] }) =>
  decodeURIComponent(res.cookies.find((c) => c.name === 'flash')?.value ?? '');
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
  /** An inactive, unpaid 10-hour voucher (200 €) and a link for it; `open()` opens its page (a new attempt). */
  async function unpaid(overrides: Record<string, unknown> = {}) {
    const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment', ...overrides });
    const link = await cardPayments.createLink(advisor, id);
    const token = link.url.split('/pay/')[1];
    const open = async () => {
      const page = await cardPayments.publicPage(token);
      const params = decodeParameters(page!.form!.fields.Ds_MerchantParameters)!;
      return { page: page!, order: params.DS_MERCHANT_ORDER, amount: params.DS_MERCHANT_AMOUNT, params };
    };
    return { id, link, token, open };
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
      t.equal(first.page.form!.action, 'https://sis-t.redsys.es:25443/sis/realizarPago');
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
      t.not(second.order, first.order, 'every attempt has its own order');
      t.equal((await attempt(first.order)).status, 'pending');
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
      const { id, token, open } = await unpaid();
      const stale = await open();
      // Half paid by wire after the link was made: the page now charges the rest.
      await vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 5000, method: 'wire' } });
      const fresh = await open();
      t.equal(fresh.amount, '15000');
      t.match(await cardPayments.notify(notification(fresh.order, fresh.amount)), { outcome: 'recorded' });
      // The family had the old page open in another tab and paid it too: the pay rules refuse it.
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
    },
  );

  t.test("a new link revokes the voucher's earlier live links: one live link per voucher", async (t) => {
    const first = await unpaid();
    const opened = await first.open();
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
    t.equal((await cardPayments.publicPage(first.token))!.state, 'revoked', "the old email's page no longer pays");
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
    t.equal((await cardPayments.publicPage(revoked.token))!.state, 'revoked');
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
        `Puede pagar con tarjeta lo pendiente \\(200,00\\s€\\) desde este enlace, válido hasta el \\d{2}/\\d{2}/\\d{4}:\\n${APP_URL}/pay/[A-Za-z0-9_-]{43}\\n\\nUn saludo`,
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
    t.match(flashOf(refused), 'El cliente no tiene email ni email de facturación');
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
    t.match(page.body, 'action="https://sis-t.redsys.es:25443/sis/realizarPago"');
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
    t.match(page.body, '<title>Pago del bono · Academia de clases particulares</title>');
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
