/**
 * Places list page / bare route ≥ 0.80: the authenticated /places-settings list of
 * municipalities (25 rows of 10,000, with the count, the province filter menu and the whole
 * layout) against the same two queries through `pg`, served as JSON by a bare Fastify route.
 */
import Fastify from 'fastify';
import pg from 'pg';
import type { Db } from '../src/db/knex';
import { expectPage, insertMany, line, measure, ratio, type Bench } from './lib';

const ROWS = 10_000;
export const PLACES_ROWS = ROWS;

/** 10,000 municipalities in 50 provinces (streaming.ts reads them too). */
export async function seedPlaces(db: Db) {
  const [country] = await db('countries').insert({ name: 'España', code: 'ES' }).returning('id');
  const provinces = await db('provinces')
    .insert(
      Array.from({ length: 50 }, (_, i) => ({
        countryId: country.id,
        name: `Provincia ${i + 1}`,
        code: String(i + 1).padStart(2, '0'),
      })),
    )
    .returning('id');
  await insertMany(
    db,
    'municipalities',
    Array.from({ length: ROWS }, (_, i) => ({
      provinceId: provinces[i % provinces.length].id,
      name: `Municipio ${String(i).padStart(5, '0')}`,
      code: String(i).padStart(5, '0'),
    })),
  );
}

/** The baseline: the list's two queries through pg, as JSON, with nothing else. */
export async function startBare(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get('/bare', async () => {
    const [rows, count] = await Promise.all([
      pool.query(
        `select p.id, p.name, p.code, p.province_id, parent.name as parent_name, p.created_date, p.updated_date
           from municipalities p left join provinces parent on parent.id = p.province_id
          order by search_key(p.name) asc nulls last, p.name, p.id limit 25 offset 0`,
      ),
      pool.query('select count(*) from municipalities'),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0].count) };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/bare`, close: async () => (await app.close(), await pool.end()) };
}

export const places: Bench = {
  name: 'places',
  title: `places list page / bare JSON route (25 of ${ROWS.toLocaleString('en')} municipalities), target ≥ 0.80; GraphQL list / bare ≥ 0.85`,
  seed: seedPlaces,
  async run({ appUrl, admin, databaseUrl }) {
    const bare = await startBare(databaseUrl);
    try {
      const pageUrl = `${appUrl}/places-settings?tab=municipalities`;
      await expectPage(pageUrl, admin, /Municipio 00000[\s\S]*10\.000/);
      // Target 4: the same 25 rows and count as a GraphQL list.
      const query = JSON.stringify({
        query:
          '{ municipalities(page: { page: 1, pageSize: 25 }) { total rows { id name code province { id name } createdDate updatedDate } } }',
      });
      const api = {
        url: `${appUrl}/api/graphql`,
        headers: { ...admin, 'content-type': 'application/json' },
        options: { method: 'POST' as const, body: query },
      };
      const answer = await fetch(api.url, { method: 'POST', headers: api.headers, body: query }).then(
        (r) => r.json() as Promise<{ data?: { municipalities: { total: number } } }>,
      );
      if (answer.data?.municipalities.total !== ROWS)
        throw new Error(`GraphQL did not answer the list: ${JSON.stringify(answer)}`);
      const [bareResult, pageResult, apiResult] = await measure(
        { url: bare.url },
        { url: pageUrl, headers: admin },
        api,
      );
      console.log(line('bare JSON route (pg)', bareResult));
      console.log(line('list page /places-settings', pageResult));
      console.log(line('GraphQL municipalities (25 rows)', apiResult));
      ratio('page / bare', pageResult.rps / bareResult.rps, 0.8);
      ratio('GraphQL list / bare (target 4)', apiResult.rps / bareResult.rps, 0.85);
    } finally {
      await bare.close();
    }
  },
};
