import t from 'tap';
import { spawnNode } from '../helpers/process';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDb } from '../helpers/db';
import { callerAs } from '../helpers/app';
import { eventually, freePort, logCollector, tcpProxy } from '../helpers/servers';

const needsPg = {
  skip: process.env.DATABASE_URL ? false : 'needs PostgreSQL (DATABASE_URL): it is cut through a TCP proxy',
};

t.test(
  'PostgreSQL unreachable: pages and GraphQL answer 503 with Retry-After in Spanish, logs stay structured, recovery by itself',
  needsPg,
  async (t) => {
    const { drop, url } = await createTestDb();
    t.teardown(drop);
    const real = new URL(url!);
    const proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    t.teardown(proxy.close);
    const proxied = new URL(url!);
    proxied.port = String(proxy.port);
    const logs = logCollector();
    // The app opens its own pool through the proxy, with its logger (as in production).
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test' }, { logLevel: 'info', databaseUrl: proxied.toString() }),
      { logStream: logs.stream },
    );
    t.teardown(() => app.close());
    await app.ready();
    const advisor = await callerAs(app, 'advisor');
    const page = () => app.inject({ url: '/vouchers', headers: advisor.headers });
    const graphql = () =>
      app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { ...advisor.headers, 'content-type': 'application/json' },
        payload: { query: '{ vouchers { total } }' },
      });
    t.equal((await page()).statusCode, 200);
    t.equal((await graphql()).statusCode, 200);

    // knex's pool writes "Connection Error: ..." with console.warn unless given a logger.
    const stderr: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      stderr.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof process.stderr.write;
    t.teardown(() => void (process.stderr.write = write));

    proxy.cut();
    const down = await page();
    t.equal(down.statusCode, 503, 'a page: 503');
    t.equal(down.headers['retry-after'], '5');
    t.match(down.body, 'La base de datos no responde en este momento');
    t.notMatch(down.body, /ECONN|Connection terminated|knex|at \//, 'nothing internal');
    const api = await graphql();
    t.equal(api.statusCode, 503, 'authenticated GraphQL: 503 (it was 400, the client blamed)');
    t.equal(api.headers['retry-after'], '5');
    const body = api.json() as { errors: { message: string; extensions: { code: string } }[] };
    t.equal(body.errors[0].extensions.code, 'SERVICE_UNAVAILABLE');
    t.match(body.errors[0].message, /^La base de datos no responde/);

    proxy.mend();
    t.ok(await eventually(async () => (await page()).statusCode === 200, 15_000), 'pages recover by themselves');
    t.equal((await graphql()).statusCode, 200, 'GraphQL too');
    process.stderr.write = write;
    t.same(
      stderr.filter((l) => /Connection Error|Connection terminated/.test(l)),
      [],
      'nothing plain on stderr',
    );
    t.same(
      logs.lines.filter((l) => 'unstructured' in l),
      [],
      'every log line is JSON',
    );
    t.ok(
      logs.lines.some((l) => l.event === 'db.unavailable' && l.level === 40),
      'refusals logged as warnings with their reason',
    );
  },
);

t.test(
  'boot against a database that accepts connections and never answers fails within seconds, naming DATABASE_URL and the address without the password',
  needsPg,
  async (t) => {
    const silent = await tcpProxy({ host: '127.0.0.1', port: 5432 });
    silent.hang();
    t.teardown(silent.close);
    const started = Date.now();
    const { code, output } = await spawnNode(['--import', 'tsx', 'src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://academia:secreto@127.0.0.1:${silent.port}/academia`,
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
    }).done;
    const seconds = (Date.now() - started) / 1000;
    t.equal(code, 1);
    t.ok(seconds < 20, `fails in ${seconds.toFixed(1)} s (it took 36 s), tsx start included`);
    t.match(output, /DATABASE_URL/);
    t.match(output, `postgres://academia@127.0.0.1:${silent.port}/academia`, 'names the address');
    t.match(output, /no responde: sin respuesta en 8 s/);
    t.notMatch(output, 'secreto', 'never the password');
    t.notMatch(output, /\n\s+at /, 'no stack');
  },
);
