import t from 'tap';
import { callerAs, createUser, postForm, setupApp } from '../../test/helpers/app';
import { redactUrl } from './logRedact';

t.test('redactUrl hides token-like values in queries and paths', async (t) => {
  t.equal(redactUrl('/login/password-token?token=abc_DEF-123'), '/login/password-token?token=[oculto]');
  t.equal(redactUrl('/x?a=1&resetToken=abc&b=2'), '/x?a=1&resetToken=[oculto]&b=2');
  t.equal(redactUrl('/login/password-token/abc123?x=1'), '/login/password-token/[oculto]?x=1');
  t.equal(redactUrl('/customers?q=token'), '/customers?q=token', 'a search for the word is not a secret');
});

t.test('the password-reset token never reaches the log', async (t) => {
  const lines: string[] = [];
  const app = await setupApp(t, { logLevel: 'info' }, undefined, {
    logStream: { write: (line: string) => void lines.push(line) },
  });
  const user = await createUser(app, 'advisor');
  const anonymous = await callerAs(app, 'anonymous');
  await postForm(app, anonymous, '/login/password-reset', '/login/password-reset', { email: user.email });
  await app.services.account.idle();
  const mail = await app.db('mail_outbox').where({ toAddress: user.email }).orderBy('id', 'desc').first();
  const token = /password-token\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  t.ok(token, 'a reset link was mailed');

  // Every way the token travels: the link, a wrong-case parameter, a failed and a good post.
  t.equal((await app.inject({ method: 'GET', url: `/login/password-token?token=${token}` })).statusCode, 200);
  await app.inject({ method: 'GET', url: `/login/password-token?x=1&token=${token}&y=2` });
  await app.inject({ method: 'GET', url: `/login/password-token/${token}` });
  await postForm(app, anonymous, `/login/password-token?token=${token}`, '/login/password-token', {
    token: token!,
    password: 'corta',
    passwordRepeat: 'otra',
  });
  const done = await postForm(app, anonymous, `/login/password-token?token=${token}`, '/login/password-token', {
    token: token!,
    password: 'clave-nueva-clara',
    passwordRepeat: 'clave-nueva-clara',
  });
  t.equal(done.statusCode, 303, 'the token worked');

  const log = lines.join('');
  t.ok(lines.length > 10, `${lines.length} log lines captured`);
  t.match(log, /"url":"\/login\/password-token\?token=\[oculto\]"/, 'the request is logged, without its token');
  t.notOk(log.includes(token!), 'the token appears in no log line');
  t.notOk(log.includes(token!.slice(0, 16)), 'nor any part of it');
});
