import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { callerAs, setupApp } from '../../test/helpers/app';
import { withProvenExtension } from '../../src/lib/files';
import { gqlUpload, pdfBytes, pngBytes, postUpload, teacherCaller } from './teacherRecords.testkit';

const UPLOAD =
  'mutation($teacherId: Int, $kind: TeacherFileKind, $file: Upload!) { uploadTeacherFile(teacherId: $teacherId, kind: $kind, file: $file) { id originalName mimeType downloadUrl } }';

t.test('withProvenExtension', async (t) => {
  t.equal(withProvenExtension('cv.hta', 'pdf'), 'cv.pdf');
  t.equal(withProvenExtension('cv.pdf.hta', 'pdf'), 'cv.pdf.pdf');
  t.equal(withProvenExtension('cv', 'pdf'), 'cv.pdf');
  t.equal(withProvenExtension('Foto.JPEG', 'jpg'), 'Foto.JPEG');
  t.equal(withProvenExtension('foto.png', 'jpg'), 'foto.jpg');
  t.equal(withProvenExtension('.htaccess', 'png'), '.htaccess.png');
  t.equal(withProvenExtension('.pdf', 'pdf'), 'documento.pdf', 'a name that is only an extension');
  t.equal(withProvenExtension('   .PDF', 'pdf'), 'documento.pdf');
  t.equal(withProvenExtension('.jpg', 'png'), 'documento.png');
  t.equal(withProvenExtension('CV María.PDF', 'pdf'), 'CV María.PDF');
});

t.test('an uploaded file is stored and downloaded with the extension its content proves', async (t) => {
  const filesDir = await mkdtemp(join(tmpdir(), 'names-'));
  const app = await setupApp(t, { filesDir });
  const teacher = await teacherCaller(app);
  const admin = await callerAs(app, 'admin');
  // The report's polyglot: PDF content named .hta, over GraphQL and through the form.
  const viaApi = await gqlUpload(
    app,
    teacher,
    UPLOAD,
    { kind: 'cv' },
    { name: 'cv.hta', type: 'application/hta', data: pdfBytes() },
  );
  t.same(viaApi.body.errors, undefined);
  t.match(viaApi.body.data?.uploadTeacherFile, { originalName: 'cv.pdf', mimeType: 'application/pdf' });
  const form = await postUpload(
    app,
    teacher,
    '/teacher-files/new',
    '/teacher-files/new',
    { kind: 'certificate' },
    { name: 'titulo.exe', type: 'application/octet-stream', data: pngBytes() },
  );
  t.equal(form.statusCode, 303);
  const stored = await app.db('teacher_files').where({ teacherId: teacher.id }).orderBy('id').select('originalName');
  t.same(
    stored.map((r) => r.originalName),
    ['cv.pdf', 'titulo.png'],
  );

  const { id } = viaApi.body.data?.uploadTeacherFile as { id: number };
  const download = await app.inject({
    method: 'GET',
    url: `/teachers/${teacher.id}/files/${id}/download`,
    headers: admin.headers,
  });
  t.equal(download.statusCode, 200);
  t.match(download.headers['content-disposition'], /filename="cv\.pdf"; filename\*=UTF-8''cv\.pdf/);

  // A name stored before this rule is corrected on the way out.
  const [old] = await app
    .db('teacher_files')
    .where({ teacherId: teacher.id, originalName: 'cv.pdf' })
    .update({ originalName: 'viejo.hta' })
    .returning('id');
  const again = await app.inject({
    method: 'GET',
    url: `/teachers/${teacher.id}/files/${old.id}/download`,
    headers: admin.headers,
  });
  t.match(again.headers['content-disposition'], /filename="viejo\.pdf"/);
});

t.test(
  'a name with invisible format or control characters is stored without them (a right-to-left override hid the real name)',
  async (t) => {
    const filesDir = await mkdtemp(join(tmpdir(), 'names-'));
    const app = await setupApp(t, { filesDir });
    const teacher = await teacherCaller(app);
    const names: [sent: string, stored: string][] = [
      ['factura\u202Egpj.exe', 'facturagpj.png'],
      ['cv\u0085\u200B final.png', 'cv final.png'],
      ['\u2066nota\u2069.png', 'nota.png'],
    ];
    for (const [sent, stored] of names) {
      const res = await gqlUpload(
        app,
        teacher,
        UPLOAD,
        { kind: 'other' },
        { name: sent, type: 'image/png', data: pngBytes() },
      );
      t.same(res.body.errors, undefined);
      t.equal(
        (res.body.data?.uploadTeacherFile as { originalName: string }).originalName,
        stored,
        JSON.stringify(sent),
      );
    }
  },
);
