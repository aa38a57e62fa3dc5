import { defineMessages } from './intl';

/** Texts the platform itself shows; each module keeps its own in `<module>.messages.ts`. */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Debes rellenar este campo' },
  email: { id: 'validation.email', defaultMessage: 'El email no tiene un formato válido' },
  passwordLength: { id: 'validation.passwordLength', defaultMessage: 'La contraseña debe tener al menos 8 caracteres' },
  passwordRepeat: { id: 'validation.passwordRepeat', defaultMessage: 'Las contraseñas no coinciden' },
  iban: { id: 'validation.iban', defaultMessage: 'El IBAN no es un número de cuenta válido' },
  nif: { id: 'validation.nif', defaultMessage: 'El NIF no es válido' },
  date: { id: 'validation.date', defaultMessage: 'La fecha no es válida (dd/mm/aaaa)' },
  filterDay: { id: 'validation.filterDay', defaultMessage: 'La fecha «{field}» no es válida (dd/mm/aaaa)' },
  filterMonth: { id: 'validation.filterMonth', defaultMessage: 'El mes «{field}» no es válido (mm/aaaa)' },
  filterTheMonth: { id: 'validation.filterTheMonth', defaultMessage: 'El mes no es válido (mm/aaaa)' },
  dateRangeReversed: {
    id: 'validation.dateRangeReversed',
    defaultMessage: 'La fecha «{to}» no puede ser anterior a la fecha «{from}»: cámbialas para ver la lista',
  },
  // The same of a period of months (ListSpec.periodReversed of the payrolls' archive), whose fields the list names as months already.
  monthRangeReversed: {
    id: 'validation.monthRangeReversed',
    defaultMessage: '«{to}» no puede ser anterior a «{from}»: cambia uno de los dos meses para ver la lista',
  },
  // A list period's fields, unless the list labels them otherwise (ListSpec.periodLabels).
  periodFrom: { id: 'validation.periodFrom', defaultMessage: 'Desde' },
  periodTo: { id: 'validation.periodTo', defaultMessage: 'Hasta' },
  phone: { id: 'validation.phone', defaultMessage: 'El teléfono no es válido' },
  postalCode: { id: 'validation.postalCode', defaultMessage: 'El código postal debe tener 5 cifras, de 01000 a 52999' },
  positiveNumber: { id: 'validation.positiveNumber', defaultMessage: 'El campo debe ser un número positivo' },
  positiveInteger: { id: 'validation.positiveInteger', defaultMessage: 'El campo debe ser un número entero positivo' },
  max100: { id: 'validation.max100', defaultMessage: 'El campo no puede ser mayor que 100' },
  // Why a typed amount is not one (parseEuros); not positive is the specification's positiveNumber.
  amountFormat: { id: 'validation.amountFormat', defaultMessage: 'Escribe un importe en euros, como 12,50 o 1.234,50' },
  amountDecimals: {
    id: 'validation.amountDecimals',
    defaultMessage: 'Escribe el importe en euros con dos decimales como mucho, como 12,50 o 1.234,50',
  },
  amountTooLarge: { id: 'validation.amountTooLarge', defaultMessage: 'El importe no puede pasar de {max}' },
  maxLength: { id: 'validation.maxLength', defaultMessage: 'El campo no puede tener más de {limit} caracteres' },
  invalid: { id: 'validation.invalid', defaultMessage: 'El valor no es válido' },
  controlCharacters: {
    id: 'validation.controlCharacters',
    defaultMessage: 'El texto tiene caracteres de control que no se pueden guardar',
  },
  lineBreaks: {
    id: 'validation.lineBreaks',
    defaultMessage: 'Este campo se escribe en una sola línea: quita los saltos de línea',
  },
  invalidOption: { id: 'validation.invalidOption', defaultMessage: 'Elige una de las opciones de la lista' },
  // A download's filter it does not understand (refuseUnknownFilters): the file would hold everything.
  filterValueRefused: {
    id: 'validation.filterValueRefused',
    defaultMessage: 'El filtro «{filter}» no admite «{value}»',
  },
  filterRepeated: {
    id: 'validation.filterRepeated',
    defaultMessage: 'El filtro «{filter}» va más de una vez ({values}): indica un solo valor',
  },
});

/** What a duplicate name's message says did not count ({why}), one or more joined by «; » (src/lib/nameSearch.ts). */
export const lookalikeMessages = defineMessages({
  case: { id: 'lookalike.case', defaultMessage: 'las mayúsculas y los acentos no cuentan' },
  spaces: { id: 'lookalike.spaces', defaultMessage: 'un espacio especial o un carácter invisible no hace otro nombre' },
  signs: { id: 'lookalike.signs', defaultMessage: '«°» o «ᵒ» por «º», o «ᵃ» por «ª», no hace otro nombre' },
});

export const errorMessages = defineMessages({
  unauthenticated: { id: 'errors.unauthenticated', defaultMessage: 'Tienes que iniciar sesión para continuar' },
  forbidden: { id: 'errors.forbidden', defaultMessage: 'No tienes permiso para hacer esto' },
  notFound: { id: 'errors.notFound', defaultMessage: 'No se ha encontrado lo que buscas' },
  validation: { id: 'errors.validation', defaultMessage: 'Revisa los campos marcados' },
  badRequest: { id: 'errors.badRequest', defaultMessage: 'La petición no es válida' },
  badValue: { id: 'errors.badValue', defaultMessage: 'Algún dato no es válido: revisa los números y las fechas' },
  badJson: { id: 'errors.badJson', defaultMessage: 'El cuerpo de la petición no es un JSON válido' },
  badGraphql: { id: 'errors.badGraphql', defaultMessage: 'La consulta GraphQL no es válida: {detail}' },
  missingQuery: { id: 'errors.missingQuery', defaultMessage: 'Falta la consulta GraphQL («query»)' },
  csrfBlocked: {
    id: 'errors.csrfBlocked',
    defaultMessage:
      'Petición bloqueada por seguridad: envía el cuerpo como application/json o, en una consulta por GET o al subir archivos (multipart/form-data), la cabecera apollo-require-preflight',
  },
  csrf: {
    id: 'errors.csrf',
    defaultMessage: 'El formulario ha caducado. Vuelve a cargar la página e inténtalo de nuevo.',
  },
  conflict: { id: 'errors.conflict', defaultMessage: 'Ya existe un registro con esos datos' },
  inUse: { id: 'errors.inUse', defaultMessage: 'No se puede eliminar porque otros datos dependen de este registro' },
  editedMeanwhile: {
    id: 'errors.editedMeanwhile',
    defaultMessage:
      'Otra persona ha guardado cambios aquí mientras editabas, y no se ha guardado nada tuyo. Tus datos siguen en el formulario: abre la ficha en otra pestaña para ver los suyos y, si aun así quieres los tuyos, vuelve a guardar.',
  },
  tooLarge: { id: 'errors.tooLarge', defaultMessage: 'La petición es demasiado grande' },
  rateLimited: {
    id: 'errors.rateLimited',
    defaultMessage: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.',
  },
  internal: {
    id: 'errors.internal',
    defaultMessage: 'Se ha producido un error inesperado. Inténtalo de nuevo en unos minutos.',
  },
});
