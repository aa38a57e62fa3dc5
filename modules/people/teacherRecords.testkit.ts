import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, type Caller } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';

/** Test helpers of the teacher-records tests: a signed-in teacher, the catalogue, real file bytes. */

let ip = 0;

/** A teacher with a profile row, signed in. */
export async function teacherCaller(app: FastifyInstance): Promise<Caller & { id: number }> {
  const user = await createTeacher(app);
  ip += 1;
  const { token } = await app.services.auth.login(user.email, PASSWORD, {
    ip: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
  });
  const cookie = `apollo-token=${token}`;
  return { role: 'teacher', cookie, headers: { cookie }, id: user.id };
}

/** A small academic catalogue: two levels, two subjects, two studies. */
export async function createCatalogue(app: FastifyInstance) {
  const [primaria, eso] = await app
    .db('levels')
    .insert([
      { name: 'Primaria', position: 1 },
      { name: 'ESO', position: 2 },
    ])
    .returning('id');
  const [maths, english] = await app
    .db('subjects')
    .insert([{ name: 'Matemáticas' }, { name: 'Inglés' }])
    .returning('id');
  const [physics, teaching] = await app
    .db('studies')
    .insert([{ name: 'Grado en Física' }, { name: 'Máster en Profesorado' }])
    .returning('id');
  return {
    primaria: primaria.id as number,
    eso: eso.id as number,
    maths: maths.id as number,
    english: english.id as number,
    physics: physics.id as number,
    teaching: teaching.id as number,
  };
}

/** A minimal valid PDF (header, one empty page, trailer). */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A valid PDF of about `bytes` bytes (a comment pads it). */
export function largePdfBytes(bytes: number): Buffer {
  const pdf = pdfBytes();
  return Buffer.concat([
    pdf.subarray(0, 9),
    Buffer.from('%'),
    Buffer.alloc(Math.max(0, bytes - pdf.length - 2), 0x41),
    Buffer.from('\n'),
    pdf.subarray(9),
  ]);
}

/** A 1×1 PNG. */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** The start of a Windows executable (MZ header). */
export function exeBytes(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----academia${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts an upload form as a browser would: the page first (CSRF token and cookie), then the multipart body. */
export async function postUpload(
  app: FastifyInstance,
  caller: Caller,
  pageUrl: string,
  action: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const page = await app.inject({ method: 'GET', url: pageUrl, headers: caller.headers });
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const csrfCookie = page.cookies.filter((c) => c.name === '_csrf').map((c) => `${c.name}=${c.value}`);
  const cookie = [caller.cookie, ...csrfCookie].filter(Boolean).join('; ');
  const { payload, contentType } = multipartBody({ _csrf: token, ...fields }, file);
  return app.inject({ method: 'POST', url: action, headers: { cookie, 'content-type': contentType }, payload });
}

/** A ZIP archive (stored, not compressed) of the given entries. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest Word (DOCX) document: its content types and body. */
export function docxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hola</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** An OLE compound file (the container of Word 97–2003 documents), with or without a WordDocument stream. */
export function cfbBytes(stream: 'WordDocument' | 'Workbook'): Buffer {
  const b = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
  Buffer.from(stream, 'utf16le').copy(b, 1024);
  return b;
}

/** A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec), as apollo-upload-client sends it. */
export async function gqlUpload(
  app: FastifyInstance,
  caller: Caller,
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; type: string; data: Buffer },
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
) {
  const boundary = '----gqlupload7MA4YWxkTrZu0gW';
  const part = (name: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(part('operations', JSON.stringify({ query, variables: { ...variables, file: null } }))),
    Buffer.from(part('map', JSON.stringify({ 0: ['variables.file'] }))),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { ...caller.headers, ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
    },
  };
}
