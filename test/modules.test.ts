import t from 'tap';
import { collectModules } from '../src/plugins/modules';
import { defineModule, type PlatformDeps } from '../src/lib/module';
import { can, policyTable, type Actor } from '../src/lib/policy';
import { MODULES } from '../src/app';
import { loadConfig } from '../src/config';

/** The module contract (src/lib/module.ts) as buildApp collects it, without a database. */
// Nothing here sends mail; a module's hooks may tell the mailer where the Reply-To comes from.
const platform = {
  db: {},
  config: loadConfig({ NODE_ENV: 'test' }),
  mailer: { replyToFrom: () => undefined },
  log: {},
} as unknown as PlatformDeps;
const label = { id: 'test.label', defaultMessage: 'Prueba' };
const admin = { id: 1, role: 'admin' } as Actor;

const lower = defineModule({
  name: 'lower',
  dependsOn: [],
  policy: { 'lower.view': ['admin'] },
  services: () => ({ lowerThing: { n: 1 } }),
});
const upper = defineModule({
  name: 'upper',
  dependsOn: [lower],
  policy: { 'upper.view': ['admin', 'advisor'] },
  menu: [
    { group: 'billing', position: 20, href: '/upper/b', label, action: 'upper.view' as never },
    { group: 'billing', position: 10, href: '/upper/a', label, action: 'upper.view' as never },
    { group: 'general', position: 5, href: '/upper', label, action: 'upper.view' as never },
  ],
  services: ({ lowerThing }) => ({ upperThing: { n: lowerThing.n + 1 } }),
  hooks: (deps, own) => void (own.upperThing.n += deps.lowerThing.n * 10),
});

t.test('the list is collected: services over the lower ones, hooks called, policy and menu merged', async (t) => {
  const collected = collectModules([lower, upper], platform);
  t.same(collected.services.upperThing, { n: 12 }, 'built over the lower services, then its hooks ran');
  t.same(
    policyTable(),
    {
      'lower.view': ['admin'],
      'upper.view': ['admin', 'advisor'],
      'session.read': ['admin', 'advisor', 'teacher', 'accountant'],
      'home.view': ['admin', 'advisor', 'teacher', 'accountant'],
    },
    "the modules' lines and the platform's, nothing else",
  );
  t.ok(can(admin, 'home.view'), "the platform's own lines stay");
  t.same(
    collected.menu.groups.map((g) => [g.label.id, g.entries.map((e) => e.href)]),
    [
      ['menu.general', ['/upper', '/']],
      ['menu.billing', ['/upper/a', '/upper/b']],
    ],
    "the platform's groups in their order, each one's entries by position; groups without entries left out",
  );
});

t.test('boot fails with a clear message', async (t) => {
  t.throws(() => collectModules([upper, lower], platform), /Module 'upper' depends on 'lower', which is not below it/);
  t.throws(
    () => collectModules([upper], platform),
    /Module 'upper' depends on 'lower', which is not in the module list/,
  );
  t.throws(() => collectModules([lower, lower], platform), /'lower' appears twice/);
  const clash = defineModule({
    name: 'clash',
    dependsOn: [],
    policy: { 'lower.view': ['admin'] },
    services: () => ({}),
  });
  t.throws(
    () => collectModules([lower, clash], platform),
    /'lower.view' of module 'clash' is already declared by 'lower'/,
  );
  const stray = defineModule({
    name: 'stray',
    dependsOn: [],
    policy: {},
    menu: [{ group: 'general', position: 1, href: '/x', label, action: 'nobody.knows' as never }],
    services: () => ({}),
  });
  t.throws(() => collectModules([stray], platform), /needs the action 'nobody.knows', which no module declares/);
  const twice = defineModule({ name: 'twice', dependsOn: [], policy: {}, services: () => ({ lowerThing: {} }) });
  t.throws(() => collectModules([lower, twice], platform), /the service 'lowerThing' is already built/);
  t.throws(
    () => can(admin, 'nobody.knows' as never),
    /unknown action 'nobody.knows'/,
    'an unknown action is a programming error, not a refusal',
  );
});

t.test("the app's modules: dependencies point down, every action and menu entry resolves", async (t) => {
  const collected = collectModules(MODULES, platform);
  t.same(
    MODULES.map((m) => m.name),
    ['places', 'academic', 'people', 'vouchers', 'invoices', 'payrolls'],
  );
  t.ok(
    [...collected.autocomplete.keys()].includes('municipalities') &&
      collected.autocomplete.has('customers') &&
      collected.autocomplete.has('classVouchers') &&
      collected.autocomplete.has('interestStudents'),
  );
});

t.test("the app's policy table, written out: changing a module's lines must change this test", async (t) => {
  // Installed by the test above (collectModules(MODULES)).
  t.same(policyTable(), {
    // every module's lines, then the platform's
    'customerInterests.view': ['admin', 'advisor'],
    'invoices.view': ['admin', 'advisor', 'accountant'],
    'payrolls.manage': ['admin'],
    'history.view': ['admin', 'accountant'],
    'fiscalSettings.manage': ['admin'],
    'places.read': ['admin', 'advisor', 'teacher'],
    'places.manage': ['admin'],
    'academic.read': ['admin', 'advisor', 'teacher'],
    'academicSettings.manage': ['admin'],
    'academicPrices.read': ['admin', 'advisor'],
    'outbox.read': ['admin'],
    'account.password': ['admin', 'advisor', 'teacher', 'accountant'],
    'staff.manage': ['admin'],
    'users.setPassword': ['admin'],
    'advisors.read': ['admin', 'advisor'],
    'teachers.view': ['admin', 'advisor'],
    'teachers.manage': ['admin', 'advisor'],
    'teacherRecords.read': ['admin', 'advisor', 'teacher'],
    'teacherRecords.manage': ['admin', 'advisor', 'teacher'],
    'teacherSelf.view': ['teacher'],
    'teacherSelf.edit': ['teacher'],
    'customers.view': ['admin', 'advisor'],
    'customers.manage': ['admin', 'advisor'],
    'customers.fiscal': ['admin', 'advisor'],
    'students.view': ['admin', 'advisor'],
    'students.manage': ['admin', 'advisor'],
    'vouchers.view': ['admin', 'advisor'],
    'vouchers.manage': ['admin', 'advisor'],
    'vouchers.pay': ['admin', 'advisor'],
    'vouchers.settle': ['admin', 'advisor'],
    'cardPayments.manage': ['admin', 'advisor'],
    'classes.view': ['admin', 'advisor'],
    'classes.manage': ['admin', 'advisor'],
    'classes.validate': ['admin', 'advisor'],
    'teacherClasses.view': ['teacher'],
    'teacherClasses.claim': ['teacher'],
    'customerInterests.manage': ['admin', 'advisor'],
    'customerInterests.accept': ['admin', 'advisor'],
    'teacherInterests.search': ['teacher'],
    'teacherInterests.apply': ['teacher'],
    'teacherInterests.view': ['teacher'],
    'invoices.issue': ['admin', 'advisor'],
    'invoices.collect': ['admin', 'advisor'],
    'invoices.amend': ['admin'],
    'invoices.export': ['admin', 'accountant'],
    'history.import': ['admin'],
    'payrolls.view': ['admin', 'accountant'],
    'payrolls.irpf': ['admin'],
    'payrolls.own': ['teacher'],
    'payrolls.pages': ['admin', 'accountant', 'teacher'],
    'payrolls.withholdings': ['admin', 'accountant'],
    'payrollHistory.view': ['admin', 'accountant'],
    'payrollHistory.import': ['admin'],
    'session.read': ['admin', 'advisor', 'teacher', 'accountant'],
    'home.view': ['admin', 'advisor', 'teacher', 'accountant'],
  });
});
