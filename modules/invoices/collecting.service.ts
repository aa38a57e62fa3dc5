import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { formatDate, formatMoney, isIsoDay, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages as v } from '../../src/lib/messages';
import { isRowId } from '../../src/lib/validation';
import { postedEmpty } from '../../src/lib/posted';
import { idempotent, type ResultCodec } from '../../src/lib/idempotency';
import { userNameSql } from '../people';
import { CASH_LIMIT_CENTS, PAYMENT_METHODS, type PaymentMethod } from '../vouchers';
import { invoicesError } from './invoices.errors';
import { invoicesMessages as im, issuingMessages as nm } from './invoices.messages';
import { collectingMessages as m } from './collecting.messages';
import { invoiceNumber, owedAfterPaidSql, TO_COLLECT_SQL } from './amounts';
import { isoDayOf } from '../../views/widgets/dateText';

/** What the collect form sends: the day the money came in and how (texts from a form, or GraphQL). */
export interface CollectInput {
  date?: unknown;
  method?: unknown;
}

/** An invoice's collection, as its page shows it. */
export interface Collection {
  collectedOn: string;
  method: PaymentMethod;
  amountCents: number;
  byName: string;
}

/** Whether an invoice can be collected now, and for how much (what the page offers). */
export interface Collectable {
  invoiceId: number;
  number: string;
  date: string;
  /** What the invoice amounts to after its amendments: the amount to collect. */
  amountCents: number;
  /** Its amending invoices pending with it (collected together). */
  pendingAmendments: number;
  method: PaymentMethod | null;
}

/** A collection to record: the invoice, what the form or GraphQL sent, and the retry key if any. */
export interface CollectRequest {
  invoiceId: number;
  input: CollectInput;
  idempotencyKey?: string;
}

interface Collected {
  invoiceId: number;
  number: string;
}

const collectedCodec: ResultCodec<Collected, Collected> = { save: (r) => r, load: async (r) => r };
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * The invoice's state for collecting, read under `trx` (locked when `lock`): what it amounts to,
 * its amending invoices pending with it, and, for an amending invoice, the invoice it amends.
 * `alone`: an amending invoice that adds to an invoice already paid, collected on its own.
 */
async function state(trx: Db, invoiceId: number, lock = false) {
  const query = trx('invoices')
    .where('id', invoiceId)
    .first(
      'id',
      'seriesCode',
      'year',
      'number',
      'date',
      'status',
      'isAmending',
      'amendedInvoiceId',
      'totalCents',
      'paymentMethod',
    );
  const invoice = isRowId(invoiceId) ? await (lock ? query.forUpdate() : query) : undefined;
  if (!invoice) throw notFound(im.notFound);
  const originalQuery = trx('invoices as o')
    .where('o.id', invoice.amendedInvoiceId)
    .first(
      'o.id',
      'o.seriesCode',
      'o.year',
      'o.number',
      'o.status',
      'o.totalCents',
      'o.paymentMethod',
      'o.voucherId',
      trx.raw(`${owedAfterPaidSql('o')}::bigint as owed_cents`),
    );
  // Locked too: two amending invoices of one operation collected at once read what the other took.
  const original = invoice.isAmending ? await (lock ? originalQuery.forUpdate('o') : originalQuery) : undefined;
  const alone = !!original && original.status === 'paid';
  const amendments = invoice.isAmending
    ? []
    : await trx('invoices').where('amended_invoice_id', invoiceId).select('id', 'totalCents', 'status');
  // Alone: what it adds, as far as the operation still owes it (a later cancellation leaves nothing).
  const amountCents = alone
    ? Math.min(Number(invoice.totalCents), Number(original.owedCents))
    : Number(invoice.totalCents) + amendments.reduce((sum, a) => sum + Number(a.totalCents), 0);
  const pending = amendments.filter((a) => a.status === 'pendingPayment').map((a) => a.id as number);
  return {
    invoice,
    original,
    alone,
    number: invoiceNumber(invoice),
    date: String(invoice.date).slice(0, 10),
    amountCents,
    pending,
  };
}

type State = Awaited<ReturnType<typeof state>>;
const open = (s: State) => (!s.invoice.isAmending || s.alone) && s.invoice.status !== 'paid' && s.amountCents > 0;

/**
 * What the operation already took in cash (Ley 11/2021 limits cash per operation): for an
 * amending invoice collected on its own, the invoice it amends and its other amending invoices
 * already paid, each by the method it was collected with (else the one it was issued with; an
 * amendment paid with its invoice, that invoice's); for a voucher's invoice, the voucher's.
 * Nothing for an invoice still pending.
 */
async function cashTaken(trx: Db, s: State): Promise<number> {
  if (!s.alone || !s.original) return 0;
  // A voucher's invoice: the operation is the voucher (as vouchers' pay counts it), its cash
  // payments and the amending invoices of its invoices collected in cash.
  if (s.original.voucherId) {
    // One after the other: inside the collection's transaction they share one connection.
    const payments = await trx('payments')
      .where({ voucherId: s.original.voucherId, method: 'cash' })
      .first(trx.raw('coalesce(sum(amount_cents), 0)::bigint as cents'));
    const collected = await trx('invoice_collections as c')
      .join('invoices as a', 'a.id', 'c.invoice_id')
      .join('invoices as o', 'o.id', 'a.amended_invoice_id')
      .where({ 'o.voucher_id': s.original.voucherId, 'c.method': 'cash' })
      .whereNot('a.id', s.invoice.id)
      .first(trx.raw('coalesce(sum(c.amount_cents), 0)::bigint as cents'));
    return Number(payments?.cents ?? 0) + Number(collected?.cents ?? 0);
  }
  const paid = await trx('invoices as i')
    .leftJoin('invoice_collections as c', 'c.invoice_id', 'i.id')
    .where((w) => w.where('i.id', s.original!.id).orWhere('i.amended_invoice_id', s.original!.id))
    .whereNot('i.id', s.invoice.id)
    .where('i.status', 'paid')
    .select('i.id', 'i.total_cents', 'i.payment_method', 'c.method as collected_method');
  const methodOf = (r: { id: number; paymentMethod: string | null; collectedMethod: string | null }) =>
    r.collectedMethod ?? (r.id === s.original!.id ? r.paymentMethod : null);
  const originalRow = paid.find((r) => r.id === s.original!.id);
  const originalMethod = originalRow ? methodOf(originalRow) : s.original.paymentMethod;
  return paid
    .filter((r) => (methodOf(r) ?? originalMethod) === 'cash')
    .reduce((sum, r) => sum + Number(r.totalCents), 0);
}

/** Refuses what cannot be collected, with the reason in Spanish. */
function refuse(s: State) {
  if (s.invoice.isAmending && !s.alone)
    throw invoicesError('INVOICES_COLLECT_ORIGINAL', m.amending, {
      values: { number: s.original ? invoiceNumber(s.original) : '' },
    });
  if (s.invoice.status === 'paid')
    throw invoicesError('INVOICES_ALREADY_PAID', m.alreadyPaid, { values: { number: s.number } });
  if (s.amountCents <= 0)
    // An amending invoice collected alone: the invoice its operation's later amendments cancelled.
    throw invoicesError('INVOICES_NOTHING_TO_COLLECT', m.nothingToCollect, {
      values: { number: s.alone && s.original ? invoiceNumber(s.original) : s.number },
    });
}

/**
 * Invoices issued pending payment are collected here: the invoice (and its amending invoices
 * pending with it) go to `paid` and the collection is recorded, in one transaction under the
 * invoice's row lock, so two clerks collecting at once record one collection.
 */
export function createCollectingService({ db }: { db: Db }) {
  return {
    /**
     * The start page's reminder: ordinary invoices still waiting for their money. One its amending
     * invoices cancel altogether has nothing to collect (collect refuses it): it used to be counted
     * for ever, a reminder no one could clear.
     */
    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'invoices.collect')) return [];
      const row = await db('invoices as i').whereRaw(TO_COLLECT_SQL).count({ count: '*' }).first();
      const count = Number(row?.count ?? 0);
      return count
        ? [
            {
              key: 'invoices.pendingPayment',
              text: t(m.todo, { count }),
              href: '/invoices?status=pendingPayment&collect=1',
            },
          ]
        : [];
    },

    /** What the collect form offers, or null when the invoice cannot be collected (paid, amending, cancelled). */
    async collectable(actor: Actor | null, invoiceId: number): Promise<Collectable | null> {
      authorize(actor, 'invoices.collect');
      const s = await state(db, invoiceId);
      if (!open(s)) return null;
      return {
        invoiceId,
        number: s.number,
        date: s.date,
        amountCents: s.amountCents,
        pendingAmendments: s.pending.length,
        method: s.invoice.paymentMethod,
      };
    },

    /** The invoice's recorded collection, if it was collected after issuing. */
    async collectionOf(actor: Actor | null, invoiceId: number): Promise<Collection | null> {
      authorize(actor, 'invoices.view');
      const row = await db('invoice_collections as c')
        .join('users as u', 'u.id', 'c.collected_by')
        .where('c.invoice_id', invoiceId)
        .first('c.collected_on', 'c.method', 'c.amount_cents', db.raw(`${userNameSql('u')} as by_name`));
      return row
        ? {
            collectedOn: String(row.collectedOn).slice(0, 10),
            method: row.method,
            amountCents: Number(row.amountCents),
            byName: row.byName,
          }
        : null;
    },

    /**
     * Records that the money of an invoice issued pending payment came in: the day (today by
     * default; never before the invoice nor after today) and the method (cash only under the
     * legal limit). With an idempotency key a retry gets the first answer back.
     */
    async collect(actor: Actor | null, { invoiceId, input: raw, idempotencyKey }: CollectRequest): Promise<Collected> {
      authorize(actor, 'invoices.collect');
      const fields: FieldErrors = {};
      // Left out (GraphQL): today. Posted empty (the form's date, «obligatorio»): refused, not taken as today.
      const date = isoDayOf(text(raw.date)) || todayInMadrid();
      if (postedEmpty(raw.date)) fields.date = t(v.required);
      else if (!isIsoDay(date)) fields.date = t(v.date);
      else if (date > todayInMadrid()) fields.date = t(m.future);
      const method = text(raw.method);
      if (!(PAYMENT_METHODS as readonly string[]).includes(method))
        fields.method = t(method ? v.invalidOption : v.required);
      // Read before the transaction too, so a bad form names every field at once. A retry with
      // its key goes on to the transaction, where the first answer is given back.
      const before = await state(db, invoiceId);
      if (!open(before) && !idempotencyKey) refuse(before);
      if (!fields.date && date < before.date) fields.date = t(m.beforeInvoice, { date: formatDate(before.date) });
      if (!fields.method && method === 'cash' && (await cashTaken(db, before)) + before.amountCents >= CASH_LIMIT_CENTS)
        fields.method = t(nm.cashLimit);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      const call = {
        key: idempotencyKey,
        actorId: actor!.id,
        action: 'invoices.collect',
        request: { invoiceId, date, method },
      };
      return idempotent(db, call, {
        work: async (trx) => {
          const s = await state(trx, invoiceId, true);
          refuse(s);
          if (method === 'cash' && (await cashTaken(trx, s)) + s.amountCents >= CASH_LIMIT_CENTS)
            throw invalidInput({ method: t(nm.cashLimit) });
          await trx('invoices')
            .whereIn('id', [invoiceId, ...s.pending])
            .where('status', 'pendingPayment')
            .update({ status: 'paid' });
          await trx('invoice_collections').insert({
            invoiceId,
            collectedOn: date,
            method,
            amountCents: s.amountCents,
            collectedBy: actor!.id,
          });
          return { invoiceId, number: s.number };
        },
        codec: collectedCodec,
      });
    },
  };
}

export type CollectingService = ReturnType<typeof createCollectingService>;

/** The amount to collect, as the form's introduction says it. */
export const collectIntro = (c: Collectable) => t(m.intro, { number: c.number, amount: formatMoney(c.amountCents) });
