import t from 'tap';
import { Suspense, use } from 'react';
import { request } from 'node:http';
import { setupApp, callerAs } from '../../test/helpers/app';
import { STREAM_AFTER_MS } from './ssr';
import { WHOLE_PAGE_HEADER } from '../../views/widgets/pageFetch';
import { DIALOG_HEADER } from '../../views/widgets/dialogPost';

function Slow({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

t.test('pages stream: the shell goes out before slow data, fast data goes out whole', async (t) => {
  const app = await setupApp(t, {}, (app) => {
    app.get<{ Querystring: { ms: string; kb?: string } }>('/test-slow', async (req, reply) => {
      const data = new Promise<string>((resolve) => setTimeout(() => resolve('datos lentos'), Number(req.query.ms)));
      // ?kb=N: the data is a block of about N kilobytes (a list of many rows).
      const text =
        Number(req.query.kb) > 0 ? data.then((d) => `${d} ${'fila '.repeat(Number(req.query.kb) * 200)}`) : data;
      return reply.page(
        <Suspense fallback={<p>Cargando resultados...</p>}>
          <Slow data={text} />
        </Suspense>,
        { title: 'Lenta' },
      );
    });
  });
  const admin = await callerAs(app, 'admin');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const fetchTimed = (ms: number, kb = 0, extra: Record<string, string> = {}) =>
    new Promise<{ firstChunkAt: number; endAt: number; body: string }>((resolve, reject) => {
      const start = Date.now();
      let firstChunkAt = 0;
      let body = '';
      request(`${base}/test-slow?ms=${ms}&kb=${kb}`, { headers: { ...admin.headers, ...extra } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          firstChunkAt ||= Date.now() - start;
          body += chunk;
        });
        res.on('end', () => resolve({ firstChunkAt, endAt: Date.now() - start, body }));
      })
        .on('error', reject)
        .end();
    });

  const slow = await fetchTimed(1500);
  t.ok(slow.firstChunkAt < 1000, `shell after ${slow.firstChunkAt} ms, before the data`);
  t.ok(slow.endAt >= 1500, 'the data follows in the same response');
  t.match(slow.body, 'Cargando resultados...');
  t.match(slow.body, 'datos lentos');

  // A script that takes parts of the page (a live list) asks for it whole: rows, never the placeholder.
  for (const header of [WHOLE_PAGE_HEADER, DIALOG_HEADER]) {
    const whole = await fetchTimed(STREAM_AFTER_MS * 5, 0, { [header]: '1' });
    t.ok(whole.firstChunkAt >= STREAM_AFTER_MS * 5, `${header}: nothing before the data`);
    t.notMatch(whole.body, 'Cargando resultados...', `${header}: no placeholder`);
    t.match(whole.body, '<p>datos lentos</p>', `${header}: the data in place`);
  }

  const fast = await fetchTimed(Math.floor(STREAM_AFTER_MS / 4));
  t.notMatch(fast.body, 'Cargando resultados...', 'fast data needs no placeholder (and no JavaScript)');
  t.match(fast.body, '<p>datos lentos</p>');

  // React moves a large finished block to the end of the page for a script to put back; a
  // page sent whole must not depend on that script.
  const big = await fetchTimed(Math.floor(STREAM_AFTER_MS / 4), 40);
  t.notMatch(big.body, 'Cargando resultados...', 'a large block also arrives in place');
  t.match(big.body, /<p>datos lentos fila/);
});

t.test('a visitor who leaves while the page streams is no error in the log', async (t) => {
  const lines: string[] = [];
  const app = await setupApp(
    t,
    { logLevel: 'info' },
    (app) => {
      app.get('/test-slow', async (_req, reply) => {
        const data = new Promise<string>((resolve) => setTimeout(() => resolve('datos lentos'), 800));
        return reply.page(
          <Suspense fallback={<p>Cargando resultados...</p>}>
            <Slow data={data} />
          </Suspense>,
          { title: 'Lenta' },
        );
      });
    },
    { logStream: { write: (line) => lines.push(line) } },
  );
  const admin = await callerAs(app, 'admin');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    const req = request(`${base}/test-slow`, { headers: admin.headers }, (res) => {
      // The shell has come: the visitor goes away before the rest.
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => undefined);
    req.on('close', resolve);
    req.on('timeout', reject);
    req.end();
  });
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const errors = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
  t.same(errors, [], 'nothing logged as an error');
});
