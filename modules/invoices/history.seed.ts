import type { Knex } from 'knex';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { csvDecimal } from '../../src/lib/csv';
import { firstAdmin } from '../people';
import { createHistoryInvoicesService } from './history.service';
import { splitTotal } from './amounts';

/**
 * A few invoices of "the previous program" for the demo's archive, loaded from a CSV text in
 * the documented layout through the same import as the command line.
 */
export async function seedHistoryInvoices(db: Knex) {
  const admin = await firstAdmin(db);
  if (!admin) return;
  const year = Number(todayInMadrid().slice(0, 4)) - 1;
  const lines: string[][] = [
    [
      'F',
      `F${year}/0001`,
      `${year}-01-15`,
      'Marta López Serrano',
      '12345678Z',
      '24000',
      '0',
      'Transferencia',
      '',
      '',
      'Pagada',
    ],
    [
      'F',
      `F${year}/0002`,
      `${year}-02-03`,
      'Familia Ortega Ruiz',
      '87654321X',
      '36000',
      '0',
      'Efectivo',
      '',
      '',
      'Pagada',
    ],
    [
      'F',
      `F${year}/0003`,
      `${year}-03-10`,
      'Tomás Vidal Peña',
      '11111111H',
      '12100',
      '21',
      'Tarjeta',
      '',
      '',
      'Pagada',
    ],
    [
      'F',
      `F${year}/0004`,
      `${year}-05-22`,
      'Marta López Serrano',
      '12345678Z',
      '48000',
      '0',
      'Transferencia',
      '',
      '',
      'Pagada',
    ],
    [
      'R',
      `R${year}/0001`,
      `${year}-06-02`,
      'Marta López Serrano',
      '12345678Z',
      '-12000',
      '0',
      'Transferencia',
      `F${year}/0004`,
      'R4 — Otras causas',
      'Pagada',
    ],
    [
      'F',
      `F${year}/0005`,
      `${year}-09-14`,
      'Lucía Fernández Gil',
      '22222222J',
      '60500',
      '21',
      'Transferencia',
      '',
      '',
      'Pagada',
    ],
    [
      'F',
      `F${year}/0006`,
      `${year}-11-30`,
      'Familia Ortega Ruiz',
      '87654321X',
      '36000',
      '0',
      'Transferencia',
      '',
      '',
      'Pendiente de pago',
    ],
  ];
  const header =
    'Serie;Número;Fecha;Cliente;NIF;Base imponible;Tipo de IVA;Cuota de IVA;Total;Forma de pago;Rectifica a;Motivo de la rectificación;Estado';
  const csv = [
    header,
    ...lines.map(([series, number, day, customer, nif, total, rate, method, amends, reason, status]) => {
      const { baseCents, vatCents } = splitTotal(Number(total), rate);
      return [
        series,
        number,
        formatDate(day),
        customer,
        nif,
        csvDecimal(baseCents / 100),
        csvDecimal(Number(rate)),
        csvDecimal(vatCents / 100),
        csvDecimal(Number(total) / 100),
        method,
        amends,
        reason,
        status,
      ].join(';');
    }),
  ].join('\r\n');
  const report = await createHistoryInvoicesService({ db }).importCsv(admin, {
    fileName: `facturas-programa-anterior-${year}.csv`,
    content: `\ufeff${csv}\r\n`,
  });
  if (report.rejected.length) throw new Error(`Demo history invoices refused: ${JSON.stringify(report.rejected)}`);
}
