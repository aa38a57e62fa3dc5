import fp from 'fastify-plugin';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { AnyModule, PlatformDeps, Suggestion } from '../lib/module';
import { installPolicy, isAction, type Actor } from '../lib/policy';
import { notFound } from '../lib/errors';
import type { TodoItem } from '../lib/todo';
import { buildMenu, type Menu, type MenuEntry } from '../../views/layouts/menu';
import { registerAreas, type Area } from './areas';

type SuggestionSource = (services: object, actor: Actor | null, q: string) => Promise<Suggestion[]>;

/** What buildApp gathers from the module list before anything is registered. */
export interface Collected {
  menu: Menu;
  /** Every module's services, merged (app.services). */
  services: Record<string, unknown>;
  /** Each module's own services, by module name. */
  byModule: Map<string, object>;
  todo: ((actor: Actor) => Promise<TodoItem[]>)[];
  autocomplete: Map<string, (actor: Actor | null, q: string) => Promise<Suggestion[]>>;
}

/**
 * Checks the module list (unique names, dependencies below each module), installs the policy
 * table, and builds every module's services lowest floor first, each over the platform and the
 * services of the modules it declares; then calls its hooks on those lower services (and the mailer).
 * Anything wrong fails the boot with a message that names the module.
 */
export function collectModules(modules: readonly AnyModule[], platform: PlatformDeps): Collected {
  const position = new Map<string, number>();
  modules.forEach((module, index) => {
    if (position.has(module.name)) throw new Error(`Module list: '${module.name}' appears twice`);
    position.set(module.name, index);
  });
  const order = modules.map((m) => m.name).join(' → ');
  for (const [index, module] of modules.entries()) {
    for (const dependency of module.dependsOn) {
      const at = position.get(dependency.name);
      if (at === undefined)
        throw new Error(
          `Module '${module.name}' depends on '${dependency.name}', which is not in the module list (${order})`,
        );
      if (at >= index)
        throw new Error(
          `Module '${module.name}' depends on '${dependency.name}', which is not below it in the module list (${order}): a module may only use lower floors`,
        );
    }
  }
  installPolicy(modules);

  const entries: MenuEntry[] = modules.flatMap((m) => m.menu ?? []);
  for (const entry of entries)
    if (!isAction(entry.action))
      throw new Error(`Menu entry '${entry.href}' needs the action '${entry.action}', which no module declares`);

  const services: Record<string, unknown> = { mailer: platform.mailer };
  const byModule = new Map<string, object>();
  const todo: Collected['todo'] = [];
  const autocomplete: Collected['autocomplete'] = new Map();
  for (const module of modules) {
    const lower = Object.assign({}, ...module.dependsOn.map((d) => byModule.get(d.name)));
    const own = module.services({ ...platform, ...lower } as never);
    for (const key of Object.keys(own)) {
      if (key in services)
        throw new Error(`Module '${module.name}': the service '${key}' is already built by another module`);
    }
    Object.assign(services, own);
    byModule.set(module.name, own);
    module.hooks?.({ mailer: platform.mailer, ...lower } as never, own as never);
    todo.push(...((module.todo?.(own as never) ?? []) as Collected['todo']));
    for (const [name, source] of Object.entries(module.autocomplete ?? {})) {
      if (autocomplete.has(name))
        throw new Error(`Module '${module.name}': the autocomplete source '${name}' is already declared`);
      autocomplete.set(name, (actor, q) => (source as SuggestionSource)(own, actor, q));
    }
  }
  return { menu: buildMenu(entries), services, byModule, todo, autocomplete };
}

/** The suggestions every autocomplete field asks for, by source: the platform's GraphQL entry to the modules' sources. */
const suggestionsSchema = /* GraphQL */ `
  "One suggestion of an autocomplete field"
  type Suggestion {
    id: Int!
    name: String!
    detail: String
  }

  extend type Query {
    "Suggestions for an autocomplete field: a source a module declares (municipalities, customers, classVouchers…)"
    suggestions(source: String!, q: String!): [Suggestion!]!
  }
`;

/**
 * Registers each module as a Fastify plugin named after it (depending on the plugins of the
 * modules it uses): its areas' pages, then its own wiring; then every area's SDL and
 * resolvers and the autocomplete sources behind GraphQL `suggestions`. The SDL goes in as one
 * extension: each extension rebuilds the whole schema, which one per area made 0.8 s of the
 * start (issue 16). It is parsed here, without the token limit mercurius puts on queries.
 */
export async function registerModules(app: FastifyInstance, modules: readonly AnyModule[], collected: Collected) {
  const api: { schema: string; resolvers: object }[] = [];
  for (const module of modules) {
    const own = collected.byModule.get(module.name)!;
    const plugin = fp(
      async (scope: FastifyInstance) => {
        api.push(
          ...(await registerAreas(
            scope,
            own as FastifyPluginOptions,
            (module.areas?.(own as never) ?? []) as Area<FastifyPluginOptions>[],
          )),
        );
        await module.plugin?.(scope, own as never);
      },
      { name: module.name, dependencies: ['graphql', 'ssr', ...module.dependsOn.map((d) => d.name)] },
    );
    await app.register(plugin);
  }
  const sdl = [...api.map((area) => area.schema).filter(Boolean), suggestionsSchema];
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: sdl.flatMap((text) => parse(text).definitions) };
  app.graphql.extendSchema(document);
  for (const area of api) app.graphql.defineResolvers(area.resolvers as IResolvers);
  app.graphql.defineResolvers({
    Query: {
      suggestions: (_: unknown, { source, q }: { source: string; q: string }, { actor }: MercuriusContext) => {
        const find = collected.autocomplete.get(source);
        if (!find) throw notFound();
        return find(actor, q);
      },
    },
  } as IResolvers);
}
