import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { callerAs, setupApp, type Caller } from '../../test/helpers/app';
import { largePdfBytes, teacherCaller } from './teacherRecords.testkit';

const UPLOAD =
  'mutation($teacherId: Int, $file: Upload!) { uploadTeacherFile(teacherId: $teacherId, kind: cv, file: $file) { id } }';
const MB = 1024 * 1024;
const FILE = largePdfBytes(MB);

/**
 * Sends a 1 MB GraphQL multipart upload over a real socket but stops after `sent` bytes of
 * it, as a slow or hostile client would: the answer must come without the rest of the body.
 */
function partialUpload(port: number, caller: Caller, variables: Record<string, unknown>, sent = 64 * 1024) {
  const boundary = '----partial7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: UPLOAD, variables: { ...variables, file: null } })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.file'] })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const body = Buffer.concat([head, FILE, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const started = Date.now();
  return new Promise<{ status: number; text: string; ms: number; closed: boolean }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 10 s'));
    }, 10_000);
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, text: answer, ms: Date.now() - started, closed: true });
    });
    const headers = [
      'POST /api/graphql HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${body.length}`,
      'apollo-require-preflight: true',
      ...(caller.cookie ? [`Cookie: ${caller.cookie}`] : []),
      '',
      '',
    ].join('\r\n');
    socket.write(headers);
    socket.write(body.subarray(0, sent));
    // The rest is never sent.
  });
}

async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

t.test('an upload the caller may not make is answered at once, without its body, and its socket closed', async (t) => {
  const app = await setupApp(t);
  const port = await listening(app);
  const anonymous = await callerAs(app, 'anonymous');
  const advisor = await callerAs(app, 'advisor');
  const teacher = await teacherCaller(app);
  const other = await teacherCaller(app);

  const cases: [string, Caller, Record<string, unknown>, number, RegExp][] = [
    ['anonymous', anonymous, {}, 401, /Tienes que iniciar sesión para continuar/],
    ['an advisor without teacherId', advisor, {}, 200, /"code":"(BAD_USER_INPUT|BAD_REQUEST|NOT_FOUND|FORBIDDEN)"/],
    ['a teacher for another teacher', teacher, { teacherId: other.id }, 200, /"code":"FORBIDDEN"/],
  ];
  for (const [label, caller, variables, status, expected] of cases) {
    const res = await partialUpload(port, caller, variables);
    t.equal(res.status, status, `${label}: answered without the rest of the body`);
    t.match(res.text, expected, label);
    t.match(res.text, /\r\nconnection: close\r\n/i, `${label}: the connection is closed`);
    t.comment(`${label}: answered in ${res.ms} ms`);
  }
});

t.test('a hundred refused uploads leave no socket open', async (t) => {
  const app = await setupApp(t);
  const port = await listening(app);
  const anonymous = await callerAs(app, 'anonymous');
  const results = await Promise.all(Array.from({ length: 100 }, () => partialUpload(port, anonymous, {})));
  t.ok(
    results.every((r) => r.status === 401),
    'every one answered 401',
  );
  t.comment(`slowest answer ${Math.max(...results.map((r) => r.ms))} ms`);
  await new Promise((done) => setTimeout(done, 200));
  const open = await new Promise<number>((resolve, reject) =>
    app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
  );
  t.equal(open, 0, 'no connection left open');
});
