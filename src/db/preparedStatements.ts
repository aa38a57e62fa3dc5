import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import PgDialect from 'knex/lib/dialects/postgres/index.js';

/**
 * Reads sent as named (prepared) statements on PostgreSQL (issue 16). PostgreSQL plans every
 * unnamed statement afresh: 0.9 ms for the session lookup each request and 5 ms for a voucher
 * page's rows (eight joins), several times what running them costs. A named statement is
 * parsed once per connection, and after five runs PostgreSQL keeps a generic plan when it is
 * no worse than the custom ones, so a list page's statements stop being planned at all.
 *
 * Only reads with parameters are named (they already go by the extended protocol, one
 * statement each); the name is a hash of the text, so one text has one name. Each connection
 * names at most `MAX_PER_CONNECTION` texts (a bound on what the server keeps per backend);
 * later ones go unnamed, as every statement did before.
 */
export const MAX_PER_CONNECTION = 300;
const MAX_TEXT_LENGTH = 20_000;
const READ = /^\s*(select|with)\b/i;

/**
 * A schema change (a migration while this server runs) can make a kept `select v.*` answer
 * other columns: PostgreSQL then refuses it with this. The connection starts a new
 * generation of names (its statements are prepared again) and the read is retried once,
 * unless it ran inside a transaction, which the refusal has aborted.
 */
const CHANGED_RESULT = 'cached plan must not change result type';

interface ConnectionState {
  generation: number;
  named: Set<string>;
}

interface QueryObject {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
}

type Connection = object & { __knexTxId?: string };

const states = new WeakMap<Connection, ConnectionState>();

function stateOf(connection: Connection): ConnectionState {
  let state = states.get(connection);
  if (!state) states.set(connection, (state = { generation: 0, named: new Set() }));
  return state;
}

/** The name this connection gives the statement, or undefined to send it unnamed. */
export function statementName(connection: Connection, obj: QueryObject): string | undefined {
  if (!obj.bindings?.length || obj.sql.length > MAX_TEXT_LENGTH || !READ.test(obj.sql)) return undefined;
  if (obj.options && 'name' in obj.options) return undefined;
  const state = stateOf(connection);
  const name = `s${state.generation}_${createHash('sha1').update(obj.sql).digest('base64url').slice(0, 20)}`;
  if (state.named.has(name)) return name;
  if (state.named.size >= MAX_PER_CONNECTION) return undefined;
  state.named.add(name);
  return name;
}

const isChangedResult = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && String((err as Error).message).includes(CHANGED_RESULT);

type PgClientClass = new (config: Knex.Config) => Knex.Client;
const pgQuery = (PgDialect as { prototype: { _query(c: Connection, o: QueryObject): Promise<unknown> } }).prototype
  ._query;

/** knex's PostgreSQL client, sending reads with parameters as named statements. */
export class PreparingPgClient extends (PgDialect as PgClientClass) {
  async _query(connection: Connection, obj: QueryObject): Promise<unknown> {
    const given = obj.options;
    const send = () => {
      obj.options = given;
      const name = statementName(connection, obj);
      if (name) obj.options = { ...given, name };
      return pgQuery.call(this, connection, obj);
    };
    try {
      return await send();
    } catch (err) {
      if (obj.options === given || !isChangedResult(err)) throw err;
      // Named by us and refused after a schema change: the connection's names start again.
      states.set(connection, { generation: stateOf(connection).generation + 1, named: new Set() });
      if (connection.__knexTxId) throw err;
      return send();
    }
  }
}
