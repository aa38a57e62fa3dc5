import t from 'tap';
import { callerAs, postForm, setupApp } from '../../test/helpers/app';
import { decodeQp, smtpSink } from '../../test/helpers/smtp';
import { vouchersWorld } from './vouchers.testkit';

const APP_URL = 'https://intranet.academia.test';
const flashOf = (res: { cookies: { name: string; value: string }[] }) =>
  (JSON.parse(decodeURIComponent(res.cookies.find((c) => c.name === 'flash')?.value ?? '{}')) as { text?: string })
    .text ?? '';
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
    t.match(flashOf(first), 'Se ha enviado el correo a lucia@correo.test');
    t.equal(sink.received.length, 1);
    const mailed = linkIn(decodeQp(sink.received[0].raw))!;
    t.ok(mailed, 'the link came over SMTP');
    const [mailedId] = await live();

    // The mail server refuses the next one: the family never gets it, so their link must keep working.
    sink.refuse();
    const failed = await send();
    t.equal(failed.statusCode, 303);
    t.match(
      flashOf(failed),
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
    t.match(flashOf(again), 'Se ha enviado el correo a lucia@correo.test');
    const fresh = linkIn(decodeQp(sink.received[1].raw))!;
    t.equal((await cardPayments.publicPage(fresh))!.state, 'payable');
    t.equal((await cardPayments.publicPage(mailed))!.state, 'revoked', 'the old one goes once the new one went out');
    t.equal((await live()).length, 1, 'one live link');

    // Without a link, a refused email changes no link.
    sink.refuse();
    const plain = await postForm(app, advisor, `/vouchers/${id}`, `/vouchers/${id}/email`, { paymentLink: 'no' });
    t.match(
      flashOf(plain),
      /^No se ha podido entregar el correo a lucia@correo\.test; queda registrado en la bandeja de salida$/,
    );
    t.equal((await cardPayments.publicPage(fresh))!.state, 'payable');
  },
);
