import { defineMessages } from '../../src/lib/intl';

export const settingsMessages = defineMessages({
  title: { id: 'academic.title', defaultMessage: 'Ajustes académicos' },
  intro: {
    id: 'academic.intro',
    defaultMessage:
      'Niveles, cursos y asignaturas que se enseñan, los estudios de los profesores y los precios por hora.',
  },
  levels: { id: 'academic.levels', defaultMessage: 'Niveles' },
  noLevelsYet: { id: 'academic.none.levels', defaultMessage: 'Aún no hay ningún nivel: crea primero los niveles.' },
  noCoursesYet: { id: 'academic.none.courses', defaultMessage: 'Aún no hay ningún curso: crea primero los cursos.' },
  noSubjectsYet: {
    id: 'academic.none.subjects',
    defaultMessage: 'Aún no hay ninguna asignatura: crea primero las asignaturas.',
  },
  setupLevels: {
    id: 'academic.setup.levels',
    defaultMessage: 'Crea los niveles que enseña la academia (Primaria, ESO…) y los cursos de cada uno',
  },
  setupSubjects: {
    id: 'academic.setup.subjects',
    defaultMessage: 'Crea las asignaturas y marca en «Asignaturas por curso» las que ofrece cada curso',
  },
  setupPrices: {
    id: 'academic.setup.prices',
    defaultMessage: 'Pon los precios por hora: lo que paga la familia y lo que cobra el profesor',
  },
  courses: { id: 'academic.courses', defaultMessage: 'Cursos' },
  subjects: { id: 'academic.subjects', defaultMessage: 'Asignaturas' },
  courseSubjects: { id: 'academic.courseSubjects', defaultMessage: 'Asignaturas por curso' },
  studies: { id: 'academic.studies', defaultMessage: 'Estudios' },
  prices: { id: 'academic.prices', defaultMessage: 'Precios' },
  level: { id: 'academic.level', defaultMessage: 'Nivel' },
  course: { id: 'academic.course', defaultMessage: 'Curso' },
  subject: { id: 'academic.subject', defaultMessage: 'Asignatura' },
  courseSubject: { id: 'academic.courseSubject', defaultMessage: 'Asignatura de un curso' },
  study: { id: 'academic.study', defaultMessage: 'Estudio' },
  price: { id: 'academic.price', defaultMessage: 'Precio' },
  newLevel: { id: 'academic.newLevel', defaultMessage: 'Nuevo nivel' },
  newCourse: { id: 'academic.newCourse', defaultMessage: 'Nuevo curso' },
  newSubject: { id: 'academic.newSubject', defaultMessage: 'Nueva asignatura' },
  newCourseSubject: { id: 'academic.newCourseSubject', defaultMessage: 'Añadir asignatura a un curso' },
  newStudy: { id: 'academic.newStudy', defaultMessage: 'Nuevo estudio' },
  newPrice: { id: 'academic.newPrice', defaultMessage: 'Nuevo precio' },

  name: { id: 'academic.field.name', defaultMessage: 'Nombre' },
  position: { id: 'academic.field.position', defaultMessage: 'Orden' },
  positionHelp: {
    id: 'academic.field.positionHelp',
    defaultMessage: 'Posición en las listas (0 va primero). Si lo dejas vacío, va al final.',
  },
  courseCount: { id: 'academic.field.courseCount', defaultMessage: 'Cursos' },
  subjectCount: { id: 'academic.field.subjectCount', defaultMessage: 'Asignaturas' },
  target: { id: 'academic.field.target', defaultMessage: 'Se aplica a' },
  targetHelp: {
    id: 'academic.field.targetHelp',
    defaultMessage:
      'Un nivel entero o un curso concreto; el precio de un curso tiene preferencia sobre el de su nivel.',
  },
  chooseTarget: { id: 'academic.field.chooseTarget', defaultMessage: 'Elige un nivel o un curso' },
  levelOption: { id: 'academic.field.levelOption', defaultMessage: 'Todo {name}' },
  customerPrice: { id: 'academic.field.customerPrice', defaultMessage: 'Precio por hora para el cliente (€)' },
  teacherPay: { id: 'academic.field.teacherPay', defaultMessage: 'Pago por hora al profesor (€)' },
  moneyHelp: { id: 'academic.field.moneyHelp', defaultMessage: 'En euros, por ejemplo 24,50' },
  customerPriceShort: { id: 'academic.field.customerPriceShort', defaultMessage: 'Cliente / hora' },
  teacherPayShort: { id: 'academic.field.teacherPayShort', defaultMessage: 'Profesor / hora' },
  validFrom: { id: 'academic.field.validFrom', defaultMessage: 'Válido desde' },
  validFromHelp: {
    id: 'academic.field.validFromHelp',
    defaultMessage:
      'Se aplica a los bonos creados desde ese día hasta que empiece el siguiente precio del mismo nivel o curso.',
  },
  state: { id: 'academic.field.state', defaultMessage: 'Estado' },
  current: { id: 'academic.state.current', defaultMessage: 'Vigente' },
  future: { id: 'academic.state.future', defaultMessage: 'Próximo' },
  past: { id: 'academic.state.past', defaultMessage: 'Histórico' },
  anyState: { id: 'academic.filter.anyState', defaultMessage: 'Todos' },
  anyLevel: { id: 'academic.filter.anyLevel', defaultMessage: 'Todos' },
  anyCourse: { id: 'academic.filter.anyCourse', defaultMessage: 'Todos' },
  updatedDate: { id: 'academic.field.updatedDate', defaultMessage: 'Última modificación' },
  chooseCourse: { id: 'academic.field.chooseCourse', defaultMessage: 'Elige un curso' },
  chooseSubject: { id: 'academic.field.chooseSubject', defaultMessage: 'Elige una asignatura' },
  chooseLevel: { id: 'academic.field.chooseLevel', defaultMessage: 'Elige un nivel' },
  show: { id: 'academic.show', defaultMessage: 'Ver' },
  byCourse: { id: 'academic.byCourse', defaultMessage: 'Elegir por curso' },
  byCourseIntro: { id: 'academic.byCourseIntro', defaultMessage: 'Elige un curso y marca las asignaturas que ofrece.' },
  pairsIntro: {
    id: 'academic.pairsIntro',
    defaultMessage:
      'Cada fila es una asignatura que ofrece un curso. Con «Elegir por curso» marcas de una vez todas las de un curso.',
  },
  offeredSubjects: { id: 'academic.offeredSubjects', defaultMessage: 'Asignaturas que ofrece {course}' },
  saveSubjects: { id: 'academic.saveSubjects', defaultMessage: 'Guardar asignaturas' },
  subjectsSaved: { id: 'academic.subjectsSaved', defaultMessage: 'Se han guardado las asignaturas de «{name}»' },
  pricesIntro: {
    id: 'academic.pricesIntro',
    defaultMessage:
      'Cada bono copia el precio vigente el día en que se crea: el del curso si tiene uno, si no el de su nivel. Cambiar un precio no cambia los bonos ya creados.',
  },

  nameTaken: { id: 'academic.error.nameTaken', defaultMessage: 'Ya existe un registro con ese nombre' },
  levelNameTaken: { id: 'academic.error.levelNameTaken', defaultMessage: 'Ya existe un nivel con ese nombre' },
  courseNameTaken: {
    id: 'academic.error.courseNameTaken',
    defaultMessage: 'Ya existe un curso con ese nombre en ese nivel',
  },
  subjectNameTaken: {
    id: 'academic.error.subjectNameTaken',
    defaultMessage: 'Ya existe una asignatura con ese nombre',
  },
  studyNameTaken: { id: 'academic.error.studyNameTaken', defaultMessage: 'Ya existe un estudio con ese nombre' },
  levelNameTakenAs: {
    id: 'academic.error.levelNameTakenAs',
    defaultMessage: 'Ya existe el nivel «{name}»; {why}',
  },
  courseNameTakenAs: {
    id: 'academic.error.courseNameTakenAs',
    defaultMessage: 'Ya existe el curso «{name}» en ese nivel; {why}',
  },
  subjectNameTakenAs: {
    id: 'academic.error.subjectNameTakenAs',
    defaultMessage: 'Ya existe la asignatura «{name}»; {why}',
  },
  studyNameTakenAs: {
    id: 'academic.error.studyNameTakenAs',
    defaultMessage: 'Ya existe el estudio «{name}»; {why}',
  },
  courseSubjectTaken: { id: 'academic.error.courseSubjectTaken', defaultMessage: 'Ese curso ya ofrece esa asignatura' },
  validFromTooEarly: {
    id: 'academic.error.validFromTooEarly',
    defaultMessage: 'La fecha no puede ser anterior al {date}',
  },
  validFromTooLate: {
    id: 'academic.error.validFromTooLate',
    defaultMessage: 'La fecha no puede ser posterior al {date}',
  },
  priceDateTaken: {
    id: 'academic.error.priceDateTaken',
    defaultMessage: 'Ya hay un precio de ese nivel o curso que empieza ese día',
  },
  targetBoth: { id: 'academic.error.targetBoth', defaultMessage: 'Elige un nivel o un curso, no los dos' },
  positionMax: {
    id: 'academic.error.positionMax',
    defaultMessage: 'La posición no puede ser mayor que 10.000',
  },
  choiceMissing: {
    id: 'academic.error.choiceMissing',
    defaultMessage: 'Esa opción ya no existe; elige otra de la lista',
  },
  payAbovePrice: {
    id: 'academic.error.payAbovePrice',
    defaultMessage: 'El pago al profesor no puede ser mayor que el precio para el cliente',
  },
  notFound: { id: 'academic.error.notFound', defaultMessage: 'No existe ese registro de los ajustes académicos' },
  inUse: {
    id: 'academic.error.inUse',
    defaultMessage: 'No se puede eliminar «{name}» porque tiene {list}. Quítalos o cámbialos antes.',
  },
  usedByCourses: { id: 'academic.use.courses', defaultMessage: '{count, plural, one {# curso} other {# cursos}}' },
  usedByPrices: { id: 'academic.use.prices', defaultMessage: '{count, plural, one {# precio} other {# precios}}' },

  created: { id: 'academic.created', defaultMessage: 'Se ha creado «{name}»' },
  updated: { id: 'academic.updated', defaultMessage: 'Se han guardado los cambios de «{name}»' },
  deleted: { id: 'academic.deleted', defaultMessage: 'Se ha eliminado «{name}»' },
  deleteTitle: { id: 'academic.deleteTitle', defaultMessage: 'Eliminar «{name}»' },
  deleteQuestion: {
    id: 'academic.deleteQuestion',
    defaultMessage: '¿Seguro que quieres eliminar «{name}»? No se puede deshacer.',
  },
  deleteCourseQuestion: {
    id: 'academic.deleteCourseQuestion',
    defaultMessage:
      '¿Seguro que quieres eliminar «{name}»? También deja de ofrecer sus asignaturas. No se puede deshacer.',
  },
  deleteSubjectQuestion: {
    id: 'academic.deleteSubjectQuestion',
    defaultMessage: '¿Seguro que quieres eliminar «{name}»? Los cursos dejarán de ofrecerla. No se puede deshacer.',
  },
});
