import type { Knex } from 'knex';

/**
 * When a lead was last published to the teachers (its visibility set to `everyone`): the
 * teachers' «nuevos interesados» reminder counts leads published in the last days, not
 * created, so a lead kept hidden for a week and then published is news to them. A trigger
 * sets it on every write that publishes the lead, so no code path can forget it; leads already
 * published take their creation date (when they were published is not known).
 */
export async function up(knex: Knex) {
  await knex.raw('alter table customer_interests add column published_date timestamptz');
  await knex.raw(`
    create function customer_interests_keep_published_date() returns trigger language plpgsql as $$
    begin
      if new.visibility = 'everyone' and (tg_op = 'INSERT' or old.visibility is distinct from 'everyone') then
        new.published_date := now();
      end if;
      return new;
    end $$`);
  await knex.raw(`
    create trigger customer_interests_published_date
      before insert or update of visibility on customer_interests
      for each row execute function customer_interests_keep_published_date()`);
  await knex.raw("update customer_interests set published_date = created_date where visibility = 'everyone'");
}

export async function down(knex: Knex) {
  await knex.raw('drop trigger customer_interests_published_date on customer_interests');
  await knex.raw('drop function customer_interests_keep_published_date()');
  await knex.raw('alter table customer_interests drop column published_date');
}
