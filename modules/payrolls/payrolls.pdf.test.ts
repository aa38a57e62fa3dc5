import t from 'tap';
// The library itself (its index runs a debug self-test when imported as a module).
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { payrollPdf } from './payrolls.pdf';
import type { PayrollDetail } from './payrolls.service';

/** A paid payroll of two classes at 15 % IRPF, as the payslip reads it. */
const payroll = {
  id: 7,
  teacherId: 3,
  teacherName: 'Ștefan Łukasiewicz Дмитрий',
  month: '2026-10',
  status: 'paid',
  classCount: 2,
  minutes: 150,
  grossCents: 10500,
  irpfRate: 15,
  irpfCents: 1575,
  netCents: 8925,
  paidDate: '2026-11-02',
  discardedDate: null,
  discardReason: null,
  createdDate: new Date('2026-11-01T06:00:00Z'),
  teacher: {
    name: 'Ștefan Łukasiewicz Дмитрий',
    nif: 'X1234567L',
    address: 'Calle de Ελένη 3 🙂',
    postalCode: '28013',
    municipalityName: 'Madrid',
    iban: 'ES9121000418450200051332',
  },
  lines: [
    {
      id: 1,
      date: new Date('2026-10-05T15:00:00Z'),
      duration: 90,
      studentName: 'Nguyễn Thị Hương',
      subjectName: 'Matemáticas',
      courseName: '2.º de ESO',
      payPerHourCents: 4200,
    },
    {
      id: 2,
      date: new Date('2026-10-12T15:00:00Z'),
      duration: 60,
      studentName: 'Ζωή Παπαδοπούλου',
      subjectName: 'Física',
      courseName: null,
      payPerHourCents: 4200,
    },
  ],
} as unknown as PayrollDetail;

const academy = { name: 'Academia Apolo S.L.', nif: 'B12345674', address: 'Calle de Alcalá 123, 28009 Madrid' };

t.test('the payslip carries the names exact, in the embedded fonts', async (t) => {
  const pdf = await payrollPdf(payroll, academy);
  const text = (await pdfParse(pdf)).text;
  t.match(text, 'Ștefan Łukasiewicz Дмитрий', "the teacher's name exact");
  t.match(text, 'Nguyễn Thị Hương');
  t.match(text, 'Ζωή Παπαδοπούλου');
  t.match(text, 'Calle de Ελένη 3 ?', 'an emoji the fonts lack as ?');
  t.match(text, '-15,75\u00A0€', 'the withholding as the payroll page writes it (formatDeduction)');
  t.notMatch(text, '\u2212', 'negative amounts with the hyphen of every other amount');
  t.match(pdf.toString('latin1'), /\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
  t.notMatch(pdf.toString('latin1'), 'Helvetica');
});

t.test('a long payslip repeats the table header on every page', async (t) => {
  const lines = Array.from({ length: 90 }, (_, i) => ({ ...payroll.lines[0], id: i + 1 }));
  const pdf = await payrollPdf({ ...payroll, lines, classCount: lines.length }, academy);
  const pages: string[] = [];
  await pdfParse(pdf, {
    pagerender: async (page: { getTextContent: () => Promise<{ items: { str: string }[] }> }) => {
      const text = (await page.getTextContent()).items.map((item) => item.str).join(' ');
      pages.push(text);
      return text;
    },
  });
  t.ok(pages.length >= 3, `${pages.length} pages`);
  for (const [i, text] of pages.entries()) {
    if (i > 0) t.match(text, 'Nómina n.º 7', `page ${i + 1} names the payroll`);
    if (text.includes('Nguyễn')) t.match(text, 'Tarifa por hora', `page ${i + 1} repeats the columns`);
  }
});

t.test('a class of 95 or 50 minutes shows its exact duration, so duration × rate gives the gross', async (t) => {
  // 95 min at 11 €/h is 17,42 €; «1,58 h» × 11 € would be 17,38 €.
  const lines = [
    { ...payroll.lines[0], id: 1, duration: 95, payPerHourCents: 1100 },
    { ...payroll.lines[1], id: 2, duration: 50, payPerHourCents: 1100 },
  ];
  const odd = { ...payroll, lines, classCount: 2, minutes: 145, grossCents: 2658, irpfCents: 399, netCents: 2259 };
  const text = (await pdfParse(await payrollPdf(odd, academy))).text;
  t.match(text, '1 h 35 min');
  t.match(text, '50 min');
  t.match(text, '2 h 25 min', 'the total too');
  t.notMatch(text, '1,58');
  t.notMatch(text, '0,83');
});

t.test('only a paid payroll is headed as a receipt of payment; a discarded one says it was not paid', async (t) => {
  const text = async (changes: Partial<PayrollDetail>) =>
    (await pdfParse(await payrollPdf({ ...payroll, ...changes } as PayrollDetail, academy))).text;
  const paid = await text({ status: 'teacherPayed' });
  t.match(paid, 'Justificante de pago de honorarios');
  t.match(paid, 'Pagada el 02/11/2026');
  t.match(paid, 'se declara en el modelo 111');

  const pending = await text({ status: 'teacherPendingPayment', paidDate: null });
  t.notMatch(pending, 'Justificante de pago', 'nothing paid yet: no receipt of payment');
  t.match(pending, 'Liquidación de honorarios pendiente de pago');
  t.match(pending, 'Nómina n.º 7 · Pendiente de pago');

  const discarded = await text({
    status: 'discarded',
    paidDate: null,
    discardedDate: new Date('2026-11-03T10:00:00Z'),
    discardReason: 'Tarifa mal aplicada',
  });
  t.match(discarded, 'Nómina descartada: no se ha pagado');
  t.notMatch(discarded, 'Justificante de pago de honorarios');
  t.match(discarded, 'Descartada el 03/11/2026: Tarifa mal aplicada', 'when and why');
  t.notMatch(discarded, 'modelo 111', 'a discarded payroll is declared in no form');
});
