import t from 'tap';
import { createUser, gql, PASSWORD, postForm, setupApp, type Caller } from '../../test/helpers/app';

const anonymous: Caller = { role: 'anonymous', cookie: '', headers: {} };

t.test('login and sessions', async (t) => {
  const app = await setupApp(t);
  const user = await createUser(app, 'advisor', { email: 'Carmen@Academia.test' });

  t.test('the login page sets the locale cookie for a year', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    t.equal(res.statusCode, 200);
    t.match(res.body, 'Iniciar sesión');
    const locale = res.cookies.find((c) => c.name === 'locale');
    t.equal(locale?.value, 'es');
    t.equal(locale?.maxAge, 365 * 24 * 3600);
  });

  t.test('a good login sets the session cookie and goes back where it was asked', async (t) => {
    const res = await postForm(app, anonymous, '/login', '/login', {
      email: ' carmen@academia.TEST ',
      password: PASSWORD,
      next: '/places-settings',
    });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/places-settings');
    const cookie = res.cookies.find((c) => c.name === 'apollo-token');
    t.ok(cookie?.value && cookie.value.length >= 40);
    t.equal(cookie?.maxAge, 7 * 24 * 3600);
    t.equal(cookie?.path, '/');
    t.equal(cookie?.httpOnly, true);
    t.equal(cookie?.sameSite, 'Lax');
    t.notOk(cookie?.secure, 'not Secure over plain HTTP');
    const stored = await app.db('sessions').where({ userId: user.id }).first();
    t.not(stored.tokenHash, cookie?.value, 'only a hash of the token is stored');
  });

  t.test('next never leaves the site', async (t) => {
    const res = await postForm(app, anonymous, '/login', '/login', {
      email: user.email,
      password: PASSWORD,
      next: '//evil.example/x',
    });
    t.equal(res.headers.location, '/');
  });

  t.test('wrong credentials: a Spanish message, the same for an unknown email', async (t) => {
    const wrong = await postForm(app, anonymous, '/login', '/login', { email: user.email, password: 'otra-cosa' });
    t.equal(wrong.statusCode, 401);
    t.match(wrong.body, 'El email o la contraseña no son correctos');
    const unknown = await postForm(app, anonymous, '/login', '/login', {
      email: 'nadie@academia.test',
      password: 'otra-cosa',
    });
    t.match(unknown.body, 'El email o la contraseña no son correctos');
    const empty = await postForm(app, anonymous, '/login', '/login', { email: '', password: '' });
    t.match(empty.body, 'Debes rellenar este campo');
  });

  t.test('a field left empty is said next to it, and the typed email is kept', async (t) => {
    const res = await postForm(app, anonymous, '/login', '/login', { email: user.email, password: '' });
    t.equal(res.statusCode, 422);
    t.match(
      res.body,
      /<input id="login-password"[^>]*autofocus=""[^>]*aria-invalid="true" aria-describedby="login-password-error"/,
      'the password field is marked, and takes the cursor',
    );
    t.match(res.body, '<p class="field-error" id="login-password-error">Debes rellenar este campo</p>');
    t.notMatch(res.body, 'login-email-error', 'the email, typed, is not');
    t.match(res.body, `value="${user.email}"`);
    t.notMatch(res.body, 'class="form-errors"', 'no message away from the field');
    const both = await postForm(app, anonymous, '/login', '/login', { email: ' ', password: '' });
    t.match(both.body, 'id="login-email-error"');
    t.match(both.body, 'id="login-password-error"');
    // Spaces only are nothing typed, on the page and over GraphQL (it said «El email o la contraseña no son correctos»).
    const spaces = await postForm(app, anonymous, '/login', '/login', { email: user.email, password: '   ' });
    t.equal(spaces.statusCode, 422);
    t.match(spaces.body, '<p class="field-error" id="login-password-error">Debes rellenar este campo</p>');
    const api = await gql(app, null, 'mutation { login(email: " ", password: "") { token } }');
    t.match(api.body.errors?.[0], {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { email: 'Debes rellenar este campo', password: 'Debes rellenar este campo' },
      },
    });
  });

  t.test('a password chosen with spaces around it signs in as typed (it is kept trimmed, and read so)', async (t) => {
    const owner = await createUser(app, 'teacher');
    const { token } = await app.services.auth.login(owner.email, PASSWORD);
    const caller: Caller = {
      role: 'teacher',
      cookie: `apollo-token=${token}`,
      headers: { cookie: `apollo-token=${token}` },
    };
    const changed = await postForm(app, caller, '/password', '/password', {
      currentPassword: PASSWORD,
      password: '  clave con espacios  ',
      passwordRepeat: '  clave con espacios  ',
    });
    t.equal(changed.statusCode, 303);
    // A zero-width space pasted with it is trimmed as a space is, on the way in and at the login.
    for (const typed of ['  clave con espacios  ', 'clave con espacios', 'clave con espacios\u200B']) {
      const res = await postForm(app, anonymous, '/login', '/login', { email: owner.email, password: typed });
      t.equal(res.statusCode, 303, JSON.stringify(typed));
    }
    const graphql = await gql(
      app,
      null,
      `mutation { login(email: "${owner.email}", password: " clave con espacios ") { token } }`,
    );
    t.ok(graphql.body.data?.login, 'over GraphQL too');
    const inside = await postForm(app, anonymous, '/login', '/login', {
      email: owner.email,
      password: 'clave conespacios',
    });
    t.equal(inside.statusCode, 401, 'spaces inside still count');
  });

  t.test('logout ends the session at once', async (t) => {
    const { token } = await app.services.auth.login(user.email, PASSWORD);
    const cookie = `apollo-token=${token}`;
    t.equal((await app.inject({ url: '/', headers: { cookie } })).statusCode, 200);
    const out = await postForm(app, { role: 'advisor', cookie, headers: { cookie } }, '/', '/logout', {});
    t.equal(out.statusCode, 303);
    t.equal(out.headers.location, '/login');
    t.equal(out.cookies.find((c) => c.name === 'apollo-token')?.value, '', 'cookie removed');
    const after = await app.inject({ url: '/', headers: { cookie } });
    t.equal(after.statusCode, 302, 'the old token no longer works');
  });

  t.test('a disabled account cannot log in and its sessions stop working', async (t) => {
    const other = await createUser(app, 'teacher');
    const { token } = await app.services.auth.login(other.email, PASSWORD);
    await app.db('users').where({ id: other.id }).update({ active: false });
    t.equal(await app.services.auth.resolve(token), null);
    await t.rejects(app.services.auth.login(other.email, PASSWORD), {
      code: 'PEOPLE_ACCOUNT_DISABLED',
      message: 'Tu cuenta no está activa. Si crees que es un error, habla con la academia.',
    });
    await t.rejects(
      app.services.auth.login(other.email, 'otra-cosa'),
      { code: 'UNAUTHENTICATED' },
      'a wrong password tells nothing about the account',
    );
    const page = await postForm(app, anonymous, '/login', '/login', { email: other.email, password: PASSWORD });
    t.equal(page.statusCode, 403);
    t.match(page.body, 'Tu cuenta no está activa');
  });

  t.test('GraphQL login sets the cookie and returns a token usable as bearer; logout revokes it', async (t) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        operationName: 'Login',
        query:
          'mutation Login($e: String!, $p: String!) { login(email: $e, password: $p) { token user { email role } } }',
        variables: { e: user.email, p: PASSWORD },
      },
    });
    const { token, user: me } = login.json().data.login;
    t.equal(me.role, 'advisor');
    t.equal(login.cookies.find((c) => c.name === 'apollo-token')?.value, token);
    const bearer = { role: 'advisor' as const, cookie: '', headers: { authorization: `Bearer ${token}` } };
    t.same((await gql(app, bearer, '{ me { email } }')).body.data, { me: { email: user.email } });
    // The scheme's name is case-insensitive (RFC 9110 §11.1): «bearer …» was read as no session at all.
    for (const scheme of ['bearer', 'BEARER'])
      t.strictSame(
        (await gql(app, { ...bearer, headers: { authorization: `${scheme} ${token}` } }, '{ me { email } }')).body.data,
        { me: { email: user.email } },
        scheme,
      );
    await gql(app, bearer, 'mutation { logout }');
    t.same((await gql(app, bearer, '{ me { email } }')).body.data, { me: null });
    const bad = await gql(app, null, `mutation { login(email: "${user.email}", password: "mala") { token } }`);
    t.equal(bad.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    t.equal(bad.body.errors?.[0].message, 'El email o la contraseña no son correctos');
  });
});

t.test('failed logins are limited per account and address, per account (gently) and per address', async (t) => {
  const app = await setupApp(t);
  const user = await createUser(app, 'admin');
  for (let i = 0; i < 5; i++)
    await t.rejects(app.services.auth.login(user.email, 'mal', { ip: '10.1.1.1' }), { code: 'UNAUTHENTICATED' });
  const locked = await app.services.auth.login(user.email, PASSWORD, { ip: '10.1.1.1' }).catch((e) => e);
  t.equal(locked.code, 'RATE_LIMITED', 'even the right password waits, at that address');
  t.equal(locked.message, 'Demasiados intentos fallidos. Espera 15 minutos y vuelve a intentarlo.');
  t.ok(
    await app.services.auth.login(user.email, PASSWORD, { ip: '10.1.1.2' }),
    'the owner, elsewhere, is not locked out',
  );
  for (let i = 0; i < 20; i++)
    await app.services.auth.login(`x${i}@academia.test`, 'mal', { ip: '10.9.9.9' }).catch(() => undefined);
  const other = await createUser(app, 'teacher');
  await t.rejects(
    app.services.auth.login(other.email, PASSWORD, { ip: '10.9.9.9' }),
    { code: 'RATE_LIMITED' },
    'the address is locked',
  );
  const page = await postForm(app, anonymous, '/login', '/login', { email: user.email, password: PASSWORD });
  t.equal(page.statusCode, 303, 'the form (from another address) still signs the owner in');
});

t.test('over HTTPS (behind a trusted proxy) the session cookie is Secure', async (t) => {
  const app = await setupApp(t, { trustProxy: true });
  const user = await createUser(app, 'teacher');
  const page = await app.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } });
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const csrf = page.cookies.find((c) => c.name === '_csrf')?.value;
  const res = await app.inject({
    method: 'POST',
    url: '/login',
    headers: {
      'x-forwarded-proto': 'https',
      cookie: `_csrf=${csrf}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ _csrf: token, email: user.email, password: PASSWORD }).toString(),
  });
  t.equal(res.statusCode, 303);
  t.equal(res.cookies.find((c) => c.name === 'apollo-token')?.secure, true);
});
