import t from 'tap';
import { createUser, setupApp } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { actorOf, createCustomer, createStudent } from '../../test/factories/people';
import { formatIban } from '../../src/lib/validation';
import { customerName } from './customers.service';
import { customersMessages as m } from './customers.messages';
import { todayInMadrid } from '../../src/lib/intl';

t.test('customers service', async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const user = await createUser(app, 'advisor');
  const advisor = actorOf(user);
  const teacher = actorOf(await createUser(app, 'teacher'));
  const { customers, students } = app.services;

  t.test('every method checks the policy first', async (t) => {
    const family = await createCustomer(app);
    for (const actor of [null, teacher]) {
      const code = actor ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      await t.rejects(customers.list(actor, { page: 1, pageSize: 10, sort: 'name', direction: 'asc', filters: {} }), {
        code,
      });
      await t.rejects(customers.get(actor, family.id), { code });
      await t.rejects(customers.suggest(actor, 'a'), { code });
      await t.rejects(customers.create(actor, { firstName: 'X', lastName: 'Y' }), { code });
      await t.rejects(customers.update(actor, family.id, { firstName: 'X', lastName: 'Y' }), { code });
      await t.rejects(customers.remove(actor, family.id), { code });
      await t.rejects(customers.advisors(actor), { code });
      await t.rejects(students.create(actor, { customerId: family.id, firstName: 'X' }), { code });
    }
  });

  t.test('a search takes % and _ as typed, not as wildcards', async (t) => {
    const underscore = await createCustomer(app, { lastName: 'Comodín', email: 'ana_lopez@correo.test' });
    const lookalike = await createCustomer(app, { lastName: 'Comodín', email: 'anaxlopez@correo.test' });
    const percent = await createCustomer(app, { lastName: 'Comodín 50%' });
    const search = async (q: string) =>
      (
        await customers.list(advisor, { page: 1, pageSize: 100, sort: 'name', direction: 'asc', filters: {}, q })
      ).rows.map((r) => r.id);
    t.same(await search('ana_lopez'), [underscore.id], 'the email with an underscore, not its lookalike');
    t.same(await search('50%'), [percent.id], 'the name with a percent sign');
    // Punctuation alone is no search (docs/ARCHITECTURE.md, Database): nothing, never everything.
    t.strictSame(await search('%'), [], 'a lone % finds nothing, not everything');
    t.strictSame(await search('_'), [], 'a lone _ finds nothing, not any one');
    t.same((await search('comodin')).sort(), [underscore.id, lookalike.id, percent.id].sort(), 'words still match');
    t.same(await search('\\'), [], 'a backslash is a character too');
  });

  t.test('a phone is found with or without the Spanish prefix, whichever way it was saved', async (t) => {
    const bare = await createCustomer(app, { lastName: 'Prefijo', phone: '611 22 33 44' });
    const prefixed = await createCustomer(app, { lastName: 'Prefijo', phone: '+34 622 33 44 55' });
    const search = async (q: string) =>
      (
        await customers.list(advisor, { page: 1, pageSize: 100, sort: 'name', direction: 'asc', filters: {}, q })
      ).rows.map((r) => r.id);
    t.same(await search('+34 611 22 33 44'), [bare.id], 'saved without +34, searched with it');
    t.same(await search('0034 611223344'), [bare.id], 'searched with 0034');
    t.same(await search('622334455'), [prefixed.id], 'saved with +34, searched without it');
    t.same(await search('0034622334455'), [prefixed.id], 'saved with +34, searched with 0034');
    t.same(await search('611 22'), [bare.id], 'part of a number still matches');
  });

  t.test('sorted by name in Spanish order: Ñ after N, Á with A', async (t) => {
    const names = [
      'Oro Orden',
      'Ñandú Orden',
      'Nuñez Orden',
      'Muñiz Orden',
      'Munuera Orden',
      'Álamo Orden',
      'Alba Orden',
    ];
    for (const firstName of names) await createCustomer(app, { firstName, lastName: '', isCompany: true });
    const page = await customers.list(advisor, {
      page: 1,
      pageSize: 100,
      sort: 'name',
      direction: 'asc',
      filters: {},
      q: 'orden',
    });
    t.same(
      page.rows.map((r) => r.name),
      ['Álamo Orden', 'Alba Orden', 'Munuera Orden', 'Muñiz Orden', 'Nuñez Orden', 'Ñandú Orden', 'Oro Orden'],
    );
  });

  t.test('a postal code of another province than the municipality is refused', async (t) => {
    const elsewhere = 'El código postal no es de la provincia del municipio';
    await t.rejects(
      customers.create(advisor, {
        firstName: 'Jordi',
        lastName: 'Puig',
        postalCode: '08001',
        municipalityId: ids.getafe,
      }),
      { code: 'BAD_USER_INPUT', fields: { postalCode: elsewhere } },
    );
    await t.rejects(
      customers.create(advisor, {
        firstName: 'Jordi',
        lastName: 'Puig',
        invoiceSameAsPersonal: false,
        invoiceName: 'Jordi Puig',
        invoiceEmail: 'jordi@correo.test',
        invoiceNif: '12345678Z',
        invoiceAddress: 'Carrer de Balmes, 1',
        invoicePostalCode: '08001',
        invoiceMunicipalityId: ids.madrid,
      }),
      { code: 'BAD_USER_INPUT', fields: { invoicePostalCode: elsewhere } },
    );
    const kept = await customers.create(advisor, {
      firstName: 'Jordi',
      lastName: 'Puig',
      postalCode: '28901',
      municipalityId: ids.getafe,
    });
    t.equal(kept.postalCode, '28901', 'a postal code of the province is kept');
  });

  t.test('the delete check is a list other modules extend; the first dependant found is told', async (t) => {
    t.same(
      customers.dependants().map((d) => d.code),
      // The vouchers (vouchers, leads) and invoices modules register theirs when the app is built.
      [
        'PEOPLE_CUSTOMER_HAS_STUDENTS',
        'VOUCHERS_CUSTOMER_HAS_VOUCHERS',
        'INTERESTS_CUSTOMER_HAS_INTERESTS',
        'INVOICES_CUSTOMER_HAS_INVOICES',
      ],
    );
    await app.db.schema.createTable('fake_vouchers', (table) => {
      table.increments('id');
      table.integer('customer_id').notNullable();
    });
    const vouchers = {
      id: 'test.hasVouchers',
      defaultMessage: 'No se puede eliminar el cliente porque tiene bonos ({count}).',
    };
    customers.addDependant({
      table: 'fake_vouchers',
      column: 'customer_id',
      code: 'VOUCHERS_CUSTOMER_HAS_VOUCHERS',
      message: vouchers,
    });
    customers.addDependant({
      table: 'fake_vouchers',
      column: 'customer_id',
      code: 'VOUCHERS_CUSTOMER_HAS_VOUCHERS',
      message: vouchers,
    });
    t.equal(customers.dependants().length, 5, 'added once');

    const withBoth = await createCustomer(app);
    await createStudent(app, withBoth.id);
    await createStudent(app, withBoth.id);
    await app.db('fake_vouchers').insert({ customerId: withBoth.id });
    const refused = await customers.remove(advisor, withBoth.id).catch((e) => e);
    t.equal(refused.code, 'PEOPLE_CUSTOMER_HAS_STUDENTS');
    t.equal(refused.status, 409);
    t.equal(
      refused.message,
      'No se puede eliminar el cliente porque tiene alumnos (2). Elimina antes sus alumnos o pásalos a otro cliente.',
    );
    await app.db('students').where({ customerId: withBoth.id }).delete();
    await t.rejects(customers.remove(advisor, withBoth.id), {
      code: 'VOUCHERS_CUSTOMER_HAS_VOUCHERS',
      message: 'No se puede eliminar el cliente porque tiene bonos (1).',
    });
    t.ok(await app.db('customers').where({ id: withBoth.id }).first(), 'nothing lost');
    await app.db('fake_vouchers').delete();
    t.equal((await customers.remove(advisor, withBoth.id)).id, withBoth.id);
    t.equal(m.hasStudents.id, 'people.customers.error.hasStudents');
  });

  t.test('invoice data: copied on every save while ticked; its own, untouched, when not', async (t) => {
    const created = await customers.create(advisor, {
      firstName: 'Rosa',
      lastName: 'Vidal',
      nif: '12345678Z',
      email: 'ROSA@correo.test',
      address: 'Calle A 1',
      postalCode: '28001',
      municipalityId: ids.madrid,
    });
    t.match(created, {
      invoiceSameAsPersonal: true,
      invoiceName: 'Rosa Vidal',
      invoiceNif: '12345678Z',
      invoiceEmail: 'rosa@correo.test',
      invoiceAddress: 'Calle A 1',
      invoicePostalCode: '28001',
      invoiceMunicipalityId: ids.madrid,
      advisorId: advisor.id,
    });
    const moved = await customers.update(advisor, created.id, {
      firstName: 'Rosa',
      lastName: 'Vidal Pons',
      nif: '12345678Z',
      address: 'Calle B 2',
      postalCode: '28002',
      municipalityId: ids.getafe,
      invoiceName: 'ignorado',
    });
    t.match(moved, {
      invoiceName: 'Rosa Vidal Pons',
      invoiceAddress: 'Calle B 2',
      invoicePostalCode: '28002',
      invoiceMunicipalityId: ids.getafe,
      invoiceEmail: null,
    });
    t.equal(moved.advisorId, null, 'an update takes the advisor given (none)');
    const own = await customers.update(advisor, created.id, {
      firstName: 'Rosa',
      lastName: 'Vidal Pons',
      invoiceSameAsPersonal: false,
      invoiceName: 'Pons Asesores S.L.',
      invoiceEmail: 'admin@pons.test',
      invoiceNif: 'B12345674',
      invoiceAddress: 'Gran Vía 5',
      invoicePostalCode: '28013',
      invoiceMunicipalityId: ids.madrid,
    });
    t.match(own, {
      invoiceSameAsPersonal: false,
      invoiceName: 'Pons Asesores S.L.',
      invoiceNif: 'B12345674',
      address: null,
    });
  });

  t.test('a district must be of the chosen municipality, and gives it when none is chosen', async (t) => {
    await t.rejects(
      customers.create(advisor, { firstName: 'D', lastName: 'E', municipalityId: ids.getafe, districtId: ids.centro }),
      { code: 'BAD_USER_INPUT', fields: { districtId: 'El distrito no es del municipio elegido' } },
    );
    const implied = await customers.create(advisor, { firstName: 'D', lastName: 'E', districtId: ids.centro });
    t.equal(implied.municipalityId, ids.madrid);
  });

  t.test('helpers', async (t) => {
    t.equal(customerName({ firstName: 'Ana', lastName: 'Ruiz' }), 'Ana Ruiz');
    t.equal(customerName({ firstName: 'Sol S.L.', lastName: 'X', isCompany: true }), 'Sol S.L.');
    t.equal(formatIban('ES9121000418450200051332'), 'ES91 2100 0418 4502 0005 1332');
    t.equal(formatIban(null), '');
    t.equal(todayInMadrid(new Date('2026-12-31T23:30:00Z')), '2027-01-01', 'Madrid is ahead of UTC');
  });
});
