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
