import t from 'tap';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { callerAs, setupApp, type Caller } from './helpers/app';
import { englishIn, internalIn, messagesOf } from './helpers/spanish';
import { seedDemo } from '../seeds/demo';
import { random } from '../seeds/people';
import { MODULES } from '../src/app';

/** Operations per role (anonymous, teacher, advisor, admin, accountant): 5 × 1,000. */
const PER_ROLE = 1000;
/** Fields only staff may read (policy action customers.fiscal), wherever they appear. */
const FISCAL = new Set(['nif', 'iban', 'invoiceNif']);
/** Mutations left out: each costs an argon2 hash (seconds in all), or ends the caller's own session. */
const SKIPPED_MUTATIONS = /login|logout|password|Password/;

/**
 * Faults this test found that belong to another module's issue and are reported there, not
 * hidden: a student's `course` is built from the student's row without the course's
 * createdDate/updatedDate/subjects, which the schema declares non-null (INTERNAL when asked).
 */
const KNOWN_DEFECTS: RegExp[] = [];

type Rng = ReturnType<typeof random>;

const INTS = [1, 2, 0, -1, 25, 100, 2147483647, 2147483648, -2147483649, 1e20, 1.5, Number.MAX_SAFE_INTEGER];
const STRINGS = [
  '',
  'a',
  'Ana',
  'a\u0000b',
  '\u0000',
  'ñandú Ávila',
  "'; drop table users; --",
  'x'.repeat(300),
  '2026-11-23',
  '2026-02-30',
  '99:99',
  'ES9121000418450200051332',
  '12345678Z',
  '<script>alert(1)</script>',
  '\ud800',
  '%00',
  '{}',
];
const WRONG = [null, 'texto', 3.7, true, {}, [], [1, 2], { a: 'b' }, 1e300, '\u0000'];

/** A JSON value for an input type: mostly right, sometimes wrong in type, range or content. */
function valueFor(type: GraphQLInputType, rng: Rng, depth = 0): unknown {
  if (rng.chance(0.08)) return rng.pick(WRONG);
  const inner = getNullableType(type) as GraphQLInputType;
  if (!isNonNullType(type) && rng.chance(0.1)) return null;
  if (isListType(inner))
    return Array.from({ length: Math.floor(rng.next() * 3) }, () => valueFor(inner.ofType, rng, depth + 1));
  if (isEnumType(inner)) return rng.chance(0.9) ? rng.pick(inner.getValues()).name : 'noExiste';
  if (isInputObjectType(inner)) {
    if (depth > 3) return {};
    const out: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields()))
      if (isNonNullType(field.type) || rng.chance(0.5)) out[field.name] = valueFor(field.type, rng, depth + 1);
    if (rng.chance(0.05)) out.campoQueNoExiste = 1;
    return out;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return rng.pick(INTS);
      case 'Float':
        return rng.pick([...INTS, 0.1, -3.5]);
      case 'Boolean':
        return rng.chance(0.5);
      case 'ID':
        return rng.pick(['1', '2', 'x']);
      case 'Date':
        return rng.pick(['2026-11-23', '2026-02-30', 'ayer', '', '2026-13-01']);
      case 'DateTime':
        return rng.pick(['2026-11-23T10:00:00Z', 'no', '']);
      case 'Upload':
        return null;
      default:
        return rng.pick(STRINGS);
    }
  }
  return null;
}

/** A GraphQL literal for a JSON value (strings escaped as JSON, which GraphQL reads the same). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ')} }`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return '0';
  return String(value);
}

/** Enum values are literals without quotes when they are right. */
function argLiteral(arg: GraphQLArgument | { type: GraphQLInputType }, value: unknown): string {
  const named = getNamedType(arg.type);
  if (isEnumType(named) && typeof value === 'string' && /^[_A-Za-z]\w*$/.test(value)) return value;
  if (isInputObjectType(named) && value && typeof value === 'object' && !Array.isArray(value)) {
    const fields = named.getFields();
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${fields[k] ? argLiteral(fields[k], v) : literal(v)}`)
      .join(', ')} }`;
  }
  return literal(value);
}

/** A selection of an output type: a few fields, nested at most `depth` levels, sometimes a field that does not exist. */
function selectionOf(type: GraphQLObjectType, rng: Rng, depth: number): string {
  const fields = Object.values(type.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const chosen = new Set<GraphQLField<unknown, unknown>>();
  const count = 1 + Math.floor(rng.next() * 4);
  for (let i = 0; i < count && fields.length > 0; i++) chosen.add(rng.pick(fields));
  // The fiscal fields are always asked for where they exist: they are what a role may not read.
  for (const f of fields) if (FISCAL.has(f.name)) chosen.add(f);
  const parts: string[] = [];
  for (const field of chosen) {
    const named = getNamedType(field.type);
    if (isObjectType(named)) {
      if (depth <= 0) continue;
      parts.push(`${field.name} { ${selectionOf(named, rng, depth - 1)} }`);
    } else parts.push(field.name);
  }
  if (rng.chance(0.03)) parts.push('campoInventado');
  return parts.length > 0 ? parts.join(' ') : '__typename';
}

/** One operation: a root field with generated arguments (literals or variables) and a selection. */
function operation(root: GraphQLObjectType, kind: 'query' | 'mutation', rng: Rng) {
  const field = rng.pick(
    Object.values(root.getFields()).filter((f) => kind === 'query' || !SKIPPED_MUTATIONS.test(f.name)),
  );
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) && rng.chance(0.4)) continue;
    if (rng.chance(0.05)) continue; // a required argument left out
    const value = valueFor(arg.type, rng);
    if (rng.chance(0.4)) {
      declarations.push(`$${arg.name}: ${arg.type.toString()}`);
      variables[arg.name] = value;
      args.push(`${arg.name}: $${arg.name}`);
    } else args.push(`${arg.name}: ${argLiteral(arg, value)}`);
  }
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ` { ${selectionOf(named, rng, 2)} }` : '';
  const head = declarations.length > 0 ? `${kind} Fuzz(${declarations.join(', ')})` : kind;
  return {
    field: field.name,
    query: `${head} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`,
    variables,
  };
}

/** Every value under a key of FISCAL that is not null, anywhere in an answer. */
function fiscalValues(data: unknown, found: string[] = []): string[] {
  if (Array.isArray(data)) for (const item of data) fiscalValues(item, found);
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (FISCAL.has(key) && value !== null) found.push(`${key}=${String(value)}`);
      else fiscalValues(value, found);
    }
  }
  return found;
}

t.test(
  `GraphQL fuzz: ${PER_ROLE * 5} generated operations, no 5xx, no English, nothing internal, nothing a role may not read`,
  async (t) => {
    const app = await setupApp(t, { env: 'production' });
    await seedDemo(app.db, MODULES);
    const schema = app.graphql.schema;
    // A fixed seed keeps CI repeatable; FUZZ_SEED explores others.
    const seed = Number(process.env.FUZZ_SEED ?? 14795);
    t.comment(`seed ${seed} (FUZZ_SEED=${seed} replays it)`);
    const callers: Caller[] = [];
    for (const role of ['anonymous', 'teacher', 'advisor', 'admin', 'accountant'] as const)
      callers.push(await callerAs(app, role));
    const started = Date.now();
    const problems: string[] = [];
    let operations = 0;
    const statuses = new Map<number, number>();

    // The roles run side by side (one app, one database), each with its own generator.
    await Promise.all(
      callers.map(async (caller, n) => {
        const rng = random(seed + n);
        for (let i = 0; i < PER_ROLE; i++) {
          const kind = rng.chance(0.8) ? 'query' : 'mutation';
          const op = operation(kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!, kind, rng);
          const res = await app.inject({
            method: 'POST',
            url: '/api/graphql',
            headers: { 'content-type': 'application/json', ...caller.headers },
            payload: { query: op.query, variables: op.variables },
          });
          operations += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const body = JSON.parse(res.body) as {
            data?: Record<string, unknown> | null;
            errors?: { message: string; extensions?: { code?: string } }[];
          };
          const where = `${caller.role} ${JSON.stringify(op.query).slice(0, 300)} ${JSON.stringify(op.variables).slice(0, 200)}`;
          if (res.statusCode >= 500) problems.push(`${res.statusCode}: ${where}`);
          if (
            body.errors?.some((e) => e.extensions?.code === 'INTERNAL') &&
            !KNOWN_DEFECTS.some((known) => known.test(op.query))
          )
            problems.push(`INTERNAL: ${where}`);
          const english = englishIn(messagesOf(body).join(' | '));
          if (english) problems.push(`English "${english}" in ${messagesOf(body).join(' | ')}: ${where}`);
          const internal = internalIn(res.body);
          if (internal) problems.push(`internal "${internal}": ${where}`);
          if (caller.role === 'anonymous' || caller.role === 'teacher') {
            const leaked = fiscalValues(body.data);
            if (leaked.length > 0) problems.push(`${caller.role} read ${leaked.join(', ')}: ${where}`);
          }
          // The accountant reads; the only thing it may change is its own password (left out here).
          if (caller.role === 'accountant' && kind === 'mutation' && body.data) {
            const done = Object.entries(body.data).filter(([k, v]) => v !== null && k !== 'ping');
            if (done.length > 0) problems.push(`accountant changed ${done.map(([k]) => k).join(', ')}: ${where}`);
          }
          if (caller.role === 'anonymous' && kind === 'query' && body.data) {
            const read = Object.entries(body.data).filter(
              ([k, v]) => v !== null && k !== 'version' && k !== '__typename',
            );
            if (read.length > 0) problems.push(`anonymous read ${read.map(([k]) => k).join(', ')}: ${where}`);
          }
          if (problems.length >= 20) break;
        }
      }),
    );
    t.comment(
      `${operations} operations in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    t.ok(operations >= PER_ROLE * 5 || problems.length > 0, `${operations} operations`);
    t.same(problems, [], 'no problems');
  },
);
