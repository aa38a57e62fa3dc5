import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on the port (or rejects after `ms`). */
export async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A real redis-server (the installed binary) on `port`, without persistence; stop() ends it. */
export async function startRedis(port: number): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitForPort(port);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/**
 * A TCP proxy the test controls, in front of a real server: `cut()` drops every connection and
 * refuses new ones (the server looks unreachable), `mend()` lets connections through again,
 * `hang()` accepts connections and never forwards a byte (a server that does not answer).
 */
export async function tcpProxy(target: { host: string; port: number }) {
  let mode: 'open' | 'cut' | 'hang' = 'open';
  const sockets = new Set<Socket>();
  const hung = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'cut') return client.destroy();
    if (mode === 'hang') return void hung.add(client);
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.destroy();
    },
    hang() {
      mode = 'hang';
      for (const socket of sockets) socket.destroy();
    },
    /** Back to forwarding; connections left hanging are dropped (their clients reconnect). */
    mend() {
      mode = 'open';
      for (const socket of hung) socket.destroy();
      hung.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A log destination for Fastify that keeps every JSON line, for tests to read. */
export function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          lines.push({ unstructured: line });
        }
      }
      done();
    },
  });
  return { stream, lines };
}

/** Polls `check` every 50 ms until it is true or `ms` pass; returns whether it became true. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
