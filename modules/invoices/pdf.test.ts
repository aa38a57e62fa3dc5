import t from 'tap';
// The library itself (its index runs a debug self-test when imported as a module).
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { invoicePdf, pdfBytes, stockInvoicePdf } from './pdf';
import { winAnsiOnly } from '../../src/lib/pdfFonts';
import { formatDate, formatMoney, formatPercent } from '../../src/lib/intl';
import { invoiceMessages } from './invoices.messages';
import { invoiceMethodLabel, reasonLabel } from './labels';
import type { PrintableInvoice } from './invoices.service';

/** An invoice at 21 % (its note in italics: all three fonts), as the PDF reads it. */
const invoice = {
  id: 1,
  fullNumber: 'A2026-000001',
  issuerName: 'Academia Apolo Formación, S.L.',
  issuerNif: 'B86541232',
  issuerAddress: 'Calle de Alcalá, 120',
  issuerPostalCode: '28009',
  issuerMunicipality: 'Madrid',
  customerName: 'Lucía Pérez Núñez',
  customerNif: '12345678Z',
  customerAddress: 'Calle Mayor, 1',
  customerPostalCode: '28001',
  customerMunicipality: 'Madrid',
  date: '2026-11-22',
  operationDate: null,
  isAmending: false,
  lines: [
    {
      id: 1,
      position: 1,
      concept: 'Curso de inglés para adultos',
      quantity: '1',
      unitPriceCents: 12100,
      amountCents: 12100,
    },
  ],
  taxCode: 'S1',
  vatRate: '21',
  baseCents: 10000,
  vatCents: 2100,
  totalCents: 12100,
  vatExemptionText: null,
  paymentMethod: 'wire',
} as unknown as PrintableInvoice;

/**
 * The bytes but for what differs from one document to the next: its id, and its creation time
 * (a date string of its own object, `(D:20261127121950Z)`, which changes when the documents are
 * drawn either side of a second).
 */
const comparable = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}[^)]*\)/g, '(D:)')
    .replace(/\/ID \[[^\]]*\]/, '');

t.test(
  'the fonts parsed and the words laid out for the first PDF draw every later one exactly as pdfkit would',
  async (t) => {
    // A name beyond WinAnsi: the embedded fonts.
    const foreign = { ...invoice, customerName: 'Ștefan Pérez Núñez' } as PrintableInvoice;
    const own = await pdfBytes(stockInvoicePdf(foreign, null));
    const first = await pdfBytes(invoicePdf(foreign, null));
    const later = await pdfBytes(invoicePdf(foreign, null));
    t.equal(comparable(first), comparable(own), 'the first');
    t.equal(comparable(later), comparable(own), 'a later one');
    for (const font of ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique'])
      t.match(comparable(later), new RegExp(`/BaseFont /[A-Z]{6}\\+${font}\\b`), `${font} embedded (a subset)`);
    t.notMatch(comparable(later), 'Helvetica', 'no standard font');
    // The subsets of three fonts: about 25 KB.
    t.ok(later.length < 40_000, `a small file (${later.length} bytes)`);
  },
);

t.test('an invoice whose every text is WinAnsi is drawn with the standard fonts: nothing embedded', async (t) => {
  const own = comparable(await pdfBytes(stockInvoicePdf(invoice, null)));
  t.equal(comparable(await pdfBytes(invoicePdf(invoice, null))), own, 'as pdfkit draws it');
  // A later one is drawn with the metrics the first parsed (kept per thread): the same bytes.
  const pdf = await pdfBytes(invoicePdf(invoice, null));
  t.equal(comparable(pdf), own, 'a later one too');
  for (const font of ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'])
    t.match(comparable(pdf), new RegExp(`/BaseFont /${font}\\b`), font);
  t.notMatch(comparable(pdf), 'DejaVu', 'no font embedded');
  t.ok(pdf.length < 6_000, `a tenth of the size (${pdf.length} bytes)`);
  const text = (await pdfParse(pdf)).text;
  t.match(text, 'Lucía Pérez Núñez');
  t.match(text, 'Academia Apolo Formación, S.L.');
  // WinAnsi's no-break space (0xA0; pdfkit does not break a line there), read back as a space.
  t.match(text, /IVA \(21[\u00A0 ]%\)/);
});

t.test("the PDF's labels are WinAnsi, which the choice of fonts counts on", async (t) => {
  const beyond = Object.entries(invoiceMessages)
    .filter(([, message]) => !winAnsiOnly(message.defaultMessage))
    .map(([key]) => key);
  t.same(beyond, [], 'every invoice message');
  const amounts = [formatMoney(-123456), formatPercent(10.5), formatDate('2026-11-22')];
  t.ok(winAnsiOnly(amounts), amounts.join(' · '));
  for (const method of ['cash', 'wire', 'redsys', 'card']) t.ok(winAnsiOnly(invoiceMethodLabel(method)), method);
  for (const reason of ['R1', 'R2', 'R3', 'R4', 'R5']) t.ok(winAnsiOnly(reasonLabel(reason)), reason);
});

t.test('names beyond WinAnsi come out exact; what the fonts lack as "?", never as mojibake or a box', async (t) => {
  const foreign = {
    ...invoice,
    customerName: 'Ștefan Łukasiewicz Дмитрий',
    customerAddress: 'Οδός Ερμού 5, Nguyễn Thị Hương 🙂',
    lines: [{ ...invoice.lines[0], concept: '📚 Libro ñ Ü Dvořák 漢字 \u202Eevil\u202C' }],
  } as PrintableInvoice;
  const text = (await pdfParse(await pdfBytes(invoicePdf(foreign, null)))).text;
  t.match(text, 'Ștefan Łukasiewicz Дмитрий', 'the name exact');
  t.match(text, 'Οδός Ερμού 5, Nguyễn Thị Hương ?', 'Greek, Vietnamese; an emoji the fonts lack as ?');
  t.match(text, '? Libro ñ Ü Dvořák ?? evil', 'emoji and ideograms as ?, direction controls dropped');
  t.match(text, 'IVA (21\u00A0%)', 'a no-break space before the sign');
});

t.test('an invoice of many lines flows onto a few pages, its rows whole and its totals together', async (t) => {
  // 50 lines (the most an invoice takes) of three lines each: pdfkit, left to itself, put every
  // cell of a row drawn below the margin on a page of its own (151 pages).
  const concept = 'Material didáctico con una descripción bastante larga para ocupar más de una línea en el PDF';
  const lines = Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    position: i + 1,
    concept: `${concept} ${i + 1}`,
    quantity: '1',
    unitPriceCents: 100,
    amountCents: 100,
  }));
  const many = { ...invoice, lines, baseCents: 4132, vatCents: 868, totalCents: 5000 } as PrintableInvoice;
  const parsed = await pdfParse(await pdfBytes(invoicePdf(many, null)));
  t.ok(parsed.numpages >= 2 && parsed.numpages <= 4, `a few pages (${parsed.numpages})`);
  t.match(parsed.text, new RegExp(`${concept} 50`.replace(/ /g, '\\s+')), 'the last line');
  t.match(parsed.text, 'FACTURA A2026-000001', 'a later page says which invoice it continues');
  const pages = parsed.text.split('FACTURA A2026-000001');
  t.match(pages[pages.length - 1], /Total[\s\S]*50,00/, 'the totals on the last page');
});
