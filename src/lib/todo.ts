/**
 * What is waiting for the signed-in user, shown on the start page: a module's service answers
 * `todo(actor)` with its items ("3 clases por validar"), only those the policy lets the actor
 * act on, and only when there is something to do.
 */
export interface TodoItem {
  /** Stable key, e.g. 'classes.toValidate'. */
  key: string;
  /** The whole sentence with its number, in Spanish. */
  text: string;
  /** The list where the work is done. */
  href: string;
}

export interface TodoSource {
  todo(actor: import('./policy').Actor): Promise<TodoItem[]>;
}

export function isTodoSource(service: unknown): service is TodoSource {
  return typeof (service as Partial<TodoSource> | null)?.todo === 'function';
}
