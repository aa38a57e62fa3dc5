import t from 'tap';
import { callerAs, gql, setupApp } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';
import { classTime, createVoucher } from '../../test/factories/vouchers';

/**
 * The teacher filters of /vouchers (and its working lists) and /classes: autocomplete fields
 * (never a menu of every teacher), the same URL as the menus had (`?teacher=12`, `?teacher=none`).
 */
t.test('teacher filters of the vouchers and classes lists', async (t) => {
  const app = await setupApp(t);
  const [admin, advisor, teacherCaller] = await Promise.all([
    callerAs(app, 'admin'),
    callerAs(app, 'advisor'),
    callerAs(app, 'teacher'),
  ]);
  const get = (url: string, caller = admin) => app.inject({ method: 'GET', url, headers: caller.headers });
  const ana = await createTeacher(app, { user: { firstName: 'Ána', lastName: 'Filtrada' } });
  const luis = await createTeacher(app, { user: { firstName: 'Luis', lastName: 'Filtrado' } });
  const gone = await createTeacher(app, { user: { firstName: 'Pepa', lastName: 'Ida', active: false } });
  const anas = await createVoucher(app, { teacherId: ana.id });
  const luiss = await createVoucher(app, { teacherId: luis.id });
  const nobodys = await createVoucher(app, {});
  const goness = await createVoucher(app, { teacherId: gone.id });
  const [anaClass, nobodyClass] = await app
    .db('classes')
    .insert([
      {
        voucherId: anas.id,
        studentId: anas.studentId,
        subjectId: anas.subjectId,
        teacherId: ana.id,
        date: classTime(1),
        duration: 60,
        status: 'assigned',
      },
      {
        voucherId: nobodys.id,
        studentId: nobodys.studentId,
        subjectId: nobodys.subjectId,
        date: classTime(2),
        duration: 60,
        status: 'pending',
      },
    ])
    .returning('id');
  const rows = (html: string, prefix: string) =>
    [...html.matchAll(new RegExp(`href="${prefix}/(\\d+)"`, 'g'))].map((m) => Number(m[1]));

  t.test('vouchers: filtered by id, its name in the field, no menu of teachers', async (t) => {
    const res = await get(`/vouchers?teacher=${ana.id}`);
    t.equal(res.statusCode, 200);
    const ids = rows(res.body, '/vouchers');
    t.ok(ids.includes(anas.id), "Ana's voucher listed");
    t.notOk(ids.includes(luiss.id) || ids.includes(nobodys.id), 'no other teacher’s vouchers');
    t.match(
      res.body,
      /name="teacherName"[^>]*value="Ána Filtrada"|value="Ána Filtrada"[^>]*name="teacherName"/,
      'the name in the field',
    );
    t.match(
      res.body,
      new RegExp(
        `type="hidden" name="teacher" value="${ana.id}"|name="teacher" type="hidden" value="${ana.id}"|value="${ana.id}" name="teacher"`,
      ),
      'the id in the form',
    );
    t.notMatch(res.body, 'Luis Filtrado', 'other teachers are not in the page');
    t.notMatch(res.body, /<select name="teacher"/, 'no teacher menu');
  });

  t.test('vouchers: "Sin profesor asignado", a teacher who has left, and the working lists', async (t) => {
    const none = await get('/vouchers?teacher=none');
    t.same(rows(none.body, '/vouchers').includes(nobodys.id), true);
    t.notOk(rows(none.body, '/vouchers').includes(anas.id));
    t.match(none.body, 'value="Sin profesor asignado"');
    const left = await get(`/vouchers?teacher=${gone.id}`);
    t.ok(rows(left.body, '/vouchers').includes(goness.id), "a saved link's teacher who has left still filters");
    t.match(left.body, 'value="Pepa Ida"');
    for (const path of ['/vouchers/active-non-renewed', '/vouchers/active-pending-hours', '/vouchers/settlements']) {
      const res = await get(`${path}?teacher=${luis.id}`);
      t.equal(res.statusCode, 200, path);
      t.match(res.body, 'value="Luis Filtrado"', `${path}: the name in the field`);
      t.notOk(rows(res.body, '/vouchers').includes(anas.id), `${path}: filtered`);
    }
  });

  t.test('vouchers: bad ids are ignored (the whole list, an empty field)', async (t) => {
    // An existing teacher's id written otherwise than canonically names no row either, as in an address.
    const otherwise = [`0${ana.id}`, `${ana.id}.0`, `0x${ana.id.toString(16)}`, `+${ana.id}`];
    for (const bad of ['999999', 'abc', '-3', '1e99', '99999999999', ...otherwise]) {
      const res = await get(`/vouchers?teacher=${encodeURIComponent(bad)}`);
      t.equal(res.statusCode, 200, bad);
      const ids = rows(res.body, '/vouchers');
      t.ok(ids.includes(anas.id) && ids.includes(luiss.id), `${bad}: not filtered`);
      t.notMatch(res.body, /Quitar filtros/, `${bad}: no filter applied`);
    }
  });

  t.test('vouchers: a typed name (the form without JavaScript) redirects to its filter', async (t) => {
    const typed = await get('/vouchers?teacher=&teacherName=ana%20filtrada&status=active');
    t.equal(typed.statusCode, 302);
    t.equal(typed.headers.location, `/vouchers?status=active&teacher=${ana.id}`);
    const part = await get('/vouchers?teacherName=luis');
    t.equal(part.headers.location, `/vouchers?teacher=${luis.id}`, 'a part of one name');
    const same = await get(`/vouchers?teacher=${ana.id}&teacherName=%C3%81na%20Filtrada`);
    t.equal(same.headers.location, `/vouchers?teacher=${ana.id}`, 'the shown name kept');
    const none = await get(`/vouchers/active-pending-hours?teacher=${ana.id}&teacherName=sin%20profesor%20asignado`);
    t.equal(none.headers.location, '/vouchers/active-pending-hours?teacher=none');
    const cleared = await get(`/vouchers?teacher=${ana.id}&teacherName=`);
    t.equal(cleared.headers.location, '/vouchers', 'an emptied field drops the filter');
    const ambiguous = await get('/vouchers?teacherName=filtrad');
    t.equal(ambiguous.statusCode, 200);
    t.match(ambiguous.body, 'Hay varios resultados para «filtrad»');
    t.ok(rows(ambiguous.body, '/vouchers').includes(luiss.id), 'not filtered');
    const unknown = await get('/vouchers?teacherName=zacar%C3%ADas');
    t.match(unknown.body, 'No hay resultados para «zacarías»');
    t.match(unknown.body, 'value="zacarías"', 'the typed text stays in the field');
  });

  t.test(
    'classes: filtered by id and by "Sin asignar", the name shown, bad ids ignored, no teacher list',
    async (t) => {
      const res = await get(`/classes?teacher=${ana.id}`);
      t.equal(res.statusCode, 200);
      t.ok(rows(res.body, '/classes').includes(anaClass.id));
      t.notOk(rows(res.body, '/classes').includes(nobodyClass.id));
      t.match(res.body, 'value="Ána Filtrada"');
      t.notMatch(res.body, 'Luis Filtrado', 'neither the filter nor the dialog lists every teacher');
      const none = await get('/classes?teacher=none');
      t.same(rows(none.body, '/classes').includes(nobodyClass.id), true);
      t.notOk(rows(none.body, '/classes').includes(anaClass.id));
      t.match(none.body, 'value="Sin asignar"');
      const bad = await get('/classes?teacher=424242');
      t.ok(rows(bad.body, '/classes').includes(anaClass.id) && rows(bad.body, '/classes').includes(nobodyClass.id));
      const typed = await get('/classes?teacherName=Ana%20Filtrada');
      t.equal(typed.headers.location, `/classes?teacher=${ana.id}`);
    },
  );

  t.test('an id filter no table can hold (too big, a fraction) is ignored by a list, refused by its CSV', async (t) => {
    for (const url of [
      '/vouchers?teacher=99999999999',
      '/vouchers?student=1.5',
      '/vouchers?customer=99999999999&subject=2.5',
      '/vouchers/settlements?student=1.5',
      '/classes?student=1.5',
      '/classes?voucher=99999999999&customer=2.5',
    ]) {
      const res = await get(url);
      t.equal(res.statusCode, 200, url);
      t.notMatch(res.body, 'Referencia del error', url);
    }
    // A download refuses them instead (the whole export looked like the filtered one), saying which and why.
    for (const [url, message] of [
      ['/vouchers/export.csv?teacher=99999999999', 'El filtro «Profesor» no admite «99999999999»'],
      ['/vouchers/export.csv?student=1.5', 'El filtro «Alumno» no admite «1.5»'],
      ['/vouchers/export.csv?status=foo', 'El filtro «Estado» no admite «foo»'],
      ['/vouchers/export.csv?from=abc', 'El filtro «Vigente desde» no admite «abc»'],
      ['/vouchers/export.csv?list=foo', 'El filtro «Lista» no admite «foo»'],
      ['/vouchers/export.csv?payment=paid&payment=pendingPayment', 'El filtro «Pago» va más de una vez'],
    ]) {
      const csv = await get(url);
      t.equal(csv.statusCode, 422, url);
      t.equal(csv.headers['content-disposition'], undefined, `${url}: no file`);
      t.match(csv.body, message, url);
      t.notMatch(csv.body, 'Referencia del error', url);
    }
    t.equal((await get('/vouchers/export.csv?from=01/10/2026&teacher=none')).statusCode, 200, 'what it knows');
  });

  t.test(
    'a period ending before it starts: a list page says why in place of its rows; CSV and GraphQL refuse it with its code',
    async (t) => {
      const said = 'La fecha «Hasta» no puede ser anterior a la fecha «Desde»';
      // Each list's fields named as it labels them (the vouchers' «Vigente desde», the payrolls' «Desde el mes»).
      const vigente = 'La fecha «Vigente hasta» no puede ser anterior a la fecha «Vigente desde»';
      const months = '«Hasta el mes» no puede ser anterior a «Desde el mes»';
      for (const [url, reason] of [
        ['/vouchers?from=31/12/2026&to=01/10/2026', vigente],
        ['/vouchers/settlements?from=31/12/2026&to=01/10/2026', vigente],
        ['/classes?from=2026-12-31&to=2026-10-01', said],
        ['/invoices?from=2026-12-31&to=2026-10-01', said],
        // Months are not dates: the payrolls' archive says so in months.
        ['/history-payrolls?from=2026-12&to=2026-10', months],
        ['/history-payrolls?from=12/2026&to=10/2026', months],
        ['/history-invoices?from=2026-12-31&to=2026-10-01', said],
      ]) {
        const res = await get(url);
        t.equal(res.statusCode, 200, `${url}: the list page, its filters kept`);
        t.match(res.body, `id="list-refused"><div>${reason}:`, `${url} says why, in place of the rows`);
        t.match(res.body, /aria-invalid="true" aria-describedby="list-refused"/, `${url}: «Hasta» is marked`);
        t.notMatch(res.body, 'class="table-range"', `${url}: no rows, no count`);
      }
      // A day that does not exist, a month 13: said on its field, not the whole list under the text as typed.
      for (const [url, message] of [
        ['/invoices?from=31/02/2026', 'La fecha «Desde» no es válida (dd/mm/aaaa)'],
        ['/classes?to=2026-02-30', 'La fecha «Hasta» no es válida (dd/mm/aaaa)'],
        ['/history-payrolls?from=13/2026', 'El mes «Desde el mes» no es válido (mm/aaaa)'],
        ['/vouchers?from=31/02/2026', 'La fecha «Vigente desde» no es válida (dd/mm/aaaa)'],
        ['/vouchers/active-pending-hours?to=2026-13-01', 'La fecha «Vigente hasta» no es válida (dd/mm/aaaa)'],
      ]) {
        const res = await get(url);
        t.equal(res.statusCode, 200, url);
        t.match(res.body, `id="list-refused"><div>${message}</div>`, `${url} says which date`);
      }
      t.notMatch((await get('/invoices?from=01/02/2026')).body, 'list-refused', 'a good day is a filter');
      const csv = await get('/vouchers/export.csv?from=2026-12-31&to=2026-10-01');
      t.equal(csv.statusCode, 422, 'the CSV is refused');
      t.match(csv.body, vigente, "the CSV says why, naming the list's fields");
      t.equal((await get('/vouchers?from=2026-10-01&to=2026-10-01')).statusCode, 200, 'one day is a period');
      // A page past the end (already handled by the shared DataTable): said, with a link to the last page.
      const beyond = await get('/vouchers?page=999');
      t.equal(beyond.statusCode, 200);
      t.match(beyond.body, /La página 999 no existe: la lista tiene \d+ páginas?\./);
      t.match(beyond.body, 'href="/vouchers"');
      for (const [query, reason] of [
        ['{ vouchers(filter: { from: "2026-12-31", to: "2026-10-01" }) { total } }', vigente],
        ['{ classes(filter: { from: "2026-12-31", to: "2026-10-01" }) { total } }', said],
        ['{ historyPayrolls(filter: { from: "2026-12", to: "2026-10" }) { total } }', months],
      ]) {
        const { body } = await gql(app, admin, query);
        t.equal(body.errors?.[0]?.extensions?.code, 'DATE_RANGE_REVERSED', query);
        t.match(body.errors?.[0]?.message, reason);
      }
    },
  );

  t.test('the sources: active teachers by name, staff only', async (t) => {
    const query = 'query($s: String!, $q: String!) { suggestions(source: $s, q: $q) { id name detail } }';
    for (const source of ['voucherTeachers', 'classTeachers']) {
      const found = await gql(app, advisor, query, { s: source, q: 'filtr' });
      const names = (found.body.data?.suggestions as { name: string }[]).map((s) => s.name);
      t.same(names, ['Ána Filtrada', 'Luis Filtrado'], `${source}: active teachers, by name`);
      const accents = await gql(app, admin, query, { s: source, q: 'ANA' });
      t.same(
        (accents.body.data?.suggestions as { id: number }[]).map((s) => s.id),
        [ana.id],
        `${source}: accents aside`,
      );
      const refused = await gql(app, teacherCaller, query, { s: source, q: 'filtr' });
      t.equal(refused.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', `${source}: refused to teachers`);
    }
  });
});
