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

/**
 * Gives the document the three fonts under their names (`doc.font('bold')`) and opens the
 * regular one. pdfkit takes a parsed fontkit font where its types say only a file or bytes.
 * A font the document never writes with is not embedded.
 */
export function usePdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
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
