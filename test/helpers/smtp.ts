import type { Test } from 'tap';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP sink on a random local port: what it received, and `refuse` to make it answer
 * every message with a permanent failure (550) from then on, as a mail server refusing it.
 */
export async function smtpSink(t: Test, delayMs = 0) {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (state.refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(on = true) {
      state.refuse = on;
    },
  };
}

/** Quoted-printable soft line breaks and escapes undone, the bytes read as UTF-8 (the body's charset). */
export const decodeQp = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** A header of a received message, unfolded (undefined when absent). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
