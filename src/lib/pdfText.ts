/**
 * What pdfkit's standard fonts (Helvetica, WinAnsi) can draw. Any other character was written
 * as the bytes of its code unit, so "Ștefan Łukasz" or "漢字" came out as mojibake on an
 * invoice, and emoji as "Ø=Ü…". Letters with marks become their base letter (Ș → S), a few
 * letters without a decomposition their usual Latin spelling (Ł → L), invisible direction and
 * width controls are dropped, and anything else becomes "?".
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const LATIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't' };
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

const drawable = (c: string) => {
  const code = c.codePointAt(0)!;
  return c === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/** The text as the standard fonts can draw it. */
export function pdfText(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (drawable(c)) out += c;
    else if (INVISIBLE.test(c)) continue;
    else {
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(drawable) ? base : (LATIN[c] ?? '?');
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
