import t from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { flashOf, setupApp, type Caller } from './helpers/app';
import { englishIn, internalInPage } from './helpers/spanish';
import { decode, formsOf, type FoundForm } from './helpers/forms';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seeds/demo';
import { random } from '../seeds/people';
import { MODULES } from '../src/app';

/**
 * The forms as a careless user or a hostile program sends them: every form a role can reach
 * from its menu (found by following the pages' links, so each has its real action and ids)
 * posted with its own values, some of them replaced by bad ones. None may answer 5xx, show an
 * internal, or speak English in its messages.
 */

/** Values people and programs send where they should not. */
const BAD = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'abc',
  '99999999999999999999',
  '2026-02-30',
  '31/12/2026',
  '1,5',
  '1.234,56',
  '-0,01',
  '2026-13-01T25:61',
  '<script>alert(1)</script>',
  "O'Brien'; drop table users;--",
  '😀 ñ á',
  'x'.repeat(5000),
  'null',
  '[object Object]',
  '9'.repeat(400),
];
/** Pages and forms left alone: downloads, and what ends the caller's session. */
const SKIP = /logout|password|\.csv|\.pdf|\.zip|\/download|export|graphiql|\/api\//;
/** Pages visited and forms posted per role (enough to reach every kind of form, not every row). */
const PAGES = 160;
const FORMS = 160;
/** Where a visitor without a session starts: the sign-in, its password reset, the teachers' application. */
const PUBLIC_PAGES = ['/login', '/login/password-reset', '/forms/teachers'];

/** The intranet's own pages a page links to (the first few of each page). */
function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(/<a\s[^>]*href="(\/[^"#]*)"/g)) {
    const url = decode(href);
    if (!SKIP.test(url) && !links.includes(url)) links.push(url);
  }
  return links;
}

/** What a user reads of an answer: its form messages, error page and flash message. */
function messagesIn(res: LightMyRequestResponse): string {
  const texts: string[] = [];
  const html = res.body;
  for (const [, text] of html.matchAll(/class="(?:field-error|form-errors|flash[^"]*)"[^>]*>([\s\S]*?)<\/(?:p|div)>/g))
    texts.push(text.replace(/<[^>]+>/g, ' '));
  if (res.statusCode >= 400 && !html.includes('form-errors'))
    texts.push((/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html).replace(/<[^>]+>/g, ' '));
  const flash = flashOf(res).text;
  if (flash) texts.push(flash);
  return decode(texts.join(' | ')).replace(/\s+/g, ' ');
}

/**
 * The entries of a form's error summary that name no field, though their field is on the page
 * (the summary says «IBAN: El IBAN no es…», not the error alone, for every field it can see).
 */
function unlabelledSummaryEntries(html: string): string[] {
  const summary = /class="form-errors"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
  const found: string[] = [];
  for (const [, id, text] of summary.matchAll(/<a href="#([^"]+)">([\s\S]*?)<\/a>/g)) {
    const onPage = html.includes(` id="${id}"`);
    if (onPage && !decode(text).includes(': ')) found.push(`#${id} «${decode(text)}»`);
  }
  return found;
}

/** A page's kind: its path with the ids as N and no query (/vouchers/12 and /vouchers/20 are one kind). */
const shapeOf = (url: string) => url.split('?')[0].replace(/\d+/g, 'N');

/**
 * The pages a role reaches from `start`, breadth first, two of each kind at most (a list's
 * sorts and pages are one kind), and the post forms on them, each with the CSRF cookie of the
 * page that carried it.
 */
async function crawl(app: FastifyInstance, caller: Caller, start: string[]) {
  const seen = new Set<string>();
  const kinds = new Map<string, number>();
  const queue = [...start];
  const forms = new Map<string, FoundForm & { cookie: string }>();
  while (queue.length > 0 && seen.size < PAGES) {
    const url = queue.shift()!;
    const kind = shapeOf(url);
    if (seen.has(url) || (kinds.get(kind) ?? 0) >= 2) continue;
    seen.add(url);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const res = await app.inject({ method: 'GET', url, headers: caller.headers });
    const location = res.headers.location;
    if (typeof location === 'string' && location.startsWith('/')) queue.push(location);
    if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/html')) continue;
    const token = /name="_csrf" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const csrf = res.cookies.find((c) => c.name === '_csrf')?.value;
    const cookie = [caller.cookie, csrf && `_csrf=${csrf}`].filter(Boolean).join('; ');
    for (const form of formsOf(url, res.body, SKIP)) {
      // One form per action and set of fields: the same form on 25 rows is one form.
      const key = `${shapeOf(form.action)} ${form.fields.map(([n]) => n).join(',')}`;
      if (!forms.has(key)) forms.set(key, { ...form, fields: [...form.fields, ['_csrf', token]], cookie });
    }
    for (const link of linksOf(res.body)) if (!kinds.has(shapeOf(link))) queue.push(link);
  }
  return { forms: [...forms.values()], pages: seen.size };
}

t.test(
  'forms fuzz: every form each role reaches, posted with bad values: no 5xx, no internals, no English',
  async (t) => {
    const app = await setupApp(t, { env: 'production' });
    await seedDemo(app.db, MODULES);
    const seed = Number(process.env.FUZZ_SEED ?? 20261127);
    t.comment(`seed ${seed} (FUZZ_SEED=${seed} replays it)`);
    const rng = random(seed);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const role of ['anonymous', 'teacher', 'advisor', 'accountant', 'admin'] as const) {
      // The demo academy's own accounts: the demo teacher has classes, students and payrolls to act on.
      const account = DEMO_ACCOUNTS.find((a) => a.role === role);
      const cookie = account
        ? `apollo-token=${(await app.services.auth.login(account.email, DEMO_PASSWORD)).token}`
        : '';
      const caller: Caller = { role, cookie, headers: cookie ? { cookie } : {} };
      const { forms, pages } = await crawl(app, caller, role === 'anonymous' ? PUBLIC_PAGES : ['/']);
      // The accountant only reads (its only form, the password, is left out).
      if (role !== 'accountant') t.ok(forms.length > 0, `${role}: forms found (${forms.length}) over ${pages} pages`);
      let posted = 0;
      /** Posts the form's body as its page would, with the page's CSRF cookie. */
      const send = (form: FoundForm & { cookie: string }, body: URLSearchParams) =>
        app.inject({
          method: 'POST',
          url: form.action,
          headers: { cookie: form.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: body.toString(),
        });
      for (const form of forms) {
        if (posted >= FORMS) break;
        // Each form twice: its own values with one to three made bad, then every value bad.
        for (const variant of ['some', 'all'] as const) {
          const body = new URLSearchParams();
          const bad = new Set<number>();
          while (variant === 'some' && bad.size < Math.min(form.fields.length - 1, 1 + Math.floor(rng.next() * 3)))
            bad.add(Math.floor(rng.next() * (form.fields.length - 1)));
          form.fields.forEach(([name, value], i) =>
            body.append(name, name === '_csrf' || (variant === 'some' && !bad.has(i)) ? value : rng.pick(BAD)),
          );
          const res = await send(form, body);
          posted += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${role} POST ${form.action} (from ${form.page}) ${body.toString().slice(0, 300)}`;
          if (res.statusCode >= 500) problems.push(`${res.statusCode}: ${where}`);
          const internal = internalInPage(res.body);
          if (internal) problems.push(`internal "${internal}": ${where}`);
          for (const entry of unlabelledSummaryEntries(res.body))
            problems.push(`summary entry without its label ${entry}: ${where}`);
          const said = messagesIn(res);
          const english = englishIn(said);
          if (english) problems.push(`English "${english}" in "${said.slice(0, 200)}": ${where}`);
          if (problems.length >= 20) break;
        }
        // A textarea takes several lines (one-line fields refuse a line break; a textarea's must not).
        if (form.textareas.length > 0) {
          const body = new URLSearchParams();
          for (const [name, value] of form.fields)
            body.append(name, form.textareas.includes(name) ? 'Primera línea\r\nSegunda línea' : value);
          const res = await send(form, body);
          posted += 1;
          if (messagesIn(res).includes('una sola línea'))
            problems.push(`a textarea refused its line break: ${role} POST ${form.action} (from ${form.page})`);
        }
      }
      t.comment(`${role}: ${pages} pages, ${forms.length} forms, ${posted} posts`);
    }
    t.comment(`statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    t.same(problems, [], 'no problems');
  },
);
