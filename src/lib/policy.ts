import { forbidden, unauthenticated } from './errors';

export const ROLES = ['admin', 'advisor', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling: the signed-in user, or null for an anonymous request. */
export interface Actor {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: number;
}

/**
 * The one policy table: every action a page, a GraphQL field or a CLI command can take,
 * and the roles allowed to take it. Services call `authorize`; nothing else decides.
 * Rules that depend on the record (a teacher and their own profile) are checked by the
 * service after this gate, with the `own` helpers of the module.
 */
export const POLICY = {
  // Everyone signed in
  'session.read': ['admin', 'advisor', 'teacher'],
  'home.view': ['admin', 'advisor', 'teacher'],
  // Places: read by everyone signed in (autocomplete in every form), managed by admins
  'places.read': ['admin', 'advisor', 'teacher'],
  'places.manage': ['admin'],
  // Academic catalogue: read by everyone signed in (selects and autocomplete), managed by admins
  'academic.read': ['admin', 'advisor', 'teacher'],
  'academicSettings.manage': ['admin'],
  // Mail outbox (when no SMTP server is configured)
  'outbox.read': ['admin'],
  // Own account
  'account.password': ['admin', 'advisor', 'teacher'],
  // Staff accounts (admins and advisors) and setting another user's password
  'staff.manage': ['admin'],
  'users.setPassword': ['admin'],
  // Advisors listed as a customer's advisor (choices in forms and filters)
  'advisors.read': ['admin', 'advisor'],
  // Teachers as staff see them: the list, profiles, drop-out, preferred districts
  'teachers.view': ['admin', 'advisor'],
  'teachers.manage': ['admin', 'advisor'],
  // A teacher's records (studies, subjects, files, availability, districts): staff reach
  // every teacher's, a teacher only their own (checked by the service after this gate)
  'teacherRecords.read': ['admin', 'advisor', 'teacher'],
  'teacherRecords.manage': ['admin', 'advisor', 'teacher'],
  // The teacher's own pages
  'teacherSelf.view': ['teacher'],
  'teacherSelf.edit': ['teacher'],
  // Customers and their students (a teacher never sees a customer's NIF, IBAN or invoices)
  'customers.view': ['admin', 'advisor'],
  'customers.manage': ['admin', 'advisor'],
  // A customer's NIF and IBAN (and invoice NIF): staff only, whatever query reaches the customer
  'customers.fiscal': ['admin', 'advisor'],
  'students.view': ['admin', 'advisor'],
  'students.manage': ['admin', 'advisor'],
  // Vouchers (hour packs), their payments and settlements: staff only (a teacher sees the
  // hours left on the vouchers they teach, never amounts: teacherClasses.view)
  'vouchers.view': ['admin', 'advisor'],
  'vouchers.manage': ['admin', 'advisor'],
  'vouchers.pay': ['admin', 'advisor'],
  'vouchers.settle': ['admin', 'advisor'],
  // Classes as staff see them: every class, create, edit, link to a voucher, validate, delete,
  // and the live updates of class lists
  'classes.view': ['admin', 'advisor'],
  'classes.manage': ['admin', 'advisor'],
  'classes.validate': ['admin', 'advisor'],
  // A teacher's own classes, students and vouchers (hours only), claiming a class they gave
  // and marking a class given (only their own: checked by the service after this gate)
  'teacherClasses.view': ['teacher'],
  'teacherClasses.claim': ['teacher'],
  // Sections whose modules come later: who sees them in the menu today
  'customerInterests.view': ['admin', 'advisor'],
  'invoices.view': ['admin', 'advisor'],
  'payrolls.manage': ['admin'],
  'history.view': ['admin'],
  'fiscalSettings.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof POLICY;

export function can(actor: Actor | null | undefined, action: Action): boolean {
  return !!actor && (POLICY[action] as readonly Role[]).includes(actor.role);
}

/** Throws UNAUTHENTICATED for anonymous callers and FORBIDDEN for the wrong role. */
export function authorize(actor: Actor | null | undefined, action: Action): asserts actor is Actor {
  if (!actor) throw unauthenticated();
  if (!can(actor, action)) throw forbidden();
}

export const roleLabels: Record<Role, string> = { admin: 'Administrador', advisor: 'Asesora', teacher: 'Profesor' };
