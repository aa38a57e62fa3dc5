import t from 'tap';
import { callerAs, PASSWORD, postForm, setupApp, type Caller } from './helpers/app';
import { vouchersWorld } from '../modules/vouchers/vouchers.testkit';
import { classTime, createVoucher } from './factories/vouchers';
import { academicBasics } from './factories/academic';
import { createCustomer, createTeacher } from './factories/people';
import { fillIssuer } from './helpers/invoices';

/**
 * Issue 11, item 24: small things found using the intranet (branding of the public form,
 * placeholders, wording, refusals said up front, required marks).
 */
t.test('issue 11 item 24: what a user noticed', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const admin = await callerAs(app, 'admin');
  const get = (caller: Caller, url: string) => app.inject({ method: 'GET', url, headers: caller.headers });

  t.test('the public teacher application page carries the academy, not the intranet', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/forms/teachers' });
    t.equal(res.statusCode, 200);
    t.notMatch(res.body, 'Intranet', 'no "Academia · Intranet" on a page for applicants');
    t.match(res.body, '<title>Trabaja con nosotros · Academia de clases particulares</title>');
    t.match(res.body, /class="brand brand-large">Academia de clases particulares</);
    t.match(
      (await app.inject({ method: 'GET', url: '/login' })).body,
      'Academia · Intranet',
      'the staff pages keep it',
    );
  });

  t.test(
    '"Clase de un profesor": the teacher searched as typed in the dialog, a menu starting with "Elige un profesor" on its page',
    async (t) => {
      const list = await get(admin, '/classes');
      t.match(
        list.body,
        /&quot;name&quot;:&quot;teacherId&quot;,&quot;textName&quot;:&quot;teacherName&quot;,&quot;source&quot;:&quot;classTeachers&quot;/,
        'an autocomplete in the dialog (not a menu of every teacher)',
      );
      const page = await get(admin, '/classes/teacher-class');
      t.match(
        page.body,
        /<option value=""( selected="")?>Elige un profesor<\/option>/,
        'and on its page without JavaScript',
      );
    },
  );

  t.test('the claim page does not offer a voucher with no hour left', async (t) => {
    const teacherEmail = (await app.db('users').where('id', w.teacher.id).first('email')).email as string;
    const { token } = await app.services.auth.login(teacherEmail, PASSWORD, { ip: '10.9.0.1' });
    const teacher = {
      role: 'teacher',
      cookie: `apollo-token=${token}`,
      headers: { cookie: `apollo-token=${token}` },
    } as Caller;
    const full = await w.voucher({ hours: 2, minutesBooked: 120, remarks: 'agotado' });
    const open = await w.voucher({ hours: 5 });
    const res = await get(teacher, '/claim-class');
    t.equal(res.statusCode, 200);
    const menu = /<select[^>]*name="voucherId"[^>]*>(.*?)<\/select>/s.exec(res.body)?.[1] ?? '';
    t.match(menu, `<option value="${open}">`, 'a voucher with hours left is offered');
    t.notMatch(menu, `<option value="${full}">`, 'one with 0 h left is not');
  });

  t.test('the delete-class dialog says "Eliminar", as its button', async (t) => {
    const voucher = await w.voucher({ hours: 5 });
    const adminActor = await app.services.auth.resolve(admin.cookie.split('=')[1]);
    const cls = await app.services.classes.create(adminActor, {
      voucherId: voucher,
      teacherId: w.teacher.id,
      date: classTime(3),
      duration: 60,
    });
    const detail = await get(admin, `/classes/${cls.id}`);
    t.match(detail.body, 'Eliminar la clase del');
    t.notMatch(detail.body, /Borrar la clase|¿Borrar/);
    const confirm = await get(admin, `/classes/${cls.id}/delete`);
    t.match(confirm.body, '¿Eliminar la clase del');
  });

  t.test('a level in use says so up front instead of asking to confirm and then refusing', async (t) => {
    const level = (await app.db('levels').first('id')).id as number;
    const page = await get(admin, `/academic-settings/levels/${level}`);
    t.match(page.body, /class="actions-note">[^<]*curso/, 'the reason, where the delete button would be');
    t.notMatch(page.body, `href="/academic-settings/levels/${level}/delete"`, 'no delete to try');
    const confirm = await get(admin, `/academic-settings/levels/${level}/delete`);
    t.equal(confirm.statusCode, 303, 'its confirmation page sends back to the record');
    t.equal(confirm.headers.location, `/academic-settings/levels/${level}`);
    const [spare] = await app.db('levels').insert({ name: 'Libre', position: 9 }).returning('id');
    t.match(
      (await get(admin, `/academic-settings/levels/${spare.id}`)).body,
      `/academic-settings/levels/${spare.id}/delete`,
      'a free level can be deleted',
    );
  });

  t.test('"Apellidos" is marked required on the customer form, where it is required', async (t) => {
    const res = await get(admin, '/customers/new');
    t.match(
      res.body,
      /for="f-lastName">Apellidos<span class="field-required"> \((<!-- -->)?obligatorio(<!-- -->)?\)<\/span>/,
    );
    t.match(res.body, 'No hace falta si es una empresa.', 'with when it is not');
  });
});

/**
 * A real academy installs the intranet with an empty database (Spain's places and one admin from
 * `users:create-admin`), not the demo: what someone trying it from outside met first.
 */
t.test('an academy installed empty', async (t) => {
  const app = await setupApp(t);
  const admin = await callerAs(app, 'admin');
  const text = async (caller: Caller, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: caller.headers });
    t.equal(res.statusCode, 200, url);
    return res.body;
  };
  const setupBlock = async () => /<section[^>]*home-setup[\s\S]*?<\/section>/.exec(await text(admin, '/'))?.[0] ?? '';
  const step = (block: string, href: string) =>
    new RegExp(
      `<li[^>]*><a href="${href}">[^<]+</a>(?:<span class="muted">.*?</span>)?(<span[^>]*>Hecho</span>)?</li>`,
    ).exec(block);

  t.test('an empty menu says what to create first, and where', async (t) => {
    const noticeAfter = (body: string, name: string) =>
      new RegExp(
        `name="${name}"[^>]*>(?:(?!</select>)[\\s\\S])*</select><p class="flash flash-notice missing-first" role="note">([^<]*)(?:<!-- -->)?(?: <a href="([^"]*)">([^<]*)</a>)?</p>`,
      )
        .exec(body)
        ?.slice(1);
    t.strictSame(
      noticeAfter(await text(admin, '/academic-settings/courses/new'), 'levelId'),
      ['Aún no hay ningún nivel: crea primero los niveles.', '/academic-settings/levels/new', 'Nuevo nivel'],
      'a course: no level to put it in',
    );
    t.strictSame(
      noticeAfter(await text(admin, '/academic-settings/prices/new'), 'target'),
      ['Aún no hay ningún nivel: crea primero los niveles.', '/academic-settings/levels/new', 'Nuevo nivel'],
      'a price: nothing to apply it to',
    );
    t.match(
      await text(admin, '/academic-settings/course-subjects'),
      /Aún no hay ningún curso: crea primero los cursos\.(<!-- -->)? <a href="\/academic-settings\/courses\/new">Nuevo curso<\/a>/,
      'subjects by course: no course to pick',
    );
    const noTeacher = [
      'Aún no hay profesores en activo: se puede dejar sin profesor, o dar de alta uno primero.',
      '/teachers/new',
      'Nuevo profesor',
    ];
    t.strictSame(noticeAfter(await text(admin, '/classes/new'), 'teacherId'), noTeacher, 'a class: no teacher');

    const customer = await createCustomer(app);
    await app.db('students').insert({ customerId: customer.id, firstName: 'Lucía', lastName: 'Pruebas' });
    const voucher = await text(admin, `/vouchers/new?customerId=${customer.id}`);
    t.strictSame(
      noticeAfter(voucher, 'courseId'),
      [
        'Aún no hay ningún curso: crea primero los niveles y sus cursos en Ajustes académicos.',
        '/academic-settings/courses/new',
        'Ir a Ajustes académicos',
      ],
      'a voucher: no course',
    );
    t.match(noticeAfter(voucher, 'subjectId')?.[0], 'Ningún curso ofrece aún asignaturas', 'nor subjects');
    t.strictSame(noticeAfter(voucher, 'teacherId'), noTeacher, 'nor teachers');
    const byAdvisor = await text(await callerAs(app, 'advisor'), `/vouchers/new?customerId=${customer.id}`);
    t.strictSame(
      noticeAfter(byAdvisor, 'subjectId'),
      [
        'Ningún curso ofrece aún asignaturas: crea las asignaturas y márcalas en «Asignaturas por curso» de Ajustes académicos. Pide a un administrador que lo prepare.',
        undefined,
        undefined,
      ],
      'an advisor, who cannot open the academic settings, is told who to ask',
    );
    t.strictSame(
      noticeAfter(await text(admin, `/students/new?customer=${customer.id}`), 'courseId'),
      [
        'Aún no hay cursos en la academia: se puede dejar sin curso, o crear antes los niveles y sus cursos.',
        '/academic-settings/courses/new',
        'Ir a Ajustes académicos',
      ],
      'a student: no course',
    );
    t.match(
      await text(admin, '/customer-interests/new'),
      /Aún no hay asignaturas o cursos en la academia: créalos antes para poder decir qué clases busca la familia\.(<!-- -->)? <a href="\/academic-settings">Ir a Ajustes académicos<\/a>/,
      'a lead: no subject nor course to say what the family looks for',
    );
    const teacher = await createTeacher(app);
    const subjectForm = await text(admin, `/teachers/${teacher.id}/subjects/new`);
    t.strictSame(
      noticeAfter(subjectForm, 'subjectId'),
      ['La academia aún no tiene asignaturas.', '/academic-settings', 'Ir a Ajustes académicos'],
      "a teacher's subject: no subject",
    );
    t.match(noticeAfter(subjectForm, 'levelId')?.[0], 'La academia aún no tiene niveles.', 'nor level');
    await app.db('teachers').where({ id: teacher.id }).delete();
    await app.db('users').where({ id: teacher.id }).delete();
    const advisors = app.db('users').where({ role: 'advisor' }).select('id');
    await app.db('sessions').whereIn('user_id', advisors).delete();
    await app.db('users').where({ role: 'advisor' }).delete();
    await app.db('students').delete();
    await app.db('customers').delete();
  });

  t.test("the admin's start page lists the first steps, in order, each marked once done", async (t) => {
    const hrefs = [
      '/fiscal-settings',
      '/academic-settings\\?tab=levels',
      '/academic-settings\\?tab=subjects',
      '/academic-settings\\?tab=prices',
      '/teachers',
      '/advisors',
      '/customers',
    ];
    let block = await setupBlock();
    t.match(block, 'Primeros pasos');
    t.match(block, 'Rellena los datos fiscales de la academia');
    t.match(block, 'Crea los niveles');
    t.match(block, 'Da de alta a los profesores');
    const at = hrefs.map((href) => step(block, href));
    t.strictSame(
      at.map((m) => !!m),
      hrefs.map(() => true),
      'every step a link to its page',
    );
    t.strictSame(
      at.map((m) => m!.index),
      at.map((m) => m!.index).sort((a, b) => a - b),
      'in order: fiscal data, catalogue, people',
    );
    t.notMatch(block, 'Hecho', 'nothing done yet');
    t.match(
      block,
      /Crea las cuentas de las asesoras[^<]*<\/a><span class="muted"> (?:<!-- -->)?\(opcional\)/,
      'advisors, optional',
    );
    const chooser = await text(admin, '/vouchers/new');
    t.match(
      chooser,
      'Aún no hay clientes: un bono es de un alumno de un cliente.',
      '«Nuevo bono» waits for a customer',
    );
    t.match(chooser, '<a href="/customers/new">Nuevo cliente</a>', 'and says where one is made');

    await fillIssuer(app);
    const { subjectId, courseId } = await academicBasics(app);
    await app.db('course_subjects').insert({ courseId, subjectId });
    block = await setupBlock();
    t.ok(step(block, '/fiscal-settings')?.[1], 'the fiscal data, done');
    t.ok(step(block, '/academic-settings\\?tab=levels')?.[1], 'levels and courses, done');
    t.ok(step(block, '/academic-settings\\?tab=subjects')?.[1], 'subjects offered by a course, done');
    t.notOk(step(block, '/academic-settings\\?tab=prices')?.[1], 'no price yet');

    await app.db('prices').insert({
      name: 'ESO',
      levelId: (await app.db('levels').first('id')).id,
      customerPriceCents: 2500,
      teacherPayCents: 1500,
      validFrom: '2026-01-01',
    });
    await createTeacher(app);
    block = await setupBlock();
    t.ok(step(block, '/teachers')?.[1], 'a teacher, done');
    t.notOk(step(block, '/customers')?.[1], 'no customer yet: the block stays');
    await createCustomer(app);
    t.notMatch(await text(admin, '/vouchers/new'), 'Aún no hay clientes', '«Nuevo bono» as it was, once there is one');
    t.equal(
      await setupBlock(),
      '',
      'every step done but the optional advisors (a one-person academy has none): the block is gone',
    );
    const advisor = await callerAs(app, 'advisor');
    t.notMatch(await text(advisor, '/'), 'Primeros pasos', 'setting the academy up is for admins');
    t.equal(await setupBlock(), '', 'every step done: the block is gone');
    t.match(await text(admin, '/'), 'Hola', 'the start page as it was');
  });

  t.test(
    'without an invoice issuer, «Nueva factura» and «Registrar pago» say what to fill in first, and where',
    async (t) => {
      await app.db('fiscal_settings').update({ legalName: null });
      const advisor = await callerAs(app, 'advisor');
      const notice =
        /<p class="flash flash-notice missing-first" role="note">([^<]*)(?:<!-- -->)?(?: <a href="([^"]*)">([^<]*)<\/a>)?<\/p>/;
      const newInvoice = await text(admin, '/invoices/new');
      t.match(
        notice.exec(newInvoice)?.[1],
        'Antes de emitir facturas hay que rellenar los datos fiscales de la academia',
      );
      t.strictSame(
        notice.exec(newInvoice)?.slice(2),
        ['/fiscal-settings', 'Ir a Ajustes fiscales'],
        'a link for an admin',
      );
      t.notMatch(newInvoice, 'action="/invoices/new"', 'no form that would fail on «Emitir»');
      const asked = notice.exec(await text(advisor, '/invoices/new'));
      t.match(asked?.[1], 'Pide a un administrador que los rellene en «Ajustes fiscales».', 'an advisor, who to ask');
      t.equal(asked?.[2], undefined, 'no link to a page they cannot open');

      const v = await createVoucher(app);
      await app.db('vouchers').where({ id: v.id }).update({ amountCents: 12000, paymentStatus: 'pendingPayment' });
      const page = await text(admin, `/vouchers/${v.id}`);
      t.match(notice.exec(page)?.[1], 'Antes de registrar pagos hay que rellenar los datos fiscales de la academia');
      t.strictSame(notice.exec(page)?.slice(2), ['/fiscal-settings', 'Ir a Ajustes fiscales']);
      t.notMatch(page, 'Registrar pago', 'no payment dialog that would fail');
      t.notMatch(page, 'Crear enlace de pago', 'nor a card payment link the family would pay for nothing');
      const dialog = await app.inject({ url: `/vouchers/${v.id}/pay`, headers: admin.headers });
      t.strictSame([dialog.statusCode, dialog.headers.location], [303, `/vouchers/${v.id}`], 'its page sends back');

      await fillIssuer(app);
      t.match(await text(admin, '/invoices/new'), 'action="/invoices/new"', 'the form, once the issuer is there');
      const payable = await text(admin, `/vouchers/${v.id}`);
      t.match(payable, 'Registrar pago');
      t.match(payable, 'Crear enlace de pago');
      t.notMatch(payable, 'missing-first');
    },
  );

  t.test(
    '«Nueva clase» sent back with the voucher as the autocomplete names it, and no id, keeps that voucher',
    async (t) => {
      const v = await app.db('vouchers').orderBy('id').first('id');
      const res = await postForm(app, admin, '/classes/new', '/classes/new', {
        voucherName: `Bono n.º ${v.id} · Estudiante · Matemáticas`,
        date: 'mañana',
        duration: '60',
      });
      t.equal(res.statusCode, 422, 'refused for its date');
      t.notMatch(res.body, 'Ningún bono activo coincide', 'the voucher is found by the name the autocomplete gave it');
    },
  );
});

/** Card payments off (no Redsys terminal configured, production's default): staff are offered no card option. */
t.test('with card payments off, staff see no card option', async (t) => {
  const app = await setupApp(t, { redsys: { enabled: false, merchantCode: '', terminal: '', secretKey: '' } });
  const admin = await callerAs(app, 'admin');
  const advisor = await callerAs(app, 'advisor');
  await fillIssuer(app);
  const v = await createVoucher(app);
  await app.db('vouchers').where({ id: v.id }).update({ amountCents: 12000, paymentStatus: 'pendingPayment' });
  const get = async (caller: Caller, url: string) => (await app.inject({ url, headers: caller.headers })).body;

  const page = await get(admin, `/vouchers/${v.id}`);
  t.match(page, 'Registrar pago', 'payments are recorded as ever');
  t.notMatch(page, 'Crear enlace de pago', 'no payment link to create');
  t.notMatch(page, 'Redsys (tarjeta)', 'nor «Redsys» among the pay dialog’s methods');
  t.notMatch(page, 'id="voucher-card-payments-title"', 'no section of empty card payment tables');
  t.match(page, 'Los pagos con tarjeta están desactivados', 'an admin reads how to turn them on');
  const byAdvisor = await get(advisor, `/vouchers/${v.id}`);
  t.notMatch(byAdvisor, 'Los pagos con tarjeta', 'an advisor, nothing about them');
  t.notMatch(byAdvisor, 'Crear enlace de pago');
  t.notMatch(await get(admin, `/vouchers/${v.id}/pay`), 'Redsys (tarjeta)', 'the dialog’s own page');
  t.notMatch(await get(admin, '/invoices/new'), 'value="redsys"', 'nor on a new invoice');
  t.match(await get(admin, '/invoices/new'), 'value="wire"');
});
