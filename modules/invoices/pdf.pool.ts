import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import type { PrintableInvoice } from './invoices.service';

/**
 * Invoice PDFs are drawn in worker threads: drawing is pure CPU (pdfkit, the QR's vectors), and
 * a ZIP of a quarter draws thousands, which on the main thread would stall every page meanwhile.
 * One or two workers (one core stays for the server), started on first use, ended with the app.
 */
let pool: Piscina | undefined;

function workers() {
  pool ??= new Piscina({
    filename: new URL('./pdf.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 30_000,
  });
  return pool;
}

export async function renderInvoicePdf(invoice: PrintableInvoice, url: string): Promise<Buffer> {
  const bytes: Uint8Array = await workers().run({ invoice, url });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the workers (the app's onClose), so a CLI or a test can exit. */
export async function closePdfWorkers() {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
