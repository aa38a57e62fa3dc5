import { defineMessages } from '../../src/lib/intl';

/** Every text of customer interests (leads) and teacher interests (applications). */
export const interestsMessages = defineMessages({
  // A refused delete of a customer or student a lead names (registered with customers/students.addDependant).
  placeUsedByInterests: {
    id: 'places.use.interests',
    defaultMessage: '{count, plural, one {# interés de cliente} other {# intereses de clientes}}',
  },
  // A refused delete of a subject or course a lead's row names (registered with academicSettings.addDependant).
  academicUsedByInterests: {
    id: 'academic.use.interests',
    defaultMessage: '{count, plural, one {# interés de cliente} other {# intereses de clientes}}',
  },
  customerHasInterests: {
    id: 'interests.error.customerHasInterests',
    defaultMessage: 'No se puede eliminar el cliente porque tiene intereses ({count}).',
  },
  studentHasInterests: {
    id: 'interests.error.studentHasInterests',
    defaultMessage: 'No se puede eliminar el alumno porque tiene intereses ({count}).',
  },
  // Statuses, visibility, decisions
  statusPendingInterview: { id: 'interests.status.pendingInterview', defaultMessage: 'Pendiente de entrevista' },
  statusPendingAgreement: { id: 'interests.status.pendingAgreement', defaultMessage: 'Pendiente de acuerdo' },
  statusPendingInfo: { id: 'interests.status.pendingInfo', defaultMessage: 'Pendiente de información' },
  statusWaiting: { id: 'interests.status.waiting', defaultMessage: 'En espera' },
  statusOld: { id: 'interests.status.old', defaultMessage: 'Antiguo' },
  statusLost: { id: 'interests.status.lost', defaultMessage: 'Perdido' },
  statusAccepted: { id: 'interests.status.accepted', defaultMessage: 'Aceptado' },
  statusOpen: { id: 'interests.status.open', defaultMessage: 'Abiertos' },
  statusAll: { id: 'interests.status.all', defaultMessage: 'Todos' },
  visibilityEveryone: { id: 'interests.visibility.everyone', defaultMessage: 'Publicado para los profesores' },
  visibilityHidden: { id: 'interests.visibility.hidden', defaultMessage: 'Oculto (solo la academia)' },
  visibilityShortEveryone: { id: 'interests.visibility.shortEveryone', defaultMessage: 'Publicado' },
  visibilityShortHidden: { id: 'interests.visibility.shortHidden', defaultMessage: 'Oculto' },
  visibilityClosed: {
    id: 'interests.visibility.closed',
    defaultMessage: 'Ya no se publica: los profesores solo ven los intereses abiertos',
  },
  visibilityShortClosed: { id: 'interests.visibility.shortClosed', defaultMessage: 'Ya no se publica' },
  decisionAccepted: { id: 'interests.decision.accepted', defaultMessage: 'Aceptada' },
  decisionDenied: { id: 'interests.decision.denied', defaultMessage: 'Denegada' },
  decisionNone: { id: 'interests.decision.none', defaultMessage: 'Sin decidir' },
  decisionClosed: { id: 'interests.decision.closed', defaultMessage: 'Ya no busca profesor' },
  withdrawn: { id: 'interests.withdrawn', defaultMessage: 'Retirada' },

  // Reasons a teacher fits
  reasonTeaches: { id: 'interests.reason.teaches', defaultMessage: 'Imparte {fits}' },
  reasonPrefers: { id: 'interests.reason.prefers', defaultMessage: 'Prefiere {district}' },
  reasonStation: { id: 'interests.reason.station', defaultMessage: 'Comparte la estación {station}' },
  reasonOverlap: { id: 'interests.reason.overlap', defaultMessage: '{hours} de disponibilidad en común' },
  reasonNoOverlap: { id: 'interests.reason.noOverlap', defaultMessage: 'Sin disponibilidad en común' },
  reasonLeadNoSlots: { id: 'interests.reason.leadNoSlots', defaultMessage: 'La familia no ha indicado disponibilidad' },
  reasonLoad: { id: 'interests.reason.load', defaultMessage: '{hours} de clases la semana que viene' },
  reasonNoLoad: { id: 'interests.reason.noLoad', defaultMessage: 'Sin clases la semana que viene' },
  reasonNotTaught: {
    id: 'interests.reason.notTaught',
    defaultMessage: 'No tienes estas asignaturas en su nivel (Mis asignaturas)',
  },
  reasonOutside: { id: 'interests.reason.outside', defaultMessage: '{district} no está entre tus distritos' },

  // Refusals and field messages
  notFound: { id: 'interests.notFound', defaultMessage: 'No existe ese interés' },
  applicationNotFound: { id: 'interests.applicationNotFound', defaultMessage: 'No existe esa solicitud' },
  teacherNotApplication: {
    id: 'interests.teacherNotApplication',
    defaultMessage: 'Ese profesor no es el de la solicitud elegida: elige solo la solicitud o solo el profesor',
  },
  hoursOneDecimal: {
    id: 'interests.hoursOneDecimal',
    defaultMessage: 'Indica las horas con un decimal como mucho, por ejemplo 1,5',
  },
  hoursTooMany: { id: 'interests.hoursTooMany', defaultMessage: 'No pueden ser más de {max} horas a la semana' },
  startPast: { id: 'interests.startPast', defaultMessage: 'La fecha de inicio no puede ser anterior a hoy' },
  startTooEarly: {
    id: 'interests.startTooEarly',
    defaultMessage: 'La fecha de inicio no puede ser anterior al {date}',
  },
  startTooFar: { id: 'interests.startTooFar', defaultMessage: 'La fecha de inicio no puede ser posterior al {date}' },
  rowsRequired: { id: 'interests.rowsRequired', defaultMessage: 'Añade al menos una asignatura con su curso' },
  rowIncomplete: { id: 'interests.rowIncomplete', defaultMessage: 'Elige la asignatura y el curso' },
  rowNotOffered: { id: 'interests.rowNotOffered', defaultMessage: 'Ese curso no tiene esa asignatura' },
  rowRepeated: { id: 'interests.rowRepeated', defaultMessage: 'Esa asignatura y curso ya están en la lista' },
  districtNotFound: { id: 'interests.districtNotFound', defaultMessage: 'No hay ningún distrito con ese nombre' },
  districtAmbiguous: {
    id: 'interests.districtAmbiguous',
    defaultMessage: 'Hay varios distritos con ese nombre: elígelo de la lista',
  },
  advisorInvalid: { id: 'interests.advisorInvalid', defaultMessage: 'Elige una asesora de la lista' },
  studentNotFound: { id: 'interests.studentNotFound', defaultMessage: 'No hay ningún alumno con ese nombre' },
  studentAmbiguous: {
    id: 'interests.studentAmbiguous',
    defaultMessage: 'Hay varios alumnos con ese nombre: elígelo de la lista',
  },
  familyMixed: {
    id: 'interests.familyMixed',
    defaultMessage:
      'Indica solo una de las tres: un alumno existente, un cliente existente con un alumno nuevo, o una familia nueva',
  },
  customerNotFound: { id: 'interests.customerNotFound', defaultMessage: 'No hay ningún cliente con ese nombre' },
  customerAmbiguous: {
    id: 'interests.customerAmbiguous',
    defaultMessage: 'Hay varios clientes con ese nombre: elígelo de la lista',
  },
  acceptedNoEdit: {
    id: 'interests.acceptedNoEdit',
    defaultMessage: 'Este interés ya se aceptó (bono n.º {id}) y no se puede cambiar',
  },
  alreadyAccepted: {
    id: 'interests.alreadyAccepted',
    defaultMessage: 'Este interés ya se ha aceptado: se creó el bono n.º {id}. No se ha creado otro.',
  },
  closedNoAccept: {
    id: 'interests.closedNoAccept',
    defaultMessage: 'No se puede aceptar un interés «{status}»: cambia antes su estado',
  },
  interestRowInvalid: {
    id: 'interests.interestRowInvalid',
    defaultMessage: 'Elige una de las asignaturas del interés',
  },
  applicationTeacherLeft: {
    id: 'interests.applicationTeacherLeft',
    defaultMessage: 'El profesor de esa solicitud está de baja: elige otra solicitud o ninguna',
  },
  decisionTeacherLeft: { id: 'interests.decisionTeacherLeft', defaultMessage: 'Profesor de baja' },
  applicationInvalid: {
    id: 'interests.applicationInvalid',
    defaultMessage: 'Esa solicitud no está pendiente en este interés',
  },
  teacherNotAvailable: { id: 'interests.teacherNotAvailable', defaultMessage: 'Ese profesor no está en activo' },
  teacherNotFound: { id: 'interests.teacherNotFound', defaultMessage: 'No existe ese profesor' },
  teacherAlreadyApplied: {
    id: 'interests.teacherAlreadyApplied',
    defaultMessage: 'Ese profesor ya tiene una solicitud en este interés',
  },
  notOpenInvite: {
    id: 'interests.notOpenInvite',
    defaultMessage: 'Este interés está cerrado: no se pueden añadir profesores',
  },
  notOpenApply: { id: 'interests.notOpenApply', defaultMessage: 'Este estudiante ya no busca profesor' },
  alreadyApplied: {
    id: 'interests.alreadyApplied',
    defaultMessage: 'Ya has enviado una solicitud para este estudiante',
  },
  alreadyWithdrawn: { id: 'interests.alreadyWithdrawn', defaultMessage: 'Ya habías retirado esta solicitud' },
  decidedNoWithdraw: {
    id: 'interests.decidedNoWithdraw',
    defaultMessage: 'La academia ya ha decidido sobre esta solicitud: no se puede retirar',
  },
  invitedRemarks: { id: 'interests.invitedRemarks', defaultMessage: 'Propuesto por la academia' },
  voucherRemarks: { id: 'interests.voucherRemarks', defaultMessage: 'Creado al aceptar el interés n.º {id}' },

  noCatalogueYet: {
    id: 'interests.none.catalogue',
    defaultMessage:
      'Aún no hay asignaturas o cursos en la academia: créalos antes para poder decir qué clases busca la familia.',
  },
  toAcademicSettings: { id: 'interests.none.toAcademicSettings', defaultMessage: 'Ir a Ajustes académicos' },

  // Reminders
  todoApplications: {
    id: 'interests.todo.applications',
    defaultMessage:
      '{count, plural, one {# solicitud de profesor por revisar} other {# solicitudes de profesores por revisar}}',
  },
  todoUntouched: {
    id: 'interests.todo.untouched',
    defaultMessage:
      '{count, plural, one {# interés sin tocar desde hace más de {days} días} other {# intereses sin tocar desde hace más de {days} días}}',
  },
  todoNewLeads: {
    id: 'interests.todo.newLeads',
    defaultMessage:
      '{count, plural, one {# estudiante nuevo busca profesor y encaja contigo} other {# estudiantes nuevos buscan profesor y encajan contigo}}',
  },

  // Staff pages
  title: { id: 'interests.title', defaultMessage: 'Intereses de clientes' },
  intro: {
    id: 'interests.intro',
    defaultMessage:
      'Las familias que buscan clases: desde la primera llamada hasta el bono. Por defecto, los abiertos, primero los que llevan más tiempo sin tocarse.',
  },
  newInterest: { id: 'interests.new', defaultMessage: 'Nuevo interés' },
  interestTitle: { id: 'interests.interestTitle', defaultMessage: 'Interés n.º {id}: {student}' },
  created: { id: 'interests.created', defaultMessage: 'Se ha guardado el interés n.º {id}' },
  updated: { id: 'interests.updated', defaultMessage: 'Se han guardado los cambios del interés n.º {id}' },
  exportCsv: { id: 'interests.exportCsv', defaultMessage: 'Descargar CSV' },
  countsLabel: { id: 'interests.countsLabel', defaultMessage: 'Intereses por estado' },
  status: { id: 'interests.field.status', defaultMessage: 'Estado' },
  student: { id: 'interests.field.student', defaultMessage: 'Alumno' },
  customer: { id: 'interests.field.customer', defaultMessage: 'Cliente' },
  subjects: { id: 'interests.field.subjects', defaultMessage: 'Asignaturas y curso' },
  subject: { id: 'interests.field.subject', defaultMessage: 'Asignatura' },
  course: { id: 'interests.field.course', defaultMessage: 'Curso' },
  district: { id: 'interests.field.district', defaultMessage: 'Distrito' },
  hoursPerWeek: { id: 'interests.field.hoursPerWeek', defaultMessage: 'Horas a la semana' },
  hoursPerWeekHelp: { id: 'interests.field.hoursPerWeekHelp', defaultMessage: 'Por ejemplo 2 o 1,5' },
  hoursPerWeekScale: {
    id: 'interests.field.hoursPerWeekScale',
    defaultMessage: 'De media en media hora, hasta {max} h',
  },
  hoursShort: { id: 'interests.hoursShort', defaultMessage: '{hours}/sem.' },
  startDate: { id: 'interests.field.startDate', defaultMessage: 'Fecha de inicio' },
  startAndHours: { id: 'interests.field.startAndHours', defaultMessage: 'Inicio y horas' },
  advisor: { id: 'interests.field.advisor', defaultMessage: 'Asesora' },
  noAdvisor: { id: 'interests.noAdvisor', defaultMessage: 'Sin asesora' },
  applications: { id: 'interests.field.applications', defaultMessage: 'Solicitudes' },
  applicationsCount: {
    id: 'interests.applicationsCount',
    defaultMessage: '{count, plural, =0 {Ninguna} one {# solicitud} other {# solicitudes}}',
  },
  pendingApplications: { id: 'interests.pendingApplications', defaultMessage: 'Con solicitudes por revisar' },
  untouchedFilter: { id: 'interests.untouchedFilter', defaultMessage: 'Sin tocar desde hace más de {days} días' },
  /** The `untouched` filter named in the CSV's refusal. */
  untouchedName: { id: 'interests.untouchedName', defaultMessage: 'Sin tocar' },
  alreadySent: {
    id: 'interests.alreadySent',
    defaultMessage:
      'Este formulario ya se había guardado con otros datos y no se ha creado otro interés. Si es un interés distinto, revisa los datos y vuelve a guardar.',
  },
  repeated: {
    id: 'interests.repeated',
    defaultMessage:
      'Acabas de crear un interés con estos mismos datos, así que no se ha creado otro. Si de verdad quieres otro interés igual, pulsa «Crear» otra vez.',
  },
  seeCreated: { id: 'interests.seeCreated', defaultMessage: 'Ver el interés creado' },
  age: { id: 'interests.field.age', defaultMessage: 'Antigüedad' },
  ageDays: { id: 'interests.ageDays', defaultMessage: '{days, plural, =0 {Hoy} one {# día} other {# días}}' },
  visibility: { id: 'interests.field.visibility', defaultMessage: 'Visibilidad' },
  remarks: { id: 'interests.field.remarks', defaultMessage: 'Observaciones internas' },
  teacherRemarks: { id: 'interests.field.teacherRemarks', defaultMessage: 'Observaciones para los profesores' },
  teacherRemarksHelp: {
    id: 'interests.field.teacherRemarksHelp',
    defaultMessage: 'Lo que leerán los profesores en «Buscar estudiantes». No pongas datos de la familia.',
  },
  availability: { id: 'interests.field.availability', defaultMessage: 'Disponibilidad del alumno' },
  all: { id: 'interests.all', defaultMessage: 'Todos' },
  all2: { id: 'interests.allFem', defaultMessage: 'Todas' },
  acceptedVoucher: { id: 'interests.acceptedVoucher', defaultMessage: 'Bono n.º {id}' },
  fromLead: { id: 'interests.fromLead', defaultMessage: 'Viene del interés n.º {id}' },

  // The lead form
  familySection: { id: 'interests.form.family', defaultMessage: 'Familia y alumno' },
  familyExisting: { id: 'interests.form.familyExisting', defaultMessage: 'Un alumno que ya está en la academia' },
  familyNewStudent: {
    id: 'interests.form.familyNewStudent',
    defaultMessage: 'Un alumno nuevo de un cliente que ya tenemos',
  },
  familyNew: { id: 'interests.form.familyNew', defaultMessage: 'Una familia nueva' },
  familyHelp: {
    id: 'interests.form.familyHelp',
    defaultMessage: 'La familia nueva y su alumno se guardan como cliente y alumno junto con el interés.',
  },
  familyHelpExisting: {
    id: 'interests.form.familyHelpExisting',
    defaultMessage: 'El interés se guarda para el alumno que elijas, con su familia tal como está.',
  },
  familyHelpNewStudent: {
    id: 'interests.form.familyHelpNewStudent',
    defaultMessage: 'El alumno nuevo se guarda con el cliente que elijas, junto con el interés.',
  },
  existingStudent: { id: 'interests.form.existingStudent', defaultMessage: 'Alumno' },
  existingStudentHelp: {
    id: 'interests.form.existingStudentHelp',
    defaultMessage: 'Escribe su nombre y elígelo de la lista',
  },
  existingCustomer: { id: 'interests.form.existingCustomer', defaultMessage: 'Cliente' },
  newCustomerLegend: { id: 'interests.form.newCustomer', defaultMessage: 'Datos de la familia' },
  newStudentLegend: { id: 'interests.form.newStudent', defaultMessage: 'Datos del alumno' },
  firstName: { id: 'interests.form.firstName', defaultMessage: 'Nombre' },
  lastName: { id: 'interests.form.lastName', defaultMessage: 'Apellidos' },
  studentLastNameHelp: { id: 'interests.form.studentLastNameHelp', defaultMessage: 'Vacío: los de la familia' },
  phone: { id: 'interests.form.phone', defaultMessage: 'Teléfono' },
  email: { id: 'interests.form.email', defaultMessage: 'Email' },
  source: { id: 'interests.form.source', defaultMessage: '¿Cómo nos ha conocido?' },
  birthDate: { id: 'interests.form.birthDate', defaultMessage: 'Fecha de nacimiento' },
  rowsSection: { id: 'interests.form.rows', defaultMessage: 'Qué necesita' },
  rowN: { id: 'interests.form.rowN', defaultMessage: 'Asignatura {n}' },
  rowsHelp: {
    id: 'interests.form.rowsHelp',
    defaultMessage: 'Al menos una asignatura con su curso; deja vacías las filas que no uses.',
  },
  chooseSubject: { id: 'interests.form.chooseSubject', defaultMessage: 'Elige la asignatura' },
  chooseCourse: { id: 'interests.form.chooseCourse', defaultMessage: 'Elige el curso' },
  whenSection: { id: 'interests.form.when', defaultMessage: 'Cuándo y dónde' },
  followSection: { id: 'interests.form.follow', defaultMessage: 'Seguimiento' },

  // The lead's page
  familyCard: { id: 'interests.page.family', defaultMessage: 'Familia' },
  historyTitle: { id: 'interests.page.history', defaultMessage: 'Historial de estados' },
  historyLine: { id: 'interests.page.historyLine', defaultMessage: '{when} · {who}: {from} → {to}' },
  historyFirst: { id: 'interests.page.historyFirst', defaultMessage: '{when} · {who}: creado como «{to}»' },
  someone: { id: 'interests.page.someone', defaultMessage: 'alguien' },
  applicationsTitle: { id: 'interests.page.applications', defaultMessage: 'Solicitudes de profesores' },
  noApplications: { id: 'interests.page.noApplications', defaultMessage: 'Todavía no ha llegado ninguna solicitud.' },
  teacher: { id: 'interests.page.teacher', defaultMessage: 'Profesor' },
  decision: { id: 'interests.page.decision', defaultMessage: 'Decisión' },
  whyFits: { id: 'interests.page.whyFits', defaultMessage: 'Por qué encaja' },
  applicationRemarks: { id: 'interests.page.applicationRemarks', defaultMessage: 'Sus observaciones' },
  invited: { id: 'interests.page.invited', defaultMessage: 'Invitado por la academia' },
  matchingTitle: { id: 'interests.page.matching', defaultMessage: 'Profesores que encajan' },
  matchingIntro: {
    id: 'interests.page.matchingIntro',
    defaultMessage:
      'Profesores activos que imparten la asignatura en ese nivel y no han enviado solicitud, los que mejor encajan primero (distrito, disponibilidad en común y carga de la semana que viene).',
  },
  noMatching: {
    id: 'interests.page.noMatching',
    defaultMessage: 'Ningún otro profesor activo imparte estas asignaturas en ese nivel.',
  },
  invite: { id: 'interests.page.invite', defaultMessage: 'Invitar' },
  invitedDone: { id: 'interests.page.invitedDone', defaultMessage: 'Se ha añadido la solicitud de {name}' },
  editTitle: { id: 'interests.page.edit', defaultMessage: 'Datos del interés' },
  liveUpdated: { id: 'interests.page.liveUpdated', defaultMessage: 'Ha llegado una solicitud nueva: actualizado' },

  // Accept
  accept: { id: 'interests.accept', defaultMessage: 'Aceptar interés' },
  acceptTitle: { id: 'interests.acceptTitle', defaultMessage: 'Aceptar el interés n.º {id} y crear el bono' },
  acceptIntro: {
    id: 'interests.acceptIntro',
    defaultMessage:
      'Se creará un bono para {student} al precio vigente del curso. La solicitud elegida quedará aceptada y las demás denegadas.',
  },
  acceptApplication: { id: 'interests.acceptApplication', defaultMessage: 'Solicitud elegida' },
  acceptNoApplication: {
    id: 'interests.acceptNoApplication',
    defaultMessage: 'Ninguna (elegir el profesor abajo o dejarlo sin profesor)',
  },
  acceptApplicationHelp: {
    id: 'interests.acceptApplicationHelp',
    defaultMessage: 'Con una solicitud elegida, el profesor del bono es el de la solicitud.',
  },
  acceptTeacher: { id: 'interests.acceptTeacher', defaultMessage: 'Profesor' },
  acceptNoTeacher: { id: 'interests.acceptNoTeacher', defaultMessage: 'Sin profesor por ahora' },
  acceptApplicationTeacher: {
    id: 'interests.acceptApplicationTeacher',
    defaultMessage: 'El de la solicitud elegida; sin solicitud, ninguno',
  },
  acceptRow: { id: 'interests.acceptRow', defaultMessage: 'Asignatura y precio' },
  acceptRowOption: { id: 'interests.acceptRowOption', defaultMessage: '{subject} · {course} — {price} por hora' },
  acceptRowNoPrice: { id: 'interests.acceptRowNoPrice', defaultMessage: '{subject} · {course} — sin precio' },
  acceptRowHelp: {
    id: 'interests.acceptRowHelp',
    defaultMessage: 'El precio sale de los Ajustes académicos y no se puede escribir.',
  },
  acceptHours: { id: 'interests.acceptHours', defaultMessage: 'Horas del bono' },
  acceptStart: { id: 'interests.acceptStart', defaultMessage: 'Empieza' },
  acceptConfirm: { id: 'interests.acceptConfirm', defaultMessage: 'Aceptar y crear el bono' },
  accepted: { id: 'interests.accepted', defaultMessage: 'Interés aceptado: se ha creado el bono n.º {id}' },
  changeStatus: { id: 'interests.changeStatus', defaultMessage: 'Cambiar estado' },
  statusChanged: { id: 'interests.statusChanged', defaultMessage: 'Estado cambiado a «{status}»' },

  // Teachers
  searchTitle: { id: 'interests.search.title', defaultMessage: 'Buscar estudiantes' },
  searchIntro: {
    id: 'interests.search.intro',
    defaultMessage:
      'Estudiantes que buscan profesor. Por defecto ves los que encajan con tus asignaturas, niveles y distritos.',
  },
  searchFitting: { id: 'interests.search.fitting', defaultMessage: 'Los que encajan conmigo' },
  searchAll: { id: 'interests.search.all', defaultMessage: 'Todos los publicados' },
  searchEmpty: {
    id: 'interests.search.empty',
    defaultMessage:
      'Ahora mismo no hay estudiantes que encajen contigo. Mira todos los publicados o completa tus asignaturas, distritos y disponibilidad.',
  },
  searchEmptyAll: {
    id: 'interests.search.emptyAll',
    defaultMessage: 'Ahora mismo no hay estudiantes buscando profesor.',
  },
  cardTitle: { id: 'interests.card.title', defaultMessage: '{student} · {subjects}' },
  cardFrom: { id: 'interests.card.from', defaultMessage: 'Desde el {date}' },
  cardNoDistrict: { id: 'interests.card.noDistrict', defaultMessage: 'Distrito sin indicar' },
  cardWhy: { id: 'interests.card.why', defaultMessage: 'Por qué encaja contigo' },
  cardNotFitting: {
    id: 'interests.card.notFitting',
    defaultMessage: 'No encaja del todo con tus asignaturas o distritos',
  },
  applyButton: { id: 'interests.apply', defaultMessage: 'Enviar solicitud' },
  appliedAlready: { id: 'interests.appliedAlready', defaultMessage: 'Ver mi solicitud' },
  applyTitle: { id: 'interests.applyTitle', defaultMessage: 'Solicitud para {student}' },
  applyRemarks: { id: 'interests.applyRemarks', defaultMessage: 'Tu mensaje para la academia' },
  applyRemarksHelp: {
    id: 'interests.applyRemarksHelp',
    defaultMessage: 'Tu disponibilidad, tu experiencia con este curso…',
  },
  applied: { id: 'interests.applied', defaultMessage: 'Se ha enviado tu solicitud. La academia te dirá algo pronto.' },
  myTitle: { id: 'interests.my.title', defaultMessage: 'Mis solicitudes' },
  myIntro: {
    id: 'interests.my.intro',
    defaultMessage: 'Las solicitudes que has enviado y lo que ha decidido la academia.',
  },
  myEmpty: {
    id: 'interests.my.empty',
    defaultMessage: 'Todavía no has enviado ninguna solicitud. Busca estudiantes para empezar.',
  },
  myOneTitle: { id: 'interests.my.one', defaultMessage: 'Solicitud n.º {id}' },
  sentOn: { id: 'interests.my.sentOn', defaultMessage: 'Enviada' },
  withdraw: { id: 'interests.withdraw', defaultMessage: 'Retirar solicitud' },
  applyAgain: { id: 'interests.applyAgain', defaultMessage: 'Volver a enviar la solicitud' },
  withdrawnDone: { id: 'interests.withdrawnDone', defaultMessage: 'Has retirado tu solicitud' },
  leadClosed: { id: 'interests.leadClosed', defaultMessage: 'Este estudiante ya no busca profesor.' },
  // The CSV export's column headers.
  csvNumber: { id: 'interests.csv.number', defaultMessage: 'Número' },
  csvStatus: { id: 'interests.csv.status', defaultMessage: 'Estado' },
  csvStudentName: { id: 'interests.csv.studentName', defaultMessage: 'Alumno' },
  csvCustomerName: { id: 'interests.csv.customerName', defaultMessage: 'Cliente' },
  csvSubjects: { id: 'interests.csv.subjects', defaultMessage: 'Asignaturas y curso' },
  csvDistrictName: { id: 'interests.csv.districtName', defaultMessage: 'Distrito' },
  csvHoursPerWeek: { id: 'interests.csv.hoursPerWeek', defaultMessage: 'Horas a la semana' },
  csvStart: { id: 'interests.csv.start', defaultMessage: 'Inicio' },
  csvAdvisorName: { id: 'interests.csv.advisorName', defaultMessage: 'Asesora' },
  csvApplications: { id: 'interests.csv.applications', defaultMessage: 'Solicitudes' },
  csvVisibility: { id: 'interests.csv.visibility', defaultMessage: 'Visibilidad' },
  csvCreated: { id: 'interests.csv.created', defaultMessage: 'Creado' },
  csvVoucher: { id: 'interests.csv.voucher', defaultMessage: 'Bono' },
});
