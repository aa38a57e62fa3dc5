import t from 'tap';
import { formatDateTime } from '../../src/lib/intl';
import { madridLocal } from './classes.shared';
import { setupApp, createUser, callerAs, gql, postForm, flashOf } from '../../test/helpers/app';
import { actorOf, createCustomer, createStudent, createTeacher } from '../../test/factories/people';
import { classTime, createVoucher, dayFromToday } from '../../test/factories/vouchers';

const minutesBooked = async (app: Awaited<ReturnType<typeof setupApp>>, voucherId: number) =>
  (await app.db('vouchers').where('id', voucherId).first('minutes_booked')).minutesBooked as number;

t.test('classes: transitions, hours and the teacher side', async (t) => {
  const app = await setupApp(t);
  const { classes, teacherClasses } = app.services;
  const advisor = actorOf(await createUser(app, 'advisor'));
  const teacherUser = await createTeacher(app);
  const otherTeacherUser = await createTeacher(app);
  const teacher = actorOf(teacherUser);
  const otherTeacher = actorOf(otherTeacherUser);

  t.test('create: pending without teacher, assigned with one; minutes booked with a ledger row', async (t) => {
    const voucher = await createVoucher(app, { hours: 2 });
    const pending = await classes.create(advisor, { voucherId: voucher.id, date: classTime(1), duration: 60 });
    t.equal(pending.status, 'pending');
    const assigned = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: teacher.id,
      date: classTime(2, '18:30'),
      duration: 45,
    });
    t.equal(assigned.status, 'assigned');
    t.equal(assigned.teacherId, teacher.id);
    t.equal(await minutesBooked(app, voucher.id), 105);
    const ledger = await app.db('voucher_hour_movements').where('voucher_id', voucher.id).orderBy('id');
    t.same(
      ledger.map((r) => [r.kind, r.minutes, r.minutesLeftAfter]),
      [
        ['book', -60, 60],
        ['book', -45, 15],
      ],
    );
    await t.rejects(classes.create(advisor, { voucherId: voucher.id, date: classTime(3), duration: 30 }), {
      code: 'VOUCHERS_NOT_ENOUGH_HOURS',
      message: 'El bono no tiene horas suficientes',
    });
    // A voucher id that is no voucher: a whole sentence (it read «Ningún bono activo coincide con», cut short).
    await t.rejects(classes.create(advisor, { voucherId: 2147483000, date: classTime(3), duration: 30 }), {
      code: 'BAD_USER_INPUT',
      fields: { voucherId: 'Ese bono no existe; elige uno de la lista' },
    });
    await t.rejects(
      classes.linkToVoucher(advisor, pending.id, { customerId: voucher.customerId, voucherId: 2147483000 }),
      { code: 'BAD_USER_INPUT', fields: { voucherId: 'Ese bono no existe; elige uno de la lista' } },
    );
    t.equal(await minutesBooked(app, voucher.id), 105, 'nothing booked by the refused class');
    t.equal((await app.db('classes').where('voucher_id', voucher.id)).length, 2, 'the refused class was not written');
  });

  t.test('duration change adjusts the ledger and refuses beyond the hours left', async (t) => {
    const voucher = await createVoucher(app, { hours: 2 });
    const c = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: teacher.id,
      date: classTime(1),
      duration: 60,
    });
    const longer = await classes.update(advisor, c.id, { teacherId: teacher.id, date: classTime(1), duration: 90 });
    t.equal(longer.duration, 90);
    t.equal(await minutesBooked(app, voucher.id), 90);
    await t.rejects(classes.update(advisor, c.id, { teacherId: teacher.id, date: classTime(1), duration: 150 }), {
      code: 'VOUCHERS_NOT_ENOUGH_HOURS',
      message: 'El bono no tiene horas suficientes',
      fields: { duration: 'El bono no tiene horas suficientes' },
    });
    t.equal((await app.db('classes').where('id', c.id).first()).duration, 90, 'unchanged');
    const unassigned = await classes.update(advisor, c.id, { date: classTime(1), duration: 30 });
    t.equal(unassigned.status, 'pending', 'no teacher: pending');
    t.equal(await minutesBooked(app, voucher.id), 30);
    const kinds = (await app.db('voucher_hour_movements').where('voucher_id', voucher.id).orderBy('id')).map(
      (r) => `${r.kind}${r.minutes}`,
    );
    t.same(kinds, ['book-60', 'adjust-30', 'adjust60']);
    await t.rejects(classes.update(advisor, c.id, { date: `${dayFromToday(200)}T10:00`, duration: 30 }), {
      code: 'BAD_USER_INPUT',
      fields: { date: /fuera del bono/ },
    });
    await t.rejects(classes.update(advisor, c.id, { date: 'mañana', duration: 0 }), {
      code: 'BAD_USER_INPUT',
      fields: {
        date: 'Escribe la fecha y la hora (dd/mm/aaaa hh:mm)',
        duration: 'El campo debe ser un número entero positivo',
      },
    });
  });

  t.test('validate: only taught and claimed classes on a voucher; a per-class report', async (t) => {
    const voucher = await createVoucher(app, { hours: 10, teacherId: teacher.id });
    const pending = await classes.create(advisor, { voucherId: voucher.id, date: classTime(-2), duration: 60 });
    const future = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: teacher.id,
      date: classTime(3),
      duration: 60,
    });
    const past = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: teacher.id,
      date: classTime(-1),
      duration: 60,
    });
    await t.rejects(teacherClasses.markGiven(teacher, future.id), {
      code: 'CLASSES_NOT_GIVEN_YET',
      message: 'La clase aún no ha pasado: no se puede marcar como dada',
    });
    await t.rejects(
      teacherClasses.markGiven(otherTeacher, past.id),
      { code: 'NOT_FOUND' },
      "another teacher's class is not found",
    );
    const given = await teacherClasses.markGiven(teacher, past.id);
    t.equal(given.status, 'taught');
    await t.rejects(teacherClasses.markGiven(teacher, past.id), { code: 'CLASSES_CANNOT_MARK_GIVEN' });
    const claimed = await teacherClasses.claim(teacher, { voucherId: voucher.id, date: classTime(-3), duration: 90 });
    t.equal(claimed.status, 'claimed');
    const report = await classes.validate(advisor, [pending.id, past.id, claimed.id, 999999]);
    t.same(report.validated.map((r) => r.id).sort(), [past.id, claimed.id].sort());
    // Each refusal carries a stable code beside its message (only the message was there).
    t.strictSame(
      report.refused.map((r) => [r.id, r.code, r.message]),
      [
        [
          pending.id,
          'CLASSES_CANNOT_VALIDATE',
          'Solo se validan las clases dadas o registradas por el profesor; esta está pendiente',
        ],
        [999999, 'NOT_FOUND', 'La clase no existe'],
      ],
    );
    // None chosen: said, as the list's button says it; an id that can be no class: reported, not dropped.
    await t.rejects(classes.validate(advisor, []), {
      code: 'CLASSES_NONE_CHOSEN',
      message: 'Marca al menos una clase para validarla.',
    });
    t.strictSame((await classes.validate(advisor, [0, -1])).refused, [
      { id: -1, code: 'NOT_FOUND', message: 'La clase no existe' },
      { id: 0, code: 'NOT_FOUND', message: 'La clase no existe' },
    ]);
    // Through GraphQL: every refusal with its code in extensions (the whole call) or beside its class.
    const [staff, teacherCaller, anonymous] = await Promise.all([
      callerAs(app, 'advisor'),
      callerAs(app, 'teacher'),
      callerAs(app, 'anonymous'),
    ]);
    const validate = (caller: typeof staff, ids: number[]) =>
      gql(app, caller, `mutation { validateClasses(ids: [${ids.join(',')}]) { refused { id code message } } }`);
    const none = (await validate(staff, [])).body.errors?.[0];
    t.strictSame(
      [none?.extensions?.code, none?.message],
      ['CLASSES_NONE_CHOSEN', 'Marca al menos una clase para validarla.'],
    );
    t.strictSame((await validate(staff, [pending.id, past.id, 999999])).body.data, {
      validateClasses: {
        refused: [
          {
            id: pending.id,
            code: 'CLASSES_CANNOT_VALIDATE',
            message: 'Solo se validan las clases dadas o registradas por el profesor; esta está pendiente',
          },
          {
            id: past.id,
            code: 'CLASSES_CANNOT_VALIDATE',
            message: 'Solo se validan las clases dadas o registradas por el profesor; esta está validada',
          },
          { id: 999999, code: 'NOT_FOUND', message: 'La clase no existe' },
        ],
      },
    });
    for (const [caller, code] of [
      [teacherCaller, 'FORBIDDEN'],
      [anonymous, 'UNAUTHENTICATED'],
    ] as const) {
      const refused = (await validate(caller, [claimed.id])).body.errors?.[0];
      t.equal(refused?.extensions?.code, code);
      t.match(refused?.message, /^(No tienes permiso|Tienes que iniciar sesión)/);
    }
    const row = await app.db('classes').where('id', past.id).first();
    t.match(row, { status: 'validated', teacherPaymentStatus: 'teacherPendingPayment', validatedBy: advisor.id });
    await t.rejects(classes.update(advisor, past.id, { teacherId: teacher.id, date: classTime(-1), duration: 60 }), {
      code: 'CLASSES_NOT_EDITABLE',
      message: 'Una clase validada no se puede cambiar',
    });
    // Discard the payment; a paid class cannot be deleted; a validated unpaid one can, and its hours return.
    t.equal((await classes.discardPayment(advisor, claimed.id)).teacherPaymentStatus, 'discarded');
    await t.rejects(classes.discardPayment(advisor, claimed.id), { code: 'CLASSES_CANNOT_DISCARD' });
    await app.db('classes').where('id', past.id).update({ teacherPaymentStatus: 'teacherPayed' });
    await t.rejects(classes.remove(advisor, past.id), {
      code: 'CLASSES_PAID',
      message: 'La clase ya se ha pagado al profesor: no se puede borrar',
    });
    const before = await minutesBooked(app, voucher.id);
    const removed = await classes.remove(advisor, claimed.id);
    t.equal(removed.status, 'deleted');
    t.equal(await minutesBooked(app, voucher.id), before - 90, 'hours returned');
    t.match(await app.db('voucher_hour_movements').where({ classId: claimed.id }).orderBy('id', 'desc').first(), {
      kind: 'release',
      minutes: 90,
    });
    await t.rejects(classes.remove(advisor, claimed.id), { code: 'CLASSES_ALREADY_DELETED' });
  });

  t.test(
    'refused: a deleted class is not validated, an inactive or settled voucher takes no class, a validated claim is not edited',
    async (t) => {
      const voucher = await createVoucher(app, { hours: 10, teacherId: teacher.id });
      const claimed = await teacherClasses.claim(teacher, { voucherId: voucher.id, date: classTime(-1), duration: 60 });
      const deleted = await classes.create(advisor, {
        voucherId: voucher.id,
        teacherId: teacher.id,
        date: classTime(-2),
        duration: 60,
      });
      await classes.remove(advisor, deleted.id);
      const report = await classes.validate(advisor, [deleted.id]);
      t.same(report.validated, []);
      t.equal(report.refused.length, 1, 'a deleted class stays deleted');
      t.equal((await app.db('classes').where('id', deleted.id).first()).status, 'deleted');

      const inactive = await createVoucher(app, { hours: 10, status: 'inactive' });
      await t.rejects(
        classes.create(advisor, { voucherId: inactive.id, date: classTime(1), duration: 60 }),
        { code: 'BAD_USER_INPUT', fields: { voucherId: /./ } },
        'an unpaid, not activated voucher takes no class',
      );
      const settled = await createVoucher(app, { hours: 10, status: 'settled' });
      await t.rejects(classes.create(advisor, { voucherId: settled.id, date: classTime(1), duration: 60 }), {
        code: 'BAD_USER_INPUT',
        fields: { voucherId: /./ },
      });
      t.equal(
        (await minutesBooked(app, inactive.id)) + (await minutesBooked(app, settled.id)),
        0,
        'nothing booked on either',
      );

      await classes.validate(advisor, [claimed.id]);
      await t.rejects(
        teacherClasses.updateClaim(teacher, claimed.id, { date: classTime(-1), duration: 90 }),
        { code: /CLASSES_/ },
        "a validated claim is no longer the teacher's to change",
      );
      t.equal((await app.db('classes').where('id', claimed.id).first()).duration, 60);
    },
  );

  t.test('teacher claims: only their vouchers and students, today or earlier', async (t) => {
    const mine = await createVoucher(app, { teacherId: teacher.id });
    const theirs = await createVoucher(app, { teacherId: otherTeacher.id });
    await t.rejects(teacherClasses.claim(teacher, { voucherId: theirs.id, date: classTime(-1), duration: 60 }), {
      code: 'BAD_USER_INPUT',
      fields: { voucherId: 'Ese bono no es de tus alumnos' },
    });
    await t.rejects(teacherClasses.claim(teacher, { voucherId: mine.id, date: classTime(1), duration: 60 }), {
      code: 'BAD_USER_INPUT',
      fields: { date: 'Solo puedes registrar clases de hoy o de días pasados' },
    });
    // Today at an hour still to come (an hour from now; past midnight it is tomorrow's, refused as such).
    const later = madridLocal(new Date(Date.now() + 3_600_000));
    await t.rejects(teacherClasses.claim(teacher, { voucherId: mine.id, date: later, duration: 60 }), {
      code: 'BAD_USER_INPUT',
      fields: {
        date:
          later.slice(0, 10) === madridLocal(new Date()).slice(0, 10)
            ? 'Esa hora todavía no ha llegado: registra la clase cuando la hayas dado'
            : 'Solo puedes registrar clases de hoy o de días pasados',
      },
    });
    await t.rejects(teacherClasses.claim(teacher, { studentId: theirs.studentId, date: classTime(-1), duration: 60 }), {
      code: 'BAD_USER_INPUT',
      fields: { studentId: 'Ese alumno no es de los tuyos' },
    });
    await t.rejects(teacherClasses.claim(teacher, { date: classTime(-1), duration: 60 }), {
      code: 'BAD_USER_INPUT',
      fields: { voucherId: 'Elige el bono o, si no lo sabes, el alumno' },
    });
    const noVoucher = await teacherClasses.claim(teacher, {
      studentId: mine.studentId,
      date: classTime(-1),
      duration: 60,
    });
    t.equal(noVoucher.voucherId, null);
    t.equal(await minutesBooked(app, mine.id), 0, 'nothing booked without a voucher');
    // A voucher and a student who is not its own: refused, rather than booked on the voucher's student.
    const alsoMine = await createVoucher(app, { teacherId: teacher.id });
    t.not(alsoMine.studentId, mine.studentId);
    await t.rejects(
      teacherClasses.claim(teacher, {
        voucherId: mine.id,
        studentId: alsoMine.studentId,
        date: classTime(-1),
        duration: 60,
      }),
      {
        code: 'BAD_USER_INPUT',
        fields: { studentId: 'El bono elegido es de otro alumno: elige solo el bono, o el alumno sin bono' },
      },
    );
    t.equal(await minutesBooked(app, mine.id), 0, 'nothing booked by the refused claim');
    // The same class registered again (now with its voucher, or the form sent again from a fresh page): one student,
    // one class at a time; the first one, claimed without a voucher, is staff's to link.
    for (const [date, duration] of [
      [classTime(-1), 60],
      [classTime(-1, '16:30'), 45],
      [classTime(-1, '17:59'), 30],
    ] as const)
      await t.rejects(
        teacherClasses.claim(teacher, { voucherId: mine.id, studentId: mine.studentId, date, duration }),
        {
          code: 'BAD_USER_INPUT',
          fields: {
            date: `Ya tienes una clase con este alumno que coincide con esa hora (${formatDateTime(new Date(noVoucher.date))}): no la registres dos veces`,
          },
        },
        `${date}, ${duration} min`,
      );
    t.equal(await minutesBooked(app, mine.id), 0, 'nothing booked by the refused duplicate');
    const both = await teacherClasses.claim(teacher, {
      voucherId: mine.id,
      studentId: mine.studentId,
      date: classTime(-1, '18:00'),
      duration: 60,
    });
    const corrected = await teacherClasses.updateClaim(teacher, both.id, {
      date: classTime(-1, '18:00'),
      duration: 90,
    });
    t.equal(corrected.duration, 90, 'a claim corrected does not clash with itself');
    t.equal(both.voucherId, mine.id, 'the voucher and its own student: booked on the voucher');
    const report = await classes.validate(advisor, [noVoucher.id]);
    t.strictSame(report.refused, [
      {
        id: noVoucher.id,
        code: 'CLASSES_VALIDATE_NEEDS_VOUCHER',
        message: 'La clase no está en ningún bono: vincúlala a un bono antes de validarla',
      },
    ]);
    // The teacher edits their claimed class; another teacher cannot see it.
    const edited = await teacherClasses.updateClaim(teacher, noVoucher.id, {
      date: classTime(-2),
      duration: 45,
      remarks: 'Repaso',
    });
    t.equal(edited.duration, 45);
    await t.rejects(teacherClasses.get(otherTeacher, noVoucher.id), { code: 'NOT_FOUND' });
    const list = await teacherClasses.list(otherTeacher, {
      page: 1,
      pageSize: 100,
      sort: 'date',
      direction: 'desc',
      filters: {},
    });
    t.notOk(
      list.rows.some((r) => r.id === noVoucher.id),
      'not in the other teacher list',
    );
    t.equal(list.total, 0, 'the other teacher has none');
    const own = await teacherClasses.list(teacher, {
      page: 1,
      pageSize: 100,
      sort: 'date',
      direction: 'desc',
      filters: {},
    });
    t.ok(
      own.rows.some((r) => r.id === noVoucher.id),
      'in the teacher list',
    );
    t.notOk('customerName' in own.rows[0] || 'customerName' in edited, 'no customer on the teacher side');
    const vouchers = await teacherClasses.vouchers(teacher);
    t.ok(vouchers.some((v) => v.id === mine.id));
    t.notOk(vouchers.some((v) => v.id === theirs.id));
    t.notOk(
      Object.keys(vouchers[0]).some((k) => /price|amount|pay/i.test(k)),
      'no amounts',
    );
    const students = await teacherClasses.students(teacher);
    t.ok(students.some((s) => s.id === mine.studentId));
    t.notOk(students.some((s) => s.id === theirs.studentId));
  });

  t.test('link a class to a customer voucher: refusals, then moved with the ledger', async (t) => {
    const family = await createCustomer(app);
    const student = await createStudent(app, family.id);
    const a = await createVoucher(app, { customerId: family.id, studentId: student.id, hours: 5 });
    const b = await createVoucher(app, { customerId: family.id, studentId: student.id, hours: 5 });
    const settled = await createVoucher(app, { customerId: family.id, studentId: student.id, status: 'settled' });
    const expired = await createVoucher(app, {
      customerId: family.id,
      studentId: student.id,
      startDate: dayFromToday(-60),
      endDate: dayFromToday(-1),
    });
    const stranger = await createVoucher(app);
    const c = await classes.create(advisor, {
      voucherId: a.id,
      teacherId: teacher.id,
      date: classTime(-1),
      duration: 60,
    });
    await t.rejects(classes.linkToVoucher(advisor, c.id, { customerId: family.id, voucherId: settled.id }), {
      code: 'BAD_USER_INPUT',
      fields: { voucherId: 'El bono está liquidado' },
    });
    await t.rejects(classes.linkToVoucher(advisor, c.id, { customerId: family.id, voucherId: expired.id }), {
      code: 'BAD_USER_INPUT',
      fields: { voucherId: 'El bono ha caducado' },
    });
    await t.rejects(classes.linkToVoucher(advisor, c.id, { customerId: family.id, voucherId: stranger.id }), {
      code: 'BAD_USER_INPUT',
      fields: { voucherId: 'El bono no es de este cliente' },
    });
    const choices = await classes.vouchersForLink(advisor, c.id, family.id);
    t.same(
      choices.map((v) => v.id).sort(),
      [a.id, b.id].sort(),
      'only active vouchers with hours, the class day within',
    );
    const linked = await classes.linkToVoucher(advisor, c.id, { customerId: family.id, voucherId: b.id });
    t.equal(linked.voucherId, b.id);
    t.equal(await minutesBooked(app, a.id), 0);
    t.equal(await minutesBooked(app, b.id), 60);
    t.match(await app.db('voucher_hour_movements').where({ classId: c.id }).orderBy('id'), [
      { voucherId: a.id, kind: 'book' },
      { voucherId: a.id, kind: 'release', minutes: 60 },
      { voucherId: b.id, kind: 'book', minutes: -60 },
    ]);
  });

  t.test('drop-out: assigned classes from that day on go back to pending', async (t) => {
    const leaving = await createTeacher(app);
    const voucher = await createVoucher(app, { teacherId: leaving.id });
    const before = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: leaving.id,
      date: classTime(2),
      duration: 60,
    });
    const after = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: leaving.id,
      date: classTime(6),
      duration: 60,
    });
    const later = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: leaving.id,
      date: classTime(9),
      duration: 60,
    });
    // Through its page: the flash says how many classes lost their teacher (it said only the date).
    const caller = await callerAs(app, 'advisor');
    const posted = await postForm(app, caller, `/teachers/${leaving.id}/drop-out`, `/teachers/${leaving.id}/drop-out`, {
      dropOutDate: dayFromToday(5),
      reason: '',
    });
    t.equal(posted.statusCode, 303);
    t.match(
      flashOf(posted).text,
      '2 clases suyas vuelven a estar sin profesor: asígnalas a otro en Clases (estado «Pendiente»)',
    );
    t.match(
      await app.db('classes').where('id', before.id).first(),
      { status: 'assigned', teacherId: leaving.id },
      'before the drop-out: kept',
    );
    for (const c of [after, later])
      t.match(
        await app.db('classes').where('id', c.id).first(),
        { status: 'pending', teacherId: null },
        'from the drop-out: pending',
      );
    await t.rejects(
      classes.create(advisor, { voucherId: voucher.id, teacherId: leaving.id, date: classTime(7), duration: 60 }),
      { code: 'BAD_USER_INPUT', fields: { teacherId: /de baja/ } },
    );
  });

  t.test('drop-out today: the classes already past and never marked given are said, with the way out', async (t) => {
    const leaving = await createTeacher(app);
    const voucher = await createVoucher(app, { teacherId: leaving.id });
    const assigned = (date: string) =>
      app.db('classes').insert({
        voucherId: voucher.id,
        studentId: voucher.studentId,
        subjectId: voucher.subjectId,
        teacherId: leaving.id,
        date,
        duration: 60,
        status: 'assigned',
      });
    await assigned(classTime(-3));
    await assigned(classTime(-2));
    await assigned(classTime(4));
    const caller = await callerAs(app, 'advisor');
    const posted = await postForm(app, caller, `/teachers/${leaving.id}/drop-out`, `/teachers/${leaving.id}/drop-out`, {
      dropOutDate: dayFromToday(0),
      reason: '',
    });
    t.equal(posted.statusCode, 303);
    const flash = flashOf(posted).text;
    t.match(flash, '1 clase suya vuelve a estar sin profesor', 'the one to come, back to pending');
    t.match(
      flash,
      '2 clases suyas ya pasadas siguen sin marcar como dadas y ya no podrá marcarlas: las que se dieron, elimínalas y regístralas con «Clase de un profesor» (en Clases) para poder validarlas',
      'the two past ones it can no longer mark given',
    );
  });

  t.test('permissions: teachers cannot use the staff side, staff cannot claim', async (t) => {
    await t.rejects(classes.list(teacher, { page: 1, pageSize: 10, sort: 'date', direction: 'desc', filters: {} }), {
      code: 'FORBIDDEN',
    });
    await t.rejects(classes.validate(teacher, [1]), { code: 'FORBIDDEN' });
    await t.rejects(classes.create(null, {}), { code: 'UNAUTHENTICATED' });
    await t.rejects(teacherClasses.claim(advisor, {}), { code: 'FORBIDDEN' });
  });
});

t.test(
  'the hour race: 20 simultaneous one-hour classes on a voucher with 10 hours left',
  { skip: process.env.DATABASE_URL ? false : 'needs a real PostgreSQL (DATABASE_URL unset; CI sets it)' },
  async (t) => {
    const app = await setupApp(t);
    const advisor = actorOf(await createUser(app, 'advisor'));
    const voucher = await createVoucher(app, { hours: 10 });
    const staff = await callerAs(app, 'admin');
    // Half through the service, half as GraphQL requests, all at once.
    const viaGraphql = async (i: number) => {
      const { body } = await gql(app, staff, 'mutation($input: ClassInput!) { createClass(input: $input) { id } }', {
        input: { voucherId: voucher.id, date: classTime(1 + (i % 5)), duration: 60 },
      });
      if (body.errors) throw new Error(body.errors[0].message);
      return body.data;
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? app.services.classes.create(advisor, { voucherId: voucher.id, date: classTime(1 + (i % 5)), duration: 60 })
          : viaGraphql(i),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    t.equal(accepted.length, 10);
    t.equal(refused.length, 10);
    for (const r of refused) t.equal((r.reason as Error).message, 'El bono no tiene horas suficientes');
    t.equal(await minutesBooked(app, voucher.id), 600);
    t.equal((await app.db('voucher_hour_movements').where('voucher_id', voucher.id)).length, 10);
    t.equal((await app.db('classes').where('voucher_id', voucher.id)).length, 10);
  },
);

t.test(
  'the list total without filters is the kept count per status, which follows every write (issue 16)',
  async (t) => {
    const app = await setupApp(t);
    const { classes } = app.services;
    const advisor = actorOf(await createUser(app, 'advisor'));
    const teacher = await createTeacher(app);
    const voucher = await createVoucher(app, { hours: 10, teacherId: teacher.id });
    const list = (filters: Record<string, string> = {}) =>
      classes.list(advisor, { page: 1, pageSize: 10, sort: 'date', direction: 'desc', filters });
    const counted = async (status?: string) =>
      Number(
        (await app
          .db('classes')
          .modify((q) => (status ? q.where('status', status) : q.whereNot('status', 'deleted')))
          .count({ n: '*' })
          .first())!.n,
      );
    const check = async (label: string) => {
      t.equal((await list()).total, await counted(), `${label}: every live class`);
      for (const status of ['pending', 'assigned', 'deleted'])
        t.equal((await list({ status })).total, await counted(status), `${label}: ${status}`);
    };
    await check('none');
    const pending = await classes.create(advisor, { voucherId: voucher.id, date: classTime(1), duration: 60 });
    const assigned = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: teacher.id,
      date: classTime(2),
      duration: 60,
    });
    await check('two created');
    await classes.update(advisor, pending.id, { teacherId: teacher.id, date: classTime(1), duration: 60 });
    await check('pending → assigned');
    await classes.remove(advisor, assigned.id);
    await check('one deleted');
    await app.db
      .transaction(async (trx) => {
        await trx('classes').insert({
          voucherId: voucher.id,
          studentId: pending.studentId,
          subjectId: pending.subjectId,
          date: new Date(),
          duration: 30,
          status: 'taught',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await check('a rolled-back insert');
    t.equal((await list({ teacher: String(teacher.id) })).total, 1, 'another filter: counted');
    t.equal((await list()).rows.length, 1);
  },
);
