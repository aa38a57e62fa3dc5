/**
 * Words of the English messages of GraphQL, Ajv, Fastify, Node and PostgreSQL: none may reach
 * a user. Names the caller wrote are quoted «like this» in Spanish messages and left out of the check.
 */
const ENGLISH =
  /\b(cannot|must|should|expected|exceeds?|provided|required|invalid|unknown|syntax error|aborted|validation|represent|value|argument|field|type|query|body|not found|internal|server|request|failed|unexpected|did you mean|undefined|null value|select|from|where|violates|relation|column|stack|at Object|node_modules)\b/i;

/** Internals that must never be shown: SQL, stack frames, paths, driver and framework names. */
const INTERNAL =
  /(node_modules|\.ts:\d+|\bat [\w.<>]+ \(|syntax error at or near|invalid byte sequence|\bselect .* from\b|insert into|knex|pg-protocol|FST_ERR|MER_ERR|ERR_[A-Z_]{4,}|TypeError|ReferenceError|GraphQLError)/i;

/** The English words left in a text once quoted names and JSON keys are set aside. */
export function englishIn(text: string): string | undefined {
  const stripped = text.replace(/«[^»]*»/g, '«»');
  return ENGLISH.exec(stripped)?.[0];
}

export function internalIn(text: string): string | undefined {
  return INTERNAL.exec(text)?.[0];
}

/**
 * The same in a page's HTML, its random tokens (CSP nonces, the CSRF token, also inside an
 * island's props where it is quoted as &quot;) set aside: base64 spells "knex" now and then.
 */
export function internalInPage(html: string): string | undefined {
  return internalIn(html.replace(/("|&quot;)[A-Za-z0-9+/=_-]{24,}("|&quot;)/g, '""'));
}

/** Every `message` of a GraphQL answer's errors (the texts a user may read). */
export function messagesOf(body: { errors?: { message?: unknown }[] } | null | undefined): string[] {
  return (body?.errors ?? []).map((e) => String(e.message));
}
