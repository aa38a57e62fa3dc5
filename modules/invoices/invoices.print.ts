import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import type { Config } from '../../src/config';
import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { isRowId } from '../../src/lib/validation';
import { verificationUrl } from './verifactu';
import { invoicesMessages as m } from './invoices.messages';
import { qrModules, storedModules, type QrModules } from './qr';
import type { InvoiceLine, InvoiceRow, PrintableInvoice } from './invoices.service';

/** What printing an invoice shares with the rest of the invoices' service. */
export interface InvoicePrintingContext {
  db: Db;
  config: Config;
  /** The invoices with their amended invoice's number. */
  baseQuery(conn?: Db | Knex.Transaction): Knex.QueryBuilder;
  rowOf(r: Omit<InvoiceRow, 'fullNumber'>): InvoiceRow;
}

/** An invoice to print: its lines, its QR code (stored, or made and stored) and the check address. */
export function createInvoicePrinting({ db, config, baseQuery, rowOf }: InvoicePrintingContext) {
  /** The tax agency's check address of an invoice (its QR code). */
  function qrUrl(invoice: InvoiceRow): string {
    return verificationUrl(config.verifactuQrUrl, {
      issuerNif: invoice.issuerNif,
      number: invoice.fullNumber,
      date: invoice.date,
      totalCents: invoice.totalCents,
    });
  }

  /** The invoice, its lines (one JSON array) and its stored QR code, in one query. */
  async function printableRow(actor: Actor | null, id: number) {
    authorize(actor, 'invoices.view');
    const lines =
      db.raw(`(select coalesce(json_agg(json_build_object('id', l.id, 'position', l.position, 'concept', l.concept, 'quantity', l.quantity::text,
      'unitPriceCents', l.unit_price_cents, 'amountCents', l.amount_cents) order by l.position), '[]') from invoice_lines l where l.invoice_id = i.id) as lines`);
    const raw = isRowId(id)
      ? await baseQuery()
          .leftJoin('invoice_qr_codes as q', 'q.invoice_id', 'i.id')
          .select(lines, 'q.content as qr_content', 'q.size as qr_size', 'q.modules as qr_modules')
          .where('i.id', id)
          .first()
      : undefined;
    if (!raw) throw notFound(m.notFound);
    const { lines: rawLines, qrContent, qrSize, qrModules: bits, ...row } = raw;
    const stored = qrContent ? { content: qrContent as string, modules: storedModules(qrSize, bits) } : null;
    return { invoice: { ...rowOf(row), lines: rawLines as InvoiceLine[] }, stored };
  }

  return {
    /** The invoice with its lines in one query: what its PDF draws. */
    async printable(actor: Actor | null, id: number): Promise<PrintableInvoice> {
      return (await printableRow(actor, id)).invoice;
    },

    /**
     * What GET /invoices/{id}.pdf draws, in one query: the invoice, its lines and its QR code's
     * modules as stored. A QR code not stored yet, or stored for another check address (the
     * base address was configured anew), is made now and stored for the next time.
     */
    async printableWithQr(actor: Actor | null, id: number): Promise<{ invoice: PrintableInvoice; qr: QrModules }> {
      const { invoice, stored } = await printableRow(actor, id);
      const url = qrUrl(invoice);
      if (stored && stored.content === url && stored.modules) return { invoice, qr: stored.modules };
      const qr = await qrModules(url);
      await db.raw(
        `insert into invoice_qr_codes (invoice_id, content, size, modules) values (?, ?, ?, ?)
         on conflict (invoice_id) do update set content = excluded.content, size = excluded.size, modules = excluded.modules, created_date = now()`,
        [invoice.id, url, qr.size, Buffer.from(qr.bits.buffer, qr.bits.byteOffset, qr.bits.byteLength)],
      );
      return { invoice, qr };
    },

    /** The tax agency's check address of an invoice (its QR code). */
    qrUrl,
  };
}
