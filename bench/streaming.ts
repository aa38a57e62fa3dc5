/**
 * Target 5: what streaming pages cost the routes that do not stream. React's streaming
 * renderer (renderToPipeableStream, every page here) runs each render inside an
 * AsyncLocalStorage, which from the first page on turns Node's async hooks on for the whole
 * process: every promise and callback made afterwards, by any route, carries the store along.
 * The cost is measured on a route that renders no page, the GraphQL list of 25 municipalities,
 * served by two servers over the bench database that differ only in that one of them has
 * rendered a page first. They must be two processes (the hooks are process-wide), started
 * from bench/serve.ts; the two are loaded in alternating rounds as measure() does, and each
 * server's own CPU per request is read from /proc. Target: the streamed server ≥ 0.95 of the
 * fresh one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { autocannonResult, load, line, ratio, DURATION, type Bench, type Measure } from './lib';
import { cpuOf } from './proc';
import { seedPlaces, PLACES_ROWS } from './places';

interface Server {
  child: ChildProcess;
  url: string;
  cookie: string;
}

/** bench/serve.ts in a process of its own: the app over the bench database, signed in as the bench admin. */
function serve(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`bench/serve.ts ended (${code}): ${output}`)));
    child.stdout!.on('data', (d) => {
      output += d;
      const [url, cookie] = output.split('\n');
      if (cookie?.includes('apollo-token=')) resolve({ child, url, cookie });
    });
  });
}

const QUERY = JSON.stringify({
  query:
    '{ municipalities(page: { page: 1, pageSize: 25 }) { total rows { id name code province { id name } createdDate updatedDate } } }',
});
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** measure()'s alternating rounds, with the CPU each server (not this process) spent per request. */
async function alternate(servers: Server[]): Promise<Measure[]> {
  const target = (s: Server) => ({
    url: `${s.url}/api/graphql`,
    headers: { cookie: s.cookie, 'content-type': 'application/json' },
    options: { method: 'POST' as const, body: QUERY },
  });
  for (const s of servers) await load(target(s).url, target(s).headers, { ...target(s).options, duration: 2 });
  const results: Awaited<ReturnType<typeof load>>[][] = servers.map(() => []);
  const cpu = servers.map(() => 0);
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, s] of servers.entries()) {
      const before = cpuOf(s.child.pid!);
      results[i].push(await load(target(s).url, target(s).headers, { ...target(s).options, duration: slice }));
      cpu[i] += (cpuOf(s.child.pid!) - before) * 1000;
    }
  }
  return results.map((rs, i) => autocannonResult(rs, cpu[i]));
}

export const streaming: Bench = {
  name: 'streaming',
  title:
    'a route that does not stream (GraphQL list), on a server after a streamed page / on one where none has streamed, target ≥ 0.95',
  async seed(db) {
    const [{ count }] = await db('municipalities').count({ count: '*' });
    if (Number(count) === 0) await seedPlaces(db);
  },
  async run() {
    const servers = await Promise.all([serve(), serve()]);
    try {
      const [fresh, streamed] = servers;
      for (const s of servers) {
        const answer = await fetch(`${s.url}/api/graphql`, {
          method: 'POST',
          headers: { cookie: s.cookie, 'content-type': 'application/json' },
          body: QUERY,
        });
        const total = ((await answer.json()) as { data?: { municipalities: { total: number } } }).data?.municipalities
          .total;
        if (total !== PLACES_ROWS) throw new Error(`GraphQL did not answer the list (${total})`);
      }
      // One page on one of them: React's renderer runs it in its AsyncLocalStorage.
      const page = await fetch(`${streamed.url}/places-settings?tab=municipalities`, {
        headers: { cookie: streamed.cookie },
      });
      if (page.status !== 200 || !(await page.text()).includes('Municipio 00000'))
        throw new Error(`the page did not render (${page.status})`);
      const [freshResult, streamedResult] = await alternate([fresh, streamed]);
      console.log(line('GraphQL list, no page streamed yet', freshResult));
      console.log(line('GraphQL list, after a streamed page', streamedResult));
      console.log(`  (cpu: the server's own milliseconds per request)`);
      ratio('after a page / fresh (req/s)', streamedResult.rps / freshResult.rps, 0.95);
      ratio('fresh / after a page (server cpu per request)', freshResult.cpuMs / streamedResult.cpuMs, 0.95);
    } finally {
      for (const s of servers) s.child.kill('SIGINT');
      await Promise.all(
        servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))),
      );
    }
  },
};
