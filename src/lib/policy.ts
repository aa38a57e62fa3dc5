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
  // Mail outbox (when no SMTP server is configured)
  'outbox.read': ['admin'],
  // Own account
  'account.password': ['admin', 'advisor', 'teacher'],
  // Sections whose modules come later: who sees them in the menu today
  'staff.manage': ['admin'],
  'teachers.view': ['admin', 'advisor'],
  'customers.view': ['admin', 'advisor'],
  'students.view': ['admin', 'advisor'],
  'customerInterests.view': ['admin', 'advisor'],
  'vouchers.view': ['admin', 'advisor'],
  'classes.view': ['admin', 'advisor'],
  'invoices.view': ['admin', 'advisor'],
  'payrolls.manage': ['admin'],
  'history.view': ['admin'],
  'academicSettings.manage': ['admin'],
  'fiscalSettings.manage': ['admin'],
  'teacherSelf.view': ['teacher'],
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
