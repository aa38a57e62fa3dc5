import type { Knex } from 'knex';

/**
 * How many classes there are in each status, kept in one row (issue 16): the classes list's
 * total without a filter (every live class) or by status alone is read from it instead of
 * counting 1,200,000 classes at ten years of data. Triggers on `classes` keep it in the same
 * transaction as the write, whatever path writes, at its commit (one row, locked last). A
 * bulk load that turns triggers off (replication role) calls `classes_recount()` after. A new class status needs a column here.
 */
const STATUSES = ['pending', 'assigned', 'taught', 'claimed', 'validated', 'deleted'];

export async function up(knex: Knex) {
  await knex.raw(`create table class_counts (id integer primary key check (id = 1), ${STATUSES.map((s) => `${s} bigint not null default 0`).join(', ')})`);
  await knex.raw('insert into class_counts (id) values (1)');
  await knex.raw(`
    create function classes_recount() returns void language sql as $$
      update class_counts k set ${STATUSES.map((s) => `${s} = c.${s}`).join(', ')}
        from (select ${STATUSES.map((s) => `count(*) filter (where status = '${s}') as ${s}`).join(', ')} from classes) c
       where k.id = 1
    $$`);
  await knex.raw(`
    create function classes_keep_counts() returns trigger language plpgsql as $$
    declare
      was text := '';
      now_is text := '';
    begin
      if tg_op <> 'INSERT' then was := old.status; end if;
      if tg_op <> 'DELETE' then now_is := new.status; end if;
      update class_counts set ${STATUSES.map((s) => `${s} = ${s} + (now_is = '${s}')::int - (was = '${s}')::int`).join(', ')} where id = 1;
      return null;
    end $$`);
  // Deferred to the commit: the counter row is locked last and only for the commit's instant, so a
  // transaction holding it never waits for a voucher or a class another one holds (no deadlock).
  const deferred = 'deferrable initially deferred for each row';
  await knex.raw(`create constraint trigger classes_count_insert after insert on classes ${deferred} execute function classes_keep_counts()`);
  await knex.raw(`create constraint trigger classes_count_delete after delete on classes ${deferred} execute function classes_keep_counts()`);
  await knex.raw(
    `create constraint trigger classes_count_status after update of status on classes ${deferred} when (old.status is distinct from new.status) execute function classes_keep_counts()`,
  );
  await knex.raw(`
    create function classes_truncated_counts() returns trigger language plpgsql as $$
    begin
      update class_counts set ${STATUSES.map((s) => `${s} = 0`).join(', ')} where id = 1;
      return null;
    end $$`);
  await knex.raw('create trigger classes_count_truncate after truncate on classes for each statement execute function classes_truncated_counts()');
  await knex.raw('select classes_recount()');
}

export async function down(knex: Knex) {
  for (const trigger of ['classes_count_insert', 'classes_count_delete', 'classes_count_status', 'classes_count_truncate']) await knex.raw(`drop trigger ${trigger} on classes`);
  await knex.raw('drop function classes_keep_counts(); drop function classes_truncated_counts(); drop function classes_recount()');
  await knex.raw('drop table class_counts');
}
