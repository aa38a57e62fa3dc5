import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  Location,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { AppError } from '../lib/errors';
import { t } from '../lib/intl';
import { errorMessages } from '../lib/messages';
import { graphqlMessages as m } from './graphql.messages';

/**
 * What one GraphQL request may ask for, checked before anything runs: the text is measured
 * before it is parsed (anonymous callers, who can only sign in or ask for a reset, get a
 * much smaller allowance), the parsed document is walked once (fragments expanded) before
 * GraphQL's own validation, and the answer is measured before it is sent.
 */
export const GRAPHQL_LIMITS = {
  /** Characters of query text for a signed-in caller. */
  queryChars: 20_000,
  /** Characters of query text for an anonymous caller (login, password reset). */
  anonymousQueryChars: 2_000,
  /** Lexical tokens the parser reads before giving up. */
  tokens: 5_000,
  /** Fields renamed with an alias. */
  aliases: 30,
  /** Field selections, counting each fragment where it is spread. */
  fields: 500,
  /** Nesting of selections. */
  depth: 8,
  /**
   * Estimated rows × fields: each field costs 1 for every row it is read on; a list is taken
   * as its page size (a `page` argument's pageSize, at most 100; 25 when absent) or as
   * LIST_ROWS for lists without pages.
   */
  cost: 10_000,
  /** Bytes of JSON answer. */
  responseBytes: 5 * 1024 * 1024,
  /** Bytes of JSON request body (the query and its variables). */
  bodyBytes: 256 * 1024,
} as const;

const LIST_ROWS = 10;
const MAX_PAGE = 100;
const DEFAULT_PAGE = 25;

/** Introspection's fields that lead to another type: what they select is a reference to it. */
const TYPE_REFERENCES = new Set(['type', 'ofType', 'interfaces', 'possibleTypes']);
/** The `ofType` levels that add no depth: GraphiQL's query asks for 9 (no type of ours wraps more than 4). */
const FREE_OF_TYPES = 9;
/** A type's lists: asked on a reference, they go round the schema's cycle (a field's type's fields…). */
const TYPE_LISTS = new Set(['fields', 'inputFields', 'enumValues', 'interfaces', 'possibleTypes']);

const tooComplex = (message: (typeof m)[keyof typeof m], values: Record<string, number>) =>
  new AppError('GRAPHQL_TOO_COMPLEX', message, { values });

/** The query text is refused before it is parsed when it is longer than the caller's allowance. */
export function checkQueryText(source: unknown, signedIn: boolean) {
  const limit = signedIn ? GRAPHQL_LIMITS.queryChars : GRAPHQL_LIMITS.anonymousQueryChars;
  if (typeof source === 'string' && source.length > limit)
    throw new AppError('GRAPHQL_QUERY_TOO_LARGE', m.queryTooLarge, { values: { limit } });
}

/** A `page: { pageSize }` argument's rows: its literal value (at most 100), 100 when it is a variable, 25 when absent. */
function pageRows(args: readonly { name: { value: string }; value: ValueNode }[] | undefined): number | undefined {
  const page = args?.find((a) => a.name.value === 'page');
  if (!page) return undefined;
  if (page.value.kind !== Kind.OBJECT) return MAX_PAGE;
  const size = page.value.fields.find((f) => f.name.value === 'pageSize');
  if (!size) return DEFAULT_PAGE;
  if (size.value.kind !== Kind.INT) return MAX_PAGE;
  return Math.min(Math.max(Number(size.value.value) || 1, 1), MAX_PAGE);
}

export interface QueryStats {
  aliases: number;
  fields: number;
  depth: number;
  cost: number;
  introspection: boolean;
}

/**
 * Walks every operation of a document once (fragments expanded where they are spread) and
 * stops as soon as a limit is passed, so a hostile document costs at most `fields` steps.
 *
 * Introspection (`__schema`, `__type`) reads the schema, whose size is fixed: its lists count one
 * row each and a type's `ofType` (its wrappers) adds no depth for FREE_OF_TYPES levels, so GraphiQL's and the
 * tools' query is taken (it cost 51.853 and nested 15 levels). Once a referenced type (a field's
 * `type`, an `ofType`, `interfaces`, `possibleTypes`) asks for its own lists, the query goes round
 * the schema's cycle, and from there it costs as any list does, every list above it counted too.
 */
export function measureDocument(schema: GraphQLSchema, document: DocumentNode): QueryStats {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const stats: QueryStats = { aliases: 0, fields: 0, depth: 0, cost: 0, introspection: false };
  let steps = 0;

  /** Where a selection set sits: its type, the rows it is read for, its depth, the page size above it and the fragments being spread. */
  interface At {
    parent: GraphQLNamedType | undefined;
    rows: number;
    depth: number;
    pageSize: number | undefined;
    spreading: Set<string>;
    /** Inside introspection, before it goes round the schema's cycle: lists count one row. */
    schemaWalk?: boolean;
    /** The selection is of a type reached by reference (a field's `type`…). */
    reference?: boolean;
    /** Inside introspection, the rows as any list counts them: where the cycle starts, rows start from these. */
    listedRows?: number;
    /** The `ofType` levels above, in a row. */
    ofTypes?: number;
  }

  const walk = (set: SelectionSetNode, at: At) => {
    const { parent, rows, depth, pageSize, spreading, schemaWalk, reference } = at;
    if (depth > stats.depth) stats.depth = depth;
    if (depth > GRAPHQL_LIMITS.depth) throw tooComplex(m.tooDeep, { depth, limit: GRAPHQL_LIMITS.depth });
    for (const selection of set.selections) {
      // Fragments spread inside fragments multiply: every step counts, not only fields.
      if (++steps > GRAPHQL_LIMITS.fields * 4) throw tooComplex(m.tooManyFields, { limit: GRAPHQL_LIMITS.fields });
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') stats.introspection = true;
        if (selection.alias && selection.alias.value !== name) stats.aliases += 1;
        stats.fields += 1;
        stats.cost += rows;
        if (stats.aliases > GRAPHQL_LIMITS.aliases)
          throw tooComplex(m.tooManyAliases, { count: stats.aliases, limit: GRAPHQL_LIMITS.aliases });
        if (stats.fields > GRAPHQL_LIMITS.fields) throw tooComplex(m.tooManyFields, { limit: GRAPHQL_LIMITS.fields });
        if (stats.cost > GRAPHQL_LIMITS.cost)
          throw tooComplex(m.tooCostly, { cost: stats.cost, limit: GRAPHQL_LIMITS.cost });
        if (!selection.selectionSet) continue;
        const field: GraphQLField<unknown, unknown> | undefined =
          name === '__schema'
            ? SchemaMetaFieldDef
            : name === '__type'
              ? TypeMetaFieldDef
              : parent && (isObjectType(parent) || isInterfaceType(parent))
                ? parent.getFields()[name]
                : undefined;
        const ownPage =
          pageRows(selection.arguments) ?? (field?.args.some((a) => a.name === 'page') ? DEFAULT_PAGE : pageSize);
        // A field GraphQL does not know is refused by its validation; until then it counts as a list.
        const isList = field ? isListType(getNullableType(field.type)) : true;
        const walking =
          name === '__schema' || name === '__type' || (!!schemaWalk && !(reference && TYPE_LISTS.has(name)));
        const listed = at.listedRows ?? rows;
        const listedRows = isList ? listed * (pageSize ?? LIST_ROWS) : listed;
        const childRows = walking ? rows : listedRows;
        const ofTypes = walking && name === 'ofType' ? (at.ofTypes ?? 0) + 1 : 0;
        const free = ofTypes > 0 && ofTypes <= FREE_OF_TYPES;
        // A page argument sizes the first list below it (rows of a Page type); a list consumes it.
        walk(selection.selectionSet, {
          parent: field ? getNamedType(field.type) : undefined,
          rows: childRows,
          depth: free ? depth : depth + 1,
          pageSize: isList ? undefined : ownPage,
          spreading,
          schemaWalk: walking,
          reference: walking && TYPE_REFERENCES.has(name),
          listedRows,
          ofTypes,
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        walk(selection.selectionSet, {
          parent: type && isCompositeType(type) ? type : parent,
          rows,
          depth,
          pageSize,
          spreading,
          schemaWalk,
          reference,
          listedRows: at.listedRows,
          ofTypes: at.ofTypes,
        });
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown and self-spreading fragments are GraphQL's validation errors, reported after this.
        if (!fragment || spreading.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        walk(fragment.selectionSet, {
          parent: type && isCompositeType(type) ? type : parent,
          rows,
          depth,
          pageSize,
          spreading: new Set([...spreading, name]),
          schemaWalk,
          reference,
          listedRows: at.listedRows,
          ofTypes: at.ofTypes,
        });
      }
    }
  };

  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      d.operation === 'query'
        ? schema.getQueryType()
        : d.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    walk(d.selectionSet, { parent: root ?? undefined, rows: 1, depth: 1, pageSize: undefined, spreading: new Set() });
  }
  return stats;
}

/**
 * Refuses a subscription asked for over HTTP (POST or GET): it has no answer there, and graphql-js
 * ran it as a query whose field came back null (INTERNAL, logged as a fault). Over WebSocket
 * subscriptions do not pass through here (mercurius has its own hooks for them).
 */
export function refuseSubscriptionOverHttp(document: DocumentNode, operationName: unknown) {
  const operations = (document?.definitions ?? []).filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const chosen = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === operationName);
  if (chosen?.operation === 'subscription') throw new AppError('BAD_REQUEST', m.subscriptionOverHttp);
}

/**
 * Checks a parsed document against the limits (and, when introspection is off, refuses
 * `__schema` and `__type`); throws the Spanish error the caller gets.
 */
export function checkDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  { introspection }: { introspection: boolean },
) {
  // mercurius reads a query that is not GraphQL as a JSON syntax tree ('123' becomes a number):
  // only documents GraphQL's parser made are taken.
  if (!(document?.loc instanceof Location))
    throw new AppError('GRAPHQL_VALIDATION_FAILED', errorMessages.badGraphql, {
      values: { detail: t(m.syntax, { where: '' }) },
    });
  const stats = measureDocument(schema, document);
  if (stats.introspection && !introspection)
    throw new AppError('GRAPHQL_INTROSPECTION_DISABLED', m.introspectionDisabled);
  return stats;
}
