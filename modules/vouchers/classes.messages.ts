import { defineMessages } from '../../src/lib/intl';

/** Texts of the classes (staff pages, the teacher's pages and their errors). */
export const classesMessages = defineMessages({
  todoClaimed: {
    id: 'classes.todo.claimed',
    defaultMessage:
      '{count, plural, one {# clase registrada por un profesor, por validar} other {# clases registradas por profesores, por validar}}',
  },
  todoTaught: {
    id: 'classes.todo.taught',
    defaultMessage: '{count, plural, one {# clase dada, por validar} other {# clases dadas, por validar}}',
  },
  todoMarkGiven: {
    id: 'classes.todo.markGiven',
    defaultMessage:
      '{count, plural, one {# clase pasada por marcar como dada} other {# clases pasadas por marcar como dadas}}',
  },
  todoAwaiting: {
    id: 'classes.todo.awaiting',
    defaultMessage:
      '{count, plural, one {# clase tuya espera la validación de la academia} other {# clases tuyas esperan la validación de la academia}}',
  },
  // Statuses
  status_pending: { id: 'classes.status.pending', defaultMessage: 'Pendiente' },
  status_assigned: { id: 'classes.status.assigned', defaultMessage: 'Asignada' },
  status_taught: { id: 'classes.status.taught', defaultMessage: 'Dada' },
  status_claimed: { id: 'classes.status.claimed', defaultMessage: 'Registrada por el profesor' },
  status_validated: { id: 'classes.status.validated', defaultMessage: 'Validada' },
  status_deleted: { id: 'classes.status.deleted', defaultMessage: 'Borrada' },
  pay_teacherPendingPayment: { id: 'classes.pay.teacherPendingPayment', defaultMessage: 'Pendiente de pago' },
  pay_teacherPayed: { id: 'classes.pay.teacherPayed', defaultMessage: 'Pagada' },
  pay_discarded: { id: 'classes.pay.discarded', defaultMessage: 'Descartada' },
  pay_none: { id: 'classes.pay.none', defaultMessage: 'Sin validar' },

  // Labels
  classesTitle: { id: 'classes.title', defaultMessage: 'Clases' },
  classesIntro: {
    id: 'classes.intro',
    defaultMessage: 'Todas las clases, las más recientes primero. Marca las que quieras y valídalas de una vez.',
  },
  classTitle: { id: 'classes.classTitle', defaultMessage: 'Clase del {date}' },
  newClass: { id: 'classes.new', defaultMessage: 'Nueva clase' },
  newTeacherClass: { id: 'classes.newTeacherClass', defaultMessage: 'Clase de un profesor' },
  newTeacherClassExplain: {
    id: 'classes.newTeacherClassExplain',
    defaultMessage:
      'Registra una clase de un profesor en uno de los bonos activos. Si la fecha ya ha pasado queda registrada por el profesor, a falta de validar; si es futura, queda asignada.',
  },
  date: { id: 'classes.date', defaultMessage: 'Fecha y hora' },
  day: { id: 'classes.day', defaultMessage: 'Fecha' },
  duration: { id: 'classes.duration', defaultMessage: 'Duración' },
  teacher: { id: 'classes.teacher', defaultMessage: 'Profesor' },
  noTeacher: { id: 'classes.noTeacher', defaultMessage: 'Sin profesor (pendiente)' },
  noTeacherShort: { id: 'classes.noTeacherShort', defaultMessage: 'Sin asignar' },
  student: { id: 'classes.student', defaultMessage: 'Alumno' },
  customer: { id: 'classes.customer', defaultMessage: 'Cliente' },
  subject: { id: 'classes.subject', defaultMessage: 'Asignatura' },
  course: { id: 'classes.course', defaultMessage: 'Curso' },
  voucher: { id: 'classes.voucher', defaultMessage: 'Bono' },
  noVoucher: { id: 'classes.noVoucher', defaultMessage: 'Sin bono' },
  voucherName: { id: 'classes.voucherName', defaultMessage: 'Bono n.º {id} · {student} · {subject}' },
  voucherHelp: {
    id: 'classes.voucherHelp',
    defaultMessage: 'Escribe el nombre del alumno o del cliente, o el número del bono. Solo bonos activos.',
  },
  voucherHoursLeft: { id: 'classes.voucherHoursLeft', defaultMessage: '{hours} libres, hasta el {end}' },
  status: { id: 'classes.statusLabel', defaultMessage: 'Estado' },
  teacherPaymentStatus: { id: 'classes.teacherPaymentStatus', defaultMessage: 'Pago al profesor' },
  remarks: { id: 'classes.remarks', defaultMessage: 'Observaciones' },
  from: { id: 'classes.from', defaultMessage: 'Desde' },
  to: { id: 'classes.to', defaultMessage: 'Hasta' },
  all: { id: 'classes.all', defaultMessage: 'Todos' },
  allFem: { id: 'classes.allFem', defaultMessage: 'Todas' },
  select: { id: 'classes.select', defaultMessage: 'Seleccionar' },
  selectClass: { id: 'classes.selectClass', defaultMessage: 'Seleccionar la clase del {date}' },
  validateSelected: { id: 'classes.validateSelected', defaultMessage: 'Validar seleccionadas' },
  validate: { id: 'classes.validate', defaultMessage: 'Validar' },
  discardPayment: { id: 'classes.discardPayment', defaultMessage: 'No pagar al profesor' },
  markGiven: { id: 'classes.markGiven', defaultMessage: 'Marcar como dada' },
  actions: { id: 'classes.actions', defaultMessage: 'Acciones' },
  linkToCustomer: { id: 'classes.linkToCustomer', defaultMessage: 'Vincular a un cliente' },
  linkExplain: {
    id: 'classes.linkExplain',
    defaultMessage:
      'Elige el cliente y después uno de sus bonos activos con horas libres. Las horas de la clase se apuntan en ese bono (y se devuelven al anterior, si lo había).',
  },
  chooseCustomer: { id: 'classes.chooseCustomer', defaultMessage: 'Ver sus bonos' },
  chooseTeacher: { id: 'classes.chooseTeacher', defaultMessage: 'Elige un profesor' },
  chooseVoucher: { id: 'classes.chooseVoucher', defaultMessage: 'Bono del cliente' },
  noActiveVouchers: {
    id: 'classes.noActiveVouchers',
    defaultMessage: 'Este cliente no tiene bonos activos con horas libres para la fecha de la clase.',
  },
  link: { id: 'classes.link', defaultMessage: 'Vincular' },
  hoursBought: { id: 'classes.hoursBought', defaultMessage: 'Horas compradas' },
  hoursUsed: { id: 'classes.hoursUsed', defaultMessage: 'Horas dadas' },
  hoursBooked: { id: 'classes.hoursBooked', defaultMessage: 'Horas programadas' },
  hoursLeft: { id: 'classes.hoursLeft', defaultMessage: 'Horas libres' },
  endDate: { id: 'classes.endDate', defaultMessage: 'Válido hasta' },
  seeVoucher: { id: 'classes.seeVoucher', defaultMessage: 'Bono n.º {id}' },
  voucherFilter: { id: 'classes.voucherFilter', defaultMessage: 'Solo las clases del bono n.º {id}' },
  customerFilter: { id: 'classes.customerFilter', defaultMessage: 'Solo las clases de los alumnos de {name}' },
  studentFilter: { id: 'classes.studentFilter', defaultMessage: 'Solo las clases de {name}' },
  history: { id: 'classes.history', defaultMessage: 'Movimientos de horas del bono' },
  movement: { id: 'classes.movement', defaultMessage: 'Movimiento' },
  validatedOn: { id: 'classes.validatedOn', defaultMessage: 'Validada el {date}' },
  deletedOn: { id: 'classes.deletedOn', defaultMessage: 'Borrada el {date} por {name}' },
  deleteTitle: { id: 'classes.deleteTitle', defaultMessage: 'Eliminar la clase del {date}' },
  deleteQuestion: {
    id: 'classes.deleteQuestion',
    defaultMessage:
      '¿Eliminar la clase del {date}? Sus horas vuelven al bono; la clase queda en la lista como borrada.',
  },
  deleteValidatedQuestion: {
    id: 'classes.deleteValidatedQuestion',
    defaultMessage:
      '¿Eliminar la clase del {date}? Está validada: {teacher} dejará de cobrarla (sale de su nómina pendiente, si ya la tiene). Sus horas vuelven al bono; la clase queda en la lista como borrada.',
  },
  realtimeUpdated: { id: 'classes.realtimeUpdated', defaultMessage: 'Actualizado' },

  // Teacher pages
  teacherClassesTitle: { id: 'classes.teacher.title', defaultMessage: 'Mis clases' },
  teacherClassesIntro: {
    id: 'classes.teacher.intro',
    defaultMessage:
      'Tus clases, las próximas y las pasadas. Marca como dadas las que ya has impartido; la academia las valida después.',
  },
  upcoming: { id: 'classes.teacher.upcoming', defaultMessage: 'Próximas' },
  past: { id: 'classes.teacher.past', defaultMessage: 'Pasadas' },
  claimTitle: { id: 'classes.teacher.claimTitle', defaultMessage: 'Registrar una clase' },
  claimEditTitle: { id: 'classes.teacher.claimEditTitle', defaultMessage: 'Clase registrada del {date}' },
  claimIntro: {
    id: 'classes.teacher.claimIntro',
    defaultMessage:
      'Registra una clase que ya has dado. Elige el bono (o el alumno, si no sabes el bono); la academia la revisará y la validará.',
  },
  claimNothing: {
    id: 'classes.teacher.claimNothing',
    defaultMessage:
      'Todavía no tienes alumnos ni bonos: cuando la academia te asigne un alumno, podrás registrar aquí las clases que le des.',
  },
  claimKeepsVoucher: {
    id: 'classes.teacher.claimKeepsVoucher',
    defaultMessage:
      'El bono y el alumno de una clase registrada no se cambian: si no son los de la clase, díselo a la academia',
  },
  claimVoucher: { id: 'classes.teacher.claimVoucher', defaultMessage: 'Bono' },
  claimStudent: { id: 'classes.teacher.claimStudent', defaultMessage: 'Alumno (si no eliges bono)' },
  claimNoVoucher: { id: 'classes.teacher.claimNoVoucher', defaultMessage: 'Sin bono' },
  claimNoStudent: { id: 'classes.teacher.claimNoStudent', defaultMessage: 'Elige un alumno' },
  claim: { id: 'classes.teacher.claim', defaultMessage: 'Registrar' },
  claimed: {
    id: 'classes.teacher.claimed',
    defaultMessage: 'Se ha registrado la clase del {date}; la academia la validará.',
  },
  withdrawTitle: { id: 'classes.teacher.withdrawTitle', defaultMessage: 'Eliminar la clase registrada del {date}' },
  withdrawQuestion: {
    id: 'classes.teacher.withdrawQuestion',
    defaultMessage:
      '¿Eliminar la clase del {date}? Elimínala solo si la registraste por error: la academia ya no la validará y, si está en un bono, sus horas vuelven a él.',
  },
  withdrawn: {
    id: 'classes.teacher.withdrawn',
    defaultMessage: 'Se ha eliminado la clase del {date}; la academia ya no la validará.',
  },
  claimUpdated: { id: 'classes.teacher.claimUpdated', defaultMessage: 'Se ha guardado la clase del {date}.' },
  markedGiven: { id: 'classes.teacher.markedGiven', defaultMessage: 'La clase del {date} está marcada como dada.' },
  teacherStudentsTitle: { id: 'classes.teacher.studentsTitle', defaultMessage: 'Mis alumnos' },
  teacherStudentsIntro: {
    id: 'classes.teacher.studentsIntro',
    defaultMessage: 'Los alumnos a los que das clase: por sus bonos o por tus clases.',
  },
  teacherVouchersTitle: { id: 'classes.teacher.vouchersTitle', defaultMessage: 'Mis bonos' },
  teacherVouchersIntro: {
    id: 'classes.teacher.vouchersIntro',
    defaultMessage: 'Los bonos que impartes y las horas que les quedan.',
  },
  edit: { id: 'classes.edit', defaultMessage: 'Editar' },
  voucher_active: { id: 'classes.voucherStatus.active', defaultMessage: 'Activo' },
  voucher_inactive: { id: 'classes.voucherStatus.inactive', defaultMessage: 'Inactivo' },
  voucher_expired: { id: 'classes.voucherStatus.expired', defaultMessage: 'Caducado' },
  voucher_settled: { id: 'classes.voucherStatus.settled', defaultMessage: 'Liquidado' },

  // Flash messages
  created: { id: 'classes.created', defaultMessage: 'Se ha creado la clase del {date}.' },
  alreadySent: {
    id: 'classes.alreadySent',
    defaultMessage:
      'Este formulario ya se había guardado con otros datos y no se ha creado otra clase. Si es una clase distinta, revisa los datos y vuelve a guardar.',
  },
  repeated: {
    id: 'classes.repeated',
    defaultMessage:
      'Acabas de crear una clase con estos mismos datos, así que no se ha creado otra. Si de verdad quieres otra clase igual, pulsa «Crear» otra vez.',
  },
  seeCreated: { id: 'classes.seeCreated', defaultMessage: 'Ver la clase creada' },
  claimRepeated: {
    id: 'classes.teacher.repeated',
    defaultMessage:
      'Acabas de registrar una clase con estos mismos datos, así que no se ha registrado otra. Si de verdad quieres otra clase igual, pulsa «Registrar» otra vez.',
  },
  seeClaimed: { id: 'classes.teacher.seeClaimed', defaultMessage: 'Ver la clase registrada' },
  updated: { id: 'classes.updated', defaultMessage: 'Se ha guardado la clase del {date}.' },
  deleted: {
    id: 'classes.deleted',
    defaultMessage: 'Se ha borrado la clase del {date}; sus horas han vuelto al bono.',
  },
  validated: {
    id: 'classes.validated',
    defaultMessage: '{count, plural, one {Se ha validado # clase.} other {Se han validado # clases.}}',
  },
  validateRefused: {
    id: 'classes.validateRefused',
    defaultMessage:
      '{count, plural, one {No se ha podido validar # clase:} other {No se han podido validar # clases:}} {details}',
  },
  validateNone: { id: 'classes.validateNone', defaultMessage: 'Marca al menos una clase para validarla.' },
  discarded: { id: 'classes.discarded', defaultMessage: 'La clase del {date} no se pagará al profesor.' },
  linked: { id: 'classes.linked', defaultMessage: 'La clase del {date} está ahora en el bono n.º {voucher}.' },

  // Errors
  notFound: { id: 'classes.notFound', defaultMessage: 'La clase no existe' },
  notEditable: { id: 'classes.notEditable', defaultMessage: 'Una clase {status} no se puede cambiar' },
  cannotValidate: {
    id: 'classes.cannotValidate',
    defaultMessage: 'Solo se validan las clases dadas o registradas por el profesor; esta está {status}',
  },
  validateNeedsVoucher: {
    id: 'classes.validateNeedsVoucher',
    defaultMessage: 'La clase no está en ningún bono: vincúlala a un bono antes de validarla',
  },
  cannotDiscard: {
    id: 'classes.cannotDiscard',
    defaultMessage: 'Solo se puede dejar sin pagar una clase validada y aún no pagada',
  },
  cannotDeletePaid: {
    id: 'classes.cannotDeletePaid',
    defaultMessage: 'La clase ya se ha pagado al profesor: no se puede borrar',
  },
  alreadyDeleted: { id: 'classes.alreadyDeleted', defaultMessage: 'La clase ya está borrada' },
  notGivenYet: { id: 'classes.notGivenYet', defaultMessage: 'La clase aún no ha pasado: no se puede marcar como dada' },
  cannotMarkGiven: {
    id: 'classes.cannotMarkGiven',
    defaultMessage: 'Solo se marcan como dadas las clases asignadas; esta está {status}',
  },
  dateInvalid: { id: 'classes.dateInvalid', defaultMessage: 'Escribe la fecha y la hora (dd/mm/aaaa hh:mm)' },
  dateSkipped: {
    id: 'classes.dateSkipped',
    defaultMessage: 'El {date} a las {time} no existe en Madrid: ese día los relojes pasan de las {from} a las {to}',
  },
  dateFuture: { id: 'classes.dateFuture', defaultMessage: 'Solo puedes registrar clases de hoy o de días pasados' },
  timeFuture: {
    id: 'classes.timeFuture',
    defaultMessage: 'Esa hora todavía no ha llegado: registra la clase cuando la hayas dado',
  },
  claimClash: {
    id: 'classes.claimClash',
    defaultMessage: 'Ya tienes una clase con este alumno que coincide con esa hora ({date}): no la registres dos veces',
  },
  givenInFuture: {
    id: 'classes.givenInFuture',
    defaultMessage: 'Esta clase ya se ha dado: su fecha y hora no pueden ser posteriores a ahora',
  },
  staffClash: {
    id: 'classes.staffClash',
    defaultMessage:
      'El profesor ya tiene una clase con este alumno que coincide con esa hora ({date}): no la registres dos veces',
  },
  durationMax: { id: 'classes.durationMax', defaultMessage: 'Una clase no puede durar más de 600 minutos' },
  voucherNotActive: { id: 'classes.voucherNotActive', defaultMessage: 'El bono no está activo' },
  voucherExpired: { id: 'classes.voucherExpired', defaultMessage: 'El bono ha caducado' },
  voucherSettled: { id: 'classes.voucherSettled', defaultMessage: 'El bono está liquidado' },
  unassignedOnDropOut: {
    id: 'classes.unassignedOnDropOut',
    defaultMessage:
      '{count, plural, one {# clase suya vuelve} other {# clases suyas vuelven}} a estar sin profesor: asígnalas a otro en Clases (estado «Pendiente»)',
  },
  notGivenOnDropOut: {
    id: 'classes.notGivenOnDropOut',
    defaultMessage:
      '{count, plural, one {# clase suya ya pasada sigue sin marcar como dada y ya no podrá marcarla: si se dio, elimínala y regístrala con «Clase de un profesor» (en Clases) para poder validarla} other {# clases suyas ya pasadas siguen sin marcar como dadas y ya no podrá marcarlas: las que se dieron, elimínalas y regístralas con «Clase de un profesor» (en Clases) para poder validarlas}}',
  },
  voucherOutOfDates: {
    id: 'classes.voucherOutOfDates',
    defaultMessage: 'La fecha de la clase queda fuera del bono (del {start} al {end})',
  },
  voucherGone: { id: 'classes.voucherGone', defaultMessage: 'Ese bono no existe; elige uno de la lista' },
  voucherNotFound: { id: 'classes.voucherNotFound', defaultMessage: 'Ningún bono activo coincide con «{text}»' },
  voucherAmbiguous: {
    id: 'classes.voucherAmbiguous',
    defaultMessage: 'Varios bonos activos coinciden con «{text}»: elige uno de la lista',
  },
  voucherOtherCustomer: { id: 'classes.voucherOtherCustomer', defaultMessage: 'El bono no es de este cliente' },
  voucherNotYours: { id: 'classes.voucherNotYours', defaultMessage: 'Ese bono no es de tus alumnos' },
  studentNotYours: { id: 'classes.studentNotYours', defaultMessage: 'Ese alumno no es de los tuyos' },
  studentNotVoucher: {
    id: 'classes.studentNotVoucher',
    defaultMessage: 'El bono elegido es de otro alumno: elige solo el bono, o el alumno sin bono',
  },
  voucherOrStudent: { id: 'classes.voucherOrStudent', defaultMessage: 'Elige el bono o, si no lo sabes, el alumno' },
  teacherInvalid: { id: 'classes.teacherInvalid', defaultMessage: 'Elige un profesor en activo' },
  teacherDroppedOut: { id: 'classes.teacherDroppedOut', defaultMessage: 'El profesor está de baja desde el {date}' },
  customerInvalid: { id: 'classes.customerInvalid', defaultMessage: 'Elige un cliente de la lista' },
  studentHasClasses: { id: 'classes.studentHasClasses', defaultMessage: 'El alumno tiene clases: no se puede borrar' },
});

export type ClassesMessageKey = keyof typeof classesMessages;
