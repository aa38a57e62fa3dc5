import t from 'tap';
import { callerAs, postForm, setupApp } from './helpers/app';
import { formsOf } from './helpers/forms';
import { seedDemo } from '../seeds/demo';
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
    const first = async (table: string, where: Record<string, unknown> = {}) =>
      ((await app.db(table).where(where).orderBy('id').first('id')) as { id: number }).id;

    const lead = (await app.db('customer_interests').whereNull('voucher_id').orderBy('id').first('id')) as {
      id: number;
    };
    const advisor = await first('users', { role: 'advisor' });
    const cases: { page: string; table: string; id: number }[] = [
      { page: `/customers/${await first('customers')}`, table: 'customers', id: await first('customers') },
      { page: `/students/${await first('students')}`, table: 'students', id: await first('students') },
      { page: `/teachers/${await first('teachers')}`, table: 'teachers', id: await first('teachers') },
      { page: `/advisors/${advisor}`, table: 'users', id: advisor },
      ...(await (async () => {
        const id = await first('vouchers', { status: 'active' });
        return [{ page: `/manage-voucher/${id}`, table: 'vouchers', id }];
      })()),
      { page: `/customer-interests/${lead.id}`, table: 'customer_interests', id: lead.id },
      ...(await (async () => {
        const id = await first('municipalities');
        return [{ page: `/places-settings/municipalities/${id}`, table: 'municipalities', id }];
      })()),
      ...(await (async () => {
        const id = await first('subjects');
        return [{ page: `/academic-settings/subjects/${id}`, table: 'subjects', id }];
      })()),
    ];
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
    t.equal(cases.length, 9, 'a record of each kind');

    /** The page's own form, as a browser would post it. */
    const formOf = async (page: string) => {
      const res = await app.inject({ method: 'GET', url: page, headers: admin.headers });
      t.equal(res.statusCode, 200, page);
      return formOf2(page, res.body);
    };
    const formOf2 = (page: string, html: string) => {
      const form = formsOf(page, html).find((f) => f.action === page);
      const fields: Record<string, string[]> = {};
      for (const [name, value] of form?.fields ?? []) (fields[name] ??= []).push(value);
      return fields;
    };

    for (const { page, table, id } of cases) {
      t.test(page, async (t) => {
        const shown = await formOf(page);
        const version = shown._version?.[0];
        t.match(version, /^\d{4}-\d\d-\d\dT/, 'the form carries the version it shows');
        // Someone else saves meanwhile.
        await app
          .db(table)
          .where({ id })
          .update({ updatedDate: app.db.raw(`updated_date + interval '1 second'`) });
        const before = await app.db(table).where({ id }).first();

        const stale = await postForm(app, admin, page, page, shown);
        t.equal(stale.statusCode, 422, 'refused');
        t.match(stale.body, MESSAGE, 'and says why');
        t.same(await app.db(table).where({ id }).first(), before, 'nothing written');
        const again = formOf2(page, stale.body);
        t.not(again._version?.[0], version, 'the form comes back with the current version');

        const saved = await postForm(app, admin, page, page, { ...shown, _version: again._version });
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
