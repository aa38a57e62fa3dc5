/** Minimal GraphQL client for islands: same-origin, cookie session, Spanish errors. */
export class GraphqlError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export async function graphql<T>(
  operationName: string,
  query: string,
  { variables, signal }: { variables: Record<string, unknown>; signal?: AbortSignal },
): Promise<T> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationName, query, variables }),
    signal,
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  if (body.errors?.length) {
    console.error(`GraphQL ${operationName}`, body.errors);
    throw new GraphqlError(body.errors[0].message, body.errors[0].extensions?.code ?? 'INTERNAL');
  }
  return body.data as T;
}
