import t from 'tap';
import { callerAs, createUser, gql, setupApp } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';
import { actorOf, pricedCourse, teacherWithClasses } from './payrolls.testkit';

/** /teacher-payrolls' teacher filter: an autocomplete over the teachers who have payrolls (never a menu of all). */
t.test('the payrolls list by teacher', async (t) => {
  const app = await setupApp(t);
  await pricedCourse(app);
  const admin = actorOf(await createUser(app, 'admin'));
  const eva = await teacherWithClasses(app, [{ when: '2026-10-05T17:00' }]);
  const max = await teacherWithClasses(app, [{ when: '2026-10-06T17:00' }]);
  await createTeacher(app, { user: { firstName: 'Eva', lastName: 'Sinnómina' } });
  await app.db('users').where('id', eva.teacher.id).update({ firstName: 'Eva', lastName: 'Nómina' });
  await app.db('users').where('id', max.teacher.id).update({ firstName: 'Max', lastName: 'Nómina' });
  await app.services.payrolls.generate(admin, '2026-10');
  const [staff, advisor] = await Promise.all([callerAs(app, 'admin'), callerAs(app, 'advisor')]);
  const get = (url: string) => app.inject({ method: 'GET', url, headers: staff.headers });
  const payrollOf = async (teacherId: number) =>
    (await app.db('teacher_payrolls').where({ teacherId }).first('id')).id as number;
  const [evas, maxs] = [await payrollOf(eva.teacher.id), await payrollOf(max.teacher.id)];

  const res = await get(`/teacher-payrolls?teacher=${eva.teacher.id}`);
  t.equal(res.statusCode, 200);
  t.match(res.body, `href="/teacher-payrolls/${evas}"`);
  t.notMatch(res.body, `href="/teacher-payrolls/${maxs}"`, 'filtered');
  t.match(res.body, 'value="Eva Nómina"', 'the name in the field');
  t.notMatch(res.body, 'Max Nómina', 'no menu of teachers');
  // The status filter speaks of payrolls (nóminas), as the archive's does: «Todas», not «Todos».
  for (const page of [res, await get('/history-payrolls')])
    t.match(page.body, /<select[^>]*name="status"[^>]*><option value=""[^>]*>Todas<\/option>/, 'the status filter');

  const bad = await get('/teacher-payrolls?teacher=987654');
  t.match(bad.body, `href="/teacher-payrolls/${maxs}"`, 'a bad id is ignored');
  t.match(bad.body, `href="/teacher-payrolls/${evas}"`);

  const typed = await get('/teacher-payrolls?teacher=&teacherName=eva&month=2026-10');
  t.equal(typed.statusCode, 302, 'a typed name');
  t.equal(typed.headers.location, `/teacher-payrolls?month=2026-10&teacher=${eva.teacher.id}`, 'only Eva has payrolls');

  const query = 'query($q: String!) { suggestions(source: "payrollTeachers", q: $q) { id name } }';
  const found = await gql(app, staff, query, { q: 'eva' });
  t.same(
    found.body.data?.suggestions,
    [{ id: eva.teacher.id, name: 'Eva Nómina' }],
    'teachers with payrolls (not Eva Sinnómina, who has none)',
  );
  const refused = await gql(app, advisor, query, { q: 'eva' });
  t.equal(refused.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', 'refused to whoever cannot see payrolls');

  // A malformed month is refused: the whole list would pass for that month's.
  const month = 'Indica un mes válido (mm/aaaa), por ejemplo 10/2026';
  const list = 'query($f: TeacherPayrollFilter) { teacherPayrolls(filter: $f) { total } }';
  t.match((await gql(app, staff, list, { f: { month: '2026-13' } })).body.errors?.[0]?.extensions, {
    code: 'BAD_USER_INPUT',
    fields: { 'filter.month': month },
  });
  const history = 'query($f: HistoryPayrollFilter) { historyPayrolls(filter: $f) { total } }';
  t.match((await gql(app, staff, history, { f: { from: 'octubre' } })).body.errors?.[0]?.extensions, {
    code: 'BAD_USER_INPUT',
    fields: { 'filter.from': month },
  });
  t.ok((await gql(app, staff, list, { f: { month: '2026-10' } })).body.data?.teacherPayrolls, 'a real month: listed');

  // The page too: «13/2026» typed in «Mes» showed every payroll under it, and their totals, as that month's.
  for (const typed of ['13/2026', 'octubre', '2026-00']) {
    const page = await get(`/teacher-payrolls?month=${encodeURIComponent(typed)}`);
    t.equal(page.statusCode, 200, `${typed}: the list page, its filters kept`);
    t.match(page.body, 'id="list-refused"><div>El mes no es válido (mm/aaaa)</div>', `${typed}: says why`);
    t.match(page.body, /name="month"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="month"/, 'the field marked');
    t.notMatch(page.body, `href="/teacher-payrolls/${evas}"`, `${typed}: no rows`);
    t.notMatch(page.body, 'Totales de la selección', `${typed}: no totals of the whole list`);
  }
  const october = await get('/teacher-payrolls?month=10/2026');
  t.notMatch(october.body, 'list-refused', 'a real month is a filter');
  t.match(october.body, `href="/teacher-payrolls/${evas}"`);
  t.match(october.body, 'Totales de la selección');
  const archive = await get('/history-payrolls?from=13/2026');
  t.match(archive.body, 'id="list-refused"');
  t.notMatch(archive.body, /Totales de la selección|El histórico está vacío/, 'nor the archive: no totals line at all');
});
