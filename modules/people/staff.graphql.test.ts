import t from 'tap';
import { callerAs, createUser, gql, ROLES_AND_ANONYMOUS, setupApp } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';

t.test('staff accounts over GraphQL', async (t) => {
  const app = await setupApp(t);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const advisor = await createUser(app, 'advisor', {
    firstName: 'Marta',
    lastName: 'Ibáñez',
    email: 'marta@academia.test',
  });
  const admin2 = await createUser(app, 'admin', { firstName: 'Óscar', lastName: 'Ruiz' });
  const teacher = await createTeacher(app);
  const expected = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: 'FORBIDDEN', admin: null } as const;

  const operations: [string, (role: string) => string][] = [
    ['staffUsers', () => `{ staffUsers(role: advisor) { total } }`],
    ['staffUser', () => `{ staffUser(id: ${advisor.id}) { id } }`],
    [
      'createStaffUser',
      (role) =>
        `mutation { createStaffUser(role: advisor, input: { firstName: "Ana", lastName: "${role}", email: "ana.${role}@academia.test", password: "clave-larga-1", passwordRepeat: "clave-larga-1" }) { id } }`,
    ],
    [
      'updateStaffUser',
      () =>
        `mutation { updateStaffUser(id: ${advisor.id}, input: { firstName: "Marta", lastName: "Ibáñez", email: "marta@academia.test" }) { id } }`,
    ],
    ['setStaffUserActive', () => `mutation { setStaffUserActive(id: ${advisor.id}, active: true) { id } }`],
  ];
  for (const [name, query] of operations) {
    for (const role of ROLES_AND_ANONYMOUS) {
      t.test(`${name} as ${role}`, async (t) => {
        const { body } = await gql(app, callers[role], query(role));
        t.equal(body.errors?.[0]?.extensions?.code ?? null, expected[role]);
        if (expected[role]) t.equal(body.data?.[name] ?? null, null);
        else t.ok(body.data?.[name]);
      });
    }
  }
  t.test('nothing was created by the refused callers', async (t) => {
    t.equal(
      await app
        .db('users')
        .whereIn('email', ['ana.teacher@academia.test', 'ana.advisor@academia.test', 'ana.anonymous@academia.test'])
        .first(),
      undefined,
    );
  });

  t.test('lists with filters and reads one', async (t) => {
    const { body } = await gql(
      app,
      callers.admin,
      `{ staffUsers(role: advisor, filter: { q: "ibanez", status: active }, page: { sort: "email" }) { total rows { firstName lastName email active roleLabel } } }`,
    );
    t.same(body.data?.staffUsers, {
      total: 1,
      rows: [
        { firstName: 'Marta', lastName: 'Ibáñez', email: 'marta@academia.test', active: true, roleLabel: 'Asesora' },
      ],
    });
    const inactive = await gql(
      app,
      callers.admin,
      `{ staffUsers(role: advisor, filter: { status: inactive }) { total } }`,
    );
    t.equal((inactive.body.data?.staffUsers as { total: number }).total, 0);
    const one = await gql(app, callers.admin, `{ staffUser(id: ${admin2.id}) { role firstName } }`);
    t.same(one.body.data?.staffUser, { role: 'admin', firstName: 'Óscar' });
    for (const q of [
      `{ staffUser(id: ${admin2.id}, role: advisor) { id } }`,
      `{ staffUser(id: ${teacher.id}) { id } }`,
      '{ staffUser(id: 999999) { id } }',
    ]) {
      const res = await gql(app, callers.admin, q);
      t.equal(res.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', q);
      t.equal(res.body.errors?.[0]?.message, 'No existe esa cuenta');
    }
  });

  t.test("bad input: the specification's messages, per field", async (t) => {
    const { body } = await gql(
      app,
      callers.admin,
      `mutation { createStaffUser(role: admin, input: { firstName: "", lastName: "X", email: "MARTA@academia.test", password: "corta", passwordRepeat: "otra" }) { id } }`,
    );
    t.equal(body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    t.same(body.errors?.[0]?.extensions?.fields, {
      firstName: 'Debes rellenar este campo',
      password: 'La contraseña debe tener al menos 8 caracteres',
      passwordRepeat: 'Las contraseñas no coinciden',
      email: 'Ya existe un usuario con ese email',
    });
    const format = await gql(
      app,
      callers.admin,
      `mutation { updateStaffUser(id: ${advisor.id}, input: { firstName: "M", lastName: "I", email: "marta@" }) { id } }`,
    );
    t.same(format.body.errors?.[0]?.extensions?.fields, { email: 'El email no tiene un formato válido' });
  });

  t.test('an update leaves the phone it does not send as it was; null empties it', async (t) => {
    const user = await createUser(app, 'advisor', { email: 'telefono@academia.test', phone: '600 123 456' });
    const update = (extra: string) =>
      gql(
        app,
        callers.admin,
        `mutation { updateStaffUser(id: ${user.id}, input: { firstName: "Rosa", lastName: "Telf", email: "telefono@academia.test"${extra} }) { firstName phone } }`,
      );
    t.same((await update('')).body.data?.updateStaffUser, { firstName: 'Rosa', phone: '600 123 456' });
    t.same((await update(', phone: null')).body.data?.updateStaffUser, { firstName: 'Rosa', phone: null });
  });

  t.test("deactivating over GraphQL ends sessions; never one's own account", async (t) => {
    const victim = await callerAs(app, 'advisor');
    const me = await gql(app, victim, '{ me { id } }');
    const id = (me.body.data?.me as { id: number }).id;
    const { body } = await gql(
      app,
      callers.admin,
      `mutation { updateStaffUser(id: ${id}, input: { firstName: "A", lastName: "B", email: "desactivada@academia.test", active: false }) { active email } }`,
    );
    t.same(body.data?.updateStaffUser, { active: false, email: 'desactivada@academia.test' });
    t.equal((await gql(app, victim, '{ me { id } }')).body.data?.me, null, 'signed out');
    const adminMe = (await gql(app, callers.admin, '{ me { id } }')).body.data?.me as { id: number };
    const self = await gql(
      app,
      callers.admin,
      `mutation { setStaffUserActive(id: ${adminMe.id}, active: false) { id } }`,
    );
    t.equal(self.body.errors?.[0]?.extensions?.code, 'PEOPLE_CANNOT_DEACTIVATE_SELF');
    t.equal(self.body.errors?.[0]?.message, 'No puedes desactivar tu propia cuenta');
  });
  t.test('the same new account saved twice at once: one account, the other told the email is taken', async (t) => {
    // Both found the address free, and the loser of the unique index read «Ya existe un registro con esos datos».
    const create = `mutation { createStaffUser(role: advisor, input: { firstName: "Eva", lastName: "Doble", email: "eva.doble@academia.test", password: "clave-larga-1", passwordRepeat: "clave-larga-1" }) { id } }`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => gql(app, callers.admin, create)));
    t.equal(answers.filter((a) => a.body.data?.createStaffUser).length, 1, 'one account');
    for (const refused of answers.filter((a) => !a.body.data?.createStaffUser))
      t.same(refused.body.errors?.[0]?.extensions, {
        code: 'BAD_USER_INPUT',
        fields: { email: 'Ya existe un usuario con ese email' },
      });
  });
});
