import t from 'tap';
import { callerAs, gql, ROLES_AND_ANONYMOUS, setupApp } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { createCustomer, createStudent } from '../../test/factories/people';

const expected = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: null, admin: null } as const;

t.test('customers and students over GraphQL', async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const [level] = await app.db('levels').insert({ name: 'ESO', position: 2 }).returning('id');
  const [course] = await app.db('courses').insert({ name: '2º ESO', levelId: level.id, position: 2 }).returning('id');
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const family = await createCustomer(app, {
    firstName: 'Lucía',
    lastName: 'Gómez Ruiz',
    nif: '12345678Z',
    iban: 'ES9121000418450200051332',
    municipalityId: ids.madrid,
    districtId: ids.retiro,
    source: 'alumni',
    invoiceNif: '12345678Z',
  });
  const student = await createStudent(app, family.id, {
    firstName: 'Pablo',
    lastName: 'Gómez Ruiz',
    courseId: course.id,
    birthDate: '2012-03-04',
  });

  t.test('lists with filters and pagination; the detail with its students', async (t) => {
    const { body } = await gql(
      app,
      callers.advisor,
      `{ customers(filter: { q: "gomez", source: alumni, districtId: ${ids.retiro}, isCompany: false }, page: { pageSize: 10 }) { total pageSize rows { name sourceLabel district { name } municipality { name } studentCount } } }`,
    );
    t.same(body.data?.customers, {
      total: 1,
      pageSize: 10,
      rows: [
        {
          name: 'Lucía Gómez Ruiz',
          sourceLabel: 'Antiguo alumno',
          district: { name: 'Retiro' },
          municipality: { name: 'Madrid' },
          studentCount: 1,
        },
      ],
    });
    const none = await gql(app, callers.admin, '{ customers(filter: { isCompany: true }) { total } }');
    t.same(none.body.data, { customers: { total: 0 } });
    const detail = await gql(
      app,
      callers.admin,
      `{ customer(id: ${family.id}) { nif iban invoiceNif students { name birthDate course { name levelName } } } }`,
    );
    t.same(detail.body.data?.customer, {
      nif: '12345678Z',
      iban: 'ES9121000418450200051332',
      invoiceNif: '12345678Z',
      students: [{ name: 'Pablo Gómez Ruiz', birthDate: '2012-03-04', course: { name: '2º ESO', levelName: 'ESO' } }],
    });
    const students = await gql(
      app,
      callers.advisor,
      `{ students(filter: { levelId: ${level.id}, customerId: ${family.id} }) { total rows { name customer { name } } } }`,
    );
    t.same(students.body.data?.students, {
      total: 1,
      rows: [{ name: 'Pablo Gómez Ruiz', customer: { name: 'Lucía Gómez Ruiz' } }],
    });
    // A student's course is the whole Course of the catalogue (its dates and subjects too), never INTERNAL.
    await app.db('subjects').insert({ name: 'Matemáticas' });
    const mates = await app.db('subjects').where('name', 'Matemáticas').first('id');
    await app.db('course_subjects').insert({ courseId: course.id, subjectId: mates.id });
    const courses = await gql(
      app,
      callers.advisor,
      `{ students { rows { course { name position subjectCount subjects { name } createdDate updatedDate } } } }`,
    );
    t.notOk(courses.body.errors, JSON.stringify(courses.body.errors));
    t.match((courses.body.data?.students as { rows: unknown[] }).rows, [
      {
        course: {
          name: '2º ESO',
          position: 2,
          subjectCount: 1,
          subjects: [{ name: 'Matemáticas' }],
          createdDate: String,
          updatedDate: String,
        },
      },
    ]);
    const suggestions = await gql(app, callers.advisor, '{ customerSuggestions(q: "luc") { id name } }');
    t.same(suggestions.body.data?.customerSuggestions, [{ id: family.id, name: 'Lucía Gómez Ruiz' }]);
  });

  // Every query, for each kind of caller: customers are for staff only.
  const queries: [string, string][] = [
    ['customers', '{ customers { total } }'],
    ['customer', `{ customer(id: $ID) { name } }`],
    ['customerSuggestions', '{ customerSuggestions(q: "a") { id } }'],
    ['students', '{ students { total } }'],
    ['student', `{ student(id: $SID) { name } }`],
  ];
  for (const [name, query] of queries) {
    for (const role of ROLES_AND_ANONYMOUS) {
      t.test(`${name} as ${role}`, async (t) => {
        const { body } = await gql(
          app,
          callers[role],
          query.replace('$ID', String(family.id)).replace('$SID', String(student.id)),
        );
        if (expected[role]) {
          t.equal(body.errors?.[0].extensions?.code, expected[role]);
          t.equal(body.data, null);
        } else t.notOk(body.errors, JSON.stringify(body.errors));
      });
    }
  }

  t.test('NIF and IBAN are guarded by the policy, field by field', async (t) => {
    // A teacher cannot reach a customer today; the field guard still refuses them on its own.
    const { customersResolvers } = await import('./customers.resolvers');
    const resolvers = customersResolvers(app.services) as unknown as {
      Customer: Record<string, (row: object, args: object, ctx: object) => unknown>;
    };
    const teacher = await app.services.auth.resolve(callers.teacher.cookie.split('=')[1]);
    const advisor = await app.services.auth.resolve(callers.advisor.cookie.split('=')[1]);
    for (const field of ['nif', 'iban', 'invoiceNif']) {
      t.throws(() => resolvers.Customer[field](family, {}, { actor: teacher }), { code: 'FORBIDDEN' }, field);
      t.throws(() => resolvers.Customer[field](family, {}, { actor: null }), { code: 'UNAUTHENTICATED' }, field);
      t.equal(
        resolvers.Customer[field](family, {}, { actor: advisor }),
        (family as Record<string, unknown>)[field],
        field,
      );
    }
    const { shieldFiscal } = await import('./customers.service');
    t.same(shieldFiscal(teacher, { nif: '12345678Z', iban: 'ES91', invoiceNif: 'X', email: 'a@b.c' }), {
      nif: null,
      iban: null,
      invoiceNif: null,
      email: 'a@b.c',
    });
  });

  // Each mutation, for each kind of caller.
  const mutations: [string, () => string][] = [
    [
      'createCustomer',
      () =>
        `mutation { createCustomer(input: { firstName: "Nuevo $ROLE", lastName: "Cliente", nif: "X1234567L" }) { id advisor { id } } }`,
    ],
    [
      'updateCustomer',
      () =>
        `mutation { updateCustomer(id: ${family.id}, input: { firstName: "Lucía", lastName: "Gómez Ruiz", nif: "12345678Z", source: alumni, municipalityId: ${ids.madrid}, districtId: ${ids.retiro} }) { id } }`,
    ],
    [
      'createStudent',
      () => `mutation { createStudent(input: { customerId: ${family.id}, firstName: "Hijo $ROLE" }) { id lastName } }`,
    ],
    [
      'updateStudent',
      () =>
        `mutation { updateStudent(id: ${student.id}, input: { customerId: ${family.id}, firstName: "Pablo", lastName: "Gómez Ruiz", courseId: ${course.id}, birthDate: "2012-03-04" }) { id } }`,
    ],
  ];
  for (const [name, query] of mutations) {
    for (const role of ROLES_AND_ANONYMOUS) {
      t.test(`${name} as ${role}`, async (t) => {
        const { body } = await gql(app, callers[role], query().replaceAll('$ROLE', role));
        if (expected[role]) {
          t.equal(body.errors?.[0].extensions?.code, expected[role]);
          t.equal(body.data, null);
        } else t.notOk(body.errors, JSON.stringify(body.errors));
      });
    }
  }

  t.test('an advisor creating a customer becomes its advisor; a student takes the family surname', async (t) => {
    const advisor = await app.services.auth.resolve(callers.advisor.cookie.split('=')[1]);
    t.equal((await app.db('customers').where({ firstName: 'Nuevo advisor' }).first()).advisorId, advisor!.id);
    t.equal((await app.db('customers').where({ firstName: 'Nuevo admin' }).first()).advisorId, null);
    t.equal((await app.db('students').where({ firstName: 'Hijo advisor' }).first()).lastName, 'Gómez Ruiz');
  });

  t.test('bad input: the messages of the specification with a stable code', async (t) => {
    const { body } = await gql(
      app,
      callers.admin,
      `mutation { createCustomer(input: { firstName: "", nif: "12345678A", email: "x@", iban: "DE89370400440532013001", invoiceSameAsPersonal: false, invoiceNif: "B1234567X", invoiceEmail: "y" }) { id } }`,
    );
    t.equal(body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.same(body.errors?.[0].extensions?.fields, {
      firstName: 'Debes rellenar este campo',
      lastName: 'Debes rellenar este campo',
      nif: 'El NIF no es válido',
      email: 'El email no tiene un formato válido',
      iban: 'El IBAN no es un número de cuenta válido',
      invoiceName: 'Debes rellenar este campo',
      invoiceEmail: 'El email no tiene un formato válido',
      invoiceNif: 'El NIF no es válido',
      invoiceAddress: 'Debes rellenar este campo',
      invoicePostalCode: 'Debes rellenar este campo',
      invoiceMunicipalityId: 'Debes rellenar este campo',
    });
    const future = await gql(
      app,
      callers.admin,
      `mutation { createStudent(input: { customerId: ${family.id}, firstName: "X", birthDate: "2999-01-01" }) { id } }`,
    );
    t.same(future.body.errors?.[0].extensions?.fields, {
      birthDate: 'La fecha de nacimiento no puede ser posterior a hoy',
    });
    const badDate = await gql(
      app,
      callers.admin,
      `mutation { createStudent(input: { customerId: 999999, firstName: "X", birthDate: "2012-02-31", courseId: 999999 }) { id } }`,
    );
    t.same(badDate.body.errors?.[0].extensions?.fields, {
      birthDate: 'La fecha no es válida (dd/mm/aaaa)',
      customerId: 'No hay ningún cliente con ese nombre; elige uno de la lista',
      courseId: 'Elige un curso de la lista',
    });
  });

  t.test('IBANs of several SEPA countries: valid ones stored electronic, invalid ones refused', async (t) => {
    const good = [
      'ES91 2100 0418 4502 0005 1332',
      'DE89 3704 0044 0532 0130 00',
      'FR14 2004 1010 0505 0001 3M02 606',
      'IT60 X054 2811 1010 0000 0123 456',
      'PT50 0002 0123 1234 5678 9015 4',
      'NL91 ABNA 0417 1643 00',
    ];
    for (const iban of good) {
      const { body } = await gql(
        app,
        callers.advisor,
        `mutation { createCustomer(input: { firstName: "Iban", lastName: "${iban}", iban: "${iban}" }) { iban } }`,
      );
      t.equal((body.data?.createCustomer as { iban: string })?.iban, iban.replace(/ /g, ''), iban);
    }
    const bad = [
      'ES91 2100 0418 4502 0005 1333',
      'DE89 3704 0044 0532 0130 01',
      'FR14 2004 1010 0505 0001 3M02 607',
      'XX00 1234',
      'ES91',
    ];
    for (const iban of bad) {
      const { body } = await gql(
        app,
        callers.advisor,
        `mutation { createCustomer(input: { firstName: "Iban", lastName: "malo", iban: "${iban}" }) { id } }`,
      );
      t.same(body.errors?.[0].extensions?.fields, { iban: 'El IBAN no es un número de cuenta válido' }, iban);
    }
  });

  t.test('NIF, NIE and CIF with their control characters', async (t) => {
    for (const nif of ['12345678Z', 'x1234567l', 'B12345674', 'A58818501', 'Q2826000H', '12.345.678-z']) {
      const { body } = await gql(
        app,
        callers.advisor,
        `mutation { createCustomer(input: { firstName: "Nif", lastName: "bueno", nif: "${nif}" }) { nif } }`,
      );
      t.notOk(body.errors, nif);
    }
    for (const nif of ['12345678A', 'X1234567A', 'B12345678', '1234', 'ZZZ']) {
      const { body } = await gql(
        app,
        callers.advisor,
        `mutation { createCustomer(input: { firstName: "Nif", lastName: "malo", nif: "${nif}" }) { id } }`,
      );
      t.same(body.errors?.[0].extensions?.fields, { nif: 'El NIF no es válido' }, nif);
    }
  });

  t.test('updates change only what they send: a field left out keeps its value, null empties it', async (t) => {
    const created = await gql(
      app,
      callers.advisor,
      `mutation { createCustomer(input: { firstName: "Marta", lastName: "Vidal Roca", nif: "12345678Z", iban: "ES9121000418450200051332", phone: "600 111 222", source: referee, municipalityId: ${ids.madrid}, districtId: ${ids.retiro}, invoiceSameAsPersonal: false, invoiceName: "Vidal Asesores SL", invoiceEmail: "facturas@vidal.test", invoiceNif: "B12345674", invoiceAddress: "Calle Mayor, 1", invoicePostalCode: "28013", invoiceMunicipalityId: ${ids.madrid} }) { id isCompany source advisor { id } } }`,
    );
    t.notOk(created.body.errors, JSON.stringify(created.body.errors));
    const marta = created.body.data?.createCustomer as { id: number; advisor: { id: number } };
    t.match(marta, { isCompany: false, source: 'referee', advisor: { id: Number } }, 'defaults on creation');
    const shape =
      '{ firstName lastName isCompany nif iban phone source advisor { id } district { name } invoiceSameAsPersonal invoiceName invoiceNif }';
    const phone = await gql(
      app,
      callers.advisor,
      `mutation { updateCustomer(id: ${marta.id}, input: { firstName: "Marta", phone: "611 222 333" }) ${shape} }`,
    );
    t.same(phone.body.data?.updateCustomer, {
      firstName: 'Marta',
      lastName: 'Vidal Roca',
      isCompany: false,
      nif: '12345678Z',
      iban: 'ES9121000418450200051332',
      phone: '611 222 333',
      source: 'referee',
      advisor: marta.advisor,
      district: { name: 'Retiro' },
      invoiceSameAsPersonal: false,
      invoiceName: 'Vidal Asesores SL',
      invoiceNif: 'B12345674',
    });
    const cleared = await gql(
      app,
      callers.advisor,
      `mutation { updateCustomer(id: ${marta.id}, input: { firstName: "Marta", iban: null, invoiceSameAsPersonal: true }) ${shape} }`,
    );
    t.match(cleared.body.data?.updateCustomer, {
      nif: '12345678Z',
      iban: null,
      phone: '611 222 333',
      invoiceSameAsPersonal: true,
      invoiceName: 'Marta Vidal Roca',
      invoiceNif: '12345678Z',
    });

    const pupil = await createStudent(app, marta.id, {
      lastName: 'Vidal Sanz',
      courseId: course.id,
      birthDate: '2013-01-02',
      remarks: 'Dislexia',
    });
    const renamed = await gql(
      app,
      callers.advisor,
      `mutation { updateStudent(id: ${pupil.id}, input: { customerId: ${marta.id}, firstName: "Jaime" }) { firstName lastName birthDate course { id } remarks } }`,
    );
    t.same(renamed.body.data?.updateStudent, {
      firstName: 'Jaime',
      lastName: 'Vidal Sanz',
      birthDate: '2013-01-02',
      course: { id: course.id },
      remarks: 'Dislexia',
    });
    await app.db('students').where({ id: pupil.id }).delete();
    await app.db('customers').where({ id: marta.id }).delete();
  });

  t.test('deletes: refused with students (stable code), then allowed', async (t) => {
    for (const role of ['anonymous', 'teacher'] as const) {
      t.equal(
        (await gql(app, callers[role], `mutation { deleteCustomer(id: ${family.id}) }`)).body.errors?.[0].extensions
          ?.code,
        expected[role],
      );
      t.equal(
        (await gql(app, callers[role], `mutation { deleteStudent(id: ${student.id}) }`)).body.errors?.[0].extensions
          ?.code,
        expected[role],
      );
    }
    const refused = await gql(app, callers.advisor, `mutation { deleteCustomer(id: ${family.id}) }`);
    t.equal(refused.body.errors?.[0].extensions?.code, 'PEOPLE_CUSTOMER_HAS_STUDENTS');
    t.match(refused.body.errors?.[0].message, /^No se puede eliminar el cliente porque tiene alumnos/);
    t.ok(await app.db('customers').where({ id: family.id }).first());
    for (const s of await app.db('students').where({ customerId: family.id })) {
      t.same((await gql(app, callers.advisor, `mutation { deleteStudent(id: ${s.id}) }`)).body.data, {
        deleteStudent: true,
      });
    }
    t.same((await gql(app, callers.admin, `mutation { deleteCustomer(id: ${family.id}) }`)).body.data, {
      deleteCustomer: true,
    });
    t.equal(
      (await gql(app, callers.admin, `{ customer(id: ${family.id}) { id } }`)).body.errors?.[0].extensions?.code,
      'NOT_FOUND',
    );
  });

  t.test('a line break in a one-line field is refused on its field; remarks keep theirs', async (t) => {
    const parent = await createCustomer(app, { firstName: 'Elena', lastName: 'Sanz' });
    const customer = await gql(
      app,
      callers.advisor,
      'mutation($i: CustomerInput!) { createCustomer(input: $i) { id } }',
      {
        i: { firstName: 'Ana\nMaría', lastName: 'Gil\rLópez', address: 'Calle Mayor, 1\u2028', remarks: 'Una.\nOtra.' },
      },
    );
    t.equal(customer.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.same(customer.body.errors?.[0].extensions?.fields, {
      firstName: 'Este campo se escribe en una sola línea: quita los saltos de línea',
      lastName: 'Este campo se escribe en una sola línea: quita los saltos de línea',
    });
    t.notOk(await app.db('customers').where('firstName', 'like', 'Ana%').first(), 'nothing stored');
    const student = await gql(
      app,
      callers.advisor,
      'mutation($i: StudentInput!) { createStudent(input: $i) { id remarks } }',
      {
        i: {
          customerId: parent.id,
          firstName: 'Leo\n',
          lastName: 'Gómez\nRuiz',
          remarks: 'Alergia.\nSin frutos secos.',
        },
      },
    );
    t.same(
      student.body.errors?.[0].extensions?.fields,
      {
        lastName: 'Este campo se escribe en una sola línea: quita los saltos de línea',
      },
      'a trailing line break is trimmed away; one inside is refused',
    );
    const kept = await gql(
      app,
      callers.advisor,
      'mutation($i: StudentInput!) { createStudent(input: $i) { id remarks } }',
      { i: { customerId: parent.id, firstName: 'Leo', remarks: 'Alergia.\nSin frutos secos.' } },
    );
    t.equal((kept.body.data?.createStudent as { remarks: string }).remarks, 'Alergia.\nSin frutos secos.');
  });
});
