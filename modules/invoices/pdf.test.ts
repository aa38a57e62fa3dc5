import t from 'tap';
import PDFDocument from 'pdfkit';
import { drawInvoice, invoicePdf, invoicePdfOptions, pdfBytes } from './pdf';
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

t.test('the fonts kept from the first PDF draw every later one exactly as pdfkit would', async (t) => {
  const stock = await pdfBytes(drawInvoice(new PDFDocument(invoicePdfOptions(invoice)), invoice, null));
  const first = await pdfBytes(invoicePdf(invoice, null));
  const later = await pdfBytes(invoicePdf(invoice, null));
  t.equal(comparable(first), comparable(stock), 'the first, fonts opened by pdfkit');
  t.equal(comparable(later), comparable(stock), 'a later one, fonts kept');
  for (const font of ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'])
    t.match(comparable(later), `/BaseFont /${font}`, `${font} in the document's own dictionary`);
});

t.test('names and concepts beyond the standard fonts are drawn readable, never as mojibake', async (t) => {
  const foreign = {
    ...invoice,
    customerName: 'Ștefan Łukasz Dvořák',
    customerAddress: 'Calle 🙂 Mayor, 1',
    lines: [{ ...invoice.lines[0], concept: '📚 Libro ñ Ü 漢字 \u202Eevil\u202C' }],
  } as PrintableInvoice;
  // What the document is asked to draw (pdfkit writes any other character as the bytes of its code units).
  const doc = new PDFDocument(invoicePdfOptions(foreign));
  const drawn: string[] = [];
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  (doc as unknown as { text: (...args: unknown[]) => PDFKit.PDFDocument }).text = (value: unknown, ...rest) => {
    drawn.push(String(value));
    return text(value, ...rest);
  };
  await pdfBytes(drawInvoice(doc, foreign, null));
  t.ok(drawn.includes('Stefan Lukasz Dvorák'), 'the name in Latin letters');
  t.ok(drawn.includes('Calle ? Mayor, 1'));
  t.ok(drawn.includes('? Libro ñ Ü ?? evil'), 'emoji and ideograms as ?, direction controls dropped');
  t.same(
    drawn.filter((d) => [...d].some((c) => c.codePointAt(0)! > 0x2122)),
    [],
    'nothing beyond WinAnsi',
  );
});
