import t from 'tap';
import type { Browser } from 'playwright-core';
import { callerAs, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { newFamilyLead, vouchersWorld } from '../../modules/vouchers/vouchers.testkit';
import type { Actor } from '../../src/lib/policy';
import { actorOf, createTeacher } from '../factories/people';

/**
 * Remarks are free text: a pasted link or a long word without spaces wraps inside its box, and
 * the lead's page (staff's and the teacher's) and the voucher's page keep the window's width.
 */
t.test('a long word in the remarks does not widen the page', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const advisor = await callerAs(app, 'advisor');
  const actor = (await app.services.auth.resolve(advisor.cookie.split('=')[1])) as Actor;
  const long = `https://www.example.com/${'Supercalifragilisticoespialidoso'.repeat(12)} 😀`;
  const lead = await app.services.interests.create(
    actor,
    newFamilyLead(w, { remarks: long, teacherRemarks: long, status: 'pending_info' }),
  );
  const voucherId = await w.voucher({ remarks: long });
  // A teacher's application whose message is one long word: the decision column stays in sight.
  const teacher = await createTeacher(app, { user: { firstName: 'Ana', lastName: 'Larga' } });
  await app.services.teacherInterests.apply(actorOf(teacher), { customerInterestId: lead.id, remarks: long });
  const browser: Browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  t.teardown(() => context.close());
  const [name, value] = advisor.cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  for (const path of [`/customer-interests/${lead.id}`, `/vouchers/${voucherId}`]) {
    await page.goto(`${base}${path}`);
    await page.getByText('Supercalifragilistico', { exact: false }).first().waitFor();
    t.equal(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      0,
      `${path} is no wider than the window`,
    );
  }
  await page.goto(`${base}/customer-interests/${lead.id}`);
  const applications = page.locator('[data-lead-applications] .table-scroll');
  t.equal(
    await applications.evaluate((box) => box.scrollWidth - box.clientWidth),
    0,
    'the applications table fits: the decision is in sight without scrolling',
  );
});
