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
  // A teacher's study and subject with the same remarks: their tables on the teacher's page keep the width too.
  const study = await app.db('studies').insert({ name: 'Grado en Matemáticas' }).returning('id');
  await app.db('teacher_studies').insert({ teacherId: teacher.id, studyId: study[0].id, remarks: long });
  await app
    .db('teacher_subjects')
    .insert({ teacherId: teacher.id, subjectId: w.subject, levelId: w.level, remarks: long });
  for (const path of [
    `/customer-interests/${lead.id}`,
    `/vouchers/${voucherId}`,
    `/teachers/${teacher.id}/studies`,
    `/teachers/${teacher.id}/subjects`,
  ]) {
    await page.goto(`${base}${path}`);
    await page.getByText('Supercalifragilistico', { exact: false }).first().waitFor();
    t.equal(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      0,
      `${path} is no wider than the window`,
    );
  }
  for (const kind of ['studies', 'subjects']) {
    await page.goto(`${base}/teachers/${teacher.id}/${kind}`);
    t.equal(
      await page
        .locator('main .table-scroll')
        .first()
        .evaluate((box) => box.scrollWidth - box.clientWidth),
      0,
      `the teacher's ${kind}: their remarks wrap inside the table`,
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
