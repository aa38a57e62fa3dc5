import t from 'tap';
import { createTestDb } from '../../test/helpers/db';
import { headerOf, smtpSink } from '../../test/helpers/smtp';
import { createMailer, SMTP_TIMEOUTS } from './mail';

t.test(
  'a mail server that stalls: the delivery fails within its timeout and is recorded, not awaited for minutes',
  async (t) => {
    const { db, drop } = await createTestDb();
    t.teardown(drop);
    t.ok(SMTP_TIMEOUTS.socketTimeout <= 30_000, 'staff wait seconds, not the ten minutes of nodemailer');
    // It takes the message and answers three seconds later: longer than the (shortened) socket timeout.
    const sink = await smtpSink(t, 3000);
    const mailer = createMailer({
      db,
      smtpUrl: sink.url,
      from: 'no-responder@academia.test',
      timeouts: { socketTimeout: 400 },
    });
    const sent = await mailer.send({ to: 'lucia@correo.test', subject: 'Prueba', text: 'Hola' });
    // Failed, not sent: the server's answer would have come after three seconds; the timeout came first.
    t.equal(sent.status, 'failed');
    t.equal(sink.received.length, 0);
    t.match(await db('mail_outbox').where('id', sent.id).first(), {
      status: 'failed',
      toAddress: 'lucia@correo.test',
      error: 'Timeout',
    });
  },
);

t.test('the Reply-To comes from its provider; one that fails does not keep the mail from going', async (t) => {
  const { db, drop } = await createTestDb();
  t.teardown(drop);
  const sink = await smtpSink(t);
  const errors: unknown[] = [];
  const mailer = createMailer({
    db,
    smtpUrl: sink.url,
    from: 'no-responder@academia.test',
    log: { error: (e) => errors.push(e) },
  });
  await mailer.send({ to: 'a@correo.test', subject: 'Sin Reply-To', text: 'Hola' });
  t.equal(headerOf(sink.received[0].raw, 'Reply-To'), undefined, 'none registered: none');
  mailer.replyToFrom(async () => 'secretaria@academia.test');
  await mailer.send({ to: 'a@correo.test', subject: 'Con Reply-To', text: 'Hola' });
  t.equal(headerOf(sink.received[1].raw, 'Reply-To'), 'secretaria@academia.test');
  mailer.replyToFrom(async () => {
    throw new Error('la base de datos no contesta');
  });
  const sent = await mailer.send({ to: 'a@correo.test', subject: 'Aun así', text: 'Hola' });
  t.equal(sent.status, 'sent');
  t.equal(headerOf(sink.received[2].raw, 'Reply-To'), undefined);
  t.equal(errors.length, 1, 'logged');
});
