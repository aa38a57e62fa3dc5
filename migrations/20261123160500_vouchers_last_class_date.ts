import type { Knex } from 'knex';

/**
 * Each voucher keeps the date of its last live class (any status but deleted), so the "no
 * recent class" working list and the sort by last class read a column instead of every
 * voucher's classes (issue 16). A trigger on `classes` keeps it: whatever writes a class
 * (booking, moving, deleting, a class changing voucher), the voucher's date changes in the
 * same statement and transaction, and no write path can forget it.
 */
export async function up(knex: Knex) {
  await knex.raw('alter table vouchers add column last_class_date timestamptz');
  await knex.raw(`
    create function vouchers_refresh_last_class_date(voucher integer) returns void language sql as $$
      update vouchers v
         set last_class_date = (select max(c.date) from classes c where c.voucher_id = voucher and c.status <> 'deleted')
       where v.id = voucher
         and v.last_class_date is distinct from (select max(c.date) from classes c where c.voucher_id = voucher and c.status <> 'deleted')
    $$`);
  await knex.raw(`
    create function classes_keep_last_class_date() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.voucher_id is not null then
        perform vouchers_refresh_last_class_date(old.voucher_id);
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.voucher_id is not null
         and (tg_op = 'INSERT' or new.voucher_id is distinct from old.voucher_id) then
        perform vouchers_refresh_last_class_date(new.voucher_id);
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger classes_last_class_date
      after insert or delete or update of voucher_id, date, status on classes
      for each row execute function classes_keep_last_class_date()`);
  await knex.raw(`
    update vouchers v
       set last_class_date = l.last
      from (select voucher_id, max(date) as last from classes where status <> 'deleted' and voucher_id is not null group by voucher_id) l
     where l.voucher_id = v.id`);
  await knex.raw('create index vouchers_last_class_date_index on vouchers (last_class_date)');
}

export async function down(knex: Knex) {
  await knex.raw('drop trigger classes_last_class_date on classes');
  await knex.raw('drop function classes_keep_last_class_date()');
  await knex.raw('drop function vouchers_refresh_last_class_date(integer)');
  await knex.raw('alter table vouchers drop column last_class_date');
}
