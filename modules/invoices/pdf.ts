import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, t } from '../../src/lib/intl';
import { PDF_FONTS, pdfFontSource, usePdfFonts, winAnsiOnly, type PdfFont } from '../../src/lib/pdfFonts';
import { pdfTexts } from '../../src/lib/pdfText';
import { invoiceMessages as m } from './invoices.messages';
import type { PrintableInvoice } from './invoices.service';
import { invoiceMethodLabel, quantityLabel, rateLabel, reasonLabel } from './labels';
import { QR_SIZE_MM, qrPath, type QrModules } from './qr';

const MM = 72 / 25.4;

/** The invoice's A4 page and its PDF properties. */
export const invoicePdfOptions = (invoice: PrintableInvoice): PDFKit.PDFDocumentOptions => ({
  size: 'A4',
  margin: 50,
  info: { Title: `${t(m.invoiceHeading)} ${invoice.fullNumber}`, Author: invoice.issuerName },
});

/**
 * Whether the invoice needs the embedded fonts: a text of it beyond WinAnsi (Ș, Ł, Greek,
 * Cyrillic…). Otherwise the standard fonts draw it exactly, in a tenth of the bytes. The labels
 * are the module's messages, WinAnsi all (pdf.test.ts holds them to it).
 */
const needsEmbeddedFonts = (invoice: PrintableInvoice) => !winAnsiOnly(invoice);

/**
 * The invoice as an A4 PDF (pdfkit): the verification QR code at the top of the first page,
 * then the fields RD 1619/2012 art. 6 asks for. Returns the document as a stream. `qr` is the
 * QR code of the check address (qr.ts); without one (`null`, only the benchmark's baseline)
 * its square is left empty.
 */
export function invoicePdf(invoice: PrintableInvoice, qr: QrModules | null): PDFKit.PDFDocument {
  // No default font opened by pdfkit: the fonts are given under their names (usePdfFonts).
  const doc = new PDFDocument({ ...invoicePdfOptions(invoice), font: '' });
  return drawInvoice(usePdfFonts(doc, { embedded: needsEmbeddedFonts(invoice) }), invoice, qr);
}

/**
 * The invoice as pdfkit draws it by itself: each font opened from its file, every word laid out
 * anew. The benchmark's baseline; pdf.test.ts pins `invoicePdf`'s bytes to it.
 */
export function stockInvoicePdf(invoice: PrintableInvoice, qr: QrModules | null): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...invoicePdfOptions(invoice), font: '' });
  const embedded = needsEmbeddedFonts(invoice);
  for (const font of Object.keys(PDF_FONTS) as PdfFont[]) doc.registerFont(font, pdfFontSource(font, embedded));
  return drawInvoice(doc.font('regular'), invoice, qr);
}

/** Draws the invoice on a new document given the PDF fonts (`usePdfFonts`, as `invoicePdf` does) and ends it. */
export function drawInvoice(
  doc: PDFKit.PDFDocument,
  typed: PrintableInvoice,
  qr: QrModules | null,
): PDFKit.PDFDocument {
  // Names and concepts as the fonts can draw them (an ideogram or emoji they lack as "?", not a box).
  const invoice = pdfTexts(typed);
  const left = 50;
  const width = doc.page.width - 100;
  const top = 45;

  // The QR code (drawn as vectors, a quiet zone of 4 modules included in the 35 mm).
  const size = QR_SIZE_MM * MM;
  doc.save().rect(left, top, size, size).fill('#ffffff');
  if (qr !== null) {
    // The modules as one path in module units, scaled by the matrix: one write into the page.
    const cell = size / (qr.size + 8);
    doc
      .fillColor('#000000')
      .addContent(`q ${cell.toFixed(6)} 0 0 ${cell.toFixed(6)} ${left} ${top} cm\n${qrPath(qr)}\nf Q`);
  }
  doc.restore();
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#000')
    .text(t(m.qrCaption), left, top + size + 2, { width: size, align: 'center' });
  doc.fontSize(6).text(t(m.verifactuLegend), left, doc.y, { width: size, align: 'center' });

  // Title, number and dates, on the right of the QR code.
  const rightX = left + size + 30;
  const rightW = width - size - 30;
  doc
    .font('bold')
    .fontSize(18)
    .text(t(invoice.isAmending ? m.amendingHeading : m.invoiceHeading), rightX, top, { width: rightW, align: 'right' });
  doc.moveDown(0.3).font('regular').fontSize(10);
  const fact = (label: string, value: string) => {
    doc.font('regular').text(`${label}: ${value}`, rightX, doc.y, { width: rightW, align: 'right' });
  };
  fact(t(m.number), invoice.fullNumber);
  fact(t(m.date), formatDate(invoice.date));
  if (invoice.operationDate) fact(t(m.operationDate), formatDate(invoice.operationDate));

  // Issuer and customer, side by side.
  const partiesY = Math.max(top + size + 40, doc.y + 20);
  const colW = width / 2 - 10;
  const party = (x: number, heading: string, lines: (string | null)[]) => {
    doc.font('bold').fontSize(9).fillColor('#555').text(heading.toUpperCase(), x, partiesY, { width: colW });
    doc.fillColor('#000').fontSize(10);
    lines
      .filter(Boolean)
      .forEach((line, i) => doc.font(i === 0 ? 'bold' : 'regular').text(line as string, x, doc.y, { width: colW }));
    return doc.y;
  };
  const customerPlace = [invoice.customerPostalCode, invoice.customerMunicipality].filter(Boolean).join(' ');
  const y1 = party(left, t(m.issuer), [
    invoice.issuerName,
    `${t(m.nif)}: ${invoice.issuerNif}`,
    invoice.issuerAddress,
    `${invoice.issuerPostalCode} ${invoice.issuerMunicipality}`,
  ]);
  const y2 = party(left + colW + 20, t(m.customer), [
    invoice.customerName,
    invoice.customerNif ? `${t(m.nif)}: ${invoice.customerNif}` : null,
    invoice.customerAddress,
    customerPlace || null,
  ]);
  let y = Math.max(y1, y2) + 20;

  if (invoice.isAmending && invoice.amendedNumber) {
    const text = `${t(m.amendsText, { number: invoice.amendedNumber, date: invoice.amendedDate ? formatDate(invoice.amendedDate) : '—', reason: reasonLabel(invoice.amendingReason) })} ${t(invoice.amendingKind === 'cancellation' ? m.cancellation : m.differences)}.`;
    doc.font('regular').fontSize(10).text(text, left, y, { width });
    y = doc.y + 12;
  }

  // Lines.
  // Wide enough for 'Cantidad', 'Precio unitario' (bold) and '-123.456,78 €' on one line each.
  const cols = [
    { label: t(m.concept), w: width - 240, align: 'left' as const },
    { label: t(m.quantity), w: 60, align: 'right' as const },
    { label: t(m.unitPrice), w: 95, align: 'right' as const },
    { label: t(m.amount), w: 85, align: 'right' as const },
  ];
  // What does not fit above the bottom margin goes on a new page headed by the number (pdfkit,
  // left to itself, broke every cell of a row drawn below it onto a page of its own: 151 pages).
  const fits = (height: number) => y + height <= doc.page.height - doc.page.margins.bottom;
  const newPage = () => {
    doc.addPage();
    y = doc.page.margins.top;
    const heading = t(invoice.isAmending ? m.amendingHeading : m.invoiceHeading);
    doc.font('bold').fontSize(9).fillColor('#555').text(`${heading} ${invoice.fullNumber}`, left, y, { width });
    doc.fillColor('#000');
    y = doc.y + 10;
  };
  const header = () => {
    doc
      .rect(left, y - 4, width, 20)
      .fill('#eeeeee')
      .fillColor('#000');
    row(
      cols.map((c) => c.label),
      true,
    );
  };
  const row = (cells: string[], bold: boolean) => {
    let x = left;
    const heights = cells.map((c, i) =>
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(10)
        .heightOfString(c, { width: cols[i].w - 6 }),
    );
    if (!bold && !fits(Math.max(...heights) + 6)) {
      newPage();
      header();
    }
    cells.forEach((c, i) => {
      doc.font(bold ? 'bold' : 'regular').text(c, x + 3, y, { width: cols[i].w - 6, align: cols[i].align });
      x += cols[i].w;
    });
    y += Math.max(...heights) + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
  };
  header();
  for (const line of invoice.lines)
    row(
      [line.concept, quantityLabel(line.quantity), formatMoney(line.unitPriceCents), formatMoney(line.amountCents)],
      false,
    );
  // The VAT note, the totals, the exemption and the payment method: together, on this page or the next.
  const exemption = invoice.taxCode === 'E1' && invoice.vatExemptionText ? invoice.vatExemptionText : '';
  const closing = 130 + (exemption ? doc.font('bold').fontSize(10).heightOfString(exemption, { width }) : 0);
  if (!fits(closing)) newPage();
  if (invoice.taxCode !== 'E1') {
    doc.font('italic').fontSize(8).text(t(m.pricesIncludeVat), left, y, { width });
    y = doc.y + 6;
  }

  // Totals, right-aligned.
  y += 8;
  const sumX = left + width - 240;
  const sum = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 12 : 10);
    doc.text(label, sumX, y, { width: 135 });
    // '-123.456,78 €' in bold at 12 on one line.
    doc.text(value, sumX + 135, y, { width: 105, align: 'right' });
    y = doc.y + 4;
  };
  sum(t(m.base), formatMoney(invoice.baseCents));
  sum(t(m.vatLine, { rate: rateLabel(invoice.vatRate) }), formatMoney(invoice.vatCents));
  doc
    .moveTo(sumX, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor('#000')
    .stroke();
  y += 4;
  sum(t(m.total), formatMoney(invoice.totalCents), true);
  y += 10;
  if (invoice.taxCode === 'E1' && invoice.vatExemptionText) {
    doc.font('bold').fontSize(10).text(invoice.vatExemptionText, left, y, { width });
    y = doc.y + 6;
  }
  doc
    .font('regular')
    .fontSize(10)
    .text(`${t(m.method)}: ${invoiceMethodLabel(invoice.paymentMethod)}`, left, y, { width });
  doc.end();
  return doc;
}

/** A drawn document's bytes, once pdfkit has written them all. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
