import PDFDocument from 'pdfkit';
import {
  formatDate,
  formatDateTime,
  formatDeduction,
  formatDuration,
  formatMoney,
  t,
  formatPercent,
} from '../../src/lib/intl';
import { usePdfFonts } from '../../src/lib/pdfFonts';
import { pdfTexts } from '../../src/lib/pdfText';
import { maskIban, monthBounds } from './payrolls.math';
import type { PayrollDetail } from './payrolls.service';
import { statusLabel } from './payrolls.service';
import { payrollsMessages as m } from './payrolls.messages';
import { pdfMessages as p } from './payrolls.pdf.messages';

/** Who pays: the academy's identity on every receipt (its invoices' issuer; until one is filled in, its name alone, NIF and address empty). */
export interface Academy {
  name: string;
  nif: string;
  address: string;
}

const lastDay = (month: string) => {
  const { to } = monthBounds(month);
  const d = new Date(`${to}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The payroll's receipt (A4): academy and teacher (NIF, address, IBAN masked but the last
 * four), the period, each class, and gross, IRPF at its rate and net.
 */
export function payrollPdf(typed: PayrollDetail, academyTyped: Academy): Promise<Buffer> {
  // Names as the fonts can draw them (an ideogram or emoji they lack as "?", not a box).
  const row = pdfTexts(typed);
  const academy = pdfTexts(academyTyped);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t(p.title, { id: row.id }), Author: academy.name },
    // No default font opened by pdfkit (Helvetica): the embedded ones are given instead.
    font: '',
  });
  usePdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const width = doc.page.width - 100;
  const orange = '#c45f0a';

  // Only a paid payroll is a receipt of payment; a pending one is a statement, a discarded one none.
  const heading =
    row.status === 'teacherPayed' ? p.heading : row.status === 'discarded' ? p.headingDiscarded : p.headingPending;
  doc.fillColor(orange).font('bold').fontSize(18).text(t(heading), left, 50);
  doc
    .fillColor('#333')
    .font('regular')
    .fontSize(10)
    .text(t(p.number, { id: row.id, status: statusLabel(row.status) }), left, 74);
  doc.moveDown(1.2);

  const top = doc.y;
  const column = (x: number, title: string, lines: string[]) => {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(orange)
      .text(title, x, top, { width: width / 2 - 10 });
    doc.font('regular').fillColor('#222');
    for (const line of lines) doc.text(line, x, doc.y, { width: width / 2 - 10 });
    return doc.y;
  };
  const t1 = column(
    left,
    t(p.payer),
    [academy.name, academy.nif && `${t(m.nif)}: ${academy.nif}`, academy.address].filter(Boolean),
  );
  const teacherAddress = [
    row.teacher.address,
    [row.teacher.postalCode, row.teacher.municipalityName].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const t2 = column(left + width / 2 + 10, t(p.payee), [
    row.teacher.name,
    `${t(m.nif)}: ${row.teacher.nif ?? '—'}`,
    ...(teacherAddress ? [teacherAddress] : []),
    `${t(m.iban)}: ${maskIban(row.teacher.iban) || '—'}`,
  ]);
  doc.y = Math.max(t1, t2) + 14;

  doc.font('regular').fontSize(10).fillColor('#222');
  doc.text(t(p.period, { from: formatDate(`${row.month}-01`), to: formatDate(lastDay(row.month)) }), left, doc.y);
  doc.text(t(p.concept), left, doc.y);
  if (row.paidDate) doc.text(t(p.paidOn, { date: formatDate(row.paidDate) }), left, doc.y);
  if (row.status === 'discarded' && row.discardedDate)
    doc.text(
      t(m.discardedBecause, { date: formatDate(row.discardedDate), reason: row.discardReason ?? '' }),
      left,
      doc.y,
      { width },
    );
  doc.moveDown(1);

  // Classes
  // 'Tarifa por hora' (bold, DejaVu Sans is wider than Helvetica) on one line.
  const cols = [
    { title: t(m.date), w: 90 },
    { title: t(m.student), w: 130 },
    { title: t(m.subject), w: 130 },
    { title: t(m.duration), w: 60, right: true },
    { title: t(m.rate), w: width - 410, right: true },
  ];
  const row_ = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: cols[i].w - 6, align: cols[i].right ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += cols[i].w;
    });
    doc.y = bottom + 3;
  };
  const rule = (gap: number) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#bbb')
      .stroke();
    doc.y += gap;
  };
  const tableHeader = () => {
    row_(
      cols.map((c) => c.title),
      true,
    );
    rule(4);
  };
  tableHeader();
  for (const l of row.lines) {
    // A page that goes on names the payroll and repeats the columns' titles.
    if (doc.y > doc.page.height - 160) {
      doc.addPage();
      doc
        .font('bold')
        .fontSize(9)
        .fillColor('#555')
        .text(t(p.title, { id: row.id }), left, doc.y, { width });
      doc.fillColor('#222').moveDown(0.6);
      tableHeader();
    }
    row_([
      formatDateTime(l.date),
      l.studentName,
      [l.subjectName, l.courseName].filter(Boolean).join(' · ') || '—',
      formatDuration(l.duration),
      formatMoney(l.payPerHourCents),
    ]);
  }
  rule(10);

  // Totals
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 12 : 10)
      .fillColor('#222');
    doc.text(label, left + width - 300, y, { width: 180, align: 'right' });
    doc.text(value, left + width - 110, y, { width: 104, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  };
  total(t(p.hoursTotal, { count: row.classCount }), formatDuration(row.minutes));
  total(t(m.gross), formatMoney(row.grossCents));
  total(t(m.irpfAt, { rate: formatPercent(row.irpfRate) }), formatDeduction(row.irpfCents));
  total(t(p.net), formatMoney(row.netCents), true);

  doc.moveDown(2);
  // A discarded payroll withholds nothing and goes in no form 111.
  if (row.status !== 'discarded')
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#666')
      .text(t(p.footer, { rate: formatPercent(row.irpfRate) }), left, doc.y, { width });
  doc.end();
  return done;
}
