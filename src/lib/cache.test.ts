import t from 'tap';
import { ttlCache } from './cache';

t.test('ttlCache keeps an answer for its time, by key, drops it on clear and never keeps a failure', async (t) => {
  const cache = ttlCache<string, number>(60_000);
  let loads = 0;
  const load = async () => ++loads;
  t.equal(await cache.get('a', load), 1);
  t.equal(await cache.get('a', load), 1, 'kept');
  t.equal(await cache.get('b', load), 2, 'by key');
  cache.clear();
  t.equal(await cache.get('a', load), 3, 'dropped on clear');
  await t.rejects(cache.get('c', async () => Promise.reject(new Error('no'))));
  t.equal(await cache.get('c', load), 4, 'a failure is not kept');
  const short = ttlCache<string, number>(0);
  await short.get('a', load);
  await new Promise((r) => setTimeout(r, 2));
  t.equal(await short.get('a', load), 6, 'expired after its time');
});
