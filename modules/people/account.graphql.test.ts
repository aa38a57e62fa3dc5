import t from 'tap';
import {
  callerAs,
  createUser,
  gql,
  PASSWORD,
  ROLES_AND_ANONYMOUS,
  setupApp,
  type Caller,
} from '../../test/helpers/app';

t.test('password flows and outbox over GraphQL', async (t) => {
  const app = await setupApp(t);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const target = await createUser(app, 'teacher');
  const mail = await app.services.mailer.send({ to: 'alguien@academia.test', subject: 'Hola', text: 'Texto' });

  const expected = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: 'FORBIDDEN', admin: null } as const;
  const adminOnly: [string, string][] = [
    ['outbox', '{ outbox { total rows { subject } } }'],
    ['outboxMail', `{ outboxMail(id: ${mail.id}) { subject text status } }`],
    [
      'setUserPassword',
      `mutation { setUserPassword(userId: ${target.id}, input: { password: "clave-larga-1", passwordRepeat: "clave-larga-1" }) }`,
    ],
  ];
  for (const [name, query] of adminOnly) {
    for (const role of ROLES_AND_ANONYMOUS) {
      t.test(`${name} as ${role}`, async (t) => {
        const { body } = await gql(app, callers[role], query);
        t.equal(body.errors?.[0]?.extensions?.code ?? null, expected[role]);
        if (!expected[role]) t.ok(body.data?.[name]);
      });
    }
  }

  t.test('changePassword as each kind of caller', async (t) => {
    const anonymous = await gql(
      app,
      callers.anonymous,
      'mutation { changePassword(input: { currentPassword: "x", password: "clave-larga-1", passwordRepeat: "clave-larga-1" }) }',
    );
    t.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    for (const role of ['teacher', 'advisor', 'admin'] as const) {
      const user = await createUser(app, role);
      const { token } = await app.services.auth.login(user.email, PASSWORD);
      const other = await app.services.auth.login(user.email, PASSWORD);
      const caller: Caller = { role, cookie: '', headers: { authorization: `Bearer ${token}` } };
      const wrong = await gql(
        app,
        caller,
        `mutation { changePassword(input: { currentPassword: "mala", password: "clave-larga-1", passwordRepeat: "clave-larga-2" }) }`,
      );
      t.same(
        wrong.body.errors?.[0]?.extensions?.fields,
        { currentPassword: 'La contraseña actual no es correcta', passwordRepeat: 'Las contraseñas no coinciden' },
        role,
      );
      const ok = await gql(
        app,
        caller,
        `mutation { changePassword(input: { currentPassword: "${PASSWORD}", password: "clave-larga-1", passwordRepeat: "clave-larga-1" }) }`,
      );
      t.same(ok.body.data, { changePassword: true }, role);
      t.ok(await app.services.auth.resolve(token), 'this session stays');
      t.equal(await app.services.auth.resolve(other.token), null, 'the other ended');
    }
  });

  t.test('setUserPassword: messages, own account refused, sessions end', async (t) => {
    const session = await app.services.auth.login(target.email, 'clave-larga-1');
    const bad = await gql(
      app,
      callers.admin,
      `mutation { setUserPassword(userId: ${target.id}, input: { password: "corta", passwordRepeat: "" }) }`,
    );
    t.same(bad.body.errors?.[0]?.extensions?.fields, {
      password: 'La contraseña debe tener al menos 8 caracteres',
      passwordRepeat: 'Debes rellenar este campo',
    });
    const ok = await gql(
      app,
      callers.admin,
      `mutation { setUserPassword(userId: ${target.id}, input: { password: "clave-larga-2", passwordRepeat: "clave-larga-2" }) }`,
    );
    t.same(ok.body.data, { setUserPassword: true });
    t.equal(await app.services.auth.resolve(session.token), null);
    const me = (await gql(app, callers.admin, '{ me { id } }')).body.data?.me as { id: number };
    const own = await gql(
      app,
      callers.admin,
      `mutation { setUserPassword(userId: ${me.id}, input: { password: "clave-larga-2", passwordRepeat: "clave-larga-2" }) }`,
    );
    t.equal(own.body.errors?.[0]?.extensions?.code, 'PEOPLE_OWN_PASSWORD');
    const unknown = await gql(
      app,
      callers.admin,
      `mutation { setUserPassword(userId: 999999, input: { password: "clave-larga-2", passwordRepeat: "clave-larga-2" }) }`,
    );
    t.equal(unknown.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
  });

  t.test('requestPasswordReset and resetPassword, for anyone', async (t) => {
    for (const role of ROLES_AND_ANONYMOUS) {
      const { body } = await gql(
        app,
        callers[role],
        `mutation { requestPasswordReset(email: "nadie-${role}@academia.test") }`,
      );
      t.same(body.data, { requestPasswordReset: true }, role);
    }
    const user = await createUser(app, 'advisor');
    const known = await gql(app, null, `mutation { requestPasswordReset(email: "${user.email.toUpperCase()}") }`);
    t.same(known.body.data, { requestPasswordReset: true }, 'the same answer');
    const bad = await gql(app, null, 'mutation { requestPasswordReset(email: "roto") }');
    t.same(bad.body.errors?.[0]?.extensions?.fields, { email: 'El email no tiene un formato válido' });

    await app.services.account.idle();
    const text = (await app.db('mail_outbox').where({ toAddress: user.email }).first()).text as string;
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    const mismatch = await gql(
      app,
      null,
      `mutation { resetPassword(input: { token: "${token}", password: "clave-larga-3", passwordRepeat: "clave-larga-4" }) }`,
    );
    t.same(mismatch.body.errors?.[0]?.extensions?.fields, { passwordRepeat: 'Las contraseñas no coinciden' });
    const ok = await gql(
      app,
      callers.teacher,
      `mutation { resetPassword(input: { token: "${token}", password: "clave-larga-3", passwordRepeat: "clave-larga-3" }) }`,
    );
    t.same(ok.body.data, { resetPassword: true });
    const again = await gql(
      app,
      null,
      `mutation { resetPassword(input: { token: "${token}", password: "clave-larga-5", passwordRepeat: "clave-larga-5" }) }`,
    );
    t.equal(again.body.errors?.[0]?.extensions?.code, 'PEOPLE_RESET_TOKEN_INVALID');
    t.match(again.body.errors?.[0]?.message, 'no es válido');
    t.ok(await app.services.auth.login(user.email, 'clave-larga-3'));
  });

  t.test('a new password set any other way closes the reset links asked for before', async (t) => {
    const linkFor = async (email: string) => {
      await gql(app, null, `mutation { requestPasswordReset(email: "${email}") }`);
      await app.services.account.idle();
      const mail = await app.db('mail_outbox').where({ toAddress: email }).orderBy('id', 'desc').first();
      return /token=([A-Za-z0-9_-]+)/.exec(mail.text as string)![1];
    };
    const reset = (token: string) =>
      gql(
        app,
        null,
        `mutation { resetPassword(input: { token: "${token}", password: "clave-del-enlace", passwordRepeat: "clave-del-enlace" }) }`,
      );

    const owner = await createUser(app, 'advisor');
    const token = await linkFor(owner.email);
    const session = await app.services.auth.login(owner.email, PASSWORD);
    const caller: Caller = { role: 'advisor', cookie: '', headers: { authorization: `Bearer ${session.token}` } };
    const changed = await gql(
      app,
      caller,
      `mutation { changePassword(input: { currentPassword: "${PASSWORD}", password: "clave-cambiada", passwordRepeat: "clave-cambiada" }) }`,
    );
    t.same(changed.body.data, { changePassword: true });
    t.equal((await reset(token)).body.errors?.[0]?.extensions?.code, 'PEOPLE_RESET_TOKEN_INVALID', 'after a change');
    t.ok(await app.services.auth.login(owner.email, 'clave-cambiada'), 'the changed password stands');

    const other = await createUser(app, 'teacher');
    const otherToken = await linkFor(other.email);
    const set = await gql(
      app,
      callers.admin,
      `mutation { setUserPassword(userId: ${other.id}, input: { password: "clave-del-admin", passwordRepeat: "clave-del-admin" }) }`,
    );
    t.same(set.body.data, { setUserPassword: true });
    t.equal(
      (await reset(otherToken)).body.errors?.[0]?.extensions?.code,
      'PEOPLE_RESET_TOKEN_INVALID',
      'after an admin set it',
    );
    t.ok(await app.services.auth.login(other.email, 'clave-del-admin'));
  });

  t.test('the outbox reads newest first with the text', async (t) => {
    const { body } = await gql(
      app,
      callers.admin,
      `{ outbox(filter: { q: "alguien" }) { total rows { toAddress subject status createdDate } } outboxMail(id: ${mail.id}) { text status } }`,
    );
    t.equal((body.data?.outbox as { total: number }).total, 1);
    t.same(body.data?.outboxMail, { text: 'Texto', status: 'stored' });
  });
});
