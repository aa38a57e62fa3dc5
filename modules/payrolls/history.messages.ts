import { defineMessages } from '../../src/lib/intl';

/** The payroll archive of the previous system and the withholding summary (forms 111 and 190). */
export const historyMessages = defineMessages({
  title: { id: 'payrolls.history.title', defaultMessage: 'Histórico de nóminas' },
  intro: {
    id: 'payrolls.history.intro',
    defaultMessage:
      'Las nóminas de profesores del programa que la academia usaba antes, tal como se importaron. Solo se consultan; las pagadas cuentan en el resumen de retenciones de su año.',
  },
  payrollTitle: { id: 'payrolls.history.payrollTitle', defaultMessage: 'Nómina de {teacher}, {month} (histórico)' },
  notFound: { id: 'payrolls.history.notFound', defaultMessage: 'No existe esa nómina en el histórico' },
  empty: {
    id: 'payrolls.history.empty',
    defaultMessage:
      'El histórico está vacío. Se carga desde el servidor con «npm run cli -- history:import-payrolls FICHERO.csv».',
  },
  teacherFilter: { id: 'payrolls.history.teacherFilter', defaultMessage: 'Profesor (nombre)' },
  fromMonth: { id: 'payrolls.history.fromMonth', defaultMessage: 'Desde el mes' },
  toMonth: { id: 'payrolls.history.toMonth', defaultMessage: 'Hasta el mes' },
  imported: { id: 'payrolls.history.imported', defaultMessage: 'Importada' },
  importedText: { id: 'payrolls.history.importedText', defaultMessage: 'El {date}, del fichero {file} (línea {line})' },
  back: { id: 'payrolls.history.back', defaultMessage: 'Volver al histórico' },
  // The file's headers
  hTeacher: { id: 'payrolls.history.h.teacher', defaultMessage: 'Profesor' },
  hNif: { id: 'payrolls.history.h.nif', defaultMessage: 'NIF' },
  hMonth: { id: 'payrolls.history.h.month', defaultMessage: 'Mes' },
  hClasses: { id: 'payrolls.history.h.classes', defaultMessage: 'Clases' },
  hHours: { id: 'payrolls.history.h.hours', defaultMessage: 'Horas' },
  hGross: { id: 'payrolls.history.h.gross', defaultMessage: 'Bruto' },
  hRate: { id: 'payrolls.history.h.rate', defaultMessage: 'Tipo de IRPF' },
  hIrpf: { id: 'payrolls.history.h.irpf', defaultMessage: 'IRPF' },
  hNet: { id: 'payrolls.history.h.net', defaultMessage: 'Neto' },
  hStatus: { id: 'payrolls.history.h.status', defaultMessage: 'Estado' },
  hPaidDate: { id: 'payrolls.history.h.paidDate', defaultMessage: 'Fecha de pago' },
  // The import's reasons
  teacherRequired: { id: 'payrolls.history.teacherRequired', defaultMessage: 'Falta el nombre del profesor' },
  nifRequired: {
    id: 'payrolls.history.nifRequired',
    defaultMessage: 'Falta el NIF del profesor (lo necesita el modelo 190)',
  },
  nifInvalid: { id: 'payrolls.history.nifInvalid', defaultMessage: 'El NIF «{value}» no es válido' },
  monthInvalid: {
    id: 'payrolls.history.monthInvalid',
    defaultMessage: 'El mes «{value}» no es válido (AAAA-MM o MM/AAAA)',
  },
  monthFuture: { id: 'payrolls.history.monthFuture', defaultMessage: 'El mes {value} aún no ha empezado' },
  classesInvalid: {
    id: 'payrolls.history.classesInvalid',
    defaultMessage: 'Las clases «{value}» no son un número entero',
  },
  hoursInvalid: {
    id: 'payrolls.history.hoursInvalid',
    defaultMessage: 'Las horas «{value}» no son un número (por ejemplo 7,5)',
  },
  hoursTooMany: {
    id: 'payrolls.history.hoursTooMany',
    defaultMessage: 'Las horas «{value}» son más de las que tiene un mes (como mucho 744)',
  },
  amountTooLarge: {
    id: 'payrolls.history.amountTooLarge',
    defaultMessage: '«{field}» es demasiado grande: «{value}» (como mucho {max})',
  },
  amountInvalid: {
    id: 'payrolls.history.amountInvalid',
    defaultMessage: '«{field}» no es un importe: «{value}» (por ejemplo 1.234,50)',
  },
  netMismatch: { id: 'payrolls.history.netMismatch', defaultMessage: 'El bruto menos el IRPF no da el neto' },
  rateInvalid: {
    id: 'payrolls.history.rateInvalid',
    defaultMessage: 'El tipo de IRPF «{value}» no es válido (un número de 0 a 100)',
  },
  statusInvalid: {
    id: 'payrolls.history.statusInvalid',
    defaultMessage: 'El estado «{value}» no es válido: «Pagada», «Pendiente de pago» o «Descartada»',
  },
  paidDateInvalid: {
    id: 'payrolls.history.paidDateInvalid',
    defaultMessage: 'La fecha de pago «{value}» no es válida (dd/mm/aaaa)',
  },
  paidDateFuture: {
    id: 'payrolls.history.paidDateFuture',
    defaultMessage: 'La fecha de pago {value} es posterior a hoy',
  },
  paidDateRequired: {
    id: 'payrolls.history.paidDateRequired',
    defaultMessage: 'Una nómina pagada necesita su fecha de pago',
  },
  paidDateOnlyPaid: {
    id: 'payrolls.history.paidDateOnlyPaid',
    defaultMessage: 'Solo una nómina pagada lleva fecha de pago',
  },
  repeatedInFile: {
    id: 'payrolls.history.repeatedInFile',
    defaultMessage: 'Esta nómina ya está, con las mismas cifras, en la línea {line} del fichero',
  },

  // Withholdings (forms 111 and 190)
  withholdingsTitle: { id: 'payrolls.withholdings.title', defaultMessage: 'Retenciones de IRPF de {year}' },
  todoForm111: {
    id: 'payrolls.withholdings.todo111',
    defaultMessage: 'Modelo 111 del {quarter}T de {year}: {irpf} retenidos, se presenta hasta el {until}',
  },
  todoForm190: {
    id: 'payrolls.withholdings.todo190',
    defaultMessage: 'Modelo 190 de {year}: el resumen anual de retenciones ({irpf}), se presenta hasta el {until}',
  },
  withholdingsLink: { id: 'payrolls.withholdings.link', defaultMessage: 'Retenciones (modelos 111 y 190)' },
  withholdingsIntro: {
    id: 'payrolls.withholdings.intro',
    defaultMessage:
      'Las nóminas de profesores pagadas en el año, por la fecha de pago (la retención se declara en el trimestre en que se paga): por trimestre, las cifras del modelo 111; por profesor, las del resumen anual, modelo 190. Incluye las nóminas pagadas del histórico.',
  },
  year: { id: 'payrolls.withholdings.year', defaultMessage: 'Año' },
  show: { id: 'payrolls.withholdings.show', defaultMessage: 'Ver' },
  yearInvalid: { id: 'payrolls.withholdings.yearInvalid', defaultMessage: 'Indica un año válido, por ejemplo 2026' },
  formInvalid: {
    id: 'payrolls.withholdings.formInvalid',
    defaultMessage: 'Elige el CSV del modelo 111 o el del modelo 190',
  },
  quarters: { id: 'payrolls.withholdings.quarters', defaultMessage: 'Por trimestre (modelo 111)' },
  perTeacher: { id: 'payrolls.withholdings.perTeacher', defaultMessage: 'Por profesor (modelo 190)' },
  quarter: { id: 'payrolls.withholdings.quarter', defaultMessage: 'Trimestre' },
  quarterName: { id: 'payrolls.withholdings.quarterName', defaultMessage: '{quarter}T' },
  quarterMonths: { id: 'payrolls.withholdings.quarterMonths', defaultMessage: '{quarter}T (pagos de {from} a {to})' },
  recipients: { id: 'payrolls.withholdings.recipients', defaultMessage: 'Perceptores' },
  paid: { id: 'payrolls.withholdings.paid', defaultMessage: 'Importe de las percepciones' },
  withheld: { id: 'payrolls.withholdings.withheld', defaultMessage: 'Importe de las retenciones' },
  payrolls: { id: 'payrolls.withholdings.payrolls', defaultMessage: 'Nóminas' },
  nif: { id: 'payrolls.withholdings.nif', defaultMessage: 'NIF' },
  recipient: { id: 'payrolls.withholdings.recipient', defaultMessage: 'Perceptor' },
  rate: { id: 'payrolls.withholdings.rate', defaultMessage: 'Tipo de retención' },
  ratePercent: { id: 'payrolls.withholdings.ratePercent', defaultMessage: '{rate, number}\u00A0%' },
  noNif: {
    id: 'payrolls.withholdings.noNif',
    defaultMessage: 'Sin NIF: complétalo en su ficha antes de presentar el 190',
  },
  total: { id: 'payrolls.withholdings.total', defaultMessage: 'Total del año' },
  nothing: { id: 'payrolls.withholdings.nothing', defaultMessage: 'No hay nóminas pagadas en {year}.' },
  fromHistory: {
    id: 'payrolls.withholdings.fromHistory',
    defaultMessage: '{count, plural, one {# nómina viene} other {# nóminas vienen}} del histórico.',
  },
  csv111: { id: 'payrolls.withholdings.csv111', defaultMessage: 'Descargar CSV del 111' },
  csv190: { id: 'payrolls.withholdings.csv190', defaultMessage: 'Descargar CSV del 190' },
});
