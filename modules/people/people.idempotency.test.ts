import t, { type Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { callerAs, flashOf, gql, postForm, setupApp, type Caller } from '../../test/helpers/app';
import { createCustomer, createTeacher } from '../../test/factories/people';
import { nifFor } from '../../seeds/people';

/**
 * A person is created once per form or request: the same post sent again (back and reload, a
 * double submit reaching the server twice, a GraphQL retry after a lost answer, several at once)
 * with its idempotency key lands on the record the first made; other data under the key is
 * refused; without a key every create is its own.
 */

const onPostgres = process.env.DATABASE_URL ? false : 'concurrency needs PostgreSQL (DATABASE_URL)';
const keyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];

/** The page's hidden key, checked fresh on each rendering. */
async function formKey(t: Test, app: FastifyInstance, caller: Caller, url: string) {
  const key = keyIn((await app.inject({ url, headers: caller.headers })).body);
  t.match(key, /^[0-9a-f-]{36}$/, 'the form carries a fresh key');
  t.not(keyIn((await app.inject({ url, headers: caller.headers })).body), key, 'each rendering has its own');
  return key!;
}

t.test('creating people with an idempotency key', async (t) => {
  const app = await setupApp(t);
  const advisor = await callerAs(app, 'advisor');
  const actor = (await app.services.auth.resolve(advisor.cookie.split('=')[1]))!;
  const count = async (table: string, where: Record<string, unknown>) =>
    Number((await app.db(table).where(where).count({ n: '*' }).first())?.n);

  t.test('customers', async (t) => {
    const customerForm = (firstName: string, extra: Record<string, string> = {}) => ({
      firstName,
      lastName: 'Repetido Dos',
      isCompany: 'false',
      phone: '600 111 222',
      source: 'webform',
      invoiceSameAsPersonal: ['false', 'true'],
      ...extra,
    });

    t.test('the new-customer form sent twice makes one customer; both land on it, told it was created', async (t) => {
      const key = await formKey(t, app, advisor, '/customers/new');
      const send = (fields: Record<string, string | string[]>) =>
        postForm(app, advisor, '/customers/new', '/customers/new', { ...fields, idempotencyKey: key });
      const first = await send(customerForm('Dobleenvío'));
      const again = await send(customerForm('Dobleenvío'));
      t.equal(first.statusCode, 303);
      t.equal(again.statusCode, 303, 'the second post is no error page');
      const [id] = await app.db('customers').where('first_name', 'Dobleenvío').pluck('id');
      t.equal(await count('customers', { firstName: 'Dobleenvío' }), 1, 'one customer');
      t.same([first.headers.location, again.headers.location], [`/customers/${id}`, `/customers/${id}`]);
      t.same(flashOf(again), { kind: 'success', text: 'Se ha creado el cliente «Dobleenvío Repetido Dos»' });

      // Back to the saved form, changed and sent again: the form once more saying so, with a new key.
      const changed = await send(customerForm('Otronombre'));
      t.equal(changed.statusCode, 422);
      t.match(changed.body, 'Este formulario ya se había guardado con otros datos y no se ha creado otro cliente.');
      t.notMatch(changed.body, 'idempotencia', 'not the API jargon');
      t.notMatch(changed.body, 'href="#f-idempotencyKey"', 'said at the top of the form, not as a field');
      t.match(changed.body, 'value="Otronombre"', 'what was typed is kept');
      const fresh = keyIn(changed.body);
      t.ok(fresh && fresh !== key, 'a new key: saving it again is a new customer, knowingly');
      t.equal(await count('customers', { firstName: 'Otronombre' }), 0, 'nothing written');
      const resaved = await postForm(app, advisor, '/customers/new', '/customers/new', {
        ...customerForm('Otronombre'),
        idempotencyKey: fresh!,
      });
      t.equal(resaved.statusCode, 303);
      t.equal(await count('customers', { firstName: 'Otronombre' }), 1);
    });

    t.test('a form shown again for a field error keeps its key, and its next post still saves once', async (t) => {
      const key = await formKey(t, app, advisor, '/customers/new');
      const refused = await postForm(app, advisor, '/customers/new', '/customers/new', {
        ...customerForm('Corregido', { email: 'no-es-un-correo' }),
        idempotencyKey: key,
      });
      t.equal(refused.statusCode, 422);
      t.equal(keyIn(refused.body), key, 'the same key');
      const fixed = customerForm('Corregido', { email: 'corregido@correo.test' });
      const answers = [
        await postForm(app, advisor, '/customers/new', '/customers/new', { ...fixed, idempotencyKey: key }),
        await postForm(app, advisor, '/customers/new', '/customers/new', { ...fixed, idempotencyKey: key }),
      ];
      t.same(
        answers.map((a) => a.statusCode),
        [303, 303],
      );
      t.equal(
        await count('customers', { firstName: 'Corregido' }),
        1,
        'the refused post wrote nothing, the key was free',
      );
    });

    t.test('without a key (as before) every post is a customer of its own', async (t) => {
      await postForm(app, advisor, '/customers/new', '/customers/new', customerForm('Sinclave'));
      await postForm(app, advisor, '/customers/new', '/customers/new', customerForm('Sinclave'));
      t.equal(await count('customers', { firstName: 'Sinclave' }), 2);
    });

    t.test('GraphQL: the argument or the Idempotency-Key header replays the first customer', async (t) => {
      const create = (firstName: string, key?: string) =>
        `mutation { createCustomer(input: { firstName: "${firstName}", lastName: "Api" }${key ? `, idempotencyKey: "${key}"` : ''}) { id name advisor { id } } }`;
      const first = await gql(app, advisor, create('Reintento', 'cliente-graphql-1'));
      const retry = await gql(app, advisor, create('Reintento', 'cliente-graphql-1'));
      t.notOk(first.body.errors);
      t.same(retry.body, first.body, 'the retry gets the first answer');
      t.equal(await count('customers', { firstName: 'Reintento' }), 1);

      const viaHeader = () =>
        app.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { ...advisor.headers, 'content-type': 'application/json', 'idempotency-key': 'cliente-cabecera-1' },
          payload: { query: create('Cabecera') },
        });
      const [a, b] = [(await viaHeader()).json(), (await viaHeader()).json()];
      t.same(b, a);
      t.equal(await count('customers', { firstName: 'Cabecera' }), 1);

      const reused = await gql(app, advisor, create('Distinto', 'cliente-graphql-1'));
      t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED');
      t.match(reused.body.errors?.[0].message, 'Esta clave de idempotencia ya se usó para otra operación distinta.');
      t.equal(await count('customers', { firstName: 'Distinto' }), 0);
      const invalid = await gql(app, advisor, create('Clavecorta', 'corta'));
      t.equal(invalid.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_INVALID');
      // A refused create leaves its key free: corrected, it is created under it.
      const bad = await gql(
        app,
        advisor,
        `mutation { createCustomer(input: { firstName: "Arreglado", lastName: "Api", email: "x@" }, idempotencyKey: "cliente-arreglado") { id } }`,
      );
      t.equal(bad.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
      const good = await gql(app, advisor, create('Arreglado', 'cliente-arreglado'));
      t.notOk(good.body.errors);
    });

    t.test(
      'three creates at once with one key make one customer, and all three get it',
      { skip: onPostgres },
      async (t) => {
        const create = () =>
          app.services.customers.create(
            actor,
            { firstName: 'Simultáneo', lastName: 'Tres' },
            { idempotencyKey: 'cliente-a-la-vez' },
          );
        const results = await Promise.all([create(), create(), create()]);
        const ids = await app.db('customers').where('first_name', 'Simultáneo').pluck('id');
        t.equal(ids.length, 1, 'one customer');
        t.same(
          results.map((r) => r.id),
          [ids[0], ids[0], ids[0]],
        );
      },
    );
  });

  t.test('students', async (t) => {
    const family = await createCustomer(app, { firstName: 'Marta', lastName: 'Familia Repetida' });
    const studentForm = (firstName: string, extra: Record<string, string> = {}) => ({
      customerId: String(family.id),
      customerName: 'Marta Familia Repetida',
      firstName,
      lastName: '',
      ...extra,
    });
    const url = `/students/new?customer=${family.id}`;

    t.test(
      'the new-student form sent twice makes one student; both land on the family, told it was created',
      async (t) => {
        const key = await formKey(t, app, advisor, url);
        const send = (fields: Record<string, string | string[]>) =>
          postForm(app, advisor, url, '/students/new', { ...fields, idempotencyKey: key });
        const first = await send(studentForm('Doblealumno'));
        const again = await send(studentForm('Doblealumno'));
        t.strictSame([first.statusCode, again.statusCode], [303, 303], 'the second post is no error page');
        t.equal(await count('students', { firstName: 'Doblealumno' }), 1, 'one student');
        t.strictSame(
          [first.headers.location, again.headers.location],
          [`/customers/${family.id}`, `/customers/${family.id}`],
        );
        t.strictSame(flashOf(again), {
          kind: 'success',
          text: 'Se ha creado el alumno «Doblealumno Familia Repetida»',
        });

        const changed = await send(studentForm('Otroalumno'));
        t.equal(changed.statusCode, 422);
        t.match(changed.body, 'Este formulario ya se había guardado con otros datos y no se ha creado otro alumno.');
        t.notMatch(changed.body, 'idempotencia', 'not the API jargon');
        t.notMatch(changed.body, 'href="#f-idempotencyKey"', 'said at the top of the form, not as a field');
        t.match(changed.body, 'value="Otroalumno"', 'what was typed is kept');
        const fresh = keyIn(changed.body);
        t.ok(fresh && fresh !== key, 'a new key');
        t.equal(await count('students', { firstName: 'Otroalumno' }), 0, 'nothing written');
        const resaved = await postForm(app, advisor, url, '/students/new', {
          ...studentForm('Otroalumno'),
          idempotencyKey: fresh!,
        });
        t.equal(resaved.statusCode, 303);
        t.equal(await count('students', { firstName: 'Otroalumno' }), 1);
      },
    );

    t.test('the customer chosen or typed by name is the same student under the key', async (t) => {
      const key = 'alumno-por-nombre-1';
      const byId = await postForm(app, advisor, url, '/students/new', {
        ...studentForm('Pornombre'),
        idempotencyKey: key,
      });
      const byName = await postForm(app, advisor, url, '/students/new', {
        ...studentForm('Pornombre', { customerId: '' }),
        idempotencyKey: key,
      });
      t.strictSame([byId.statusCode, byName.statusCode], [303, 303]);
      t.equal(await count('students', { firstName: 'Pornombre' }), 1);
    });

    t.test('a form shown again for a field error keeps its key, and its next post still saves once', async (t) => {
      const key = await formKey(t, app, advisor, url);
      const refused = await postForm(app, advisor, url, '/students/new', {
        ...studentForm('Corregida', { birthDate: '2999-01-01' }),
        idempotencyKey: key,
      });
      t.equal(refused.statusCode, 422);
      t.equal(keyIn(refused.body), key, 'the same key');
      const fixed = { ...studentForm('Corregida', { birthDate: '2012-05-06' }), idempotencyKey: key };
      const answers = [
        await postForm(app, advisor, url, '/students/new', fixed),
        await postForm(app, advisor, url, '/students/new', fixed),
      ];
      t.strictSame(
        answers.map((a) => a.statusCode),
        [303, 303],
      );
      t.equal(await count('students', { firstName: 'Corregida' }), 1, 'the refused post wrote nothing');
    });

    t.test('an edit form carries no key', async (t) => {
      const [id] = await app.db('students').where('first_name', 'Doblealumno').pluck('id');
      t.equal(keyIn((await app.inject({ url: `/students/${id}`, headers: advisor.headers })).body), undefined);
    });

    t.test('without a key (as before) every post is a student of its own', async (t) => {
      await postForm(app, advisor, url, '/students/new', studentForm('Sinclavealumno'));
      await postForm(app, advisor, url, '/students/new', studentForm('Sinclavealumno'));
      t.equal(await count('students', { firstName: 'Sinclavealumno' }), 2);
    });

    t.test('GraphQL: the argument or the Idempotency-Key header replays the first student', async (t) => {
      const create = (firstName: string, key?: string) =>
        `mutation { createStudent(input: { customerId: ${family.id}, firstName: "${firstName}" }${key ? `, idempotencyKey: "${key}"` : ''}) { id name customer { id } } }`;
      const first = await gql(app, advisor, create('Reintentoalumno', 'alumno-graphql-1'));
      const retry = await gql(app, advisor, create('Reintentoalumno', 'alumno-graphql-1'));
      t.notOk(first.body.errors);
      t.strictSame(retry.body, first.body, 'the retry gets the first answer');
      t.equal(await count('students', { firstName: 'Reintentoalumno' }), 1);

      const viaHeader = () =>
        app.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { ...advisor.headers, 'content-type': 'application/json', 'idempotency-key': 'alumno-cabecera-1' },
          payload: { query: create('Cabeceraalumno') },
        });
      const [a, b] = [(await viaHeader()).json(), (await viaHeader()).json()];
      t.strictSame(b, a);
      t.equal(await count('students', { firstName: 'Cabeceraalumno' }), 1);

      const reused = await gql(app, advisor, create('Distintoalumno', 'alumno-graphql-1'));
      t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED');
      t.equal(await count('students', { firstName: 'Distintoalumno' }), 0);
      // The same key for a customer is another action: no clash with a student's.
      const customer = await gql(
        app,
        advisor,
        `mutation { createCustomer(input: { firstName: "Mismaclave", lastName: "Api" }, idempotencyKey: "alumno-graphql-1") { id } }`,
      );
      t.notOk(customer.body.errors);
    });

    t.test(
      'three creates at once with one key make one student, and all three get it',
      { skip: onPostgres },
      async (t) => {
        const create = () =>
          app.services.students.create(
            actor,
            { customerId: family.id, firstName: 'Simultánea' },
            { idempotencyKey: 'alumno-a-la-vez' },
          );
        const results = await Promise.all([create(), create(), create()]);
        const ids = await app.db('students').where('first_name', 'Simultánea').pluck('id');
        t.equal(ids.length, 1, 'one student');
        t.strictSame(
          results.map((r) => r.id),
          [ids[0], ids[0], ids[0]],
        );
      },
    );
  });

  t.test('teachers', async (t) => {
    const taken = await createTeacher(app, { user: { email: 'ocupado@academia.test' } });
    const [takenNif] = await app.db('teachers').where('id', taken.id).pluck('nif');
    const teacherForm = (n: number, extra: Record<string, string> = {}) => ({
      firstName: 'Reenvío',
      lastName: `Profesor ${n}`,
      email: `reenvio${n}@academia.test`,
      nif: nifFor(23_456_700 + n),
      hasTeachingDegree: ['false', 'true'],
      password: 'segura-2026',
      passwordRepeat: 'segura-2026',
      ...extra,
    });
    const post = (fields: Record<string, string | string[]>) =>
      postForm(app, advisor, '/teachers/new', '/teachers/new', fields);

    t.test('the new-teacher form sent twice makes one teacher, not «email already registered»', async (t) => {
      const key = await formKey(t, app, advisor, '/teachers/new');
      const first = await post({ ...teacherForm(1), idempotencyKey: key });
      const again = await post({ ...teacherForm(1), idempotencyKey: key });
      t.strictSame([first.statusCode, again.statusCode], [303, 303], 'the second post is no error page');
      const ids = await app.db('users').where('email', 'reenvio1@academia.test').pluck('id');
      t.equal(ids.length, 1, 'one teacher');
      t.strictSame([first.headers.location, again.headers.location], [`/teachers/${ids[0]}`, `/teachers/${ids[0]}`]);
      t.strictSame(flashOf(again), { kind: 'success', text: 'Se ha creado el profesor «Reenvío Profesor 1»' });
      t.notMatch(again.body, 'Ya existe un usuario con ese email');

      // The password is no part of what the key remembers: another one sent again is the same teacher,
      // who keeps the first (nothing of it is in the key's row).
      const otherPassword = await post({
        ...teacherForm(1, { password: 'distinta-2026', passwordRepeat: 'distinta-2026' }),
        idempotencyKey: key,
      });
      t.equal(otherPassword.statusCode, 303);
      t.equal(otherPassword.headers.location, `/teachers/${ids[0]}`);
      t.ok(await app.services.auth.login('reenvio1@academia.test', 'segura-2026'), 'the first password stands');
      const row = await app.db('idempotency_keys').where({ key, action: 'teachers.create' }).first();
      t.notMatch(JSON.stringify(row), /segura|distinta/, 'no password in the key row');

      const changed = await post({ ...teacherForm(2), idempotencyKey: key });
      t.equal(changed.statusCode, 422);
      t.match(changed.body, 'Este formulario ya se había guardado con otros datos y no se ha creado otro profesor.');
      t.notMatch(changed.body, 'href="#f-idempotencyKey"', 'said at the top of the form, not as a field');
      t.match(changed.body, 'value="reenvio2@academia.test"', 'what was typed is kept');
      const fresh = keyIn(changed.body);
      t.ok(fresh && fresh !== key, 'a new key');
      t.equal(await count('users', { email: 'reenvio2@academia.test' }), 0, 'nothing written');
      t.equal((await post({ ...teacherForm(2), idempotencyKey: fresh! })).statusCode, 303);
      t.equal(await count('users', { email: 'reenvio2@academia.test' }), 1);
    });

    t.test('an email or NIF another teacher has is still refused under a key, which stays free', async (t) => {
      const key = await formKey(t, app, advisor, '/teachers/new');
      const email = await post({ ...teacherForm(3, { email: 'ocupado@academia.test' }), idempotencyKey: key });
      t.equal(email.statusCode, 422);
      t.match(email.body, 'Ya existe un usuario con ese email');
      t.equal(keyIn(email.body), key, 'the same key');
      const nif = await post({ ...teacherForm(3, { nif: takenNif }), idempotencyKey: key });
      t.equal(nif.statusCode, 422);
      t.match(nif.body, 'Ya existe un profesor con ese NIF');
      // Along with another error, both at once (as without a key).
      const both = await post({
        ...teacherForm(3, { email: 'ocupado@academia.test', birthDate: '2999-01-01' }),
        idempotencyKey: key,
      });
      t.equal(both.statusCode, 422);
      t.match(both.body, 'Ya existe un usuario con ese email');
      t.match(both.body, 'La fecha de nacimiento');
      const answers = [
        await post({ ...teacherForm(3), idempotencyKey: key }),
        await post({ ...teacherForm(3), idempotencyKey: key }),
      ];
      t.strictSame(
        answers.map((a) => a.statusCode),
        [303, 303],
      );
      t.equal(await count('users', { email: 'reenvio3@academia.test' }), 1, 'the refused posts wrote nothing');
    });

    t.test('a form shown again for a field error keeps its key', async (t) => {
      const key = await formKey(t, app, advisor, '/teachers/new');
      const refused = await post({ ...teacherForm(4, { passwordRepeat: 'otra-cosa-2026' }), idempotencyKey: key });
      t.equal(refused.statusCode, 422);
      t.match(refused.body, 'Las contraseñas no coinciden');
      t.equal(keyIn(refused.body), key, 'the same key');
    });

    t.test('without a key (as before) the second post is refused as the email taken', async (t) => {
      t.equal((await post(teacherForm(5))).statusCode, 303);
      const again = await post(teacherForm(5));
      t.equal(again.statusCode, 422);
      t.match(again.body, 'Ya existe un usuario con ese email');
    });

    t.test('GraphQL: the argument or the Idempotency-Key header replays the first teacher', async (t) => {
      const create = (n: number, key?: string) =>
        `mutation { createTeacher(input: { firstName: "Api", lastName: "Profesor ${n}", email: "apiprof${n}@academia.test", password: "segura-2026", passwordRepeat: "segura-2026" }${key ? `, idempotencyKey: "${key}"` : ''}) { id email status } }`;
      const first = await gql(app, advisor, create(1, 'profesor-graphql-1'));
      const retry = await gql(app, advisor, create(1, 'profesor-graphql-1'));
      t.notOk(first.body.errors);
      t.strictSame(retry.body, first.body, 'the retry gets the first answer, not the email taken');
      t.equal(await count('users', { email: 'apiprof1@academia.test' }), 1);

      const viaHeader = () =>
        app.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { ...advisor.headers, 'content-type': 'application/json', 'idempotency-key': 'profesor-cabecera-1' },
          payload: { query: create(2) },
        });
      const [a, b] = [(await viaHeader()).json(), (await viaHeader()).json()];
      t.notOk(a.errors);
      t.strictSame(b, a);

      const reused = await gql(app, advisor, create(3, 'profesor-graphql-1'));
      t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED');
      t.equal(await count('users', { email: 'apiprof3@academia.test' }), 0);
      const takenEmail = await gql(
        app,
        advisor,
        `mutation { createTeacher(input: { firstName: "Api", lastName: "Ocupado", email: "ocupado@academia.test" }, idempotencyKey: "profesor-ocupado") { id } }`,
      );
      t.equal(takenEmail.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    });

    t.test(
      'three creates at once with one key make one teacher, and all three get it',
      { skip: onPostgres },
      async (t) => {
        const create = () =>
          app.services.teachers.create(
            actor,
            {
              firstName: 'Simultáneo',
              lastName: 'Profesor',
              email: 'simultaneo@academia.test',
              nif: nifFor(23_456_799),
            },
            { idempotencyKey: 'profesor-a-la-vez' },
          );
        const results = await Promise.allSettled([create(), create(), create()]);
        const ids = await app.db('users').where('email', 'simultaneo@academia.test').pluck('id');
        t.equal(ids.length, 1, 'one teacher');
        t.strictSame(
          results.map((r) => (r.status === 'fulfilled' ? r.value.id : r.reason)),
          [ids[0], ids[0], ids[0]],
          'none told the email is taken',
        );
      },
    );
  });

  t.test('staff accounts', async (t) => {
    const admin = await callerAs(app, 'admin');
    const adminActor = (await app.services.auth.resolve(admin.cookie.split('=')[1]))!;
    const accountForm = (n: number, extra: Record<string, string> = {}) => ({
      firstName: 'Asesora',
      lastName: `Repetida ${n}`,
      email: `asesora${n}@academia.test`,
      password: 'segura-2026',
      passwordRepeat: 'segura-2026',
      ...extra,
    });
    const post = (fields: Record<string, string | string[]>) =>
      postForm(app, admin, '/advisors/new', '/advisors/new', fields);

    t.test('the new-account form sent twice makes one account, not «email already registered»', async (t) => {
      const key = await formKey(t, app, admin, '/advisors/new');
      const first = await post({ ...accountForm(1), idempotencyKey: key });
      const again = await post({ ...accountForm(1), idempotencyKey: key });
      t.strictSame([first.statusCode, again.statusCode], [303, 303], 'the second post is no error page');
      const ids = await app.db('users').where('email', 'asesora1@academia.test').pluck('id');
      t.equal(ids.length, 1, 'one account');
      t.strictSame([first.headers.location, again.headers.location], [`/advisors/${ids[0]}`, `/advisors/${ids[0]}`]);
      t.strictSame(flashOf(again), { kind: 'success', text: 'Se ha creado la cuenta de Asesora Repetida 1' });

      // Another password sent again under the key is the same account, which keeps the first.
      const otherPassword = await post({
        ...accountForm(1, { password: 'distinta-2026', passwordRepeat: 'distinta-2026' }),
        idempotencyKey: key,
      });
      t.equal(otherPassword.headers.location, `/advisors/${ids[0]}`);
      t.ok(await app.services.auth.login('asesora1@academia.test', 'segura-2026'), 'the first password stands');
      const row = await app.db('idempotency_keys').where({ key, action: 'staff.create' }).first();
      t.notMatch(JSON.stringify(row), /segura|distinta/, 'no password in the key row');

      const changed = await post({ ...accountForm(2), idempotencyKey: key });
      t.equal(changed.statusCode, 422);
      t.match(changed.body, 'Este formulario ya se había guardado con otros datos y no se ha creado otra cuenta.');
      t.notMatch(changed.body, 'href="#f-idempotencyKey"', 'said at the top of the form, not as a field');
      t.match(changed.body, 'value="asesora2@academia.test"', 'what was typed is kept');
      const fresh = keyIn(changed.body);
      t.ok(fresh && fresh !== key, 'a new key');
      t.equal(await count('users', { email: 'asesora2@academia.test' }), 0, 'nothing written');
      t.equal((await post({ ...accountForm(2), idempotencyKey: fresh! })).statusCode, 303);
      t.equal(await count('users', { email: 'asesora2@academia.test' }), 1);
      // The same key on the admins' form is another account's: refused, not the advisor answered again.
      const asAdmin = await postForm(app, admin, '/admins/new', '/admins/new', {
        ...accountForm(1),
        idempotencyKey: key,
      });
      t.equal(asAdmin.statusCode, 422);
      t.match(asAdmin.body, 'no se ha creado otra cuenta');
    });

    t.test('an email another user has is still refused under a key, which stays free', async (t) => {
      const key = await formKey(t, app, admin, '/advisors/new');
      const taken = await post({ ...accountForm(3, { email: 'asesora1@academia.test' }), idempotencyKey: key });
      t.equal(taken.statusCode, 422);
      t.match(taken.body, 'Ya existe un usuario con ese email');
      t.equal(keyIn(taken.body), key, 'the same key');
      const both = await post({
        ...accountForm(3, { email: 'asesora1@academia.test', passwordRepeat: 'otra-cosa-2026' }),
        idempotencyKey: key,
      });
      t.equal(both.statusCode, 422);
      t.match(both.body, 'Ya existe un usuario con ese email', 'told along with the other error');
      t.match(both.body, 'Las contraseñas no coinciden');
      t.equal(keyIn(both.body), key);
      t.equal((await post({ ...accountForm(3), idempotencyKey: key })).statusCode, 303);
      t.equal(await count('users', { email: 'asesora3@academia.test' }), 1);
    });

    t.test('without a key (as before) the second post is refused as the email taken', async (t) => {
      t.equal((await post(accountForm(4))).statusCode, 303);
      const again = await post(accountForm(4));
      t.equal(again.statusCode, 422);
      t.match(again.body, 'Ya existe un usuario con ese email');
    });

    t.test('GraphQL: the argument or the Idempotency-Key header replays the first account', async (t) => {
      const create = (n: number, key?: string) =>
        `mutation { createStaffUser(role: advisor, input: { firstName: "Api", lastName: "Cuenta ${n}", email: "apicuenta${n}@academia.test", password: "segura-2026", passwordRepeat: "segura-2026" }${key ? `, idempotencyKey: "${key}"` : ''}) { id email } }`;
      const first = await gql(app, admin, create(1, 'cuenta-graphql-1'));
      const retry = await gql(app, admin, create(1, 'cuenta-graphql-1'));
      t.notOk(first.body.errors);
      t.strictSame(retry.body, first.body, 'the retry gets the first answer, not the email taken');
      t.equal(await count('users', { email: 'apicuenta1@academia.test' }), 1);

      const viaHeader = () =>
        app.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { ...admin.headers, 'content-type': 'application/json', 'idempotency-key': 'cuenta-cabecera-1' },
          payload: { query: create(2) },
        });
      const [a, b] = [(await viaHeader()).json(), (await viaHeader()).json()];
      t.notOk(a.errors);
      t.strictSame(b, a);

      const reused = await gql(app, admin, create(3, 'cuenta-graphql-1'));
      t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED');
      t.equal(await count('users', { email: 'apicuenta3@academia.test' }), 0);
      const taken = await gql(
        app,
        admin,
        `mutation { createStaffUser(role: advisor, input: { firstName: "Api", lastName: "Ocupada", email: "apicuenta1@academia.test", password: "segura-2026", passwordRepeat: "segura-2026" }, idempotencyKey: "cuenta-ocupada") { id } }`,
      );
      t.equal(taken.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', 'as without a key');
    });

    t.test(
      'three creates at once with one key make one account, and all three get it',
      { skip: onPostgres },
      async (t) => {
        const create = () =>
          app.services.staff.create(adminActor, {
            role: 'advisor',
            input: {
              firstName: 'Simultánea',
              lastName: 'Cuenta',
              email: 'simultanea@academia.test',
              password: 'segura-2026',
              passwordRepeat: 'segura-2026',
            },
            idempotencyKey: 'cuenta-a-la-vez',
          });
        const results = await Promise.allSettled([create(), create(), create()]);
        const ids = await app.db('users').where('email', 'simultanea@academia.test').pluck('id');
        t.equal(ids.length, 1, 'one account');
        t.strictSame(
          results.map((r) => (r.status === 'fulfilled' ? r.value.id : r.reason)),
          [ids[0], ids[0], ids[0]],
          'none told the email is taken',
        );
      },
    );
  });
});
