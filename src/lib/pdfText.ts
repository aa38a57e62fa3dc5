import { pdfFontsDraw } from './pdfFonts';

/**
 * What the PDFs' fonts (pdfFonts.ts, DejaVu Sans: Latin, Greek, Cyrillic) can draw. A character
 * they lack (ideograms, most emoji) would be drawn as an empty box, so such a letter with marks
 * becomes its base letter when the fonts have that, a few letters without a decomposition their
 * usual Latin spelling (Ł → L, for a font without them), invisible direction and width
 * controls are dropped (pdfkit does not reorder text, and an override would hide what is
 * written), and anything else becomes "?".
 */
const LATIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't' };
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** Whether a character can be drawn: the font has it and it is not a control character. */
type Draws = (char: string) => boolean;
const drawable = (fonts: Draws) => (c: string) => c === '\n' || (c.codePointAt(0)! >= 0x20 && fonts(c));

/** The text as the fonts can draw it (`fonts`: which characters they have; the PDFs' by default). */
export function pdfText(text: string, fonts: Draws = pdfFontsDraw): string {
  const draws = drawable(fonts);
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (INVISIBLE.test(c)) continue;
    else if (draws(c)) out += c;
    else {
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      const latin = LATIN[c];
      out += base && [...base].every(draws) ? base : latin && draws(latin) ? latin : '?';
    }
  }
  return out;
}

/** Every text of a value (an invoice, a payroll and their rows) as `pdfText` draws it. */
export function pdfTexts<T>(value: T): T {
  if (typeof value === 'string') return pdfText(value) as T;
  if (Array.isArray(value)) return value.map((v) => pdfTexts(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pdfTexts(v)])) as T;
  return value;
}
