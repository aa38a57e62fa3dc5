import { defineMessages } from '../../src/lib/intl';

export const teachersMessages = defineMessages({
  title: { id: 'people.teachers.title', defaultMessage: 'Profesores' },
  intro: {
    id: 'people.teachers.intro',
    defaultMessage:
      'Profesores de la academia, sus datos y su situación. Los candidatos llegan desde el formulario «Trabaja con nosotros».',
  },
  newTitle: { id: 'people.teachers.new', defaultMessage: 'Nuevo profesor' },
  pageTitle: { id: 'people.teachers.pageTitle', defaultMessage: 'Profesor: {name}' },
  notFound: { id: 'people.teachers.notFound', defaultMessage: 'No existe ese profesor' },
  created: { id: 'people.teachers.created', defaultMessage: 'Se ha creado el profesor «{name}»' },
  alreadySent: {
    id: 'people.teachers.alreadySent',
    defaultMessage:
      'Este formulario ya se había guardado con otros datos y no se ha creado otro profesor. Si es un profesor distinto, revisa los datos y vuelve a guardar.',
  },
  repeated: {
    id: 'people.teachers.repeated',
    defaultMessage: 'Acabas de crear este profesor con estos mismos datos: ya está guardado y no se ha creado otro.',
  },
  seeCreated: { id: 'people.teachers.seeCreated', defaultMessage: 'Ver el profesor creado' },
  updated: { id: 'people.teachers.updated', defaultMessage: 'Se han guardado los cambios de «{name}»' },
  csv: { id: 'people.teachers.csv', defaultMessage: 'Descargar CSV' },
  // Fields
  name: { id: 'people.teachers.field.name', defaultMessage: 'Nombre' },
  firstName: { id: 'people.teachers.field.firstName', defaultMessage: 'Nombre' },
  lastName: { id: 'people.teachers.field.lastName', defaultMessage: 'Apellidos' },
  email: { id: 'people.teachers.field.email', defaultMessage: 'Email' },
  phone: { id: 'people.teachers.field.phone', defaultMessage: 'Teléfono' },
  nif: { id: 'people.teachers.field.nif', defaultMessage: 'NIF / NIE' },
  birthDate: { id: 'people.teachers.field.birthDate', defaultMessage: 'Fecha de nacimiento' },
  address: { id: 'people.teachers.field.address', defaultMessage: 'Dirección' },
  postalCode: { id: 'people.teachers.field.postalCode', defaultMessage: 'Código postal' },
  municipality: { id: 'people.teachers.field.municipality', defaultMessage: 'Municipio' },
  iban: { id: 'people.teachers.field.iban', defaultMessage: 'IBAN' },
  hasTeachingDegree: {
    id: 'people.teachers.field.hasTeachingDegree',
    defaultMessage: 'Tiene el máster de profesorado (CAP)',
  },
  hasTeachingDegreeMine: {
    id: 'people.teachers.field.hasTeachingDegreeMine',
    defaultMessage: 'Tengo el máster de profesorado (CAP)',
  },
  teachingDegree: { id: 'people.teachers.field.teachingDegree', defaultMessage: 'Máster de profesorado' },
  startDate: { id: 'people.teachers.field.startDate', defaultMessage: 'Fecha de alta' },
  remarks: { id: 'people.teachers.field.remarks', defaultMessage: 'Observaciones' },
  remarksHelp: {
    id: 'people.teachers.field.remarksHelp',
    defaultMessage: 'Notas internas de la academia: el profesor no las ve.',
  },
  passwordHelp: {
    id: 'people.teachers.field.passwordHelp',
    defaultMessage: 'Opcional. Sin contraseña, el profesor la crea con «¿Has olvidado tu contraseña?».',
  },
  status: { id: 'people.teachers.field.status', defaultMessage: 'Situación' },
  districts: { id: 'people.teachers.field.districts', defaultMessage: 'Distritos preferidos' },
  subject: { id: 'people.teachers.field.subject', defaultMessage: 'Asignatura' },
  district: { id: 'people.teachers.field.district', defaultMessage: 'Distrito' },
  dropOutDate: { id: 'people.teachers.field.dropOutDate', defaultMessage: 'Fecha de baja' },
  // Sections of the detail page
  sectionProfile: { id: 'people.teachers.section.profile', defaultMessage: 'Datos personales' },
  sectionWork: { id: 'people.teachers.section.work', defaultMessage: 'Datos laborales' },
  sectionAccount: { id: 'people.teachers.section.account', defaultMessage: 'Cuenta' },
  // Status
  statusActive: { id: 'people.teachers.status.active', defaultMessage: 'Activo' },
  statusLeaving: { id: 'people.teachers.status.leaving', defaultMessage: 'Activo (baja prevista el {date})' },
  statusDropped: { id: 'people.teachers.status.dropped', defaultMessage: 'De baja desde el {date}' },
  statusCandidate: { id: 'people.teachers.status.candidate', defaultMessage: 'Candidato pendiente' },
  filterActive: { id: 'people.teachers.filter.active', defaultMessage: 'Activos' },
  filterDropped: { id: 'people.teachers.filter.dropped', defaultMessage: 'De baja' },
  filterCandidates: { id: 'people.teachers.filter.candidates', defaultMessage: 'Candidatos pendientes' },
  filterAll: { id: 'people.teachers.filter.all', defaultMessage: 'Todos' },
  filterAny: { id: 'people.teachers.filter.any', defaultMessage: 'Cualquiera' },
  yes: { id: 'people.teachers.yes', defaultMessage: 'Sí' },
  no: { id: 'people.teachers.no', defaultMessage: 'No' },
  none: { id: 'people.teachers.none', defaultMessage: 'Ninguno' },
  // Drop-out
  dropOut: { id: 'people.teachers.dropOut', defaultMessage: 'Dar de baja' },
  dropOutTitle: { id: 'people.teachers.dropOut.title', defaultMessage: 'Dar de baja a «{name}»' },
  dropOutExplain: {
    id: 'people.teachers.dropOut.explain',
    defaultMessage:
      'Desde la fecha de baja, el profesor no podrá iniciar sesión ni se le podrán asignar clases, y sus clases futuras volverán a quedar pendientes para asignarlas a otro profesor. Si la fecha es hoy, se cierran ya todas sus sesiones.',
  },
  dropOutReason: { id: 'people.teachers.dropOut.reason', defaultMessage: 'Motivo (se añade a las observaciones)' },
  dropOutConfirm: { id: 'people.teachers.dropOut.confirm', defaultMessage: 'Confirmar la baja' },
  droppedOut: { id: 'people.teachers.dropOut.done', defaultMessage: '«{name}» queda de baja desde el {date}' },
  startDateTooFar: {
    id: 'people.teachers.startDate.tooFar',
    defaultMessage: 'La fecha de alta no puede ser posterior al {date}',
  },
  startDateTooEarly: {
    id: 'people.teachers.startDate.tooEarly',
    defaultMessage: 'La fecha de alta no puede ser anterior al {date}',
  },
  birthDateTooYoung: {
    id: 'people.teachers.birthDate.tooYoung',
    defaultMessage:
      'Un profesor debe tener al menos {years} años: la fecha de nacimiento no puede ser posterior al {date}',
  },
  dropOutTooFar: {
    id: 'people.teachers.dropOut.tooFar',
    defaultMessage: 'La fecha de baja no puede ser posterior al {date}',
  },
  dropOutBeforeStart: {
    id: 'people.teachers.dropOut.beforeStart',
    defaultMessage: 'La fecha de baja no puede ser anterior a la fecha de alta ({date})',
  },
  dropOutRemark: { id: 'people.teachers.dropOut.remark', defaultMessage: 'Baja el {date}: {reason}' },
  reinstate: { id: 'people.teachers.reinstate', defaultMessage: 'Anular la baja' },
  reinstated: { id: 'people.teachers.reinstated', defaultMessage: 'Se ha anulado la baja de «{name}»' },
  activate: { id: 'people.teachers.activate', defaultMessage: 'Activar la cuenta' },
  activateHelp: {
    id: 'people.teachers.activate.help',
    defaultMessage:
      'Candidato que llegó por el formulario «Trabaja con nosotros». Al activar su cuenta podrá crear su contraseña con «¿Has olvidado tu contraseña?».',
  },
  activated: { id: 'people.teachers.activated', defaultMessage: 'Se ha activado la cuenta de «{name}»' },
  cancel: { id: 'people.teachers.cancel', defaultMessage: 'Cancelar' },
  // Districts
  districtsEdit: { id: 'people.teachers.districts.edit', defaultMessage: 'Elegir distritos' },
  districtsTitle: { id: 'people.teachers.districts.title', defaultMessage: 'Distritos preferidos' },
  districtsHelp: {
    id: 'people.teachers.districts.help',
    defaultMessage: 'Escribe para buscar un distrito y elígelo de la lista; puedes elegir varios.',
  },
  districtsHelpNoJs: { id: 'people.teachers.districts.helpNoJs', defaultMessage: 'Marca uno o varios distritos.' },
  districtsSearch: { id: 'people.teachers.districts.search', defaultMessage: 'Buscar distrito' },
  districtsShowAll: { id: 'people.teachers.districts.showAll', defaultMessage: 'Ver todos los distritos' },
  districtsChosen: { id: 'people.teachers.districts.chosen', defaultMessage: 'Distritos elegidos' },
  districtsRemove: { id: 'people.teachers.districts.remove', defaultMessage: 'Quitar {name}' },
  districtsNone: { id: 'people.teachers.districts.none', defaultMessage: 'Sin distritos preferidos' },
  districtsNoResults: { id: 'people.teachers.districts.noResults', defaultMessage: 'Ningún distrito coincide' },
  districtsSaved: { id: 'people.teachers.districts.saved', defaultMessage: 'Se han guardado los distritos preferidos' },
  districtsUnknown: {
    id: 'people.teachers.districts.unknown',
    defaultMessage: 'Alguno de los distritos elegidos no existe',
  },
  save: { id: 'people.teachers.save', defaultMessage: 'Guardar' },
  // Teacher settings
  settingsTitle: { id: 'people.teachers.settings.title', defaultMessage: 'Mis datos' },
  settingsSaved: { id: 'people.teachers.settings.saved', defaultMessage: 'Se han guardado tus datos' },
  settingsReadOnly: {
    id: 'people.teachers.settings.readOnly',
    defaultMessage: 'Estos datos los gestiona la academia; si hay algún error, escríbenos.',
  },
  noProfile: {
    id: 'people.teachers.settings.noProfile',
    defaultMessage: 'Tu cuenta no tiene ficha de profesor. Escribe a la academia.',
  },
  acceptTerms: {
    id: 'people.teachers.acceptTerms',
    defaultMessage: 'Acepto las condiciones de colaboración con la academia',
  },
  acceptTermsHelp: {
    id: 'people.teachers.acceptTerms.help',
    defaultMessage:
      'Impartes las clases como profesional independiente, con el horario que acuerdes, y la academia te paga cada mes las horas validadas.',
  },
  acceptPrivacy: { id: 'people.teachers.acceptPrivacy', defaultMessage: 'Acepto la política de privacidad' },
  acceptPrivacyHelp: {
    id: 'people.teachers.acceptPrivacy.help',
    defaultMessage:
      'La academia trata tus datos solo para gestionar tu colaboración y tus pagos, y no los cede a terceros salvo obligación legal.',
  },
  acceptedOn: {
    id: 'people.teachers.acceptedOn',
    defaultMessage: 'Aceptaste las condiciones y la política de privacidad el {date}.',
  },
  acceptedBoth: {
    id: 'people.teachers.acceptedBoth',
    defaultMessage: 'Aceptó las condiciones y la política de privacidad el {date}.',
  },
  notAccepted: {
    id: 'people.teachers.notAccepted',
    defaultMessage: 'Aún no ha aceptado las condiciones y la política de privacidad.',
  },
  termsAccepted: { id: 'people.teachers.termsAccepted', defaultMessage: 'Condiciones aceptadas' },
  privacyAccepted: { id: 'people.teachers.privacyAccepted', defaultMessage: 'Política de privacidad aceptada' },
  cannotWithdraw: {
    id: 'people.teachers.cannotWithdraw',
    defaultMessage: 'Ya la aceptaste; para retirarla, escribe a la academia',
  },
  mustAccept: { id: 'people.teachers.mustAccept', defaultMessage: 'Tienes que aceptar para continuar' },
  cannotRemoveNif: {
    id: 'people.teachers.cannotRemoveNif',
    defaultMessage: 'Tus nóminas llevan tu NIF: puedes cambiarlo, pero no dejarlo vacío',
  },
  cannotRemoveIban: {
    id: 'people.teachers.cannotRemoveIban',
    defaultMessage: 'Tus nóminas se pagan en esta cuenta: puedes cambiarla, pero no dejarla vacía',
  },
  // Public application form
  applyTitle: { id: 'people.teachers.apply.title', defaultMessage: 'Trabaja con nosotros' },
  applyIntro: {
    id: 'people.teachers.apply.intro',
    defaultMessage:
      'Buscamos profesores para clases particulares a domicilio y en línea. Déjanos tus datos y te llamaremos.',
  },
  applyStudies: { id: 'people.teachers.apply.studies', defaultMessage: 'Tus estudios y experiencia' },
  applySubmit: { id: 'people.teachers.apply.submit', defaultMessage: 'Enviar mi solicitud' },
  applyDone: {
    id: 'people.teachers.apply.done',
    defaultMessage:
      'Gracias. Hemos recibido tu solicitud; si encaja con lo que buscamos, te escribiremos en unos días.',
  },
  applyRemark: { id: 'people.teachers.apply.remark', defaultMessage: 'Solicitud por el formulario web el {date}' },
  applyTooMany: {
    id: 'people.teachers.apply.tooMany',
    defaultMessage: 'Hemos recibido demasiadas solicitudes desde tu conexión. Vuelve a intentarlo dentro de una hora.',
  },
  nifTaken: { id: 'people.teachers.nifTaken', defaultMessage: 'Ya existe un profesor con ese NIF' },
  nifNotPersonal: {
    id: 'people.teachers.nifNotPersonal',
    defaultMessage: 'Un profesor cobra como persona: escribe un DNI o un NIE, no el CIF de una empresa',
  },
  todoCandidates: {
    id: 'people.teachers.todo.candidates',
    defaultMessage:
      '{count, plural, one {# candidato de «Trabaja con nosotros» por revisar} other {# candidatos de «Trabaja con nosotros» por revisar}}',
  },
  todoTerms: {
    id: 'people.teachers.todo.terms',
    defaultMessage: 'Acepta las condiciones y la política de privacidad en «Mis datos»',
  },
  todoSubjects: {
    id: 'people.teachers.todo.subjects',
    defaultMessage: 'Añade las asignaturas que impartes: sin ellas no te llegan estudiantes que buscan profesor',
  },
  todoAvailability: {
    id: 'people.teachers.todo.availability',
    defaultMessage: 'Indica tu disponibilidad semanal, para que la academia sepa cuándo puedes dar clase',
  },
});
