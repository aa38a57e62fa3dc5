import { defineMessages } from '../../src/lib/intl';

/** Texts of the password flows (own change, set by an admin, reset by email) and of the outbox. */
export const accountMessages = defineMessages({
  passwordTitle: { id: 'people.account.password.title', defaultMessage: 'Cambiar contraseña' },
  passwordIntro: {
    id: 'people.account.password.intro',
    defaultMessage: 'Escribe tu contraseña actual y la nueva. Se cerrarán tus sesiones abiertas en otros dispositivos.',
  },
  currentPassword: { id: 'people.account.currentPassword', defaultMessage: 'Contraseña actual' },
  password: { id: 'people.account.password', defaultMessage: 'Contraseña' },
  accountPasswordRepeat: { id: 'people.account.accountPasswordRepeat', defaultMessage: 'Repite la contraseña' },
  newPassword: { id: 'people.account.newPassword', defaultMessage: 'Nueva contraseña' },
  passwordRepeat: { id: 'people.account.passwordRepeat', defaultMessage: 'Repite la nueva contraseña' },
  passwordHelp: { id: 'people.account.passwordHelp', defaultMessage: 'Al menos 8 caracteres.' },
  wrongCurrent: { id: 'people.account.wrongCurrent', defaultMessage: 'La contraseña actual no es correcta' },
  tooManyWrong: {
    id: 'people.account.tooManyWrong',
    defaultMessage: 'Demasiados intentos fallidos. Espera {minutes} minutos y vuelve a intentarlo.',
  },
  passwordChanged: {
    id: 'people.account.passwordChanged',
    defaultMessage: 'Se ha cambiado tu contraseña. Tus otras sesiones se han cerrado.',
  },
  change: { id: 'people.account.change', defaultMessage: 'Cambiar contraseña' },

  setTitle: { id: 'people.account.set.title', defaultMessage: 'Nueva contraseña para {name}' },
  setButton: { id: 'people.account.set.button', defaultMessage: 'Cambiar su contraseña' },
  setIntro: {
    id: 'people.account.set.intro',
    defaultMessage: 'Escribe la nueva contraseña de {name} y comunícasela. Se cerrarán todas sus sesiones abiertas.',
  },
  setSubmit: { id: 'people.account.set.submit', defaultMessage: 'Guardar contraseña' },
  setDone: {
    id: 'people.account.set.done',
    defaultMessage: 'Se ha cambiado la contraseña de {name} y se han cerrado sus sesiones',
  },
  setOwn: {
    id: 'people.account.set.own',
    defaultMessage: 'Para cambiar tu propia contraseña usa «Cambiar contraseña»',
  },
  userNotFound: { id: 'people.account.userNotFound', defaultMessage: 'No existe ese usuario' },

  resetTitle: { id: 'people.account.reset.title', defaultMessage: 'Recuperar la contraseña' },
  resetIntro: {
    id: 'people.account.reset.intro',
    defaultMessage:
      'Escribe el email con el que entras en la intranet y te enviaremos un enlace para elegir una contraseña nueva.',
  },
  resetSubmit: { id: 'people.account.reset.submit', defaultMessage: 'Enviar el enlace' },
  resetSent: {
    id: 'people.account.reset.sent',
    defaultMessage:
      'Si el email corresponde a una cuenta activa, en unos minutos recibirás un email con un enlace para elegir una contraseña nueva. El enlace caduca en una hora y solo se puede usar una vez.',
  },
  resetSentTitle: { id: 'people.account.reset.sentTitle', defaultMessage: 'Revisa tu correo' },
  backToLogin: { id: 'people.account.backToLogin', defaultMessage: 'Volver a iniciar sesión' },
  tooManyRequests: {
    id: 'people.account.reset.tooMany',
    defaultMessage: 'Has pedido demasiados enlaces. Espera {minutes} minutos y vuelve a intentarlo.',
  },
  mailSubject: {
    id: 'people.account.mail.subject',
    defaultMessage: 'Elige una contraseña nueva para la intranet de la academia',
  },
  mailText: {
    id: 'people.account.mail.text',
    defaultMessage:
      'Hola, {name}:\n\nHemos recibido una petición para cambiar la contraseña de tu cuenta de la intranet. Para elegir una nueva, abre este enlace:\n\n{link}\n\nEl enlace caduca en una hora y solo se puede usar una vez. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.\n\nUn saludo,\nLa academia',
  },

  tokenTitle: { id: 'people.account.token.title', defaultMessage: 'Elige una contraseña nueva' },
  tokenIntro: {
    id: 'people.account.token.intro',
    defaultMessage: 'Escribe tu nueva contraseña dos veces. Al guardarla se cerrarán todas tus sesiones abiertas.',
  },
  tokenInvalid: {
    id: 'people.account.token.invalid',
    defaultMessage: 'El enlace para cambiar la contraseña no es válido: ha caducado, ya se ha usado o está incompleto.',
  },
  askAgain: { id: 'people.account.token.askAgain', defaultMessage: 'Pedir un enlace nuevo' },
  resetDone: {
    id: 'people.account.token.done',
    defaultMessage: 'Se ha cambiado tu contraseña. Ya puedes iniciar sesión con ella.',
  },

  outboxTitle: { id: 'people.outbox.title', defaultMessage: 'Correo enviado' },
  outboxIntro: {
    id: 'people.outbox.intro',
    defaultMessage:
      'Los emails que envía la intranet. Sin servidor de correo (SMTP) configurado se quedan aquí y no salen; con él, se guarda constancia de cada envío.',
  },
  outboxTo: { id: 'people.outbox.to', defaultMessage: 'Para' },
  outboxSubject: { id: 'people.outbox.subject', defaultMessage: 'Asunto' },
  outboxStatus: { id: 'people.outbox.status', defaultMessage: 'Estado' },
  outboxDate: { id: 'people.outbox.date', defaultMessage: 'Fecha' },
  outboxError: { id: 'people.outbox.error', defaultMessage: 'Error' },
  outboxAllStatuses: { id: 'people.outbox.allStatuses', defaultMessage: 'Todos' },
  outboxStored: { id: 'people.outbox.stored', defaultMessage: 'Guardado (sin SMTP)' },
  outboxSent: { id: 'people.outbox.sent', defaultMessage: 'Enviado' },
  outboxFailed: { id: 'people.outbox.failed', defaultMessage: 'Falló el envío' },
  outboxBack: { id: 'people.outbox.back', defaultMessage: 'Volver al correo enviado' },
  outboxNotFound: { id: 'people.outbox.notFound', defaultMessage: 'No existe ese email' },
});
