import { createClient, type Client } from 'graphql-ws';

/**
 * The GraphQL-over-WebSocket client (graphql-transport-ws) of the islands that follow live
 * changes. One connection per page, opened lazily, on the same origin (the session cookie
 * goes with the upgrade). A dropped connection is retried at most 5 times, waiting 500 ms,
 * 1 s, 2 s, 4 s, 8 s (exponential back-off from 500 ms); it is closed on login and logout.
 */
export const RETRY_ATTEMPTS = 5;
export const retryDelay = (retries: number) => 500 * 2 ** retries;

let client: Client | null = null;

function socketUrl() {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/graphql`;
}

export function realtimeClient(): Client {
  if (!client) {
    client = createClient({
      url: socketUrl(),
      lazy: true,
      retryAttempts: RETRY_ATTEMPTS,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
      // A refused session (4401, at the upgrade or afterwards) is not worth retrying; anything else is.
      shouldRetry: (event) =>
        !(event && typeof event === 'object' && 'code' in event && (event as CloseEvent).code === 4401),
    });
    // Login and logout forms end the connection before the session changes.
    document.addEventListener('submit', (event) => {
      const action = (event.target as HTMLFormElement | null)?.getAttribute('action') ?? '';
      if (action.startsWith('/logout') || action.startsWith('/login')) closeRealtime();
    });
  }
  return client;
}

export function closeRealtime() {
  client?.dispose();
  client = null;
}

/** Subscribes to a subscription's data; returns the function that stops it. */
export function subscribe<T>(query: string, onData: (data: T) => void, onError?: (err: unknown) => void): () => void {
  return realtimeClient().subscribe<T>(
    { query },
    {
      next: (result) => {
        if (result.data) onData(result.data as T);
      },
      error: (err) => {
        console.error('subscription', err);
        onError?.(err);
      },
      complete: () => undefined,
    },
  );
}

/**
 * Calls `listener` each time the connection is made again after a drop: events sent while it
 * was down are lost, so a live list reloads itself then. Returns the function that stops it.
 */
export function onReconnect(listener: () => void): () => void {
  return realtimeClient().on('connected', (_socket, _payload, wasRetry) => {
    if (wasRetry) listener();
  });
}
