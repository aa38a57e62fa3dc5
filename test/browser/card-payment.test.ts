import t, { type Test } from 'tap';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import type { Browser, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';
import { actorOf } from '../factories/people';
import { decodeParameters, sign } from '../../modules/vouchers/redsys';

const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/** A free TCP port on 127.0.0.1 (the intranet must know its own address before it starts: APP_URL). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A local fake of the Redsys card terminal: it takes the shop's signed form, checks the
 * signature with the test key, shows "Autorizar" and "Denegar", then sends the signed
 * notification to the shop's MERCHANTURL (server to server) and sends the browser to URLOK or
 * URLKO (with Ds_* in the query string, as Redsys does, which the shop must not trust).
 */
async function fakeTerminal(t: Test) {
  const terminal = Fastify();
  await terminal.register(formbody);
  const notified: { order: string; response: string; status: number }[] = [];
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>TPV de prueba</title></head><body>${body}</body></html>`;
  terminal.post<{ Body: Record<string, string> }>('/sis/realizarPago', async (request, reply) => {
    const { Ds_SignatureVersion: version, Ds_MerchantParameters: encoded, Ds_Signature: signature } = request.body;
    const params = decodeParameters(encoded ?? '');
    if (version !== 'HMAC_SHA256_V1' || !params || signature !== sign(KEY, params.DS_MERCHANT_ORDER, encoded))
      return reply.code(400).type('text/html').send(page('<h1>SIS0042: firma incorrecta</h1>'));
    const hidden = `<input type="hidden" name="p" value="${escape(encoded)}">`;
    return reply.type('text/html').send(
      page(`<h1>TPV de prueba</h1><p>Comercio ${escape(params.DS_MERCHANT_MERCHANTCODE)}, pedido ${escape(params.DS_MERCHANT_ORDER)}, importe ${escape(params.DS_MERCHANT_AMOUNT)} céntimos</p>
      <form method="post" action="/sis/decide">${hidden}<input type="hidden" name="answer" value="0000"><button>Autorizar</button></form>
      <form method="post" action="/sis/decide">${hidden}<input type="hidden" name="answer" value="0190"><button>Denegar</button></form>`),
    );
  });
  terminal.post<{ Body: { p: string; answer: string } }>('/sis/decide', async (request, reply) => {
    const request_ = decodeParameters(request.body.p)!;
    const authorised = request.body.answer === '0000';
    const params = {
      Ds_Date: '23%2F11%2F2026',
      Ds_Hour: '12%3A00',
      Ds_SecurePayment: '1',
      Ds_Amount: request_.DS_MERCHANT_AMOUNT,
      Ds_Currency: request_.DS_MERCHANT_CURRENCY,
      Ds_Order: request_.DS_MERCHANT_ORDER,
      Ds_MerchantCode: request_.DS_MERCHANT_MERCHANTCODE,
      Ds_Terminal: request_.DS_MERCHANT_TERMINAL.padStart(3, '0'),
      Ds_Response: request.body.answer,
      Ds_TransactionType: '0',
      Ds_MerchantData: '',
      Ds_AuthorisationCode: authorised ? '654321' : '',
    };
    const encoded = Buffer.from(JSON.stringify(params)).toString('base64');
    const form = {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: encoded,
      Ds_Signature: sign(KEY, params.Ds_Order, encoded).replace(/\+/g, '-').replace(/\//g, '_'),
    };
    const res = await fetch(request_.DS_MERCHANT_MERCHANTURL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    notified.push({ order: params.Ds_Order, response: params.Ds_Response, status: res.status });
    const back = new URL(authorised ? request_.DS_MERCHANT_URLOK : request_.DS_MERCHANT_URLKO);
    for (const [k, v] of Object.entries(form)) back.searchParams.set(k, v);
    return reply.redirect(back.toString(), 302);
  });
  terminal.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  const url = await terminal.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => terminal.close());
  return { url: `${url}/sis/realizarPago`, notified };
}

/** The intranet on a free port with the fake terminal, and an unpaid 10-hour voucher (200 €) of the world. */
async function shop(t: Test) {
  const terminal = await fakeTerminal(t);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await setupApp(t, { appUrl: base, redsysUrl: terminal.url });
  const w = await vouchersWorld(app);
  const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment', hours: 10 });
  return { terminal, port, base, app, id };
}

for (const javaScript of [true, false]) {
  t.test(`a family pays a voucher by card from its link (${javaScript ? 'with' : 'without'} JavaScript)`, async (t) => {
    const { terminal, port, base, app, id } = await shop(t);
    const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
    await app.listen({ port, host: '127.0.0.1' });
    const browser: Browser = await launchBrowser(t);
    const shots = process.env.SHOTS;
    if (shots) mkdirSync(shots, { recursive: true });
    const snap = async (page: Page, name: string) => {
      if (shots)
        await page.screenshot({ path: `${shots}/card-${javaScript ? 'js' : 'nojs'}-${name}.png`, fullPage: true });
    };
    const errors: string[] = [];
    const newPage = async () => {
      const context = await browser.newContext({
        viewport: { width: 1100, height: 900 },
        locale: 'es-ES',
        timezoneId: 'Europe/Madrid',
        javaScriptEnabled: javaScript,
      });
      t.teardown(() => context.close());
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
      });
      return page;
    };

    // Staff create the link on the voucher page.
    const staff = await newPage();
    await staff.goto(`${base}/vouchers/${id}`);
    await staff.getByLabel('Email').fill(advisor.email);
    await staff.getByLabel('Contraseña').fill(PASSWORD);
    await staff.getByRole('button', { name: 'Entrar' }).click();
    await staff.waitForURL(`${base}/vouchers/${id}`);
    await staff.getByText('Pendiente de pago: 200,00').first().waitFor();
    await staff.getByRole('button', { name: 'Crear enlace de pago' }).click();
    const linkField = staff.getByLabel('Enlace de pago');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    t.match(link, new RegExp(`^${base}/pay/[A-Za-z0-9_-]{43}$`));
    await snap(staff, '1-link');
    // Back on the voucher page, which stays open while the family pays.
    await staff.getByRole('link', { name: 'Volver al bono' }).click();
    await staff.waitForURL(`${base}/vouchers/${id}`);
    if (javaScript) await staff.waitForSelector('html[data-hydrated="true"]');

    // The family opens it (no session), sees the voucher and the amount, and goes to pay.
    const family = await newPage();
    await family.goto(link);
    await family.getByText('Hola, Lucía:').waitFor();
    await family.getByText(/Bono n\.º \d+: 10 horas de clase de Matemáticas \(2º ESO\)/).waitFor();
    t.match(await family.locator('.card-payment-amount').innerText(), /^200,00\s€$/);
    await snap(family, '2-pay-page');

    if (!javaScript) {
      // First the card is refused: URLKO says nothing was charged, and the link works again.
      await family.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await family.getByRole('button', { name: 'Denegar' }).click();
      await family.getByText('El pago no se ha completado y no se ha cobrado nada').waitFor();
      await snap(family, '3-ko');
      await family.getByRole('link', { name: 'Volver a intentarlo' }).click();
      await family.getByText('El último intento no se completó').waitFor();
    }
    await family.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await family.getByText('TPV de prueba').first().waitFor();
    t.match(
      await family.locator('body').innerText(),
      /Comercio 999008881, pedido \d{4}[0-9A-Z]{8}, importe 20000 céntimos/,
    );
    await family.getByRole('button', { name: 'Autorizar' }).click();
    await family.getByText('Hemos recibido el pago. ¡Gracias! El bono está pagado.').waitFor();
    t.match(family.url(), new RegExp(`^${base}/pay/[A-Za-z0-9_-]{43}/ok\\?`));
    await snap(family, '4-ok');
    t.same(
      terminal.notified.map((n) => [n.response, n.status]),
      javaScript
        ? [['0000', 200]]
        : [
            ['0190', 200],
            ['0000', 200],
          ],
    );

    // The voucher shows the card payment and is active and paid; nobody typed it. With
    // JavaScript the open page updates itself; without, staff reload it.
    if (javaScript) await staff.getByText('El banco ha respondido: actualizado').waitFor();
    else await staff.goto(`${base}/vouchers/${id}`);
    const payments = staff.getByRole('region', { name: 'Pagos', exact: true });
    await payments.getByText('Redsys (tarjeta)').waitFor();
    t.match(await payments.innerText(), /200,00\s€/);
    t.match(await payments.innerText(), /\d{4}[0-9A-Z]{8} 654321/, 'reference: order and authorisation code');
    t.match(await staff.locator('.voucher-summary').innerText(), /Activo/);
    t.match(await staff.locator('.voucher-summary').innerText(), /Pagado/);
    const card = staff.getByRole('region', { name: 'Pagos con tarjeta', exact: true });
    t.match(await card.innerText(), /Pagado \(autorización 654321\)/);
    if (!javaScript) t.match(await card.innerText(), /Denegado \(código 0190\)/);
    await snap(staff, '5-voucher');
    t.equal((await app.db('payments').where({ voucherId: id })).length, 1);

    // The link now says the voucher is paid.
    await family.goto(link);
    await family.getByText('Este bono ya está pagado. ¡Gracias!').waitFor();
    t.equal(await family.getByRole('button', { name: 'Pagar con tarjeta' }).count(), 0);
    t.same(errors, [], 'no errors in the browser');
  });
}

for (const javaScript of [true, false]) {
  t.test(
    `a family's link on a phone: reloads, back from the bank, two tabs, paid meanwhile (${javaScript ? 'with' : 'without'} JavaScript)`,
    async (t) => {
      const { terminal, port, app, id } = await shop(t);
      const link = await app.services.cardPayments.createLink(actorOf(await createUser(app, 'advisor')), id);
      await app.listen({ port, host: '127.0.0.1' });
      const browser = await launchBrowser(t);
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        timezoneId: 'Europe/Madrid',
        javaScriptEnabled: javaScript,
      });
      t.teardown(() => context.close());
      const attempts = () => app.db('payment_attempts').where({ voucherId: id }).orderBy('id');
      const orderShown = async (page: Page) =>
        /pedido (\d{4}[0-9A-Z]{8})/.exec(await page.locator('body').innerText())?.[1];

      const tab = await context.newPage();
      await tab.goto(link.url);
      for (let i = 0; i < 4; i++) await tab.reload();
      await tab.getByText('Hola, Lucía:').waitFor();
      t.equal((await attempts()).length, 1, 'five views, one attempt');
      const width = await tab.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      t.ok(width[0] <= width[1], `nothing wider than the phone (${width.join(' > ')})`);

      // To the bank, and back with the back button: the page warns, and offers a new order.
      await tab.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await tab.getByText('TPV de prueba').first().waitFor();
      const first = await orderShown(tab);
      await tab.goBack();
      await tab.getByText('Hace un momento se abrió el pago de este bono en la página del banco').waitFor();

      // A second tab opened on the link meanwhile, and the first one's form sent on: not the same order twice.
      const other = await context.newPage();
      await other.goto(link.url);
      await other.getByRole('button', { name: 'Pagar con tarjeta' }).waitFor();
      await tab.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await tab.getByText('TPV de prueba').first().waitFor();
      const second = await orderShown(tab);
      t.not(second, first, 'a new order after the back button');
      await other.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await other.waitForURL(/\?again=1$/);
      await other.getByText('Hace un momento se abrió el pago').waitFor();
      t.equal(
        (await attempts()).filter((a) => a.sentAt).length,
        2,
        "the second tab's used form did not go to the bank",
      );

      // The first tab pays; the second, left on the page, is told it is paid when it tries.
      await tab.getByRole('button', { name: 'Autorizar' }).click();
      await tab.getByText('Hemos recibido el pago. ¡Gracias! El bono está pagado.').waitFor();
      await other.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await other.getByText('Este bono ya está pagado. ¡Gracias!').waitFor();
      t.same(
        terminal.notified.map((n) => n.response),
        ['0000'],
        'one payment reached the bank',
      );
      t.equal((await app.db('payments').where({ voucherId: id })).length, 1);
      t.equal(await tab.getByRole('button', { name: 'Pagar con tarjeta' }).count(), 0);
    },
  );
}
