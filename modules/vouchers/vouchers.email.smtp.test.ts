import t from 'tap';
import { callerAs, createUser, postForm, setupApp, flashOf } from '../../test/helpers/app';
import { fillIssuer } from '../../test/helpers/invoices';
import { decodeQp, headerOf, smtpSink } from '../../test/helpers/smtp';
import { vouchersWorld } from './vouchers.testkit';

const APP_URL = 'https://intranet.academia.test';
const linkIn = (text: string) => /\/pay\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

t.test(
  'the customer email with a new card link over SMTP: the link the family has keeps working until the new one has gone out',
  async (t) => {
    const sink = await smtpSink(t);
    const app = await setupApp(t, { smtpUrl: sink.url, appUrl: APP_URL });
    const w = await vouchersWorld(app);
    const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
    const advisor = await callerAs(app, 'advisor');
    const { cardPayments } = app.services;
    const send = () => postForm(app, advisor, `/vouchers/${id}`, `/vouchers/${id}/email`, { paymentLink: 'yes' });
    const live = async () =>
      (await app.db('payment_links').where({ voucherId: id }).whereNull('revokedAt').orderBy('id')).map((l) => l.id);

    const first = await send();
    t.equal(first.statusCode, 303);
    t.match(flashOf(first).text, 'Se ha enviado el correo a lucia@correo.test');
    t.equal(sink.received.length, 1);
    const mailed = linkIn(decodeQp(sink.received[0].raw))!;
    t.ok(mailed, 'the link came over SMTP');
    t.match(
      decodeQp(sink.received[0].raw),
      'Puede pagarlo por transferencia o con tarjeta.',
      'by card: the link is in it',
    );
    const [mailedId] = await live();

    // The mail server refuses the next one: the family never gets it, so their link must keep working.
    sink.refuse();
    const failed = await send();
    t.equal(failed.statusCode, 303);
    t.match(
      flashOf(failed).text,
      'No se ha podido entregar el correo a lucia@correo.test; queda registrado en la bandeja de salida. No se ha creado el enlace de pago nuevo: el que ya tuviera el cliente sigue sirviendo para pagar.',
    );
    t.equal(sink.received.length, 1, 'nothing delivered');
    t.equal((await cardPayments.publicPage(mailed))!.state, 'payable', 'the link the family has still pays');
    t.same(await live(), [mailedId], 'no new link left behind');
    const record = await app.db('mail_outbox').orderBy('id', 'desc').first();
    t.equal(record.status, 'failed');
    t.equal(await cardPayments.publicPage(linkIn(record.text)!), undefined, "the undelivered email's link is none");

    // Delivered again: now the new link replaces the old one.
    sink.refuse(false);
    const again = await send();
    t.match(flashOf(again).text, 'Se ha enviado el correo a lucia@correo.test');
    const fresh = linkIn(decodeQp(sink.received[1].raw))!;
    t.equal((await cardPayments.publicPage(fresh))!.state, 'payable');
    t.equal((await cardPayments.publicPage(mailed))!.state, 'replaced', 'the old one goes once the new one went out');
    t.equal((await live()).length, 1, 'one live link');

    // Without a link, a refused email changes no link.
    sink.refuse();
    const plain = await postForm(app, advisor, `/vouchers/${id}`, `/vouchers/${id}/email`, { paymentLink: 'no' });
    t.match(
      flashOf(plain).text,
      /^No se ha podido entregar el correo a lucia@correo\.test; queda registrado en la bandeja de salida$/,
    );
    t.equal((await cardPayments.publicPage(fresh))!.state, 'payable');
  },
);

t.test(
  "every mail to families and teachers answers to the academy's contact e-mail, and the voucher email says how to reach it",
  async (t) => {
    const sink = await smtpSink(t);
    const app = await setupApp(t, {
      smtpUrl: sink.url,
      appUrl: APP_URL,
      mailFrom: 'Academia <no-responder@academia.test>',
    });
    const w = await vouchersWorld(app);
    const advisor = await callerAs(app, 'advisor');
    const due = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
    const mailOf = async (send: () => Promise<unknown>) => {
      const before = sink.received.length;
      await send();
      await app.services.account.idle();
      t.equal(sink.received.length, before + 1, 'one mail went out');
      const raw = sink.received.at(-1)!.raw;
      return { raw, body: decodeQp(raw), replyTo: headerOf(raw, 'Reply-To'), from: headerOf(raw, 'From') };
    };
    const voucherMail = () =>
      mailOf(() => postForm(app, advisor, `/vouchers/${due}`, `/vouchers/${due}/email`, { paymentLink: 'no' }));
    const teacher = await createUser(app, 'teacher', { email: 'profe@correo.test' });
    const resetMail = () =>
      mailOf(() =>
        postForm(
          app,
          { role: 'anonymous', cookie: '', headers: {} },
          '/login/password-reset',
          '/login/password-reset',
          { email: teacher.email },
        ),
      );

    // No contact yet: from the no-reply address, no Reply-To, and the email asks for no answer.
    const bare = await voucherMail();
    t.equal(bare.replyTo, undefined);
    t.notMatch(bare.body, 'responda a este correo', 'it does not ask to answer a no-reply address');
    t.match(bare.body, 'Si tiene cualquier duda, póngase en contacto con nosotros.');
    t.match(bare.body, /Un saludo,\r?\nAcademia de Prueba, S\.L\.\r?\n*$/);

    await fillIssuer(app, {
      email: 'secretaria@academia-prueba.es',
      phone: '910 123 456',
      iban: 'ES9121000418450200051332',
    });
    const mailed = await voucherMail();
    t.match(mailed.from, 'no-responder@academia.test');
    t.equal(mailed.replyTo, 'secretaria@academia-prueba.es', "an answer reaches the academy's contact e-mail");
    t.match(mailed.body, 'Si tiene cualquier duda, responda a este correo o llámenos.');
    t.match(
      mailed.body,
      /Un saludo,\r?\nAcademia de Prueba, S\.L\.\r?\nTel\. 910 123 456 · secretaria@academia-prueba\.es/,
    );
    // «Por transferencia» says to which account, to whom, and with which concept.
    t.match(
      mailed.body.replace(/\r?\n/g, ' '),
      /Queda pendiente de pago 200,00\s€\. Puede pagarlo por transferencia a la cuenta ES91 2100 0418 4502 0005 1332, a nombre de Academia de Prueba, S\.L\., indicando como concepto «Bono n\.º \d+»\./,
    );
    const reset = await resetMail();
    t.equal(reset.replyTo, 'secretaria@academia-prueba.es', "a teacher's reset mail answers to the academy too");

    // Only a phone: no Reply-To, and the email says to call.
    await fillIssuer(app, { email: null, phone: '910 123 456' });
    const phoned = await voucherMail();
    t.equal(phoned.replyTo, undefined);
    t.match(phoned.body, 'Si tiene cualquier duda, llámenos.');
    t.match(phoned.body, /Academia de Prueba, S\.L\.\r?\nTel\. 910 123 456/);
  },
);
