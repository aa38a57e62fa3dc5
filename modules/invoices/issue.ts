import type { Knex } from 'knex';
import { notFound } from '../../src/lib/errors';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { customerInvoiceData } from '../people';
import { voucherInvoiceFacts, type VoucherPaymentEvent } from '../vouchers';
import { invoicesMessages as m } from './invoices.messages';
import { invoiceNumber, lineAmount, splitTotal } from './amounts';
import { fingerprintOf, madridTimestamp, recordText } from './verifactu';
import { invoicesError } from './invoices.errors';

export const AMENDING_REASONS = ['R1', 'R2', 'R3', 'R4'] as const;
export type AmendingReason = (typeof AMENDING_REASONS)[number];

export interface IssueLine {
  concept: string;
  quantity: number;
  unitPriceCents: number;
}

export interface IssueInput {
  /** The series; the payments' series (fiscal settings) when not given. */
  seriesId?: number | null;
  date?: string;
  operationDate?: string | null;
  customerId: number;
  lines: IssueLine[];
  /** The VAT type; the default one when not given. */
  vatTypeId?: number | null;
  /**
   * The VAT as an invoice froze it, instead of its type's current row: an amending invoice
   * corrects the operation at the rate, name and exemption it was invoiced with, even after an
   * admin edited that type (a rectificativa of a 21 % invoice at a 10 % the type says today
   * would declare the wrong VAT).
   */
  frozenVat?: { id: number; name: string; rate: string | number; exemptionText: string | null; taxCode: string };
  paymentMethod: string | null;
  status: 'pendingPayment' | 'paid';
  voucherId?: number | null;
  paymentId?: number | null;
  amending?: { invoiceId: number; reason: AmendingReason; kind: 'differences' | 'cancellation' };
  remarks?: string | null;
  /**
   * Base and VAT as given instead of derived from the total (their sum must be the total): an
   * amendment that takes an invoice to zero reverses the base and VAT still standing, so the
   * invoice and its amendments net to zero in both, not to a cent of base against a cent of VAT.
   */
  split?: { baseCents: number; vatCents: number };
  createdBy: number | null;
  /** The record's generation time (tests pin it). */
  now?: Date;
}

export interface Issued {
  id: number;
  number: string;
  totalCents: number;
}

export interface IssuerRow {
  legalName: string | null;
  nif: string | null;
  address: string | null;
  postalCode: string | null;
  municipalityId: number | null;
  municipality: string | null;
  voucherSeriesId: number | null;
  /** How families and teachers reach the academy (optional). */
  email: string | null;
  phone: string | null;
  iban: string | null;
  /** The last save, the issuer form's version (src/lib/editVersion.ts). */
  updatedDate?: Date;
}

/** The fiscal settings row, read (and locked, when `lock`) inside the caller's transaction. */
export async function readSettings(conn: Knex | Knex.Transaction, lock = false): Promise<IssuerRow> {
  const q = conn('fiscal_settings').where('id', 1);
  const row = await (lock ? q.forUpdate() : q).first();
  const municipality = row?.municipalityId
    ? await conn('municipalities').where('id', row.municipalityId).first('name')
    : undefined;
  return {
    legalName: null,
    nif: null,
    address: null,
    postalCode: null,
    municipalityId: null,
    voucherSeriesId: null,
    email: null,
    phone: null,
    iban: null,
    ...row,
    municipality: municipality?.name ?? null,
  };
}

export const issuerComplete = (s: IssuerRow) => !!(s.legalName && s.nif && s.address && s.postalCode && s.municipality);

/**
 * Issues one invoice inside the caller's transaction: the number from the series' counter
 * row for the year (locked, so concurrent issues queue and no number is skipped or taken
 * twice; a rollback gives it back), the frozen issuer and customer data, the lines, base and
 * VAT derived from the total, and the verification record chained to the issuer's last one.
 * The fiscal settings row is locked first: it serialises the chain, so it never forks.
 */
export async function issueInvoice(trx: Knex.Transaction, input: IssueInput): Promise<Issued> {
  const settings = await readSettings(trx, true);
  if (!issuerComplete(settings)) throw invoicesError('INVOICES_NO_ISSUER', m.noIssuer);
  const seriesId = input.seriesId ?? settings.voucherSeriesId;
  if (!seriesId) throw invoicesError('INVOICES_NO_SERIES', m.noVoucherSeries);
  const series = await trx('invoice_series').where('id', seriesId).first();
  if (!series)
    throw invoicesError('INVOICES_SERIES_NOT_FOUND', m.seriesNotFound, { fields: { seriesId: t(m.seriesNotFound) } });
  if (!series.active)
    throw invoicesError('INVOICES_SERIES_INACTIVE', m.seriesInactive, {
      values: { code: series.code },
      fields: { seriesId: t(m.seriesInactive, { code: series.code }) },
    });
  if (series.isAmending !== !!input.amending) {
    const message = input.amending ? m.seriesNotAmending : m.seriesNotOrdinary;
    throw invoicesError('INVOICES_SERIES_KIND', message, {
      values: { code: series.code },
      fields: { seriesId: t(message, { code: series.code }) },
    });
  }
  const vat = input.frozenVat
    ? input.frozenVat
    : input.vatTypeId
      ? await trx('vat_types').where('id', input.vatTypeId).first()
      : await trx('vat_types').where('is_default', true).first();
  if (!vat)
    throw input.vatTypeId
      ? invoicesError('INVOICES_VAT_TYPE_NOT_FOUND', m.vatTypeNotFound, { fields: { vatTypeId: t(m.vatTypeNotFound) } })
      : invoicesError('INVOICES_NO_DEFAULT_VAT', m.noDefaultVatType);
  const customer = await customerInvoiceData(trx, input.customerId);
  if (!customer)
    throw invoicesError('INVOICES_CUSTOMER_NOT_FOUND', m.customerNotFound, {
      fields: { customerId: t(m.customerNotFound) },
    });
  if (input.lines.length === 0)
    throw invoicesError('INVOICES_NO_LINES', m.noLines, { fields: { lines: t(m.noLines) } });

  const date = input.date ?? todayInMadrid();
  const year = Number(date.slice(0, 4));
  await trx.raw('insert into invoice_counters (series_id, year, last_number) values (?, ?, 0) on conflict do nothing', [
    series.id,
    year,
  ]);
  const counter = await trx('invoice_counters').where({ seriesId: series.id, year }).forUpdate().first();
  // The series' last date over every year (an invoice dated last year after this year's is refused too).
  const last = await trx('invoice_counters')
    .where('seriesId', series.id)
    .first(trx.raw('max(last_date)::text as last_date'));
  const lastDate: string | null = last?.lastDate ?? null;
  if (lastDate && lastDate > date) {
    const text = t(m.dateBeforeLast, { code: series.code, date: formatDate(lastDate) });
    throw invoicesError('INVOICES_DATE_BEFORE_LAST', m.dateBeforeLast, {
      values: { code: series.code, date: formatDate(lastDate) },
      fields: { date: text },
    });
  }
  const number = Number(counter.lastNumber) + 1;
  await trx('invoice_counters').where({ seriesId: series.id, year }).update({ lastNumber: number, lastDate: date });

  const lines = input.lines.map((l, i) => ({
    position: i + 1,
    concept: l.concept,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    amountCents: lineAmount(l.quantity, l.unitPriceCents),
  }));
  const totalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const { baseCents, vatCents } = input.split ?? splitTotal(totalCents, vat.rate);
  if (baseCents + vatCents !== totalCents) throw new Error(`Base ${baseCents} + VAT ${vatCents} is not ${totalCents}`);
  const [invoice] = await trx('invoices')
    .insert({
      seriesId: series.id,
      seriesCode: series.code,
      year,
      number,
      date,
      operationDate: input.operationDate && input.operationDate !== date ? input.operationDate : null,
      issuerName: settings.legalName,
      issuerNif: settings.nif,
      issuerAddress: settings.address,
      issuerPostalCode: settings.postalCode,
      issuerMunicipality: settings.municipality,
      customerId: customer.id,
      customerName: customer.name,
      customerNif: customer.nif,
      customerAddress: customer.address,
      customerPostalCode: customer.postalCode,
      customerMunicipality: customer.municipality,
      customerEmail: customer.email,
      vatTypeId: vat.id,
      vatName: vat.name,
      vatRate: vat.rate,
      vatExemptionText: vat.exemptionText,
      taxCode: vat.taxCode,
      baseCents,
      vatCents,
      totalCents,
      paymentMethod: input.paymentMethod,
      status: input.status,
      voucherId: input.voucherId ?? null,
      paymentId: input.paymentId ?? null,
      isAmending: !!input.amending,
      amendedInvoiceId: input.amending?.invoiceId ?? null,
      amendingReason: input.amending?.reason ?? null,
      amendingKind: input.amending?.kind ?? null,
      remarks: input.remarks ?? null,
      createdBy: input.createdBy,
    })
    .returning(['id']);
  await trx('invoice_lines').insert(lines.map((l) => ({ ...l, invoiceId: invoice.id })));
  const shown = invoiceNumber({ seriesCode: series.code, year, number });
  await chainRecord(trx, {
    invoiceId: invoice.id,
    issuerNif: settings.nif!,
    number: shown,
    date,
    invoiceType: input.amending?.reason ?? 'F1',
    vatCents,
    totalCents,
    now: input.now,
  });
  return { id: invoice.id, number: shown, totalCents };
}

/** Appends the invoice's verification record to its issuer's chain (the caller holds the settings lock). */
async function chainRecord(
  trx: Knex.Transaction,
  r: {
    invoiceId: number;
    issuerNif: string;
    number: string;
    date: string;
    invoiceType: string;
    vatCents: number;
    totalCents: number;
    now?: Date;
  },
) {
  const previous = await trx('verification_records')
    .where('issuerNif', r.issuerNif)
    .orderBy('id', 'desc')
    .first('id', 'fingerprint');
  const generatedAt = madridTimestamp(r.now);
  const hashedText = recordText({ ...r, previousFingerprint: previous?.fingerprint ?? '', generatedAt });
  await trx('verification_records').insert({
    invoiceId: r.invoiceId,
    previousId: previous?.id ?? null,
    issuerNif: r.issuerNif,
    invoiceType: r.invoiceType,
    hashedText,
    fingerprint: fingerprintOf(hashedText),
    previousFingerprint: previous?.fingerprint ?? null,
    generatedAt,
  });
}

/** The VAT type a level's vouchers are invoiced with: its own, else the default (null: the default). */
async function levelVatType(trx: Knex.Transaction, levelId: number): Promise<number | null> {
  const row = await trx('level_vat_types').where('levelId', levelId).first('vatTypeId');
  return row?.vatTypeId ?? null;
}

/**
 * The invoice of a voucher payment, issued inside the payment's transaction (the handler
 * invoices registers with vouchers' `onVoucherPaid`). The concept says what was bought; a
 * payment of the whole voucher shows hours × hourly price, a part payment one line.
 */
export async function issueForPayment(
  trx: Knex.Transaction,
  payment: VoucherPaymentEvent,
  options: { date?: string } = {},
): Promise<Issued> {
  const facts = await voucherInvoiceFacts(trx, payment.voucherId);
  if (!facts) throw notFound(m.voucherNotFound);
  const concept = t(m.voucherConcept, {
    hours: facts.hours,
    subject: facts.subjectName,
    course: facts.courseName,
    student: facts.studentFirstName,
    from: formatDate(facts.startDate),
    to: formatDate(facts.endDate),
  });
  const whole = payment.amountCents === facts.amountCents && facts.hours * facts.hourlyPriceCents === facts.amountCents;
  const lines = whole
    ? [{ concept, quantity: facts.hours, unitPriceCents: facts.hourlyPriceCents }]
    : [{ concept: t(m.partialConcept, { concept }), quantity: 1, unitPriceCents: payment.amountCents }];
  return issueInvoice(trx, {
    date: options.date,
    operationDate: payment.date,
    customerId: facts.customerId,
    lines,
    vatTypeId: await levelVatType(trx, facts.levelId),
    paymentMethod: payment.method,
    status: 'paid',
    voucherId: facts.id,
    paymentId: payment.paymentId,
    createdBy: payment.actorId,
  });
}
