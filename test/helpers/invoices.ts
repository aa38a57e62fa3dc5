import type { FastifyInstance } from 'fastify';

/** The academy's issuer, filled in as an admin would on /fiscal-settings (payments need it). */
export async function fillIssuer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  let municipality = await app.db('municipalities').whereRaw(`search_key(name) = 'madrid'`).first('id');
  if (!municipality) {
    const country =
      (await app.db('countries').first('id')) ??
      (await app.db('countries').insert({ name: 'España', code: 'ES' }).returning('id'))[0];
    const province =
      (await app.db('provinces').first('id')) ??
      (await app.db('provinces').insert({ name: 'Madrid', code: '28', countryId: country.id }).returning('id'))[0];
    [municipality] = await app
      .db('municipalities')
      .insert({ name: 'Madrid', code: '28079', provinceId: province.id })
      .returning('id');
  }
  await app
    .db('fiscal_settings')
    .where('id', 1)
    .update({
      legalName: 'Academia de Prueba, S.L.',
      nif: 'B86541232',
      address: 'Calle Mayor, 1',
      postalCode: '28013',
      municipalityId: municipality.id,
      ...overrides,
    });
}

/**
 * The invoices' count and sums per status as the triggers keep them (`invoice_totals`) and as
 * counted from the invoices themselves: a test expects the two to be the same.
 */
export async function keptAndCountedTotals(app: FastifyInstance) {
  const columns =
    'count(*)::int as count, sum(base_cents)::int as base, sum(vat_cents)::int as vat, sum(total_cents)::int as total';
  const counted = await app.db.raw(`select status, ${columns} from invoices group by status order by status`);
  const kept = await app.db.raw(
    `select status, count::int as count, base_cents::int as base, vat_cents::int as vat, total_cents::int as total
       from invoice_totals where count > 0 order by status`,
  );
  return { kept: kept.rows as unknown[], counted: counted.rows as unknown[] };
}
