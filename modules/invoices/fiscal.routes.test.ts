import t from 'tap';
import { callerAs, postForm, setupApp } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { vouchersWorld } from '../vouchers/vouchers.testkit';

const CALLERS = ['anonymous', 'teacher', 'advisor', 'admin', 'accountant'] as const;

t.test('fiscal settings pages', async (t) => {
  const app = await setupApp(t);
  await createPlaces(app.db);
  const callers = Object.fromEntries(await Promise.all(CALLERS.map(async (r) => [r, await callerAs(app, r)] as const)));
  const get = (role: (typeof CALLERS)[number], url: string) =>
    app.inject({ method: 'GET', url, headers: callers[role].headers });
  const series = await app.db('invoice_series').where('code', 'A').first('id');
  const vat = await app.db('vat_types').where('tax_code', 'E1').first('id');

  t.test("the series' and VAT types' addresses without a record open their section of /fiscal-settings", async (t) => {
    for (const [url, section] of [
      ['/fiscal-settings/invoice-series', '/fiscal-settings#series-title'],
      ['/fiscal-settings/vat-types', '/fiscal-settings#vat-title'],
    ]) {
      const res = await get('admin', url);
      t.equal(res.statusCode, 302, url);
      t.equal(res.headers.location, section, url);
      t.equal((await get('advisor', url)).statusCode, 403, `${url}: for admins only`);
    }
  });

  t.test('only admins: the explicit table', async (t) => {
    const expected: Record<(typeof CALLERS)[number], number> = {
      anonymous: 302,
      teacher: 403,
      advisor: 403,
      admin: 200,
      accountant: 403,
    };
    for (const url of [
      '/fiscal-settings',
      '/fiscal-settings/invoice-series/new',
      `/fiscal-settings/invoice-series/${series.id}`,
      '/fiscal-settings/vat-types/new',
      `/fiscal-settings/vat-types/${vat.id}`,
    ]) {
      for (const role of CALLERS) t.equal((await get(role, url)).statusCode, expected[role], `${role} ${url}`);
    }
    for (const role of ['teacher', 'advisor', 'accountant'] as const) {
      const res = await postForm(app, callers[role], '/', '/fiscal-settings/invoice-series/new', { code: 'X' });
      t.equal(res.statusCode, 403, role);
    }
    t.equal(await app.db('invoice_series').where('code', 'X').first(), undefined);
  });

  t.test('the page says the issuer is missing; bad input gets every message', async (t) => {
    const page = await get('admin', '/fiscal-settings');
    t.match(page.body, 'Faltan los datos del emisor');
    t.match(page.body, 'Exento (art. 20.Uno.9º LIVA)');
    t.match(page.body, 'IVA general 21\u00A0%', 'the default VAT type, a no-break space before the sign');
    const bad = await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings', {
      legalName: '',
      nif: '12345678A',
      address: 'Calle Mayor, 1',
      postalCode: '99999',
      municipalityName: 'Narnia',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'Debes rellenar este campo');
    t.match(bad.body, 'Calle Mayor, 1', 'what was typed stays');
    t.match(bad.body, 'No encontramos ese municipio');
    // The issuer's refusal is summed up over the issuer's form only, not over the levels' VAT form too.
    t.equal(bad.body.split('class="form-errors"').length - 1, 1, 'one error summary');
    t.ok(bad.body.indexOf('class="form-errors"') < bad.body.indexOf('id="levels-title"'), 'on the issuer form');
  });

  t.test('an admin fills the issuer without JavaScript (municipality by name)', async (t) => {
    const res = await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings', {
      legalName: 'Academia Apolo, S.L.',
      nif: 'b-86541232',
      address: 'Calle de Alcalá, 120',
      postalCode: '28009',
      municipalityName: 'madrid',
      voucherSeriesId: String(series.id),
    });
    t.equal(res.statusCode, 303);
    t.match(await app.db('fiscal_settings').first(), {
      legalName: 'Academia Apolo, S.L.',
      nif: 'B86541232',
      postalCode: '28009',
      voucherSeriesId: series.id,
    });
    t.notMatch((await get('admin', '/fiscal-settings')).body, 'Faltan los datos del emisor');
  });

  t.test(
    "the academy's contact beside the issuer: e-mail, phone and IBAN, optional, checked as a customer's",
    async (t) => {
      const issuer = {
        legalName: 'Academia Apolo, S.L.',
        nif: 'B86541232',
        address: 'Calle de Alcalá, 120',
        postalCode: '28009',
        municipalityName: 'Madrid',
        voucherSeriesId: String(series.id),
      };
      const page = await get('admin', '/fiscal-settings');
      for (const label of ['Email de contacto', 'Teléfono de contacto', 'IBAN para transferencias'])
        t.match(page.body, label);
      const bad = await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings', {
        ...issuer,
        email: 'secretaria@',
        phone: '12',
        iban: 'ES00 0000 0000 0000 0000 0000',
      });
      t.equal(bad.statusCode, 422);
      t.match(bad.body, 'El email no tiene un formato válido');
      t.match(bad.body, 'El teléfono no es válido');
      t.match(bad.body, 'El IBAN no es un número de cuenta válido');
      t.match(bad.body, 'value="secretaria@"', 'what was typed stays');
      t.equal((await app.db('fiscal_settings').first('email')).email, null, 'nothing saved');
      const ok = await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings', {
        ...issuer,
        email: 'secretaria@academia-apolo.es',
        phone: '910 123 456',
        iban: 'es91 2100 0418 4502 0005 1332',
      });
      t.equal(ok.statusCode, 303);
      t.match(await app.db('fiscal_settings').first(), {
        email: 'secretaria@academia-apolo.es',
        phone: '910 123 456',
        iban: 'ES9121000418450200051332',
      });
      t.match((await get('admin', '/fiscal-settings')).body, 'value="ES91 2100 0418 4502 0005 1332"');
      t.same(await app.services.fiscal.contact(), {
        email: 'secretaria@academia-apolo.es',
        phone: '910 123 456',
        iban: 'ES9121000418450200051332',
      });
      // Left empty: emptied.
      await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings', { ...issuer });
      t.same(await app.services.fiscal.contact(), { email: null, phone: null, iban: null });
    },
  );

  t.test('VAT types: the rate is at most 100, an exemption needs its text, one default', async (t) => {
    const over = await postForm(
      app,
      callers.admin,
      '/fiscal-settings/vat-types/new',
      '/fiscal-settings/vat-types/new',
      { name: 'Raro', rate: '101', taxCode: 'S1' },
    );
    t.equal(over.statusCode, 422);
    t.match(over.body, 'El campo no puede ser mayor que 100');
    const exempt = await postForm(
      app,
      callers.admin,
      '/fiscal-settings/vat-types/new',
      '/fiscal-settings/vat-types/new',
      { name: 'Exento 2', rate: '0', taxCode: 'E1', exemptionText: '' },
    );
    t.match(exempt.body, 'Una operación exenta debe indicar el texto de la exención');
    for (const rate of ['21,555', '0,001', '1e2']) {
      const rounded = await postForm(
        app,
        callers.admin,
        '/fiscal-settings/vat-types/new',
        '/fiscal-settings/vat-types/new',
        { name: `Redondeado ${rate}`, rate, taxCode: 'S1' },
      );
      t.equal(rounded.statusCode, 422, `${rate}: refused, not rounded`);
      t.match(rounded.body, 'Escribe el tipo con dos decimales como mucho, como 21 o 5,5');
    }
    const ok = await postForm(app, callers.admin, '/fiscal-settings/vat-types/new', '/fiscal-settings/vat-types/new', {
      name: 'IVA reducido 10 %',
      rate: '10,5',
      taxCode: 'S1',
      isDefault: ['false', 'true'],
    });
    t.equal(ok.statusCode, 303);
    t.match(
      await app.db('vat_types').where('is_default', true),
      [{ name: 'IVA reducido 10 %', rate: '10.50' }],
      'the new default replaces the old one',
    );
    const created = await app.db('vat_types').where('name', 'IVA reducido 10 %').first('id');
    const undefault = await postForm(
      app,
      callers.admin,
      `/fiscal-settings/vat-types/${created.id}`,
      `/fiscal-settings/vat-types/${created.id}`,
      { name: 'IVA reducido 10 %', rate: '10,5', taxCode: 'S1', isDefault: 'false' },
    );
    t.match(undefault.body, 'Tiene que haber un tipo de IVA por defecto');
    await postForm(app, callers.admin, `/fiscal-settings/vat-types/${vat.id}`, `/fiscal-settings/vat-types/${vat.id}`, {
      name: 'Exento (art. 20.Uno.9º LIVA)',
      rate: '0',
      taxCode: 'E1',
      exemptionText: 'Operación exenta de IVA (art. 20.Uno.9º Ley 37/1992)',
      isDefault: 'true',
    });
    t.match(await app.db('vat_types').where('is_default', true), [{ id: vat.id }]);
  });

  t.test('the VAT type of each level', async (t) => {
    const [level] = await app.db('levels').insert({ name: 'Adultos', position: 9 }).returning('id');
    const taxed = await app.db('vat_types').where('tax_code', 'S1').orderBy('id').first('id');
    const res = await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings/levels', {
      [`vat_${level.id}`]: String(taxed.id),
    });
    t.equal(res.statusCode, 303);
    t.match(await app.db('level_vat_types').where('level_id', level.id).first(), { vatTypeId: taxed.id });
    await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings/levels', { [`vat_${level.id}`]: '' });
    t.equal(await app.db('level_vat_types').where('level_id', level.id).first(), undefined, 'back to the default');
    // A refused level choice: its summary and message on the levels' form only, none over the issuer's.
    const refused = await postForm(app, callers.admin, '/fiscal-settings', '/fiscal-settings/levels', {
      [`vat_${level.id}`]: '999999',
    });
    t.equal(refused.statusCode, 422);
    t.equal(refused.body.split('class="form-errors"').length - 1, 1, 'one error summary');
    t.ok(refused.body.indexOf('class="form-errors"') > refused.body.indexOf('id="levels-title"'), 'on the levels form');
  });

  t.test('a series with invoices keeps its code and cannot be deleted', async (t) => {
    const w = await vouchersWorld(app);
    const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
    const advisor = await callerAs(app, 'advisor');
    const actor = await app.services.auth.resolve(advisor.cookie.split('=')[1]);
    await app.services.vouchers.pay(actor, { voucherId: id, payment: { amountCents: 20000, method: 'wire' } });
    const rename = await postForm(
      app,
      callers.admin,
      `/fiscal-settings/invoice-series/${series.id}`,
      `/fiscal-settings/invoice-series/${series.id}`,
      { code: 'B', description: 'x', active: 'true' },
    );
    t.equal(rename.statusCode, 422);
    t.match(rename.body, 'La serie tiene facturas emitidas: su código no puede cambiar');
    const del = await postForm(
      app,
      callers.admin,
      `/fiscal-settings/invoice-series/${series.id}/delete`,
      `/fiscal-settings/invoice-series/${series.id}/delete`,
      {},
    );
    t.equal(del.statusCode, 303);
    t.equal(del.headers.location, `/fiscal-settings/invoice-series/${series.id}`);
    t.ok(await app.db('invoice_series').where('id', series.id).first());
    const created = await postForm(
      app,
      callers.admin,
      '/fiscal-settings/invoice-series/new',
      '/fiscal-settings/invoice-series/new',
      { code: 'm1', description: 'Material', active: 'true' },
    );
    t.equal(created.statusCode, 303);
    const dup = await postForm(
      app,
      callers.admin,
      '/fiscal-settings/invoice-series/new',
      '/fiscal-settings/invoice-series/new',
      { code: 'M1' },
    );
    t.match(dup.body, 'Ya existe una serie con ese código');
    const m1 = await app.db('invoice_series').where('code', 'M1').first('id');
    const gone = await postForm(
      app,
      callers.admin,
      `/fiscal-settings/invoice-series/${m1.id}/delete`,
      `/fiscal-settings/invoice-series/${m1.id}/delete`,
      {},
    );
    t.equal(gone.headers.location, '/fiscal-settings');
    t.equal(await app.db('invoice_series').where('code', 'M1').first(), undefined);
  });

  t.test("the payments' series stays an active ordinary one: every voucher payment is invoiced in it", async (t) => {
    const edit = (id: number, fields: Record<string, string>) =>
      postForm(app, callers.admin, `/fiscal-settings/invoice-series/${id}`, `/fiscal-settings/invoice-series/${id}`, {
        description: 'x',
        ...fields,
      });
    const off = await edit(series.id, { code: 'A', active: 'false' });
    t.equal(off.statusCode, 422, 'not made inactive');
    t.match(
      off.body,
      'La serie A es la de los cobros de bonos: elige otra serie para los cobros en Ajustes fiscales antes de desactivarla',
    );
    t.match(await app.db('invoice_series').where('id', series.id).first('active'), { active: true });
    // A new series chosen for the payments, no invoice yet: it cannot turn into an amending one either.
    const [fresh] = await app
      .db('invoice_series')
      .insert({ code: 'P', description: 'Pagos', active: true })
      .returning('id');
    await app.db('fiscal_settings').update({ voucherSeriesId: fresh.id });
    const amending = await edit(fresh.id, { code: 'P', active: 'true', isAmending: 'true' });
    t.equal(amending.statusCode, 422);
    t.match(amending.body, 'La serie P es la de los cobros de bonos: no puede ser de facturas rectificativas');
    t.match(await app.db('invoice_series').where('id', fresh.id).first('is_amending'), { isAmending: false });
    // Series A, no longer the payments', may be made inactive.
    t.equal((await edit(series.id, { code: 'A', active: 'false' })).statusCode, 303);
    await app.db('fiscal_settings').update({ voucherSeriesId: series.id });
    await app.db('invoice_series').where('id', series.id).update({ active: true });
  });
});
