import t from 'tap';
import { callerAs, gql, postForm, ROLES_AND_ANONYMOUS, setupApp, flashOf } from '../../test/helpers/app';
import { classTime, createVoucher } from '../../test/factories/vouchers';
import { madridLocal } from './classes.shared';

t.test('classes pages and GraphQL', async (t) => {
  const app = await setupApp(t);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const get = (role: keyof typeof callers, url: string) =>
    app.inject({ method: 'GET', url, headers: callers[role].headers });
  const teacherId = (await app.db('users').where({ role: 'teacher' }).first('id')).id as number;
  await app.db('teachers').insert({ id: teacherId, nif: '00000000T', startDate: '2025-09-01' });
  const voucher = await createVoucher(app, { hours: 3, teacherId });
  const otherVoucher = await createVoucher(app, { hours: 3 });
  const advisorId = (await app.db('users').where({ role: 'advisor' }).first('id')).id as number;
  /** A class of the teacher's voucher, assigned, written straight to the table. */
  const assignedClass = async (values: Record<string, unknown>) =>
    (
      await app
        .db('classes')
        .insert({
          voucherId: voucher.id,
          studentId: voucher.studentId,
          subjectId: voucher.subjectId,
          teacherId,
          duration: 60,
          status: 'assigned',
          createdBy: advisorId,
          ...values,
        })
        .returning('id')
    )[0] as { id: number };
  const past = await assignedClass({ date: classTime(-1) });
  const [theirs] = await app
    .db('classes')
    .insert({
      voucherId: otherVoucher.id,
      studentId: otherVoucher.studentId,
      subjectId: otherVoucher.subjectId,
      date: classTime(2),
      duration: 60,
      status: 'pending',
    })
    .returning('id');

  t.test('staff pages: anonymous to the login, teachers refused, staff in', async (t) => {
    for (const url of [
      '/classes',
      '/classes/new',
      '/classes/teacher-class',
      `/classes/${past.id}`,
      `/classes/${past.id}/delete`,
      `/classes/${past.id}/link`,
    ]) {
      t.equal((await get('anonymous', url)).statusCode, 302, `anonymous ${url}`);
      t.equal((await get('teacher', url)).statusCode, 403, `teacher ${url}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(role, url)).statusCode, 200, `${role} ${url}`);
    }
    for (const url of [
      '/classes/new',
      '/classes/validate',
      `/classes/${past.id}`,
      `/classes/${past.id}/delete`,
      `/classes/${past.id}/validate`,
    ]) {
      t.equal(
        (await postForm(app, callers.teacher, '/', url, { ids: String(past.id) })).statusCode,
        403,
        `teacher POST ${url}`,
      );
    }
    t.equal((await app.db('classes').where({ id: past.id }).first()).status, 'assigned', 'nothing changed');
  });

  t.test(
    'a teacher with no students nor vouchers is told so at /claim-class, not given a form that cannot work',
    async (t) => {
      const newcomer = await callerAs(app, 'teacher');
      const page = await app.inject({ method: 'GET', url: '/claim-class', headers: newcomer.headers });
      t.equal(page.statusCode, 200);
      t.match(page.body, 'Todavía no tienes alumnos ni bonos');
      t.notMatch(page.body, 'name="voucherId"', 'no form');
      t.match(
        (await get('teacher', '/claim-class')).body,
        'name="voucherId"',
        'a teacher with a voucher gets the form',
      );
    },
  );

  t.test('teacher pages: teachers in, staff refused, anonymous to the login', async (t) => {
    for (const url of ['/teacher-classes', '/claim-class', '/teacher-students', '/teacher-vouchers']) {
      t.equal((await get('anonymous', url)).statusCode, 302, `anonymous ${url}`);
      t.equal((await get('teacher', url)).statusCode, 200, `teacher ${url}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(role, url)).statusCode, 403, `${role} ${url}`);
    }
    t.equal(
      (await get('teacher', `/claim-class/${theirs.id}`)).statusCode,
      404,
      "another teacher's class is not found",
    );
    const vouchers = await get('teacher', '/teacher-vouchers');
    t.match(vouchers.body, '3 h');
    t.notMatch(vouchers.body, '€', 'no amounts');
    // A settled voucher's hours left were given up: none offered («—»), its status says why.
    const settled = await createVoucher(app, { hours: 7, teacherId, status: 'settled' });
    const row = /<tr>(?:(?!<\/tr>)[\s\S])*?Liquidado[\s\S]*?<\/tr>/.exec(
      (await get('teacher', '/teacher-vouchers')).body,
    )?.[0];
    t.match(row, '7 h', 'the settled voucher is listed');
    t.notMatch(row, '<strong>', 'with no hours left to give');
    await app.db('vouchers').where({ id: settled.id }).delete();
  });

  t.test("the teacher's classes to come read soonest first, the past ones newest first", async (t) => {
    const later = await assignedClass({ date: classTime(9) });
    const sooner = await assignedClass({ date: classTime(4) });
    const ids = async (filter: string, page = '') =>
      (
        (await gql(app, callers.teacher, `{ myClasses(filter: ${filter}${page}) { rows { id } } }`)).body.data!
          .myClasses as { rows: { id: number }[] }
      ).rows.map((r) => r.id);
    t.strictSame(await ids('{ when: upcoming }'), [sooner.id, later.id], 'the next class first');
    t.strictSame(await ids('{ when: upcoming }', ', page: { direction: desc }'), [later.id, sooner.id], 'as asked');
    t.strictSame((await ids('{}')).slice(0, 2), [later.id, sooner.id], 'all of them: newest first, as before');
    t.strictSame(await ids('{ when: past }'), [past.id], 'past: newest first');
    const spanish = (days: number) => classTime(days).slice(0, 10).split('-').reverse().join('/');
    const page = (await get('teacher', '/teacher-classes?when=upcoming')).body;
    t.ok(page.indexOf(spanish(4)) > 0, 'the sooner class is on the page');
    t.ok(page.indexOf(spanish(4)) < page.indexOf(spanish(9)), 'above the later one');
    await app.db('classes').whereIn('id', [later.id, sooner.id]).delete();
  });

  t.test('deleting a validated class says its teacher will not be paid for it', async (t) => {
    const validated = await assignedClass({
      date: classTime(-3),
      status: 'validated',
      teacherPaymentStatus: 'teacherPendingPayment',
    });
    const teacherName = (await app.db('users').where({ id: teacherId }).first('first_name', 'last_name')) as {
      firstName: string;
      lastName: string;
    };
    const warning = `Está validada: ${teacherName.firstName} ${teacherName.lastName} dejará de cobrarla`;
    t.match((await get('advisor', `/classes/${validated.id}/delete`)).body, warning, 'the page without JavaScript');
    t.match((await get('advisor', `/classes/${validated.id}`)).body, warning, "the class page's dialog");
    t.notMatch((await get('advisor', `/classes/${past.id}/delete`)).body, 'dejará de cobrarla', 'not for one unpaid');
    await app.db('classes').where({ id: validated.id }).delete();
  });

  t.test(
    'a teacher marks a past class given, claims one, and staff validate both at once (no JavaScript)',
    async (t) => {
      const list = await get('teacher', '/teacher-classes');
      t.match(list.body, 'Marcar como dada');
      const given = await postForm(app, callers.teacher, '/teacher-classes', `/teacher-classes/${past.id}/given`, {});
      t.equal(given.statusCode, 303);
      t.match(flashOf(given).text, 'marcada como dada');
      const claimed = await postForm(app, callers.teacher, '/claim-class', '/claim-class', {
        voucherId: String(voucher.id),
        date: classTime(-2, '10:00'),
        duration: '90',
        remarks: 'Repaso de fracciones',
      });
      t.equal(claimed.statusCode, 303, 'claimed');
      const claimedRow = await app.db('classes').where({ remarks: 'Repaso de fracciones' }).first();
      t.equal(claimedRow.status, 'claimed');
      const tooMuch = await postForm(app, callers.teacher, '/claim-class', '/claim-class', {
        voucherId: String(voucher.id),
        date: classTime(-3),
        duration: '120',
      });
      t.equal(tooMuch.statusCode, 422);
      t.match(tooMuch.body, 'El bono no tiene horas suficientes');
      const staffList = await get('advisor', '/classes');
      t.match(staffList.body, 'Validar seleccionadas');
      t.match(staffList.body, `name="ids" value="${claimedRow.id}"`);
      t.match(
        staffList.body,
        'aria-label="Seleccionar la clase del ',
        "its checkbox says 'Seleccionar', as the settlements'",
      );
      t.notMatch(staffList.body, '>Elegir<', "no 'Elegir' column beside a 'Validar seleccionadas' button");
      const validated = await postForm(app, callers.advisor, '/classes', '/classes/validate', {
        ids: [String(past.id), String(claimedRow.id), String(theirs.id)],
      });
      t.equal(validated.statusCode, 303);
      t.match(flashOf(validated).text, 'Se han validado 2 clases.');
      t.match(flashOf(validated).text, 'No se ha podido validar 1 clase');
      t.equal((await app.db('classes').where({ id: claimedRow.id }).first()).status, 'validated');
      const detail = await get('advisor', `/classes/${claimedRow.id}`);
      t.match(detail.body, 'No pagar al profesor');
      t.match(detail.body, 'Movimientos de horas del bono');
    },
  );

  t.test('a teacher withdraws a class they registered by mistake, its hours back on the voucher', async (t) => {
    const own = await createVoucher(app, { hours: 5, teacherId });
    const booked = async () => (await app.db('vouchers').where({ id: own.id }).first('minutesBooked')).minutesBooked;
    const claim = await postForm(app, callers.teacher, '/claim-class', '/claim-class', {
      voucherId: String(own.id),
      date: classTime(-4, '09:00'),
      duration: '90',
      remarks: 'Registrada dos veces',
    });
    t.equal(claim.statusCode, 303);
    const row = await app.db('classes').where({ remarks: 'Registrada dos veces' }).first('id');
    t.equal(await booked(), 90);
    // Its page says whose class it is (it showed only the date and duration), and offers to delete it.
    const page = (await get('teacher', `/claim-class/${row.id}`)).body;
    const student = await app.db('students').where({ id: own.studentId }).first('firstName');
    t.match(page, new RegExp(`class="form-intro"[^>]*>.*${student.firstName}.*· Bono n\\.º ${own.id}`));
    t.match(page, `/claim-class/${row.id}/delete`);
    const confirm = await get('teacher', `/claim-class/${row.id}/delete`);
    t.equal(confirm.statusCode, 200);
    t.match(confirm.body, 'la academia ya no la validará');
    t.equal((await get('advisor', `/claim-class/${row.id}/delete`)).statusCode, 403, 'staff delete on the class page');
    const gone = await postForm(app, callers.teacher, `/claim-class/${row.id}`, `/claim-class/${row.id}/delete`, {});
    t.equal(gone.statusCode, 303);
    t.equal(gone.headers.location, '/teacher-classes');
    t.match(flashOf(gone).text, 'Se ha eliminado la clase del');
    const after = await app.db('classes').where({ id: row.id }).first('status', 'deletedBy');
    t.same(after, { status: 'deleted', deletedBy: teacherId });
    t.equal(await booked(), 0, 'its hours are back on the voucher');
    t.notMatch((await get('teacher', '/teacher-classes')).body, 'Registrada dos veces');
    // Staff see who deleted it and when (it read «Borrada» alone).
    const teacherName = await app.db('users').where({ id: teacherId }).first('firstName', 'lastName');
    t.match(
      (await get('advisor', `/classes/${row.id}`)).body,
      new RegExp(`Borrada el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} por ${teacherName.firstName} ${teacherName.lastName}`),
    );
    // A class staff have validated (or another teacher's) is not theirs to delete.
    const again = await postForm(app, callers.teacher, '/claim-class', `/claim-class/${row.id}/delete`, {});
    t.equal(again.statusCode, 404, 'already deleted');
    t.equal(
      (await postForm(app, callers.teacher, '/claim-class', `/claim-class/${theirs.id}/delete`, {})).statusCode,
      404,
    );
    const given = await gql(
      app,
      callers.teacher,
      `mutation { claimClass(input: { voucherId: ${own.id}, date: "${classTime(-5)}", duration: 60 }) { id } }`,
    );
    const givenId = (given.body.data?.claimClass as { id: number }).id;
    await app.db('classes').where({ id: givenId }).update({ status: 'validated' });
    const refused = await postForm(app, callers.teacher, '/claim-class', `/claim-class/${givenId}/delete`, {});
    t.equal(refused.headers.location, '/teacher-classes');
    t.match(flashOf(refused).text, 'no se puede cambiar');
    t.equal((await app.db('classes').where({ id: givenId }).first('status')).status, 'validated');
    const viaApi = await gql(app, callers.teacher, `mutation { withdrawClaimedClass(id: ${givenId}) { id } }`);
    t.equal(viaApi.body.errors?.[0]?.extensions?.code, 'CLASSES_NOT_EDITABLE');
  });

  t.test('staff create a class without JavaScript (voucher typed by number)', async (t) => {
    const res = await postForm(app, callers.admin, '/classes/new', '/classes/new', {
      voucherName: `#${otherVoucher.id}`,
      date: classTime(3, '16:30'),
      duration: '60',
    });
    t.equal(res.statusCode, 303);
    t.match(flashOf(res).text, 'Se ha creado la clase');
    const bad = await postForm(app, callers.admin, '/classes/new', '/classes/new', {
      voucherName: 'nadie',
      date: 'ayer',
      duration: '0',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'Ningún bono activo coincide con «nadie»');
    t.match(bad.body, 'El campo debe ser un número entero positivo');
  });

  t.test(
    'a double submit of the new-class forms books the hours once (the form carries an idempotency key)',
    async (t) => {
      for (const [url, extra] of [
        ['/classes/new', {}],
        ['/classes/teacher-class', { teacherId: String(teacherId) }],
      ] as const) {
        const voucherNow = await createVoucher(app, { hours: 10 });
        const page = await get('admin', url);
        const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
        t.ok(key, `${url}: the form has its key`);
        const fields = {
          idempotencyKey: key!,
          voucherId: String(voucherNow.id),
          date: classTime(3, '17:00'),
          duration: '60',
          ...extra,
        };
        const posts = await Promise.all([1, 2, 3].map(() => postForm(app, callers.admin, url, url, fields)));
        t.same(
          posts.map((r) => r.statusCode),
          [303, 303, 303],
          `${url}: every post answered with the class`,
        );
        t.equal(new Set(posts.map((r) => r.headers.location)).size, 1, `${url}: the same class each time`);
        const rows = await app.db('classes').where({ voucherId: voucherNow.id });
        t.equal(rows.length, 1, `${url}: one class`);
        t.equal(
          (await app.db('vouchers').where({ id: voucherNow.id }).first()).minutesBooked,
          60,
          `${url}: one hour booked`,
        );
        // Back to the form, changed and sent again under its key: said so, a new key, nothing booked.
        const changed = await postForm(app, callers.admin, url, url, { ...fields, duration: '90' });
        t.equal(changed.statusCode, 422, `${url}: the form again`);
        t.match(changed.body, 'Este formulario ya se había guardado con otros datos y no se ha creado otra clase');
        const newKey = /name="idempotencyKey" value="([^"]+)"/.exec(changed.body)?.[1];
        t.ok(newKey && newKey !== key, `${url}: with a new key`);
        t.equal((await app.db('classes').where({ voucherId: voucherNow.id })).length, 1, `${url}: still one class`);
        const again = await postForm(app, callers.admin, url, url, {
          ...fields,
          duration: '90',
          date: classTime(4, '17:00'),
          idempotencyKey: newKey!,
        });
        t.equal(again.statusCode, 303, `${url}: sent once more, a second class on purpose`);
      }
    },
  );

  t.test("a double submit of the teacher's claim form books the hours once", async (t) => {
    const theirsNow = await createVoucher(app, { hours: 10, teacherId });
    const page = await get('teacher', '/claim-class');
    // The time it suggests is never still to come (17:00, or this hour's start before then).
    const suggested = /name="date" value="(\d\d)\/(\d\d)\/(\d{4}) (\d\d:\d\d)"/.exec(page.body);
    t.ok(suggested, 'a time is suggested');
    const [, day, month, year, time] = suggested!;
    t.ok(`${year}-${month}-${day}T${time}` <= madridLocal(new Date()), `${suggested![0]} is not later than now`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
    t.ok(key, 'the form has its key');
    const fields = {
      idempotencyKey: key!,
      voucherId: String(theirsNow.id),
      date: classTime(-1, '17:00'),
      duration: '90',
    };
    const posts = await Promise.all(
      [1, 2, 3].map(() => postForm(app, callers.teacher, '/claim-class', '/claim-class', fields)),
    );
    t.same(
      posts.map((r) => r.statusCode),
      [303, 303, 303],
    );
    t.equal((await app.db('classes').where({ voucherId: theirsNow.id })).length, 1, 'one claimed class');
    t.equal((await app.db('vouchers').where({ id: theirsNow.id }).first()).minutesBooked, 90, '1,5 h booked once');
    t.match((await get('teacher', '/teacher-classes')).body, '1 h 30 min', "the teacher's list reads it exactly");
    const changed = await postForm(app, callers.teacher, '/claim-class', '/claim-class', { ...fields, duration: '60' });
    t.equal(changed.statusCode, 422, 'changed and sent again: the form again, saying so');
    t.match(changed.body, 'Este formulario ya se había guardado con otros datos y no se ha creado otra clase');
    t.equal((await app.db('classes').where({ voucherId: theirsNow.id })).length, 1, 'still one claimed class');
  });

  t.test('GraphQL: the four callers on every operation', async (t) => {
    const ops: [string, string, Record<string, unknown>, 'staff' | 'teacher'][] = [
      ['classes', '{ classes { total } }', {}, 'staff'],
      ['class', `{ class(id: ${theirs.id}) { id status } }`, {}, 'staff'],
      ['classVoucherSuggestions', '{ classVoucherSuggestions(q: "Estudiante") { id } }', {}, 'staff'],
      ['validateClasses', `mutation { validateClasses(ids: [${theirs.id}]) { refused { id message } } }`, {}, 'staff'],
      ['myClasses', '{ myClasses { total rows { id studentName } } }', {}, 'teacher'],
      ['myVouchers', '{ myVouchers { id hours minutesLeft } }', {}, 'teacher'],
      ['myStudents', '{ myStudents { id name } }', {}, 'teacher'],
    ];
    for (const [name, query, variables, side] of ops) {
      for (const role of ROLES_AND_ANONYMOUS) {
        const { body } = await gql(app, callers[role], query, variables);
        const allowed = side === 'staff' ? role === 'advisor' || role === 'admin' : role === 'teacher';
        if (allowed) t.notOk(body.errors, `${role} ${name}`);
        else
          t.equal(
            body.errors?.[0]?.extensions?.code,
            role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
            `${role} ${name} refused`,
          );
      }
    }
    const created = await gql(
      app,
      callers.advisor,
      'mutation($input: ClassInput!) { createClass(input: $input) { id status } }',
      { input: { voucherId: otherVoucher.id, date: classTime(4), duration: 60 } },
    );
    t.match(created.body.data, { createClass: { status: 'pending' } });
    const tooLong = await gql(
      app,
      callers.advisor,
      'mutation($input: ClassInput!) { createClass(input: $input) { id } }',
      { input: { voucherId: otherVoucher.id, date: classTime(5), duration: 120 } },
    );
    t.match(tooLong.body.errors?.[0], {
      message: 'El bono no tiene horas suficientes',
      extensions: { code: 'VOUCHERS_NOT_ENOUGH_HOURS' },
    });
    // An update that leaves out the teacher and the remarks keeps them (it used to unassign the class).
    const planned = await assignedClass({ date: classTime(3), remarks: 'Traer el libro' });
    const update = (input: string) =>
      gql(
        app,
        callers.advisor,
        `mutation { updateClass(id: ${planned.id}, input: ${input}) { status duration teacherId remarks } }`,
      );
    const moved = await update(`{ date: "${classTime(4)}", duration: 60 }`);
    t.same(moved.body.data?.updateClass, { status: 'assigned', duration: 60, teacherId, remarks: 'Traer el libro' });
    const unassigned = await update(`{ date: "${classTime(4)}", duration: 60, teacherId: null, remarks: null }`);
    t.same(unassigned.body.data?.updateClass, { status: 'pending', duration: 60, teacherId: null, remarks: null });
    // The teacher's correction keeps the remarks it leaves out.
    const claimed = await gql(
      app,
      callers.teacher,
      `mutation { claimClass(input: { voucherId: ${voucher.id}, date: "${classTime(-2)}", duration: 60, remarks: "Tema 3" }) { id } }`,
    );
    const claimId = (claimed.body.data?.claimClass as { id: number }).id;
    const corrected = await gql(
      app,
      callers.teacher,
      `mutation { updateClaimedClass(id: ${claimId}, input: { date: "${classTime(-2)}", duration: 45 }) { duration remarks } }`,
    );
    t.same(corrected.body.data?.updateClaimedClass, { duration: 45, remarks: 'Tema 3' });
    // Its voucher (or student) cannot be changed here: refused, not ignored while saying it was saved.
    const elsewhere = await gql(
      app,
      callers.teacher,
      `mutation { updateClaimedClass(id: ${claimId}, input: { voucherId: ${otherVoucher.id}, date: "${classTime(-2)}", duration: 30 }) { duration } }`,
    );
    t.match(elsewhere.body.errors?.[0]?.extensions, {
      code: 'BAD_USER_INPUT',
      fields: { voucherId: /^El bono y el alumno de una clase registrada no se cambian/ },
    });
    const same = await gql(
      app,
      callers.teacher,
      `mutation { updateClaimedClass(id: ${claimId}, input: { voucherId: ${voucher.id}, date: "${classTime(-2)}", duration: 45 }) { duration } }`,
    );
    t.notOk(same.body.errors, 'its own voucher sent again is fine');
    const mine = await gql(app, callers.teacher, `{ myClass(id: ${theirs.id}) { id } }`);
    t.equal(mine.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', "another teacher's class by id");
    const claim = await gql(
      app,
      callers.teacher,
      'mutation($input: ClaimClassInput!) { claimClass(input: $input) { id } }',
      { input: { voucherId: otherVoucher.id, date: classTime(-1), duration: 60 } },
    );
    t.match(claim.body.errors?.[0], {
      extensions: { code: 'BAD_USER_INPUT', fields: { voucherId: 'Ese bono no es de tus alumnos' } },
    });
    const mark = await gql(app, callers.teacher, `mutation { markClassGiven(id: ${theirs.id}) { id } }`);
    t.equal(mark.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    const teacherVoucherFields = await gql(app, callers.teacher, '{ myVouchers { amountCents } }');
    t.equal(
      teacherVoucherFields.body.errors?.[0]?.extensions?.code,
      'GRAPHQL_VALIDATION_FAILED',
      'amounts are not in the schema for teachers',
    );
  });
});
