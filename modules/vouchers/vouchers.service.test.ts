import t from 'tap';
import { createUser, setupApp } from '../../test/helpers/app';
import { actorOf, createCustomer, createStudent, createTeacher } from '../../test/factories/people';
import { createVoucher, dayFromToday, type VoucherOptions } from '../../test/factories/vouchers';
import { todayInMadrid } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import { VOUCHER_LIST_SPECS, type VoucherListKind, type VoucherRow } from './vouchers.service';
import { addDays, addMonths } from '../../src/lib/days';
import { newFamilyLead, vouchersWorld } from './vouchers.testkit';
import { renewDialog } from './pages/vouchers/dialogs';

t.test('dates helpers', async (t) => {
  t.equal(addMonths('2026-11-30', 3), '2027-02-28');
  t.equal(addMonths('2026-09-01', 3), '2026-12-01');
  t.equal(addDays('2026-12-31', 1), '2027-01-01');
});

t.test('vouchers service', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const teacher = actorOf(await createUser(app, 'teacher'));
  const { vouchers } = app.services;
  const today = todayInMadrid();
  const get = (id: number) => vouchers.get(advisor, id);
  const valid = {
    customerId: w.customer.id,
    studentId: w.student.id,
    courseId: w.course,
    subjectId: w.subject,
    hours: 10,
  };

  t.test('every method checks the policy first', async (t) => {
    const id = await w.voucher();
    const query = parseListQuery({}, VOUCHER_LIST_SPECS.all);
    for (const actor of [null, teacher]) {
      const code = actor ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      await t.rejects(vouchers.list(actor, query), { code });
      await t.rejects(vouchers.get(actor, id), { code });
      await t.rejects(vouchers.price(actor, w.course), { code });
      await t.rejects(vouchers.create(actor, valid), { code });
      await t.rejects(vouchers.update(actor, id, { remarks: 'x' }), { code });
      await t.rejects(vouchers.remove(actor, id), { code });
      await t.rejects(vouchers.activate(actor, id), { code });
      await t.rejects(vouchers.pay(actor, { voucherId: id, payment: { amountCents: 100, method: 'wire' } }), { code });
      await t.rejects(vouchers.renew(actor, id), { code });
      await t.rejects(vouchers.settle(actor, [id]), { code });
      await t.rejects(vouchers.sendEmail(actor, id), { code });
      await t.rejects(vouchers.receipt(actor, 1), { code });
    }
  });

  t.test('every list sorts by every column both ways, with and without a text search: in that order', async (t) => {
    // Vouchers with distinct names, hours, amounts and dates, so that each list holds two or more
    // of them; the test checks their order (their relative order among every row of the list).
    const token = 'Ordenado';
    const [alicia, bruno] = [
      await createTeacher(app, { user: { firstName: 'Alicia', lastName: 'Profe' } }),
      await createTeacher(app, { user: { firstName: 'Bruno', lastName: 'Profe' } }),
    ];
    const fixture = async (name: string, options: VoucherOptions & { amountCents: number }) => {
      const customer = await createCustomer(app, { firstName: name, lastName: token });
      const student = await createStudent(app, customer.id, {
        firstName: `${name.slice(0, 1)}estudiante`,
        lastName: token,
      });
      const { amountCents, ...rest } = options;
      const row = await createVoucher(app, { customerId: customer.id, studentId: student.id, ...rest });
      await app.db('vouchers').where('id', row.id).update({ amountCents });
      return row.id;
    };
    const ids = [
      // ends within 15 days: to renew, hours left, no recent class
      await fixture('Carmen', {
        startDate: dayFromToday(-60),
        endDate: dayFromToday(10),
        hours: 10,
        teacherId: bruno.id,
        amountCents: 30000,
      }),
      // one hour left: to renew, hours left, no recent class
      await fixture('Andrés', {
        startDate: dayFromToday(-30),
        endDate: dayFromToday(60),
        hours: 20,
        minutesBooked: 1140,
        amountCents: 10000,
      }),
      // past its end: to settle
      await fixture('Elena', {
        startDate: dayFromToday(-100),
        endDate: dayFromToday(-5),
        hours: 5,
        teacherId: alicia.id,
        amountCents: 50000,
      }),
      // used up: to renew and to settle
      await fixture('Daniel', {
        startDate: dayFromToday(-40),
        endDate: dayFromToday(5),
        hours: 3,
        minutesBooked: 180,
        teacherId: alicia.id,
        amountCents: 20000,
      }),
      // plenty left: hours left, no recent class
      await fixture('Berta', {
        startDate: dayFromToday(-10),
        endDate: dayFromToday(80),
        hours: 30,
        minutesBooked: 60,
        amountCents: 40000,
      }),
    ];
    const fold = (text: string | null) =>
      text == null
        ? null
        : text
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '');
    const KEYS: Record<string, (r: VoucherRow) => string | number | null> = {
      id: (r) => r.id,
      customer: (r) => fold(r.customerName),
      student: (r) => fold(r.studentName),
      subject: (r) => fold(r.subjectName),
      teacher: (r) => fold(r.teacherName),
      hours: (r) => r.hours,
      left: (r) => r.minutesLeft,
      amount: (r) => r.amountCents,
      startDate: (r) => r.startDate,
      endDate: (r) => r.endDate,
      status: (r) => r.status,
      lastClass: (r) => (r.lastClassDate ? new Date(r.lastClassDate).getTime() : null),
    };
    // Ascending: nulls first, ties by id; descending: exactly the reverse.
    const expected = (rows: VoucherRow[], sort: string, direction: string) => {
      const key = KEYS[sort];
      const asc = [...rows].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x === y) return a.id - b.id;
        if (x === null) return -1;
        if (y === null) return 1;
        return x < y ? -1 : 1;
      });
      return (direction === 'asc' ? asc : asc.reverse()).map((r) => r.id);
    };
    const ours = (rows: VoucherRow[]) => rows.filter((r) => ids.includes(r.id));
    const holds: Record<VoucherListKind, number> = {
      all: 5,
      nonRenewed: 3,
      pendingHours: 3,
      lastClass: 3,
      settlements: 2,
    };
    t.same(Object.keys(KEYS).sort(), [...VOUCHER_LIST_SPECS.all.sortable].sort(), 'a key for every sortable column');
    for (const [kind, spec] of Object.entries(VOUCHER_LIST_SPECS) as [
      VoucherListKind,
      (typeof VOUCHER_LIST_SPECS)['all'],
    ][]) {
      for (const sort of spec.sortable) {
        for (const direction of ['asc', 'desc']) {
          const plain = ours(
            (await vouchers.list(advisor, parseListQuery({ sort, direction, pageSize: '100' }, spec), kind)).rows,
          );
          const searched = ours(
            (await vouchers.list(advisor, parseListQuery({ sort, direction, pageSize: '100', q: token }, spec), kind))
              .rows,
          );
          t.equal(plain.length, holds[kind], `${kind}: ${holds[kind]} of ours`);
          t.same(
            plain.map((r) => r.id),
            expected(plain, sort, direction),
            `${kind} by ${sort} ${direction}`,
          );
          t.same(
            searched.map((r) => r.id),
            plain.map((r) => r.id),
            `${kind} by ${sort} ${direction}, searched`,
          );
        }
      }
    }
  });

  t.test('create: the price of the day is frozen on the voucher; defaults and refusals', async (t) => {
    const created = await vouchers.create(advisor, { ...valid, remarks: 'Empieza en diciembre' });
    t.match(created, {
      status: 'inactive',
      paymentStatus: 'pendingPayment',
      hours: 10,
      hourlyPriceCents: 2000,
      teacherHourlyPayCents: 1200,
      amountCents: 20000,
      startDate: today,
      endDate: addMonths(today, 3),
      priceId: w.price,
      priceName: '2º ESO',
    });
    // A later price change does not touch it.
    await app.db('prices').update({ customerPriceCents: 2500 }).where('id', w.price);
    t.equal((await get(created.id)).amountCents, 20000, 'frozen');
    await app.db('prices').update({ customerPriceCents: 2000 }).where('id', w.price);

    const noPrice = await vouchers.create(advisor, { ...valid, courseId: w.other }).catch((e) => e);
    t.equal(noPrice.code, 'BAD_USER_INPUT');
    t.match(noPrice.fields.courseId, /No hay precio para este curso.*Ajustes académicos/);
    const bad = await vouchers
      .create(advisor, {
        customerId: w.customer.id,
        studentId: w.student.id,
        courseId: w.course,
        subjectId: w.english,
        hours: 1.5,
        startDate: '2026-12-01',
        endDate: '2026-11-01',
      })
      .catch((e) => e);
    t.same(bad.fields, {
      hours: 'El campo debe ser un número entero positivo',
      endDate: 'La fecha de fin no puede ser anterior a la de inicio',
    });
    // An empty end date (the form's default) is no date: another field's error does not bring "anterior a la de inicio" (issue 11, item 17).
    const emptyEnd = await vouchers
      .create(advisor, { ...valid, hours: 'x', startDate: today, endDate: '' })
      .catch((e) => e);
    t.same(emptyEnd.fields, { hours: 'El campo debe ser un número entero positivo' });
    const emptyEndEdit = await vouchers.update(advisor, created.id, { hours: 'x', endDate: '' }).catch((e) => e);
    t.same(emptyEndEdit.fields, { hours: 'El campo debe ser un número entero positivo' });
    // A start years ahead is refused as such (9999-12-31 left no room for the default end: "fin anterior a inicio").
    const far = await vouchers.create(advisor, { ...valid, startDate: '9999-12-31' }).catch((e) => e);
    t.same(Object.keys(far.fields), ['startDate']);
    t.match(far.fields.startDate, /^La fecha de inicio no puede ser posterior al \d\d\/\d\d\/\d{4}$/);
    const farEdit = await vouchers.update(advisor, created.id, { startDate: '2999-01-01' }).catch((e) => e);
    t.match(farEdit.fields, { startDate: /^La fecha de inicio no puede ser posterior al / });
    // A start of 1900 (expired the day it was sold) and an end of 9999 (never expires) were stored as typed.
    const old = await vouchers.create(advisor, { ...valid, startDate: '1900-01-01' }).catch((e) => e);
    t.same(Object.keys(old.fields), ['startDate']);
    t.match(old.fields.startDate, /^La fecha de inicio no puede ser anterior al \d\d\/\d\d\/\d{4}$/);
    const endless = await vouchers
      .create(advisor, { ...valid, startDate: today, endDate: '9999-12-31' })
      .catch((e) => e);
    t.same(Object.keys(endless.fields), ['endDate']);
    t.match(
      endless.fields.endDate,
      /^La fecha de fin no puede ser posterior al \d\d\/\d\d\/\d{4} \(dos años desde el inicio\)$/,
    );
    const endlessEdit = await vouchers.update(advisor, created.id, { endDate: '9999-12-31' }).catch((e) => e);
    t.match(endlessEdit.fields, { endDate: /^La fecha de fin no puede ser posterior al / });
    const oldEdit = await vouchers.update(advisor, created.id, { startDate: '1900-01-01' }).catch((e) => e);
    t.match(oldEdit.fields, { startDate: /^La fecha de inicio no puede ser anterior al / });
    const missing = await vouchers.create(advisor, {}).catch((e) => e);
    t.same(Object.keys(missing.fields).sort(), ['courseId', 'customerId', 'hours', 'studentId', 'subjectId']);
    t.equal(missing.fields.hours, 'Debes rellenar este campo');
    const subject = await vouchers
      .create(advisor, { ...valid, courseId: w.other, subjectId: w.english })
      .catch((e) => e);
    t.equal(subject.fields.subjectId, 'Esa asignatura no se imparte en el curso elegido');
    const otherCustomer = await createCustomer(app);
    const stranger = await createStudent(app, otherCustomer.id);
    const wrongStudent = await vouchers.create(advisor, { ...valid, studentId: stranger.id }).catch((e) => e);
    t.equal(wrongStudent.fields.studentId, 'El alumno no es de este cliente');
    const zero = await vouchers.create(advisor, { ...valid, hours: 0 }).catch((e) => e);
    t.equal(zero.fields.hours, 'El campo debe ser un número entero positivo');
  });

  t.test(
    'update: hours not below what is booked; customer, student, course and subject locked by classes or payments',
    async (t) => {
      const id = await w.voucher({ hours: 5 });
      await w.lesson(id, 10, 90);
      const fewer = await vouchers.update(advisor, id, { hours: 1 }).catch((e) => e);
      t.equal(fewer.fields.hours, 'El bono ya tiene 1 h 30 min en clases: no puede tener menos horas');
      // The form posts its ids as text; with another field refused they came back as posted and the
      // unchanged customer, student, course and subject were each said to be a locked change.
      const row = await vouchers.get(advisor, id);
      const posted = { customerId: String(row.customerId), studentId: String(row.studentId), hours: '0' };
      const refused = await vouchers
        .update(advisor, id, { ...posted, courseId: String(row.courseId), subjectId: String(row.subjectId) })
        .catch((e) => e);
      t.same(Object.keys(refused.fields), ['hours'], 'only the hours are refused');
      const locked = await vouchers.update(advisor, id, { subjectId: w.english }).catch((e) => e);
      t.equal(locked.fields.subjectId, 'No se puede cambiar: el bono ya tiene clases o pagos');
      const both = await vouchers.update(advisor, id, { teacherId: w.teacher.id, clearTeacher: true }).catch((e) => e);
      t.same(both.fields, { teacherId: 'Elige un profesor o deja el bono sin profesor, no las dos cosas' });
      const saved = await vouchers.update(advisor, id, { hours: 2, remarks: 'Reducido', clearTeacher: true });
      t.match(saved, { hours: 2, amountCents: 4000, teacherId: null, remarks: 'Reducido', minutesLeft: 30 });
      // Remarks emptied (the form's textarea, or null or "" from the API) were kept and «guardado» said.
      t.equal((await vouchers.update(advisor, id, { hours: 2 })).remarks, 'Reducido', 'left out: kept');
      t.equal((await vouchers.update(advisor, id, { remarks: '  ' })).remarks, null, 'emptied on the form');
      await vouchers.update(advisor, id, { remarks: 'Otra vez' });
      t.equal((await vouchers.update(advisor, id, { remarks: null })).remarks, null, 'null from the API');
      const outside = await vouchers.update(advisor, id, { startDate: addDays(today, -5) }).catch((e) => e);
      t.equal(outside.fields.startDate, 'Hay clases del bono fuera de esas fechas');
      // An end before a class: the message on the end date, the field changed (it was on the start).
      const early = await vouchers.update(advisor, id, { endDate: addDays(today, -11) }).catch((e) => e);
      t.same(early.fields, { endDate: 'Hay clases del bono fuera de esas fechas' });

      const fresh = (await vouchers.create(advisor, valid)).id;
      const moved = await vouchers.update(advisor, fresh, { subjectId: w.english, hours: 4 });
      t.match(moved, { subjectName: 'Inglés', amountCents: 8000 });
      const noPrice = await vouchers
        .update(advisor, fresh, { courseId: w.other, subjectId: w.subject })
        .catch((e) => e);
      t.match(noPrice.fields.courseId, /No hay precio/);
    },
  );

  t.test(
    'pay: partial, then in full (paid and active); over-payment and settled refused; the cash limit sums the voucher',
    async (t) => {
      const { id } = await vouchers.create(advisor, { ...valid, hours: 60 }); // 1.200 €
      const first = await vouchers.pay(advisor, {
        voucherId: id,
        payment: { amount: '500,00', method: 'cash', date: today, reference: 'caja' },
      });
      t.match(first.voucher, {
        status: 'inactive',
        paymentStatus: 'pendingPayment',
        paidCents: 50000,
        dueCents: 70000,
      });
      t.match(first.payment, { amountCents: 50000, method: 'cash', reference: 'caja' });
      // 500 € + 500 € in cash reaches 1.000 €: refused, whatever each payment is.
      const cash = await vouchers
        .pay(advisor, { voucherId: id, payment: { amountCents: 50000, method: 'cash' } })
        .catch((e) => e);
      t.equal(cash.code, 'VOUCHERS_CASH_LIMIT');
      t.match(cash.message, /Ley 11\/2021/);
      t.match(cash.fields.method, /lleva 500,00\s€ en efectivo/);
      const justBelow = await vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 49999, method: 'cash' } });
      t.equal(justBelow.voucher.cashCents, 99999);
      const over = await vouchers
        .pay(advisor, { voucherId: id, payment: { amountCents: 20002, method: 'wire' } })
        .catch((e) => e);
      t.equal(over.code, 'VOUCHERS_OVERPAYMENT');
      t.match(over.fields.amount, /^El pago supera lo pendiente \(200,01\s€\)$/);
      const future = await vouchers
        .pay(advisor, { voucherId: id, payment: { amountCents: 100, method: 'wire', date: addDays(today, 1) } })
        .catch((e) => e);
      t.equal(future.fields.date, 'La fecha del pago no puede ser posterior a hoy');
      const ancient = await vouchers
        .pay(advisor, { voucherId: id, payment: { amountCents: 100, method: 'wire', date: '1900-01-01' } })
        .catch((e) => e);
      t.equal(ancient.code, 'BAD_USER_INPUT');
      t.match(
        ancient.fields.date,
        /^La fecha del pago no puede ser anterior al \d\d\/\d\d\/\d{4} \(un mes antes del alta del bono\)$/,
      );
      // Money taken a few days before the voucher was typed in (cash on Friday, the voucher on Monday) is fine.
      const earlier = await vouchers
        .pay(advisor, { voucherId: id, payment: { amountCents: 10_000_000, method: 'wire', date: addDays(today, -7) } })
        .catch((e) => e);
      t.equal(
        earlier.code,
        'VOUCHERS_OVERPAYMENT',
        'a week before its creation the date passes: only the amount is refused',
      );
      // A voucher whose creation is stamped later than today (as the demo's) is still payable today.
      const { createdDate } = await app.db('vouchers').where('id', id).first('createdDate');
      await app
        .db('vouchers')
        .where('id', id)
        .update({ createdDate: new Date(Date.now() + 7 * 86_400_000) });
      const later = await vouchers
        .pay(advisor, { voucherId: id, payment: { amountCents: 10_000_000, method: 'wire' } })
        .catch((e) => e);
      t.equal(later.code, 'VOUCHERS_OVERPAYMENT', 'the date passes: only the amount is refused');
      await app.db('vouchers').where('id', id).update({ createdDate });
      const badAmount = await vouchers
        .pay(advisor, { voucherId: id, payment: { amount: 'mucho', method: 'wire' } })
        .catch((e) => e);
      t.equal(badAmount.fields.amount, 'El campo debe ser un número positivo', 'words: the positive-number rule');
      // A positive number out of shape is told how to write it (it used to read «no es un número positivo»).
      for (const amount of ['12,345', '12.3456', '0,001', '1,555']) {
        const err = await vouchers.pay(advisor, { voucherId: id, payment: { amount, method: 'wire' } }).catch((e) => e);
        t.equal(
          err.fields?.amount,
          'Escribe el importe en euros con dos decimales como mucho, como 12,50 o 1.234,50',
          amount,
        );
      }
      for (const amount of ['-5', '0', '0,00']) {
        const err = await vouchers.pay(advisor, { voucherId: id, payment: { amount, method: 'wire' } }).catch((e) => e);
        t.equal(err.fields?.amount, 'El campo debe ser un número positivo', amount);
      }
      const badMethod = await vouchers
        .pay(advisor, { voucherId: id, payment: { amountCents: 100, method: 'bizum' } })
        .catch((e) => e);
      t.equal(badMethod.fields.method, 'Elige una de las opciones de la lista');
      const last = await vouchers.pay(advisor, {
        voucherId: id,
        payment: { amountCents: 20001, method: 'redsys', reference: '000123ABC' },
      });
      t.match(last.voucher, { status: 'active', paymentStatus: 'paid', dueCents: 0, paidCents: 120000 });
      await t.rejects(vouchers.pay(advisor, { voucherId: id, payment: { amountCents: 1, method: 'wire' } }), {
        code: 'VOUCHERS_ALREADY_PAID',
      });
      const receipt = await vouchers.receipt(advisor, last.payment.id);
      t.equal(receipt.paidUntilCents, 120000);
      t.equal(receipt.voucher.id, id);
      await t.rejects(vouchers.receipt(advisor, 999999), { code: 'NOT_FOUND' });

      const settled = await w.voucher({ status: 'settled', paymentStatus: 'pendingPayment' });
      await t.rejects(vouchers.pay(advisor, { voucherId: settled, payment: { amountCents: 100, method: 'wire' } }), {
        code: 'VOUCHERS_SETTLED',
      });
    },
  );

  t.test('activate: only an inactive voucher', async (t) => {
    const { id } = await vouchers.create(advisor, valid);
    t.match(await vouchers.activate(advisor, id), { status: 'active', paymentStatus: 'pendingPayment' });
    await t.rejects(vouchers.activate(advisor, id), { code: 'VOUCHERS_NOT_INACTIVE' });
  });

  t.test('renew: current price, same student and hours, at most once; never an inactive voucher', async (t) => {
    const old = await w.voucher({ hours: 8, hourlyPriceCents: 1500, amountCents: 12000, endDate: addDays(today, 10) });
    const renewed = await vouchers.renew(advisor, old);
    t.match(renewed, {
      renewedFromId: old,
      hours: 8,
      hourlyPriceCents: 2000,
      amountCents: 16000,
      status: 'inactive',
      paymentStatus: 'pendingPayment',
      studentId: w.student.id,
      subjectId: w.subject,
      teacherId: w.teacher.id,
      startDate: addDays(today, 11),
      endDate: addMonths(addDays(today, 11), 3),
    });
    const again = await vouchers.renew(advisor, old).catch((e) => e);
    t.equal(again.code, 'VOUCHERS_ALREADY_RENEWED');
    t.equal(again.message, `Este bono ya se ha renovado (bono n.º ${renewed.id})`);
    await t.rejects(vouchers.renew(advisor, renewed.id), { code: 'VOUCHERS_RENEW_INACTIVE' });
    const chain = (await get(renewed.id)).chain.map((c) => c.id);
    t.same(chain, [old, renewed.id]);
    t.equal((await get(old)).renewedById, renewed.id);
    // An expired voucher renews from today; so does one used up or nearly (2 h or fewer left).
    const expired = await w.voucher({ endDate: addDays(today, -3) });
    t.equal((await vouchers.renew(advisor, expired)).startDate, today);
    const nearlyUsedUp = await w.voucher({ hours: 8, minutesBooked: 6 * 60, endDate: addDays(today, 40) });
    t.equal((await vouchers.renew(advisor, nearlyUsedUp)).startDate, today);
    const threeHoursLeft = await w.voucher({ hours: 8, minutesBooked: 5 * 60, endDate: addDays(today, 40) });
    t.equal((await vouchers.renew(advisor, threeHoursLeft)).startDate, addDays(today, 41));
    // Two renewals at once: one wins, the other is told.
    const raced = await w.voucher();
    const results = await Promise.allSettled([vouchers.renew(advisor, raced), vouchers.renew(advisor, raced)]);
    t.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    t.match((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason, {
      code: 'VOUCHERS_ALREADY_RENEWED',
    });
  });

  t.test('renew: a teacher who has dropped out is not carried over, and the dialog says so', async (t) => {
    const gone = await createTeacher(app, { user: { firstName: 'Rosa', lastName: 'Baja' } });
    const old = await w.voucher({ teacherId: gone.id, endDate: addDays(today, 10) });
    await app.db('teachers').where('id', gone.id).update({ dropOutDate: today });
    const plan = await vouchers.renewalPreview(advisor, old);
    t.equal(plan.teacherId, null);
    t.match(
      renewDialog(plan.row, plan).paragraphs.join(' '),
      'Rosa Baja ya no está de alta como profesor: la renovación queda sin profesor.',
    );
    t.equal((await vouchers.renew(advisor, old)).teacherId, null);
    // One still active goes on with the renewal, and the dialog says nothing of it.
    const kept = await w.voucher({ endDate: addDays(today, 10) });
    const keptPlan = await vouchers.renewalPreview(advisor, kept);
    t.equal(renewDialog(keptPlan.row, keptPlan).paragraphs.length, 1);
    t.equal((await vouchers.renew(advisor, kept)).teacherId, w.teacher.id);
  });

  t.test('settle: used up or expired only, all or none, final', async (t) => {
    const usedUp = await w.voucher({ hours: 2 });
    await w.lesson(usedUp, 5, 120);
    const expired = await w.voucher({ hours: 5, endDate: addDays(today, -1) });
    await w.lesson(expired, 20, 90);
    const running = await w.voucher({ hours: 5 });
    const inactive = await w.voucher({ status: 'inactive', endDate: addDays(today, -1) });

    t.equal((await get(expired)).status, 'expired', 'derived: end passed with hours left');
    await t.rejects(vouchers.settle(advisor, [usedUp, running]), {
      code: 'VOUCHERS_NOT_SETTLEABLE',
      message: `El bono n.º ${running} no se puede liquidar: solo se liquidan bonos activos agotados o caducados`,
    });
    t.equal((await get(usedUp)).storedStatus, 'active', 'nothing settled when one is refused');
    await t.rejects(vouchers.settle(advisor, [inactive]), { code: 'VOUCHERS_NOT_SETTLEABLE' });
    // Used up but not paid: settling would leave the debt unpayable (a settled voucher takes no payment).
    const unpaid = await w.voucher({ hours: 2, paymentStatus: 'pendingPayment' });
    await w.lesson(unpaid, 6, 120);
    const { amountCents } = await get(unpaid);
    await vouchers.pay(advisor, { voucherId: unpaid, payment: { amountCents: amountCents - 1000, method: 'wire' } });
    await t.rejects(vouchers.settle(advisor, [usedUp, unpaid]), {
      code: 'VOUCHERS_SETTLE_UNPAID',
      message: `El bono n.º ${unpaid} tiene 10,00\u00a0€ pendientes de pago: registra el pago antes de liquidarlo (un bono liquidado ya no admite pagos)`,
    });
    t.equal((await get(usedUp)).storedStatus, 'active', 'all or none');
    await vouchers.pay(advisor, { voucherId: unpaid, payment: { amountCents: 1000, method: 'cash' } });
    t.equal((await vouchers.settle(advisor, [unpaid]))[0].status, 'settled', 'paid, it settles');
    await t.rejects(vouchers.settle(advisor, []), { code: 'VOUCHERS_NONE_CHOSEN' });
    // «Used up» by a class still to come (or given and not checked): its hours would be
    // recorded as used, and the class cancelled after would give them back to a closed voucher.
    const booked = await w.voucher({ hours: 2 });
    await w.lesson(booked, 3, 60);
    const future = await w.lesson(booked, -3, 60, 'assigned');
    await t.rejects(vouchers.settle(advisor, [usedUp, booked]), {
      code: 'VOUCHERS_SETTLE_CLASSES_PENDING',
      message: `El bono n.º ${booked} tiene 1 h de clases sin validar: valídalas (si se dieron) o elimínalas antes de liquidarlo, para que la liquidación cuente solo las horas dadas`,
    });
    await t.rejects(vouchers.settlementPreview(advisor, [booked]), { code: 'VOUCHERS_SETTLE_CLASSES_PENDING' });
    t.equal((await get(usedUp)).storedStatus, 'active', 'all or none, again');
    await app
      .db('classes')
      .where('id', future)
      .update({ status: 'validated', teacherPaymentStatus: 'teacherPendingPayment' });
    t.equal((await vouchers.settle(advisor, [booked]))[0].settledMinutesUsed, 120, 'validated, it settles');

    const preview = await vouchers.settlementPreview(advisor, [usedUp, expired]);
    t.same(
      preview.map((p) => [p.minutesUsed, p.minutesForfeited]),
      [
        [120, 0],
        [90, 210],
      ],
    );
    // Remarks longer than the dialog takes were cut to 1,000 characters without a word.
    await t.rejects(vouchers.settle(advisor, [expired, usedUp], 'x'.repeat(1001)), {
      code: 'BAD_USER_INPUT',
      fields: { remarks: 'El campo no puede tener más de 1000 caracteres' },
    });
    t.equal((await get(usedUp)).storedStatus, 'active', 'nothing settled with refused remarks');
    const settled = await vouchers.settle(advisor, [expired, usedUp], 'Fin de curso');
    t.same(
      settled.map((s) => [
        s.id,
        s.status,
        s.settledMinutesUsed,
        s.settledMinutesForfeited,
        s.settledDate,
        s.settlementRemarks,
      ]),
      [
        [usedUp, 'settled', 120, 0, today, 'Fin de curso'],
        [expired, 'settled', 90, 210, today, 'Fin de curso'],
      ],
    );
    await t.rejects(vouchers.settle(advisor, [usedUp]), { code: 'VOUCHERS_ALREADY_SETTLED' });
    await t.rejects(vouchers.update(advisor, usedUp, { remarks: 'x' }), { code: 'VOUCHERS_SETTLED' });
    t.equal((await get(expired)).status, 'settled', 'settled wins over expired');
  });

  t.test('delete: only without classes, payments or renewal; customers and students with vouchers stay', async (t) => {
    const clean = (await vouchers.create(advisor, valid)).id;
    const paid = (await vouchers.create(advisor, valid)).id;
    await vouchers.pay(advisor, { voucherId: paid, payment: { amountCents: 100, method: 'wire' } });
    await t.rejects(vouchers.remove(advisor, paid), { code: 'VOUCHERS_IN_USE' });
    const withClass = await w.voucher();
    await w.lesson(withClass, 1);
    await t.rejects(vouchers.remove(advisor, withClass), { code: 'VOUCHERS_IN_USE' });
    t.equal((await get(clean)).deletable, true);
    // A payment link nobody opened goes with the voucher (it used to answer an internal error), and so does
    // one whose page was only viewed (a mail scanner, the family looking): nothing of it went to the bank.
    // One whose form went on to the bank may have been charged: refused, and the voucher and its link stay.
    const { cardPayments, interests } = app.services;
    await cardPayments.createLink(advisor, clean);
    const viewed = (await vouchers.create(advisor, valid)).id;
    const viewedToken = (await cardPayments.createLink(advisor, viewed)).url.split('/pay/')[1];
    for (let i = 0; i < 3; i++) await cardPayments.publicPage(viewedToken);
    t.equal((await get(viewed)).deletable, true, 'a page viewed does not hold the voucher');
    t.equal((await vouchers.remove(advisor, viewed)).id, viewed);
    t.equal(Number((await app.db('payment_attempts').where('voucher_id', viewed).count({ n: '*' }).first())!.n), 0);
    t.equal(await cardPayments.publicPage(viewedToken), undefined, 'its link is gone with it');
    const opened = (await vouchers.create(advisor, valid)).id;
    const token = (await cardPayments.createLink(advisor, opened)).url.split('/pay/')[1];
    const page = await cardPayments.publicPage(token);
    t.same(await cardPayments.toBank(token, page!.form!.fields), { outcome: 'bank' });
    await t.rejects(vouchers.remove(advisor, opened), {
      code: 'VOUCHERS_IN_USE',
      message:
        'No se puede eliminar un bono con un pago con tarjeta que ha pasado por el banco: el banco podría haberlo cobrado',
    });
    t.equal((await get(opened)).deletable, false, 'its page offers no delete');
    // Made by accepting a lead: the lead points at it.
    const created = await interests.create(advisor, newFamilyLead(w, { hoursPerWeek: '2', startDate: today }));
    const detail = await interests.get(advisor, created.id);
    const { voucher: fromLead } = await interests.accept(advisor, {
      id: created.id,
      input: {
        interestId: detail.rows[0].id,
        hours: 10,
      },
    });
    await t.rejects(vouchers.remove(advisor, fromLead.id), {
      code: 'VOUCHERS_IN_USE',
      message: `No se puede eliminar un bono creado al aceptar un interés (el interés n.º ${created.id} lo enlaza)`,
    });
    t.equal((await get(fromLead.id)).deletable, false);
    t.equal((await vouchers.remove(advisor, clean)).id, clean);
    t.equal(Number((await app.db('payment_links').where('voucher_id', clean).count({ n: '*' }).first())!.n), 0);
    await t.rejects(get(clean), { code: 'NOT_FOUND' });
    await t.rejects(app.services.customers.remove(advisor, w.customer.id), { code: 'PEOPLE_CUSTOMER_HAS_STUDENTS' });
    await t.rejects(app.services.students.remove(advisor, w.student.id), { code: 'VOUCHERS_STUDENT_HAS_VOUCHERS' });
  });

  t.test(
    'the customer-management email: Spanish text with hours, through the mailer; refused without an address',
    async (t) => {
      const id = await w.voucher({ hours: 10 });
      await w.lesson(id, 3, 90);
      await w.lesson(id, -3, 60, 'assigned');
      const preview = await vouchers.emailPreview(advisor, id);
      t.equal(preview.to, 'lucia@correo.test');
      t.equal(preview.subject, 'Estado de su bono de clases de Matemáticas (Pablo Gómez Ruiz)');
      t.match(preview.text, 'Hola, Lucía Gómez Ruiz:');
      t.match(preview.text, '- Horas consumidas: 1 h 30 min');
      t.match(preview.text, '- Horas programadas: 1 h');
      t.match(preview.text, '- Horas restantes: 7 h 30 min');
      t.match(preview.text, /- Importe: 200,00\s€ \(pagado\)/);
      // Written and signed by the academy by name (the issuer), as its receipts are: it said «la academia».
      t.match(preview.text, 'Le escribimos desde Academia de Prueba, S.L. para informarle');
      t.match(preview.text, /Un saludo,\nAcademia de Prueba, S\.L\.$/);
      const sent = await vouchers.sendEmail(advisor, id);
      t.same(sent, { to: 'lucia@correo.test', status: 'stored' });
      t.ok(await app.db('mail_outbox').where({ toAddress: 'lucia@correo.test', subject: preview.subject }).first());
      const mute = await createCustomer(app, { email: null, invoiceEmail: null });
      const muteStudent = await createStudent(app, mute.id);
      const silent = await w.voucher({ customerId: mute.id, studentId: muteStudent.id });
      await t.rejects(vouchers.sendEmail(advisor, silent), { code: 'VOUCHERS_NO_EMAIL' });
      // A student whose names are at their longest: the subject quotes them whole, and the email goes.
      const long = await createStudent(app, w.customer.id, { firstName: 'Á'.repeat(100), lastName: 'Ñ'.repeat(150) });
      const toLong = await w.voucher({ studentId: long.id });
      t.same(await vouchers.sendEmail(advisor, toLong), { to: 'lucia@correo.test', status: 'stored' });
      const kept = await app.db('mail_outbox').orderBy('id', 'desc').first('subject');
      t.match(kept.subject, `${'Á'.repeat(100)} ${'Ñ'.repeat(150)})`);
      // What is due can be paid by card only with the link the email brings (card payments' own paragraph): without
      // one, «o con tarjeta» left the family nothing to pay with.
      const due = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
      const wireOnly = (await vouchers.emailPreview(advisor, due)).text;
      t.match(wireOnly, /Queda pendiente de pago [\d.,]+\s€\. Puede pagarlo por transferencia\. Si tiene/);
      t.notMatch(wireOnly, 'tarjeta');
      const withLink = (await vouchers.emailPreview(advisor, due, { cardLink: 'Enlace: https://x.test/pay/1' })).text;
      t.match(withLink, 'Puede pagarlo por transferencia o con tarjeta.\n\nEnlace: https://x.test/pay/1\n\nSi tiene');
    },
  );
});

t.test('the four working lists, on crafted boundaries', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const today = todayInMadrid();
  const v = async (name: string, overrides: Record<string, unknown> = {}) => ({
    name,
    id: await w.voucher({ remarks: name, ...overrides }),
  });

  const twoLeft = await v('exactly 2 h left', { hours: 4 });
  await w.lesson(twoLeft.id, 5, 120);
  const threeLeft = await v('3 h left', { hours: 4 });
  await w.lesson(threeLeft.id, 5, 60);
  const ends15 = await v('ends in 15 days', { endDate: addDays(today, 15) });
  await w.lesson(ends15.id, 2);
  const ends16 = await v('ends in 16 days', { endDate: addDays(today, 16) });
  await w.lesson(ends16.id, 2);
  const renewedOld = await v('renewed', { hours: 2 });
  await w.voucher({
    renewedFromId: renewedOld.id,
    status: 'inactive',
    paymentStatus: 'pendingPayment',
    remarks: 'its renewal',
  });
  const last30 = await v('last class 30 days ago');
  await w.lesson(last30.id, 30);
  const last31 = await v('last class 31 days ago');
  await w.lesson(last31.id, 31);
  const noClass = await v('no class yet');
  const usedUp = await v('used up', { hours: 1 });
  await w.lesson(usedUp.id, 3, 60);
  // Its last hour booked for a class in three days: not to settle before that class.
  const bookedAhead = await v('used up by a class to come', { hours: 1 });
  await w.lesson(bookedAhead.id, -3, 60, 'assigned');
  const expired = await v('expired', { endDate: addDays(today, -1) });
  const endsToday = await v('ends today', { endDate: today });
  await w.lesson(endsToday.id, 1);
  const settled = await v('settled', { status: 'settled', endDate: addDays(today, -1) });
  const inactive = await v('inactive', { status: 'inactive', paymentStatus: 'pendingPayment' });

  const members = async (kind: VoucherListKind) => {
    const page = await app.services.vouchers.list(
      advisor,
      parseListQuery({ pageSize: 100 }, VOUCHER_LIST_SPECS[kind]),
      kind,
    );
    return page.rows.map((r) => r.remarks).sort();
  };
  const names = (...list: { name: string }[]) => list.map((x) => x.name).sort();

  // The others end in 60 days with 3 h or more left; the renewed one has 2 h but is renewed.
  t.same(
    await members('nonRenewed'),
    names(twoLeft, ends15, usedUp, bookedAhead, endsToday),
    'active, ≤ 2 h left or ending within 15 days, not renewed',
  );
  t.same(
    await members('pendingHours'),
    names(twoLeft, threeLeft, ends15, ends16, renewedOld, last30, last31, noClass, endsToday),
    'active with hours left',
  );
  t.same(
    await members('lastClass'),
    names(renewedOld, last31, noClass),
    'active with hours left, last class over 30 days ago or none',
  );
  t.strictSame(
    await members('settlements'),
    names(usedUp, expired),
    'used up (its last class begun) or expired, not settled',
  );

  const byStatus = async (status: string) =>
    (await app.services.vouchers.list(advisor, parseListQuery({ status, pageSize: 100 }, VOUCHER_LIST_SPECS.all))).rows
      .map((r) => r.remarks)
      .sort();
  t.same(await byStatus('expired'), names(expired), 'expired is derived and filterable');
  t.same(await byStatus('settled'), names(settled));
  t.same(await byStatus('inactive'), ['its renewal', ...names(inactive)].sort());
});

t.test('a voucher costs at most 9.999.999,99 € (what one invoice holds): said on the hours', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const { vouchers } = app.services;
  // The dearest price the settings take (100.000 €/h): 300 hours overflowed the amount's integer,
  // and the form read «Algún dato no es válido: revisa los números y las fechas».
  await app.db('prices').insert({
    name: 'Carísimo',
    courseId: w.other,
    customerPriceCents: 10_000_000,
    teacherPayCents: 1200,
    validFrom: '2020-09-01',
  });
  const input = { customerId: w.customer.id, studentId: w.student.id, courseId: w.other, subjectId: w.subject };
  const tooMuch = /^El bono costaría 30\.000\.000,00\s€ y el máximo es 9\.999\.999,99\s€: pon menos horas$/;
  await t.rejects(vouchers.create(advisor, { ...input, hours: 300 }), {
    code: 'BAD_USER_INPUT',
    fields: { hours: tooMuch },
  });
  const fits = await vouchers.create(advisor, { ...input, hours: 99 });
  t.equal(fits.amountCents, 990_000_000);
  await t.rejects(vouchers.update(advisor, fits.id, { hours: 300 }), {
    code: 'BAD_USER_INPUT',
    fields: { hours: tooMuch },
  });
  // Renewed at a dearer price of today, the same hours would cost more than that.
  await app.db('prices').insert({
    name: 'Más caro',
    courseId: w.other,
    customerPriceCents: 10_200_000,
    teacherPayCents: 1200,
    validFrom: todayInMadrid(),
  });
  await vouchers.activate(advisor, fits.id);
  await t.rejects(vouchers.renew(advisor, fits.id), { code: 'VOUCHERS_AMOUNT_TOO_LARGE' });
  t.equal(await app.db('vouchers').where('renewed_from_id', fits.id).first(), undefined, 'nothing written');
});
