import t from 'tap';
import { callerAs, postForm, setupApp } from '../../test/helpers/app';

t.test('GET /logout asks; only the POST with its CSRF token ends the session', async (t) => {
  const app = await setupApp(t);
  const advisor = await callerAs(app, 'advisor');
  const token = advisor.cookie.split('=')[1];

  const page = await app.inject({ method: 'GET', url: '/logout', headers: advisor.headers });
  t.equal(page.statusCode, 200);
  t.match(page.body, /¿Quieres cerrar la sesión en este navegador\?/);
  t.match(page.body, /<form class="form" action="\/logout" method="post">/);
  t.match(page.body, /name="_csrf" value="[^"]+"/);
  t.match(page.body, />Cerrar sesión<\/button>/);
  t.match(page.body, /href="\/">Seguir en la intranet</);
  t.ok(await app.services.auth.resolve(token), 'a GET (any link, any site) leaves the session open');

  // A cross-site POST without the token is refused and the session stays.
  const forged = await app.inject({
    method: 'POST',
    url: '/logout',
    headers: { ...advisor.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  t.equal(forged.statusCode, 403);
  t.ok(await app.services.auth.resolve(token));

  const done = await postForm(app, advisor, '/logout', '/logout', {});
  t.equal(done.statusCode, 303);
  t.equal(done.headers.location, '/login');
  t.equal(await app.services.auth.resolve(token), null, 'the POST ends it');

  // Signed out already: GET /logout goes to the login page.
  const anonymous = await callerAs(app, 'anonymous');
  const again = await app.inject({ method: 'GET', url: '/logout', headers: anonymous.headers });
  t.equal(again.statusCode, 302);
  t.equal(again.headers.location, '/login');
});

t.test('the menu keeps its POST form', async (t) => {
  const app = await setupApp(t);
  const admin = await callerAs(app, 'admin');
  const home = await app.inject({ method: 'GET', url: '/', headers: admin.headers });
  t.match(home.body, /<form class="inline-form" action="\/logout" method="post"><input type="hidden" name="_csrf"/);
  t.notMatch(home.body, /href="\/logout"/);
});
