import type { Knex } from 'knex';
import type { ErrorCode } from './errors';
import { t, type Message } from './intl';

/**
 * Rows of another table that stop a delete ("4 bonos usan el curso"). A lower module keeps the
 * list per kind of record; the higher modules that hold the references register theirs when
 * their services are built (`addDependant`), so a lower module never names a higher one's table.
 */
export interface Dependant {
  table: string;
  column: string;
  /** How many are attached: '{count, plural, …}'. */
  message: Message;
  /** The code of a refusal that names this dependant alone (customers and students). */
  code?: ErrorCode;
}

/** The dependants of each kind of record, each table and column once, in the order registered. */
export function dependantRegistry<K extends string>(initial: Partial<Record<K, Dependant[]>> = {}) {
  const lists = new Map<K, Dependant[]>(Object.entries(initial).map(([k, v]) => [k as K, [...(v as Dependant[])]]));
  return {
    add(kind: K, dependant: Dependant): void {
      const list = lists.get(kind) ?? [];
      if (!list.some((d) => d.table === dependant.table && d.column === dependant.column)) list.push(dependant);
      lists.set(kind, list);
    },
    of(kind: K): readonly Dependant[] {
      return lists.get(kind) ?? [];
    },
  };
}

/** What still points at the row: each dependant with rows and their count, in the list's order. */
export async function attachedTo(
  conn: Knex,
  dependants: readonly Dependant[],
  rowId: number,
): Promise<{ dependant: Dependant; count: number }[]> {
  const attached: { dependant: Dependant; count: number }[] = [];
  for (const dependant of dependants) {
    const row = (await conn(dependant.table).where(dependant.column, rowId).count({ count: '*' }).first()) as {
      count: number | string;
    };
    if (Number(row.count) > 0) attached.push({ dependant, count: Number(row.count) });
  }
  return attached;
}

/** The first dependant that still points at the row, with its count; the ones after it are not counted. */
export async function firstAttached(conn: Knex, dependants: readonly Dependant[], rowId: number) {
  for (const dependant of dependants) {
    const [attached] = await attachedTo(conn, [dependant], rowId);
    if (attached) return attached;
  }
  return undefined;
}

/** The attached rows as one Spanish phrase: «4 bonos, 2 clientes y 1 profesor». */
export const attachedList = (attached: { dependant: Dependant; count: number }[]): string =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(
    attached.map(({ dependant, count }) => t(dependant.message, { count })),
  );

export type DependantRegistry<K extends string> = ReturnType<typeof dependantRegistry<K>>;
