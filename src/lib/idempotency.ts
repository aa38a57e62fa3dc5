import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, invalidInput, isAppError, type FieldErrors } from './errors';
import { t } from './intl';
import { postedText } from './posted';
import { IDEMPOTENCY_FIELD, REPEAT_FIELD, REPEAT_SAVED_FIELDS } from './formFields';
import { idempotencyMessages as m } from './operations.messages';

/** The HTTP header a GraphQL client may send the key in (the argument wins when both come). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export { IDEMPOTENCY_FIELD } from './formFields';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** A fresh key for a form (a UUID; works in Node and in browsers). */
export const newIdempotencyKey = () => globalThis.crypto.randomUUID();

/** JSON with object keys sorted, so the same request always gives the same fingerprint. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** How long after a create a form's same data under a new key is taken for the same record sent again. */
export const REPEAT_WINDOW_MINUTES = 10;

/**
 * A create form's key as posted. Without JavaScript, back to the form it comes with a fresh key
 * and the fields put back: so, unless `confirmedRepeat` (the form shown again said so and was
 * sent again), a new key whose request the user saved in the last minutes is refused
 * (IDEMPOTENCY_REPEATED). An API client's key is a plain string and has no such rule.
 */
export interface FormKey {
  key: string;
  confirmedRepeat: boolean;
}

/** A key as a create takes it: an API client's (a string) or a create form's (with its repeat rule). */
export type IdempotencyKey = string | FormKey;

/** The refusal of a create form's repeat; `saved` is what the earlier create saved (its codec's JSON, an id mostly). */
export class RepeatRefusal extends AppError {
  constructor(readonly saved: unknown) {
    super('IDEMPOTENCY_REPEATED', m.repeated);
  }
}

/**
 * A request as fingerprinted: a form's body given as it came (vouchers, claims) carries its key
 * and its confirmation, which are not the request (the same data under two keys is the same).
 */
function withoutKeyFields(request: unknown): unknown {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return request;
  const { [IDEMPOTENCY_FIELD]: _key, [REPEAT_FIELD]: _confirmed, ...rest } = request as Record<string, unknown>;
  return rest;
}

export interface IdempotentCall {
  /** The client's key; undefined: the action runs as a plain transaction (nothing is remembered). */
  key: IdempotencyKey | undefined;
  actorId: number;
  /** The policy action, e.g. 'vouchers.pay' (keys are per user and action). */
  action: string;
  /** What identifies the request (ids and validated input): the same key with another request is refused. */
  request: unknown;
}

/** How an action's result is remembered (small JSON, usually ids) and rebuilt for a replay. */
export interface ResultCodec<R, S> {
  save(result: R): S;
  load(saved: S): Promise<R>;
}

/** A result that is a row's id, saved as it is (the caller reads the row again either way). */
export const ID_CODEC: ResultCodec<number, number> = { save: (id) => id, load: async (id) => id };

/** What an idempotent call does (in its transaction) and how its result is saved and rebuilt. */
export interface IdempotentWork<R, S> {
  work: (trx: Knex.Transaction) => Promise<R>;
  codec: ResultCodec<R, S>;
}

/**
 * Runs a money-moving action at most once per key: inside one transaction it claims the key
 * (actor, action, key) and then does `work(trx)`; the key and the saved result commit with the
 * movement, or neither does (a refused or failed attempt can be retried with the same key). A
 * second call with the key, even concurrent (PostgreSQL makes it wait for the first to commit),
 * gets the first result back from `codec.load`; with another request it is refused (409).
 * Invoices, payrolls and card payments reuse it with their own action name and codec.
 */
export async function idempotent<R, S>(
  db: Knex,
  call: IdempotentCall,
  { work, codec }: IdempotentWork<R, S>,
): Promise<R> {
  if (call.key === undefined) return db.transaction(work);
  const { key, confirmedRepeat = true } = typeof call.key === 'string' ? { key: call.key } : call.key;
  if (!KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID', m.keyInvalid);
  const where = { actorId: call.actorId, action: call.action, key };
  const fingerprint = createHash('sha256')
    .update(stableJson(withoutKeyFields(call.request)))
    .digest('hex');
  const outcome = await db.transaction(async (trx) => {
    const claimed = await trx('idempotency_keys')
      .insert({ ...where, fingerprint })
      .onConflict(['actor_id', 'action', 'key'])
      .ignore()
      .returning('key');
    if (claimed.length === 0) {
      const first = (await trx('idempotency_keys').where(where).first('fingerprint', 'result')) as {
        fingerprint: string;
        result: S;
      };
      if (first.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED', m.keyReused);
      return { replay: true as const, saved: first.result };
    }
    if (!confirmedRepeat) await refuseRepeat(trx, where, fingerprint);
    const result = await work(trx);
    await trx('idempotency_keys')
      .where(where)
      .update({ result: JSON.stringify(codec.save(result)) });
    return { replay: false as const, result };
  });
  return outcome.replay ? codec.load(outcome.saved) : outcome.result;
}

/**
 * A form's new key with the request the user saved under another key in the last minutes: refused.
 * Two such posts at once take turns on a lock of (user, action, request), so the second one sees
 * the first one's key once it commits and is refused too.
 */
async function refuseRepeat(
  trx: Knex.Transaction,
  { actorId, action, key }: { actorId: number; action: string; key: string },
  fingerprint: string,
) {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `idempotency:${actorId}:${action}:${fingerprint}`,
  ]);
  const earlier = (await trx('idempotency_keys')
    .where({ actorId, action, fingerprint })
    .whereNot('key', key)
    .where('createdDate', '>', trx.raw(`now() - make_interval(mins => ?)`, [REPEAT_WINDOW_MINUTES]))
    .orderBy('createdDate', 'desc')
    .first('result')) as { result: unknown } | undefined;
  if (earlier) throw new RepeatRefusal(earlier.result);
}

/** A GraphQL mutation's key: its `idempotencyKey` argument, else the Idempotency-Key header. */
export function idempotencyKeyOf(
  argument: string | null | undefined,
  request: { headers: Record<string, string | string[] | undefined> },
): string | undefined {
  if (typeof argument === 'string') return argument;
  const header = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * What a form's user reads for a refusal: a form sent again with other data under the key it
 * was shown with (back, changed, sent) is said in a form's words, not the API's.
 */
export function formRefusal(err: AppError): string {
  return err.code === 'IDEMPOTENCY_KEY_REUSED' ? t(m.formResent) : err.message;
}

/** The key a create form was posted with (its hidden field), or undefined when it came without one. */
export const postedKeyOf = (body: unknown): string | undefined =>
  postedText((body as Record<string, unknown> | undefined)?.[IDEMPOTENCY_FIELD]) || undefined;

/**
 * A create form's key as posted, with its repeat rule: the repeat is confirmed when the form, shown
 * again for it, is sent again (its `REPEAT_FIELD` names the key it was shown with).
 */
export function postedFormKeyOf(body: unknown): FormKey | undefined {
  const key = postedKeyOf(body);
  if (key === undefined) return undefined;
  const confirmed = postedText((body as Record<string, unknown>)[REPEAT_FIELD]);
  return { key, confirmedRepeat: confirmed === key };
}

/**
 * The key a create form is rendered with: a new one when first shown; shown again after a field
 * error or for the data just saved (`REPEAT_FIELD`), the one it was posted with (still free, and
 * its next post still lands on one record); refused as sent already with other data (the
 * `IDEMPOTENCY_FIELD` error), a new one, so saving it again is a choice.
 */
export function formKeyOf(body: unknown, errors?: FieldErrors): string {
  return (!errors?.[IDEMPOTENCY_FIELD] && postedKeyOf(body)) || newIdempotencyKey();
}

/**
 * A create form sent again under its key with other data (back, changed, sent): the form once
 * more, `message` at its top (not the key's jargon), with a new key. Sent with a new key and the
 * data just saved (back without JavaScript, «Crear» again): the form once more with `repeated` at
 * its top, under the same key and confirming it, so sending it again makes the second record.
 * With `saved`, that notice links to the record saved then (its detail page). For a `.catch` on the create.
 */
export const resentForm =
  (message: string, repeated: string, saved?: SavedLink) =>
  (err: unknown): never => {
    if (isAppError(err) && err.code === 'IDEMPOTENCY_KEY_REUSED') throw invalidInput({ [IDEMPOTENCY_FIELD]: message });
    if (err instanceof RepeatRefusal)
      throw invalidInput({ [REPEAT_FIELD]: repeated, ...savedLinkFields(saved, err.saved) });
    throw err;
  };

/** The notice's link to the record the earlier create saved: its words and its page from its id. */
export interface SavedLink {
  text: string;
  path: (id: number) => string;
}

/** The saved record's id (a codec's JSON: the id, or `{ id }`), or undefined when it holds none. */
function savedIdOf(saved: unknown): number | undefined {
  const id = saved && typeof saved === 'object' ? (saved as { id?: unknown }).id : saved;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : undefined;
}

function savedLinkFields(link: SavedLink | undefined, saved: unknown): FieldErrors {
  const id = savedIdOf(saved);
  if (!link || id === undefined) return {};
  return { [REPEAT_SAVED_FIELDS.href]: link.path(id), [REPEAT_SAVED_FIELDS.text]: link.text };
}
