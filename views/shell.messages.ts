import { defineMessages } from '../src/lib/intl';

export const shellMessages = defineMessages({
  appName: { id: 'shell.appName', defaultMessage: 'Academia · Intranet' },
  /** The academy's name on the pages anyone may open (the teachers' application form): no 'Intranet'. */
  publicName: { id: 'shell.publicName', defaultMessage: 'Academia de clases particulares' },
  publicDescription: { id: 'shell.publicDescription', defaultMessage: 'Clases particulares a domicilio y en línea.' },
  description: {
    id: 'shell.description',
    defaultMessage:
      'Intranet de gestión de la academia: profesores, clientes, alumnos, bonos, clases, facturas y nóminas.',
  },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Saltar al contenido' },
  menu: { id: 'shell.menu', defaultMessage: 'Menú' },
  logout: { id: 'shell.logout', defaultMessage: 'Cerrar sesión' },
  changePassword: { id: 'shell.changePassword', defaultMessage: 'Cambiar contraseña' },
  offline: {
    id: 'shell.offline',
    defaultMessage: 'Sin conexión: lo que envíes ahora no llegará. Cuando vuelva la red, envíalo de nuevo',
  },
  online: { id: 'shell.online', defaultMessage: 'Conexión restablecida' },
  backHome: { id: 'shell.backHome', defaultMessage: 'Volver al inicio' },
  notFoundTitle: { id: 'shell.notFoundTitle', defaultMessage: 'Error 404 - No encontrado' },
  notFound: {
    id: 'shell.notFound',
    defaultMessage:
      'Esta página no se ha encontrado. Puede que la dirección esté mal escrita o que el registro se haya eliminado.',
  },
  forbiddenTitle: { id: 'shell.forbiddenTitle', defaultMessage: 'Error 403 - Sin permiso' },
  forbidden: {
    id: 'shell.forbidden',
    defaultMessage:
      'No tienes permiso para ver esta página. Si crees que deberías tenerlo, habla con un administrador.',
  },
  errorTitle: { id: 'shell.errorTitle', defaultMessage: 'Se ha producido un error' },
  error: {
    id: 'shell.error',
    defaultMessage: 'Algo ha fallado al mostrar esta página. Inténtalo de nuevo en unos minutos.',
  },
  errorReference: { id: 'shell.errorReference', defaultMessage: 'Referencia del error: {id}' },
  home: { id: 'shell.home', defaultMessage: 'Inicio' },
  welcome: { id: 'shell.welcome', defaultMessage: 'Hola, {name}' },
  todoTitle: { id: 'shell.todoTitle', defaultMessage: 'Pendiente' },
  setupTitle: { id: 'shell.setupTitle', defaultMessage: 'Primeros pasos' },
  setupIntro: {
    id: 'shell.setupIntro',
    defaultMessage: 'Para empezar a trabajar con la intranet, prepara en este orden lo que la academia necesita:',
  },
  setupDone: { id: 'shell.setupDone', defaultMessage: 'Hecho' },
  setupOptional: { id: 'shell.setupOptional', defaultMessage: '(opcional)' },
  homeIntro: {
    id: 'shell.homeIntro',
    defaultMessage: 'Desde el menú puedes llegar a todas las secciones de la intranet.',
  },
});
