import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { invoicesError } from './invoices.errors';
import { formatDate, formatMoney, isIsoDay, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages as v } from '../../src/lib/messages';
import { isRowId, oneLineTextError, readAmount, rowIdIn } from '../../src/lib/validation';
import { idempotent, type IdempotencyKey, type ResultCodec } from '../../src/lib/idempotency';
import { postedEmpty } from '../../src/lib/posted';
import { postedBoolean } from '../../views/widgets/Form';
import { customerOf } from '../people';
import { CASH_LIMIT_CENTS, PAYMENT_METHODS } from '../vouchers';
import { invoicesMessages as im, issuingMessages as m } from './invoices.messages';
import {
  AMENDING_REASONS,
  issueInvoice,
  readSettings,
  type AmendingReason,
  type Issued,
  type IssueLine,
} from './issue';
import { invoiceNumber, parseQuantity, lineAmount, MAX_INVOICE_CENTS } from './amounts';
import { isoDayOf } from '../../views/widgets/dateText';

/** A line as a form posts it (texts) or GraphQL sends it (numbers, the price in cents). */
export interface LineInput {
  concept?: unknown;
  quantity?: unknown;
  /** Euros as typed: '12,50'. */
  unitPrice?: unknown;
  unitPriceCents?: unknown;
}

export interface ManualInput {
  customerId?: unknown;
  /** What was typed in the customer field (the form without JavaScript). */
  customerName?: unknown;
  seriesId?: unknown;
  vatTypeId?: unknown;
  date?: unknown;
  paymentMethod?: unknown;
  paid?: unknown;
  lines?: LineInput[];
}

export interface AmendInput {
  seriesId?: unknown;
  reason?: unknown;
  kind?: unknown;
  date?: unknown;
  lines?: LineInput[] | null;
}

/** An amendment asked for: of which invoice, its input, and the key that makes a retry safe. */
export interface AmendRequest {
  invoiceId: number;
  input: AmendInput;
  idempotencyKey?: string;
}

export const AMEND_KINDS = ['differences', 'cancellation'] as const;
export const MAX_LINES = 50;

/** An issue is remembered by its id and number under its idempotency key (a double submit issues once). */
const issuedCodec: ResultCodec<Issued, Issued> = { save: (r) => r, load: async (r) => r };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const idOf = (value: unknown) => rowIdIn(text(value));

/**
 * The lines of a form or a GraphQL input: empty rows are left out; every message goes to
 * `lines.<row>.<field>` (the row as posted, so the form marks the right one). `signed`: an
 * amending invoice's differences may be negative.
 */
export function parseLines(raw: LineInput[] | undefined, fields: FieldErrors, signed = false): IssueLine[] {
  const lines: IssueLine[] = [];
  (raw ?? []).forEach((row, i) => {
    const concept = text(row.concept);
    const quantityText = text(row.quantity);
    const priceGiven = row.unitPriceCents !== undefined && row.unitPriceCents !== null;
    const priceText = text(row.unitPrice);
    // A row without concept and price is an empty row (its quantity starts at 1).
    if (!concept && !priceText && !priceGiven) return;
    const at = (field: string) => `lines.${i}.${field}`;
    if (!concept) fields[at('concept')] = t(v.required);
    else if (concept.length > 500) fields[at('concept')] = t(v.maxLength, { limit: 500 });
    else if (oneLineTextError(concept)) fields[at('concept')] = oneLineTextError(concept)!;
    const quantity = quantityText
      ? parseQuantity(typeof row.quantity === 'number' ? row.quantity : quantityText)
      : undefined;
    if (!quantityText) fields[at('quantity')] = t(v.required);
    else if (quantity === undefined)
      // Not a positive number: the specification's message; a positive one out of shape (1,555): how to write it.
      fields[at('quantity')] = t(Number(quantityText.replace(',', '.')) > 0 ? m.quantityFormat : v.positiveNumber);
    let unitPriceCents: number | undefined;
    // The price's message goes where it was given: unitPriceCents (GraphQL) or unitPrice (the form's euros).
    const priceField = priceGiven ? 'unitPriceCents' : 'unitPrice';
    if (priceGiven) {
      const cents = Number(row.unitPriceCents);
      if (!Number.isInteger(cents) || (!signed && cents < 0))
        fields[at(priceField)] = t(signed ? v.amountFormat : v.positiveNumber);
      else if (Math.abs(cents) > MAX_INVOICE_CENTS) fields[at(priceField)] = tooLarge();
      else unitPriceCents = cents;
    } else if (!priceText) fields[at(priceField)] = t(v.required);
    else {
      // '99999999999' is a number; stored, it would not fit (and past 2^53 cents it is no longer exact).
      const price = readAmount(priceText, { signed, max: MAX_INVOICE_CENTS });
      if (price.message !== undefined) fields[at(priceField)] = price.message;
      else unitPriceCents = price.cents;
    }
    if (concept && quantity !== undefined && unitPriceCents !== undefined) {
      if (Math.abs(lineAmount(quantity, unitPriceCents)) > MAX_INVOICE_CENTS) fields[at(priceField)] = tooLarge();
      else lines.push({ concept, quantity, unitPriceCents });
    }
  });
  const rows = (raw ?? []).length;
  if (rows > MAX_LINES) fields.lines = t(m.tooManyLines, { max: MAX_LINES });
  else if (lines.length === 0 && !Object.keys(fields).some((k) => k.startsWith('lines.'))) fields.lines = t(im.noLines);
  return lines;
}

/**
 * What an amending invoice takes from the invoice it corrects: the VAT the original froze (not its
 * type's row as edited since), its payment method, and its status: pending with a pending invoice
 * (collected with it); for one already paid, what the amendment adds was not collected (it waits on
 * its own), what it takes off stands paid.
 */
function amendingTerms(
  original: {
    vatTypeId: number;
    vatName: string;
    vatRate: string | number;
    vatExemptionText: string | null;
    taxCode: string;
    paymentMethod: string | null;
    status: 'pendingPayment' | 'paid';
  },
  addedCents: number,
) {
  return {
    vatTypeId: original.vatTypeId,
    frozenVat: {
      id: original.vatTypeId,
      name: original.vatName,
      rate: original.vatRate,
      exemptionText: original.vatExemptionText,
      taxCode: original.taxCode,
    },
    paymentMethod: original.paymentMethod,
    status: original.status === 'paid' && addedCents > 0 ? ('pendingPayment' as const) : original.status,
  };
}

/** The messages of a line and of a total past MAX_INVOICE_CENTS (the line editor shows them as it computes). */
export const tooLarge = () => t(v.amountTooLarge, { max: formatMoney(MAX_INVOICE_CENTS) });
export const totalTooLarge = () => t(m.totalTooLarge, { max: formatMoney(MAX_INVOICE_CENTS) });

export const linesTotal = (lines: IssueLine[]) =>
  lines.reduce((sum, l) => sum + lineAmount(l.quantity, l.unitPriceCents), 0);

function dateOf(raw: unknown, fields: FieldErrors): string {
  const given = isoDayOf(text(raw));
  // Posted empty (the form's date, «obligatorio»): refused, not issued as of today. Left out (GraphQL): today.
  if (postedEmpty(raw)) fields.date = t(v.required);
  if (!given) return todayInMadrid();
  if (!isIsoDay(given)) fields.date = t(v.date);
  // A later date would also hold back every invoice of its series until that day (none may be earlier).
  else if (given > todayInMadrid()) fields.date = t(m.dateFuture);
  return given;
}

/** Manual invoices (/invoices/new, issueInvoice) and amending invoices (the amend dialog, amendInvoice). */
export function createIssuingService({ db }: { db: Db }) {
  return {
    /** What the manual invoice form offers: active ordinary series (with their last date), VAT types and the defaults. */
    async manualOptions(actor: Actor | null) {
      authorize(actor, 'invoices.issue');
      return formOptions(false);
    },

    /** What the amend dialog offers: active amending series and what the invoice still amounts to. */
    async amendOptions(actor: Actor | null, invoiceId: number) {
      authorize(actor, 'invoices.amend');
      const original = isRowId(invoiceId) ? await db('invoices').where('id', invoiceId).first() : undefined;
      if (!original) throw notFound(im.notFound);
      const amended = await db('invoices').where('amended_invoice_id', invoiceId).sum({ sum: 'total_cents' }).first();
      return {
        ...(await formOptions(true)),
        remainingCents: Number(original.totalCents) + Number(amended?.sum ?? 0),
        amendable: !original.isAmending,
      };
    },

    /**
     * Issues a manual invoice (a material, an enrolment fee) through the same path as a
     * payment's: one transaction, the locked counter and the verification record.
     */
    async issueManual(
      actor: Actor | null,
      raw: ManualInput,
      options: { idempotencyKey?: IdempotencyKey } = {},
    ): Promise<Issued> {
      authorize(actor, 'invoices.issue');
      const fields: FieldErrors = {};
      const customerId = await customerOf(db, {
        id: idOf(raw.customerId),
        typed: text(raw.customerName) || undefined,
        fields,
      });
      const seriesId = idOf(raw.seriesId);
      if (!seriesId) fields.seriesId = t(text(raw.seriesId) ? v.invalidOption : v.required);
      const vatTypeId = idOf(raw.vatTypeId);
      if (!vatTypeId) fields.vatTypeId = t(text(raw.vatTypeId) ? v.invalidOption : v.required);
      const date = dateOf(raw.date, fields);
      const method = text(raw.paymentMethod);
      if (!(PAYMENT_METHODS as readonly string[]).includes(method))
        fields.paymentMethod = t(method ? v.invalidOption : v.required);
      const paid = raw.paid === true || postedBoolean(raw.paid);
      const lines = parseLines(raw.lines, fields);
      const total = linesTotal(lines);
      if (lines.length && !Object.keys(fields).some((k) => k.startsWith('lines')) && total <= 0)
        fields.lines = t(m.totalPositive);
      else if (total > MAX_INVOICE_CENTS) fields.lines = totalTooLarge();
      if (paid && method === 'cash' && total >= CASH_LIMIT_CENTS) fields.paymentMethod = t(m.cashLimit);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      const input = {
        seriesId,
        date,
        customerId: customerId!,
        lines,
        vatTypeId,
        paymentMethod: method,
        status: paid ? ('paid' as const) : ('pendingPayment' as const),
      };
      const call = { key: options.idempotencyKey, actorId: actor!.id, action: 'invoices.issue', request: input };
      return idempotent(db, call, {
        work: (trx) => issueInvoice(trx, { ...input, createdBy: actor!.id }),
        codec: issuedCodec,
      });
    },

    /**
     * Issues an amending invoice of `invoiceId`: by differences (the lines given, signed) or
     * the full cancellation of what the invoice still amounts to. An amending invoice cannot
     * be amended, and the amendments together never take the original below zero (checked
     * under the issuer's lock, which every issue takes: two amendments cannot race past it).
     */
    async amend(actor: Actor | null, { invoiceId, input: raw, idempotencyKey }: AmendRequest): Promise<Issued> {
      authorize(actor, 'invoices.amend');
      const original = isRowId(invoiceId) ? await db('invoices').where('id', invoiceId).first() : undefined;
      if (!original) throw notFound(im.notFound);
      if (original.isAmending) throw invoicesError('INVOICES_NOT_AMENDABLE', m.notAmendable);
      const fields: FieldErrors = {};
      const seriesId = idOf(raw.seriesId);
      if (!seriesId) fields.seriesId = t(text(raw.seriesId) ? v.invalidOption : v.required);
      const reason = text(raw.reason);
      if (!(AMENDING_REASONS as readonly string[]).includes(reason))
        fields.reason = t(reason ? v.invalidOption : v.required);
      const kind = text(raw.kind) as (typeof AMEND_KINDS)[number];
      if (!AMEND_KINDS.includes(kind)) fields.kind = t(kind ? v.invalidOption : v.required);
      const date = dateOf(raw.date, fields);
      if (!fields.date && date < original.date) fields.date = t(m.beforeOriginal, { date: formatDate(original.date) });
      let lines: IssueLine[] = [];
      if (kind === 'differences') {
        lines = parseLines(raw.lines ?? undefined, fields, true);
        if (lines.length && !Object.keys(fields).some((k) => k.startsWith('lines')) && linesTotal(lines) === 0)
          fields.lines = t(m.differenceZero);
        else if (Math.abs(linesTotal(lines)) > MAX_INVOICE_CENTS) fields.lines = totalTooLarge();
      }
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      const number = invoiceNumber(original);
      const call = {
        key: idempotencyKey,
        actorId: actor!.id,
        action: 'invoices.amend',
        request: { invoiceId, seriesId, reason, kind, date, lines },
      };
      return idempotent(db, call, {
        codec: issuedCodec,
        work: async (trx) => {
          await readSettings(trx, true);
          const amended = await trx('invoices')
            .where('amended_invoice_id', original.id)
            .sum({ sum: 'total_cents', base: 'base_cents', vat: 'vat_cents' })
            .first();
          const previous = Number(amended?.sum ?? 0);
          const remaining = Number(original.totalCents) + previous;
          // What stands of the invoice's base and VAT after its amendments.
          const standing = {
            baseCents: Number(original.baseCents) + Number(amended?.base ?? 0),
            vatCents: Number(original.vatCents) + Number(amended?.vat ?? 0),
          };
          if (kind === 'cancellation') {
            if (remaining <= 0)
              throw invoicesError('INVOICES_ALREADY_CANCELLED', m.alreadyCancelled, { values: { number } });
            if (previous === 0) {
              const originalLines = await trx('invoice_lines').where('invoice_id', original.id).orderBy('position');
              lines = originalLines.map((l) => ({
                concept: l.concept,
                quantity: Number(l.quantity),
                unitPriceCents: -l.unitPriceCents,
              }));
            }
            // After other amendments, one line for what is left (the original's lines no longer add up to it).
            if (previous !== 0 || linesTotal(lines) !== -remaining)
              lines = [{ concept: t(m.cancellationConcept, { number }), quantity: 1, unitPriceCents: -remaining }];
          } else if (remaining + linesTotal(lines) > MAX_INVOICE_CENTS) {
            throw invalidInput({ lines: totalTooLarge() });
          } else if (remaining + linesTotal(lines) < 0) {
            const message = t(m.belowZero, { remaining: formatMoney(remaining) });
            throw invoicesError('INVOICES_AMEND_BELOW_ZERO', m.belowZero, {
              values: { remaining: formatMoney(remaining) },
              fields: { lines: message },
            });
          }
          return issueInvoice(trx, {
            seriesId,
            date,
            customerId: original.customerId,
            lines,
            ...amendingTerms(original, linesTotal(lines)),
            amending: { invoiceId: original.id, reason: reason as AmendingReason, kind },
            // Taken to zero (a cancellation, or differences that add up to it): base and VAT
            // still standing reversed, so both net to zero (each amendment's own rounding could
            // leave −0,01 € of base against +0,01 € of VAT on a cancelled invoice).
            split:
              remaining + linesTotal(lines) === 0
                ? { baseCents: -standing.baseCents || 0, vatCents: -standing.vatCents || 0 }
                : undefined,
            createdBy: actor!.id,
          });
        },
      });
    },
  };

  async function formOptions(amending: boolean) {
    const [series, vatTypes, settings, last] = await Promise.all([
      db('invoice_series')
        .where({ isAmending: amending, active: true })
        .orderByRaw('upper(code)')
        .select('id', 'code', 'description'),
      db('vat_types').orderBy('rate').orderBy('name').select('id', 'name', 'rate', 'isDefault', 'taxCode'),
      readSettings(db),
      db('invoice_counters').groupBy('series_id').select('series_id', db.raw('max(last_date)::text as last_date')),
    ]);
    const lastDates = new Map<number, string>(
      last.filter((r) => r.lastDate).map((r) => [r.seriesId, String(r.lastDate).slice(0, 10)]),
    );
    const defaultSeriesId = series.some((s) => s.id === settings.voucherSeriesId)
      ? settings.voucherSeriesId
      : (series[0]?.id ?? null);
    return {
      series: series.map((s) => ({
        id: s.id as number,
        code: s.code as string,
        description: s.description as string,
        lastDate: lastDates.get(s.id) ?? null,
      })),
      vatTypes: vatTypes.map((x) => ({
        id: x.id as number,
        name: x.name as string,
        rate: Number(x.rate),
        taxCode: x.taxCode as string,
      })),
      defaultSeriesId: defaultSeriesId as number | null,
      defaultVatTypeId: (vatTypes.find((x) => x.isDefault)?.id ?? null) as number | null,
    };
  }
}

export type IssuingService = ReturnType<typeof createIssuingService>;
