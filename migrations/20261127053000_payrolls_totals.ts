import type { Knex } from 'knex';

const AMOUNTS = ['class_count', 'minutes', 'gross_cents', 'irpf_cents', 'net_cents'];

/**
 * The payrolls' count and sums per month and status, kept by triggers (issue 16, target 3): the
 * payrolls list of staff without a filter, or by month and status, reads them instead of summing
 * 60,000 payrolls at ten years of data. Every write of a payroll (generated, paid, discarded,
 * regenerated, removed) takes the old row out of its month and status and puts the new one in,
 * deferred to the commit (a month's row locked last and only for the commit's instant). A bulk
 * load with triggers off (replication role) calls `payrolls_retotal()` after.
 */
export async function up(knex: Knex) {
  await knex.raw(`
    create table payroll_totals (
      period date not null,
      status varchar(30) not null,
      count bigint not null default 0,
      ${AMOUNTS.map((a) => `${a} bigint not null default 0`).join(', ')},
      primary key (period, status)
    )`);
  await knex.raw(`
    create function payrolls_retotal() returns void language sql as $$
      delete from payroll_totals;
      insert into payroll_totals (period, status, count, ${AMOUNTS.join(', ')})
      select period, status, count(*), ${AMOUNTS.map((a) => `sum(${a})`).join(', ')}
        from teacher_payrolls group by period, status;
    $$`);
  await knex.raw(`
    create function payrolls_keep_totals() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update payroll_totals
           set count = count - 1, ${AMOUNTS.map((a) => `${a} = ${a} - old.${a}`).join(', ')}
         where period = old.period and status = old.status;
      end if;
      if tg_op <> 'DELETE' then
        insert into payroll_totals (period, status, count, ${AMOUNTS.join(', ')})
        values (new.period, new.status, 1, ${AMOUNTS.map((a) => `new.${a}`).join(', ')})
        on conflict (period, status) do update
           set count = payroll_totals.count + 1, ${AMOUNTS.map((a) => `${a} = payroll_totals.${a} + excluded.${a}`).join(', ')};
      end if;
      return null;
    end $$`);
  const deferred = 'deferrable initially deferred for each row';
  await knex.raw(`create constraint trigger payrolls_total_insert after insert on teacher_payrolls ${deferred} execute function payrolls_keep_totals()`);
  await knex.raw(`create constraint trigger payrolls_total_delete after delete on teacher_payrolls ${deferred} execute function payrolls_keep_totals()`);
  await knex.raw(
    `create constraint trigger payrolls_total_update after update of period, status, ${AMOUNTS.join(', ')} on teacher_payrolls ${deferred} execute function payrolls_keep_totals()`,
  );
  await knex.raw(`
    create function payrolls_truncated_totals() returns trigger language plpgsql as $$
    begin
      delete from payroll_totals;
      return null;
    end $$`);
  await knex.raw('create trigger payrolls_total_truncate after truncate on teacher_payrolls for each statement execute function payrolls_truncated_totals()');
  await knex.raw('select payrolls_retotal()');
}

export async function down(knex: Knex) {
  for (const trigger of ['payrolls_total_insert', 'payrolls_total_delete', 'payrolls_total_update', 'payrolls_total_truncate'])
    await knex.raw(`drop trigger ${trigger} on teacher_payrolls`);
  await knex.raw('drop function payrolls_keep_totals(); drop function payrolls_truncated_totals(); drop function payrolls_retotal()');
  await knex.raw('drop table payroll_totals');
}
