import t, { type Test } from 'tap';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { axeViolations, type Violation } from '../helpers/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../seeds/demo';
import { PLACE_KINDS } from '../../modules/places/places.entities';
import { ACADEMIC_KINDS } from '../../modules/academic/settings.entities';
import { policyTable, type Action, type Actor } from '../../src/lib/policy';
import { MODULES } from '../../src/app';

/**
 * WCAG 2.1 A/AA held by axe-core: every GET page of the route table, for each kind of caller, at
 * desktop (1366×768) width, and at a phone's (390×844; and there, no sideways scroll) for the first
 * caller that may see it; every dialog a page opens; the forms shown again with their errors. The route table is read from the app itself, so a page added without
 * a line below fails the first test.
 */
type Role = 'anonymous' | 'teacher' | 'advisor' | 'admin' | 'accountant';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** GET routes that are not pages: files, the API, assets, and the sign-out that ends the session under test. */
const NOT_PAGES = [
  '/graphiql',
  '/graphiql/main.js',
  '/graphiql/sw.js',
  '/graphiql/config.js',
  '/api/graphql',
  '/assets/*',
  '/favicon.svg',
  '/healthz',
  '/logout',
  '/customers/export.csv',
  '/vouchers/export.csv',
  '/teachers.csv',
  '/teacher-files/:recordId/download',
  '/teachers/:id/files/:recordId/download',
  // A settings list's address cut from a record's: redirects to the list (its tab, its section), checked there.
  '/places-settings/:kind',
  '/academic-settings/:kind',
  '/fiscal-settings/invoice-series',
  '/fiscal-settings/vat-types',
  // Without an id it is the not-found page, checked on its own below.
  '/voucher-payment-receipt-print',
  // Downloads: a CSV, a ZIP of PDFs, PDFs.
  '/customer-interests/export.csv',
  '/invoices/export.csv',
  '/invoices/export.zip',
  '/invoices/:id(^\\d+).pdf',
  '/teacher-payrolls/:id/pdf',
  '/teacher-payrolls/withholdings.csv',
  // JSON for the generation dialog's preview.
  '/teacher-payrolls/generate/preview',
];

// About 430 page checks: 2 to 3 minutes on an idle machine, far more on a loaded one.
t.setTimeout(20 * 60_000);

t.test('axe: no WCAG 2.1 A/AA violation on any page, dialog or form with errors', async (t) => {
  const routes: RouteOptions[] = [];
  const app = await setupApp(t, {}, undefined, { onRoute: (route) => routes.push(route) });
  await seedDemo(app.db, MODULES);
  const db = app.db;
  const first = async (table: string, where: Record<string, unknown> = {}) =>
    (await db(table).where(where).orderBy('id').first('id'))?.id as number;
  const user = async (email: string) => (await db('users').where({ email }).first('id')).id as number;
  const teacher = await user('profesor@academia.test');
  const [outbox] = await db('mail_outbox')
    .insert({
      toAddress: 'lucia@example.com',
      subject: 'Su bono',
      text: 'Hola,\nadjuntamos su bono.',
      status: 'stored',
    })
    .returning('id');
  const [file] = await db('teacher_files')
    .insert({
      teacherId: teacher,
      kind: 'cv',
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
      size: 1200,
      storageKey: randomBytes(16).toString('hex'),
    })
    .returning('id');
  const claimed =
    (await db('classes').where({ status: 'claimed', teacherId: teacher }).first('id'))?.id ??
    (await first('classes', { status: 'claimed' }));
  const ids = {
    admin: await user('admin@academia.test'),
    advisor: await user('asesora@academia.test'),
    teacherUser: (await db('users').where({ role: 'teacher' }).whereNot('id', teacher).orderBy('id').first('id'))
      .id as number,
    customer: await first('customers'),
    student: await first('students'),
    voucher: await first('vouchers', { status: 'active', paymentStatus: 'paid' }),
    inactive: await first('vouchers', { status: 'inactive' }),
    payment: await first('payments'),
    assigned: await first('classes', { status: 'assigned' }),
    claimed,
    study: await first('teacher_studies', { teacherId: teacher }),
    subject: await first('teacher_subjects', { teacherId: teacher }),
    file: file.id as number,
    outbox: outbox.id as number,
    accountant: await user('gestoria@academia.test'),
    lead: await first('customer_interests', { voucherId: null }),
    application: await first('teacher_interests', { teacherId: teacher }),
    series: await first('invoice_series'),
    vatType: await first('vat_types'),
    invoice: await first('invoices'),
    pendingInvoice: await first('invoices', { status: 'pendingPayment', isAmending: false }),
    payroll: await first('teacher_payrolls'),
    historyInvoice: await first('history_invoices'),
    historyPayroll: await first('history_payrolls'),
  };
  // A payment link for a voucher with something due: the family's public pages by its token.
  const advisorActor = {
    ...(await db('users').where({ id: ids.advisor }).first('id', 'email', 'role', 'first_name', 'last_name')),
    sessionId: 0,
  } as Actor;
  const payToken = (
    await app.services.cardPayments.createLink(
      advisorActor,
      await first('vouchers', { status: 'active', paymentStatus: 'pendingPayment' }),
    )
  ).url.split('/pay/')[1];
  const places = Object.fromEntries(await Promise.all(PLACE_KINDS.map(async (k) => [k, await first(k)] as const)));
  const academic = Object.fromEntries(
    await Promise.all(ACADEMIC_KINDS.map(async (k) => [k, await first(k.replace('-', '_'))] as const)),
  );

  /** The URLs that show each GET route; a route with :kind is shown for every kind. */
  const URLS: Record<string, string[]> = {
    '/': ['/'],
    '/login': ['/login'],
    '/login/password-reset': ['/login/password-reset'],
    '/login/password-token': ['/login/password-token?token=no-vale'],
    '/forms/teachers': ['/forms/teachers'],
    '/forms/teachers/done': ['/forms/teachers/done'],
    '/places-settings': PLACE_KINDS.map((k) => `/places-settings?tab=${k}`),
    '/places-settings/:kind/new': PLACE_KINDS.map((k) => `/places-settings/${k}/new`),
    '/places-settings/:kind/:id': PLACE_KINDS.map((k) => `/places-settings/${k}/${places[k]}`),
    '/places-settings/:kind/:id/delete': PLACE_KINDS.map((k) => `/places-settings/${k}/${places[k]}/delete`),
    '/academic-settings': ['/academic-settings'],
    '/academic-settings/course-subjects': ['/academic-settings/course-subjects'],
    '/academic-settings/:kind/new': ACADEMIC_KINDS.map((k) => `/academic-settings/${k}/new`),
    '/academic-settings/:kind/:id': ACADEMIC_KINDS.map((k) => `/academic-settings/${k}/${academic[k]}`),
    '/academic-settings/:kind/:id/delete': ACADEMIC_KINDS.map((k) => `/academic-settings/${k}/${academic[k]}/delete`),
    '/admins': ['/admins'],
    '/admins/new': ['/admins/new'],
    '/admins/:id': [`/admins/${ids.admin}`],
    '/advisors': ['/advisors'],
    '/advisors/new': ['/advisors/new'],
    '/advisors/:id': [`/advisors/${ids.advisor}`],
    '/password': ['/password'],
    '/user-set-password': ['/user-set-password'],
    '/user-set-password/:id': [`/user-set-password/${ids.teacherUser}`],
    '/outbox': ['/outbox'],
    '/outbox/:id': [`/outbox/${ids.outbox}`],
    '/customers': ['/customers'],
    '/customers/new': ['/customers/new'],
    '/customers/:id': [`/customers/${ids.customer}`],
    '/customers/:id/delete': [`/customers/${ids.customer}/delete`],
    '/students': ['/students'],
    '/students/new': ['/students/new'],
    '/students/:id': [`/students/${ids.student}`],
    '/students/:id/delete': [`/students/${ids.student}/delete`],
    '/teachers': ['/teachers'],
    '/teachers/new': ['/teachers/new'],
    '/teachers/:id': [`/teachers/${teacher}`],
    '/teachers/:id/drop-out': [`/teachers/${teacher}/drop-out`],
    '/teachers/:id/districts': [`/teachers/${teacher}/districts`],
    '/teacher-settings': ['/teacher-settings'],
    '/teacher-settings/districts': ['/teacher-settings/districts'],
    '/teacher-studies': ['/teacher-studies'],
    '/teacher-studies/new': ['/teacher-studies/new'],
    '/teacher-studies/:recordId': [`/teacher-studies/${ids.study}`],
    '/teacher-studies/:recordId/delete': [`/teacher-studies/${ids.study}/delete`],
    '/teacher-subjects': ['/teacher-subjects'],
    '/teacher-subjects/new': ['/teacher-subjects/new'],
    '/teacher-subjects/:recordId': [`/teacher-subjects/${ids.subject}`],
    '/teacher-subjects/:recordId/delete': [`/teacher-subjects/${ids.subject}/delete`],
    '/teacher-files': ['/teacher-files'],
    '/teacher-files/new': ['/teacher-files/new'],
    '/teacher-files/:recordId': [`/teacher-files/${ids.file}`],
    '/teacher-files/:recordId/delete': [`/teacher-files/${ids.file}/delete`],
    '/teacher-availability': ['/teacher-availability'],
    '/teachers/:id/studies': [`/teachers/${teacher}/studies`],
    '/teachers/:id/studies/new': [`/teachers/${teacher}/studies/new`],
    '/teachers/:id/studies/:recordId': [`/teachers/${teacher}/studies/${ids.study}`],
    '/teachers/:id/studies/:recordId/delete': [`/teachers/${teacher}/studies/${ids.study}/delete`],
    '/teachers/:id/subjects': [`/teachers/${teacher}/subjects`],
    '/teachers/:id/subjects/new': [`/teachers/${teacher}/subjects/new`],
    '/teachers/:id/subjects/:recordId': [`/teachers/${teacher}/subjects/${ids.subject}`],
    '/teachers/:id/subjects/:recordId/delete': [`/teachers/${teacher}/subjects/${ids.subject}/delete`],
    '/teachers/:id/files': [`/teachers/${teacher}/files`],
    '/teachers/:id/files/new': [`/teachers/${teacher}/files/new`],
    '/teachers/:id/files/:recordId': [`/teachers/${teacher}/files/${ids.file}`],
    '/teachers/:id/files/:recordId/delete': [`/teachers/${teacher}/files/${ids.file}/delete`],
    '/teachers/:id/availability': [`/teachers/${teacher}/availability`],
    '/vouchers': ['/vouchers'],
    '/vouchers/active-non-renewed': ['/vouchers/active-non-renewed'],
    '/vouchers/active-pending-hours': ['/vouchers/active-pending-hours'],
    '/vouchers/active-pending-hours-last-class': ['/vouchers/active-pending-hours-last-class'],
    '/vouchers/settlements': ['/vouchers/settlements'],
    '/vouchers/new': ['/vouchers/new', `/vouchers/new?customerId=${ids.customer}`],
    '/manage-voucher': ['/manage-voucher'],
    '/manage-voucher/:id': [`/manage-voucher/${ids.voucher}`],
    '/vouchers/:id': [`/vouchers/${ids.voucher}`, `/vouchers/${ids.inactive}`],
    '/vouchers/:id/pay': [`/vouchers/${ids.inactive}/pay`],
    '/vouchers/:id/renew': [`/vouchers/${ids.voucher}/renew`],
    '/vouchers/:id/email': [`/vouchers/${ids.voucher}/email`],
    '/vouchers/:id/delete': [`/vouchers/${ids.inactive}/delete`],
    '/vouchers/settle': [`/vouchers/settle?ids=${ids.voucher}`],
    '/voucher-payment-receipt-print/:id': [`/voucher-payment-receipt-print/${ids.payment}`],
    '/classes': ['/classes'],
    '/classes/new': ['/classes/new'],
    '/classes/teacher-class': ['/classes/teacher-class'],
    '/classes/:id': [`/classes/${ids.assigned}`],
    '/classes/:id/delete': [`/classes/${ids.assigned}/delete`],
    '/classes/:id/link': [`/classes/${ids.claimed}/link`],
    '/teacher-classes': ['/teacher-classes'],
    '/claim-class': ['/claim-class'],
    '/claim-class/:id': [`/claim-class/${ids.claimed}`],
    '/claim-class/:id/delete': [`/claim-class/${ids.claimed}/delete`],
    '/teacher-students': ['/teacher-students'],
    '/teacher-vouchers': ['/teacher-vouchers'],
    '/customer-interests': ['/customer-interests'],
    '/invoices': ['/invoices'],
    '/teacher-payrolls': ['/teacher-payrolls'],
    '/history-invoices': ['/history-invoices'],
    '/history-invoices/:id': [`/history-invoices/${ids.historyInvoice}`],
    '/history-payrolls': ['/history-payrolls'],
    '/history-payrolls/:id': [`/history-payrolls/${ids.historyPayroll}`],
    '/teacher-payrolls/withholdings': ['/teacher-payrolls/withholdings', '/teacher-payrolls/withholdings?year=dos'],
    '/teacher-customer-interest-search': ['/teacher-customer-interest-search'],
    '/teacher-interests': ['/teacher-interests'],
    '/fiscal-settings': ['/fiscal-settings'],
    '/accountants': ['/accountants'],
    '/accountants/new': ['/accountants/new'],
    '/accountants/:id': [`/accountants/${ids.accountant}`],
    '/pay/:token': [`/pay/${payToken}`, '/pay/no-existe'],
    '/pay/:token/ok': [`/pay/${payToken}/ok`],
    '/pay/:token/ko': [`/pay/${payToken}/ko`],
    '/customer-interests/new': ['/customer-interests/new'],
    '/customer-interests/:id': [`/customer-interests/${ids.lead}`],
    '/customer-interests/:id/accept': [`/customer-interests/${ids.lead}/accept`],
    '/teacher-interests/new': [`/teacher-interests/new?customerInterest=${ids.lead}`],
    '/teacher-interests/:id': [`/teacher-interests/${ids.application}`],
    '/fiscal-settings/invoice-series/new': ['/fiscal-settings/invoice-series/new'],
    '/fiscal-settings/invoice-series/:id': [`/fiscal-settings/invoice-series/${ids.series}`],
    '/fiscal-settings/invoice-series/:id/delete': [`/fiscal-settings/invoice-series/${ids.series}/delete`],
    '/fiscal-settings/vat-types/new': ['/fiscal-settings/vat-types/new'],
    '/fiscal-settings/vat-types/:id': [`/fiscal-settings/vat-types/${ids.vatType}`],
    '/fiscal-settings/vat-types/:id/delete': [`/fiscal-settings/vat-types/${ids.vatType}/delete`],
    '/invoices/export': ['/invoices/export'],
    '/invoices/:id': [`/invoices/${ids.invoice}`],
    '/invoices/:id/print': [`/invoices/${ids.invoice}/print`],
    '/invoices/new': ['/invoices/new'],
    '/invoices/:id/amend': [`/invoices/${ids.invoice}/amend`],
    '/invoices/:id/collect': [`/invoices/${ids.pendingInvoice}/collect`],
    '/teacher-payrolls/generate': ['/teacher-payrolls/generate'],
    '/teacher-payrolls/:id': [`/teacher-payrolls/${ids.payroll}`],
    '/teachers/:id/irpf': [`/teachers/${teacher}/irpf`],
  };
  const actionOf = new Map(
    routes
      .filter((r) => [r.method].flat().includes('GET'))
      .map((r) => [r.url, (r.config as { action?: Action } | undefined)?.action]),
  );

  t.test('every GET page of the route table has its URLs here', async (t) => {
    t.same(
      [...actionOf.keys()].filter((url) => !NOT_PAGES.includes(url) && !URLS[url]),
      [],
      'pages without a line',
    );
    t.same(
      Object.keys(URLS).filter((url) => !actionOf.has(url)),
      [],
      'lines without a page',
    );
  });

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const found: (Violation & { page: string; role: Role; width: number })[] = [];
  /** Pages checked, by role: the figure of the report. */
  const checked: Record<string, number> = {};

  async function contextFor(role: Role): Promise<BrowserContext> {
    // The injected axe script needs CSP out of the way; the fades are off so colours are final.
    const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce', viewport: DESKTOP });
    if (role !== 'anonymous') {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
      const { token } = await app.services.auth.login(account.email, DEMO_PASSWORD, { ip: '10.1.0.1' });
      await context.addCookies([{ name: 'apollo-token', value: token, url: base }]);
    }
    return context;
  }

  async function check(page: Page, role: Role, label: string, widths = [DESKTOP, PHONE]) {
    for (const size of widths) {
      if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
      for (const v of await axeViolations(page)) found.push({ ...v, page: label, role, width: size.width });
      // Reflow (WCAG 1.4.10): at a phone's width the page scrolls only down, never sideways.
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (size === PHONE && sideways > 0)
        found.push({
          rule: 'reflow',
          impact: 'serious',
          element: 'html',
          summary: `the page is ${sideways}px wider than the screen`,
          page: label,
          role,
          width: size.width,
        });
      checked[`${role} ${size.width}`] = (checked[`${role} ${size.width}`] ?? 0) + 1;
    }
    if (page.viewportSize()?.width !== DESKTOP.width) await page.setViewportSize(DESKTOP);
  }

  /** Opens each dialog of the page in turn, checks it, closes it with Escape: focus goes back to its button. */
  async function checkDialogs(page: Page, role: Role, url: string, seen: Set<string>) {
    const triggers = page.locator('main button[data-dialog]');
    for (let i = 0; i < (await triggers.count()); i++) {
      const trigger = triggers.nth(i);
      const name = (await trigger.textContent())?.trim() ?? '';
      const key = `${role} ${url.replace(/\d+/g, ':n')} ${name}`;
      if (seen.has(key) || !(await trigger.isVisible())) continue;
      seen.add(key);
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('[role="dialog"], [role="alertdialog"]').first();
      await dialog.waitFor();
      // Colours are measured once nothing is fading in any more.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await check(page, role, `${url} · diálogo «${name}»`, [DESKTOP]);
      t.ok(
        await dialog.evaluate((d) => d.contains(document.activeElement)),
        `${key}: the focus is inside the open dialog`,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // The dialog's focus scope gives the focus back as it unmounts, a frame or so after it is gone.
      const back = await page
        .waitForFunction((b) => b === document.activeElement, await trigger.elementHandle(), { timeout: 2000 })
        .then(() => true)
        .catch(() => false);
      t.ok(back, `${key}: the focus is back on its button`);
    }
  }

  const PUBLIC = [
    '/login',
    '/login/password-reset',
    '/login/password-token',
    '/forms/teachers',
    '/forms/teachers/done',
    '/pay/:token',
    '/pay/:token/ok',
    '/pay/:token/ko',
  ];

  const allowed = (role: Role, route: string) => {
    const action = actionOf.get(route);
    if (PUBLIC.includes(route)) return role === 'anonymous';
    return role !== 'anonymous' && (!action || (policyTable()[action] as readonly string[]).includes(role));
  };
  /**
   * The role whose visit checks a route at the phone's width too: the first of these that may see it. A page's
   * layout at a width is the same for every role (the menu aside, checked on each role's pages of its own).
   */
  const phoneRole = (route: string) =>
    (['admin', 'advisor', 'accountant', 'teacher', 'anonymous'] as Role[]).find((role) => allowed(role, route));

  /** Every page the role may see (the public ones without a session only), then the refusal and not-found pages. */
  async function visitAll(t: Test, role: Role) {
    const context = await contextFor(role);
    const page = await context.newPage();
    const seen = new Set<string>();
    // The phone width on the first URL of each route, by its phone role; the other URLs at desktop only.
    const targets = Object.entries(URLS).flatMap(([route, urls]) =>
      allowed(role, route) ? urls.map((url, i) => [url, i === 0 && phoneRole(route) === role] as const) : [],
    );
    targets.push(['/no-existe', true]);
    if (role === 'teacher') targets.push(['/customers', true]);
    for (const [url, phone] of targets) {
      const res = await page.goto(`${base}${url}`);
      t.ok([200, 400, 403, 404, 422].includes(res?.status() ?? 0), `${role} ${url}: ${res?.status()}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await check(page, role, url, phone ? [DESKTOP, PHONE] : [DESKTOP]);
      if (role !== 'anonymous') await checkDialogs(page, role, url, seen);
    }
    await context.close();
  }

  t.test('every page, for each kind of caller', async (t) => {
    // Two callers at a time: the machine's two cores.
    await Promise.all([
      (async () => {
        await visitAll(t, 'admin');
      })(),
      (async () => {
        for (const role of ['advisor', 'teacher', 'accountant', 'anonymous'] as Role[]) await visitAll(t, role);
      })(),
    ]);
  });

  t.test('forms shown again with their errors', async (t) => {
    for (const role of ['admin', 'teacher', 'anonymous'] as Role[]) {
      const context = await contextFor(role);
      const page = await context.newPage();
      const forms =
        role === 'anonymous'
          ? ['/login', '/forms/teachers']
          : Object.values(URLS)
              .flat()
              .filter((u) => /\/new$|^\/password$/.test(u) && (role === 'admin') !== u.startsWith('/teacher-'));
      for (const url of forms) {
        const res = await page.goto(`${base}${url}`);
        if (res?.status() !== 200) continue;
        await page.waitForSelector('html[data-hydrated="true"]');
        // Empty the text fields so the form is refused.
        for (const input of await page
          .locator(
            'main form.form input[type="text"], main form.form input[type="email"], main form.form input[type="password"]',
          )
          .all())
          if ((await input.isVisible()) && (await input.isEditable())) await input.fill('');
        await page.locator('main form.form button[type="submit"]').first().click();
        await page.waitForLoadState('load');
        await page.waitForSelector('html[data-hydrated="true"]');
        t.ok(
          await page.locator('.form-errors, .flash-error, .field-error').count(),
          `${role} ${url}: shown again with its errors`,
        );
        await check(page, role, `${url} (con errores)`);
      }
      await context.close();
    }
  });

  t.test('the figure', async (t) => {
    const byPage = new Map<string, number>();
    for (const v of found)
      byPage.set(`${v.role} ${v.width} ${v.page}`, (byPage.get(`${v.role} ${v.width} ${v.page}`) ?? 0) + 1);
    if (process.env.A11Y_REPORT)
      writeFileSync(
        process.env.A11Y_REPORT,
        JSON.stringify({ checked, byPage: Object.fromEntries(byPage), found }, null, 1),
      );
    t.ok(Object.values(checked).reduce((a, b) => a + b, 0) > 300, `pages checked: ${JSON.stringify(checked)}`);
    t.same(
      found.map((v) => `${v.page} · ${v.role} · ${v.width}px: ${v.rule} (${v.impact}) on ${v.element}: ${v.summary}`),
      [],
      `${found.length} WCAG violations`,
    );
  });
});
