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
