import t from 'tap';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  callerAs,
  createUser,
  PASSWORD,
  postForm,
  ROLES_AND_ANONYMOUS,
  setupApp,
  type Caller,
  flashOf,
} from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function signIn(app: FastifyInstance, email: string, password = PASSWORD, ip = '10.9.9.9'): Promise<Caller> {
  const { token } = await app.services.auth.login(email, password, { ip });
  return { role: 'advisor', cookie: `apollo-token=${token}`, headers: { cookie: `apollo-token=${token}` } };
}

const openSessions = (app: FastifyInstance, userId: number) =>
  app
    .db('sessions')
    .where({ userId })
    .whereNull('revokedAt')
    .count<{ count: string }[]>('id as count')
    .then((r) => Number(r[0].count));

/** The link of the last mail to an address, from the outbox. */
async function lastLink(app: FastifyInstance, to: string) {
  await app.services.account.idle();
  const mail = await app.db('mail_outbox').where({ toAddress: to }).orderBy('id', 'desc').first();
  const token = /password-token\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  return { mail, token };
}

t.test('password pages', async (t) => {
  const app = await setupApp(t, { appUrl: 'https://intranet.academia.test' });
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const get = (caller: Caller, url: string) => app.inject({ method: 'GET', url, headers: caller.headers });
  const idOf = async (caller: Caller) => Number((await app.services.auth.resolve(caller.cookie.split('=')[1]))?.id);

  t.test('/password is for everyone signed in', async (t) => {
    const anonymous = await get(callers.anonymous, '/password');
    t.equal(anonymous.statusCode, 302);
    t.equal(anonymous.headers.location, '/login?next=%2Fpassword');
    for (const role of ['teacher', 'advisor', 'admin'] as const) {
      const res = await get(callers[role], '/password');
      t.equal(res.statusCode, 200, role);
      t.match(res.body, 'Contraseña actual');
    }
  });

  t.test("changing one's password: messages, wrong current password, other sessions end", async (t) => {
    const user = await createUser(app, 'teacher');
    const here = await signIn(app, user.email);
    const elsewhere = await signIn(app, user.email);
    const empty = await postForm(app, here, '/password', '/password', {
      currentPassword: '',
      password: '',
      passwordRepeat: '',
    });
    t.equal(empty.statusCode, 422);
    t.equal(
      empty.body.match(/class="field-error"[^>]*>Debes rellenar este campo/g)?.length,
      3,
      'each required field, under the field',
    );
    // And in the summary, each named: «Debes rellenar este campo» twice, alone, said neither password.
    t.match(empty.body, '#f-password">Nueva contraseña: Debes rellenar este campo<');
    t.match(empty.body, /#f-passwordRepeat">[^<:]+: Debes rellenar este campo</);
    const bad = await postForm(app, here, '/password', '/password', {
      currentPassword: 'no-es-esta',
      password: 'corta',
      passwordRepeat: 'distinta',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'La contraseña actual no es correcta');
    t.match(bad.body, 'La contraseña debe tener al menos 8 caracteres');
    t.match(bad.body, 'Las contraseñas no coinciden');
    const ok = await postForm(app, here, '/password', '/password', {
      currentPassword: PASSWORD,
      password: 'nueva-clave-2026',
      passwordRepeat: 'nueva-clave-2026',
    });
    t.equal(ok.statusCode, 303);
    t.match(flashOf(ok).text, 'Se ha cambiado tu contraseña');
    t.equal((await get(here, '/password')).statusCode, 200, 'this session stays');
    t.equal((await get(elsewhere, '/password')).statusCode, 302, 'the other one ended');
    t.equal(await openSessions(app, user.id), 1);
    await t.rejects(
      app.services.auth.login(user.email, PASSWORD),
      { code: 'UNAUTHENTICATED' },
      'the old password no longer works',
    );
    t.ok(await app.services.auth.login(user.email, 'nueva-clave-2026'));
  });

  t.test('wrong current passwords are limited', async (t) => {
    const user = await createUser(app, 'advisor');
    const here = await signIn(app, user.email);
    for (let i = 0; i < 5; i++) {
      const res = await postForm(app, here, '/password', '/password', {
        currentPassword: `mala-${i}`,
        password: 'nueva-clave-2026',
        passwordRepeat: 'nueva-clave-2026',
      });
      t.equal(res.statusCode, 422);
    }
    const locked = await postForm(app, here, '/password', '/password', {
      currentPassword: PASSWORD,
      password: 'nueva-clave-2026',
      passwordRepeat: 'nueva-clave-2026',
    });
    t.equal(locked.statusCode, 303);
    t.match(flashOf(locked).text, 'Demasiados intentos fallidos');
    t.ok(await app.services.auth.login(user.email, PASSWORD), 'the password did not change');
  });

  t.test('/user-set-password/{id}: admins only, never their own', async (t) => {
    const target = await createUser(app, 'advisor', { firstName: 'Rosa', lastName: 'Díaz' });
    const url = `/user-set-password/${target.id}`;
    t.equal((await get(callers.anonymous, url)).statusCode, 302);
    for (const role of ['teacher', 'advisor'] as const) {
      t.equal((await get(callers[role], url)).statusCode, 403, role);
      t.equal(
        (
          await postForm(app, callers[role], '/', url, {
            password: 'otra-clave-larga',
            passwordRepeat: 'otra-clave-larga',
          })
        ).statusCode,
        403,
        role,
      );
    }
    const page = await get(callers.admin, url);
    t.equal(page.statusCode, 200);
    t.match(page.body, 'Nueva contraseña para Rosa Díaz');
    t.equal((await get(callers.admin, '/user-set-password/999999')).statusCode, 404);
    const own = await get(callers.admin, `/user-set-password/${await idOf(callers.admin)}`);
    t.equal(own.statusCode, 302);
    t.equal(own.headers.location, '/password');
    for (const role of ROLES_AND_ANONYMOUS.filter((r) => r !== 'anonymous')) {
      const res = await get(callers[role], '/user-set-password');
      t.equal(res.headers.location, '/password', `no id: ${role} goes to /password`);
    }
    t.match((await get(callers.anonymous, '/user-set-password')).headers.location, /^\/login/);
  });

  t.test("an admin sets another user's password: messages, then every session of that user ends", async (t) => {
    const teacher = await createTeacher(app, { user: { firstName: 'Luis', lastName: 'Prieto' } });
    const session = await signIn(app, teacher.email);
    const url = `/user-set-password/${teacher.id}`;
    const bad = await postForm(app, callers.admin, url, url, { password: 'corta', passwordRepeat: 'otra' });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'La contraseña debe tener al menos 8 caracteres');
    t.match(bad.body, 'Las contraseñas no coinciden');
    const empty = await postForm(app, callers.admin, url, url, { password: '', passwordRepeat: '' });
    t.equal(
      empty.body.match(/class="field-error"[^>]*>Debes rellenar este campo/g)?.length,
      2,
      'each required field, under the field',
    );
    const ok = await postForm(app, callers.admin, url, url, {
      password: 'clave-de-luis',
      passwordRepeat: 'clave-de-luis',
    });
    t.equal(ok.statusCode, 303);
    t.equal(ok.headers.location, `/teachers/${teacher.id}`);
    t.match(flashOf(ok).text, 'Se ha cambiado la contraseña de Luis Prieto');
    t.equal((await get(session, '/password')).statusCode, 302, 'signed out');
    t.equal(await openSessions(app, teacher.id), 0);
    t.ok(await app.services.auth.login(teacher.email, 'clave-de-luis'));
    const ownPost = await postForm(app, callers.admin, '/', `/user-set-password/${await idOf(callers.admin)}`, {
      password: 'clave-de-luis',
      passwordRepeat: 'clave-de-luis',
    });
    t.equal(ownPost.headers.location, '/password');
    t.match(flashOf(ownPost).text, 'usa «Cambiar contraseña»');
  });

  t.test('the set-password button shows for admins only, and not on their own page', async (t) => {
    const advisor = await createUser(app, 'advisor');
    t.match((await get(callers.admin, `/advisors/${advisor.id}`)).body, 'data-island="SetPasswordDialog"');
    const adminId = await idOf(callers.admin);
    t.notMatch((await get(callers.admin, `/admins/${adminId}`)).body, 'SetPasswordDialog');
    const { renderToString } = await import('react-dom/server');
    const { PageContext } = await import('../../views/context');
    const { SetPasswordButton } = await import('./pages/SetPasswordButton');
    const { createElement } = await import('react');
    const render = (role: 'admin' | 'advisor' | 'teacher' | null, id = 1) =>
      renderToString(
        createElement(
          PageContext.Provider,
          {
            value: {
              actor: role ? { id, role, email: '', firstName: '', lastName: '', sessionId: 1 } : null,
              url: '/',
              csrfToken: 'x',
              nonce: '',
              requestId: '',
            },
          },
          createElement(SetPasswordButton, { userId: 7, userName: 'Ana' }),
        ),
      );
    t.match(render('admin'), 'href="/user-set-password/7"');
    t.equal(render('admin', 7), '', 'own account');
    t.equal(render('advisor'), '');
    t.equal(render('teacher'), '');
    t.equal(render(null), '');
  });

  t.test('the login page links to the reset', async (t) => {
    const login = await get(callers.anonymous, '/login');
    t.match(login.body, '<a href="/login/password-reset">¿Has olvidado tu contraseña?</a>');
  });

  t.test('password reset: same answer whatever the email, a hashed single-use token, sessions end', async (t) => {
    const user = await createUser(app, 'advisor', { email: 'clara@academia.test', firstName: 'Clara' });
    const inactive = await createUser(app, 'advisor', { email: 'baja@academia.test', active: false });
    const dropped = await createTeacher(app, {
      user: { email: 'fuera@academia.test' },
      profile: { dropOutDate: '2020-01-01' },
    });
    const session = await signIn(app, user.email);
    const form = await get(callers.anonymous, '/login/password-reset');
    t.equal(form.statusCode, 200);
    t.match(form.body, 'Recuperar la contraseña');

    const answers = [];
    for (const email of ['CLARA@academia.test', 'nadie@academia.test', inactive.email, dropped.email]) {
      const res = await postForm(app, callers.anonymous, '/login/password-reset', '/login/password-reset', { email });
      answers.push([res.statusCode, res.headers.location, res.body]);
    }
    t.same(new Set(answers.map((a) => JSON.stringify(a))).size, 1, 'the same answer for every address');
    t.equal(answers[0][0], 303);
    const sent = await get(callers.anonymous, String(answers[0][1]));
    t.match(sent.body, 'Si el email corresponde a una cuenta activa');
    await app.services.account.idle();
    const mails = await app.db('mail_outbox').select('to_address');
    t.same(
      mails.map((m) => m.toAddress),
      ['clara@academia.test'],
      'one mail, to the active account only',
    );

    const { mail, token } = await lastLink(app, 'clara@academia.test');
    t.match(mail.subject, 'contraseña');
    t.match(mail.text, 'Hola, Clara');
    t.match(
      mail.text,
      'https://intranet.academia.test/login/password-token?token=',
      'link from the configured address',
    );
    t.ok(token && Buffer.from(token, 'base64url').length >= 16, 'at least 128 bits');
    const reset = await app.db('password_resets').where({ userId: user.id }).first();
    t.equal(reset.tokenHash, sha256(token!), 'stored hashed');
    t.not(reset.tokenHash, token);
    t.equal(
      await app.db('password_resets').where({ tokenHash: token }).first(),
      undefined,
      'the token itself is not stored',
    );
    const minutes = (new Date(reset.expiresAt).getTime() - Date.now()) / 60_000;
    t.ok(minutes > 58 && minutes <= 60, 'expires in an hour');

    const page = await get(callers.anonymous, `/login/password-token?token=${token}`);
    t.equal(page.statusCode, 200);
    t.match(page.body, `name="token" value="${token}"`, 'kept in a hidden field');
    t.equal(page.headers['referrer-policy'], 'no-referrer');
    const bad = await postForm(
      app,
      callers.anonymous,
      `/login/password-token?token=${token}`,
      '/login/password-token',
      { token: token!, password: 'corta', passwordRepeat: 'nada' },
    );
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'La contraseña debe tener al menos 8 caracteres');
    t.match(bad.body, 'Las contraseñas no coinciden');
    const empty = await postForm(
      app,
      callers.anonymous,
      `/login/password-token?token=${token}`,
      '/login/password-token',
      { token: token!, password: '', passwordRepeat: '' },
    );
    t.equal(empty.body.match(/class="field-error"[^>]*>Debes rellenar este campo/g)?.length, 2, 'under each field');
    // The summary names and links each one (it said only «hay 2 errores»).
    t.match(empty.body, '#f-password">Nueva contraseña: Debes rellenar este campo<');
    t.match(empty.body, /#f-passwordRepeat">[^<:]+: Debes rellenar este campo</);

    // A second, older link of the same user is closed by the reset too.
    await postForm(app, callers.anonymous, '/login/password-reset', '/login/password-reset', {
      email: 'clara@academia.test',
    });
    const second = (await lastLink(app, 'clara@academia.test')).token!;
    t.not(second, token);

    const ok = await postForm(app, callers.anonymous, `/login/password-token?token=${token}`, '/login/password-token', {
      token: token!,
      password: 'clave-nueva-clara',
      passwordRepeat: 'clave-nueva-clara',
    });
    t.equal(ok.statusCode, 303);
    t.equal(ok.headers.location, '/login');
    t.match(flashOf(ok).text, 'Se ha cambiado tu contraseña');
    t.ok(await app.services.auth.login(user.email, 'clave-nueva-clara'));
    t.equal((await get(session, '/password')).statusCode, 302, 'the old session ended');

    for (const used of [token!, second]) {
      const again = await get(callers.anonymous, `/login/password-token?token=${used}`);
      t.equal(again.statusCode, 400, 'single use (and other open tokens closed)');
      t.match(again.body, 'El enlace para cambiar la contraseña no es válido');
      t.match(again.body, 'href="/login/password-reset"', 'a link to ask again');
      const post = await postForm(app, callers.anonymous, '/login', '/login/password-token', {
        token: used,
        password: 'otra-clave-mas',
        passwordRepeat: 'otra-clave-mas',
      });
      t.equal(post.statusCode, 400);
    }
    t.ok(await app.services.auth.login(user.email, 'clave-nueva-clara'), 'unchanged by the refused attempts');
  });

  t.test('an expired or unknown token is refused', async (t) => {
    const user = await createUser(app, 'admin', { email: 'tarde@academia.test' });
    await postForm(app, callers.anonymous, '/login/password-reset', '/login/password-reset', { email: user.email });
    const { token } = await lastLink(app, user.email);
    await app
      .db('password_resets')
      .where({ userId: user.id })
      .update({ expiresAt: app.db.raw("now() - interval '1 minute'") });
    const res = await get(callers.anonymous, `/login/password-token?token=${token}`);
    t.equal(res.statusCode, 400);
    t.match(res.body, 'ha caducado');
    const post = await postForm(app, callers.anonymous, '/login', '/login/password-token', {
      token: token!,
      password: 'clave-tardia-1',
      passwordRepeat: 'clave-tardia-1',
    });
    t.equal(post.statusCode, 400);
    await t.rejects(app.services.auth.login(user.email, 'clave-tardia-1'));
    for (const url of ['/login/password-token', '/login/password-token?token=inventado'])
      t.equal((await get(callers.anonymous, url)).statusCode, 400, url);
  });

  t.test('bad email and rate limits on reset requests', async (t) => {
    const bad = await postForm(app, callers.anonymous, '/login/password-reset', '/login/password-reset', {
      email: 'no-es-un-email',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'El email no tiene un formato válido');
    const empty = await postForm(app, callers.anonymous, '/login/password-reset', '/login/password-reset', {
      email: '',
    });
    t.match(empty.body, 'Debes rellenar este campo');

    const user = await createUser(app, 'advisor', { email: 'muchas@academia.test' });
    const before = await app
      .db('mail_outbox')
      .where({ toAddress: user.email })
      .count<{ count: string }[]>('id as count');
    t.equal(Number(before[0].count), 0);
    // Per account: at most 3 mails in 15 minutes, answered the same.
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        remoteAddress: `10.1.1.${i}`,
        headers: { 'content-type': 'application/json' },
        payload: { query: `mutation { requestPasswordReset(email: "${user.email}") }` },
      });
      t.same(res.json().data, { requestPasswordReset: true });
    }
    await app.services.account.idle();
    const after = await app
      .db('mail_outbox')
      .where({ toAddress: user.email })
      .count<{ count: string }[]>('id as count');
    t.equal(Number(after[0].count), 3, 'only three mails');
    // Per address: 10 requests in 15 minutes, then a clear refusal.
    const codes = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        remoteAddress: '10.2.2.2',
        headers: { 'content-type': 'application/json' },
        payload: { query: `mutation { requestPasswordReset(email: "x${i}@academia.test") }` },
      });
      codes.push(res.json().errors?.[0]?.extensions?.code ?? 'ok');
    }
    t.same(codes.slice(0, 10), Array(10).fill('ok'));
    t.equal(codes[10], 'RATE_LIMITED');
  });

  t.test('/outbox: admins only, newest first, with the text', async (t) => {
    for (const url of ['/outbox', '/outbox/1']) {
      t.equal((await get(callers.anonymous, url)).statusCode, 302);
      for (const role of ['teacher', 'advisor'] as const)
        t.equal((await get(callers[role], url)).statusCode, 403, `${url} ${role}`);
    }
    await app.services.mailer.send({ to: 'primero@academia.test', subject: 'Primer aviso', text: 'Uno' });
    const last = await app.services.mailer.send({
      to: 'segundo@academia.test',
      subject: 'Segundo aviso',
      text: 'Visita https://intranet.academia.test/ahora',
    });
    const list = await get(callers.admin, '/outbox');
    t.equal(list.statusCode, 200);
    t.ok(list.body.indexOf('Segundo aviso') < list.body.indexOf('Primer aviso'), 'newest first');
    t.match(list.body, 'Guardado (sin SMTP)');
    t.notMatch((await get(callers.admin, '/outbox?q=segundo')).body, 'Primer aviso', 'text filter');
    t.notMatch((await get(callers.admin, '/outbox?status=sent')).body, 'Primer aviso', 'status filter');
    const detail = await get(callers.admin, `/outbox/${last.id}`);
    t.equal(detail.statusCode, 200);
    t.match(detail.body, '<a href="https://intranet.academia.test/ahora">');
    t.equal((await get(callers.admin, '/outbox/999999')).statusCode, 404);
  });
});
