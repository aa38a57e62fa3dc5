import { invoicePdf } from './pdf';
import type { PrintableInvoice } from './invoices.service';

/** Runs in a worker thread (pdf.pool.ts): draws one invoice and answers its bytes. */
export default async function render({ invoice, url }: { invoice: PrintableInvoice; url: string }): Promise<Uint8Array> {
  const doc = invoicePdf(invoice, url);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  await done; // invoicePdf has ended the document; its bytes are buffered until read
  return Buffer.concat(chunks);
}
