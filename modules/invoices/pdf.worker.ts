import { invoicePdf, pdfBytes } from './pdf';
import { qrModules, type QrModules } from './qr';
import type { PrintableInvoice } from './invoices.service';

/**
 * Runs in a worker thread (pdf.pool.ts): draws one invoice with its QR code (given, or made
 * here from the check address; none for the benchmark's baseline) and answers its bytes.
 */
export default async function render({
  invoice,
  qr,
}: {
  invoice: PrintableInvoice;
  qr: string | QrModules | null;
}): Promise<Uint8Array> {
  // invoicePdf ends the document at once; its bytes are buffered until read.
  return pdfBytes(invoicePdf(invoice, typeof qr === 'string' ? await qrModules(qr) : qr));
}
