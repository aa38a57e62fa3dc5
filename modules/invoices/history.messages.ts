import { defineMessages } from '../../src/lib/intl';

/** The invoice archive of the previous system: pages and the import's reasons. */
export const historyMessages = defineMessages({
  title: { id: 'invoices.history.title', defaultMessage: 'Histórico de facturas' },
  intro: {
    id: 'invoices.history.intro',
    defaultMessage:
      'Las facturas del programa que la academia usaba antes, tal como se importaron. Solo se consultan: no se modifican ni cuentan en la numeración actual.',
  },
  invoiceTitle: { id: 'invoices.history.invoiceTitle', defaultMessage: 'Factura {number} (histórico)' },
  notFound: { id: 'invoices.history.notFound', defaultMessage: 'No existe esa factura en el histórico' },
  empty: {
    id: 'invoices.history.empty',
    defaultMessage:
      'El histórico está vacío. Se carga desde el servidor con «npm run cli -- history:import-invoices FICHERO.csv».',
  },
  series: { id: 'invoices.history.series', defaultMessage: 'Serie' },
  number: { id: 'invoices.history.number', defaultMessage: 'Número' },
  date: { id: 'invoices.history.date', defaultMessage: 'Fecha' },
  customer: { id: 'invoices.history.customer', defaultMessage: 'Cliente' },
  customerFilter: { id: 'invoices.history.customerFilter', defaultMessage: 'Cliente (nombre)' },
  nif: { id: 'invoices.history.nif', defaultMessage: 'NIF' },
  base: { id: 'invoices.history.base', defaultMessage: 'Base imponible' },
  vatRate: { id: 'invoices.history.vatRate', defaultMessage: 'Tipo de IVA' },
  vat: { id: 'invoices.history.vat', defaultMessage: 'Cuota de IVA' },
  total: { id: 'invoices.history.total', defaultMessage: 'Total' },
  method: { id: 'invoices.history.method', defaultMessage: 'Forma de pago' },
  amends: { id: 'invoices.history.amends', defaultMessage: 'Rectifica a' },
  reason: { id: 'invoices.history.reason', defaultMessage: 'Motivo de la rectificación' },
  amendedBy: { id: 'invoices.history.amendedBy', defaultMessage: 'Rectificada por' },
  status: { id: 'invoices.history.status', defaultMessage: 'Estado' },
  from: { id: 'invoices.history.from', defaultMessage: 'Desde' },
  to: { id: 'invoices.history.to', defaultMessage: 'Hasta' },
  all: { id: 'invoices.history.all', defaultMessage: 'Todas' },
  totals: {
    id: 'invoices.history.totals',
    defaultMessage: 'Totales de la selección ({count, plural, one {# factura} other {# facturas}})',
  },
  imported: { id: 'invoices.history.imported', defaultMessage: 'Importada' },
  importedText: { id: 'invoices.history.importedText', defaultMessage: 'El {date}, del fichero {file} (línea {line})' },
  back: { id: 'invoices.history.back', defaultMessage: 'Volver al histórico' },
  // The import's reasons, one line each
  seriesRequired: { id: 'invoices.history.seriesRequired', defaultMessage: 'Falta la serie' },
  numberRequired: { id: 'invoices.history.numberRequired', defaultMessage: 'Falta el número de la factura' },
  customerRequired: { id: 'invoices.history.customerRequired', defaultMessage: 'Falta el cliente' },
  tooLong: { id: 'invoices.history.tooLong', defaultMessage: '«{field}» tiene más de {max} caracteres' },
  dateInvalid: { id: 'invoices.history.dateInvalid', defaultMessage: 'La fecha «{value}» no es válida (dd/mm/aaaa)' },
  dateFuture: { id: 'invoices.history.dateFuture', defaultMessage: 'La fecha {value} es posterior a hoy' },
  amountTooLarge: {
    id: 'invoices.history.amountTooLarge',
    defaultMessage: '«{field}» es demasiado grande: «{value}» (como mucho {max})',
  },
  amountInvalid: {
    id: 'invoices.history.amountInvalid',
    defaultMessage: '«{field}» no es un importe: «{value}» (por ejemplo 1.234,50)',
  },
  totalMismatch: {
    id: 'invoices.history.totalMismatch',
    defaultMessage: 'La base imponible más la cuota de IVA no suman el total',
  },
  rateInvalid: {
    id: 'invoices.history.rateInvalid',
    defaultMessage: 'El tipo de IVA «{value}» no es válido (un número de 0 a 100)',
  },
  statusInvalid: {
    id: 'invoices.history.statusInvalid',
    defaultMessage: 'El estado «{value}» no es válido: «Pagada» o «Pendiente de pago»',
  },
  repeatedInFile: {
    id: 'invoices.history.repeatedInFile',
    defaultMessage: 'La factura {number} ya está en la línea {line} del fichero',
  },
  conflict: {
    id: 'invoices.history.conflict',
    defaultMessage: 'El histórico ya tiene la factura {series} {number} (del {date}) con otros datos',
  },
});
