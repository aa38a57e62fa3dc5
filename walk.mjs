import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const [,, role, ...paths] = process.argv;
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(base + '/login');
await page.getByLabel('Email').fill(`${role}@academia.test`);
await page.getByLabel('Contraseña').fill('academia2026');
await page.getByRole('button', { name: /entrar|iniciar/i }).click();
await page.waitForLoadState('networkidle');
for (const p of paths) {
  const r = await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  const name = `${role}${p.replace(/[^a-z0-9]+/gi, '_')}`.slice(0, 80);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log(p, r.status(), name);
}
console.log('errors', errors);
await browser.close();
