import t from 'tap';
import { callerAs, PASSWORD, setupApp, type Caller } from './helpers/app';
import { vouchersWorld } from '../modules/vouchers/vouchers.testkit';
import { classTime } from './factories/vouchers';

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
