import type { Knex } from 'knex';

/**
 * The invoices' count and sums per status, kept in two rows (issue 16, target 3): the invoices
 * list without a filter, or filtered by status alone, reads its total and the totals under the
 * table from here instead of summing 150,000 invoices at ten years of data. Issued invoices
 * never change their amounts and are never deleted (their immutability triggers): an insert adds
 * to its status's row, a payment (pendingPayment → paid) moves the invoice between the rows.
 * Deferred to the commit, like the class counts: the row is locked last and only for the commit's
 * instant (issuing is already serialised by the verification chain). A bulk load with triggers
 * off (replication role) calls `invoices_retotal()` after.
 */
export async function up(knex: Knex) {
  await knex.raw(`
    create table invoice_totals (
      status varchar(20) primary key check (status in ('pendingPayment', 'paid')),
      count bigint not null default 0,
      base_cents bigint not null default 0,
      vat_cents bigint not null default 0,
      total_cents bigint not null default 0
    )`);
  await knex.raw(`insert into invoice_totals (status) values ('pendingPayment'), ('paid')`);
  await knex.raw(`
    create function invoices_retotal() returns void language sql as $$
      update invoice_totals k
         set count = s.count, base_cents = s.base_cents, vat_cents = s.vat_cents, total_cents = s.total_cents
        from (select t.status, count(i.id) as count, coalesce(sum(i.base_cents), 0) as base_cents,
                     coalesce(sum(i.vat_cents), 0) as vat_cents, coalesce(sum(i.total_cents), 0) as total_cents
                from invoice_totals t left join invoices i on i.status = t.status
               group by t.status) s
       where s.status = k.status
    $$`);
  await knex.raw(`
    create function invoices_keep_totals() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        update invoice_totals
           set count = count - 1, base_cents = base_cents - old.base_cents,
               vat_cents = vat_cents - old.vat_cents, total_cents = total_cents - old.total_cents
         where status = old.status;
      end if;
      update invoice_totals
         set count = count + 1, base_cents = base_cents + new.base_cents,
             vat_cents = vat_cents + new.vat_cents, total_cents = total_cents + new.total_cents
       where status = new.status;
      return null;
    end $$`);
  const deferred = 'deferrable initially deferred for each row';
  await knex.raw(
    `create constraint trigger invoices_total_insert after insert on invoices ${deferred} execute function invoices_keep_totals()`,
  );
  await knex.raw(
    `create constraint trigger invoices_total_status after update of status on invoices ${deferred} when (old.status is distinct from new.status) execute function invoices_keep_totals()`,
  );
  await knex.raw('select invoices_retotal()');
}

export async function down(knex: Knex) {
  await knex.raw('drop trigger invoices_total_insert on invoices; drop trigger invoices_total_status on invoices');
  await knex.raw('drop function invoices_keep_totals(); drop function invoices_retotal()');
  await knex.raw('drop table invoice_totals');
}
