import t from 'tap';
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

t.test('staff pages', async (t) => {
  const app = await setupApp(t);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const get = (caller: Caller, url: string) => app.inject({ method: 'GET', url, headers: caller.headers });
  const adminId = Number((await app.services.auth.resolve(callers.admin.cookie.split('=')[1]))?.id);
  const advisor = await createUser(app, 'advisor', {
    firstName: 'Marta',
    lastName: 'Ibáñez',
    email: 'marta@academia.test',
    phone: '600111222',
  });
  const otherAdmin = await createUser(app, 'admin', { firstName: 'Óscar', lastName: 'Ruiz' });
  const teacher = await createTeacher(app);

  for (const url of [
    '/admins',
    '/advisors',
    '/admins/new',
    '/advisors/new',
    `/advisors/${advisor.id}`,
    `/admins/${otherAdmin.id}`,
  ]) {
    t.test(`GET ${url} for each kind of caller`, async (t) => {
      const anonymous = await get(callers.anonymous, url);
      t.equal(anonymous.statusCode, 302);
      t.equal(anonymous.headers.location, `/login?next=${encodeURIComponent(url)}`);
      for (const role of ['teacher', 'advisor'] as const) {
        const res = await get(callers[role], url);
        t.equal(res.statusCode, 403, role);
        t.match(res.body, 'No tienes permiso');
      }
      const admin = await get(callers.admin, url);
      t.equal(admin.statusCode, 200);
    });
  }

  t.test('the lists filter by text and status', async (t) => {
    const list = await get(callers.admin, '/advisors');
    t.match(list.body, 'Marta Ibáñez');
    t.match(list.body, 'Filas por página');
    t.notMatch(list.body, 'Óscar Ruiz', 'admins are on the other list');
    t.match((await get(callers.admin, '/advisors?q=ibanez')).body, 'Marta Ibáñez', 'accents ignored');
    t.match((await get(callers.admin, '/advisors?q=MARTA@academia')).body, 'Marta Ibáñez', 'by email');
    t.notMatch((await get(callers.admin, '/advisors?q=zzz')).body, 'Marta Ibáñez');
    t.notMatch((await get(callers.admin, '/advisors?status=inactive')).body, 'Marta Ibáñez');
    t.match((await get(callers.admin, '/advisors?status=active')).body, 'Marta Ibáñez');
    t.match((await get(callers.admin, '/admins')).body, 'Óscar Ruiz');
    // The asesoras' list speaks of them (and the gestoría's of its accounts) in the feminine; the admins' in the masculine.
    const words = (body: string) => [
      body.match(/class="status-badge status-active">([^<]+)</)?.[1],
      [...body.matchAll(/<option value="(?:|active|inactive)"[^>]*>([^<]+)</g)].map((o) => o[1]),
    ];
    t.strictSame(words(list.body), ['Activa', ['Todas', 'Activas', 'Inactivas']], 'the advisors');
    t.strictSame(words((await get(callers.admin, '/accountants')).body)[1], ['Todas', 'Activas', 'Inactivas']);
    t.strictSame(words((await get(callers.admin, '/admins')).body), ['Activo', ['Todos', 'Activos', 'Inactivos']]);
    t.match(
      (await get(callers.admin, `/advisors/${advisor.id}`)).body,
      '<span class="status-badge status-active">Activa</span>',
    );
    t.equal(
      (await get(callers.admin, '/admins?sort=nope&page=-1&pageSize=3')).statusCode,
      200,
      'a malformed link still lists',
    );
  });

  t.test('a wrong-role id, a teacher or an unknown id is a 404 page', async (t) => {
    for (const url of [
      `/admins/${advisor.id}`,
      `/advisors/${otherAdmin.id}`,
      `/advisors/${teacher.id}`,
      '/advisors/999999',
      '/advisors/abc',
    ]) {
      const res = await get(callers.admin, url);
      t.equal(res.statusCode, 404, url);
    }
  });

  t.test('posts are refused for other roles and without a CSRF token', async (t) => {
    const fields = {
      firstName: 'Ana',
      lastName: 'Sanz',
      email: 'ana.sanz@academia.test',
      password: 'una-clave-larga',
      passwordRepeat: 'una-clave-larga',
    };
    for (const role of ['teacher', 'advisor'] as const) {
      t.equal((await postForm(app, callers[role], '/', '/advisors/new', fields)).statusCode, 403, role);
      t.equal(
        (await postForm(app, callers[role], '/', `/advisors/${advisor.id}/active`, { active: 'false' })).statusCode,
        403,
        role,
      );
    }
    const anonymous = await postForm(app, callers.anonymous, '/login', '/advisors/new', fields);
    t.equal(anonymous.statusCode, 302);
    const noToken = await app.inject({
      method: 'POST',
      url: '/advisors/new',
      headers: { ...callers.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    t.equal(noToken.statusCode, 403);
    t.equal(await app.db('users').where({ email: 'ana.sanz@academia.test' }).first(), undefined, 'nothing written');
  });

  t.test('an admin creates an advisor who can then sign in', async (t) => {
    const res = await postForm(app, callers.admin, '/advisors/new', '/advisors/new', {
      firstName: 'Lucía',
      lastName: 'Gómez Peña',
      email: ' Lucia.Gomez@Academia.test ',
      phone: '611 22 33 44',
      password: 'clave-de-lucia',
      passwordRepeat: 'clave-de-lucia',
    });
    t.equal(res.statusCode, 303);
    const row = await app.db('users').where({ email: 'lucia.gomez@academia.test' }).first();
    t.equal(row.role, 'advisor');
    t.equal(row.active, true);
    t.not(row.passwordHash, 'clave-de-lucia');
    t.equal(res.headers.location, `/advisors/${row.id}`);
    t.match(flashOf(res).text, 'Se ha creado la cuenta de Lucía Gómez Peña');
    const login = await app.services.auth.login('lucia.gomez@academia.test', 'clave-de-lucia');
    t.equal(login.user.id, row.id);
    const admin = await postForm(app, callers.admin, '/admins/new', '/admins/new', {
      firstName: 'Pablo',
      lastName: 'Sanz',
      email: 'pablo@academia.test',
      password: 'clave-de-pablo',
      passwordRepeat: 'clave-de-pablo',
    });
    t.equal(admin.statusCode, 303);
    t.equal((await app.db('users').where({ email: 'pablo@academia.test' }).first()).role, 'admin');
  });

  t.test('bad input comes back with every message of the specification', async (t) => {
    const empty = await postForm(app, callers.admin, '/advisors/new', '/advisors/new', {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordRepeat: '',
    });
    t.equal(empty.statusCode, 422);
    t.equal(
      empty.body.match(/class="field-error"[^>]*>Debes rellenar este campo/g)?.length,
      5,
      'each required field, under the field',
    );
    const bad = await postForm(app, callers.admin, '/advisors/new', '/advisors/new', {
      firstName: 'Eva',
      lastName: 'Mora',
      email: 'eva@',
      password: 'corta',
      passwordRepeat: 'otra',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'El email no tiene un formato válido');
    t.match(bad.body, 'La contraseña debe tener al menos 8 caracteres');
    t.match(bad.body, 'Las contraseñas no coinciden');
    t.match(bad.body, 'value="Eva"', 'keeps what was typed');
    t.notMatch(bad.body, 'value="corta"', 'but never a password');
    const taken = await postForm(app, callers.admin, '/advisors/new', '/advisors/new', {
      firstName: 'Eva',
      lastName: 'Mora',
      email: 'MARTA@academia.test',
      password: 'una-clave-larga',
      passwordRepeat: 'una-clave-larga',
    });
    t.equal(taken.statusCode, 422);
    t.match(taken.body, 'Ya existe un usuario con ese email', 'unique whatever the case');
    t.equal(await app.db('users').where({ firstName: 'Eva' }).first(), undefined, 'nothing written');
  });

  t.test('edits an advisor', async (t) => {
    const url = `/advisors/${advisor.id}`;
    const form = await get(callers.admin, url);
    t.match(form.body, 'value="Marta"');
    t.match(form.body, 'Las cuentas no se eliminan', 'says why there is no delete button');
    t.notMatch(form.body, '>Eliminar<');
    t.match(form.body, `href="/user-set-password/${advisor.id}"`, 'offers to set the password');
    const res = await postForm(app, callers.admin, url, url, {
      firstName: 'Marta',
      lastName: 'Ibáñez Solís',
      email: 'marta@academia.test',
      phone: '',
    });
    t.equal(res.statusCode, 303);
    const row = await app.db('users').where({ id: advisor.id }).first();
    t.equal(row.lastName, 'Ibáñez Solís');
    t.equal(row.phone, null);
    const taken = await postForm(app, callers.admin, url, url, {
      firstName: 'Marta',
      lastName: 'Ibáñez',
      email: teacher.email.toUpperCase(),
    });
    t.equal(taken.statusCode, 422);
    t.match(taken.body, 'Ya existe un usuario con ese email');
    const wrongRole = await postForm(app, callers.admin, url, `/admins/${advisor.id}`, {
      firstName: 'X',
      lastName: 'Y',
      email: 'x@academia.test',
    });
    t.equal(wrongRole.statusCode, 404);
  });

  t.test('deactivating ends the sessions at once; activating lets the user back', async (t) => {
    const victim = await callerAs(app, 'advisor');
    const id = Number((await app.services.auth.resolve(victim.cookie.split('=')[1]))?.id);
    t.equal((await get(victim, '/')).statusCode, 200);
    const off = await postForm(app, callers.admin, `/advisors/${id}`, `/advisors/${id}/active`, { active: 'false' });
    t.equal(off.statusCode, 303);
    t.match(flashOf(off).text, 'Se ha desactivado la cuenta');
    t.equal((await get(victim, '/')).statusCode, 302, 'signed out');
    t.equal(
      await app.db('sessions').where({ userId: id }).whereNull('revokedAt').first(),
      undefined,
      'sessions revoked',
    );
    t.match((await get(callers.admin, `/advisors/${id}`)).body, 'La cuenta está desactivada');
    const on = await postForm(app, callers.admin, `/advisors/${id}`, `/advisors/${id}/active`, { active: 'true' });
    t.equal(on.statusCode, 303);
    t.equal((await app.db('users').where({ id }).first()).active, true);
  });

  t.test('an admin cannot deactivate themself nor the last active admin', async (t) => {
    const self = await postForm(app, callers.admin, `/admins/${adminId}`, `/admins/${adminId}/active`, {
      active: 'false',
    });
    t.equal(self.statusCode, 303);
    t.match(flashOf(self).text, 'No puedes desactivar tu propia cuenta');
    t.equal((await app.db('users').where({ id: adminId }).first()).active, true);
    t.notMatch(
      (await get(callers.admin, `/admins/${adminId}`)).body,
      'Desactivar la cuenta',
      'no button on their own page',
    );
    // Leave only the caller and one other active admin, then deactivate the other: allowed.
    await app.db('users').where({ role: 'admin' }).whereNotIn('id', [adminId, otherAdmin.id]).update({ active: false });
    const other = await postForm(app, callers.admin, `/admins/${otherAdmin.id}`, `/admins/${otherAdmin.id}/active`, {
      active: 'false',
    });
    t.match(flashOf(other).text, 'Se ha desactivado');
    // Now the caller is the last active admin: a second admin session tries to remove them.
    await app.db('users').where({ id: otherAdmin.id }).update({ active: true });
    const { token } = await app.services.auth.login(
      (await app.db('users').where({ id: otherAdmin.id }).first()).email,
      PASSWORD,
    );
    const second: Caller = {
      role: 'admin',
      cookie: `apollo-token=${token}`,
      headers: { cookie: `apollo-token=${token}` },
    };
    await app.db('users').where({ id: adminId }).update({ active: true });
    const ok = await postForm(app, second, `/admins/${adminId}`, `/admins/${adminId}/active`, { active: 'false' });
    t.match(flashOf(ok).text, 'Se ha desactivado', 'another admin remains (the one acting)');
    await app.db('users').where({ id: adminId }).update({ active: true });
    // The service itself refuses the last one, whoever asks.
    await app.db('users').where({ role: 'admin' }).whereNot({ id: otherAdmin.id }).update({ active: false });
    await t.rejects(
      app.services.staff.setActive(
        { id: adminId, role: 'admin', email: '', firstName: '', lastName: '', sessionId: 0 },
        { id: otherAdmin.id, active: false },
      ),
      {
        code: 'PEOPLE_LAST_ADMIN',
        message: 'No se puede desactivar: la academia tiene que tener al menos un administrador activo',
      },
    );
    await app.db('users').where({ role: 'admin' }).update({ active: true });
  });
});
