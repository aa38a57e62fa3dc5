import t from 'tap';
import { callerAs, setupApp } from '../../test/helpers/app';
import { AppError } from '../lib/errors';
import { idempotencyMessages } from '../lib/operations.messages';

t.test('error pages', async (t) => {
  const app = await setupApp(t, {}, (app) => {
    app.get('/test-boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    // A form sent again with other data under its idempotency key (back, changed, sent).
    app.post('/test-resent', async () => {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.keyReused);
    });
    // A delete a dependant the code forgot still points at (ON DELETE RESTRICT: 23001, NO ACTION: 23503).
    app.get<{ Querystring: { code: string } }>('/test-referenced', async (request) => {
      throw Object.assign(new Error('violates RESTRICT setting of foreign key constraint "x_foreign"'), {
        code: request.query.code,
      });
    });
  });
  const admin = await callerAs(app, 'admin');

  t.test('unknown route: 404 with its title, for visitors and users', async (t) => {
    for (const headers of [{}, admin.headers]) {
      const res = await app.inject({ url: '/no-existe', headers });
      t.equal(res.statusCode, 404);
      t.match(res.body, '<title>Error 404 - No encontrado');
      t.match(res.body, 'Volver al inicio');
    }
  });

  t.test('a fault: a generic Spanish page with a reference, nothing internal', async (t) => {
    const res = await app.inject({ url: '/test-boom', headers: admin.headers });
    t.equal(res.statusCode, 500);
    t.match(res.body, 'Se ha producido un error');
    t.match(res.body, /Referencia del error: [0-9a-f-]{36}/);
    t.notMatch(res.body, 'secret_table');
    t.notMatch(res.body, 'at ');
    t.match(res.body, 'Algo ha fallado al mostrar esta página. Inténtalo de nuevo en unos minutos.');
  });

  t.test('a request refused with its reason says that reason only, not «try again in a few minutes»', async (t) => {
    const expired = await app.inject({
      method: 'POST',
      url: '/login/password-reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=alguien%40academia.test',
    });
    t.equal(expired.statusCode, 403);
    t.match(expired.body, 'El formulario ha caducado. Vuelve a cargar la página e inténtalo de nuevo.');
    t.notMatch(expired.body, 'Algo ha fallado al mostrar esta página');
    t.notMatch(expired.body, 'Referencia del error');
    const referenced = await app.inject({ url: '/test-referenced?code=23503', headers: admin.headers });
    t.notMatch(referenced.body, 'Inténtalo de nuevo en unos minutos');
  });

  t.test('a form sent again with other data: said in the words of a form, on a page', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/test-resent', headers: admin.headers });
    t.equal(res.statusCode, 409);
    t.match(
      res.body,
      'Este formulario ya se había enviado con otros datos: se guardó lo primero y esto no se ha hecho.',
    );
    t.notMatch(res.body, 'idempotencia');
  });

  t.test(
    'a multipart body sent to a page that takes none: refused as a bad request, not an internal error',
    async (t) => {
      const payload = '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@academia.test\r\n--xx--\r\n';
      for (const [url, headers] of [
        ['/password', admin.headers],
        ['/login', {}],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xx' },
          payload,
        });
        t.equal(res.statusCode, 415, url);
        t.match(res.body, 'La petición no es válida', url);
        t.notMatch(res.body, 'Referencia del error', `${url}: not a fault`);
      }
    },
  );

  t.test('a row still referenced: 409, «otros datos dependen», nothing internal', async (t) => {
    for (const code of ['23001', '23503']) {
      const res = await app.inject({ url: `/test-referenced?code=${code}`, headers: admin.headers });
      t.equal(res.statusCode, 409, code);
      t.match(res.body, 'No se puede eliminar porque otros datos dependen de este registro');
      t.notMatch(res.body, 'foreign key');
    }
  });

  t.test('sections open by role', async (t) => {
    const res = await app.inject({ url: '/history-invoices', headers: admin.headers });
    t.equal(res.statusCode, 200);
    t.match(res.body, 'Histórico de facturas');
    const teacher = await callerAs(app, 'teacher');
    t.equal((await app.inject({ url: '/history-invoices', headers: teacher.headers })).statusCode, 403);
    t.equal((await app.inject({ url: '/teacher-interests', headers: teacher.headers })).statusCode, 200);
  });

  t.test('the menu shows each role its sections', async (t) => {
    const body = (await app.inject({ url: '/', headers: admin.headers })).body;
    t.match(body, 'href="/places-settings"');
    const teacher = await callerAs(app, 'teacher');
    const teacherBody = (await app.inject({ url: '/', headers: teacher.headers })).body;
    t.notMatch(teacherBody, 'href="/places-settings"');
    t.match(teacherBody, 'Buscar estudiantes');
  });

  t.test('security headers: CSP with a nonce on the page script', async (t) => {
    const res = await app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    t.ok(nonce);
    t.match(res.body, `nonce="${nonce}"`);
    t.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    const again = String((await app.inject({ url: '/login' })).headers['content-security-policy']);
    t.match(again, /script-src 'self' 'nonce-[0-9a-f]{32}';.*style-src 'self' 'nonce-[0-9a-f]{32}'/);
    t.not(/'nonce-([^']+)'/.exec(again)?.[1], nonce, 'a fresh nonce for every response');
  });

  t.test('health check', async (t) => {
    const res = await app.inject({ url: '/healthz' });
    t.same(res.json(), { status: 'ok', database: 'ok' });
  });
});
