import { defineMessages } from '../../src/lib/intl';

export const payrollsMessages = defineMessages({
  title: { id: 'payrolls.title', defaultMessage: 'Nóminas de profesores' },
  ownTitle: { id: 'payrolls.ownTitle', defaultMessage: 'Mis nóminas' },
  intro: {
    id: 'payrolls.intro',
    defaultMessage:
      'Una nómina por profesor y mes con sus clases validadas. Se paga una vez; una nómina descartada devuelve sus clases para generarlas de nuevo.',
  },
  ownIntro: {
    id: 'payrolls.ownIntro',
    defaultMessage:
      'Tus nóminas de la academia: las clases de cada mes, lo retenido de IRPF y lo que cobras. Descarga el justificante en PDF desde cada nómina.',
  },
  payrollTitle: { id: 'payrolls.payrollTitle', defaultMessage: 'Nómina n.º {id}: {teacher}, {month}' },
  id: { id: 'payrolls.col.id', defaultMessage: 'N.º' },
  teacher: { id: 'payrolls.col.teacher', defaultMessage: 'Profesor' },
  month: { id: 'payrolls.col.month', defaultMessage: 'Mes' },
  classes: { id: 'payrolls.col.classes', defaultMessage: 'Clases' },
  hours: { id: 'payrolls.col.hours', defaultMessage: 'Horas' },
  classesAndHours: {
    id: 'payrolls.classesAndHours',
    defaultMessage: '{count, plural, one {# clase} other {# clases}} · {hours}',
  },
  gross: { id: 'payrolls.col.gross', defaultMessage: 'Bruto' },
  irpf: { id: 'payrolls.col.irpf', defaultMessage: 'IRPF' },
  irpfAt: { id: 'payrolls.col.irpfAt', defaultMessage: 'IRPF ({rate})' },
  net: { id: 'payrolls.col.net', defaultMessage: 'Neto' },
  status: { id: 'payrolls.col.status', defaultMessage: 'Estado' },
  paidDate: { id: 'payrolls.col.paidDate', defaultMessage: 'Fecha de pago' },
  allFem: { id: 'payrolls.allFem', defaultMessage: 'Todas' },
  totals: { id: 'payrolls.totals', defaultMessage: 'Totales de la selección' },
  totalsLine: {
    id: 'payrolls.totalsLine',
    defaultMessage:
      '{count, plural, one {# nómina} other {# nóminas}}, {classes, plural, one {# clase} other {# clases}}, {hours}',
  },
  totalsNoDiscarded: { id: 'payrolls.totalsNoDiscarded', defaultMessage: 'Las nóminas descartadas no suman.' },
  status_teacherPendingPayment: { id: 'payrolls.status.teacherPendingPayment', defaultMessage: 'Pendiente de pago' },
  status_teacherPayed: { id: 'payrolls.status.teacherPayed', defaultMessage: 'Pagada' },
  status_discarded: { id: 'payrolls.status.discarded', defaultMessage: 'Descartada' },
  notFound: { id: 'payrolls.notFound', defaultMessage: 'La nómina no existe' },
  teacherNotFound: { id: 'payrolls.teacherNotFound', defaultMessage: 'El profesor no existe' },
  // Generation
  generate: { id: 'payrolls.generate', defaultMessage: 'Generar nóminas' },
  generateTitle: { id: 'payrolls.generateTitle', defaultMessage: 'Generar las nóminas de un mes' },
  generateIntro: {
    id: 'payrolls.generateIntro',
    defaultMessage:
      'Crea una nómina por profesor con sus clases validadas y sin pagar del mes. Puedes repetirla: solo recoge lo que falte (una clase validada tarde va a la nómina pendiente de su mes, o a una nueva si aquella ya está pagada).',
  },
  monthField: { id: 'payrolls.monthField', defaultMessage: 'Mes' },
  monthHelp: { id: 'payrolls.monthHelp', defaultMessage: 'Por defecto, el mes anterior.' },
  monthInvalid: { id: 'payrolls.monthInvalid', defaultMessage: 'Indica un mes válido (mm/aaaa), por ejemplo 10/2026' },
  /** The command's usage writes months AAAA-MM (cron lines do): its message says the same. */
  monthInvalidCli: {
    id: 'payrolls.monthInvalidCli',
    defaultMessage: 'Indica un mes válido (AAAA-MM), por ejemplo 2026-10',
  },
  /** A month well written outside the years the payrolls take (isMonth): the rule, not «válido». */
  monthRangeCli: {
    id: 'payrolls.monthRangeCli',
    defaultMessage: 'El mes debe ser de los años 2000 a 2100 (AAAA-MM), por ejemplo 2026-10',
  },
  /** `--month ''`: what the option needs, not the web form's «Debes rellenar este campo». */
  monthEmptyCli: { id: 'payrolls.monthEmptyCli', defaultMessage: 'Indica el mes como 2026-11 o 11/2026' },
  monthFuture: {
    id: 'payrolls.monthFuture',
    defaultMessage: 'No se pueden generar nóminas de un mes que aún no ha empezado',
  },
  showPreview: { id: 'payrolls.showPreview', defaultMessage: 'Ver vista previa' },
  previewTitle: { id: 'payrolls.previewTitle', defaultMessage: 'Vista previa de {month}' },
  previewNothing: {
    id: 'payrolls.previewNothing',
    defaultMessage: 'No hay nada que generar en {month}: todas sus clases validadas ya están en una nómina.',
  },
  previewNoClasses: {
    id: 'payrolls.previewNoClasses',
    defaultMessage: 'No hay nada que generar en {month}: no hay clases validadas en este mes.',
  },
  previewUnpriced: {
    id: 'payrolls.previewUnpriced',
    defaultMessage:
      'No hay nada que generar en {month}: {count, plural, one {# clase validada no tiene} other {# clases validadas no tienen}} precio para su curso (añádelo en Ajustes académicos).',
  },
  previewJoins: { id: 'payrolls.previewJoins', defaultMessage: 'Se añade a su nómina pendiente n.º {id}' },
  previewNew: { id: 'payrolls.previewNew', defaultMessage: 'Nómina nueva' },
  previewSkipped: { id: 'payrolls.previewSkipped', defaultMessage: 'Profesores sin nómina este mes' },
  reason: { id: 'payrolls.reason', defaultMessage: 'Motivo' },
  skipNoClasses: { id: 'payrolls.skip.noClasses', defaultMessage: 'No tiene clases validadas en este mes' },
  skipAlreadyIn: { id: 'payrolls.skip.alreadyIn', defaultMessage: 'Sus clases del mes ya están en su nómina n.º {id}' },
  skipUnpriced: {
    id: 'payrolls.skip.unpriced',
    defaultMessage:
      '{count, plural, one {# clase sin precio} other {# clases sin precio}} para su curso en esa fecha: añádelo en Ajustes académicos',
  },
  warnNoIban: { id: 'payrolls.warn.noIban', defaultMessage: 'Sin IBAN' },
  warnNoNif: { id: 'payrolls.warn.noNif', defaultMessage: 'Sin NIF' },
  warnSevenExpired: {
    id: 'payrolls.warn.sevenExpired',
    defaultMessage: '7\u00A0% de {year, number, ::group-off} vencido: 15\u00A0%',
  },
  notes: { id: 'payrolls.notes', defaultMessage: 'Notas' },
  confirmGenerate: {
    id: 'payrolls.confirmGenerate',
    defaultMessage: 'Generar {count, plural, one {# nómina} other {# nóminas}}',
  },
  generated: {
    id: 'payrolls.generated',
    defaultMessage:
      'Nóminas de {month}: {created, plural, =0 {ninguna nueva} one {# nueva} other {# nuevas}}{updated, plural, =0 {} one {, # ampliada} other {, # ampliadas}}; {classes, plural, one {# clase} other {# clases}}, bruto {gross}, IRPF {irpf}, neto {net}.',
  },
  nothingGenerated: {
    id: 'payrolls.nothingGenerated',
    defaultMessage: 'Nóminas de {month}: no se ha creado nada; todas sus clases validadas ya estaban en una nómina.',
  },
  nothingToGenerate: {
    id: 'payrolls.nothingToGenerate',
    defaultMessage: 'Nóminas de {month}: no se ha creado nada; no hay clases validadas en este mes.',
  },
  nothingPriced: {
    id: 'payrolls.nothingPriced',
    defaultMessage:
      'Nóminas de {month}: no se ha creado nada; {count, plural, one {# clase validada no tiene} other {# clases validadas no tienen}} precio para su curso: añádelo en Ajustes académicos.',
  },
  runInProgress: {
    id: 'payrolls.runInProgress',
    defaultMessage: 'Ya hay una generación de nóminas en curso: espera a que termine y vuelve a intentarlo.',
  },
  // Pay and discard
  pay: { id: 'payrolls.pay', defaultMessage: 'Pagar' },
  payTitle: { id: 'payrolls.payTitle', defaultMessage: 'Pagar la nómina n.º {id}' },
  payIntro: {
    id: 'payrolls.payIntro',
    defaultMessage:
      'Marca como pagada la nómina de {teacher} de {month} por {net} netos. Sus clases quedan pagadas y la nómina no se puede cambiar después.',
  },
  payDate: { id: 'payrolls.payDate', defaultMessage: 'Fecha de pago' },
  payDateFuture: { id: 'payrolls.payDateFuture', defaultMessage: 'La fecha de pago no puede ser posterior a hoy' },
  payDateEarly: {
    id: 'payrolls.payDateEarly',
    defaultMessage: 'La fecha de pago no puede ser anterior al mes de la nómina',
  },
  paid: { id: 'payrolls.paid', defaultMessage: 'Nómina n.º {id} pagada' },
  paidInFiledQuarter: {
    id: 'payrolls.paidInFiledQuarter',
    defaultMessage:
      'Ojo: con esa fecha de pago, su retención cuenta en el modelo 111 del {quarter}T de {year}, que se presentaba hasta el {until}. Avisa a la gestoría: habrá que corregirlo con una declaración complementaria',
  },
  discard: { id: 'payrolls.discard', defaultMessage: 'Descartar' },
  discardTitle: { id: 'payrolls.discardTitle', defaultMessage: 'Descartar la nómina n.º {id}' },
  discardIntro: {
    id: 'payrolls.discardIntro',
    defaultMessage:
      'La nómina queda descartada y sus clases vuelven a estar pendientes: la próxima generación de {month} las recogerá en una nómina nueva.',
  },
  discardReason: { id: 'payrolls.discardReason', defaultMessage: 'Motivo' },
  discarded: {
    id: 'payrolls.discarded',
    defaultMessage: 'Nómina n.º {id} descartada: sus clases vuelven a estar pendientes',
  },
  notPending: { id: 'payrolls.notPending', defaultMessage: 'La nómina ya está {status}: no se puede cambiar' },
  changedMeanwhile: {
    id: 'payrolls.changedMeanwhile',
    defaultMessage: 'La nómina ha cambiado mientras tanto: revísala y vuelve a intentarlo',
  },
  classInPaidPayroll: {
    id: 'payrolls.classInPaidPayroll',
    defaultMessage: 'La clase está en la nómina n.º {id}, ya pagada: no se puede borrar ni cambiar',
  },
  emptiedReason: { id: 'payrolls.emptiedReason', defaultMessage: 'Sin clases: se borraron o se descartaron todas' },
  // Detail
  period: { id: 'payrolls.period', defaultMessage: 'Periodo' },
  irpfRate: { id: 'payrolls.irpfRate', defaultMessage: 'Retención de IRPF' },
  iban: { id: 'payrolls.iban', defaultMessage: 'IBAN' },
  nif: { id: 'payrolls.nif', defaultMessage: 'NIF' },
  discardedBecause: { id: 'payrolls.discardedBecause', defaultMessage: 'Descartada el {date}: {reason}' },
  createdDate: { id: 'payrolls.createdDate', defaultMessage: 'Generada' },
  classesTitle: { id: 'payrolls.classesTitle', defaultMessage: 'Clases de la nómina' },
  date: { id: 'payrolls.col.date', defaultMessage: 'Fecha' },
  student: { id: 'payrolls.col.student', defaultMessage: 'Alumno' },
  subject: { id: 'payrolls.col.subject', defaultMessage: 'Asignatura' },
  duration: { id: 'payrolls.col.duration', defaultMessage: 'Duración' },
  rate: { id: 'payrolls.col.rate', defaultMessage: 'Tarifa por hora' },
  pdf: { id: 'payrolls.pdf', defaultMessage: 'Descargar PDF' },
  backToList: { id: 'payrolls.backToList', defaultMessage: 'Volver a las nóminas' },
  roundingNote: {
    id: 'payrolls.roundingNote',
    defaultMessage: 'El bruto es la suma de duración × tarifa de cada clase, redondeada al céntimo una sola vez.',
  },
  // IRPF
  irpfLink: { id: 'payrolls.irpfLink', defaultMessage: 'Retención de IRPF' },
  irpfTitle: { id: 'payrolls.irpfTitle', defaultMessage: 'Retención de IRPF de {teacher}' },
  irpfIntro: {
    id: 'payrolls.irpfIntro',
    defaultMessage:
      'Los profesores cobran como profesionales: se retiene el 15\u00A0%; el 7\u00A0% solo en los primeros años y con su comunicación por escrito archivada; el 0\u00A0% solo con un motivo. Cada nómina guarda el tipo con que se generó.',
  },
  irpfCurrent: { id: 'payrolls.irpfCurrent', defaultMessage: 'Tipo actual' },
  irpfRateField: { id: 'payrolls.irpfRateField', defaultMessage: 'Tipo de retención' },
  irpfOption15: { id: 'payrolls.irpfOption15', defaultMessage: '15\u00A0% (general)' },
  irpfOption7: {
    id: 'payrolls.irpfOption7',
    defaultMessage: '7\u00A0% (inicio de actividad, con comunicación por escrito)',
  },
  irpfOption0: { id: 'payrolls.irpfOption0', defaultMessage: '0\u00A0% (sin retención, con motivo)' },
  irpfRateInvalid: { id: 'payrolls.irpfRateInvalid', defaultMessage: 'Elige 15\u00A0%, 7\u00A0% o 0\u00A0%' },
  communicationDate: { id: 'payrolls.communicationDate', defaultMessage: 'Fecha de la comunicación por escrito' },
  communicationHelp: {
    id: 'payrolls.communicationHelp',
    defaultMessage: 'Obligatoria para el 7\u00A0%: el día en que el profesor lo comunicó por escrito.',
  },
  communicationRequired: {
    id: 'payrolls.communicationRequired',
    defaultMessage: 'Para el 7\u00A0% indica la fecha de la comunicación por escrito del profesor',
  },
  communicationExpired: {
    id: 'payrolls.communicationExpired',
    defaultMessage:
      'Una comunicación de {year, number, ::group-off} ya no da derecho al 7\u00A0%: solo vale el año de inicio de la actividad y los dos siguientes',
  },
  communicationFuture: {
    id: 'payrolls.communicationFuture',
    defaultMessage: 'La fecha de la comunicación no puede ser posterior a hoy',
  },
  irpfReason: { id: 'payrolls.irpfReason', defaultMessage: 'Motivo' },
  irpfReasonHelp: { id: 'payrolls.irpfReasonHelp', defaultMessage: 'Obligatorio para el 0\u00A0%.' },
  irpfReasonRequired: {
    id: 'payrolls.irpfReasonRequired',
    defaultMessage: 'Para el 0\u00A0% indica por qué no se retiene',
  },
  irpfSaved: { id: 'payrolls.irpfSaved', defaultMessage: 'Retención de IRPF guardada: {rate}' },
  irpfDefault: { id: 'payrolls.irpfDefault', defaultMessage: '15\u00A0% (por defecto)' },
  irpfUpdated: { id: 'payrolls.irpfUpdated', defaultMessage: 'Cambiada el {date} por {name}' },
  irpfCommunicated: { id: 'payrolls.irpfCommunicated', defaultMessage: 'Comunicación por escrito del {date}' },
  teacherPayrolls: { id: 'payrolls.teacherPayrolls', defaultMessage: 'Sus nóminas' },
  // Start page
  todoPending: {
    id: 'payrolls.todo.pending',
    defaultMessage: '{count, plural, one {# nómina por pagar} other {# nóminas por pagar}}',
  },
});
