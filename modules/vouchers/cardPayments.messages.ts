import { defineMessages } from '../../src/lib/intl';

/** Card payments: payment links, the public payment page, and the terminal's answers. */
export const cardPaymentsMessages = defineMessages({
  // Staff: the voucher page and the link
  createLink: { id: 'cardPayments.createLink', defaultMessage: 'Crear enlace de pago' },
  createLinkHelp: {
    id: 'cardPayments.createLinkHelp',
    defaultMessage:
      'Un enlace para que la familia pague con tarjeta lo pendiente del bono. Caduca a los 14 días. Crear uno nuevo revoca el anterior.',
  },
  linkCreatedTitle: { id: 'cardPayments.linkCreatedTitle', defaultMessage: 'Enlace de pago del bono n.º {id}' },
  linkCreated: {
    id: 'cardPayments.linkCreated',
    defaultMessage:
      'Envía este enlace al cliente: con él paga {amount} con tarjeta, sin entrar en la intranet. Caduca el {expires}. Guárdalo ahora: por seguridad no se vuelve a mostrar (si se pierde, crea otro).',
  },
  earlierLinksRevoked: {
    id: 'cardPayments.earlierLinksRevoked',
    defaultMessage:
      '{count, plural, one {El enlace anterior de este bono se ha revocado: ya no sirve para pagar} other {Los # enlaces anteriores de este bono se han revocado: ya no sirven para pagar}}; solo sirve este.',
  },
  linkUrl: { id: 'cardPayments.linkUrl', defaultMessage: 'Enlace de pago' },
  backToVoucher: { id: 'cardPayments.backToVoucher', defaultMessage: 'Volver al bono' },
  linksTitle: { id: 'cardPayments.linksTitle', defaultMessage: 'Pagos con tarjeta' },
  linksIntro: {
    id: 'cardPayments.linksIntro',
    defaultMessage:
      'Enlaces de pago enviados al cliente y los intentos de pago con tarjeta hechos con ellos. Solo la confirmación firmada del banco registra un pago.',
  },
  noLinks: { id: 'cardPayments.noLinks', defaultMessage: 'Todavía no se ha creado ningún enlace de pago.' },
  linkCreatedOn: { id: 'cardPayments.linkCreatedOn', defaultMessage: 'Creado' },
  linkCreatedBy: { id: 'cardPayments.linkCreatedBy', defaultMessage: 'Por' },
  linkExpires: { id: 'cardPayments.linkExpires', defaultMessage: 'Caduca' },
  linkAmount: { id: 'cardPayments.linkAmount', defaultMessage: 'Importe' },
  linkState: { id: 'cardPayments.linkState', defaultMessage: 'Estado' },
  linkActive: { id: 'cardPayments.linkActive', defaultMessage: 'Activo' },
  linkNothingDue: { id: 'cardPayments.linkNothingDue', defaultMessage: 'Sin importe pendiente' },
  linkRevoked: { id: 'cardPayments.linkRevoked', defaultMessage: 'Revocado' },
  linkExpired: { id: 'cardPayments.linkExpired', defaultMessage: 'Caducado' },
  liveUpdated: { id: 'cardPayments.liveUpdated', defaultMessage: 'El banco ha respondido: actualizado' },
  revoke: { id: 'cardPayments.revoke', defaultMessage: 'Revocar' },
  revoked: { id: 'cardPayments.revoked', defaultMessage: 'Se ha revocado el enlace de pago: ya no sirve para pagar' },
  attemptsTitle: { id: 'cardPayments.attemptsTitle', defaultMessage: 'Intentos de pago con tarjeta' },
  attemptOrder: { id: 'cardPayments.attemptOrder', defaultMessage: 'Pedido' },
  attemptDate: { id: 'cardPayments.attemptDate', defaultMessage: 'Fecha' },
  attemptResult: { id: 'cardPayments.attemptResult', defaultMessage: 'Resultado' },
  attemptPending: { id: 'cardPayments.attemptPending', defaultMessage: 'Sin respuesta del banco' },
  attemptAuthorised: { id: 'cardPayments.attemptAuthorised', defaultMessage: 'Pagado (autorización {code})' },
  attemptDenied: { id: 'cardPayments.attemptDenied', defaultMessage: 'Denegado (código {code})' },
  attemptNotRecorded: {
    id: 'cardPayments.attemptNotRecorded',
    defaultMessage: 'Autorizado por el banco pero no registrado ({reason}): hay que devolverlo',
  },
  // Why the pay rules refused a charge, said to staff instead of the error's code.
  attemptNotRecordedAny: {
    id: 'cardPayments.attemptNotRecordedAny',
    defaultMessage: 'Autorizado por el banco pero no registrado: hay que devolverlo',
  },
  refusedAlreadyPaid: { id: 'cardPayments.refusedAlreadyPaid', defaultMessage: 'el bono ya estaba pagado' },
  refusedOverpayment: { id: 'cardPayments.refusedOverpayment', defaultMessage: 'superaba lo pendiente del bono' },
  refusedSettled: { id: 'cardPayments.refusedSettled', defaultMessage: 'el bono ya estaba liquidado' },
  emailLinkLabel: { id: 'cardPayments.emailLinkLabel', defaultMessage: 'Enlace de pago con tarjeta' },
  emailLinkYes: {
    id: 'cardPayments.emailLinkYes',
    defaultMessage: 'Incluir un enlace para pagar {amount} con tarjeta',
  },
  emailLinkNo: { id: 'cardPayments.emailLinkNo', defaultMessage: 'No incluir enlace de pago' },
  emailLinkHelp: {
    id: 'cardPayments.emailLinkHelp',
    defaultMessage: 'El enlace se crea al enviar, se añade al final del correo y caduca a los 14 días.',
  },
  emailLinkText: {
    id: 'cardPayments.emailLinkText',
    defaultMessage:
      'Puede pagar con tarjeta lo pendiente ({amount}) desde este enlace, válido hasta el {expires}:\n{url}',
  },
  offForAdmins: {
    id: 'cardPayments.offForAdmins',
    defaultMessage:
      'Los pagos con tarjeta están desactivados. Para que las familias paguen con un enlace, quien instala la intranet configura el TPV virtual de Redsys (CARD_PAYMENTS=true y los datos REDSYS_* del comercio) y la reinicia.',
  },
  cardPaymentsOff: {
    id: 'cardPayments.off',
    defaultMessage: 'Los pagos con tarjeta no están activados en esta intranet',
  },
  linkNotFound: { id: 'cardPayments.linkNotFound', defaultMessage: 'No existe ese enlace de pago' },
  nothingDue: {
    id: 'cardPayments.nothingDue',
    defaultMessage: 'El bono no tiene nada pendiente de pago: no hace falta un enlace',
  },
  settledVoucher: { id: 'cardPayments.settledVoucher', defaultMessage: 'El bono está liquidado: ya no admite pagos' },

  // The family: the public pages
  // The family's pages speak to them as «usted», as the e-mail that brings them here.
  payTitle: { id: 'cardPayments.payTitle', defaultMessage: 'Pago del bono' },
  hello: { id: 'cardPayments.hello', defaultMessage: 'Hola, {name}:' },
  payIntro: { id: 'cardPayments.payIntro', defaultMessage: '{academy} le envía este enlace para pagar con tarjeta:' },
  voucherInWords: {
    id: 'cardPayments.voucherInWords',
    defaultMessage:
      'Bono n.º {id}: {hours, plural, one {# hora} other {# horas}} de clase de {subject} ({course}), del {start} al {end}.',
  },
  amountDue: { id: 'cardPayments.amountDue', defaultMessage: 'Importe a pagar' },
  payButton: { id: 'cardPayments.payButton', defaultMessage: 'Pagar con tarjeta' },
  payHelp: {
    id: 'cardPayments.payHelp',
    defaultMessage:
      'Le llevamos a la página segura del banco (Redsys) para escribir los datos de la tarjeta; la academia no los ve.',
  },
  payTried: {
    id: 'cardPayments.payTried',
    defaultMessage: 'El último intento no se completó. Puede volver a intentarlo.',
  },
  payAgain: {
    id: 'cardPayments.payAgain',
    defaultMessage:
      'Ese botón ya se había usado (en otra pestaña o al volver atrás) o el importe ha cambiado. Compruebe el importe y pulse otra vez «Pagar con tarjeta».',
  },
  payUnderWay: {
    id: 'cardPayments.payUnderWay',
    defaultMessage:
      'Hace un momento se abrió el pago de este bono en la página del banco. Si ya lo ha pagado, no vuelva a pagar: en cuanto el banco nos lo confirme, esta página lo dirá.',
  },
  statePaid: { id: 'cardPayments.statePaid', defaultMessage: 'Este bono ya está pagado. ¡Gracias!' },
  stateSettled: { id: 'cardPayments.stateSettled', defaultMessage: 'Este bono está cerrado y ya no admite pagos.' },
  stateRevoked: {
    id: 'cardPayments.stateRevoked',
    defaultMessage: 'Este enlace de pago ya no es válido. Si desea pagar, pida uno nuevo a la academia.',
  },
  stateReplaced: {
    id: 'cardPayments.stateReplaced',
    defaultMessage:
      'Este enlace de pago ya no es válido: la academia le ha enviado otro más reciente. Use el del último correo que ha recibido.',
  },
  stateExpired: {
    id: 'cardPayments.stateExpired',
    defaultMessage: 'Este enlace de pago ha caducado. Si desea pagar, pida uno nuevo a la academia.',
  },
  stateOff: {
    id: 'cardPayments.stateOff',
    defaultMessage: 'El pago con tarjeta no está disponible ahora. Póngase en contacto con la academia.',
  },
  contactIntro: { id: 'cardPayments.contactIntro', defaultMessage: 'Para cualquier duda, contacte con la academia:' },
  notFoundTitle: { id: 'cardPayments.notFoundTitle', defaultMessage: 'Enlace no válido' },
  notFoundText: {
    id: 'cardPayments.notFoundText',
    defaultMessage: 'Este enlace de pago no existe. Compruebe que lo ha copiado entero o pida uno nuevo a la academia.',
  },
  okTitle: { id: 'cardPayments.okTitle', defaultMessage: 'Pago con tarjeta' },
  okPaid: { id: 'cardPayments.okPaid', defaultMessage: 'Hemos recibido el pago. ¡Gracias! El bono está pagado.' },
  okPartly: { id: 'cardPayments.okPartly', defaultMessage: 'Hemos recibido el pago. Queda pendiente {due}.' },
  okWaiting: {
    id: 'cardPayments.okWaiting',
    defaultMessage:
      'El banco todavía no nos ha confirmado el pago. En cuanto lo haga quedará registrado; puede actualizar esta página dentro de un momento.',
  },
  okRefund: {
    id: 'cardPayments.okRefund',
    defaultMessage:
      'El banco le ha cobrado {amount}, pero el bono ya estaba pagado (o cerrado) cuando llegó ese pago, así que no lo hemos registrado: la academia le devolverá ese importe.',
  },
  refresh: { id: 'cardPayments.refresh', defaultMessage: 'Actualizar' },
  koTitle: { id: 'cardPayments.koTitle', defaultMessage: 'Pago no completado' },
  koNothingCharged: {
    id: 'cardPayments.koNothingCharged',
    defaultMessage: 'El pago no se ha completado y no se ha cobrado nada.',
  },
  koAgain: { id: 'cardPayments.koAgain', defaultMessage: 'Puede volver a intentarlo con el mismo enlace.' },
  tryAgain: { id: 'cardPayments.tryAgain', defaultMessage: 'Volver a intentarlo' },
  productDescription: {
    id: 'cardPayments.productDescription',
    defaultMessage: 'Bono n.º {id}: {hours} h de {subject}',
  },
});
