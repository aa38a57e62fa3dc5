import type { Action } from '../../src/lib/policy';
import { defineMessages, type Message } from '../../src/lib/intl';

export interface MenuEntry {
  href: string;
  label: Message;
  action: Action;
  /** false while the section's module is not built: the route shows an 'in preparation' page. */
  ready: boolean;
}

export interface MenuGroup {
  label: Message;
  entries: MenuEntry[];
}

const l = defineMessages({
  general: { id: 'menu.general', defaultMessage: 'General' },
  commercial: { id: 'menu.commercial', defaultMessage: 'Comercial' },
  academic: { id: 'menu.academic', defaultMessage: 'Académico' },
  billing: { id: 'menu.billing', defaultMessage: 'Facturación' },
  settings: { id: 'menu.settings', defaultMessage: 'Configuración' },
  mine: { id: 'menu.mine', defaultMessage: 'Mi actividad' },
  profile: { id: 'menu.profile', defaultMessage: 'Mi perfil' },
  home: { id: 'menu.home', defaultMessage: 'Inicio' },
  customerInterests: { id: 'menu.customerInterests', defaultMessage: 'Intereses de clientes' },
  customers: { id: 'menu.customers', defaultMessage: 'Clientes' },
  students: { id: 'menu.students', defaultMessage: 'Alumnos' },
  teachers: { id: 'menu.teachers', defaultMessage: 'Profesores' },
  vouchers: { id: 'menu.vouchers', defaultMessage: 'Bonos' },
  vouchersNonRenewed: { id: 'menu.vouchersNonRenewed', defaultMessage: 'Bonos por renovar' },
  vouchersPendingHours: { id: 'menu.vouchersPendingHours', defaultMessage: 'Bonos con horas pendientes' },
  vouchersLastClass: { id: 'menu.vouchersLastClass', defaultMessage: 'Bonos sin clases recientes' },
  vouchersSettlements: { id: 'menu.vouchersSettlements', defaultMessage: 'Liquidaciones' },
  classes: { id: 'menu.classes', defaultMessage: 'Clases' },
  invoices: { id: 'menu.invoices', defaultMessage: 'Facturas' },
  payrolls: { id: 'menu.payrolls', defaultMessage: 'Nóminas' },
  historyInvoices: { id: 'menu.historyInvoices', defaultMessage: 'Histórico de facturas' },
  historyPayrolls: { id: 'menu.historyPayrolls', defaultMessage: 'Histórico de nóminas' },
  academicSettings: { id: 'menu.academicSettings', defaultMessage: 'Ajustes académicos' },
  fiscalSettings: { id: 'menu.fiscalSettings', defaultMessage: 'Ajustes fiscales' },
  placesSettings: { id: 'menu.placesSettings', defaultMessage: 'Lugares' },
  admins: { id: 'menu.admins', defaultMessage: 'Administradores' },
  advisors: { id: 'menu.advisors', defaultMessage: 'Asesoras' },
  teacherClasses: { id: 'menu.teacherClasses', defaultMessage: 'Mis clases' },
  claimClass: { id: 'menu.claimClass', defaultMessage: 'Registrar una clase' },
  teacherStudents: { id: 'menu.teacherStudents', defaultMessage: 'Mis alumnos' },
  teacherVouchers: { id: 'menu.teacherVouchers', defaultMessage: 'Mis bonos' },
  teacherSearch: { id: 'menu.teacherSearch', defaultMessage: 'Buscar estudiantes' },
  teacherInterests: { id: 'menu.teacherInterests', defaultMessage: 'Mis solicitudes' },
  teacherPayrolls: { id: 'menu.teacherPayrolls', defaultMessage: 'Mis nóminas' },
  teacherSettings: { id: 'menu.teacherSettings', defaultMessage: 'Mis datos' },
  teacherStudies: { id: 'menu.teacherStudies', defaultMessage: 'Mis estudios' },
  teacherSubjects: { id: 'menu.teacherSubjects', defaultMessage: 'Mis asignaturas' },
  teacherFiles: { id: 'menu.teacherFiles', defaultMessage: 'Mis documentos' },
  teacherAvailability: { id: 'menu.teacherAvailability', defaultMessage: 'Mi disponibilidad' },
  password: { id: 'menu.password', defaultMessage: 'Cambiar contraseña' },
  outbox: { id: 'menu.outbox', defaultMessage: 'Correo enviado' },
});

const e = (href: string, label: Message, action: Action, ready = false): MenuEntry => ({ href, label, action, ready });

/** Every section of the intranet, grouped as the side menu shows them; filtered by role. */
export const MENU: MenuGroup[] = [
  { label: l.general, entries: [e('/', l.home, 'home.view', true)] },
  {
    label: l.commercial,
    entries: [
      e('/customer-interests', l.customerInterests, 'customerInterests.view'),
      e('/customers', l.customers, 'customers.view', true),
      e('/students', l.students, 'students.view', true),
      e('/vouchers', l.vouchers, 'vouchers.view', true),
      e('/vouchers/active-non-renewed', l.vouchersNonRenewed, 'vouchers.view', true),
      e('/vouchers/active-pending-hours', l.vouchersPendingHours, 'vouchers.view', true),
      e('/vouchers/active-pending-hours-last-class', l.vouchersLastClass, 'vouchers.view', true),
      e('/vouchers/settlements', l.vouchersSettlements, 'vouchers.view', true),
    ],
  },
  {
    label: l.academic,
    entries: [e('/teachers', l.teachers, 'teachers.view', true), e('/classes', l.classes, 'classes.view', true)],
  },
  {
    label: l.billing,
    entries: [
      e('/invoices', l.invoices, 'invoices.view'),
      e('/teacher-payrolls', l.payrolls, 'payrolls.manage'),
      e('/history-invoices', l.historyInvoices, 'history.view'),
      e('/history-payrolls', l.historyPayrolls, 'history.view'),
    ],
  },
  {
    label: l.mine,
    entries: [
      e('/teacher-classes', l.teacherClasses, 'teacherClasses.view', true),
      e('/claim-class', l.claimClass, 'teacherClasses.claim', true),
      e('/teacher-students', l.teacherStudents, 'teacherClasses.view', true),
      e('/teacher-vouchers', l.teacherVouchers, 'teacherClasses.view', true),
      e('/teacher-customer-interest-search', l.teacherSearch, 'teacherSelf.view'),
      e('/teacher-interests', l.teacherInterests, 'teacherSelf.view'),
      e('/teacher-payrolls', l.teacherPayrolls, 'teacherSelf.view'),
    ],
  },
  {
    label: l.profile,
    entries: [
      e('/teacher-settings', l.teacherSettings, 'teacherSelf.view', true),
      e('/teacher-studies', l.teacherStudies, 'teacherSelf.view', true),
      e('/teacher-subjects', l.teacherSubjects, 'teacherSelf.view', true),
      e('/teacher-files', l.teacherFiles, 'teacherSelf.view', true),
      e('/teacher-availability', l.teacherAvailability, 'teacherSelf.view', true),
    ],
  },
  {
    label: l.settings,
    entries: [
      e('/admins', l.admins, 'staff.manage', true),
      e('/advisors', l.advisors, 'staff.manage', true),
      e('/academic-settings', l.academicSettings, 'academicSettings.manage', true),
      e('/fiscal-settings', l.fiscalSettings, 'fiscalSettings.manage'),
      e('/places-settings', l.placesSettings, 'places.manage', true),
      e('/outbox', l.outbox, 'outbox.read', true),
    ],
  },
];

export const passwordEntry = e('/password', l.password, 'account.password', true);
