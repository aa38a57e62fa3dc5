import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type Piscina from 'piscina';
import { COMPILED, BUNDLE_DIR } from '../../src/lib/paths';
import type { PrintableInvoice } from './invoices.service';
import type { QrModules } from './qr';

/**
 * Invoice PDFs are drawn in worker threads: drawing is pure CPU (pdfkit, the QR's vectors), and
 * a ZIP of a quarter draws thousands, which on the main thread would stall every page meanwhile.
 * One or two workers (one core stays for the server), started on first use, ended with the app.
 */
let pool: Promise<Piscina> | undefined;

function workers() {
  // piscina itself is loaded with the first PDF (issue 16: the server's memory at start).
  pool ??= import('piscina').then(
    ({ default: Pool }) =>
      new Pool({
        filename: COMPILED ? join(BUNDLE_DIR, 'pdf.worker.js') : new URL('./pdf.worker.ts', import.meta.url).href,
        minThreads: 0,
        maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
        idleTimeout: 30_000,
      }),
  );
  return pool;
}

/** Draws an invoice in a worker: `qr` is its check address (the QR code is made there) or its made QR code. */
export async function renderInvoicePdf(invoice: PrintableInvoice, qr: string | QrModules | null): Promise<Buffer> {
  const bytes: Uint8Array = await (await workers()).run({ invoice, qr });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the workers (the app's onClose), so a CLI or a test can exit. */
export async function closePdfWorkers() {
  const running = pool;
  pool = undefined;
  await (await running)?.destroy();
}
