import t from 'tap';
import type { Page } from 'playwright-core';
import { setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { MODULES } from '../../src/app';
import { DEMO_PASSWORD, seedDemo } from '../../seeds/demo';

/**
 * What a desktop screen (1280 px) shows of the demo academy: the list filters fill their rows
 * in even columns, and an autocomplete's suggestions are no wider than their field.
 */
t.test('the demo academy on a desktop screen', async (t) => {
  const app = await setupApp(t);
  await seedDemo(app.db, MODULES);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  t.teardown(() => context.close());
  const page: Page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('admin@academia.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${base}/`);

  for (const path of ['/vouchers', '/classes', '/invoices', '/customers', '/teachers']) {
    await page.goto(`${base}${path}`);
    // The filters by row (their bottoms, within a few pixels): each field's width, and 0 for the cell of the buttons.
    const rows = await page.evaluate(() => {
      const rows: { bottom: number; widths: number[] }[] = [];
      for (const cell of document.querySelectorAll<HTMLElement>(
        '.table-filters .field-inline, .table-filters-actions',
      )) {
        const box = cell.getBoundingClientRect();
        const width = cell.matches('.table-filters-actions') ? 0 : Math.round(box.width);
        const row = rows.find((r) => Math.abs(r.bottom - box.bottom) <= 8);
        if (row) row.widths.push(width);
        else rows.push({ bottom: box.bottom, widths: [width] });
      }
      return rows.map((r) => r.widths);
    });
    const widths = rows.flat().filter((w) => w > 0);
    t.ok(widths.length > 1, `${path}: ${widths.length} filters in ${rows.length} rows`);
    t.ok(Math.max(...widths) - Math.min(...widths) <= 1, `${path}: the filters are as wide as each other (${widths})`);
    t.notOk(
      rows.length > 1 && rows.some((r) => r.length === 1 && r[0] > 0),
      `${path}: no field alone on a row (${rows.map((r) => r.length)})`,
    );
  }

  // The suggestions of an autocomplete, under their field and no wider than it (a filter's and a form's).
  for (const path of ['/invoices', '/vouchers/new']) {
    await page.goto(`${base}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // A filter's autocomplete is hydrated when it is first focused.
    await page.locator('.field-autocomplete input, input[role="combobox"]').first().click();
    const box = page.getByRole('combobox', { name: 'Cliente' });
    await box.pressSequentially('ma');
    const list = page.getByRole('listbox');
    await list.getByRole('option').first().waitFor();
    await page.waitForTimeout(500);
    const field = (await box.boundingBox())!;
    const popover = (await list.evaluate((l) => l.closest('.popover')!.getBoundingClientRect().toJSON())) as DOMRect;
    t.ok(
      Math.abs(popover.left - field.x) <= 1 && Math.abs(popover.right - (field.x + field.width)) <= 1,
      `${path}: the suggestions line up with the field (${Math.round(popover.left)}–${Math.round(popover.right)} under ${Math.round(field.x)}–${Math.round(field.x + field.width)})`,
    );
  }

  // The invoice editor: the largest line's amount stays in its column, clear of «×».
  await page.goto(`${base}/invoices/new`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const line = page.getByRole('group', { name: 'Línea 1' });
  await line.getByLabel('Concepto').fill('Matrícula');
  await line.getByLabel('Precio unitario').fill('9.999.999,99');
  await line.getByText('9.999.999,99 €').waitFor();
  const amount = (await line.locator('.line-amount-value').evaluate((o) => {
    const range = document.createRange();
    range.selectNodeContents(o);
    return range.getBoundingClientRect().toJSON();
  })) as DOMRect;
  const remove = (await page.getByRole('button', { name: 'Quitar la línea 1' }).boundingBox())!;
  t.ok(
    amount.right <= remove.x,
    `the amount (to ${Math.round(amount.right)}) ends before «×» (${Math.round(remove.x)})`,
  );
});
