import type { Knex } from 'knex';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { csvDecimal } from '../../src/lib/csv';
import { firstAdmin } from '../people';
import { createHistoryPayrollsService } from './history.service';
import { irpfCents, monthBounds, previousMonth } from './payrolls.math';

const dni = (n: number) => `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;

/**
 * The demo's payroll archive: the months 12 to 7 back, before the intranet's own payrolls,
 * of three teachers of "the previous program", loaded from a CSV text in the documented layout
 * through the same import as the command line. Paid on the 5th of the next month; one
 * discarded.
 */
export async function seedHistoryPayrolls(db: Knex) {
  const admin = await firstAdmin(db);
  if (!admin) return;
  const teachers = [
    { name: 'Elena Marín Castro', nif: dni(45123456), rate: 15, hours: [14, 16, 12, 18, 15, 9] },
    { name: 'Raúl Herrera Soto', nif: dni(39876543), rate: 7, hours: [8, 10.5, 9, 11, 7.5, 6] },
    { name: 'Nuria Blanco Pardo', nif: dni(52345678), rate: 15, hours: [20, 22, 19.5, 21, 18, 12] },
  ];
  const lines = ['Profesor;NIF;Mes;Clases;Horas;Bruto;Tipo de IRPF;IRPF;Neto;Estado;Fecha de pago'];
  let month = todayInMadrid().slice(0, 7);
  const months: string[] = [];
  for (let back = 1; back <= 12; back += 1) {
    month = previousMonth(`${month}-15`);
    if (back >= 7) months.unshift(month);
  }
  months.forEach((m, i) => {
    const payDay = `${monthBounds(m).to.slice(0, 7)}-05`;
    for (const teacher of teachers) {
      const hours = teacher.hours[i];
      const gross = Math.round(hours * 1800);
      const irpf = irpfCents(gross, teacher.rate);
      const discarded = i === 2 && teacher.rate === 7;
      lines.push(
        [
          teacher.name,
          teacher.nif,
          m,
          Math.round(hours),
          csvDecimal(hours, 1),
          csvDecimal(gross / 100),
          csvDecimal(teacher.rate),
          csvDecimal(irpf / 100),
          csvDecimal((gross - irpf) / 100),
          discarded ? 'Descartada' : 'Pagada',
          discarded ? '' : formatDate(payDay),
        ].join(';'),
      );
    }
  });
  const report = await createHistoryPayrollsService({ db }).importCsv(admin, {
    fileName: 'nominas-programa-anterior.csv',
    content: `\ufeff${lines.join('\r\n')}\r\n`,
  });
  if (report.rejected.length) throw new Error(`Demo history payrolls refused: ${JSON.stringify(report.rejected)}`);
}
