import { defineMessages } from '../../src/lib/intl';

/** Texts of the customers and students screens. */
export const customersMessages = defineMessages({
  title: { id: 'people.customers.title', defaultMessage: 'Clientes' },
  intro: {
    id: 'people.customers.intro',
    defaultMessage: 'Familias y empresas que pagan las clases, con sus alumnos y sus datos de facturación.',
  },
  newCustomer: { id: 'people.customers.new', defaultMessage: 'Nuevo cliente' },
  customer: { id: 'people.customers.customer', defaultMessage: 'Cliente' },
  firstName: { id: 'people.customers.field.firstName', defaultMessage: 'Nombre' },
  firstNameHelp: { id: 'people.customers.field.firstNameHelp', defaultMessage: 'Si es una empresa, su razón social.' },
  lastName: { id: 'people.customers.field.lastName', defaultMessage: 'Apellidos' },
  lastNameHelp: { id: 'people.customers.field.lastNameHelp', defaultMessage: 'No hace falta si es una empresa.' },
  name: { id: 'people.customers.field.name', defaultMessage: 'Nombre' },
  isCompany: { id: 'people.customers.field.isCompany', defaultMessage: 'Es una empresa' },
  kind: { id: 'people.customers.field.kind', defaultMessage: 'Tipo' },
  company: { id: 'people.customers.kind.company', defaultMessage: 'Empresa' },
  family: { id: 'people.customers.kind.family', defaultMessage: 'Familia' },
  nif: { id: 'people.customers.field.nif', defaultMessage: 'NIF' },
  nifHelp: {
    id: 'people.customers.field.nifHelp',
    defaultMessage: 'DNI, NIE o CIF, con su letra o dígito de control.',
  },
  email: { id: 'people.customers.field.email', defaultMessage: 'Email' },
  contact: { id: 'people.customers.field.contact', defaultMessage: 'Contacto' },
  phone: { id: 'people.customers.field.phone', defaultMessage: 'Teléfono' },
  address: { id: 'people.customers.field.address', defaultMessage: 'Dirección' },
  postalCode: { id: 'people.customers.field.postalCode', defaultMessage: 'Código postal' },
  municipality: { id: 'people.customers.field.municipality', defaultMessage: 'Municipio' },
  district: { id: 'people.customers.field.district', defaultMessage: 'Distrito' },
  noDistrict: { id: 'people.customers.field.noDistrict', defaultMessage: 'Sin distrito' },
  districtHelp: {
    id: 'people.customers.field.districtHelp',
    defaultMessage: 'Solo en los municipios que tienen distritos (Madrid, Barcelona).',
  },
  districtElsewhere: {
    id: 'people.customers.error.districtElsewhere',
    defaultMessage: 'El distrito no es del municipio elegido',
  },
  iban: { id: 'people.customers.field.iban', defaultMessage: 'IBAN' },
  ibanHelp: {
    id: 'people.customers.field.ibanHelp',
    defaultMessage: 'Para domiciliar los pagos. Por ejemplo: ES91 2100 0418 4502 0005 1332',
  },
  source: { id: 'people.customers.field.source', defaultMessage: 'Cómo nos conoció' },
  advisor: { id: 'people.customers.field.advisor', defaultMessage: 'Asesora' },
  noAdvisor: { id: 'people.customers.field.noAdvisor', defaultMessage: 'Sin asesora' },
  advisorInvalid: { id: 'people.customers.error.advisor', defaultMessage: 'Elige una asesora de la lista' },
  sameNif: {
    id: 'people.customers.sameNif',
    defaultMessage: '{count, plural, one {Otro cliente tiene} other {Otros # clientes tienen}} el mismo NIF:',
  },
  sameNifHint: {
    id: 'people.customers.sameNifHint',
    defaultMessage: 'Si es la misma familia, deja un solo cliente con sus alumnos y bonos.',
  },
  remarks: { id: 'people.customers.field.remarks', defaultMessage: 'Observaciones' },
  personalData: { id: 'people.customers.section.personal', defaultMessage: 'Datos personales' },
  contactData: { id: 'people.customers.section.contact', defaultMessage: 'Contacto y dirección' },
  commercialData: { id: 'people.customers.section.commercial', defaultMessage: 'Seguimiento comercial' },
  invoiceData: { id: 'people.customers.section.invoice', defaultMessage: 'Datos de facturación' },
  invoiceSameAsPersonal: { id: 'people.customers.field.invoiceSame', defaultMessage: 'Igual que los datos personales' },
  invoiceSameHelp: {
    id: 'people.customers.field.invoiceSameHelp',
    defaultMessage:
      'Las facturas llevarán el nombre, NIF, email y dirección del cliente. Desmárcalo para facturar a otra persona o empresa.',
  },
  invoiceName: { id: 'people.customers.field.invoiceName', defaultMessage: 'Nombre en la factura' },
  invoiceEmail: { id: 'people.customers.field.invoiceEmail', defaultMessage: 'Email de facturación' },
  invoiceNif: { id: 'people.customers.field.invoiceNif', defaultMessage: 'NIF en la factura' },
  invoiceAddress: { id: 'people.customers.field.invoiceAddress', defaultMessage: 'Dirección de facturación' },
  invoicePostalCode: { id: 'people.customers.field.invoicePostalCode', defaultMessage: 'Código postal de facturación' },
  invoiceMunicipality: { id: 'people.customers.field.invoiceMunicipality', defaultMessage: 'Municipio de facturación' },
  sourceWebform: { id: 'people.customers.source.webform', defaultMessage: 'Formulario web' },
  sourceAlumni: { id: 'people.customers.source.alumni', defaultMessage: 'Antiguo alumno' },
  sourceReferee: { id: 'people.customers.source.referee', defaultMessage: 'Recomendación' },
  sourceOther: { id: 'people.customers.source.other', defaultMessage: 'Otro' },
  all: { id: 'people.customers.filter.all', defaultMessage: 'Todos' },
  allAdvisors: { id: 'people.customers.filter.allAdvisors', defaultMessage: 'Todas' },
  students: { id: 'people.customers.students', defaultMessage: 'Alumnos' },
  studentCount: { id: 'people.customers.studentCount', defaultMessage: 'Alumnos' },
  noStudents: { id: 'people.customers.noStudents', defaultMessage: 'Este cliente todavía no tiene alumnos.' },
  addStudent: { id: 'people.customers.addStudent', defaultMessage: 'Añadir alumno' },
  createdDate: { id: 'people.customers.field.createdDate', defaultMessage: 'Alta' },
  downloadCsv: { id: 'people.customers.csv', defaultMessage: 'Descargar CSV' },
  downloadCsvHelp: {
    id: 'people.customers.csvHelp',
    defaultMessage: 'Descargar esta lista (con los filtros aplicados) como CSV',
  },
  created: { id: 'people.customers.created', defaultMessage: 'Se ha creado el cliente «{name}»' },
  alreadySent: {
    id: 'people.customers.alreadySent',
    defaultMessage:
      'Este formulario ya se había guardado con otros datos y no se ha creado otro cliente. Si es un cliente distinto, revisa los datos y vuelve a guardar.',
  },
  repeated: {
    id: 'people.customers.repeated',
    defaultMessage:
      'Acabas de crear un cliente con estos mismos datos, así que no se ha creado otro. Si de verdad quieres otro cliente igual, pulsa «Crear» otra vez.',
  },
  seeCreated: { id: 'people.customers.seeCreated', defaultMessage: 'Ver el cliente creado' },
  updated: { id: 'people.customers.updated', defaultMessage: 'Se han guardado los cambios de «{name}»' },
  deleted: { id: 'people.customers.deleted', defaultMessage: 'Se ha eliminado el cliente «{name}»' },
  deleteTitle: { id: 'people.customers.deleteTitle', defaultMessage: 'Eliminar el cliente «{name}»' },
  deleteQuestion: {
    id: 'people.customers.deleteQuestion',
    defaultMessage: '¿Seguro que quieres eliminar el cliente «{name}»? No se puede deshacer.',
  },
  hasStudents: {
    id: 'people.customers.error.hasStudents',
    defaultMessage:
      'No se puede eliminar el cliente porque tiene alumnos ({count}). Elimina antes sus alumnos o pásalos a otro cliente.',
  },
  notFound: { id: 'people.customers.error.notFound', defaultMessage: 'No existe ese cliente' },
  customerNotFound: {
    id: 'people.customers.error.customerNotFound',
    defaultMessage: 'No hay ningún cliente con ese nombre; elige uno de la lista',
  },
  customerAmbiguous: {
    id: 'people.customers.error.customerAmbiguous',
    defaultMessage: 'Hay varios clientes con ese nombre; elige uno de la lista',
  },

  // Students
  studentsTitle: { id: 'people.students.title', defaultMessage: 'Alumnos' },
  studentsIntro: {
    id: 'people.students.intro',
    defaultMessage: 'Los alumnos que reciben las clases; cada uno pertenece a un cliente, que es quien paga.',
  },
  newStudent: { id: 'people.students.new', defaultMessage: 'Nuevo alumno' },
  student: { id: 'people.students.student', defaultMessage: 'Alumno' },
  birthDate: { id: 'people.students.field.birthDate', defaultMessage: 'Fecha de nacimiento' },
  course: { id: 'people.students.field.course', defaultMessage: 'Curso' },
  level: { id: 'people.students.field.level', defaultMessage: 'Nivel' },
  noCourse: { id: 'people.students.field.noCourse', defaultMessage: 'Sin curso' },
  noCoursesYet: {
    id: 'people.students.none.courses',
    defaultMessage:
      'Aún no hay cursos en la academia: se puede dejar sin curso, o crear antes los niveles y sus cursos.',
  },
  toAcademicSettings: { id: 'people.students.none.toAcademicSettings', defaultMessage: 'Ir a Ajustes académicos' },
  allCourses: { id: 'people.students.filter.allCourses', defaultMessage: 'Todos' },
  courseInvalid: { id: 'people.students.error.course', defaultMessage: 'Elige un curso de la lista' },
  studentLastNameHelp: {
    id: 'people.students.field.lastNameHelp',
    defaultMessage: 'Si lo dejas vacío, los del cliente.',
  },
  studentCustomerHelp: {
    id: 'people.students.field.customerHelp',
    defaultMessage: 'Quien paga las clases: escribe su nombre, email o NIF.',
  },
  studentCreated: { id: 'people.students.created', defaultMessage: 'Se ha creado el alumno «{name}»' },
  studentAlreadySent: {
    id: 'people.students.alreadySent',
    defaultMessage:
      'Este formulario ya se había guardado con otros datos y no se ha creado otro alumno. Si es un alumno distinto, revisa los datos y vuelve a guardar.',
  },
  studentRepeated: {
    id: 'people.students.repeated',
    defaultMessage:
      'Acabas de crear un alumno con estos mismos datos, así que no se ha creado otro. Si de verdad quieres otro alumno igual, pulsa «Crear» otra vez.',
  },
  studentSeeCreated: { id: 'people.students.seeCreated', defaultMessage: 'Ver el alumno creado' },
  studentUpdated: { id: 'people.students.updated', defaultMessage: 'Se han guardado los cambios de «{name}»' },
  studentDeleted: { id: 'people.students.deleted', defaultMessage: 'Se ha eliminado el alumno «{name}»' },
  studentDeleteTitle: { id: 'people.students.deleteTitle', defaultMessage: 'Eliminar el alumno «{name}»' },
  studentDeleteQuestion: {
    id: 'people.students.deleteQuestion',
    defaultMessage: '¿Seguro que quieres eliminar el alumno «{name}»? No se puede deshacer.',
  },
  studentNotFound: { id: 'people.students.error.notFound', defaultMessage: 'No existe ese alumno' },
  studentFamilyLocked: {
    id: 'people.students.error.familyLocked',
    defaultMessage:
      'No se puede cambiar el cliente de un alumno que ya tiene bonos, clases o intereses: son de este cliente. Da de alta el alumno en el otro cliente',
  },
  seeCustomer: { id: 'people.students.seeCustomer', defaultMessage: 'Ver el cliente' },
  // The CSV export's column headers.
  csvFirstName: { id: 'people.customers.csv.firstName', defaultMessage: 'Nombre' },
  csvLastName: { id: 'people.customers.csv.lastName', defaultMessage: 'Apellidos' },
  csvKind: { id: 'people.customers.csv.kind', defaultMessage: 'Tipo' },
  csvNif: { id: 'people.customers.csv.nif', defaultMessage: 'NIF' },
  csvEmail: { id: 'people.customers.csv.email', defaultMessage: 'Email' },
  csvPhone: { id: 'people.customers.csv.phone', defaultMessage: 'Teléfono' },
  csvAddress: { id: 'people.customers.csv.address', defaultMessage: 'Dirección' },
  csvPostalCode: { id: 'people.customers.csv.postalCode', defaultMessage: 'Código postal' },
  csvMunicipalityName: { id: 'people.customers.csv.municipalityName', defaultMessage: 'Municipio' },
  csvDistrictName: { id: 'people.customers.csv.districtName', defaultMessage: 'Distrito' },
  csvSource: { id: 'people.customers.csv.source', defaultMessage: 'Cómo nos conoció' },
  csvAdvisorName: { id: 'people.customers.csv.advisorName', defaultMessage: 'Asesora' },
  csvStudentCount: { id: 'people.customers.csv.studentCount', defaultMessage: 'Alumnos' },
  csvInvoiceName: { id: 'people.customers.csv.invoiceName', defaultMessage: 'Nombre en la factura' },
  csvInvoiceNif: { id: 'people.customers.csv.invoiceNif', defaultMessage: 'NIF en la factura' },
  csvInvoiceEmail: { id: 'people.customers.csv.invoiceEmail', defaultMessage: 'Email de facturación' },
  csvInvoiceAddress: { id: 'people.customers.csv.invoiceAddress', defaultMessage: 'Dirección de facturación' },
  csvInvoicePostalCode: {
    id: 'people.customers.csv.invoicePostalCode',
    defaultMessage: 'Código postal de facturación',
  },
  csvInvoiceMunicipalityName: {
    id: 'people.customers.csv.invoiceMunicipalityName',
    defaultMessage: 'Municipio de facturación',
  },
  csvCreated: { id: 'people.customers.csv.created', defaultMessage: 'Alta' },
});
