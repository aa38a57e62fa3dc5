import { isEnumType, type GraphQLError, type GraphQLSchema } from 'graphql';
import { t, type Message } from '../lib/intl';
import { errorMessages } from '../lib/messages';
import { toPublicError } from './errors';
import { graphqlMessages as m } from './graphql.messages';

type Rule = [RegExp, (match: RegExpMatchArray, error: GraphQLError, source?: string) => string];

/** The schema's enums: graphql-jit says «Expected type StaffRole.» where graphql-js says the value is not one of them. */
let enumNames = new Set<string>();
let enumsOf: GraphQLSchema | undefined;

/** Learns the enums of the schema the errors come from (once per schema). */
export function knowEnumTypes(schema: GraphQLSchema | undefined) {
  if (!schema || schema === enumsOf) return;
  enumsOf = schema;
  enumNames = new Set(Object.values(schema.getTypeMap()).flatMap((type) => (isEnumType(type) ? [type.name] : [])));
}

/**
 * The variable an error is about, as the query declares it. graphql-jit (queries run compiled)
 * names a field inside an input variable as if it were the variable («$voucherId» for a wrong
 * voucherId of $input), so the same request was told of two different variables, one of them not
 * in the query; both point at the variable's definition, whose name is read from the query.
 */
function declaredVariable(named: string, error: GraphQLError, source?: string): string {
  const loc = error.locations?.[0];
  if (!source || !loc) return named;
  const line = source.split(/\r\n|\r|\n/)[loc.line - 1] ?? '';
  return line.slice(loc.column - 1).match(/^\$(\w+)/)?.[1] ?? named;
}

const where = (error: GraphQLError) => {
  const loc = error.locations?.[0];
  return loc ? t(m.where, { line: loc.line, column: loc.column }) : '';
};
const say = (message: Message, values?: Record<string, string | number>) => () => t(message, values);

/**
 * GraphQL's own messages (graphql-js 16, in English, some with "Did you mean …" suggestions
 * that would name fields, arguments and enum values) told in Spanish. Only names the caller
 * wrote are repeated; values, suggestions and anything unrecognised are left out, so
 * nothing English reaches a response.
 */
const RULES: Rule[] = [
  // graphql-js 16 writes "more that 5000 tokens"; "than" in case it is corrected.
  [/^Syntax Error: Document contains more tha[nt] \d+ tokens/, say(m.tooManyTokens)],
  [/^Syntax Error:/, (_, e) => t(m.syntax, { where: where(e) })],
  [/^Cannot query field "([^"]+)" on type "([^"]+)"/, ([, field, type]) => t(m.unknownField, { field, type })],
  [
    /^Unknown argument "([^"]+)" on field "([^"]+)"/,
    ([, argument, field]) => t(m.unknownArgument, { argument, field }),
  ],
  [
    /^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required/,
    ([, field, argument]) => t(m.missingArgument, { field, argument }),
  ],
  [
    /^Field "([^"]+)" of type "[^"]+" must have (a selection of subfields|at least one field selected)/,
    ([, field]) => t(m.needsSelection, { field }),
  ],
  [/^Field "([^"]+)" must not have a selection/, ([, field]) => t(m.noSelection, { field })],
  [/^Int cannot represent non 32-bit signed integer value/, say(m.intRange)],
  [/^Int cannot represent/, say(m.notInt)],
  [/^Float cannot represent/, say(m.notFloat)],
  [/^String cannot represent/, say(m.notString)],
  [/^Boolean cannot represent/, say(m.notBoolean)],
  [/^ID cannot represent/, say(m.notId)],
  [/^Enum "([^"]+)" cannot represent/, ([, type]) => t(m.notEnum, { type })],
  [/^Value "[^"]*" does not exist in "([^"]+)" enum/, ([, type]) => t(m.notEnum, { type })],
  // graphql-jit (queries run compiled) writes the type without quotes.
  [/^Expected type "?([^" ]+?)"? to be an object/, ([, type]) => t(m.notObject, { type })],
  [
    /^Expected non-nullable type "?[^" ]+"? not to be null at value(?:\[\d+\])*\.(?:\w+(?:\[\d+\])*\.)*(\w+)/,
    ([, field]) => t(m.nullInputField, { field }),
  ],
  [/^Expected value of type "([^"]+)"/, ([, type]) => t(m.wrongType, { type })],
  [/^Expected type "?([^";. ]+)"?/, ([, type]) => t(enumNames.has(type) ? m.notEnum : m.wrongType, { type })],
  [/^Field "([^"]+)" of required type "[^"]+" was not provided/, ([, field]) => t(m.missingInputField, { field })],
  [
    /^Field value(?:\[\d+\])*\.(?:\w+(?:\[\d+\])*\.)*(\w+) of required type \S+ was not provided/,
    ([, field]) => t(m.missingInputField, { field }),
  ],
  [
    /^Field "([^"]+)" is not defined by type "?([^".]+)"?/,
    ([, field, type]) => t(m.unknownInputField, { field, type }),
  ],
  [/^(Exactly one key|OneOf Input Object)/, say(m.generic)],
  // graphql-js names the field of a null in an input variable before the semicolon (at "i.amountCents").
  [
    /^Variable "\$(\w+)" got invalid value [\s\S]*? at "(?:[^"]*\.)?([^".[\]]+)(?:\[\d+\])*"; Expected non-nullable type "?[^" ]+"? not to be null/,
    ([, name, field], e, source) =>
      t(m.badVariable, { name: declaredVariable(name, e, source), detail: t(m.nullInputField, { field }) }),
  ],
  [
    /^Variable "\$(\w+)" got invalid value [\s\S]*?; ([\s\S]*)$/,
    ([, name, rest], e, source) => {
      const declared = declaredVariable(name, e, source);
      const detail = rest.split('; ').pop() ?? '';
      // graphql-jit's null item of a list variable ([1, null]: «… at value[1].»): the list is the variable.
      if (/^Expected non-nullable type "?[^" ]+"? not to be null at value(\[\d+\])+\.?$/.test(detail))
        return t(m.badVariable, { name: declared, detail: t(m.nullInputField, { field: declared }) });
      return t(m.badVariable, { name: declared, detail: translateDetail(detail, e) });
    },
  ],
  [/^Variable "\$(\w+)" of required type "[^"]+" was not provided/, ([, name]) => t(m.missingVariable, { name })],
  [/^Variable "\$(\w+)" of non-null type "[^"]+" must not be null/, ([, name]) => t(m.nullVariable, { name })],
  [/^Variable "\$(\w+)" is not defined/, ([, name]) => t(m.undefinedVariable, { name })],
  [/^Variable "\$(\w+)" is never used/, ([, name]) => t(m.unusedVariable, { name })],
  [
    /^Variable "\$(\w+)" (of type|cannot be non-input|expected value|is of type)/,
    ([, name]) => t(m.variableType, { name }),
  ],
  [/^Unknown type "([^"]+)"/, ([, type]) => t(m.unknownType, { type })],
  [/^(Unknown fragment|Fragment |Cannot spread fragment)/, say(m.fragment)],
  [/^(Unknown directive|Directive |The directive|Unknown argument "[^"]+" on directive)/, say(m.directive)],
  [/^There can be only one/, say(m.duplicate)],
  [/^(This anonymous operation must be the only|Must provide operation name)/, say(m.operations)],
  [/^Unknown operation named "([^"]*)"/, ([, name]) => t(m.unknownOperation, { name })],
  [/^Fields "[^"]+" conflict/, say(m.conflict)],
  [/^(Subscription "[^"]*"|Anonymous Subscription) must/, say(m.subscription)],
  [/Validation aborted\.$/, say(m.tooManyErrors)],
];

/** The Spanish detail of one of GraphQL's messages; anything not recognised gets a general hint. */
export function translateDetail(message: string, error: GraphQLError, source?: string): string {
  for (const [pattern, make] of RULES) {
    const match = message.match(pattern);
    if (match) return make(match, error, source);
  }
  return t(m.generic);
}

export interface PublicGraphqlError {
  message: string;
  locations?: GraphQLError['locations'];
  path?: GraphQLError['path'];
  extensions: { code: string; fields?: Record<string, string> };
  /** HTTP status when the whole request is refused. */
  status: number;
  /** A fault of ours, to be logged. */
  fault?: unknown;
}

const invalid = (detail: string, error?: GraphQLError): PublicGraphqlError => ({
  message: t(errorMessages.badGraphql, { detail }),
  locations: error?.locations,
  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  status: 400,
});
const refused = (code: string, message: string, status = 400): PublicGraphqlError => ({
  message,
  extensions: { code },
  status,
});

/** One of the errors mercurius gathers under MER_ERR_GQL_VALIDATION: GraphQL's, Fastify's body schema, the depth limit. */
function fromInner(inner: Error & { code?: string; validation?: unknown }, source?: string): PublicGraphqlError {
  if (inner.validation) return refused('BAD_REQUEST', t(m.badBody));
  if (inner.code === 'MER_ERR_GQL_QUERY_DEPTH') {
    const [depth, limit] = (inner.message.match(/\d+/g) ?? []).slice(-2);
    return refused('GRAPHQL_TOO_COMPLEX', t(m.tooDeep, { depth: depth ?? '?', limit: limit ?? '?' }));
  }
  if (inner.message === 'Operation cannot be performed via a GET request')
    return refused('BAD_REQUEST', t(m.getMutation), 405);
  return invalid(translateDetail(inner.message, inner as GraphQLError, source), inner as GraphQLError);
}

/**
 * What a client is told of one error of a GraphQL answer: the request's own mistakes (syntax,
 * validation, variables, the body's shape, limits) in Spanish with a stable code; errors of
 * resolvers through toPublicError (AppError's message, INTERNAL for faults, which are logged).
 * `source` is the query's text, when known: the names the caller wrote are read from it.
 */
export function publicGraphqlErrors(error: GraphQLError, source?: string): PublicGraphqlError[] {
  const original = error.originalError as
    (Error & { code?: string; errors?: Error[]; statusCode?: number }) | undefined;
  // graphql-jit's refusal of a variable a scalar's parseValue threw on (an Upload sent as JSON text):
  // the scalar's own error rides along as the original, but it is the request's mistake, not ours.
  if (!error.path && original && /^Variable "\$\w+" got invalid value /.test(error.message))
    return [invalid(translateDetail(error.message, error, source), error)];
  if (!original) {
    // Without an original error and with a path: GraphQL's own check of a resolver's answer (a fault).
    if (error.path)
      return [
        {
          ...refused('INTERNAL', t(errorMessages.internal), 500),
          path: error.path,
          locations: error.locations,
          fault: error,
        },
      ];
    return [invalid(translateDetail(error.message, error, source), error)];
  }
  if (original.code === 'MER_ERR_GQL_VALIDATION' || original.code === 'MER_ERR_METHOD_NOT_ALLOWED') {
    if (Array.isArray(original.errors) && original.errors.length > 0)
      return original.errors.map((inner) => fromInner(inner, source));
    // mercurius's own JSON.parse of the variables of a GET request.
    return [refused('BAD_REQUEST', t(m.badVariablesJson))];
  }
  if (original.code === 'MER_ERR_GQL_QUERY_DEPTH') return [fromInner(original, source)];
  const pub = toPublicError(original);
  return [
    {
      message: pub.message,
      locations: error.locations,
      path: error.path,
      extensions: { code: pub.code, ...(pub.fields ? { fields: pub.fields } : {}) },
      status: pub.status >= 400 && pub.status < 500 ? pub.status : 400,
      ...(pub.code === 'INTERNAL' ? { fault: original } : {}),
    },
  ];
}
