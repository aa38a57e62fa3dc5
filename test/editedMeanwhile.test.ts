import t from 'tap';
import { callerAs, postForm, setupApp, type Caller } from './helpers/app';
import { formsOf } from './helpers/forms';
import { DEMO_PASSWORD, seedDemo } from '../seeds/demo';
import { MODULES } from '../src/app';

/**
 * Two people editing one record: Carmen opens a customer's form, Lucía saves a change to it, and
 * Carmen saves her form. Without a check the second save silently undoes the first. Every edit
 * form carries the version it showed (src/lib/editVersion.ts): the stale save is refused with a
 * message, nothing is written, the form keeps what was typed, and saving again goes through.
 */
const MESSAGE = 'Otra persona ha guardado cambios aquí mientras editabas';

t.test(
  'a save over someone else’s change is refused on every edit form, and goes through the second time',
  async (t) => {
    const app = await setupApp(t);
    await seedDemo(app.db, MODULES);
    const admin = await callerAs(app, 'admin');
    /** The first record of a table (matching `where`) and its edit page. */
    const at = async (table: string, page: (id: number) => string, where: Record<string, unknown> = {}) => {
      const { id } = (await app.db(table).where(where).orderBy('id').first('id')) as { id: number };
      return { page: page(id), table, id };
    };
    const cases: { page: string; table: string; id: number; caller?: Caller }[] = [
      await at('customers', (id) => `/customers/${id}`),
      await at('students', (id) => `/students/${id}`),
      await at('teachers', (id) => `/teachers/${id}`),
      await at('users', (id) => `/advisors/${id}`, { role: 'advisor' }),
      await at('vouchers', (id) => `/manage-voucher/${id}`, { status: 'active' }),
      await at('customer_interests', (id) => `/customer-interests/${id}`, { voucherId: null }),
      await at('municipalities', (id) => `/places-settings/municipalities/${id}`),
      await at('subjects', (id) => `/academic-settings/subjects/${id}`),
      await at('invoice_series', (id) => `/fiscal-settings/invoice-series/${id}`),
      await at('vat_types', (id) => `/fiscal-settings/vat-types/${id}`),
      await at('fiscal_settings', () => '/fiscal-settings'),
    ];
    // A teacher's study and subject, as the staff edit them.
    for (const [table, path] of [
      ['teacher_studies', 'studies'],
      ['teacher_subjects', 'subjects'],
    ] as const) {
      const row = (await app.db(table).orderBy('id').first('id', 'teacher_id')) as { id: number; teacherId: number };
      cases.push({ page: `/teachers/${row.teacherId}/${path}/${row.id}`, table, id: row.id });
    }
    // A class whose page has its form (one not yet taught).
    for (const { id } of (await app
      .db('classes')
      .whereIn('status', ['pending', 'assigned'])
      .orderBy('id')
      .limit(20)
      .select('id')) as {
      id: number;
    }[]) {
      const page = await app.inject({ method: 'GET', url: `/classes/${id}`, headers: admin.headers });
      if (page.body.includes('name="_version"')) {
        cases.push({ page: `/classes/${id}`, table: 'classes', id });
        break;
      }
    }
    // The teacher's own profile, which the staff may edit at the same time.
    const { token } = await app.services.auth.login('profesor@academia.test', DEMO_PASSWORD);
    const teacher: Caller = {
      role: 'teacher',
      cookie: `apollo-token=${token}`,
      headers: { cookie: `apollo-token=${token}` },
    };
    const own = (await app.services.auth.resolve(token))!.id;
    cases.push({ page: '/teacher-settings', table: 'teachers', id: own, caller: teacher });
    t.equal(cases.length, 15, 'a record of each kind');

    /** The page's own form, as a browser would post it. */
    const formOf = async (page: string, caller = admin) => {
      const res = await app.inject({ method: 'GET', url: page, headers: caller.headers });
      t.equal(res.statusCode, 200, page);
      return formOf2(page, res.body);
    };
    const formOf2 = (page: string, html: string) => {
      const form = formsOf(page, html).find((f) => f.action === page);
      const fields: Record<string, string[]> = {};
      for (const [name, value] of form?.fields ?? []) (fields[name] ??= []).push(value);
      return fields;
    };

    for (const { page, table, id, caller = admin } of cases) {
      t.test(page, async (t) => {
        const shown = await formOf(page, caller);
        const version = shown._version?.[0];
        t.match(version, /^\d{4}-\d\d-\d\dT/, 'the form carries the version it shows');
        // Someone else saves meanwhile.
        await app
          .db(table)
          .where({ id })
          .update({ updatedDate: app.db.raw(`updated_date + interval '1 second'`) });
        const before = await app.db(table).where({ id }).first();

        const stale = await postForm(app, caller, page, page, shown);
        t.equal(stale.statusCode, 422, 'refused');
        t.match(stale.body, MESSAGE, 'and says why');
        t.same(await app.db(table).where({ id }).first(), before, 'nothing written');
        const again = formOf2(page, stale.body);
        t.not(again._version?.[0], version, 'the form comes back with the current version');

        const saved = await postForm(app, caller, page, page, { ...shown, _version: again._version });
        t.notMatch(saved.body, MESSAGE);
        t.equal(saved.statusCode, 303, 'saving again goes through');
      });
    }

    t.test('a post without a version (a program, an older page) is not checked', async (t) => {
      const { page } = cases[0];
      const { _version: _left, ...fields } = await formOf(page);
      t.equal((await postForm(app, admin, page, page, fields)).statusCode, 303);
    });
  },
);
