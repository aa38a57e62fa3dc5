import t, { type Test } from 'tap';
import { createClient } from 'graphql-ws';
import type { FastifyInstance } from 'fastify';
import { callerAs, postForm, setupApp, type Caller, flashOf } from '../../test/helpers/app';
import type { Actor } from '../../src/lib/policy';
import { todayInMadrid } from '../../src/lib/intl';
import { addDays } from '../../src/lib/days';
import { vouchersWorld } from './vouchers.testkit';

type WsConstructor = new (
  url: string,
  protocols: string | string[],
  options: { headers: Record<string, string> },
) => object;
const { default: NodeWebSocket } = (await import('ws' as string)) as { default: WsConstructor };

function clientFor(app: FastifyInstance, caller: Caller) {
  const { port } = app.server.address() as { port: number };
  return createClient({
    url: `ws://127.0.0.1:${port}/api/graphql`,
    webSocketImpl: class extends NodeWebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers: caller.headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

function first(client: ReturnType<typeof createClient>, ms = 3000): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    const stop = client.subscribe(
      { query: 'subscription { teacherInterestAdded { customerInterestId teacherInterestId } }' },
      {
        next: (value) => {
          clearTimeout(timer);
          stop();
          resolve(value);
        },
        error: (err) => {
          clearTimeout(timer);
          resolve({ error: err instanceof Error ? err.message : ((err as { code?: number }).code ?? err) });
        },
        complete: () => undefined,
      },
    );
  });
}

t.test('the lead pipeline with forms only (no JavaScript)', async (t) => {
  const app = await setupApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const w = await vouchersWorld(app);
  // Madrid is there already: the fiscal issuer's municipality (test/helpers/invoices.ts, filled by vouchersWorld).
  const municipality = await app.db('municipalities').where({ code: '28079' }).first('id');
  const [district] = await app
    .db('districts')
    .insert({ name: 'Chamberí', municipalityId: municipality.id })
    .returning('id');
  const advisor = await callerAs(app, 'advisor');
  const teacherCaller = await callerAs(app, 'teacher');
  const teacher = (await app.services.auth.resolve(teacherCaller.cookie.split('=')[1])) as Actor;
  await app.db('teachers').insert({ id: teacher.id, nif: '00000000T', startDate: '2025-09-01' });
  await app.db('teacher_subjects').insert({ teacherId: teacher.id, subjectId: w.subject, levelId: w.level });
  await app.db('teacher_districts').insert({ teacherId: teacher.id, districtId: district.id });
  const start = addDays(todayInMadrid(), 5);

  const form = (overrides: Record<string, string | string[]> = {}) => ({
    family: 'new',
    'newCustomer.firstName': 'Rosa',
    'newCustomer.lastName': 'Vidal Pons',
    'newCustomer.phone': '611222333',
    'newCustomer.email': 'rosa.vidal@correo.test',
    'newCustomer.source': 'referee',
    'newStudent.firstName': 'Leo',
    'newStudent.lastName': '',
    'newStudent.birthDate': '',
    studentId: '',
    studentName: '',
    customerId: '',
    customerName: '',
    subjectId: [String(w.subject), '', ''],
    courseId: [String(w.course), '', ''],
    hoursPerWeek: '1,5',
    startDate: start,
    districtId: '',
    districtName: 'chamberi',
    weekday: ['1', '3', ''],
    start: ['17:00', '17:00', ''],
    end: ['18:30', '18:00', ''],
    status: 'pending_interview',
    visibility: 'everyone',
    advisorId: '',
    teacherRemarks: 'Prefiere por la tarde',
    remarks: 'Llamó el lunes',
    ...overrides,
  });
  /** A lead saved with the form (its fields changed by `overrides`): its id. */
  const newLead = async (t: Test, overrides: Record<string, string>) => {
    const created = await postForm(app, advisor, '/customer-interests/new', '/customer-interests/new', form(overrides));
    t.equal(created.statusCode, 303, 'the lead is saved');
    return Number(/\/customer-interests\/(\d+)/.exec(String(created.headers.location))?.[1]);
  };
  /** The teacher's application to the lead, sent with the form: the address of their application. */
  const applyTo = async (t: Test, id: number, fields: Record<string, string> = {}) => {
    const url = `/teacher-interests/new?customerInterest=${id}`;
    const applied = await postForm(app, teacherCaller, url, '/teacher-interests/new', {
      customerInterestId: String(id),
      ...fields,
    });
    t.equal(applied.statusCode, 303, 'the application is sent');
    return String(applied.headers.location);
  };

  t.test('a form with mistakes comes back with every typed value and its messages', async (t) => {
    const res = await postForm(
      app,
      advisor,
      '/customer-interests/new',
      '/customer-interests/new',
      form({
        hoursPerWeek: '0',
        'newCustomer.email': 'rosa@',
        weekday: ['1', '1', ''],
        start: ['17:00', '18:00', ''],
        end: ['19:00', '20:00', ''],
      }),
    );
    t.equal(res.statusCode, 422);
    for (const typed of [
      'Rosa',
      'Vidal Pons',
      '611222333',
      'rosa@',
      'Leo',
      'chamberi',
      'Prefiere por la tarde',
      'Llamó el lunes',
      '18:00',
      '20:00',
    ])
      t.match(res.body, typed, `keeps ${typed}`);
    t.match(res.body, 'El campo debe ser un número positivo');
    t.match(res.body, 'El email no tiene un formato válido');
    t.match(res.body, /value="referee" selected|<option value="referee" selected/);
    // The summary names the slot row and reaches it; the rows' selects each have their own id.
    const summary = /<div class="form-errors"[\s\S]*?<\/ul>/.exec(res.body)?.[0] ?? '';
    t.match(summary, /<a href="#f-slots\.1">Franja 2: [^<]*solap/i);
    // A slot's own control keeps its message, under the row it is shown as (the blank rows left out).
    const badTime = await postForm(
      app,
      advisor,
      '/customer-interests/new',
      '/customer-interests/new',
      form({ weekday: ['', '2'], start: ['', '25:00'], end: ['', '19:00'] }),
    );
    t.equal(badTime.statusCode, 422);
    t.match(badTime.body, /<a href="#f-slots\.0\.start">Franja 1 · Desde: Escribe la hora como 17:30/);
    const links = [...summary.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    t.same(
      links.filter((id) => !res.body.includes(`id="${id}"`)),
      [],
      'every link of the summary has its field',
    );
    const ids = [...res.body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    t.same([...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))], [], 'no id twice on the page');
    t.match(res.body, '<label class="field-label" for="f-interests.1">Asignatura 2');
    const unnamed = await postForm(app, advisor, '/customer-interests/new', '/customer-interests/new', {
      family: 'new',
    });
    const unnamedSummary = /<div class="form-errors"[\s\S]*?<\/ul>/.exec(unnamed.body)?.[0] ?? '';
    t.notMatch(unnamedSummary, /">Debes rellenar este campo</, 'every entry says which field');
    t.match(unnamedSummary, /Datos del alumno · Nombre: Debes rellenar este campo/);
    t.same(
      [...unnamedSummary.matchAll(/href="#([^"]+)"/g)]
        .map((m) => m[1])
        .filter((id) => !unnamed.body.includes(`id="${id}"`)),
      [],
      'and reaches it',
    );
    t.equal(
      Number((await app.db('customers').where('email', 'like', 'rosa%').count({ n: '*' }).first())?.n),
      0,
      'nothing written',
    );
  });

  t.test(
    'the new-lead form sent twice (a double click, back and send again) makes one lead and one family',
    async (t) => {
      const page = await app.inject({ url: '/customer-interests/new', headers: advisor.headers });
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      t.ok(key, 'the form carries its key');
      const fields = form({ 'newCustomer.firstName': 'Dobleclic', idempotencyKey: key });
      const [a, b] = await Promise.all([
        postForm(app, advisor, '/customer-interests/new', '/customer-interests/new', fields),
        postForm(app, advisor, '/customer-interests/new', '/customer-interests/new', fields),
      ]);
      t.equal(a.statusCode, 303);
      t.equal(b.statusCode, 303);
      t.equal(a.headers.location, b.headers.location, 'both land on the same lead');
      const customers = await app.db('customers').where('first_name', 'Dobleclic').pluck('id');
      t.equal(customers.length, 1, 'one family');
      t.equal(
        Number((await app.db('customer_interests').whereIn('customer_id', customers).count({ n: '*' }).first())?.n),
        1,
        'one lead',
      );
      // Back to the saved form, changed and sent again: the form once more saying so, with a new key; nothing written.
      const changed = await postForm(
        app,
        advisor,
        '/customer-interests/new',
        '/customer-interests/new',
        form({ 'newCustomer.firstName': 'Dobleclic', remarks: 'Otra cosa', idempotencyKey: key }),
      );
      t.equal(changed.statusCode, 422);
      t.match(changed.body, 'Este formulario ya se había guardado con otros datos');
      t.notMatch(changed.body, 'idempotencia');
      t.notMatch(
        changed.body,
        'href="#f-idempotencyKey"',
        'said at the top of the form, not as a field nobody can reach',
      );
      t.notMatch(changed.body, `value="${key}"`, 'a new key');
      t.equal((await app.db('customers').where('first_name', 'Dobleclic').pluck('id')).length, 1);
    },
  );

  let leadId = 0;
  t.test('a new family and its lead in one form; the lead page; the list and its CSV', async (t) => {
    const res = await postForm(app, advisor, '/customer-interests/new', '/customer-interests/new', form());
    t.equal(res.statusCode, 303, res.body.slice(0, 300));
    leadId = Number(/\/customer-interests\/(\d+)/.exec(String(res.headers.location))?.[1]);
    const lead = await app.db('customer_interests').where('id', leadId).first();
    t.equal(lead.districtId, district.id, 'the district typed without JavaScript');
    t.equal(Number(lead.hoursPerWeek), 1.5);
    const customer = await app.db('customers').where('id', lead.customerId).first();
    t.equal(customer.phone, '611222333');
    t.equal(customer.districtId, district.id);
    const page = await app.inject({ url: `/customer-interests/${leadId}`, headers: advisor.headers });
    t.equal(page.statusCode, 200);
    t.match(page.body, 'Leo Vidal Pons');
    t.match(page.body, 'Lunes');
    t.match(page.body, 'Imparte Matemáticas en 2º ESO · Prefiere Chamberí');
    const list = await app.inject({ url: '/customer-interests?q=Vidal', headers: advisor.headers });
    t.match(list.body, 'Leo Vidal Pons');
    t.match(list.body, /Abiertos <!-- -->?<\/span> <strong>1<\/strong>|Abiertos/);
    const csv = await app.inject({ url: '/customer-interests/export.csv?q=Vidal', headers: advisor.headers });
    t.match(csv.body, 'Leo Vidal Pons');
    t.match(String(csv.headers['content-type']), 'text/csv');
    // A download refuses what it does not understand (the list ignores it): never every lead.
    for (const [query, message] of [
      ['status=foo', 'El filtro «Estado» no admite «foo»'],
      ['course=abc', 'El filtro «Curso» no admite «abc»'],
      ['untouched=si', 'El filtro «Sin tocar» no admite «si»'],
      ['q=Vidal&q=Pons', 'El filtro «Buscar» va más de una vez («Vidal», «Pons»)'],
    ]) {
      const refused = await app.inject({ url: `/customer-interests/export.csv?${query}`, headers: advisor.headers });
      t.equal(refused.statusCode, 422, query);
      t.equal(refused.headers['content-disposition'], undefined, `${query}: no file`);
      t.match(refused.body, message, `${query}: the filter and the value`);
    }
    const all = await app.inject({
      url: '/customer-interests/export.csv?status=all&advisor=none',
      headers: advisor.headers,
    });
    t.equal(all.statusCode, 200, 'what it knows');
    // The lead's student (and its family) cannot be deleted: said on the student's page, not a 500.
    const removal = `/students/${lead.studentId}/delete`;
    const studentPage = await app.inject({ url: `/students/${lead.studentId}`, headers: advisor.headers });
    t.match(studentPage.body, 'No se puede eliminar el alumno porque tiene intereses (1).', 'said before anyone asks');
    const refused = await postForm(app, advisor, `/students/${lead.studentId}`, removal, {});
    t.equal(refused.statusCode, 303, refused.body.slice(0, 300));
    t.equal(refused.headers.location, `/students/${lead.studentId}`);
    const flash = flashOf(refused).text;
    t.match(flash, 'No se puede eliminar el alumno porque tiene intereses (1).');
    t.ok(await app.db('students').where('id', lead.studentId).first(), 'the student is kept');
  });

  t.test('the teacher applies with the form; the advisor sees it live, accepts without JavaScript', async (t) => {
    const staffClient = clientFor(app, advisor);
    const live = first(staffClient);
    await new Promise((r) => setTimeout(r, 300));
    const search = await app.inject({ url: '/teacher-customer-interest-search', headers: teacherCaller.headers });
    t.match(search.body, 'Leo · Matemáticas · 2º ESO');
    t.notMatch(search.body, 'Vidal');
    // The create page's lead is optional (specification §2): without one, the search to choose it from.
    for (const url of ['/teacher-interests/new', '/teacher-interests/new?customerInterest=']) {
      const bare = await app.inject({ url, headers: teacherCaller.headers });
      t.equal(bare.statusCode, 302, `${url}: not a 404`);
      t.equal(bare.headers.location, '/teacher-customer-interest-search', `${url}: the search, to choose a lead`);
    }
    const notALead = await app.inject({
      url: '/teacher-interests/new?customerInterest=abc',
      headers: teacherCaller.headers,
    });
    t.equal(notALead.statusCode, 404, 'an id that is no lead is still not found');
    const applied = await postForm(
      app,
      teacherCaller,
      `/teacher-interests/new?customerInterest=${leadId}`,
      '/teacher-interests/new',
      { customerInterestId: String(leadId), remarks: 'Tengo los lunes libres' },
    );
    t.equal(applied.statusCode, 303);
    const event = (await live) as { data: { teacherInterestAdded: { customerInterestId: number } } };
    t.equal(event.data?.teacherInterestAdded.customerInterestId, leadId, 'the lead page hears of it');
    await staffClient.dispose();
    const again = await postForm(app, teacherCaller, '/teacher-customer-interest-search', '/teacher-interests/new', {
      customerInterestId: String(leadId),
    });
    t.equal(again.statusCode, 303, 'applying twice goes back with the reason');
    // To the application already sent (a double click's second post lands where the first did), not the search.
    t.equal(again.headers.location, applied.headers.location, 'to the application sent');
    t.match(flashOf(again).text, 'Ya has enviado una solicitud para este estudiante');

    const acceptPage = await app.inject({ url: `/customer-interests/${leadId}/accept`, headers: advisor.headers });
    t.equal(acceptPage.statusCode, 200);
    t.match(acceptPage.body, /Matemáticas · 2º ESO — 20,00\s€ por hora/, 'the price, shown, not typed');
    // The application chosen, the teacher's empty choice does not read «Sin profesor por ahora»: the voucher gets the applicant.
    t.notMatch(acceptPage.body, 'Sin profesor por ahora');
    t.match(acceptPage.body, 'El de la solicitud elegida; sin solicitud, ninguno');
    const application = await app.db('teacher_interests').where({ customerInterestId: leadId }).first('id');
    const interest = await app.db('interests').where({ customerInterestId: leadId }).first('id');
    const bad = await postForm(
      app,
      advisor,
      `/customer-interests/${leadId}/accept`,
      `/customer-interests/${leadId}/accept`,
      {
        teacherInterestId: String(application.id),
        teacherId: '',
        interestId: String(interest.id),
        hours: '',
        startDate: start,
      },
    );
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'Debes rellenar este campo');
    const accepted = await postForm(
      app,
      advisor,
      `/customer-interests/${leadId}/accept`,
      `/customer-interests/${leadId}/accept`,
      {
        teacherInterestId: String(application.id),
        teacherId: '',
        interestId: String(interest.id),
        hours: '6',
        startDate: start,
      },
    );
    t.equal(accepted.statusCode, 303);
    const voucherId = Number(/\/vouchers\/(\d+)/.exec(String(accepted.headers.location))?.[1]);
    const voucher = await app.db('vouchers').where('id', voucherId).first();
    t.equal(voucher.amountCents, 12000, '6 h at 20 €');
    t.equal(voucher.teacherId, teacher.id);
    // The voucher links back to the lead it came from (its remarks only named it).
    const voucherPage = await app.inject({ url: `/vouchers/${voucherId}`, headers: advisor.headers });
    t.match(voucherPage.body, `<a href="/customer-interests/${leadId}">Interés n.º ${leadId} (aceptado)</a>`);
    // A second post (a page left open, or resent): its form is the lead page's dialog, the accept page now goes back there.
    const twice = await postForm(
      app,
      advisor,
      `/customer-interests/${leadId}`,
      `/customer-interests/${leadId}/accept`,
      { interestId: String(interest.id), hours: '6' },
    );
    t.equal(twice.statusCode, 303);
    t.equal(twice.headers.location, `/customer-interests/${leadId}`, 'refused, back to the lead with the reason');
    // The lead names its voucher once, under «Aceptado» (it said «Aceptado: bono n.º …» there).
    const leadPage = await app.inject({ url: `/customer-interests/${leadId}`, headers: advisor.headers });
    t.match(leadPage.body, `<dt>Aceptado</dt><dd><a href="/vouchers/${voucherId}">Bono n.º ${voucherId}</a></dd>`);
    t.notMatch(leadPage.body, 'Aceptado: bono');
    // Accepted, it has left the teachers' search: the page and the list no longer call it published.
    t.notMatch(leadPage.body, 'Publicado para los profesores');
    t.match(leadPage.body, 'Ya no se publica: los profesores solo ven los intereses abiertos');
    const list = await app.inject({ url: '/customer-interests?status=accepted', headers: advisor.headers });
    t.match(list.body, 'Ya no se publica');
    t.notMatch(list.body, '>Publicado<');
    const csv = await app.inject({ url: '/customer-interests/export.csv?status=accepted', headers: advisor.headers });
    t.match(csv.body, ';Ya no se publica: los profesores solo ven los intereses abiertos;', 'the CSV says as the page');
    t.notMatch(csv.body, 'Publicado para los profesores');
    // Opened by its address once accepted: no form to fill in vain, the lead and the reason.
    const reopened = await app.inject({ url: `/customer-interests/${leadId}/accept`, headers: advisor.headers });
    t.equal(reopened.statusCode, 303);
    t.equal(reopened.headers.location, `/customer-interests/${leadId}`);
    const reason = flashOf(reopened).text;
    t.match(reason, `Este interés ya se ha aceptado: se creó el bono n.º ${voucherId}.`);
    const mine = await app.inject({ url: `/teacher-interests/${application.id}`, headers: teacherCaller.headers });
    t.match(mine.body, 'Aceptada');
    t.notMatch(mine.body, 'Retirar solicitud');
    // Decided, it no longer reads as waiting for an interview (the application's status stays as sent).
    t.notMatch(mine.body, 'Pendiente de entrevista');
    const myList = await app.inject({ url: '/teacher-interests', headers: teacherCaller.headers });
    t.match(myList.body, 'Aceptada');
    t.notMatch(myList.body, 'Pendiente de entrevista');
  });

  t.test('a teacher who withdrew an application sends it again from the pages', async (t) => {
    const id = await newLead(t, { 'newCustomer.firstName': 'Clara', 'newCustomer.email': 'clara@correo.test' });
    const mine = await applyTo(t, id, { remarks: 'Puedo los lunes' });
    const withdrawn = await postForm(app, teacherCaller, mine, `${mine}/withdraw`, {});
    t.equal(withdrawn.statusCode, 303);
    const page = await app.inject({ url: mine, headers: teacherCaller.headers });
    t.match(page.body, 'Retirada');
    t.match(page.body, `href="/teacher-interests/new?customerInterest=${id}"`, 'a way to send it again');
    t.match(page.body, 'Volver a enviar la solicitud');
    const form2 = await app.inject({
      url: `/teacher-interests/new?customerInterest=${id}`,
      headers: teacherCaller.headers,
    });
    t.equal(form2.statusCode, 200, 'the form, not the withdrawn application again');
    const again = await postForm(
      app,
      teacherCaller,
      `/teacher-interests/new?customerInterest=${id}`,
      '/teacher-interests/new',
      { customerInterestId: String(id), remarks: 'Al final sí puedo' },
    );
    t.equal(again.statusCode, 303);
    t.equal(again.headers.location, mine, 'the same application, sent again');
    const row = await app
      .db('teacher_interests')
      .where('id', Number(mine.split('/').pop()))
      .first();
    t.equal(row.withdrawnDate, null);
    t.equal(row.remarks, 'Al final sí puedo');
    const undecided = await app.inject({ url: mine, headers: teacherCaller.headers });
    t.match(undecided.body, 'Retirar solicitud');
    t.notMatch(undecided.body, 'Volver a enviar la solicitud');
  });

  t.test('an application to a lead that went lost no longer reads «Sin decidir» in the teacher list', async (t) => {
    const id = await newLead(t, { 'newCustomer.firstName': 'Dora', 'newCustomer.email': 'dora@correo.test' });
    const mine = await applyTo(t, id);
    // The list's row of this application (its cells either side of the link).
    const rowOf = async () => {
      const [head, tail] = (await app.inject({ url: '/teacher-interests', headers: teacherCaller.headers })).body.split(
        `href="${mine}"`,
      );
      return head.slice(head.lastIndexOf('<tr')) + tail.split('</tr>')[0];
    };
    t.match(await rowOf(), 'Sin decidir', 'waiting while the lead is open');
    await app.db('customer_interests').where('id', id).update({ status: 'lost' });
    const row = await rowOf();
    t.notMatch(row, 'Sin decidir');
    t.notMatch(row, 'Pendiente de entrevista');
    t.match(row, 'Ya no busca profesor');
  });

  t.test('a lead closed while the teacher writes the application: the search says why, not a 404', async (t) => {
    const id = await newLead(t, { 'newCustomer.firstName': 'Elsa', 'newCustomer.email': 'elsa@correo.test' });
    const url = `/teacher-interests/new?customerInterest=${id}`;
    t.equal((await app.inject({ url, headers: teacherCaller.headers })).statusCode, 200, 'the form opens');
    // Meanwhile the lead is lost (or hidden, or accepted): the form is sent after.
    await app.db('customer_interests').where('id', id).update({ status: 'lost' });
    const sent = await postForm(app, teacherCaller, '/teacher-customer-interest-search', '/teacher-interests/new', {
      customerInterestId: String(id),
      remarks: 'Tengo los martes libres',
    });
    t.equal(sent.statusCode, 303);
    t.equal(sent.headers.location, '/teacher-customer-interest-search');
    const reason = flashOf(sent).text;
    t.match(reason, 'Este estudiante ya no busca profesor');
    t.strictSame(await app.db('teacher_interests').where('customerInterestId', id).select('id'), [], 'no application');
  });

  t.test(
    'an application refused for its remarks comes back as the form, with the lead and what was typed',
    async (t) => {
      const id = await newLead(t, { 'newCustomer.firstName': 'Irene', 'newCustomer.email': 'irene@correo.test' });
      const long = `Tengo experiencia ${'x'.repeat(1000)}`;
      const sent = await postForm(
        app,
        teacherCaller,
        `/teacher-interests/new?customerInterest=${id}`,
        '/teacher-interests/new',
        {
          customerInterestId: String(id),
          remarks: long,
        },
      );
      t.equal(sent.statusCode, 422);
      t.match(sent.body, 'Leo · Matemáticas · 2º ESO', 'the lead, as the form showed it');
      t.match(sent.body, long, 'what was typed');
      t.strictSame(
        await app.db('teacher_interests').where('customerInterestId', id).select('id'),
        [],
        'no application',
      );
    },
  );

  t.test('a lost lead offers no accept form at its address', async (t) => {
    const lostId = await newLead(t, {
      status: 'lost',
      'newCustomer.firstName': 'Berta',
      'newCustomer.email': 'berta@correo.test',
    });
    const page = await app.inject({ url: `/customer-interests/${lostId}/accept`, headers: advisor.headers });
    t.equal(page.statusCode, 303);
    t.equal(page.headers.location, `/customer-interests/${lostId}`);
    const reason = flashOf(page).text;
    t.match(reason, 'No se puede aceptar un interés «Perdido»: cambia antes su estado');
  });
});
