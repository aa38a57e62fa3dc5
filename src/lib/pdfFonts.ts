import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts every PDF is drawn with: DejaVu Sans (Bitstream Vera licence, free to embed), from
 * the npm package dejavu-fonts-ttf, so a fresh `npm install` has them and the compiled bundles
 * find them in node_modules as they find pdfkit. Unlike pdfkit's standard fonts (WinAnsi only)
 * they draw Latin with any mark (Ș, Ł, ř, ơ), Greek and Cyrillic, so an invoice carries the
 * customer's exact name. pdfkit embeds only the glyphs a document uses.
 */
export const PDF_FONTS = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
} as const;

export type PdfFont = keyof typeof PDF_FONTS;

/** The folder of the font files, found the way Node finds the package. */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** A font file's path (pdfkit can open it itself: the benchmark's baseline does). */
export const pdfFontFile = (font: PdfFont) => join(FONT_DIR, PDF_FONTS[font]);

/** What pdfkit opens for a font by itself: the standard one's name, or the embedded one's file. */
export const pdfFontSource = (font: PdfFont, embedded: boolean) =>
  embedded ? pdfFontFile(font) : STANDARD_FONTS[font];

/**
 * The parsed fonts, once per thread: fontkit reads a font's tables lazily and keeps them, so
 * every later document draws with what the first one parsed (each document still embeds its
 * own subset).
 */
let parsed: Record<PdfFont, fontkit.Font> | undefined;

function fonts() {
  parsed ??= Object.fromEntries(
    (Object.keys(PDF_FONTS) as PdfFont[]).map((font) => [font, fontkit.openSync(pdfFontFile(font)) as fontkit.Font]),
  ) as Record<PdfFont, fontkit.Font>;
  return parsed;
}

/** pdfkit's own fields this relies on (not part of its typed API). */
interface PdfkitFont {
  _font?: { layoutCache?: Record<string, unknown> };
}

/**
 * Each font's laid-out words (glyphs and positions, pdfkit's `layoutCache`), shared by every
 * document of this thread. Shaping a word (kerning, marks) is most of the time a document
 * takes, and the words of the labels come back in every invoice. Cleared when it grows past
 * `MAX_WORDS`, as names and addresses keep adding words.
 */
const layouts = new Map<PdfFont, Record<string, unknown>>();
const MAX_WORDS = 5000;

/** pdfkit's standard fonts (Helvetica), under the same names: nothing embedded, WinAnsi only. */
const STANDARD_FONTS: Record<PdfFont, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
};

// WinAnsi: ASCII, Latin-1's letters and signs, and these 27.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const winAnsiChar = (c: string) => {
  const code = c.codePointAt(0)!;
  return c === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/**
 * A standard font's metrics as pdfkit parsed them (its AFM data: widths, kerning pairs), with
 * the prototype of pdfkit's font objects: what a new document's font is made of.
 */
interface KeptFont {
  prototype: object;
  fields: Record<string, unknown>;
}
const keptFonts = new Map<PdfFont, KeptFont>();

/** pdfkit's own fields the kept fonts rely on (not part of its typed API). */
interface PdfkitFonts {
  _font?: { name?: string; font?: { glyphWidths?: unknown; kernPairs?: unknown } } & Record<string, unknown>;
  _fontFamilies?: Record<string, unknown>;
  _fontCount?: number;
}

/**
 * The standard fonts under the PDFs' names. pdfkit reads and parses a standard font's AFM file
 * again for every document that uses it, a fifth of the time an invoice takes to draw. The
 * parsed metrics are read-only, so this thread keeps them from the first document and gives
 * every later one its own font objects built on them (each document still writes its own font
 * dictionaries; pdf.test.ts pins the bytes to pdfkit's own). Were pdfkit's fields ever other
 * than expected, the fonts are opened the usual way.
 */
function useStandardFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const own = doc as unknown as PdfkitFonts;
  for (const [name, standard] of Object.entries(STANDARD_FONTS) as [PdfFont, string][]) {
    doc.registerFont(name, standard);
    const kept = keptFonts.get(name);
    if (!kept || !own._fontFamilies || typeof own._fontCount !== 'number') {
      doc.font(name);
      const font = own._font;
      if (!kept && font?.font?.glyphWidths && font.font.kernPairs && font.name === standard) {
        const { document: _document, id: _id, dictionary: _dictionary, embedded: _embedded, ...fields } = font;
        keptFonts.set(name, { prototype: Object.getPrototypeOf(font) as object, fields });
      }
      continue;
    }
    own._fontCount += 1;
    own._fontFamilies[name] = Object.assign(Object.create(kept.prototype) as object, kept.fields, {
      document: doc,
      id: `F${own._fontCount}`,
    });
  }
  return doc.font('regular');
}

/** Whether every text in the value (a string, or the strings of an object or list, nested) is WinAnsi. */
export function winAnsiOnly(value: unknown): boolean {
  if (typeof value === 'string') return [...value].every(winAnsiChar);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(winAnsiOnly);
  return true;
}

/**
 * Gives the document the three fonts under their names (`doc.font('bold')`) and opens the
 * regular one. pdfkit takes a parsed fontkit font where its types say only a file or bytes.
 * A font the document never writes with is not embedded.
 *
 * `embedded: false` gives pdfkit's standard fonts instead, for a document whose every text is
 * WinAnsi (`winAnsiOnly`: almost every Spanish invoice): embedding a subset of DejaVu made each
 * PDF ten times larger (2.6 → 27 KB) and two to four times slower to draw, which the ZIP of a
 * quarter's invoices pays thousands of times.
 */
export function usePdfFonts(doc: PDFKit.PDFDocument, { embedded = true } = {}): PDFKit.PDFDocument {
  if (!embedded) return useStandardFonts(doc);
  for (const [name, font] of Object.entries(fonts()) as [PdfFont, fontkit.Font][]) {
    doc.registerFont(name, font as unknown as Buffer);
    const opened = (doc.font(name) as unknown as PdfkitFont)._font;
    // Were pdfkit's fields ever other than expected, each document lays out its own words.
    if (!opened?.layoutCache) continue;
    let words = layouts.get(name);
    if (!words || Object.keys(words).length > MAX_WORDS)
      layouts.set(name, (words = Object.create(null) as Record<string, unknown>));
    opened.layoutCache = words;
  }
  return doc.font('regular');
}

let covered: Set<number> | undefined;

/** Whether every one of the fonts has a glyph for the character (a text may be drawn in any of them). */
export function pdfFontsDraw(char: string): boolean {
  covered ??= (() => {
    const [first, ...rest] = Object.values(fonts());
    return new Set(first.characterSet.filter((code) => rest.every((font) => font.hasGlyphForCodePoint(code))));
  })();
  return covered.has(char.codePointAt(0)!);
}
