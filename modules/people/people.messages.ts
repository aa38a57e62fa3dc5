import { defineMessages } from '../../src/lib/intl';

export const peopleMessages = defineMessages({
  loginTitle: { id: 'people.login.title', defaultMessage: 'Iniciar sesión' },
  email: { id: 'people.field.email', defaultMessage: 'Email' },
  password: { id: 'people.field.password', defaultMessage: 'Contraseña' },
  loginSubmit: { id: 'people.login.submit', defaultMessage: 'Entrar' },
  loginFailed: { id: 'people.login.failed', defaultMessage: 'El email o la contraseña no son correctos' },
  accountDisabled: {
    id: 'people.login.disabled',
    defaultMessage: 'Tu cuenta no está activa. Si crees que es un error, habla con la academia.',
  },
  loginLocked: {
    id: 'people.login.locked',
    defaultMessage: 'Demasiados intentos fallidos. Espera {minutes} minutos y vuelve a intentarlo.',
  },
  loggedOut: { id: 'people.logout.done', defaultMessage: 'Has cerrado la sesión' },
  logoutTitle: { id: 'people.logout.title', defaultMessage: 'Cerrar sesión' },
  logoutQuestion: { id: 'people.logout.question', defaultMessage: '¿Quieres cerrar la sesión en este navegador?' },
  logoutSubmit: { id: 'people.logout.submit', defaultMessage: 'Cerrar sesión' },
  logoutCancel: { id: 'people.logout.cancel', defaultMessage: 'Seguir en la intranet' },
  sessionExpired: { id: 'people.session.expired', defaultMessage: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' },
  emailTaken: { id: 'people.email.taken', defaultMessage: 'Ya existe un usuario con ese email' },
  birthDateFuture: {
    id: 'people.birthDate.future',
    defaultMessage: 'La fecha de nacimiento no puede ser posterior a hoy',
  },
  birthDateTooOld: {
    id: 'people.birthDate.tooOld',
    defaultMessage: 'La fecha de nacimiento no puede ser anterior al {date}',
  },
  postalCodeElsewhere: {
    id: 'people.error.postalCodeElsewhere',
    defaultMessage: 'El código postal no es de la provincia del municipio',
  },
  municipalityNotFound: {
    id: 'people.municipality.notFound',
    defaultMessage: 'No hay ningún municipio con ese nombre; elige uno de la lista',
  },
  municipalityAmbiguous: {
    id: 'people.municipality.ambiguous',
    defaultMessage: 'Hay varios municipios con ese nombre; elige uno de la lista',
  },
  forgotPassword: { id: 'people.login.forgot', defaultMessage: '¿Has olvidado tu contraseña?' },
  // What a refused delete of the academic catalogue says is attached (registered with academicSettings.addDependant).
  usedByTeacherSubjects: {
    id: 'academic.use.teacherSubjects',
    defaultMessage: '{count, plural, one {# asignatura de profesor} other {# asignaturas de profesores}}',
  },
  usedByStudents: { id: 'academic.use.students', defaultMessage: '{count, plural, one {# alumno} other {# alumnos}}' },
  // What a refused delete of a place says uses it (registered with places.addDependant).
  placeUsedByTeachers: {
    id: 'places.use.teachers',
    defaultMessage: '{count, plural, one {# profesor} other {# profesores}}',
  },
  placeUsedByCustomers: {
    id: 'places.use.customers',
    defaultMessage: '{count, plural, one {# cliente} other {# clientes}}',
  },
  placeUsedByInvoiceData: {
    id: 'places.use.customersInvoiceData',
    defaultMessage:
      '{count, plural, one {# cliente en sus datos de facturación} other {# clientes en sus datos de facturación}}',
  },
  placeUsedByTeacherDistricts: {
    id: 'places.use.teacherDistricts',
    defaultMessage: '{count, plural, one {# profesor entre sus distritos} other {# profesores entre sus distritos}}',
  },
  usedByTeacherStudies: {
    id: 'academic.use.teacherStudies',
    defaultMessage: '{count, plural, one {# estudio de profesor} other {# estudios de profesores}}',
  },
});
