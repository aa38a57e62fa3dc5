import t from 'tap';
import { callerAs, gql, loginAs, postForm, setupApp } from './helpers/app';
import { todayInMadrid } from '../src/lib/intl';
import { vouchersWorld } from '../modules/vouchers/vouchers.testkit';
import { classTime } from './factories/vouchers';
import { nifFor } from '../seeds/people';

/**
 * Without JavaScript, back to a create form reloads it with a fresh key and the browser puts the
 * typed fields back: «Crear» again would be a second record. So a create form's new key with the
 * data the same user saved a moment ago is refused with a notice, and the form shown again
 * confirms it: sent once more, the second record is made on purpose.
 */

const onPostgres = process.env.DATABASE_URL ? false : 'concurrency needs PostgreSQL (DATABASE_URL)';
const savedLinkIn = (html: string) => /<p class="form-errors"[^>]*>.*?(<a [^>]*>[^<]*<\/a>)<\/p>/s.exec(html)?.[1];
const keyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
const confirmationIn = (html: string) => /name="repeatConfirmed" value="([^"]+)"/.exec(html)?.[1];
let serial = 0;
const newKey = () => `repetido-${process.pid}-${++serial}`;

t.test('a create form sent again with a new key and the same data', async (t) => {
  const app = await setupApp(t);
  const advisor = await callerAs(app, 'advisor');
  const admin = await callerAs(app, 'admin');
  const count = async (table: string, where: Record<string, unknown>) =>
    Number((await app.db(table).where(where).count({ n: '*' }).first())?.n);

  t.test('customers: the notice, the confirmation, the window, other data, the same key, GraphQL', async (t) => {
    const form = (firstName: string) => ({
      firstName,
      lastName: 'Sin Javascript',
      isCompany: 'false',
      phone: '600 333 444',
      source: 'webform',
      invoiceSameAsPersonal: ['false', 'true'],
    });
    const send = (fields: Record<string, string | string[]>, key: string, extra: Record<string, string> = {}) =>
      postForm(app, advisor, '/customers/new', '/customers/new', { ...fields, idempotencyKey: key, ...extra });
    const customers = () => count('customers', { firstName: 'Repetida' });

    const firstKey = newKey();
    const first = await send(form('Repetida'), firstKey);
    t.equal(first.statusCode, 303);
    t.equal(await customers(), 1);

    // Back without JavaScript: a fresh key, the same fields, «Crear».
    const key = newKey();
    const repeated = await send(form('Repetida'), key);
    t.equal(repeated.statusCode, 422, 'the form again');
    t.match(
      repeated.body,
      'Acabas de crear un cliente con estos mismos datos, así que no se ha creado otro. Si de verdad quieres otro cliente igual, pulsa «Crear» otra vez.',
    );
    t.notMatch(repeated.body, 'idempotencia', 'not the API jargon');
    t.notMatch(repeated.body, 'href="#f-repeatConfirmed"', 'said at the top of the form, not as a field');
    t.match(repeated.body, 'value="Repetida"', 'what was typed is kept');
    t.equal(keyIn(repeated.body), key, 'the same key, still free');
    t.equal(confirmationIn(repeated.body), key, 'confirming that key');
    t.equal(await customers(), 1, 'nothing saved');
    t.equal(
      savedLinkIn(repeated.body),
      `<a href="${first.headers.location}">Ver el cliente creado</a>`,
      'a link to the customer saved',
    );

    // A confirmation of another key is no confirmation (the notice cannot be replayed blindly).
    const stale = await send(form('Repetida'), newKey(), { repeatConfirmed: key });
    t.equal(stale.statusCode, 422);
    t.equal(await customers(), 1);

    // «Crear» on the form shown again: the second customer, on purpose.
    const confirmed = await send(form('Repetida'), key, { repeatConfirmed: key });
    t.equal(confirmed.statusCode, 303);
    t.equal(await customers(), 2, 'a second customer');
    t.not(confirmed.headers.location, first.headers.location);
    // That post sent again (a double click) lands on the second one, as any key does.
    const replay = await send(form('Repetida'), key, { repeatConfirmed: key });
    t.equal(replay.headers.location, confirmed.headers.location);
    t.equal(await customers(), 2);

    // The first key sent again: its customer, as before.
    t.equal((await send(form('Repetida'), firstKey)).headers.location, first.headers.location);
    t.equal(await customers(), 2);

    // Other data under a new key: saved.
    const other = await send(form('Otrapersona'), newKey());
    t.equal(other.statusCode, 303);
    t.equal(await count('customers', { firstName: 'Otrapersona' }), 1);

    // Another user typing the same: saved (the rule is per user).
    const byAdmin = await postForm(app, admin, '/customers/new', '/customers/new', {
      ...form('Repetida'),
      idempotencyKey: newKey(),
    });
    t.equal(byAdmin.statusCode, 303);
    t.equal(await customers(), 3);

    // Past the ten minutes: saved.
    await app
      .db('idempotency_keys')
      .where({ action: 'customers.create' })
      .update({ createdDate: app.db.raw(`now() - interval '11 minutes'`) });
    const later = await send(form('Repetida'), newKey());
    t.equal(later.statusCode, 303);
    t.equal(await customers(), 4);

    // GraphQL clients send their keys on purpose: two keys, two customers.
    const create = (key: string) =>
      gql(
        app,
        advisor,
        `mutation { createCustomer(input: { firstName: "Apirepetida", lastName: "Dos" }, idempotencyKey: "${key}") { id } }`,
      );
    const a = await create(newKey());
    const b = await create(newKey());
    t.notOk(a.body.errors ?? b.body.errors);
    t.equal(await count('customers', { firstName: 'Apirepetida' }), 2);
  });

  t.test('the same key sent again replays its customer, as before', async (t) => {
    const key = newKey();
    const fields = { firstName: 'Mismaclave', lastName: 'Uno', source: 'other', idempotencyKey: key };
    const first = await postForm(app, advisor, '/customers/new', '/customers/new', fields);
    const again = await postForm(app, advisor, '/customers/new', '/customers/new', fields);
    t.strictSame([first.statusCode, again.statusCode], [303, 303]);
    t.equal(again.headers.location, first.headers.location);
    t.equal(await count('customers', { firstName: 'Mismaclave' }), 1);
  });

  t.test('two posts at once with two keys and the same data make one customer', { skip: onPostgres }, async (t) => {
    const fields = { firstName: 'Alavez', lastName: 'Dos Claves', source: 'other' };
    const posts = await Promise.all(
      [newKey(), newKey(), newKey()].map((key) =>
        postForm(app, advisor, '/customers/new', '/customers/new', { ...fields, idempotencyKey: key }),
      ),
    );
    t.strictSame(posts.map((p) => p.statusCode).sort(), [303, 422, 422], 'one saved, the others told');
    t.equal(await count('customers', { firstName: 'Alavez' }), 1);
  });

  t.test('every create form: refused with its notice, then saved once confirmed', async (t) => {
    const w = await vouchersWorld(app);
    const family = w.customer;
    const seriesA = (await app.db('invoice_series').where('code', 'A').first('id')).id;
    const taxed = (await app.db('vat_types').where('tax_code', 'S1').first('id')).id;
    const voucherId = await w.voucher({ hours: 20 });
    const teacher = await loginAs(app, 'teacher');
    await app.db('teachers').insert({ id: teacher.user.id, nif: nifFor(47_111_222), startDate: '2025-09-01' });
    const theirs = await w.voucher({ hours: 20, teacherId: teacher.user.id });
    const forms: {
      url: string;
      table: string;
      body: Record<string, string | string[]>;
      notice: string;
      /** The notice's link to what was saved: its words and its page, the saved id after it. */
      link: { text: string; path: string };
      /** A second one cannot be made (the email is unique): told, not invited. */
      unique?: boolean;
    }[] = [
      {
        url: '/students/new',
        link: { text: 'Ver el alumno creado', path: '/students/' },
        table: 'students',
        body: {
          customerId: String(family.id),
          customerName: 'Lucía Gómez Ruiz',
          firstName: 'Alumnarepetida',
          lastName: '',
        },
        notice: 'Acabas de crear un alumno con estos mismos datos',
      },
      {
        url: '/teachers/new',
        link: { text: 'Ver el profesor creado', path: '/teachers/' },
        table: 'teachers',
        body: {
          firstName: 'Profesora',
          lastName: 'Repetida',
          email: 'profesora.repetida@academia.test',
          hasTeachingDegree: ['false', 'true'],
          password: 'segura-2026',
          passwordRepeat: 'segura-2026',
        },
        notice: 'Acabas de crear este profesor con estos mismos datos',
        unique: true,
      },
      {
        url: '/advisors/new',
        link: { text: 'Ver la cuenta creada', path: '/advisors/' },
        table: 'users',
        body: {
          firstName: 'Asesora',
          lastName: 'Repetida',
          email: 'asesora.repetida@academia.test',
          password: 'segura-2026',
          passwordRepeat: 'segura-2026',
        },
        notice: 'Acabas de crear esta cuenta con estos mismos datos',
        unique: true,
      },
      {
        url: '/vouchers/new',
        link: { text: 'Ver el bono creado', path: '/vouchers/' },
        table: 'vouchers',
        body: {
          customerId: String(family.id),
          studentId: String(w.student.id),
          courseId: String(w.course),
          subjectId: String(w.subject),
          hours: '7',
          teacherId: '',
        },
        notice: 'Acabas de crear un bono con estos mismos datos',
      },
      {
        url: '/classes/new',
        link: { text: 'Ver la clase creada', path: '/classes/' },
        table: 'classes',
        body: { voucherId: String(voucherId), date: classTime(5, '10:00'), duration: '60' },
        notice: 'Acabas de crear una clase con estos mismos datos',
      },
      {
        url: '/classes/teacher-class',
        link: { text: 'Ver la clase creada', path: '/classes/' },
        table: 'classes',
        body: {
          voucherId: String(voucherId),
          date: classTime(6, '12:00'),
          duration: '60',
          teacherId: String(w.teacher.id),
        },
        notice: 'Acabas de crear una clase con estos mismos datos',
        // Confirmed, the teacher is busy then: the clash refuses it, as for any class at that time.
        unique: true,
      },
      {
        url: '/customer-interests/new',
        link: { text: 'Ver el interés creado', path: '/customer-interests/' },
        table: 'customer_interests',
        body: {
          family: 'existing',
          studentId: String(w.student.id),
          studentName: '',
          subjectId: [String(w.subject), ''],
          courseId: [String(w.course), ''],
          hoursPerWeek: '2',
          startDate: todayInMadrid(),
          weekday: ['2', ''],
          start: ['17:00', ''],
          end: ['18:00', ''],
          status: 'pending_interview',
          visibility: 'everyone',
          remarks: 'interés repetido',
        },
        notice: 'Acabas de crear un interés con estos mismos datos',
      },
      {
        url: '/claim-class',
        link: { text: 'Ver la clase registrada', path: '/claim-class/' },
        table: 'classes',
        body: { voucherId: String(theirs), date: classTime(-2, '10:00'), duration: '60' },
        notice: 'Acabas de registrar una clase con estos mismos datos, así que no se ha registrado otra.',
        // Confirmed, the teacher had a class then already: the clash refuses it.
        unique: true,
      },
      {
        url: '/invoices/new',
        link: { text: 'Ver la factura emitida', path: '/invoices/' },
        table: 'invoices',
        body: {
          customerId: String(family.id),
          customerName: 'Lucía Gómez Ruiz',
          seriesId: String(seriesA),
          vatTypeId: String(taxed),
          date: todayInMadrid(),
          paymentMethod: 'wire',
          paid: ['false', 'true'],
          concept: ['Libro repetido', ''],
          quantity: ['1', '1'],
          unitPrice: ['15', ''],
          intent: 'issue',
        },
        notice: 'Acabas de emitir una factura con estos mismos datos, así que no se ha emitido otra.',
      },
    ];
    for (const { url, table, body, notice, link, unique } of forms) {
      const caller = url === '/advisors/new' ? admin : url === '/claim-class' ? teacher.caller : advisor;
      const send = (key: string, extra: Record<string, string> = {}) =>
        postForm(app, caller, url, url, { ...body, idempotencyKey: key, ...extra });
      const before = await count(table, {});
      const first = await send(newKey());
      t.equal(first.statusCode, 303, `${url}: saved`);
      const key = newKey();
      const repeated = await send(key);
      t.equal(repeated.statusCode, 422, `${url}: the form again`);
      t.match(repeated.body, notice, `${url}: says why`);
      t.equal(confirmationIn(repeated.body), key, `${url}: confirming its key`);
      t.equal(await count(table, {}), before + 1, `${url}: nothing saved`);
      const savedId = (await app.db(table).max({ id: 'id' }).first())?.id;
      t.equal(savedLinkIn(repeated.body), `<a href="${link.path}${savedId}">${link.text}</a>`, `${url}: links to it`);
      const confirmed = await send(key, { repeatConfirmed: key });
      t.equal(confirmed.statusCode, unique ? 422 : 303, `${url}: confirmed, ${unique ? 'told why not' : 'saved'}`);
      t.equal(await count(table, {}), before + (unique ? 1 : 2), `${url}: ${unique ? 'still one' : 'a second one'}`);
    }
  });
});
