import t from 'tap';
import { callerAs, gql, ROLES_AND_ANONYMOUS, setupApp, type Caller } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { createTeacher } from '../../test/factories/people';
import { nifFor } from '../../seeds/people';
import { addDays } from '../../src/lib/days';
import { todayInMadrid } from '../../src/lib/intl';

const IBAN = 'ES9121000418450200051332';

t.test('teachers over GraphQL', async (t) => {
  const app = await setupApp(t);
  const places = await createPlaces(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<(typeof ROLES_AND_ANONYMOUS)[number], Caller>;
  const ownId = (await app.db('users').where({ role: 'teacher' }).orderBy('id').first('id')).id as number;
  await app.db('teachers').insert({ id: ownId, nif: nifFor(61_234_567), startDate: '2025-09-01' });
  const other = await createTeacher(app, {
    user: { firstName: 'Otra', lastName: 'Profesora', email: 'otra@academia.test' },
  });
  const cand = await createTeacher(app, {
    user: { firstName: 'Cande', lastName: 'Candidata', email: 'cande@correo.test', active: false },
  });

  const expectedStaff = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: null, admin: null } as const;
  const expectedSelf = {
    anonymous: 'UNAUTHENTICATED',
    teacher: null,
    advisor: 'FORBIDDEN',
    admin: 'FORBIDDEN',
  } as const;
  let n = 0;
  const operations: [string, () => string, Record<string, string | null>][] = [
    ['teachers', () => '{ teachers { total rows { id } } }', expectedStaff],
    ['teacher', () => `{ teacher(id: ${other.id}) { id email } }`, expectedStaff],
    [
      'createTeacher',
      () =>
        `mutation { createTeacher(input: { firstName: "N", lastName: "G${++n}", email: "gql${n}@academia.test" }) { id } }`,
      expectedStaff,
    ],
    [
      'updateTeacher',
      () =>
        `mutation { updateTeacher(id: ${other.id}, input: { firstName: "Otra", lastName: "Profesora", email: "otra@academia.test" }) { id } }`,
      expectedStaff,
    ],
    [
      'dropOutTeacher',
      () => `mutation { dropOutTeacher(id: ${other.id}, dropOutDate: "${addDays(todayInMadrid(), 30)}") { id } }`,
      expectedStaff,
    ],
    ['reinstateTeacher', () => `mutation { reinstateTeacher(id: ${other.id}) { id } }`, expectedStaff],
    ['activateTeacher', () => `mutation { activateTeacher(id: ${cand.id}) { id } }`, expectedStaff],
    [
      'setTeacherDistricts',
      () => `mutation { setTeacherDistricts(teacherId: ${other.id}, districtIds: [${places.centro}]) { id } }`,
      expectedStaff,
    ],
    ['myTeacherProfile', () => '{ myTeacherProfile { id email } }', expectedSelf],
    [
      'updateMyTeacherProfile',
      () => 'mutation { updateMyTeacherProfile(input: { phone: "600 000 000" }) { id phone } }',
      expectedSelf,
    ],
  ];
  for (const [name, query, expected] of operations) {
    for (const role of ROLES_AND_ANONYMOUS) {
      t.test(`${name} as ${role}`, async (t) => {
        const { body } = await gql(app, callers[role], query());
        if (expected[role]) {
          t.equal(body.errors?.[0].extensions?.code, expected[role]);
          t.equal(body.data, null);
        } else t.notOk(body.errors, JSON.stringify(body.errors));
      });
    }
  }

  t.test('a teacher reaches only their own profile and districts', async (t) => {
    const mine = await gql(app, callers.teacher, '{ myTeacherProfile { id status preferredDistricts { id } } }');
    t.same(mine.body.data?.myTeacherProfile, { id: ownId, status: 'active', preferredDistricts: [] });
    const own = await gql(
      app,
      callers.teacher,
      `mutation { setTeacherDistricts(districtIds: [${places.retiro}, ${places.centro}]) { preferredDistricts { name municipalityName } } }`,
    );
    t.same(own.body.data?.setTeacherDistricts, {
      preferredDistricts: [
        { name: 'Centro', municipalityName: 'Madrid' },
        { name: 'Retiro', municipalityName: 'Madrid' },
      ],
    });
    const theirs = await gql(
      app,
      callers.teacher,
      `mutation { setTeacherDistricts(teacherId: ${other.id}, districtIds: [${places.retiro}]) { id } }`,
    );
    t.equal(theirs.body.errors?.[0].extensions?.code, 'FORBIDDEN');
    const bare = await gql(app, await callerAs(app, 'teacher'), '{ myTeacherProfile { id } }');
    t.equal(bare.body.errors?.[0].extensions?.code, 'NOT_FOUND');
    t.equal(bare.body.errors?.[0].message, 'Tu cuenta no tiene ficha de profesor. Escribe a la academia.');
    const staffNoId = await gql(
      app,
      callers.admin,
      `mutation { setTeacherDistricts(districtIds: [${places.retiro}]) { id } }`,
    );
    t.equal(staffNoId.body.errors?.[0].extensions?.code, 'FORBIDDEN', 'staff must name the teacher');
  });

  t.test('lists with filters', async (t) => {
    const q = (filter: string) =>
      gql(
        app,
        callers.advisor,
        `{ teachers(filter: ${filter}, page: { pageSize: 100 }) { total rows { id lastName status municipality { name } } } }`,
      );
    const active = await q('{ q: "profesora" }');
    t.same(active.body.data?.teachers, {
      total: 1,
      rows: [{ id: other.id, lastName: 'Profesora', status: 'active', municipality: null }],
    });
    const cand2 = await createTeacher(app, {
      user: { firstName: 'Segunda', lastName: 'Candidata', email: 'segunda@correo.test', active: false },
    });
    const candidates = await q('{ status: candidates }');
    t.same(
      (candidates.body.data?.teachers as { rows: { id: number }[] }).rows.map((r) => r.id),
      [cand2.id],
    );
    const byDistrict = await q(`{ districtId: ${places.retiro}, status: all }`);
    t.same(
      (byDistrict.body.data?.teachers as { rows: { id: number }[] }).rows.map((r) => r.id),
      [ownId],
    );
    const noDegree = await q('{ hasTeachingDegree: true }');
    t.equal((noDegree.body.data?.teachers as { total: number }).total, 0);
  });

  t.test('bad input carries every message and the fields', async (t) => {
    const { body } = await gql(
      app,
      callers.admin,
      `mutation { createTeacher(input: { firstName: "", lastName: "X", email: "mal", nif: "12345678A", iban: "ES00", password: "corta", passwordRepeat: "corta" }) { id } }`,
    );
    const error = body.errors?.[0];
    t.equal(error?.extensions?.code, 'BAD_USER_INPUT');
    t.same(error?.extensions?.fields, {
      firstName: 'Debes rellenar este campo',
      email: 'El email no tiene un formato válido',
      nif: 'El NIF no es válido',
      iban: 'El IBAN no es un número de cuenta válido',
      password: 'La contraseña debe tener al menos 8 caracteres',
    });
    const neg = await gql(
      app,
      callers.admin,
      `mutation { createTeacher(input: { firstName: "A", lastName: "B", email: "ab@x.test", password: "segura-2026", passwordRepeat: "segura-2027" }) { id } }`,
    );
    t.same(neg.body.errors?.[0].extensions?.fields, { passwordRepeat: 'Las contraseñas no coinciden' });
    const dup = await gql(
      app,
      callers.admin,
      `mutation { createTeacher(input: { firstName: "A", lastName: "B", email: "OTRA@Academia.test" }) { id } }`,
    );
    t.equal(dup.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.same(dup.body.errors?.[0].extensions?.fields, { email: 'Ya existe un usuario con ese email' });
    const self = await gql(
      app,
      callers.teacher,
      'mutation { updateMyTeacherProfile(input: { nif: "X", iban: "NO" }) { id } }',
    );
    t.same(self.body.errors?.[0].extensions?.fields, {
      nif: 'El NIF no es válido',
      iban: 'El IBAN no es un número de cuenta válido',
    });
    const date = await gql(
      app,
      callers.admin,
      `mutation { dropOutTeacher(id: ${other.id}, dropOutDate: "ayer") { id } }`,
    );
    t.same(date.body.errors?.[0].extensions?.fields, { dropOutDate: 'La fecha no es válida (dd/mm/aaaa)' });
    // 9999-12-31 and 1900-01-01 are typos: they were stored (an alta in 9999, a 126-year-old teacher, a baja in 9999).
    const typos = await gql(
      app,
      callers.admin,
      `mutation { updateTeacher(id: ${other.id}, input: { firstName: "Otra", lastName: "Profesora", email: "otra@academia.test", birthDate: "1900-01-01", startDate: "9999-12-31" }) { id } }`,
    );
    t.match(typos.body.errors?.[0].extensions?.fields, {
      birthDate: /^La fecha de nacimiento no puede ser anterior al \d\d\/\d\d\/\d{4}$/,
      startDate: /^La fecha de alta no puede ser posterior al \d\d\/\d\d\/\d{4}$/,
    });
    const oldStart = await gql(
      app,
      callers.admin,
      `mutation { updateTeacher(id: ${other.id}, input: { firstName: "Otra", lastName: "Profesora", email: "otra@academia.test", startDate: "1900-01-01" }) { id } }`,
    );
    t.same(oldStart.body.errors?.[0].extensions?.fields, {
      startDate: 'La fecha de alta no puede ser anterior al 01/01/1970',
    });
    const farDropOut = await gql(
      app,
      callers.admin,
      `mutation { dropOutTeacher(id: ${other.id}, dropOutDate: "9999-12-31") { id } }`,
    );
    t.match(farDropOut.body.errors?.[0].extensions?.fields, {
      dropOutDate: /^La fecha de baja no puede ser posterior al \d\d\/\d\d\/\d{4}$/,
    });
    t.equal((await app.db('teachers').where({ id: other.id }).first()).dropOutDate, null, 'no drop-out stored');
    const missing = await gql(app, callers.admin, '{ teacher(id: 999999) { id } }');
    t.equal(missing.body.errors?.[0].extensions?.code, 'NOT_FOUND');
  });

  t.test('creates, updates, drops out (ending the login) and reinstates', async (t) => {
    const created = await gql(
      app,
      callers.admin,
      `mutation { createTeacher(input: { firstName: "Rosa", lastName: "Vidal", email: "Rosa.Vidal@Academia.test", nif: "${nifFor(33_333_333)}", iban: "${IBAN}", municipalityId: ${places.madrid}, password: "segura-2026", passwordRepeat: "segura-2026" }) { id email nif municipality { name } status } }`,
    );
    const rosa = created.body.data?.createTeacher as { id: number };
    t.match(rosa, {
      email: 'rosa.vidal@academia.test',
      nif: nifFor(33_333_333),
      municipality: { name: 'Madrid' },
      status: 'active',
    });
    const { token } = await app.services.auth.login('rosa.vidal@academia.test', 'segura-2026');
    const rosaCaller = {
      role: 'teacher',
      cookie: `apollo-token=${token}`,
      headers: { cookie: `apollo-token=${token}` },
    } as Caller;
    t.notOk((await gql(app, rosaCaller, '{ myTeacherProfile { id } }')).body.errors);
    t.equal(
      (await gql(app, rosaCaller, '{ teachers { total } }')).body.errors?.[0].extensions?.code,
      'FORBIDDEN',
      'teachers never list teachers',
    );

    const updated = await gql(
      app,
      callers.advisor,
      `mutation { updateTeacher(id: ${rosa.id}, input: { firstName: "Rosa", lastName: "Vidal", email: "rosa.vidal@academia.test", hasTeachingDegree: true }) { hasTeachingDegree } }`,
    );
    t.same(updated.body.data?.updateTeacher, { hasTeachingDegree: true });

    const dropped = await gql(
      app,
      callers.advisor,
      `mutation { dropOutTeacher(id: ${rosa.id}, reason: "Fin de curso") { status dropOutDate remarks } }`,
    );
    t.match(dropped.body.data?.dropOutTeacher, { status: 'dropped', remarks: /Fin de curso/ });
    t.equal(
      (await gql(app, rosaCaller, '{ myTeacherProfile { id } }')).body.errors?.[0].extensions?.code,
      'UNAUTHENTICATED',
      'the session ended',
    );
    await t.rejects(app.services.auth.login('rosa.vidal@academia.test', 'segura-2026'), {
      code: 'PEOPLE_ACCOUNT_DISABLED',
    });
    const back = await gql(
      app,
      callers.advisor,
      `mutation { reinstateTeacher(id: ${rosa.id}) { status dropOutDate } }`,
    );
    t.same(back.body.data?.reinstateTeacher, { status: 'active', dropOutDate: null });
    t.ok(await app.services.auth.login('rosa.vidal@academia.test', 'segura-2026'));
  });

  t.test('the teacher updates their profile and accepts terms and privacy', async (t) => {
    const res = await gql(
      app,
      callers.teacher,
      `mutation { updateMyTeacherProfile(input: { phone: "699 000 111", iban: "${IBAN}", municipalityId: ${places.getafe}, hasAcceptedTerms: true, hasAcceptedPrivacyPolicy: true }) { phone iban municipality { name } hasAcceptedTerms hasAcceptedPrivacyPolicy acceptedDate } }`,
    );
    t.match(res.body.data?.updateMyTeacherProfile, {
      phone: '699 000 111',
      iban: IBAN,
      municipality: { name: 'Getafe' },
      hasAcceptedTerms: true,
      hasAcceptedPrivacyPolicy: true,
      acceptedDate: /^\d{4}-/,
    });
    const withdraw = await gql(
      app,
      callers.teacher,
      'mutation { updateMyTeacherProfile(input: { hasAcceptedPrivacyPolicy: false }) { id } }',
    );
    t.equal(withdraw.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.ok(withdraw.body.errors?.[0].extensions?.fields?.hasAcceptedPrivacyPolicy);
  });

  t.test(
    'a profile update changes only what it sends: a field left out keeps its value, null empties it',
    async (t) => {
      const full = await gql(
        app,
        callers.teacher,
        `mutation { updateMyTeacherProfile(input: { phone: "699 000 222", nif: "12345678Z", birthDate: "1990-05-04", address: "Calle Mayor, 1", postalCode: "28013", iban: "${IBAN}", municipalityId: ${places.getafe}, hasTeachingDegree: true }) { id } }`,
      );
      t.notOk(full.body.errors);
      const shape = '{ phone nif birthDate address postalCode iban municipality { name } hasTeachingDegree }';
      const phone = await gql(
        app,
        callers.teacher,
        `mutation { updateMyTeacherProfile(input: { phone: "611 222 333" }) ${shape} }`,
      );
      t.same(phone.body.data?.updateMyTeacherProfile, {
        phone: '611 222 333',
        nif: '12345678Z',
        birthDate: '1990-05-04',
        address: 'Calle Mayor, 1',
        postalCode: '28013',
        iban: IBAN,
        municipality: { name: 'Getafe' },
        hasTeachingDegree: true,
      });
      const cleared = await gql(
        app,
        callers.teacher,
        `mutation { updateMyTeacherProfile(input: { address: null }) ${shape} }`,
      );
      t.match(cleared.body.data?.updateMyTeacherProfile, {
        phone: '611 222 333',
        nif: '12345678Z',
        address: null,
        iban: IBAN,
      });
      // What the payslips need, once on file, cannot be emptied by the teacher.
      const emptied = await gql(
        app,
        callers.teacher,
        `mutation { updateMyTeacherProfile(input: { nif: null, iban: null }) ${shape} }`,
      );
      t.match(emptied.body.errors?.[0].extensions, {
        code: 'BAD_USER_INPUT',
        fields: {
          nif: 'Tus nóminas llevan tu NIF: puedes cambiarlo, pero no dejarlo vacío',
          iban: 'Tus nóminas se pagan en esta cuenta: puedes cambiarla, pero no dejarla vacía',
        },
      });
    },
  );

  t.test('staff updates of a teacher change only what they send', async (t) => {
    const detail = `mutation { updateTeacher(id: ${other.id}, input: { firstName: "Otra", lastName: "Profesora", email: "otra@academia.test", phone: "600 333 444", nif: "00000000T", iban: "${IBAN}", birthDate: "1988-02-03", startDate: "2024-09-01", remarks: "Inglés C2", hasTeachingDegree: true, municipalityId: ${places.getafe} }) { id } }`;
    const saved = await gql(app, callers.admin, detail);
    t.notOk(saved.body.errors, JSON.stringify(saved.body.errors));
    const shape = '{ firstName phone nif iban birthDate startDate remarks hasTeachingDegree municipality { name } }';
    const renamed = await gql(
      app,
      callers.admin,
      `mutation { updateTeacher(id: ${other.id}, input: { firstName: "Otilia", lastName: "Profesora", email: "otra@academia.test" }) ${shape} }`,
    );
    t.same(renamed.body.data?.updateTeacher, {
      firstName: 'Otilia',
      phone: '600 333 444',
      nif: '00000000T',
      iban: IBAN,
      birthDate: '1988-02-03',
      startDate: '2024-09-01',
      remarks: 'Inglés C2',
      hasTeachingDegree: true,
      municipality: { name: 'Getafe' },
    });
    const cleared = await gql(
      app,
      callers.admin,
      `mutation { updateTeacher(id: ${other.id}, input: { firstName: "Otra", lastName: "Profesora", email: "otra@academia.test", remarks: null, municipalityId: null }) ${shape} }`,
    );
    t.match(cleared.body.data?.updateTeacher, {
      firstName: 'Otra',
      nif: '00000000T',
      remarks: null,
      municipality: null,
    });
  });

  t.test('applyAsTeacher: anyone, the same answer, an inactive account; staff activate it', async (t) => {
    const input = (email: string) =>
      `mutation { applyAsTeacher(input: { firstName: "Nuria", lastName: "Solicitante", email: "${email}", phone: "600 111 222", studies: "Filología Inglesa", hasAcceptedTerms: true, hasAcceptedPrivacyPolicy: true }) }`;
    const first = await gql(app, callers.anonymous, input('nuria@correo.test'));
    const known = await gql(app, callers.anonymous, input('OTRA@academia.test'));
    t.equal(first.body.data?.applyAsTeacher, known.body.data?.applyAsTeacher, 'same answer for a known email');
    t.match(first.body.data?.applyAsTeacher, 'Hemos recibido tu solicitud');
    const nuria = await app.db('users').where({ email: 'nuria@correo.test' }).first();
    t.equal(nuria.active, false);
    const refused = await gql(
      app,
      callers.anonymous,
      input('x@correo.test').replace('hasAcceptedPrivacyPolicy: true', 'hasAcceptedPrivacyPolicy: false'),
    );
    t.same(refused.body.errors?.[0].extensions?.fields, {
      hasAcceptedPrivacyPolicy: 'Tienes que aceptar para continuar',
    });
    const activated = await gql(app, callers.admin, `mutation { activateTeacher(id: ${nuria.id}) { active status } }`);
    t.same(activated.body.data?.activateTeacher, { active: true, status: 'active' });
  });

  t.test('a teacher is paid as a person: a company CIF is refused as their NIF, wherever it is typed', async (t) => {
    const said = 'Un profesor cobra como persona: escribe un DNI o un NIE, no el CIF de una empresa';
    const fieldsOf = (body: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
      body.errors?.[0]?.extensions?.fields ?? {};
    for (const cif of ['B87654323', 'b-87654323', 'A58818501']) {
      const created = await gql(
        app,
        callers.admin,
        `mutation { createTeacher(input: { firstName: "Cif", lastName: "Empresa", email: "cif.empresa@academia.test", nif: "${cif}" }) { id } }`,
      );
      t.equal(fieldsOf(created.body).nif, said, `createTeacher ${cif}`);
      const edited = await gql(
        app,
        callers.admin,
        `mutation { updateTeacher(id: ${other.id}, input: { firstName: "Otra", lastName: "Profesora", email: "otra@academia.test", nif: "${cif}" }) { id } }`,
      );
      t.equal(fieldsOf(edited.body).nif, said, `updateTeacher ${cif}`);
      const mine = await gql(
        app,
        callers.teacher,
        `mutation { updateMyTeacherProfile(input: { nif: "${cif}" }) { id } }`,
      );
      t.equal(fieldsOf(mine.body).nif, said, `updateMyTeacherProfile ${cif}`);
      const applied = await app.services.teachers
        .apply(
          {
            firstName: 'Cif',
            lastName: 'Web',
            email: 'cif.web@correo.test',
            phone: '600 333 445',
            nif: cif,
            studies: 'Matemáticas',
            hasAcceptedTerms: true,
            hasAcceptedPrivacyPolicy: true,
          },
          { ip: '10.20.40.1' },
        )
        .catch((e) => e);
      t.equal(applied.fields?.nif, said, `applyAsTeacher ${cif}`);
    }
    t.equal((await app.db('users').whereIn('email', ['cif.empresa@academia.test', 'cif.web@correo.test'])).length, 0);
    t.equal((await app.db('teachers').where('id', other.id).first()).nif !== 'B87654323', true, 'nothing saved');
    // A NIE and a DNI are a person's; an invalid one keeps its own message.
    const nie = await gql(
      app,
      callers.teacher,
      'mutation { updateMyTeacherProfile(input: { nif: "Y2345678Z" }) { nif } }',
    );
    t.equal(nie.body.errors, undefined, JSON.stringify(nie.body.errors));
    const bad = await gql(
      app,
      callers.teacher,
      'mutation { updateMyTeacherProfile(input: { nif: "B12345678" }) { id } }',
    );
    t.equal(fieldsOf(bad.body).nif, 'El NIF no es válido');
  });

  t.test('applyAsTeacher sent several times at once: one account, the same answer each time', async (t) => {
    // A double click raced to the email's unique index: the loser read «Ya existe un registro» (CONFLICT),
    // which also told a stranger the address was known (on PostgreSQL; PGlite runs them one by one).
    const raw = {
      firstName: 'Rocío',
      lastName: 'Doble',
      email: 'rocio.doble@correo.test',
      phone: '600 333 444',
      nif: '48151623L',
      studies: 'Matemáticas',
      hasAcceptedTerms: true,
      hasAcceptedPrivacyPolicy: true,
    };
    const answers = await Promise.allSettled(
      [1, 2, 3, 4].map((n) => app.services.teachers.apply(raw, { ip: `10.20.30.${n}` })),
    );
    t.same(
      answers.map((a) => a.status),
      ['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'],
      JSON.stringify(answers.map((a) => (a.status === 'rejected' ? (a.reason as Error).message : 'ok'))),
    );
    t.equal((await app.db('users').where({ email: raw.email })).length, 1, 'one account');
  });
});
