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
  /** Set on a step of setting up the academy (below): shown under «Primeros pasos», not with the reminders. */
  setup?: { position: number; done: boolean; optional?: boolean };
}

export interface TodoSource {
  todo(actor: import('./policy').Actor): Promise<TodoItem[]>;
}

export function isTodoSource(service: unknown): service is TodoSource {
  return typeof (service as Partial<TodoSource> | null)?.todo === 'function';
}

/**
 * A step of setting up a new academy, from the module that owns what it sets up: the start page
 * lists every step of every module in `position` order under «Primeros pasos» (for the callers the
 * policy lets take it), each marked once `done`, and leaves the block out when every step is done.
 */
export interface SetupStep {
  key: string;
  /** What to do, as an instruction («Rellena los datos fiscales…»). */
  text: string;
  /** The page that does it. */
  href: string;
  position: number;
  done: boolean;
  /**
   * A step not every academy takes (advisors: a one-person academy has none): listed and marked
   * like the others, but the block goes once every other step is done.
   */
  optional?: boolean;
}

/** The start page's item for a setup step. */
export const setupItem = ({ position, done, optional, ...item }: SetupStep): TodoItem => ({
  ...item,
  setup: { position, done, ...(optional ? { optional } : {}) },
});
