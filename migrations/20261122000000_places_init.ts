import type { Knex } from 'knex';

const timestamps = (t: Knex.CreateTableBuilder, knex: Knex) => {
  t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

export async function up(knex: Knex) {
  // Accent- and case-insensitive search key ('Ávila' is found by 'avila'), the same on
  // PostgreSQL and PGlite without the unaccent extension.
  await knex.raw(`
    create or replace function search_key(value text) returns text
    language sql immutable parallel safe as $$
      select translate(lower(value), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')
    $$`);

  await knex.schema.createTable('countries', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.string('code', 2).notNullable().unique();
    timestamps(t, knex);
  });
  await knex.schema.createTable('provinces', (t) => {
    t.increments('id');
    t.integer('country_id').notNullable().references('countries.id').onDelete('RESTRICT');
    t.string('name', 100).notNullable();
    t.string('code', 2).unique();
    timestamps(t, knex);
    t.unique(['country_id', 'name']);
  });
  await knex.schema.createTable('municipalities', (t) => {
    t.increments('id');
    t.integer('province_id').notNullable().references('provinces.id').onDelete('RESTRICT');
    t.string('name', 100).notNullable();
    t.string('code', 5).unique();
    timestamps(t, knex);
    t.unique(['province_id', 'name']);
  });
  await knex.schema.createTable('districts', (t) => {
    t.increments('id');
    t.integer('municipality_id').notNullable().references('municipalities.id').onDelete('RESTRICT');
    t.string('name', 100).notNullable();
    t.string('code', 20).unique();
    timestamps(t, knex);
    t.unique(['municipality_id', 'name']);
  });
  await knex.schema.createTable('stations', (t) => {
    t.increments('id');
    t.integer('municipality_id').notNullable().references('municipalities.id').onDelete('RESTRICT');
    t.string('name', 100).notNullable();
    // Line labels as the operator writes them: '1', '10', 'R', 'ML1'.
    t.specificType('lines', 'text[]').notNullable().defaultTo('{}');
    timestamps(t, knex);
    t.unique(['municipality_id', 'name']);
  });
  await knex.schema.createTable('station_districts', (t) => {
    t.integer('station_id').notNullable().references('stations.id').onDelete('CASCADE');
    t.integer('district_id').notNullable().references('districts.id').onDelete('RESTRICT');
    t.primary(['station_id', 'district_id']);
  });
  for (const table of ['countries', 'provinces', 'municipalities', 'districts', 'stations']) {
    await knex.raw(`create index ${table}_search_idx on ${table} (search_key(name))`);
  }
  await knex.raw('create index municipalities_province_idx on municipalities (province_id, name)');
  await knex.raw('create index districts_municipality_idx on districts (municipality_id)');
  await knex.raw('create index stations_municipality_idx on stations (municipality_id)');
  await knex.raw('create index station_districts_district_idx on station_districts (district_id)');
}

export async function down(knex: Knex) {
  for (const table of ['station_districts', 'stations', 'districts', 'municipalities', 'provinces', 'countries']) {
    await knex.schema.dropTable(table);
  }
  await knex.raw('drop function search_key(text)');
}
