import type { Knex } from 'knex';

/** A teacher as a payroll needs them: who is paid, with what fiscal and bank data. */
export interface TeacherPayee {
  id: number;
  name: string;
  email: string;
  nif: string | null;
  iban: string | null;
  address: string | null;
  postalCode: string | null;
  municipalityName: string | null;
  /** Signed up and not dropped out before `since` (when given). */
  current: boolean;
}

/**
 * Teachers for payrolls (a higher floor reads them only through here): the ones named, or,
 * without ids, every teacher who could have given classes since `since` (an activated account
 * not dropped out before that day) and, with `before`, who had started before that day (a
 * teacher who starts in March gave no class in February). Ordered by name.
 */
export async function teacherPayees(
  conn: Knex,
  options: { ids?: number[]; since?: string; before?: string },
): Promise<TeacherPayee[]> {
  const q = conn('teachers as t')
    .join('users as u', 'u.id', 't.id')
    .leftJoin('municipalities as mu', 'mu.id', 't.municipality_id')
    .orderByRaw("search_key(u.first_name || ' ' || u.last_name), t.id")
    .select(
      't.id',
      conn.raw(`trim(u.first_name || ' ' || u.last_name) as name`),
      'u.email',
      't.nif',
      't.iban',
      't.address',
      't.postal_code',
      'mu.name as municipality_name',
      conn.raw(
        '(u.active and (t.drop_out_date is null or t.drop_out_date >= coalesce(?::date, current_date))) as current',
        [options.since ?? null],
      ),
    );
  if (options.ids) q.whereIn('t.id', options.ids);
  else {
    q.where('u.active', true).where((w) =>
      w.whereNull('t.drop_out_date').orWhere('t.drop_out_date', '>=', options.since ?? conn.raw('current_date')),
    );
    const { before } = options;
    if (before) q.where((w) => w.whereNull('t.start_date').orWhere('t.start_date', '<', before));
  }
  return q;
}
