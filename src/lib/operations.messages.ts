import { defineMessages } from './intl';

/** Texts of the platform's operation: outages of its database and Redis, health, boot. */
export const operationsMessages = defineMessages({
  databaseUnavailable: {
    id: 'operations.databaseUnavailable',
    defaultMessage:
      'La base de datos no responde en este momento. Vuelve a intentarlo en unos segundos; no se ha guardado nada.',
  },
  databaseBootTimeout: {
    id: 'operations.databaseBootTimeout',
    defaultMessage:
      'La base de datos de DATABASE_URL ({address}) no responde: {reason}. Comprueba que PostgreSQL está en marcha y que la dirección es correcta.',
  },
  redisBootTimeout: {
    id: 'operations.redisBootTimeout',
    defaultMessage:
      'El Redis de REDIS_URL ({address}) no responde: {reason}. Arráncalo o corrige REDIS_URL (sin REDIS_URL, los avisos en directo funcionan dentro de una sola instancia).',
  },
  timedOut: { id: 'operations.timedOut', defaultMessage: 'sin respuesta en {seconds} s' },
});

/** Texts of idempotent money-moving actions (src/lib/idempotency). */
export const idempotencyMessages = defineMessages({
  keyInvalid: {
    id: 'idempotency.keyInvalid',
    defaultMessage: 'La clave de idempotencia no es válida: usa entre 8 y 200 letras, cifras o - _ . :',
  },
  keyReused: {
    id: 'idempotency.keyReused',
    defaultMessage:
      'Esta clave de idempotencia ya se usó para otra operación distinta. Genera una clave nueva para cada operación.',
  },
  repeated: {
    id: 'idempotency.repeated',
    defaultMessage:
      'Acabas de guardar lo mismo con estos datos, así que no se ha guardado otra vez. Si de verdad quieres otro igual, envía el formulario otra vez.',
  },
  formResent: {
    id: 'idempotency.formResent',
    defaultMessage:
      'Este formulario ya se había enviado con otros datos: se guardó lo primero y esto no se ha hecho. Para una operación distinta, vuelve a abrir el formulario.',
  },
});
