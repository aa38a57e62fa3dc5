import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/knex';
import type { Mailer } from './mail';
import type { Actor, PolicyLines, Role } from './policy';
import type { TodoItem } from './todo';
import type { MenuEntry } from '../../views/layouts/menu';
import type { Area } from '../plugins/areas';

/**
 * The module contract: each `modules/<name>/index.ts` exports one value made with
 * `defineModule`, and `buildApp` (src/app.ts) collects the list of them. A module declares
 * what it brings (policy lines, menu entries, autocomplete sources, services, GraphQL and
 * pages, start-page reminders, demo data) and the hooks it registers in lower modules; the
 * platform never names a module.
 */

/** What every module's services are built over, besides the services of the modules it depends on. */
export interface PlatformDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** One suggestion of an autocomplete field. */
export interface Suggestion {
  id: number;
  name: string;
  /** Shown after the name to tell homonyms apart (a municipality's province). */
  detail?: string | null;
}

/** A demo account every fresh database gets (seeds/demo.ts). */
export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
}

/** What a module's demo seed step gets; steps run in the module list's order. */
export interface SeedContext {
  db: Db;
  demo: { password: string; accounts: readonly DemoAccount[] };
}

/** The shape buildApp handles: any module, whatever its services (see ModuleDefinition). */
export interface AnyModule {
  readonly name: string;
  readonly dependsOn: readonly AnyModule[];
  readonly policy: PolicyLines;
  readonly menu?: readonly MenuEntry[];
  readonly autocomplete?: Readonly<Record<string, unknown>>;
  services(deps: never): object;
  hooks?(lower: never, own: never): void;
  areas?(services: never): readonly unknown[];
  plugin?(app: FastifyInstance, services: never): unknown;
  todo?(services: never): readonly unknown[];
  reference?(db: Db): Promise<void>;
  seed?(context: SeedContext): Promise<void>;
}

/** The services a module builds. */
export type ServicesOf<M> = M extends { services(deps: never): infer S } ? S : never;

type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The services of a list of modules, as one object (what `app.services` holds). */
export type ServicesOfAll<L extends readonly AnyModule[]> = Intersect<ServicesOf<L[number]>>;

export interface ModuleDefinition<N extends string, D extends readonly AnyModule[], S extends object> {
  /** The module's folder name (`modules/<name>`); also its Fastify plugin's name. */
  readonly name: N;
  /** The lower modules it uses (their index.ts values). buildApp fails if one is not below it in the list. */
  readonly dependsOn: D;
  /** Its policy lines: action → roles. Merge the same lines into `ModuleActions` (see src/lib/policy.ts). */
  readonly policy: PolicyLines;
  /** Its side-menu entries (a platform group and a position). An entry replaces the placeholder with its href. */
  readonly menu?: readonly MenuEntry[];
  /** Its autocomplete sources by name (`<AutocompleteField source="customers">`), answered by GraphQL `suggestions`. */
  readonly autocomplete?: Readonly<
    Record<string, (services: S, actor: Actor | null, q: string) => Promise<Suggestion[]>>
  >;
  /** Builds its services over the platform and the services of the modules it depends on. */
  services(deps: PlatformDeps & ServicesOfAll<D>): S;
  /**
   * Registers what it adds to lower modules (delete blockers, drop-out handlers, record links) and to
   * the platform's mailer (where its messages' Reply-To comes from), right after its services are built.
   */
  hooks?(lower: ServicesOfAll<D> & Pick<PlatformDeps, 'mailer'>, own: S): void;
  /** Its areas: GraphQL SDL, resolvers and page routes (registered with registerAreas). */
  areas?(services: S): Area<S>[];
  /** Anything else it wires into the app (onClose hooks, subscriptions), after its areas. */
  plugin?(app: FastifyInstance, services: S): void | Promise<void>;
  /** Its start-page reminders: what is waiting for the user, only what the policy lets them act on. */
  todo?(services: S): ((actor: Actor) => Promise<TodoItem[]>)[];
  /**
   * Reference data every installation needs, production included (Spain's places): loaded
   * after the migrations (`prepareDatabase`), so it must leave data already there alone and
   * cost next to nothing once loaded. Not demo data, which is `seed`.
   */
  reference?(db: Db): Promise<void>;
  /** Its step of the demo academy (a fresh database only). */
  seed?(context: SeedContext): Promise<void>;
}

/** Declares a module (see ModuleDefinition); the value is what its index.ts exports. */
export function defineModule<const N extends string, const D extends readonly AnyModule[], S extends object>(
  module: ModuleDefinition<N, D, S>,
): ModuleDefinition<N, D, S> {
  return module;
}
