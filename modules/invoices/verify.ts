import type { Knex } from 'knex';
import { t } from '../../src/lib/intl';
import { verifyMessages as m } from './invoices.messages';
import { invoiceNumber } from './amounts';
import { fingerprintOf, recordText } from './verifactu';

/** A record with the invoice fields its text was made from. */
export interface ChainRow {
  id: number;
  previousId: number | null;
  issuerNif: string;
  invoiceType: string;
  hashedText: string;
  fingerprint: string;
  previousFingerprint: string | null;
  generatedAt: string;
  seriesCode: string;
  year: number;
  number: number;
  date: string;
  vatCents: number;
  totalCents: number;
}

export type ChainVerdict =
  | { ok: true; count: number; issuers: string[] }
  | { ok: false; count: number; recordId: number | null; number: string; reason: string; message: string };

/**
 * Checks records in generation order, one chain per issuer: each text is rebuilt from its
 * invoice, its fingerprint recomputed, and its link to the previous record of the chain checked.
 * Stops at the first record that does not hold.
 */
export async function checkChain(rows: AsyncIterable<ChainRow> | Iterable<ChainRow>): Promise<ChainVerdict> {
  const last = new Map<string, { id: number; fingerprint: string }>();
  let count = 0;
  for await (const r of rows) {
    count += 1;
    const previous = last.get(r.issuerNif);
    const number = invoiceNumber(r);
    const expected = recordText({
      issuerNif: r.issuerNif,
      number,
      date: r.date,
      invoiceType: r.invoiceType,
      vatCents: r.vatCents,
      totalCents: r.totalCents,
      previousFingerprint: previous?.fingerprint ?? '',
      generatedAt: r.generatedAt,
    });
    let reason: string | undefined;
    if ((r.previousId ?? null) !== (previous?.id ?? null)) reason = t(m.orderMismatch);
    else if ((r.previousFingerprint ?? '') !== (previous?.fingerprint ?? '')) reason = t(m.previousMismatch);
    else if (r.hashedText !== expected) reason = t(m.textMismatch);
    else if (r.fingerprint !== fingerprintOf(r.hashedText)) reason = t(m.fingerprintMismatch);
    if (reason)
      return { ok: false, count, recordId: r.id, number, reason, message: t(m.broken, { id: r.id, number, reason }) };
    last.set(r.issuerNif, { id: r.id, fingerprint: r.fingerprint });
  }
  return { ok: true, count, issuers: [...last.keys()] };
}

/** Reads the records with their invoices in pages, oldest first. */
export async function* chainRows(db: Knex, batch = 1000): AsyncGenerator<ChainRow> {
  for (let after = 0; ;) {
    const rows: ChainRow[] = await db('verification_records as r')
      .join('invoices as i', 'i.id', 'r.invoice_id')
      .where('r.id', '>', after)
      .orderBy('r.id')
      .limit(batch)
      .select(
        'r.id',
        'r.previous_id',
        'r.issuer_nif',
        'r.invoice_type',
        'r.hashed_text',
        'r.fingerprint',
        'r.previous_fingerprint',
        'r.generated_at',
        'i.series_code',
        'i.year',
        'i.number',
        'i.date',
        'i.vat_cents',
        'i.total_cents',
      );
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * The first issued invoice with no verification record (removed with the triggers off): the
 * chain of the others still links when the last ones are gone, so it is looked for apart.
 */
async function unrecorded(db: Knex): Promise<ChainVerdict | undefined> {
  const invoice = await db('invoices as i')
    .leftJoin('verification_records as r', 'r.invoice_id', 'i.id')
    .whereNull('r.id')
    .orderBy('i.id')
    .first('i.series_code', 'i.year', 'i.number');
  if (!invoice) return undefined;
  const number = invoiceNumber(invoice);
  const reason = t(m.unrecorded, { number });
  return { ok: false, count: 0, recordId: null, number, reason, message: reason };
}

/** The chain checked, then every invoice's record there: the verdict `invoices:verify` reports. */
export async function verifyRecords(db: Knex, rows: AsyncIterable<ChainRow>): Promise<ChainVerdict> {
  const verdict = await checkChain(rows);
  if (!verdict.ok) return verdict;
  const missing = await unrecorded(db);
  return missing ? { ...missing, count: verdict.count } : verdict;
}

export const verifyChain = (db: Knex) => verifyRecords(db, chainRows(db));
