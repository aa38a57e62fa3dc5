import type { Knex } from 'knex';

/**
 * Two things for the voucher lists at ten years of data (issue 16, target 3):
 *
 * 1. The active vouchers by id, with what the working lists test (end date, hours, minutes
 *    booked): every working list and the effective status filters start from the active
 *    vouchers (1 in 10 at ten years), so their page's ids are read from this index alone
 *    (0.7 ms instead of 10 ms for "por renovar") and their counts without the table.
 * 2. How many vouchers there are in each stored status, kept in one row like the class counts:
 *    the plain list's total (and by "inactive" or "settled", which no date changes) is read
 *    instead of counting 100,000 vouchers. Deferred to the commit (the row locked last, for an
 *    instant). A bulk load with triggers off (replication role) calls `vouchers_recount()` after.
 */
const STATUSES = ['inactive', 'active', 'settled'];

export async function up(knex: Knex) {
  await knex.raw(
    `create index vouchers_active_id_index on vouchers (id) include (status, end_date, hours, minutes_booked) where status = 'active'`,
  );
  await knex.raw(
    `create table voucher_counts (id integer primary key check (id = 1), ${STATUSES.map((s) => `${s} bigint not null default 0`).join(', ')})`,
  );
  await knex.raw('insert into voucher_counts (id) values (1)');
  await knex.raw(`
    create function vouchers_recount() returns void language sql as $$
      update voucher_counts k set ${STATUSES.map((s) => `${s} = c.${s}`).join(', ')}
        from (select ${STATUSES.map((s) => `count(*) filter (where status = '${s}') as ${s}`).join(', ')} from vouchers) c
       where k.id = 1
    $$`);
  await knex.raw(`
    create function vouchers_keep_counts() returns trigger language plpgsql as $$
    declare
      was text := '';
      now_is text := '';
    begin
      if tg_op <> 'INSERT' then was := old.status; end if;
      if tg_op <> 'DELETE' then now_is := new.status; end if;
      update voucher_counts set ${STATUSES.map((s) => `${s} = ${s} + (now_is = '${s}')::int - (was = '${s}')::int`).join(', ')} where id = 1;
      return null;
    end $$`);
  const deferred = 'deferrable initially deferred for each row';
  await knex.raw(
    `create constraint trigger vouchers_count_insert after insert on vouchers ${deferred} execute function vouchers_keep_counts()`,
  );
  await knex.raw(
    `create constraint trigger vouchers_count_delete after delete on vouchers ${deferred} execute function vouchers_keep_counts()`,
  );
  await knex.raw(
    `create constraint trigger vouchers_count_status after update of status on vouchers ${deferred} when (old.status is distinct from new.status) execute function vouchers_keep_counts()`,
  );
  await knex.raw(`
    create function vouchers_truncated_counts() returns trigger language plpgsql as $$
    begin
      update voucher_counts set ${STATUSES.map((s) => `${s} = 0`).join(', ')} where id = 1;
      return null;
    end $$`);
  await knex.raw(
    'create trigger vouchers_count_truncate after truncate on vouchers for each statement execute function vouchers_truncated_counts()',
  );
  await knex.raw('select vouchers_recount()');
}

export async function down(knex: Knex) {
  for (const trigger of ['vouchers_count_insert', 'vouchers_count_delete', 'vouchers_count_status', 'vouchers_count_truncate'])
    await knex.raw(`drop trigger ${trigger} on vouchers`);
  await knex.raw('drop function vouchers_keep_counts(); drop function vouchers_truncated_counts(); drop function vouchers_recount()');
  await knex.raw('drop table voucher_counts');
  await knex.raw('drop index vouchers_active_id_index');
}
