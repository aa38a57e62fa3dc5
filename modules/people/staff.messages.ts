import { defineMessages } from '../../src/lib/intl';

/** Texts of the staff screens (admins and advisors) and of the password flows. */
export const staffMessages = defineMessages({
  adminsTitle: { id: 'people.staff.admins.title', defaultMessage: 'Administradores' },
  advisorsTitle: { id: 'people.staff.advisors.title', defaultMessage: 'Asesoras' },
  setupTeachers: {
    id: 'people.setup.teachers',
    defaultMessage: 'Da de alta a los profesores (o activa a los candidatos de «Trabaja con nosotros»)',
  },
  setupAdvisors: {
    id: 'people.setup.advisors',
    defaultMessage: 'Crea las cuentas de las asesoras que atienden a las familias',
  },
  setupCustomers: {
    id: 'people.setup.customers',
    defaultMessage: 'Da de alta a los clientes (las familias) y sus alumnos',
  },
  adminsIntro: {
    id: 'people.staff.admins.intro',
    defaultMessage: 'Las personas que administran la academia: gestionan todo, también las cuentas del personal.',
  },
  advisorsIntro: {
    id: 'people.staff.advisors.intro',
    defaultMessage: 'Las asesoras gestionan clientes, alumnos y profesores, pero no las cuentas del personal.',
  },
  newAdmin: { id: 'people.staff.admins.new', defaultMessage: 'Nuevo administrador' },
  newAdvisor: { id: 'people.staff.advisors.new', defaultMessage: 'Nueva asesora' },
  accountantsTitle: { id: 'people.staff.accountants.title', defaultMessage: 'Gestoría' },
  accountantsIntro: {
    id: 'people.staff.accountants.intro',
    defaultMessage:
      'Las cuentas de la gestoría: consultan y descargan las facturas y sus exportaciones, sin cambiar nada.',
  },
  newAccountant: { id: 'people.staff.accountants.new', defaultMessage: 'Nueva cuenta de gestoría' },
  firstName: { id: 'people.staff.firstName', defaultMessage: 'Nombre' },
  lastName: { id: 'people.staff.lastName', defaultMessage: 'Apellidos' },
  name: { id: 'people.staff.name', defaultMessage: 'Nombre' },
  email: { id: 'people.staff.email', defaultMessage: 'Email' },
  phone: { id: 'people.staff.phone', defaultMessage: 'Teléfono' },
  status: { id: 'people.staff.status', defaultMessage: 'Estado' },
  allStatuses: { id: 'people.staff.status.all', defaultMessage: 'Todos' },
  active: { id: 'people.staff.status.active', defaultMessage: 'Activo' },
  inactive: { id: 'people.staff.status.inactive', defaultMessage: 'Inactivo' },
  activeMany: { id: 'people.staff.status.activeMany', defaultMessage: 'Activos' },
  inactiveMany: { id: 'people.staff.status.inactiveMany', defaultMessage: 'Inactivos' },
  // The same of the lists of women (asesoras) or of accounts (la gestoría's): «Activa», «Todas».
  allStatusesFeminine: { id: 'people.staff.status.allFeminine', defaultMessage: 'Todas' },
  activeFeminine: { id: 'people.staff.status.activeFeminine', defaultMessage: 'Activa' },
  inactiveFeminine: { id: 'people.staff.status.inactiveFeminine', defaultMessage: 'Inactiva' },
  activeManyFeminine: { id: 'people.staff.status.activeManyFeminine', defaultMessage: 'Activas' },
  inactiveManyFeminine: { id: 'people.staff.status.inactiveManyFeminine', defaultMessage: 'Inactivas' },
  createdDate: { id: 'people.staff.createdDate', defaultMessage: 'Alta' },
  created: { id: 'people.staff.created', defaultMessage: 'Se ha creado la cuenta de {name}' },
  alreadySent: {
    id: 'people.staff.alreadySent',
    defaultMessage:
      'Este formulario ya se había guardado con otros datos y no se ha creado otra cuenta. Si es una cuenta distinta, revisa los datos y vuelve a guardar.',
  },
  repeated: {
    id: 'people.staff.repeated',
    defaultMessage: 'Acabas de crear esta cuenta con estos mismos datos: ya está guardada y no se ha creado otra.',
  },
  seeCreated: { id: 'people.staff.seeCreated', defaultMessage: 'Ver la cuenta creada' },
  updated: { id: 'people.staff.updated', defaultMessage: 'Se han guardado los datos de {name}' },
  activated: { id: 'people.staff.activated', defaultMessage: 'Se ha activado la cuenta de {name}' },
  deactivated: {
    id: 'people.staff.deactivated',
    defaultMessage: 'Se ha desactivado la cuenta de {name}: ya no puede iniciar sesión',
  },
  notFound: { id: 'people.staff.notFound', defaultMessage: 'No existe esa cuenta' },
  accountSection: { id: 'people.staff.accountSection', defaultMessage: 'Acceso' },
  isActiveText: { id: 'people.staff.isActiveText', defaultMessage: 'La cuenta está activa: puede iniciar sesión.' },
  isInactiveText: {
    id: 'people.staff.isInactiveText',
    defaultMessage: 'La cuenta está desactivada: no puede iniciar sesión.',
  },
  activate: { id: 'people.staff.activate', defaultMessage: 'Activar la cuenta' },
  deactivate: { id: 'people.staff.deactivate', defaultMessage: 'Desactivar la cuenta' },
  deactivateHelp: {
    id: 'people.staff.deactivateHelp',
    defaultMessage: 'Desactivarla cierra en el acto todas sus sesiones.',
  },
  noDelete: {
    id: 'people.staff.noDelete',
    defaultMessage:
      'Las cuentas no se eliminan, porque otros datos (clientes, clases, facturas) las mencionan. Para quitar el acceso a alguien, desactiva su cuenta.',
  },
  ownAccount: { id: 'people.staff.ownAccount', defaultMessage: 'Es tu propia cuenta.' },
  cannotDeactivateSelf: {
    id: 'people.staff.cannotDeactivateSelf',
    defaultMessage: 'No puedes desactivar tu propia cuenta',
  },
  lastAdmin: {
    id: 'people.staff.lastAdmin',
    defaultMessage: 'No se puede desactivar: la academia tiene que tener al menos un administrador activo',
  },
});
