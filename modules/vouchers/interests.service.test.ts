import t from 'tap';
import { callerAs, createUser, gql, PASSWORD, setupApp } from '../../test/helpers/app';
import { actorOf, createTeacher } from '../../test/factories/people';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import { addDays } from '../../src/lib/days';
import { INTEREST_LIST_SPEC } from './interests.service';
import { newFamilyLead, studentLead, vouchersWorld } from './vouchers.testkit';
import { createPlaces } from '../../test/factories/places';

t.test('customer and teacher interests', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const admin = actorOf(await createUser(app, 'admin'));
  const { interests, teacherInterests, vouchers } = app.services;
  const today = todayInMadrid();
  const teacherUser = await createTeacher(app, { user: { firstName: 'Ana', lastName: 'Docente' } });
  const otherUser = await createTeacher(app, { user: { firstName: 'Luis', lastName: 'Docente' } });
  await app.db('teacher_subjects').insert([
    { teacherId: teacherUser.id, subjectId: w.subject, levelId: w.level },
    { teacherId: otherUser.id, subjectId: w.subject, levelId: w.level },
  ]);
  const teacher = actorOf(teacherUser);
  const other = actorOf(otherUser);
  const lead = (overrides: Record<string, unknown> = {}) => newFamilyLead(w, overrides);

  t.test('the policy comes first', async (t) => {
    const query = parseListQuery({}, INTEREST_LIST_SPEC);
    for (const actor of [null, teacher]) {
      const code = actor ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      await t.rejects(interests.list(actor, query), { code });
      await t.rejects(interests.get(actor, 1), { code });
      await t.rejects(interests.create(actor, lead()), { code });
      await t.rejects(interests.update(actor, 1, lead()), { code });
      await t.rejects(interests.accept(actor, { id: 1, input: {} }), { code });
      await t.rejects(interests.invite(actor, 1, teacher.id), { code });
    }
    for (const actor of [null, advisor]) {
      const code = actor ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      await t.rejects(teacherInterests.search(actor), { code });
      await t.rejects(teacherInterests.apply(actor, { customerInterestId: 1 }), { code });
      await t.rejects(teacherInterests.mine(actor), { code });
      await t.rejects(teacherInterests.withdraw(actor, 1), { code });
    }
  });

  t.test('bad input: every message at once, and nothing written', async (t) => {
    const before = await app.db('customers').count({ n: '*' }).first();
    const err = await interests
      .create(
        advisor,
        lead({
          hoursPerWeek: '-1',
          interests: [],
          startDate: addDays(today, -1),
          slots: [
            { weekday: 1, start: '17:00', end: '19:00' },
            { weekday: 1, start: '18:00', end: '20:00' },
          ],
          newCustomer: { firstName: 'Marta', email: 'no-es-email' },
        }),
      )
      .catch((e) => e);
    t.equal(err.code, 'BAD_USER_INPUT');
    t.equal(err.fields.hoursPerWeek, 'El campo debe ser un número positivo');
    t.equal(err.fields.interests, 'Añade al menos una asignatura con su curso');
    t.equal(err.fields.startDate, 'La fecha de inicio no puede ser anterior a hoy');
    for (const hoursPerWeek of [0.04, 1.25, '1,25']) {
      const refused = await interests.create(advisor, lead({ hoursPerWeek })).catch((e) => e);
      t.match(refused.fields, { hoursPerWeek: 'Indica las horas con un decimal como mucho, por ejemplo 1,5' });
    }
    const far = await interests.create(advisor, lead({ startDate: '9999-12-31' })).catch((e) => e);
    t.match(far.fields, { startDate: /^La fecha de inicio no puede ser posterior al \d\d\/\d\d\/\d{4}$/ });
    t.match(err.fields['slots.1'], /solap/i);
    const after = await app.db('customers').count({ n: '*' }).first();
    t.same(after, before, 'no customer written');
    // The family's own rules, reported on the family's fields, and rolled back with the lead.
    const family = await interests
      .create(advisor, lead({ newCustomer: { firstName: 'Marta', email: 'no-es-email' } }))
      .catch((e) => e);
    t.equal(family.fields['newCustomer.email'], 'El email no tiene un formato válido');
    t.equal(family.fields['newCustomer.lastName'], 'Debes rellenar este campo');
    t.same(await app.db('customers').count({ n: '*' }).first(), before);
    const row = await interests
      .create(advisor, lead({ interests: [{ subjectId: w.english, courseId: w.other }] }))
      .catch((e) => e);
    t.equal(row.fields['interests.0'], 'Ese curso no tiene esa asignatura');
  });

  t.test('an edit keeps a start long past, but cannot move it to 1900', async (t) => {
    const created = await interests.create(
      advisor,
      lead({ newCustomer: { firstName: 'Eva', lastName: 'Antigua Pino' } }),
    );
    // A lead of two years ago, as it was saved then.
    await app.db('customer_interests').where({ id: created.id }).update({ startDate: '2024-09-02' });
    const edit = (startDate: string) =>
      interests.update(advisor, created.id, {
        interests: [{ subjectId: w.subject, courseId: w.course }],
        hoursPerWeek: '2',
        slots: [{ weekday: 1, start: '17:00', end: '19:00' }],
        startDate,
        visibility: 'everyone',
      });
    t.equal((await edit('2024-09-02')).startDate, '2024-09-02', 'its own start, kept');
    for (const startDate of ['1900-01-01', '2024-09-01']) {
      const refused = await edit(startDate).catch((e) => e);
      t.equal(refused.code, 'BAD_USER_INPUT', startDate);
      t.match(
        refused.fields,
        { startDate: /^La fecha de inicio no puede ser anterior al \d\d\/\d\d\/\d{4}$/ },
        startDate,
      );
    }
    t.equal((await app.db('customer_interests').where({ id: created.id }).first()).startDate, '2024-09-02');
  });

  t.test('GraphQL updateCustomerInterest changes only what it sends: left out kept, null emptied', async (t) => {
    const places = await createPlaces(app.db);
    const created = await interests.create(
      advisor,
      lead({
        newCustomer: { firstName: 'Sara', lastName: 'Parche Pino' },
        districtId: places.retiro,
        remarks: 'Llamar por la tarde',
        teacherRemarks: 'Nivel bajo en álgebra',
      }),
    );
    const caller = await callerAs(app, 'advisor');
    const shape = '{ hoursPerWeek visibility district { id } remarks teacherRemarks slots { weekday start end } }';
    const required = `interests: [{ subjectId: ${w.subject}, courseId: ${w.course} }], startDate: "${addDays(today, 3)}"`;
    const hours = await gql(
      app,
      caller,
      `mutation { updateCustomerInterest(id: ${created.id}, input: { ${required}, hoursPerWeek: 3 }) ${shape} }`,
    );
    t.same(hours.body.data?.updateCustomerInterest, {
      hoursPerWeek: 3,
      visibility: 'everyone',
      district: { id: places.retiro },
      remarks: 'Llamar por la tarde',
      teacherRemarks: 'Nivel bajo en álgebra',
      slots: [{ weekday: 1, start: '17:00', end: '19:00' }],
    });
    const cleared = await gql(
      app,
      caller,
      `mutation { updateCustomerInterest(id: ${created.id}, input: { ${required}, hoursPerWeek: 3, remarks: null, slots: null }) ${shape} }`,
    );
    t.match(cleared.body.data?.updateCustomerInterest, {
      visibility: 'everyone',
      remarks: null,
      teacherRemarks: 'Nivel bajo en álgebra',
      slots: [],
    });
  });

  t.test('GraphQL createCustomerInterest: a family given two ways is refused, not half-read', async (t) => {
    const caller = await callerAs(app, 'advisor');
    const [otherCustomer] = await app
      .db('customers')
      .insert({ firstName: 'Otra', lastName: 'Familia' })
      .returning('id');
    const rest = `interests: [{ subjectId: ${w.subject}, courseId: ${w.course} }], hoursPerWeek: 2, startDate: "${addDays(today, 3)}"`;
    const before = Number((await app.db('customer_interests').count({ n: '*' }).first())?.n);
    const mixed =
      'Indica solo una de las tres: un alumno existente, un cliente existente con un alumno nuevo, o una familia nueva';
    const cases: [string, Record<string, string>][] = [
      [`studentId: ${w.student.id}, customerId: ${otherCustomer.id}`, { customerId: mixed }],
      [`studentId: ${w.student.id}, newStudent: { firstName: "Leo" }`, { newStudent: mixed }],
      [
        `customerId: ${otherCustomer.id}, newCustomer: { firstName: "Rosa", lastName: "Vidal" }, newStudent: { firstName: "Leo" }`,
        { newCustomer: mixed },
      ],
    ];
    for (const [family, fields] of cases) {
      const res = await gql(app, caller, `mutation { createCustomerInterest(input: { ${family}, ${rest} }) { id } }`);
      t.match(res.body.errors?.[0], { extensions: { code: 'BAD_USER_INPUT', fields } }, family);
    }
    t.equal(Number((await app.db('customer_interests').count({ n: '*' }).first())?.n), before, 'no lead written');
    const one = await gql(
      app,
      caller,
      `mutation { createCustomerInterest(input: { studentId: ${w.student.id}, ${rest} }) { customer { id } student { id } } }`,
    );
    t.same(
      one.body.data?.createCustomerInterest,
      { customer: { id: w.student.customerId }, student: { id: w.student.id } },
      'one shape: as before',
    );
  });

  t.test('a new family, its student and the lead in one go; status history; the list', async (t) => {
    const created = await interests.create(advisor, lead());
    t.equal(created.customerName, 'Marta Sanz Pino');
    t.equal(created.studentName, 'Irene Sanz Pino', 'the student takes the family surname');
    t.equal(created.hoursPerWeek, 2.5);
    t.equal(created.advisorId, advisor.id, 'the advisor who records it');
    const student = await app.db('students').where('id', created.studentId).first();
    t.equal(student.courseId, w.course, 'the student takes the course asked');
    await interests.setStatus(advisor, created.id, 'waiting');
    await interests.setStatus(admin, created.id, 'pending_agreement');
    const detail = await interests.get(advisor, created.id);
    t.same(
      detail.history.map((h) => [h.fromStatus, h.toStatus]),
      [
        ['waiting', 'pending_agreement'],
        ['pending_interview', 'waiting'],
        [null, 'pending_interview'],
      ],
    );
    t.same(detail.slots, [{ weekday: 1, start: '17:00', end: '19:00' }]);
    // An existing student (by id, or typed without JavaScript).
    const again = await interests.create(advisor, {
      ...lead({ family: 'existing', studentName: 'Pablo Gómez Ruiz' }),
      newCustomer: undefined,
      newStudent: undefined,
      visibility: 'hidden',
    });
    t.equal(again.studentId, w.student.id);
    const list = await interests.list(advisor, parseListQuery({}, INTEREST_LIST_SPEC));
    t.ok(list.rows.some((r) => r.id === created.id));
    // «Antigüedad» sorted ascending: the youngest first, as the days in the column read (created ascending was the oldest).
    await app.db('customer_interests').where('id', created.id).update({ createdDate: '2026-01-05T10:00:00Z' });
    const byAge = await interests.list(advisor, parseListQuery({ sort: 'age', status: 'all' }, INTEREST_LIST_SPEC));
    const days = byAge.rows.map((r) => r.ageDays);
    t.same(
      days,
      [...days].sort((a, b) => a - b),
      'ascending days',
    );
    t.equal(byAge.rows.at(-1)?.id, created.id, 'the oldest last');
    await interests.setStatus(advisor, again.id, 'lost');
    const open = await interests.list(advisor, parseListQuery({}, INTEREST_LIST_SPEC));
    t.notOk(
      open.rows.some((r) => r.id === again.id),
      'lost leads leave the default list',
    );
    const counts = await interests.counts(advisor, { filters: {} });
    t.ok(counts.lost >= 1 && counts.open >= 1);
    for (const sort of INTEREST_LIST_SPEC.sortable)
      for (const direction of ['asc', 'desc'])
        await interests.list(
          advisor,
          parseListQuery({ sort, direction, q: 'Sanz', status: 'all' }, INTEREST_LIST_SPEC),
        );
  });

  t.test('the accept dialog offers the teachers of this moment, one just added included', async (t) => {
    const created = await interests.create(advisor, lead());
    const names = async () => (await interests.acceptChoices(advisor, created.id)).teachers.map((x) => x.name);
    t.notOk(
      (await names()).some((n) => n.includes('Recién')),
      'not there yet',
    );
    await createTeacher(app, { user: { firstName: 'Marta', lastName: 'Recién Llegada' } });
    t.ok(
      (await names()).some((n) => n.includes('Recién Llegada')),
      'there at once, not 30 s later',
    );
  });

  t.test('applications and accept', async (t) => {
    const created = await interests.create(advisor, lead());
    const found = await teacherInterests.search(teacher);
    t.ok(
      found.some((l) => l.id === created.id),
      'a fitting published lead is found',
    );
    t.notOk(JSON.stringify(found).includes('Sanz'), 'no surname in the teacher view');
    const mine = await teacherInterests.apply(teacher, {
      customerInterestId: created.id,
      remarks: 'Tengo los lunes libres',
    });
    await t.rejects(teacherInterests.apply(teacher, { customerInterestId: created.id }), {
      code: 'INTERESTS_ALREADY_APPLIED',
    });
    const theirs = await teacherInterests.apply(other, { customerInterestId: created.id });
    // Applied four times at once (a double click; on PostgreSQL they race to the unique index): one
    // application, the others told so as the second click after would be, not «Ya existe un registro».
    const raced = await interests.create(advisor, lead());
    const clicks = await Promise.allSettled(
      [1, 2, 3, 4].map(() => teacherInterests.apply(teacher, { customerInterestId: raced.id })),
    );
    t.equal(clicks.filter((c) => c.status === 'fulfilled').length, 1, 'one application');
    t.same(
      [...new Set(clicks.flatMap((c) => (c.status === 'rejected' ? [(c.reason as { code: string }).code] : [])))],
      ['INTERESTS_ALREADY_APPLIED'],
    );
    const hidden = await interests.create(advisor, lead({ visibility: 'hidden' }));
    await t.rejects(teacherInterests.apply(teacher, { customerInterestId: hidden.id }), { code: 'INTERESTS_NOT_OPEN' });
    // A lead that is not there, whatever the integer: not found, as openCustomerInterest answers.
    for (const customerInterestId of [2147483647, 0, -1])
      await t.rejects(
        teacherInterests.apply(teacher, { customerInterestId }),
        { code: 'NOT_FOUND', message: 'No existe ese interés' },
        String(customerInterestId),
      );

    const bad = await interests
      .accept(advisor, { id: created.id, input: { interestId: 999999, hours: 0 } })
      .catch((e) => e);
    t.equal(bad.code, 'BAD_USER_INPUT');
    const tooMany = await interests
      .accept(advisor, { id: created.id, input: { interestId: 999999, hours: 501 } })
      .catch((e) => e);
    t.equal(tooMany.fields.hours, 'Un bono no puede tener más de 500 horas');
    const otherTeacher = await interests
      .accept(advisor, {
        id: created.id,
        input: {
          teacherInterestId: mine.id,
          teacherId: mine.id + 100000,
          interestId: 1,
          hours: 10,
        },
      })
      .catch((e) => e);
    t.match(otherTeacher.fields, { teacherId: /^Ese profesor no es el de la solicitud elegida/ });
    const detail = await interests.get(advisor, created.id);
    const { voucher, lead: accepted } = await interests.accept(advisor, {
      id: created.id,
      input: {
        teacherInterestId: mine.id,
        interestId: detail.rows[0].id,
        hours: 10,
      },
    });
    t.equal(voucher.hourlyPriceCents, 2000, 'the academic price');
    t.equal(voucher.amountCents, 20000);
    t.equal(voucher.teacherId, teacher.id, "the chosen application's teacher");
    t.equal(accepted.voucherId, voucher.id);
    t.equal(accepted.shownStatus, 'accepted');
    t.equal((await teacherInterests.one(teacher, mine.id)).decision, 'accepted');
    t.equal((await teacherInterests.one(other, theirs.id)).decision, 'denied');
    await t.rejects(teacherInterests.withdraw(other, theirs.id), { code: 'INTERESTS_DECIDED' });
    const twice = await interests
      .accept(advisor, { id: created.id, input: { interestId: detail.rows[0].id, hours: 10 } })
      .catch((e) => e);
    t.equal(twice.code, 'INTERESTS_ALREADY_ACCEPTED');
    t.match(twice.message, /ya se ha aceptado/);
    t.notOk(
      (await teacherInterests.search(teacher, { all: true })).some((l) => l.id === created.id),
      'accepted leads leave the search',
    );
    t.equal((await vouchers.get(advisor, voucher.id)).studentId, created.studentId);

    const lost = await interests.create(advisor, lead());
    await interests.setStatus(advisor, lost.id, 'lost');
    const refused = await interests
      .accept(advisor, {
        id: lost.id,
        input: { interestId: (await interests.get(advisor, lost.id)).rows[0].id, hours: 5 },
      })
      .catch((e) => e);
    t.equal(refused.code, 'INTERESTS_CLOSED');

    // Withdraw while undecided; an invitation makes the application on the teacher's behalf.
    const open = await interests.create(advisor, lead());
    const application = await teacherInterests.apply(teacher, { customerInterestId: open.id });
    t.ok((await teacherInterests.withdraw(teacher, application.id)).withdrawnDate);
    const ranked = await interests.matchingTeachers(advisor, open.id);
    t.ok(ranked.some((r) => r.teacherId === other.id));
    // A teacher id that is no teacher (none, or a staff member's) is not «no está en activo».
    for (const nobody of [2147483647, advisor.id])
      t.strictSame(
        (await interests.invite(advisor, open.id, nobody).catch((e) => e)).fields,
        { teacherId: 'No existe ese profesor' },
        String(nobody),
      );
    const invited = await interests.invite(advisor, open.id, other.id);
    t.equal(invited.teacherId, other.id);
    t.notOk(
      (await interests.matchingTeachers(advisor, open.id)).some((r) => r.teacherId === other.id),
      'applied teachers leave the ranking',
    );
    // Invited to a lead the academy keeps hidden: still open to them, not «Este estudiante ya no busca profesor».
    const keptHidden = await interests.create(advisor, lead({ visibility: 'hidden' }));
    const invitation = await interests.invite(advisor, keptHidden.id, other.id);
    const seen = await teacherInterests.one(other, invitation.id);
    t.equal(seen.lead.stillOpen, true, 'open to the invited teacher');
    t.equal(seen.lead.open, false, 'yet not published: no one applies to it from the search');
    const { token } = await app.services.auth.login(otherUser.email, PASSWORD, { ip: '10.9.9.9' });
    const page = await app.inject({
      url: `/teacher-interests/${invitation.id}`,
      headers: { cookie: `apollo-token=${token}` },
    });
    t.equal(page.statusCode, 200);
    t.notMatch(page.body, 'ya no busca profesor');
    await interests.setStatus(advisor, keptHidden.id, 'lost');
    t.equal((await teacherInterests.one(other, invitation.id)).lead.stillOpen, false, 'lost: closed');
  });

  t.test('an application whose teacher has dropped out since cannot be chosen; the page says why', async (t) => {
    const leaving = await createTeacher(app, { user: { firstName: 'Pedro', lastName: 'Marcha' } });
    await app.db('teacher_subjects').insert({ teacherId: leaving.id, subjectId: w.subject, levelId: w.level });
    const created = await interests.create(advisor, lead());
    const application = await teacherInterests.apply(actorOf(leaving), { customerInterestId: created.id });
    t.equal((await interests.get(advisor, created.id)).applications[0].teacherActive, true);
    t.equal((await interests.get(advisor, created.id)).pendingApplicationCount, 1);
    const toReview = async () =>
      Number(
        /^(\d+)/.exec(
          (await interests.todo(advisor)).find((i) => i.key === 'interests.applications')?.text ?? '0',
        )?.[1],
      );
    const reviewBefore = await toReview();
    await app.db('teachers').where('id', leaving.id).update({ dropOutDate: today });
    const detail = await interests.get(advisor, created.id);
    t.equal(detail.applications[0].teacherActive, false);
    // Nothing left to review on it: the list's count, its filter and the start page agree.
    t.equal(detail.pendingApplicationCount, 0);
    t.equal(await toReview(), reviewBefore - 1);
    const pendingList = await interests.list(
      advisor,
      parseListQuery({ applications: 'pending', status: 'all' }, INTEREST_LIST_SPEC),
    );
    t.notOk(
      pendingList.rows.some((r) => r.id === created.id),
      'not under «Con solicitudes por revisar»',
    );
    const refused = await interests
      .accept(advisor, {
        id: created.id,
        input: { teacherInterestId: application.id, interestId: detail.rows[0].id, hours: 4 },
      })
      .catch((e) => e);
    t.equal(refused.code, 'BAD_USER_INPUT');
    t.same(refused.fields, {
      teacherInterestId: 'El profesor de esa solicitud está de baja: elige otra solicitud o ninguna',
    });
    // Invited, or given directly on accepting, the refusal reads the same.
    const other = await interests.create(advisor, lead());
    t.strictSame((await interests.invite(advisor, other.id, leaving.id).catch((e) => e)).fields, {
      teacherId: 'Ese profesor no está en activo',
    });
    const caller = await callerAs(app, 'advisor');
    const page = await app.inject({ url: `/customer-interests/${created.id}`, headers: caller.headers });
    t.match(page.body, 'Profesor de baja');
    t.notMatch(
      page.body,
      new RegExp(`<option value="${application.id}"[^>]*>Pedro Marcha<`),
      'not offered in the accept dialog',
    );
    // Without it, the lead is accepted as any other.
    const { voucher } = await interests.accept(advisor, {
      id: created.id,
      input: { interestId: detail.rows[0].id, hours: 4 },
    });
    t.equal(voucher.teacherId, null);
  });

  t.test(
    'accepted without a start date: the voucher starts when the family asked, as the dialog proposes',
    async (t) => {
      const later = addDays(today, 10);
      const asked = await interests.create(advisor, lead({ startDate: later }));
      const caller = await callerAs(app, 'advisor');
      const dialog = await app.inject({ url: `/customer-interests/${asked.id}/accept`, headers: caller.headers });
      t.match(dialog.body, `name="startDate" value="${formatDate(later)}"`, 'the dialog proposes the same day');
      const [row] = (await interests.get(advisor, asked.id)).rows;
      const accepted = await gql(
        app,
        caller,
        `mutation { acceptCustomerInterest(id: ${asked.id}, input: { interestId: ${row.id}, hours: 4 }) { voucher { startDate } } }`,
      );
      // It started today, not on the day the family asked for.
      t.equal(accepted.body.errors, undefined);
      t.equal(
        (accepted.body.data as { acceptCustomerInterest: { voucher: { startDate: string } } }).acceptCustomerInterest
          .voucher.startDate,
        later,
      );
      // A day long past (the lead waited): today, never a voucher already running out.
      const waited = await interests.create(advisor, lead());
      await app
        .db('customer_interests')
        .where({ id: waited.id })
        .update({ startDate: addDays(today, -40) });
      const [waitedRow] = (await interests.get(advisor, waited.id)).rows;
      const { voucher } = await interests.accept(advisor, {
        id: waited.id,
        input: { interestId: waitedRow.id, hours: 4 },
      });
      t.equal(voucher.startDate, today);
      const given = await interests.create(advisor, lead({ startDate: later }));
      const [givenRow] = (await interests.get(advisor, given.id)).rows;
      const chosen = await interests.accept(advisor, {
        id: given.id,
        input: { interestId: givenRow.id, hours: 4, startDate: today },
      });
      t.equal(chosen.voucher.startDate, today, 'a date given is kept');
    },
  );

  t.test("'fits' in the search of all leads is the filter's: subjects at the level and the districts", async (t) => {
    // The places of the test above (createPlaces runs once per database).
    const district = async (name: string) => (await app.db('districts').where({ name }).first('id')).id as number;
    const places = { centro: await district('Centro'), retiro: await district('Retiro') };
    const far = await createTeacher(app, { user: { firstName: 'Eva', lastName: 'Lejana' } });
    await app.db('teacher_subjects').insert({ teacherId: far.id, subjectId: w.subject, levelId: w.level });
    // Centro shares no station with Retiro: a teacher who works only in Centro does not fit a lead in Retiro.
    await app.db('teacher_districts').insert({ teacherId: far.id, districtId: places.centro });
    const created = await interests.create(advisor, lead({ districtId: places.retiro }));
    const teacherFar = actorOf(far);
    t.notOk(
      (await teacherInterests.search(teacherFar)).some((l) => l.id === created.id),
      'not among those that fit',
    );
    const all = (await teacherInterests.search(teacherFar, { all: true })).find((l) => l.id === created.id);
    t.equal(all?.fits, false, 'nor marked as fitting among all the published');
    t.match(
      all?.reasons,
      ['Imparte Matemáticas en 2º ESO', /disponibilidad/, 'Retiro no está entre tus distritos'],
      'and told why',
    );
    t.equal((await teacherInterests.lead(teacherFar, created.id)).fits, false, 'nor on its own');
    await app.db('teacher_districts').insert({ teacherId: far.id, districtId: places.retiro });
    t.equal((await teacherInterests.lead(teacherFar, created.id)).fits, true, 'once Retiro is one of theirs, it fits');
  });

  t.test('reminders', async (t) => {
    const staff = await interests.todo(advisor);
    t.ok(staff.some((i) => i.key === 'interests.applications'));
    await app.db('customer_interests').update({ updatedDate: app.db.raw(`now() - interval '8 days'`) });
    t.ok((await interests.todo(advisor)).some((i) => i.key === 'interests.untouched'));
    const fresh = await interests.create(advisor, lead());
    const items = await teacherInterests.todo(teacher);
    t.ok(
      items.some((i) => i.key === 'interests.newLeads'),
      JSON.stringify(items),
    );
    t.same(await interests.todo(teacher), []);
    t.ok(fresh.id);
  });

  t.test('the teachers’ «new leads» reminder counts leads published lately, not created lately', async (t) => {
    const newLeads = async () =>
      Number(
        /^\d+/.exec(
          (await teacherInterests.todo(teacher)).find((i) => i.key === 'interests.newLeads')?.text ?? '0',
        )?.[0],
      );
    // Every lead so far reads as published long ago; then one made ten days ago, kept hidden, is published today.
    await app.db('customer_interests').update({ publishedDate: app.db.raw(`now() - interval '30 days'`) });
    t.equal(await newLeads(), 0, 'nothing new');
    const kept = await interests.create(advisor, lead({ visibility: 'hidden' }));
    await app
      .db('customer_interests')
      .where({ id: kept.id })
      .update({ createdDate: app.db.raw(`now() - interval '10 days'`) });
    t.equal(await newLeads(), 0, 'hidden: not news to anyone');
    // Any write that publishes it (the form, GraphQL, a script) dates it: the database keeps the date.
    await app.db('customer_interests').where({ id: kept.id }).update({ visibility: 'everyone' });
    t.equal(await newLeads(), 1, 'published today: news, though created ten days ago');
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await app.db('customer_interests').where({ id: kept.id }).update({ publishedDate: threeDaysAgo });
    await app
      .db('customer_interests')
      .where({ id: kept.id })
      .update({ visibility: 'everyone', remarks: 'Por la tarde' });
    const { publishedDate } = await app.db('customer_interests').where({ id: kept.id }).first('published_date');
    t.equal(
      new Date(publishedDate).getTime(),
      threeDaysAgo.getTime(),
      'a change that keeps it published keeps its date',
    );
  });
});

t.test(
  'the accept race: 10 advisors accept one lead at once',
  { skip: process.env.DATABASE_URL ? false : 'needs a real PostgreSQL (DATABASE_URL unset; CI sets it)' },
  async (t) => {
    const app = await setupApp(t);
    const w = await vouchersWorld(app);
    const advisors = await Promise.all(
      Array.from({ length: 10 }, async () => actorOf(await createUser(app, 'advisor'))),
    );
    const { interests } = app.services;
    const lead = await interests.create(advisors[0], studentLead(w));
    const [row] = (await interests.get(advisors[0], lead.id)).rows;
    const before = Number((await app.db('vouchers').count({ n: '*' }).first())?.n);
    const results = await Promise.allSettled(
      advisors.map((advisor) => interests.accept(advisor, { id: lead.id, input: { interestId: row.id, hours: 8 } })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    t.equal(won.length, 1, 'exactly one accept');
    t.equal(lost.length, 9);
    for (const r of lost) {
      t.equal(r.reason.code, 'INTERESTS_ALREADY_ACCEPTED');
      t.match(r.reason.message, /^Este interés ya se ha aceptado: se creó el bono n\.º \d+\. No se ha creado otro\.$/);
    }
    t.equal(Number((await app.db('vouchers').count({ n: '*' }).first())?.n), before + 1, 'exactly one voucher');
  },
);

t.test('a subject or course only a lead names is not deleted from under it: the refusal says so', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const admin = actorOf(await createUser(app, 'admin'));
  const [subject] = await app.db('subjects').insert({ name: 'Ajedrez' }).returning('id');
  const [course] = await app.db('courses').insert({ name: '5º ESO', levelId: w.level, position: 9 }).returning('id');
  await app.db('course_subjects').insert({ courseId: course.id, subjectId: subject.id });
  await app.services.interests.create(
    advisor,
    studentLead(w, { interests: [{ subjectId: subject.id, courseId: course.id }] }),
  );
  const settings = app.services.academicSettings;
  for (const [kind, id, name] of [
    ['subjects', subject.id, 'Ajedrez'],
    ['courses', course.id, '5º ESO'],
  ] as const) {
    const err = await settings.remove(admin, kind, id).catch((e) => e);
    t.equal(err.code, 'ACADEMIC_IN_USE', `${kind}: refused as in use, not a database error`);
    t.equal(
      err.message,
      `No se puede eliminar «${name}» porque tiene 1 interés de cliente. Quítalos o cámbialos antes.`,
    );
    t.equal(await settings.deleteBlocker(admin, kind, id), err.message, `${kind}: the delete dialog says it first`);
  }
});

t.test('a lead whose subject its course stopped offering: accepting says so on the row chosen', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const lead = await app.services.interests.create(advisor, studentLead(w));
  const [row] = (await app.services.interests.get(advisor, lead.id)).rows;
  await app.db('course_subjects').where({ courseId: w.course, subjectId: w.subject }).delete();
  const err = await app.services.interests
    .accept(advisor, { id: lead.id, input: { interestId: row.id, hours: 8 } })
    .catch((e) => e);
  t.equal(err.code, 'BAD_USER_INPUT');
  t.same(Object.keys(err.fields ?? {}), ['interestId'], 'on the field the dialog has');
  t.equal(err.fields?.interestId, 'Esa asignatura no se imparte en el curso elegido');
});
