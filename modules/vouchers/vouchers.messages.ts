import { defineMessages } from '../../src/lib/intl';

/** Every text of the vouchers area (bonos): pages, dialogs, the email and the service's refusals. */
export const vouchersMessages = defineMessages({
  todoRenew: {
    id: 'vouchers.todo.renew',
    defaultMessage: '{count, plural, one {# bono por renovar} other {# bonos por renovar}}',
  },
  todoSettle: {
    id: 'vouchers.todo.settle',
    defaultMessage: '{count, plural, one {# bono por liquidar} other {# bonos por liquidar}}',
  },
  todoUnpaid: {
    id: 'vouchers.todo.unpaid',
    defaultMessage: '{count, plural, one {# bono pendiente de pago} other {# bonos pendientes de pago}}',
  },
  title: { id: 'vouchers.title', defaultMessage: 'Bonos' },
  intro: {
    id: 'vouchers.intro',
    defaultMessage:
      'Bonos de horas de clase que compran los clientes para sus alumnos: su estado, lo pagado y las horas que quedan.',
  },
  voucher: { id: 'vouchers.voucher', defaultMessage: 'Bono' },
  voucherNumber: { id: 'vouchers.voucherNumber', defaultMessage: 'Bono n.º {id}' },
  newVoucher: { id: 'vouchers.new', defaultMessage: 'Nuevo bono' },
  editVoucher: { id: 'vouchers.edit', defaultMessage: 'Editar bono n.º {id}' },
  notFound: { id: 'vouchers.notFound', defaultMessage: 'No existe ese bono' },
  paymentNotFound: { id: 'vouchers.paymentNotFound', defaultMessage: 'No existe ese pago' },
  created: { id: 'vouchers.created', defaultMessage: 'Se ha creado el bono n.º {id}' },
  alreadySent: {
    id: 'vouchers.alreadySent',
    defaultMessage:
      'Este formulario ya se había guardado con otros datos y no se ha creado otro bono. Si es un bono distinto, revisa los datos y vuelve a guardar.',
  },
  repeated: {
    id: 'vouchers.repeated',
    defaultMessage:
      'Acabas de crear un bono con estos mismos datos, así que no se ha creado otro. Si de verdad quieres otro bono igual, pulsa «Crear» otra vez.',
  },
  seeCreated: { id: 'vouchers.seeCreated', defaultMessage: 'Ver el bono creado' },
  updated: { id: 'vouchers.updated', defaultMessage: 'Se han guardado los cambios del bono n.º {id}' },
  deleted: { id: 'vouchers.deleted', defaultMessage: 'Se ha eliminado el bono n.º {id}' },
  activated: { id: 'vouchers.activated', defaultMessage: 'El bono n.º {id} está activo' },
  paid: { id: 'vouchers.paidFlash', defaultMessage: 'Se ha registrado el pago de {amount}' },
  paidInFull: {
    id: 'vouchers.paidInFull',
    defaultMessage: 'Se ha registrado el pago de {amount}: el bono está pagado y activo',
  },
  renewed: { id: 'vouchers.renewed', defaultMessage: 'Se ha creado el bono n.º {id}, renovación del n.º {from}' },
  settledOne: {
    id: 'vouchers.settledFlash',
    defaultMessage: '{count, plural, one {Se ha liquidado # bono} other {Se han liquidado # bonos}}',
  },
  emailSent: { id: 'vouchers.emailSent', defaultMessage: 'Se ha enviado el correo a {to}' },
  emailStored: {
    id: 'vouchers.emailStored',
    defaultMessage: 'El correo a {to} está en la bandeja de salida (no hay servidor de correo configurado)',
  },
  emailFailed: {
    id: 'vouchers.emailFailed',
    defaultMessage: 'No se ha podido entregar el correo a {to}; queda registrado en la bandeja de salida',
  },
  emailFailedLinkKept: {
    id: 'vouchers.emailFailedLinkKept',
    defaultMessage:
      'No se ha podido entregar el correo a {to}; queda registrado en la bandeja de salida. No se ha creado el enlace de pago nuevo: el que ya tuviera el cliente sigue sirviendo para pagar.',
  },

  // Fields and columns
  id: { id: 'vouchers.field.id', defaultMessage: 'N.º' },
  customer: { id: 'vouchers.field.customer', defaultMessage: 'Cliente' },
  student: { id: 'vouchers.field.student', defaultMessage: 'Alumno' },
  course: { id: 'vouchers.field.course', defaultMessage: 'Curso' },
  subject: { id: 'vouchers.field.subject', defaultMessage: 'Asignatura' },
  teacher: { id: 'vouchers.field.teacher', defaultMessage: 'Profesor' },
  noTeacher: { id: 'vouchers.field.noTeacher', defaultMessage: 'Sin profesor asignado' },
  teacherLeftOn: {
    id: 'vouchers.field.teacherLeftOn',
    defaultMessage: 'de baja desde el {date}: ya no puede dar sus clases; cambia el profesor en «Editar»',
  },
  hours: { id: 'vouchers.field.hours', defaultMessage: 'Horas' },
  hoursHelp: {
    id: 'vouchers.field.hoursHelp',
    defaultMessage: 'Horas de clase que compra el cliente (número entero).',
  },
  startDate: { id: 'vouchers.field.startDate', defaultMessage: 'Fecha de inicio' },
  endDate: { id: 'vouchers.field.endDate', defaultMessage: 'Fecha de fin' },
  endDateHelp: {
    id: 'vouchers.field.endDateHelp',
    defaultMessage: 'Si la dejas vacía, tres meses después del inicio. Las clases deben darse entre ambas fechas.',
  },
  remarks: { id: 'vouchers.field.remarks', defaultMessage: 'Observaciones' },
  status: { id: 'vouchers.field.status', defaultMessage: 'Estado' },
  paymentStatus: { id: 'vouchers.field.paymentStatus', defaultMessage: 'Pago' },
  amount: { id: 'vouchers.field.amount', defaultMessage: 'Importe' },
  hourlyPrice: { id: 'vouchers.field.hourlyPrice', defaultMessage: 'Precio por hora' },
  teacherHourlyPay: { id: 'vouchers.field.teacherHourlyPay', defaultMessage: 'Pago al profesor por hora' },
  priceName: { id: 'vouchers.field.priceName', defaultMessage: 'Tarifa' },
  paidAmount: { id: 'vouchers.field.paidAmount', defaultMessage: 'Pagado' },
  dueAmount: { id: 'vouchers.field.dueAmount', defaultMessage: 'Pendiente de pago' },
  hoursLeft: { id: 'vouchers.field.hoursLeft', defaultMessage: 'Horas restantes' },
  hoursBought: { id: 'vouchers.field.hoursBought', defaultMessage: 'Compradas' },
  hoursUsed: { id: 'vouchers.field.hoursUsed', defaultMessage: 'Consumidas' },
  hoursBooked: { id: 'vouchers.field.hoursBooked', defaultMessage: 'Programadas' },
  hoursLeftShort: { id: 'vouchers.field.hoursLeftShort', defaultMessage: 'Restantes' },
  lastClass: { id: 'vouchers.field.lastClass', defaultMessage: 'Última clase' },
  period: { id: 'vouchers.field.period', defaultMessage: 'Vigencia' },
  // A no-break space before the dash: a narrow column breaks the period after it, one date a line.
  periodValue: { id: 'vouchers.field.periodValue', defaultMessage: '{start}\u00a0– {end}' },
  createdDate: { id: 'vouchers.field.createdDate', defaultMessage: 'Creado' },
  from: { id: 'vouchers.field.from', defaultMessage: 'Vigente desde' },
  /** The CSV's `list` (which of the voucher lists it downloads), named in a refusal. */
  csvList: { id: 'vouchers.csv.list', defaultMessage: 'Lista' },
  to: { id: 'vouchers.field.to', defaultMessage: 'Vigente hasta' },
  chooseStudent: { id: 'vouchers.field.chooseStudent', defaultMessage: 'Elige un alumno' },
  chooseCourse: { id: 'vouchers.field.chooseCourse', defaultMessage: 'Elige un curso' },
  chooseSubject: { id: 'vouchers.field.chooseSubject', defaultMessage: 'Elige una asignatura' },
  courseHelp: {
    id: 'vouchers.field.courseHelp',
    defaultMessage: 'Por defecto, el curso del alumno. El precio por hora depende del curso.',
  },
  subjectHelp: { id: 'vouchers.field.subjectHelp', defaultMessage: 'Asignaturas que se imparten en el curso elegido.' },
  customerHelp: {
    id: 'vouchers.field.customerHelp',
    defaultMessage: 'Escribe el nombre, el email o el NIF del cliente y pulsa «Continuar».',
  },
  continue: { id: 'vouchers.continue', defaultMessage: 'Continuar' },
  changeCustomer: { id: 'vouchers.changeCustomer', defaultMessage: 'Cambiar de cliente' },
  customerHasNoStudents: {
    id: 'vouchers.customerHasNoStudents',
    defaultMessage: 'Este cliente no tiene alumnos. Añade primero un alumno al cliente.',
  },
  addStudent: { id: 'vouchers.addStudent', defaultMessage: 'Añadir un alumno' },
  noCoursesYet: {
    id: 'vouchers.none.courses',
    defaultMessage: 'Aún no hay ningún curso: crea primero los niveles y sus cursos en Ajustes académicos.',
  },
  noSubjectsYet: {
    id: 'vouchers.none.subjects',
    defaultMessage:
      'Ningún curso ofrece aún asignaturas: crea las asignaturas y márcalas en «Asignaturas por curso» de Ajustes académicos.',
  },
  toAcademicSettings: { id: 'vouchers.none.toAcademicSettings', defaultMessage: 'Ir a Ajustes académicos' },
  noTeachersYet: {
    id: 'vouchers.none.teachers',
    defaultMessage: 'Aún no hay profesores en activo: se puede dejar sin profesor, o dar de alta uno primero.',
  },
  newTeacher: { id: 'vouchers.none.newTeacher', defaultMessage: 'Nuevo profesor' },
  noCustomersYet: {
    id: 'vouchers.none.customers',
    defaultMessage:
      'Aún no hay clientes: un bono es de un alumno de un cliente. Da de alta primero al cliente (la familia) con su alumno.',
  },
  newCustomer: { id: 'vouchers.none.newCustomer', defaultMessage: 'Nuevo cliente' },
  priceApplies: {
    id: 'vouchers.priceApplies',
    defaultMessage: 'Precio que se aplicará: {price} por hora ({name}). Importe: {hours} h × {price} = {amount}.',
  },
  priceAppliesNoHours: {
    id: 'vouchers.priceAppliesNoHours',
    defaultMessage: 'Precio que se aplicará: {price} por hora ({name}).',
  },
  priceFrozen: {
    id: 'vouchers.priceFrozen',
    defaultMessage: 'El precio queda fijado en el bono: {price} por hora. Importe: {amount}.',
  },
  lockedHelp: {
    id: 'vouchers.lockedHelp',
    defaultMessage: 'El alumno, el curso y la asignatura ya no se pueden cambiar: el bono tiene clases o pagos.',
  },
  all: { id: 'vouchers.all', defaultMessage: 'Todos' },
  allFem: { id: 'vouchers.allFem', defaultMessage: 'Todas' },
  filterChip: { id: 'vouchers.filterChip', defaultMessage: '{label}: {name}' },
  downloadCsv: { id: 'vouchers.downloadCsv', defaultMessage: 'Descargar CSV' },
  hoursOf: { id: 'vouchers.hoursOf', defaultMessage: '{left} de {total}' },

  // Statuses
  statusInactive: { id: 'vouchers.status.inactive', defaultMessage: 'Sin activar' },
  statusActive: { id: 'vouchers.status.active', defaultMessage: 'Activo' },
  statusExpired: { id: 'vouchers.status.expired', defaultMessage: 'Caducado' },
  statusSettled: { id: 'vouchers.status.settled', defaultMessage: 'Liquidado' },
  paymentPending: { id: 'vouchers.payment.pendingPayment', defaultMessage: 'Pendiente de pago' },
  paymentPaid: { id: 'vouchers.payment.paid', defaultMessage: 'Pagado' },
  methodCash: { id: 'vouchers.method.cash', defaultMessage: 'Efectivo' },
  methodWire: { id: 'vouchers.method.wire', defaultMessage: 'Transferencia' },
  methodRedsys: { id: 'vouchers.method.redsys', defaultMessage: 'Redsys (tarjeta)' },

  // The four working lists
  nonRenewedTitle: { id: 'vouchers.nonRenewed.title', defaultMessage: 'Bonos por renovar' },
  nonRenewedIntro: {
    id: 'vouchers.nonRenewed.intro',
    defaultMessage:
      'Bonos activos a los que les quedan 2 horas o menos, o que terminan en los próximos 15 días, y que todavía no se han renovado. Llama al cliente y renueva desde aquí.',
  },
  pendingHoursTitle: { id: 'vouchers.pendingHours.title', defaultMessage: 'Bonos con horas pendientes' },
  pendingHoursIntro: {
    id: 'vouchers.pendingHours.intro',
    defaultMessage: 'Bonos activos a los que aún les quedan horas por programar.',
  },
  lastClassTitle: { id: 'vouchers.lastClass.title', defaultMessage: 'Bonos sin clases recientes' },
  lastClassIntro: {
    id: 'vouchers.lastClass.intro',
    defaultMessage:
      'Bonos activos con horas pendientes cuya última clase fue hace más de 30 días, o que no tienen ninguna clase. Conviene preguntar al cliente.',
  },
  settlementsTitle: { id: 'vouchers.settlements.title', defaultMessage: 'Liquidaciones' },
  settlementsIntro: {
    id: 'vouchers.settlements.intro',
    defaultMessage:
      'Bonos agotados (sin horas restantes, y ya pasada su última clase) o caducados (fecha de fin pasada con horas sin usar) que aún no se han liquidado. Marca los que quieras cerrar y pulsa «Liquidar seleccionados».',
  },
  selectColumn: { id: 'vouchers.settlements.select', defaultMessage: 'Seleccionar' },
  selectVoucher: { id: 'vouchers.settlements.selectVoucher', defaultMessage: 'Seleccionar el bono n.º {id}' },
  settleSelected: { id: 'vouchers.settlements.settleSelected', defaultMessage: 'Liquidar seleccionados' },
  usedUp: { id: 'vouchers.usedUp', defaultMessage: 'Agotado' },

  // Detail
  summary: { id: 'vouchers.detail.summary', defaultMessage: 'Datos del bono' },
  hoursTitle: { id: 'vouchers.detail.hours', defaultMessage: 'Horas' },
  hoursBar: {
    id: 'vouchers.detail.hoursBar',
    defaultMessage: 'Horas del bono: {used} consumidas, {booked} programadas y {left} restantes de {total}',
  },
  classesTitle: { id: 'vouchers.detail.classes', defaultMessage: 'Clases' },
  noClasses: { id: 'vouchers.detail.noClasses', defaultMessage: 'Este bono aún no tiene clases.' },
  classesInList: { id: 'vouchers.detail.classesInList', defaultMessage: 'Ver en Clases' },
  classDate: { id: 'vouchers.detail.classDate', defaultMessage: 'Fecha' },
  classDuration: { id: 'vouchers.detail.classDuration', defaultMessage: 'Duración' },
  classStatus: { id: 'vouchers.detail.classStatus', defaultMessage: 'Estado' },
  paymentsTitle: { id: 'vouchers.detail.payments', defaultMessage: 'Pagos' },
  noPayments: { id: 'vouchers.detail.noPayments', defaultMessage: 'Aún no hay pagos.' },
  paymentDate: { id: 'vouchers.detail.paymentDate', defaultMessage: 'Fecha' },
  paymentMethod: { id: 'vouchers.detail.paymentMethod', defaultMessage: 'Forma de pago' },
  paymentReference: { id: 'vouchers.detail.paymentReference', defaultMessage: 'Referencia' },
  receipt: { id: 'vouchers.detail.receipt', defaultMessage: 'Recibo' },
  paymentInvoice: { id: 'vouchers.detail.paymentInvoice', defaultMessage: 'Factura' },
  fromLead: { id: 'vouchers.detail.fromLead', defaultMessage: 'Interés' },
  leadNumber: { id: 'vouchers.detail.leadNumber', defaultMessage: 'Interés n.º {id} (aceptado)' },
  receiptLink: { id: 'vouchers.detail.receiptLink', defaultMessage: 'Imprimir recibo' },
  ledgerTitle: { id: 'vouchers.detail.ledger', defaultMessage: 'Movimientos de horas' },
  ledgerIntro: {
    id: 'vouchers.detail.ledgerIntro',
    defaultMessage: 'Cada clase que reserva, devuelve o ajusta horas del bono, con el saldo que deja.',
  },
  noMovements: { id: 'vouchers.detail.noMovements', defaultMessage: 'Aún no hay movimientos.' },
  movementWhen: { id: 'vouchers.detail.movementWhen', defaultMessage: 'Cuándo' },
  movementKind: { id: 'vouchers.detail.movementKind', defaultMessage: 'Movimiento' },
  movementHours: { id: 'vouchers.detail.movementHours', defaultMessage: 'Horas' },
  movementLeft: { id: 'vouchers.detail.movementLeft', defaultMessage: 'Saldo' },
  movementClass: { id: 'vouchers.detail.movementClass', defaultMessage: 'Clase' },
  movementBy: { id: 'vouchers.detail.movementBy', defaultMessage: 'Por' },
  kindBook: { id: 'vouchers.movement.book', defaultMessage: 'Reserva' },
  kindRelease: { id: 'vouchers.movement.release', defaultMessage: 'Devolución' },
  kindAdjust: { id: 'vouchers.movement.adjust', defaultMessage: 'Ajuste' },
  classLink: { id: 'vouchers.detail.classLink', defaultMessage: 'Clase n.º {id}' },
  chainTitle: { id: 'vouchers.detail.chain', defaultMessage: 'Renovaciones' },
  chainNone: {
    id: 'vouchers.detail.chainNone',
    defaultMessage: 'Este bono no es renovación de otro ni se ha renovado.',
  },
  chainCurrent: { id: 'vouchers.detail.chainCurrent', defaultMessage: 'este bono' },
  settlementTitle: { id: 'vouchers.detail.settlement', defaultMessage: 'Liquidación' },
  settledOn: {
    id: 'vouchers.detail.settledOn',
    defaultMessage: 'Liquidado el {date} por {name}: {used} usadas y {forfeited} perdidas.',
  },
  actionsTitle: { id: 'vouchers.detail.actions', defaultMessage: 'Acciones' },
  edit: { id: 'vouchers.action.edit', defaultMessage: 'Editar' },
  activate: { id: 'vouchers.action.activate', defaultMessage: 'Activar sin pago' },
  activateHelp: {
    id: 'vouchers.action.activateHelp',
    defaultMessage: 'Activa el bono aunque no esté pagado, para poder programar clases ya.',
  },
  deleteTitle: { id: 'vouchers.action.deleteTitle', defaultMessage: 'Eliminar el bono n.º {id}' },
  deleteQuestion: {
    id: 'vouchers.action.deleteQuestion',
    defaultMessage: '¿Seguro que quieres eliminar el bono n.º {id} de {student}? No se puede deshacer.',
  },
  deleteBlocked: {
    id: 'vouchers.action.deleteBlocked',
    defaultMessage: 'No se puede eliminar: el bono tiene clases, pagos o una renovación.',
  },

  // Pay dialog
  pay: { id: 'vouchers.pay.button', defaultMessage: 'Registrar pago' },
  payTitle: { id: 'vouchers.pay.title', defaultMessage: 'Registrar un pago del bono n.º {id}' },
  payIntro: {
    id: 'vouchers.pay.intro',
    defaultMessage:
      'Importe del bono: {amount}. Pagado: {paid}. Pendiente: {due}. Cuando el pago cubre el importe, el bono queda pagado y activo.',
  },
  payAmount: { id: 'vouchers.pay.amount', defaultMessage: 'Importe (€)' },
  payAmountHelp: { id: 'vouchers.pay.amountHelp', defaultMessage: 'Con coma para los céntimos, por ejemplo 120,50.' },
  payMethod: { id: 'vouchers.pay.method', defaultMessage: 'Forma de pago' },
  payDate: { id: 'vouchers.pay.date', defaultMessage: 'Fecha del pago' },
  payReference: { id: 'vouchers.pay.reference', defaultMessage: 'Referencia' },
  payReferenceHelp: {
    id: 'vouchers.pay.referenceHelp',
    defaultMessage: 'Número de pedido de Redsys o referencia de la transferencia.',
  },
  payCashHelp: {
    id: 'vouchers.pay.cashHelp',
    defaultMessage: 'En efectivo, el total pagado del bono debe quedar por debajo de 1.000 € (Ley 11/2021).',
  },
  payConfirm: { id: 'vouchers.pay.confirm', defaultMessage: 'Registrar el pago' },

  // Renew dialog
  renew: { id: 'vouchers.renew.button', defaultMessage: 'Renovar' },
  renewTitle: { id: 'vouchers.renew.title', defaultMessage: 'Renovar el bono n.º {id}' },
  renewIntro: {
    id: 'vouchers.renew.intro',
    defaultMessage:
      'Se creará un bono nuevo para {student} con {hours} h de {subject} ({course}), del {start} al {end}, al precio actual de {price} por hora: {amount}. Queda sin activar hasta que se pague.',
  },
  renewTeacherLeft: {
    id: 'vouchers.renew.teacherLeft',
    defaultMessage:
      '{teacher} ya no está de alta como profesor: la renovación queda sin profesor. Asígnale uno en el bono nuevo.',
  },
  renewConfirm: { id: 'vouchers.renew.confirm', defaultMessage: 'Crear la renovación' },

  // Settle dialog
  settle: { id: 'vouchers.settle.button', defaultMessage: 'Liquidar' },
  settleTitle: { id: 'vouchers.settle.title', defaultMessage: 'Liquidar bonos' },
  settleOneTitle: { id: 'vouchers.settle.oneTitle', defaultMessage: 'Liquidar el bono n.º {id}' },
  settleIntro: {
    id: 'vouchers.settle.intro',
    defaultMessage:
      'Liquidar cierra el bono para siempre: no admitirá más clases. Se anotan las horas usadas y las que se pierden.',
  },
  settleSummary: {
    id: 'vouchers.settle.summary',
    defaultMessage: '{count, plural, one {# bono} other {# bonos}}: {used} usadas y {forfeited} perdidas.',
  },
  settleLine: {
    id: 'vouchers.settle.line',
    defaultMessage: 'N.º {id} · {student} · {subject}: {used} usadas, {forfeited} perdidas',
  },
  settleNone: { id: 'vouchers.settle.none', defaultMessage: 'Marca en la lista al menos un bono para liquidar.' },
  settleRemarks: { id: 'vouchers.settle.remarks', defaultMessage: 'Observaciones de la liquidación' },
  settleConfirm: { id: 'vouchers.settle.confirm', defaultMessage: 'Sí, liquidar' },
  backToSettlements: { id: 'vouchers.settle.back', defaultMessage: 'Volver a liquidaciones' },

  // Email dialog
  email: { id: 'vouchers.email.button', defaultMessage: 'Enviar correo al cliente' },
  emailTitle: { id: 'vouchers.email.title', defaultMessage: 'Correo al cliente sobre el bono n.º {id}' },
  emailTo: { id: 'vouchers.email.to', defaultMessage: 'Para' },
  emailSubjectLabel: { id: 'vouchers.email.subjectLabel', defaultMessage: 'Asunto' },
  emailConfirm: { id: 'vouchers.email.confirm', defaultMessage: 'Enviar' },
  emailPreview: { id: 'vouchers.email.preview', defaultMessage: 'Texto del correo' },
  emailSubject: {
    id: 'vouchers.email.subject',
    defaultMessage: 'Estado de su bono de clases de {subject} ({student})',
  },
  emailBody: {
    id: 'vouchers.email.body',
    defaultMessage:
      'Hola, {customer}:\n\nLe escribimos desde {academy} para informarle del estado del bono n.º {id} de {student}: {hours, plural, one {# hora} other {# horas}} de {subject} ({course}).\n\n- Estado: {status}\n- Vigencia: del {start} al {end}\n- Horas consumidas: {used}\n- Horas programadas: {booked}\n- Horas restantes: {left}\n- Importe: {amount} ({payment})\n\n{closing}\n\nUn saludo,\n{academy}{signature}',
  },
  // What the closing says of the voucher; how to reach the academy follows it (emailReach…).
  emailClosingLow: {
    id: 'vouchers.email.closingLow',
    defaultMessage:
      'Al bono le quedan pocas horas o está a punto de terminar. Si desea renovarlo, díganoslo y se lo preparamos.',
  },
  emailClosingExpired: {
    id: 'vouchers.email.closingExpired',
    defaultMessage: 'El bono ha caducado con horas sin usar. Si desea seguir con las clases, díganoslo.',
  },
  emailClosingDue: {
    id: 'vouchers.email.closingDue',
    defaultMessage: 'Queda pendiente de pago {due}. Puede pagarlo por transferencia o con tarjeta.',
  },
  emailClosingDueWire: {
    id: 'vouchers.email.closingDueWire',
    defaultMessage: 'Queda pendiente de pago {due}. Puede pagarlo por transferencia.',
  },
  emailClosingDueIban: {
    id: 'vouchers.email.closingDueIban',
    defaultMessage:
      'Queda pendiente de pago {due}. Puede pagarlo con tarjeta o por transferencia a la cuenta {iban}, a nombre de {academy}, indicando como concepto «Bono n.º {id}».',
  },
  emailClosingDueWireIban: {
    id: 'vouchers.email.closingDueWireIban',
    defaultMessage:
      'Queda pendiente de pago {due}. Puede pagarlo por transferencia a la cuenta {iban}, a nombre de {academy}, indicando como concepto «Bono n.º {id}».',
  },
  // How to reach the academy: an answer goes to its contact e-mail (the mail's Reply-To), a call to its phone.
  emailReachBoth: {
    id: 'vouchers.email.reachBoth',
    defaultMessage: 'Si tiene cualquier duda, responda a este correo o llámenos.',
  },
  emailReachEmail: {
    id: 'vouchers.email.reachEmail',
    defaultMessage: 'Si tiene cualquier duda, responda a este correo.',
  },
  emailReachPhone: { id: 'vouchers.email.reachPhone', defaultMessage: 'Si tiene cualquier duda, llámenos.' },
  // Neither filled in: the mail goes out from a no-reply address, so it does not ask for an answer.
  emailReachNone: {
    id: 'vouchers.email.reachNone',
    defaultMessage: 'Si tiene cualquier duda, póngase en contacto con nosotros.',
  },
  emailSignatureBoth: { id: 'vouchers.email.signatureBoth', defaultMessage: 'Tel. {phone} · {email}' },
  emailSignatureEmail: { id: 'vouchers.email.signatureEmail', defaultMessage: '{email}' },
  emailSignaturePhone: { id: 'vouchers.email.signaturePhone', defaultMessage: 'Tel. {phone}' },

  // Receipt
  receiptTitle: { id: 'vouchers.receipt.title', defaultMessage: 'Recibo de pago n.º {id}' },
  receiptIssuer: { id: 'vouchers.receipt.issuer', defaultMessage: 'NIF {nif} · {address}' },
  receiptConcept: {
    id: 'vouchers.receipt.concept',
    defaultMessage: 'Bono de {hours, plural, one {# hora} other {# horas}} de {subject} ({course})',
  },
  receiptConceptLabel: { id: 'vouchers.receipt.conceptLabel', defaultMessage: 'Concepto' },
  receiptReceived: {
    id: 'vouchers.receipt.received',
    defaultMessage: 'Hemos recibido de {customer} la cantidad de {amount}.',
  },
  receiptPrint: { id: 'vouchers.receipt.print', defaultMessage: 'Imprimir' },
  receiptBack: { id: 'vouchers.receipt.back', defaultMessage: 'Volver al bono' },
  receiptTotal: {
    id: 'vouchers.receipt.total',
    defaultMessage: 'Total del bono: {amount}. Pagado hasta este recibo: {paid}.',
  },

  // Refusals (codes VOUCHERS_…)
  noPrice: {
    id: 'vouchers.error.noPrice',
    defaultMessage: 'No hay precio para este curso en esa fecha: añádelo en Ajustes académicos.',
  },
  studentNotOfCustomer: {
    id: 'vouchers.error.studentNotOfCustomer',
    defaultMessage: 'El alumno no es de este cliente',
  },
  customerNotFound: {
    id: 'vouchers.error.customerNotFound',
    defaultMessage: 'No hay ningún cliente con ese nombre, email o NIF',
  },
  customerAmbiguous: {
    id: 'vouchers.error.customerAmbiguous',
    defaultMessage: 'Hay varios clientes con ese nombre: elige uno de la lista o escribe su email o NIF',
  },
  courseNotFound: { id: 'vouchers.error.courseNotFound', defaultMessage: 'Ese curso no existe' },
  subjectNotInCourse: {
    id: 'vouchers.error.subjectNotInCourse',
    defaultMessage: 'Esa asignatura no se imparte en el curso elegido',
  },
  teacherNotAvailable: { id: 'vouchers.error.teacherNotAvailable', defaultMessage: 'Ese profesor no está en activo' },
  startTooFar: {
    id: 'vouchers.error.startTooFar',
    defaultMessage: 'La fecha de inicio no puede ser posterior al {date}',
  },
  startTooEarly: {
    id: 'vouchers.error.startTooEarly',
    defaultMessage: 'La fecha de inicio no puede ser anterior al {date}',
  },
  endTooFar: {
    id: 'vouchers.error.endTooFar',
    defaultMessage: 'La fecha de fin no puede ser posterior al {date} (dos años desde el inicio)',
  },
  endBeforeStart: {
    id: 'vouchers.error.endBeforeStart',
    defaultMessage: 'La fecha de fin no puede ser anterior a la de inicio',
  },
  hoursMax: { id: 'vouchers.error.hoursMax', defaultMessage: 'Un bono no puede tener más de 500 horas' },
  amountTooLarge: {
    id: 'vouchers.error.amountTooLarge',
    defaultMessage: 'El bono costaría {amount} y el máximo es {max}: pon menos horas',
  },
  hoursBelowBooked: {
    id: 'vouchers.error.hoursBelowBooked',
    defaultMessage: 'El bono ya tiene {booked} en clases: no puede tener menos horas',
  },
  hoursBelowPaid: {
    id: 'vouchers.error.hoursBelowPaid',
    defaultMessage: 'Lo ya pagado ({paid}) supera el importe con esas horas',
  },
  lockedChange: {
    id: 'vouchers.error.lockedChange',
    defaultMessage: 'No se puede cambiar: el bono ya tiene clases o pagos',
  },
  teacherAndClear: {
    id: 'vouchers.error.teacherAndClear',
    defaultMessage: 'Elige un profesor o deja el bono sin profesor, no las dos cosas',
  },
  classesOutside: { id: 'vouchers.error.classesOutside', defaultMessage: 'Hay clases del bono fuera de esas fechas' },
  settledFinal: { id: 'vouchers.error.settledFinal', defaultMessage: 'El bono está liquidado: ya no se puede cambiar' },
  hasClassesOrPayments: {
    id: 'vouchers.error.hasClassesOrPayments',
    defaultMessage: 'No se puede eliminar un bono con clases, pagos o una renovación',
  },
  fromInterest: {
    id: 'vouchers.error.fromInterest',
    defaultMessage: 'No se puede eliminar un bono creado al aceptar un interés (el interés n.º {id} lo enlaza)',
  },
  hasCardAttempts: {
    id: 'vouchers.error.hasCardAttempts',
    defaultMessage:
      'No se puede eliminar un bono con un pago con tarjeta que ha pasado por el banco: el banco podría haberlo cobrado',
  },
  notInactive: { id: 'vouchers.error.notInactive', defaultMessage: 'Solo se puede activar un bono sin activar' },
  alreadyPaid: { id: 'vouchers.error.alreadyPaid', defaultMessage: 'El bono ya está pagado del todo' },
  overPayment: { id: 'vouchers.error.overPayment', defaultMessage: 'El pago supera lo pendiente ({due})' },
  cashLimit: {
    id: 'vouchers.error.cashLimit',
    defaultMessage:
      'No se admiten pagos en efectivo de 1.000 € o más por una misma operación (Ley 11/2021, de 9 de julio). Este bono ya lleva {cash} en efectivo: cobra el resto por transferencia o con tarjeta.',
  },
  futurePayment: {
    id: 'vouchers.error.futurePayment',
    defaultMessage: 'La fecha del pago no puede ser posterior a hoy',
  },
  paymentBeforeVoucher: {
    id: 'vouchers.error.paymentBeforeVoucher',
    defaultMessage: 'La fecha del pago no puede ser anterior al {date} (un mes antes del alta del bono)',
  },
  renewInactive: { id: 'vouchers.error.renewInactive', defaultMessage: 'Un bono sin activar no se puede renovar' },
  alreadyRenewed: {
    id: 'vouchers.error.alreadyRenewed',
    defaultMessage: 'Este bono ya se ha renovado (bono n.º {id})',
  },
  notSettleable: {
    id: 'vouchers.error.notSettleable',
    defaultMessage: 'El bono n.º {id} no se puede liquidar: solo se liquidan bonos activos agotados o caducados',
  },
  alreadySettled: { id: 'vouchers.error.alreadySettled', defaultMessage: 'El bono n.º {id} ya está liquidado' },
  settleClassesPending: {
    id: 'vouchers.error.settleClassesPending',
    defaultMessage:
      'El bono n.º {id} tiene {duration} de clases sin validar: valídalas (si se dieron) o elimínalas antes de liquidarlo, para que la liquidación cuente solo las horas dadas',
  },
  settleUnpaid: {
    id: 'vouchers.error.settleUnpaid',
    defaultMessage:
      'El bono n.º {id} tiene {due} pendientes de pago: registra el pago antes de liquidarlo (un bono liquidado ya no admite pagos)',
  },
  noneChosen: { id: 'vouchers.error.noneChosen', defaultMessage: 'Marca al menos un bono para liquidar' },
  customerHasVouchers: {
    id: 'vouchers.error.customerHasVouchers',
    defaultMessage: 'No se puede eliminar el cliente porque tiene bonos ({count}).',
  },
  studentHasVouchers: {
    id: 'vouchers.error.studentHasVouchers',
    defaultMessage: 'No se puede eliminar el alumno porque tiene bonos ({count}).',
  },
  noEmail: {
    id: 'vouchers.error.noEmail',
    defaultMessage: 'El cliente no tiene email ni email de facturación: añádelo en su ficha para poder escribirle',
  },
  // What a refused delete of the academic catalogue says is attached (registered with academicSettings.addDependant).
  usedByVouchers: { id: 'academic.use.vouchers', defaultMessage: '{count, plural, one {# bono} other {# bonos}}' },
  usedByClasses: { id: 'academic.use.classes', defaultMessage: '{count, plural, one {# clase} other {# clases}}' },
  // The CSV export's column headers.
  csvNumber: { id: 'vouchers.csv.number', defaultMessage: 'Número' },
  csvCustomerName: { id: 'vouchers.csv.customerName', defaultMessage: 'Cliente' },
  csvStudentName: { id: 'vouchers.csv.studentName', defaultMessage: 'Alumno' },
  csvCourseName: { id: 'vouchers.csv.courseName', defaultMessage: 'Curso' },
  csvSubjectName: { id: 'vouchers.csv.subjectName', defaultMessage: 'Asignatura' },
  csvTeacherName: { id: 'vouchers.csv.teacherName', defaultMessage: 'Profesor' },
  csvHours: { id: 'vouchers.csv.hours', defaultMessage: 'Horas' },
  csvHoursUsed: { id: 'vouchers.csv.hoursUsed', defaultMessage: 'Horas consumidas' },
  csvHoursBooked: { id: 'vouchers.csv.hoursBooked', defaultMessage: 'Horas programadas' },
  csvHoursLeft: { id: 'vouchers.csv.hoursLeft', defaultMessage: 'Horas restantes' },
  csvHourlyPrice: { id: 'vouchers.csv.hourlyPrice', defaultMessage: 'Precio por hora' },
  csvAmount: { id: 'vouchers.csv.amount', defaultMessage: 'Importe' },
  csvPaid: { id: 'vouchers.csv.paid', defaultMessage: 'Pagado' },
  csvStart: { id: 'vouchers.csv.start', defaultMessage: 'Inicio' },
  csvEnd: { id: 'vouchers.csv.end', defaultMessage: 'Fin' },
  csvStatus: { id: 'vouchers.csv.status', defaultMessage: 'Estado' },
  csvPayment: { id: 'vouchers.csv.payment', defaultMessage: 'Pago' },
  csvLastClass: { id: 'vouchers.csv.lastClass', defaultMessage: 'Última clase' },
});
