import { defineMessages } from '../lib/intl';

/** What the GraphQL API answers when a request is refused before it runs (limits, shape, validation). */
export const graphqlMessages = defineMessages({
  queryTooLarge: {
    id: 'graphql.queryTooLarge',
    defaultMessage: 'La consulta GraphQL es demasiado larga: el máximo son {limit} caracteres',
  },
  tooManyTokens: {
    id: 'graphql.tooManyTokens',
    // A detail: it follows «La consulta GraphQL no es válida: ».
    defaultMessage: 'es demasiado larga, tiene demasiados elementos',
  },
  tooManyAliases: {
    id: 'graphql.tooManyAliases',
    defaultMessage: 'La consulta GraphQL usa {count} alias y el máximo son {limit}',
  },
  tooManyFields: {
    id: 'graphql.tooManyFields',
    defaultMessage: 'La consulta GraphQL pide demasiados campos: el máximo son {limit}',
  },
  tooCostly: {
    id: 'graphql.tooCostly',
    defaultMessage:
      'La consulta GraphQL pide demasiados datos de una vez (coste {cost}, máximo {limit}): divídela en varias',
  },
  tooDeep: {
    id: 'graphql.tooDeep',
    defaultMessage: 'La consulta GraphQL anida {depth} niveles y el máximo son {limit}',
  },
  responseTooLarge: {
    id: 'graphql.responseTooLarge',
    defaultMessage: 'La respuesta sería demasiado grande: pide menos filas o menos campos',
  },
  introspectionDisabled: {
    id: 'graphql.introspectionDisabled',
    defaultMessage: 'La consulta del esquema (introspección) no está disponible en este servidor',
  },
  badBody: {
    id: 'graphql.badBody',
    defaultMessage:
      'La petición GraphQL debe ser un objeto JSON con «query» (texto), «variables» (objeto) y «operationName» (texto)',
  },
  badField: {
    id: 'graphql.badField',
    defaultMessage: 'La petición GraphQL no es válida: «{field}» debe ser {expected}',
  },
  text: { id: 'graphql.expected.text', defaultMessage: 'un texto' },
  object: { id: 'graphql.expected.object', defaultMessage: 'un objeto JSON' },
  badVariablesJson: {
    id: 'graphql.badVariablesJson',
    defaultMessage: 'Las variables de la consulta no son un JSON válido',
  },
  subscriptionOverHttp: {
    id: 'graphql.subscriptionOverHttp',
    defaultMessage:
      'Las suscripciones (subscription) se abren por WebSocket en /api/graphql (protocolo graphql-transport-ws), no con una petición HTTP',
  },
  // Close reasons of a live-updates WebSocket (at most 123 bytes each, WebSocket's limit).
  socketNoSession: {
    id: 'graphql.socket.noSession',
    defaultMessage: 'Tu sesión ha terminado: vuelve a iniciar sesión para ver los cambios en directo',
  },
  socketOrigin: {
    id: 'graphql.socket.origin',
    defaultMessage: 'Conexión rechazada: solo se admite desde las páginas de esta intranet',
  },
  socketProtocol: {
    id: 'graphql.socket.protocol',
    defaultMessage: 'Conexión rechazada: usa el protocolo graphql-transport-ws',
  },
  socketBadMessage: {
    id: 'graphql.socket.badMessage',
    defaultMessage: 'Mensaje no válido: la conexión de cambios en directo se ha cerrado',
  },
  socketTwiceInit: {
    id: 'graphql.socket.twiceInit',
    defaultMessage: 'La conexión de cambios en directo ya estaba iniciada',
  },
  socketDuplicateId: {
    id: 'graphql.socket.duplicateId',
    defaultMessage: 'Ya hay una suscripción abierta con ese identificador',
  },
  socketUnavailable: {
    id: 'graphql.socket.unavailable',
    defaultMessage: 'Los cambios en directo no están disponibles ahora: inténtalo en unos minutos',
  },
  socketClosing: {
    id: 'graphql.socket.closing',
    defaultMessage: 'El servidor se está reiniciando',
  },
  subscriptionOnly: {
    id: 'graphql.subscriptionOnly',
    defaultMessage:
      'Por WebSocket solo se abren suscripciones (subscription); las consultas y modificaciones van por POST a /api/graphql',
  },
  getMutation: {
    id: 'graphql.getMutation',
    defaultMessage: 'Las modificaciones (mutation) se envían con POST, no con GET',
  },
  // Details of a query GraphQL refuses, after 'La consulta GraphQL no es válida: '.
  syntax: { id: 'graphql.detail.syntax', defaultMessage: 'error de sintaxis{where}' },
  where: { id: 'graphql.detail.where', defaultMessage: ' en la línea {line}, columna {column}' },
  unknownField: { id: 'graphql.detail.unknownField', defaultMessage: 'el campo «{field}» no existe en «{type}»' },
  unknownArgument: {
    id: 'graphql.detail.unknownArgument',
    defaultMessage: 'el campo «{field}» no admite el argumento «{argument}»',
  },
  missingArgument: {
    id: 'graphql.detail.missingArgument',
    defaultMessage: 'falta el argumento obligatorio «{argument}» del campo «{field}»',
  },
  needsSelection: {
    id: 'graphql.detail.needsSelection',
    defaultMessage: 'el campo «{field}» necesita que elijas sus subcampos entre llaves',
  },
  noSelection: { id: 'graphql.detail.noSelection', defaultMessage: 'el campo «{field}» no tiene subcampos' },
  intRange: {
    id: 'graphql.detail.intRange',
    defaultMessage: 'un número entero está fuera del rango admitido (de -2147483648 a 2147483647)',
  },
  notInt: { id: 'graphql.detail.notInt', defaultMessage: 'se esperaba un número entero' },
  notFloat: { id: 'graphql.detail.notFloat', defaultMessage: 'se esperaba un número' },
  notString: { id: 'graphql.detail.notString', defaultMessage: 'se esperaba un texto' },
  notBoolean: { id: 'graphql.detail.notBoolean', defaultMessage: 'se esperaba true o false' },
  notId: { id: 'graphql.detail.notId', defaultMessage: 'se esperaba un identificador' },
  notEnum: { id: 'graphql.detail.notEnum', defaultMessage: 'el valor no es una de las opciones de «{type}»' },
  wrongType: { id: 'graphql.detail.wrongType', defaultMessage: 'el valor no es del tipo «{type}»' },
  notObject: { id: 'graphql.detail.notObject', defaultMessage: 'se esperaba un objeto de tipo «{type}»' },
  missingInputField: { id: 'graphql.detail.missingInputField', defaultMessage: 'falta el campo obligatorio «{field}»' },
  nullInputField: { id: 'graphql.detail.nullInputField', defaultMessage: 'el campo «{field}» no puede ser nulo' },
  unknownInputField: {
    id: 'graphql.detail.unknownInputField',
    defaultMessage: 'el campo «{field}» no existe en «{type}»',
  },
  badVariable: { id: 'graphql.detail.badVariable', defaultMessage: 'la variable «${name}» no es válida: {detail}' },
  missingVariable: { id: 'graphql.detail.missingVariable', defaultMessage: 'falta la variable obligatoria «${name}»' },
  nullVariable: { id: 'graphql.detail.nullVariable', defaultMessage: 'la variable «${name}» no puede ser nula' },
  undefinedVariable: {
    id: 'graphql.detail.undefinedVariable',
    defaultMessage: 'la variable «${name}» no está declarada',
  },
  unusedVariable: { id: 'graphql.detail.unusedVariable', defaultMessage: 'la variable «${name}» no se usa' },
  variableType: {
    id: 'graphql.detail.variableType',
    defaultMessage: 'la variable «${name}» no tiene el tipo que pide ese lugar',
  },
  unknownType: { id: 'graphql.detail.unknownType', defaultMessage: 'el tipo «{type}» no existe' },
  fragment: { id: 'graphql.detail.fragment', defaultMessage: 'un fragmento no es válido, no existe o no se usa' },
  directive: { id: 'graphql.detail.directive', defaultMessage: 'una directiva no existe o no se puede usar ahí' },
  duplicate: {
    id: 'graphql.detail.duplicate',
    defaultMessage: 'hay un nombre repetido (argumento, variable, operación o fragmento)',
  },
  operations: {
    id: 'graphql.detail.operations',
    defaultMessage: 'la consulta tiene varias operaciones: pon nombre a cada una e indica cuál en «operationName»',
  },
  unknownOperation: {
    id: 'graphql.detail.unknownOperation',
    defaultMessage: 'no hay ninguna operación «{name}»: «operationName» debe nombrar una operación de la consulta',
  },
  chooseOperation: {
    id: 'graphql.detail.chooseOperation',
    defaultMessage: 'la consulta tiene varias operaciones ({names}): indica en «operationName» cuál quieres ejecutar',
  },
  conflict: {
    id: 'graphql.detail.conflict',
    defaultMessage: 'dos campos con el mismo nombre piden cosas distintas: usa alias distintos',
  },
  subscription: { id: 'graphql.detail.subscription', defaultMessage: 'una suscripción debe pedir un solo campo' },
  tooManyErrors: { id: 'graphql.detail.tooManyErrors', defaultMessage: 'la consulta tiene demasiados errores' },
  generic: { id: 'graphql.detail.generic', defaultMessage: 'revisa los campos, los argumentos y los tipos' },
});
