/** The QR code's side: 35 mm (the order asks for 30–40 mm). */
export const QR_SIZE_MM = 35;

/** qrcode is loaded with the first QR code made (issue 16: the server's memory at start). */
const qrcode = () => import('qrcode').then((m) => m.default);

/**
 * The invoice's QR code as inline SVG for its pages (35 mm square). Apart from the PDF's
 * drawing (pdf.ts, in the PDF worker) so a page does not load pdfkit.
 */
export async function qrSvg(url: string): Promise<string> {
  const svg = await (await qrcode()).toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  return svg.replace('<svg ', `<svg width="${QR_SIZE_MM}mm" height="${QR_SIZE_MM}mm" role="img" aria-label="QR" `);
}

/**
 * An invoice's QR code as its matrix of modules: `size` × `size`, row by row, one bit a module
 * (1 dark), packed eight to a byte. What the PDF draws, and what `invoice_qr_codes` keeps: the
 * code's content never changes once the invoice is issued, and choosing its mask (ISO 18004's
 * eight penalties) costs more than drawing the whole page.
 */
export interface QrModules {
  size: number;
  bits: Uint8Array;
}

/** The QR code (error correction M) of a text, packed. */
export async function qrModules(text: string): Promise<QrModules> {
  const matrix = (await qrcode()).create(text, { errorCorrectionLevel: 'M' }).modules;
  const bits = new Uint8Array(Math.ceil((matrix.size * matrix.size) / 8));
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      const i = row * matrix.size + col;
      if (matrix.get(row, col)) bits[i >> 3] |= 0x80 >> (i & 7);
    }
  }
  return { size: matrix.size, bits };
}

/** Whether the module at (row, col) is dark. */
export const isDark = (qr: QrModules, row: number, col: number) => {
  const i = row * qr.size + col;
  return (qr.bits[i >> 3] & (0x80 >> (i & 7))) !== 0;
};

/** A stored matrix, if it is a whole one (the database gives a Buffer or a Uint8Array). */
export function storedModules(size: unknown, bits: unknown): QrModules | null {
  if (typeof size !== 'number' || !(bits instanceof Uint8Array)) return null;
  return bits.byteLength === Math.ceil((size * size) / 8) ? { size, bits } : null;
}

/**
 * The dark modules as PDF path operators in module units (`x y w h re`, integers, the quiet
 * zone of 4 modules included): each run of dark modules in a row is one rectangle, and a run
 * repeated in the rows below grows downwards (the finder patterns, the timing lines), so a
 * version 7 code takes ~400 rectangles instead of ~1,100 modules. The caller scales them.
 */
export function qrPath(qr: QrModules): string {
  const out: string[] = [];
  /** Rectangles still growing: the run `start-end` → [x, y, w, h]. */
  let open = new Map<number, number[]>();
  for (let row = 0; row <= qr.size; row++) {
    const next = new Map<number, number[]>();
    for (let col = 0; row < qr.size && col < qr.size; col++) {
      if (!isDark(qr, row, col)) continue;
      const start = col;
      while (col + 1 < qr.size && isDark(qr, row, col + 1)) col++;
      const key = start * 1024 + col;
      const rect = open.get(key);
      if (rect) {
        rect[3] += 1;
        open.delete(key);
        next.set(key, rect);
      } else next.set(key, [start + 4, row + 4, col - start + 1, 1]);
    }
    for (const rect of open.values()) out.push(`${rect[0]} ${rect[1]} ${rect[2]} ${rect[3]} re`);
    open = next;
  }
  return out.join('\n');
}
