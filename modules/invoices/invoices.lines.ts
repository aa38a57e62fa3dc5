// The lines of the manual and amending invoice forms, as posted and as shown again.

import type { EditorLine } from './pages/InvoiceLines.island';
import { MAX_LINES } from './issuing.service';

export type Body = Record<string, unknown>;

const list = (value: unknown) => [value ?? []].flat().map((v) => (v === undefined || v === null ? '' : String(v)));

/** The lines of a posted form (parallel fields concept, quantity, unitPrice), every row as it was typed. */
export function postedLines(body: Body): EditorLine[] {
  const [concepts, quantities, prices] = [list(body.concept), list(body.quantity), list(body.unitPrice)];
  const rows = Math.min(Math.max(concepts.length, quantities.length, prices.length), MAX_LINES + 1);
  return Array.from({ length: rows }, (_, i) => ({
    concept: concepts[i] ?? '',
    quantity: quantities[i] ?? '',
    unitPrice: prices[i] ?? '',
  }));
}

export const blankLine = (): EditorLine => ({ concept: '', quantity: '1', unitPrice: '' });

/** The rows the form shows again: as posted, with an empty one at the end to type the next line in. */
export function withBlankRow(lines: EditorLine[]): EditorLine[] {
  const last = lines[lines.length - 1];
  return !last || last.concept || last.unitPrice ? [...lines, blankLine()] : lines;
}
