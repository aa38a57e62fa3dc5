import { forbidden, unauthenticated } from './errors';

export const ROLES = ['admin', 'advisor', 'teacher', 'accountant'] as const;
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

/** Policy lines: action → the roles allowed to take it. */
export type PolicyLines = Record<string, readonly Role[]>;

/** The platform's own actions (every module contributes its lines: `AppModule.policy`). */
export const PLATFORM_POLICY = {
  // Everyone signed in
  'session.read': ['admin', 'advisor', 'teacher', 'accountant'],
  'home.view': ['admin', 'advisor', 'teacher', 'accountant'],
} as const satisfies PolicyLines;

/**
 * Every module's actions, as types: each module merges its own lines into this interface
 * (`declare module '../../src/lib/policy' { interface ModuleActions extends ActionsOf<typeof lines> {} }`),
 * so `authorize(actor, 'x.y')` is checked by the compiler without the platform knowing the module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleActions {}

/** The interface a module's policy lines merge into ModuleActions. */
export type ActionsOf<L extends PolicyLines> = { [K in keyof L]: true };

export type Action = keyof typeof PLATFORM_POLICY | (keyof ModuleActions & string);

/**
 * The one policy table, built at boot by `buildApp` from the platform's lines and every
 * module's (`installPolicy`). Services call `authorize`; nothing else decides. Rules that
 * depend on the record (a teacher and their own profile) are checked by the service after
 * this gate, with the `own` helpers of the module.
 */
let POLICY: Readonly<Record<string, readonly Role[]>> = { ...PLATFORM_POLICY };

/**
 * Makes the table the platform's lines plus the modules'. Two modules declaring the same
 * action, or a module declaring a platform action, fail.
 */
export function installPolicy(modules: readonly { name: string; policy: PolicyLines }[]) {
  const table: Record<string, readonly Role[]> = {};
  const owner = new Map<string, string>(Object.keys(PLATFORM_POLICY).map((a) => [a, 'platform']));
  for (const module of modules) {
    for (const [action, roles] of Object.entries(module.policy)) {
      const known = owner.get(action);
      if (known)
        throw new Error(`Policy: the action '${action}' of module '${module.name}' is already declared by '${known}'`);
      for (const role of roles)
        if (!(ROLES as readonly string[]).includes(role))
          throw new Error(`Policy: unknown role '${role}' in '${action}' of module '${module.name}'`);
      owner.set(action, module.name);
      table[action] = roles;
    }
  }
  POLICY = Object.freeze({ ...table, ...PLATFORM_POLICY });
}

/** The table in force: action → roles (tests pin it against their own expected table). */
export function policyTable(): Readonly<Record<string, readonly Role[]>> {
  return POLICY;
}

/** Whether the action is in the table in force (an unknown action is a programming error). */
export function isAction(action: string): action is Action {
  return Object.hasOwn(POLICY, action);
}

export function can(actor: Actor | null | undefined, action: Action): boolean {
  const roles = POLICY[action];
  if (!roles) throw new Error(`Policy: unknown action '${action}' (no module in the app declares it)`);
  return !!actor && roles.includes(actor.role);
}

/** Throws UNAUTHENTICATED for anonymous callers and FORBIDDEN for the wrong role. */
export function authorize(actor: Actor | null | undefined, action: Action): asserts actor is Actor {
  const allowed = can(actor, action);
  if (!actor) throw unauthenticated();
  if (!allowed) throw forbidden();
}

export const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
  advisor: 'Asesora',
  teacher: 'Profesor',
  accountant: 'Gestoría',
};
