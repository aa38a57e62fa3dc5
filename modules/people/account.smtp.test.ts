import t from 'tap';
import { createServer } from 'node:net';
import { createUser, postForm, setupApp } from '../../test/helpers/app';
import { decodeQp, smtpSink } from '../../test/helpers/smtp';

/** A local port nothing listens on. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

t.test('with SMTP_URL set, the reset mail goes over SMTP and its link is not kept', async (t) => {
  const sink = await smtpSink(t, 700);
  const app = await setupApp(t, {
    smtpUrl: sink.url,
    mailFrom: 'Academia <no-responder@academia.test>',
    appUrl: 'https://intranet.academia.test',
  });
  const user = await createUser(app, 'advisor', { email: 'smtp@academia.test', firstName: 'Irene' });
  const anonymous = { role: 'anonymous' as const, cookie: '', headers: {} };
  const res = await postForm(app, anonymous, '/login/password-reset', '/login/password-reset', { email: user.email });
  t.equal(res.statusCode, 303);
  t.equal(
    sink.received.length,
    0,
    'the answer does not wait for the delivery (known and unknown addresses answer alike)',
  );
  await app.services.account.idle();
  t.equal(sink.received.length, 1);
  const mail = sink.received[0];
  t.same(mail.to, ['smtp@academia.test']);
  t.equal(mail.from, 'no-responder@academia.test');
  const body = decodeQp(mail.raw);
  t.match(body, 'Hola, Irene');
  const token = /https:\/\/intranet\.academia\.test\/login\/password-token\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  t.ok(token, 'the link came over SMTP');
  const record = await app.db('mail_outbox').where({ toAddress: user.email }).first();
  t.equal(record.status, 'sent');
  t.notMatch(record.text, token!, 'the outbox keeps no secret once delivered');

  const done = await postForm(app, anonymous, `/login/password-token?token=${token}`, '/login/password-token', {
    token: token!,
    password: 'clave-por-smtp',
    passwordRepeat: 'clave-por-smtp',
  });
  t.equal(done.statusCode, 303);
  t.ok(await app.services.auth.login(user.email, 'clave-por-smtp'));
});

t.test('a delivery failure is recorded, and the answer is still the same', async (t) => {
  const app = await setupApp(t, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  const user = await createUser(app, 'advisor', { email: 'sin-servidor@academia.test' });
  const res = await postForm(
    app,
    { role: 'anonymous', cookie: '', headers: {} },
    '/login/password-reset',
    '/login/password-reset',
    { email: user.email },
  );
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login/password-reset?sent=1');
  await app.services.account.idle();
  const record = await app.db('mail_outbox').where({ toAddress: user.email }).first();
  t.equal(record.status, 'failed');
  t.ok(record.error);
});
