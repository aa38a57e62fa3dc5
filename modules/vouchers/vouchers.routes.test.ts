import t from 'tap';
import { callerAs, postForm, ROLES_AND_ANONYMOUS, setupApp, flashOf } from '../../test/helpers/app';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { createCustomer, createTeacher } from '../../test/factories/people';
import { addDays } from '../../src/lib/days';
import { vouchersWorld } from './vouchers.testkit';

t.test('vouchers pages', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const get = (role: keyof typeof callers, url: string) =>
    app.inject({ method: 'GET', url, headers: callers[role].headers });
  const today = todayInMadrid();

  const active = await w.voucher({ hours: 10 });
  await w.lesson(active, 3, 90);
  const expired = await w.voucher({ endDate: addDays(today, -2), remarks: 'caducado' });
  const [payment] = await app
    .db('payments')
    .insert({ voucherId: active, amountCents: 20000, method: 'wire', date: today, reference: 'TRF-9' })
    .returning('id');

  t.test('every page: anonymous to the login, teachers refused, staff in', async (t) => {
    const pages = [
      '/vouchers',
      '/vouchers/active-non-renewed',
      '/vouchers/active-pending-hours',
      '/vouchers/active-pending-hours-last-class',
      '/vouchers/settlements',
      '/vouchers/export.csv',
      '/vouchers/new',
      `/vouchers/new?customerId=${w.customer.id}`,
      `/vouchers/${active}`,
      `/manage-voucher/${active}`,
      `/vouchers/${active}/renew`,
      `/vouchers/${active}/email`,
      `/vouchers/settle?ids=${expired}`,
      `/voucher-payment-receipt-print/${payment.id}`,
    ];
    for (const url of pages) {
      const anonymous = await get('anonymous', url);
      t.equal(anonymous.statusCode, 302, `anonymous ${url}`);
      t.match(anonymous.headers.location, /^\/login\?next=/);
      t.equal((await get('teacher', url)).statusCode, 403, `teacher ${url}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(role, url)).statusCode, 200, `${role} ${url}`);
    }
    // The route's id is optional (specification §2): without a payment, the vouchers, whose pages list the receipts.
    const receiptless = await get('advisor', '/voucher-payment-receipt-print');
    t.equal(receiptless.statusCode, 302, 'no receipt without a payment: not a 404');
    t.equal(receiptless.headers.location, '/vouchers', 'without a payment it is the vouchers list');
    t.equal((await get('advisor', '/vouchers/999999')).statusCode, 404);
    const manage = await get('advisor', '/manage-voucher');
    t.equal(manage.headers.location, '/vouchers/new', 'without id it is the new voucher page');
  });

  t.test('form posts: refused for anonymous and teachers, and without a CSRF token', async (t) => {
    for (const url of [
      '/vouchers/new',
      `/manage-voucher/${active}`,
      `/vouchers/${active}/pay`,
      `/vouchers/${active}/renew`,
      `/vouchers/${active}/email`,
      `/vouchers/${active}/activate`,
      `/vouchers/${active}/delete`,
      '/vouchers/settle',
    ]) {
      t.equal(
        (await postForm(app, callers.anonymous, '/login', url, { ids: String(expired) })).statusCode,
        302,
        `anonymous ${url}`,
      );
      t.equal(
        (await postForm(app, callers.teacher, '/', url, { ids: String(expired) })).statusCode,
        403,
        `teacher ${url}`,
      );
    }
    const noToken = await app.inject({
      method: 'POST',
      url: '/vouchers/settle',
      headers: { ...callers.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ids=${expired}`,
    });
    t.equal(noToken.statusCode, 403);
    t.equal((await app.db('vouchers').where('id', expired).first('status')).status, 'active', 'nothing settled');
  });

  t.test('lists: derived expiry, filters and the four working lists with their explanations', async (t) => {
    const all = await get('advisor', '/vouchers?status=expired');
    t.match(all.body, `#${expired}`);
    t.notMatch(all.body, `>#${active}<`);
    t.match(all.body, 'Caducado');
    const settlements = await get('advisor', '/vouchers/settlements');
    t.match(settlements.body, 'Bonos agotados (sin horas restantes, y ya pasada su última clase) o caducados');
    t.match(
      settlements.body,
      new RegExp(`<input type="checkbox" form="settle-form"[^>]*name="ids" value="${expired}"`),
    );
    t.match(settlements.body, 'Liquidar seleccionados');
    t.match((await get('advisor', '/vouchers/active-pending-hours')).body, `#${active}`);
    t.match((await get('advisor', '/vouchers/active-non-renewed')).body, 'No hay datos');
    const customer = await get('advisor', `/vouchers?customer=${w.customer.id}`);
    t.match(customer.body, 'Cliente: Lucía Gómez Ruiz');
    // The customer's and the student's pages lead here.
    const customerPage = await get('advisor', `/customers/${w.customer.id}`);
    t.match(customerPage.body, `href="/vouchers?customer=${w.customer.id}"`);
    t.match(customerPage.body, `href="/classes?customer=${w.customer.id}"`);
    t.match(customerPage.body, `href="/vouchers/new?customerId=${w.customer.id}"`);
    const studentPage = await get('advisor', `/students/${w.student.id}`);
    t.match(studentPage.body, `href="/vouchers?student=${w.student.id}"`);
    t.match(studentPage.body, `href="/classes?student=${w.student.id}"`);
    t.match(
      (await get('advisor', `/classes?customer=${w.customer.id}`)).body,
      'Solo las clases de los alumnos de Lucía Gómez Ruiz',
      'the class list says whose classes it shows',
    );
    t.match((await get('advisor', `/classes?student=${w.student.id}`)).body, 'Solo las clases de Pablo Gómez Ruiz');
    t.match((await get('advisor', `/vouchers?student=${w.student.id}`)).body, 'Alumno: Pablo Gómez Ruiz');
    const csv = await get('advisor', '/vouchers/export.csv?list=settlements');
    t.match(csv.headers['content-type'], 'text/csv');
    t.match(csv.body, 'Número;Cliente;Alumno');
    t.equal(csv.body.trim().split('\r\n').length, 2, 'the header and the expired voucher');
  });

  t.test('create without JavaScript: the customer first, then the form; the price is shown and frozen', async (t) => {
    const chooser = await get('advisor', '/vouchers/new?customerName=nadie');
    t.equal(chooser.statusCode, 422);
    t.match(chooser.body, 'No hay ningún cliente con ese nombre');
    // As the autocomplete sends it (an empty id, the typed name): a full name, spaces doubled, or its words in another order, as the suggestions find them (issue 11, item 17).
    for (const typed of ['Lucía Gómez Ruiz', 'lucía  gómez ruiz', 'Gómez Ruiz Lucía']) {
      const found = await get('advisor', `/vouchers/new?customerName=${encodeURIComponent(typed)}&customerId=`);
      t.equal(found.statusCode, 200, typed);
      t.match(found.body, 'Lucía Gómez Ruiz', typed);
    }
    const empty = await get('advisor', '/vouchers/new?customerName=&customerId=');
    t.equal(empty.statusCode, 422, 'Continuar with nothing typed');
    t.match(empty.body, 'Debes rellenar este campo');
    const form = await get('advisor', '/vouchers/new?customerName=lucia%20gomez%20ruiz');
    t.equal(form.statusCode, 200);
    t.match(form.body, 'Precio que se aplicará: 20,00');
    t.match(form.body, `<option value="${w.student.id}" selected="">Pablo Gómez Ruiz (2º ESO)</option>`);
    const bad = await postForm(app, callers.advisor, `/vouchers/new?customerId=${w.customer.id}`, '/vouchers/new', {
      customerId: String(w.customer.id),
      studentId: String(w.student.id),
      courseId: String(w.other),
      subjectId: String(w.subject),
      hours: '0',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'El campo debe ser un número entero positivo');
    // The customer's own student is not refused because another field was (the ids were compared as typed).
    t.notMatch(bad.body, 'El alumno no es de este cliente');
    const noPrice = await postForm(app, callers.advisor, `/vouchers/new?customerId=${w.customer.id}`, '/vouchers/new', {
      customerId: String(w.customer.id),
      studentId: String(w.student.id),
      courseId: String(w.other),
      subjectId: String(w.subject),
      hours: '5',
    });
    t.match(noPrice.body, 'No hay precio para este curso en esa fecha: añádelo en Ajustes académicos.');
    const noCourse = await postForm(
      app,
      callers.advisor,
      `/vouchers/new?customerId=${w.customer.id}`,
      '/vouchers/new',
      {
        customerId: String(w.customer.id),
        studentId: String(w.student.id),
        courseId: '2147483647',
        subjectId: String(w.subject),
        hours: '5',
      },
    );
    t.equal(noCourse.statusCode, 422, 'a course that is not there: the form again, not a 404');
    t.match(noCourse.body, 'Ese curso no existe');
    const ok = await postForm(app, callers.advisor, `/vouchers/new?customerId=${w.customer.id}`, '/vouchers/new', {
      customerId: String(w.customer.id),
      studentId: String(w.student.id),
      courseId: String(w.course),
      subjectId: String(w.subject),
      hours: '5',
      teacherId: '',
    });
    t.equal(ok.statusCode, 303);
    const id = Number(/\/vouchers\/(\d+)/.exec(ok.headers.location as string)?.[1]);
    t.match(flashOf(ok).text, `Se ha creado el bono n.º ${id}`);
    const detail = await get('advisor', `/vouchers/${id}`);
    t.match(detail.body, 'Sin activar');
    t.match(detail.body, 'Pendiente de pago');
    t.match(detail.body, 'Registrar pago');
    t.match(detail.body, 'Activar sin pago');
    t.match(detail.body, 'Eliminar');

    t.test('pay without JavaScript: the cash limit in Spanish, then paid in full', async (t) => {
      await app.db('vouchers').where('id', id).update({ hours: 60, amountCents: 120000 });
      const page = await get('advisor', `/vouchers/${id}/pay`);
      t.match(page.body, 'value="1.200,00"', 'the amount due by default');
      const cash = await postForm(app, callers.advisor, `/vouchers/${id}/pay`, `/vouchers/${id}/pay`, {
        amount: '1.000,00',
        method: 'cash',
        date: today,
        reference: '',
      });
      t.equal(cash.statusCode, 422);
      t.match(cash.body, 'Ley 11/2021');
      const over = await postForm(app, callers.advisor, `/vouchers/${id}/pay`, `/vouchers/${id}/pay`, {
        amount: '1.500',
        method: 'wire',
        date: today,
      });
      t.match(over.body, 'El pago supera lo pendiente');
      // The date («obligatorio») emptied: refused on its field, no money recorded (it was taken as today).
      const undated = await postForm(app, callers.advisor, `/vouchers/${id}/pay`, `/vouchers/${id}/pay`, {
        amount: '10,00',
        method: 'wire',
        date: '',
      });
      t.equal(undated.statusCode, 422);
      t.match(undated.body, 'id="f-date-error">Debes rellenar este campo');
      t.equal(await app.db('payments').where({ voucherId: id }).first(), undefined, 'no payment');
      const paid = await postForm(app, callers.advisor, `/vouchers/${id}/pay`, `/vouchers/${id}/pay`, {
        amount: '1.200,00',
        method: 'wire',
        date: today,
        reference: 'TRF-77',
      });
      t.equal(paid.statusCode, 303);
      t.match(flashOf(paid).text, 'el bono está pagado y activo');
      const after = await get('advisor', `/vouchers/${id}`);
      t.match(after.body, 'TRF-77');
      t.match(after.body, 'Imprimir recibo');
      t.notMatch(after.body, 'Registrar pago');
      const receipt = await app.db('payments').where({ voucherId: id }).first('id');
      const print = await get('advisor', `/voucher-payment-receipt-print/${receipt.id}`);
      t.match(print.body, 'Bono de 60 horas de Matemáticas (2º ESO)');
      t.match(print.body, 'Transferencia');
      t.notMatch(print.body, 'class="sidemenu"', 'simple layout');
      // A block (the print button's island) inside a <p> ends the paragraph in the browser: «Imprimir» and
      // «Volver al bono» fell out of .no-print and came out on paper.
      t.notMatch(print.body, /<p[ >](?:(?!<\/p>).)*<div/s, 'no block inside a paragraph');
      // The payment's invoice, named on the voucher's page (a link) and on the receipt.
      const invoice = await app
        .db('invoices')
        .where({ paymentId: receipt.id })
        .first('id', 'seriesCode', 'year', 'number');
      const number = `${invoice.seriesCode}${invoice.year}-${String(invoice.number).padStart(6, '0')}`;
      t.match(after.body, new RegExp(`<a href="/invoices/${invoice.id}"><span[^>]*>${number}</span></a>`));
      t.match(print.body, new RegExp(`<dt>Factura</dt><dd><span[^>]*>${number}</span></dd>`));
    });
  });

  t.test(
    'a double submit of the new-voucher form creates one voucher (the form carries an idempotency key)',
    async (t) => {
      const page = await get('advisor', `/vouchers/new?customerId=${w.customer.id}`);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
      t.ok(key, 'the form has its key');
      const before = (await app.db('vouchers').where({ customerId: w.customer.id })).length;
      const fields = {
        idempotencyKey: key!,
        customerId: String(w.customer.id),
        studentId: String(w.student.id),
        courseId: String(w.course),
        subjectId: String(w.subject),
        hours: '7',
      };
      const url = `/vouchers/new?customerId=${w.customer.id}`;
      const posts = await Promise.all(
        [1, 2, 3].map(() => postForm(app, callers.advisor, url, '/vouchers/new', fields)),
      );
      t.same(
        posts.map((r) => r.statusCode),
        [303, 303, 303],
      );
      t.equal(new Set(posts.map((r) => r.headers.location)).size, 1, 'the same voucher each time');
      t.equal((await app.db('vouchers').where({ customerId: w.customer.id })).length, before + 1, 'one voucher');
      // Back to the saved form, another number of hours, sent again: the form once more saying so, with a new key.
      const changed = await postForm(app, callers.advisor, url, '/vouchers/new', { ...fields, hours: '9' });
      t.equal(changed.statusCode, 422);
      t.match(changed.body, 'Este formulario ya se había guardado con otros datos y no se ha creado otro bono.');
      t.notMatch(changed.body, 'idempotencia', 'not the API jargon');
      t.notMatch(changed.body, `value="${key}"`, 'a new key: saving again is a choice');
      t.match(changed.body, 'value="9"', 'what was typed is kept');
      t.equal((await app.db('vouchers').where({ customerId: w.customer.id })).length, before + 1, 'still one voucher');
    },
  );

  t.test('a customer without students: the link to add one opens the student form with that customer', async (t) => {
    const lonely = await createCustomer(app, { firstName: 'Marta', lastName: 'Sola Vega' });
    const form = await get('advisor', `/vouchers/new?customerId=${lonely.id}`);
    t.equal(form.statusCode, 200);
    t.match(form.body, 'Este cliente no tiene alumnos. Añade primero un alumno al cliente.');
    const href = /<a href="(\/students\/new[^"]*)">Añadir un alumno<\/a>/.exec(form.body)?.[1];
    t.equal(href, `/students/new?customer=${lonely.id}`, 'the parameter the students page reads');
    const student = await get('advisor', href!.replace(/&amp;/g, '&'));
    t.equal(student.statusCode, 200);
    t.match(student.body, `name="customerId" value="${lonely.id}"`, 'the customer already chosen');
    t.match(student.body, 'value="Marta Sola Vega"');
  });

  t.test('renew, email, edit and settle without JavaScript', async (t) => {
    const renewPage = await get('advisor', `/vouchers/${active}/renew`);
    t.match(renewPage.body, 'al precio actual de 20,00');
    const renewed = await postForm(app, callers.advisor, `/vouchers/${active}/renew`, `/vouchers/${active}/renew`, {});
    t.equal(renewed.statusCode, 303);
    t.match(flashOf(renewed).text, `renovación del n.º ${active}`);
    const again = await postForm(app, callers.advisor, `/vouchers/${active}`, `/vouchers/${active}/renew`, {});
    t.equal(again.headers.location, `/vouchers/${active}`);
    t.match(flashOf(again).text, 'Este bono ya se ha renovado');

    const preview = await get('advisor', `/vouchers/${active}/email`);
    t.match(preview.body, 'lucia@correo.test');
    t.match(preview.body, 'Horas restantes: 8 h 30 min');
    // Durations read exactly on every page: a class of 90 minutes is «1 h 30 min», never «1,5 h».
    const detail = (await get('advisor', `/vouchers/${active}`)).body;
    t.match(detail, '1 h 30 min consumidas');
    t.match(detail, '<dd>8 h 30 min</dd>', 'the hours left');
    t.notMatch(detail, /\d,\d+ h\b/, 'no decimal hours');
    const list = (await get('advisor', '/vouchers')).body;
    t.match(list, '8 h 30 min de 10 h');
    const classes = (await get('advisor', '/classes')).body;
    t.match(classes, '1 h 30 min');
    t.notMatch(classes, '90 min');
    const sent = await postForm(app, callers.advisor, `/vouchers/${active}/email`, `/vouchers/${active}/email`, {});
    t.match(flashOf(sent).text, 'bandeja de salida');

    const edit = await get('advisor', `/manage-voucher/${active}`);
    t.match(edit.body, 'ya no se pueden cambiar');
    const fewer = await postForm(app, callers.advisor, `/manage-voucher/${active}`, `/manage-voucher/${active}`, {
      customerId: String(w.customer.id),
      hours: '1',
      teacherId: String(w.teacher.id),
    });
    t.equal(fewer.statusCode, 422);
    t.match(fewer.body, 'El bono ya tiene 1 h 30 min en clases');
    // The hours emptied: refused on their field, the voucher unchanged (it said «guardado» and kept them).
    const emptied = await postForm(app, callers.advisor, `/manage-voucher/${active}`, `/manage-voucher/${active}`, {
      customerId: String(w.customer.id),
      hours: '',
      teacherId: String(w.teacher.id),
      remarks: 'Sin horas',
    });
    t.equal(emptied.statusCode, 422);
    t.match(emptied.body, 'id="f-hours-error">Debes rellenar este campo');
    t.not((await app.db('vouchers').where('id', active).first('remarks')).remarks, 'Sin horas');
    const saved = await postForm(app, callers.advisor, `/manage-voucher/${active}`, `/manage-voucher/${active}`, {
      customerId: String(w.customer.id),
      hours: '12',
      teacherId: '',
      remarks: 'Ampliado',
    });
    t.equal(saved.statusCode, 303);
    t.match(await app.db('vouchers').where('id', active).first('hours', 'teacher_id', 'remarks'), {
      hours: 12,
      teacherId: null,
      remarks: 'Ampliado',
    });

    const confirm = await get('advisor', `/vouchers/settle?ids=${expired}&back=/vouchers/settlements`);
    t.match(confirm.body, '1 bono: 0 h usadas y 10 h perdidas.');
    const refused = await get('advisor', `/vouchers/settle?ids=${active}`);
    t.equal(refused.statusCode, 303);
    t.match(flashOf(refused).text, 'no se puede liquidar');
    const none = await get('advisor', '/vouchers/settle');
    t.match(flashOf(none).text, 'Marca al menos un bono');
    const settled = await postForm(app, callers.advisor, `/vouchers/settle?ids=${expired}`, '/vouchers/settle', {
      ids: [String(expired)],
      back: '/vouchers/settlements',
      remarks: 'Fin de curso',
    });
    t.equal(settled.headers.location, '/vouchers/settlements');
    t.match(flashOf(settled).text, 'Se ha liquidado 1 bono');
    t.match(await get('advisor', `/vouchers/${expired}`), { body: /Liquidado el/ });
    for (const form of [`/manage-voucher/${expired}`, `/vouchers/${expired}/pay`]) {
      const opened = await get('advisor', form);
      t.equal(
        opened.headers.location,
        `/vouchers/${expired}`,
        `${form}: a settled voucher has no form to fill in vain`,
      );
      t.match(flashOf(opened).text, 'El bono está liquidado: ya no se puede cambiar');
    }
    const evil = await postForm(app, callers.advisor, '/vouchers/settlements', '/vouchers/settle', {
      ids: [String(expired)],
      back: 'https://evil.test/',
    });
    t.equal(evil.headers.location, '/vouchers/settlements', 'goes back only inside the vouchers pages');
  });

  t.test('a voucher whose teacher has dropped out says so beside the name; the renew page too', async (t) => {
    const gone = await createTeacher(app, { user: { firstName: 'Tomás', lastName: 'Marchado' } });
    const id = await w.voucher({ teacherId: gone.id });
    const before = await get('advisor', `/vouchers/${id}`);
    t.notMatch(before.body, 'de baja desde');
    await app.db('teachers').where('id', gone.id).update({ dropOutDate: today });
    const page = await get('advisor', `/vouchers/${id}`);
    t.match(page.body, `de baja desde el ${formatDate(today)}: ya no puede dar sus clases`);
    const renew = await get('advisor', `/vouchers/${id}/renew`);
    t.match(renew.body, 'Tomás Marchado ya no está de alta como profesor: la renovación queda sin profesor.');
  });

  t.test('renew from the "por renovar" list, back to the list', async (t) => {
    const ending = await w.voucher({ endDate: addDays(today, 10), remarks: 'acaba pronto' });
    const list = (await get('advisor', '/vouchers/active-non-renewed')).body;
    const href = `/vouchers/${ending}/renew?back=${encodeURIComponent('/vouchers/active-non-renewed')}`;
    t.match(
      list,
      `href="${href.replace(/&/g, '&amp;')}"`,
      'each row links to its renew dialog (its page without JavaScript)',
    );
    t.match(list, 'data-island="PageDialog"', "the dialog's content is fetched when it opens");
    t.notMatch(list, 'Crear la renovación', 'so the list carries no dialog content');
    const headers = [
      ...(/<thead>([\s\S]*?)<\/thead>/.exec(list)?.[1] ?? '').matchAll(/<th [^>]*>(?:<a [^>]*>)?([^<]+)/g),
    ].map((m) => m[1]);
    t.same(
      [headers[0], headers[1], headers.at(-1)],
      ['N.º', 'Alumno', 'Acciones'],
      'the student next to the number, the actions last (as on every list)',
    );
    const page = await get('advisor', href);
    t.match(page.body, 'name="back" value="/vouchers/active-non-renewed"');
    t.match(page.body, 'href="/vouchers/active-non-renewed"', 'cancel goes back to the list');
    const renewed = await postForm(app, callers.advisor, href, `/vouchers/${ending}/renew`, {
      back: '/vouchers/active-non-renewed',
    });
    t.equal(renewed.headers.location, '/vouchers/active-non-renewed');
    t.match(flashOf(renewed).text, `renovación del n.º ${ending}`);
    t.notMatch(
      (await get('advisor', '/vouchers/active-non-renewed')).body,
      `/vouchers/${ending}/renew`,
      'off the list',
    );
    const other = await w.voucher({ endDate: addDays(today, 5) });
    const evil = await postForm(app, callers.advisor, `/vouchers/${other}/renew`, `/vouchers/${other}/renew`, {
      back: 'https://evil.test/',
    });
    t.match(evil.headers.location, /^\/vouchers\/\d+$/, 'a back outside the vouchers pages goes to the new voucher');
  });
});
