import type { Knex } from 'knex';

/**
 * A place's name is unique under its parent as people read it: ignoring case and accents
 * (search_key), as the academic catalogue's names are. «chamberi» beside «Chamberí» made two
 * districts no list, search or typed name could tell apart. The service says which one exists;
 * these indexes keep two writes at once from both passing its check.
 */
const PLACES: [table: string, parent: string | null][] = [
  ['countries', null],
  ['provinces', 'country_id'],
  ['municipalities', 'province_id'],
  ['districts', 'municipality_id'],
  ['stations', 'municipality_id'],
];

export async function up(knex: Knex) {
  for (const [table, parent] of PLACES) {
    const columns = parent ? `${parent}, search_key(name)` : 'search_key(name)';
    // Places already doubled this way (typed before this rule) must not stop the intranet from
    // starting: that table goes without the index, and the service's check still refuses new pairs.
    const doubled = await knex(table).select(knex.raw('1')).groupByRaw(columns).havingRaw('count(*) > 1').first();
    if (doubled) continue;
    await knex.raw(`create unique index ${table}_name_key_unique on ${table} (${columns})`);
  }
}

export async function down(knex: Knex) {
  for (const [table] of PLACES) await knex.raw(`drop index if exists ${table}_name_key_unique`);
}
