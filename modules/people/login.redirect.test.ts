import t from 'tap';
import { callerAs, PASSWORD, createUser, postForm, setupApp } from '../../test/helpers/app';
import { safeNext } from './people.routes';

/** `next` values that must never leave the intranet (as sent, before URL encoding). */
const HOSTILE = [
  '/\t/evil.example/x',
  '/\t\t/evil.example',
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  'https://evil.example/',
  'http:evil.example',
  '//evil.example%2F..',
  '/\r\nSet-Cookie: x=1',
  '/\r/evil.example',
  '/\n/evil.example',
  '/a\u0000b',
  '/\u001b/evil.example',
  '/\u007f/evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  '/login?next=//evil.example',
  '',
];

/** Whether a Location header stays on this origin, read the way a browser reads it. */
function staysHere(location: string | undefined) {
  if (!location) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(location)) return false;
  const base = 'https://intranet.academia.test/login';
  return new URL(location, base).origin === 'https://intranet.academia.test';
}

t.test('safeNext keeps local paths and refuses everything else', async (t) => {
  for (const value of HOSTILE)
    t.ok(staysHere(safeNext(value)) && !safeNext(value).startsWith('//'), JSON.stringify(value));
  for (const value of ['/\t/evil.example/x', '//evil.example', '/\\evil.example', '/\r\nx', 'https://evil.example'])
    t.equal(safeNext(value), '/', JSON.stringify(value));
  t.equal(safeNext('/customers?q=ana&page=2'), '/customers?q=ana&page=2');
  t.equal(safeNext('/%2F%2Fevil.example'), '/%2F%2Fevil.example', 'an encoded slash stays a path of this origin');
  t.equal(safeNext('/cursos/Ávila'), '/cursos/%C3%81vila', 'non-ASCII is percent-encoded, so it is a valid header');
});

t.test('the redirect matrix over GET and POST /login: same origin, never a 500', async (t) => {
  const app = await setupApp(t);
  const user = await createUser(app, 'advisor');
  const signedIn = await callerAs(app, 'advisor');
  const anonymous = await callerAs(app, 'anonymous');
  for (const value of [...HOSTILE, '%2F%09%2Fevil.example%2Fx']) {
    const encoded = encodeURIComponent(value);
    // Signed in: GET /login?next= redirects at once.
    const get = await app.inject({ method: 'GET', url: `/login?next=${encoded}`, headers: signedIn.headers });
    t.equal(get.statusCode, 302, `GET ${JSON.stringify(value)}`);
    t.ok(
      staysHere(get.headers.location as string),
      `GET ${JSON.stringify(value)} → ${JSON.stringify(get.headers.location)}`,
    );
    // Anonymous: the form keeps a safe next only.
    const page = await app.inject({ method: 'GET', url: `/login?next=${encoded}`, headers: anonymous.headers });
    t.equal(page.statusCode, 200);
    const hidden = /name="next" value="([^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    t.ok(hidden === undefined || staysHere(hidden), `form keeps ${JSON.stringify(hidden)}`);
    // POST with the credentials.
    const post = await postForm(app, anonymous, '/login', '/login', {
      email: user.email,
      password: PASSWORD,
      next: value,
    });
    t.equal(post.statusCode, 303, `POST ${JSON.stringify(value)}`);
    t.ok(
      staysHere(post.headers.location as string),
      `POST ${JSON.stringify(value)} → ${JSON.stringify(post.headers.location)}`,
    );
  }
  // The report's exact request, raw in the URL.
  const report = await app.inject({
    method: 'GET',
    url: '/login?next=%2F%09%2Fevil.example%2Fx',
    headers: signedIn.headers,
  });
  t.equal(report.headers.location, '/');
  const crlf = await app.inject({
    method: 'GET',
    url: '/login?next=%2F%0D%0ASet-Cookie:%20x=1',
    headers: signedIn.headers,
  });
  t.equal(crlf.statusCode, 302);
  t.equal(crlf.headers.location, '/');
  t.notMatch(String(crlf.headers['set-cookie'] ?? ''), /x=1/);
  // A good next still works.
  const good = await app.inject({
    method: 'GET',
    url: '/login?next=%2Fcustomers%3Fq%3Dana',
    headers: signedIn.headers,
  });
  t.equal(good.headers.location, '/customers?q=ana');
});
