import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { RouteOptions } from 'fastify';
import { callerAs, setupApp } from './helpers/app';
import { VOUCHER_LIST_SPECS } from '../modules/vouchers/vouchers.service';
import { gqlUpload, pdfBytes, teacherCaller } from '../modules/people/teacherRecords.testkit';

/** Every download the intranet serves: found from the routes themselves, so a new export is checked too. */
const isDownload = (url: string) => url.endsWith('.csv') || url.endsWith('.zip') || url.endsWith('/download');

t.test('every CSV export and file download: Cache-Control private, no-store', async (t) => {
  const routes: string[] = [];
  const filesDir = await mkdtemp(join(tmpdir(), 'exports-'));
  const app = await setupApp(t, { filesDir }, undefined, {
    onRoute: (r: RouteOptions) =>
      void (r.method === 'GET' || (Array.isArray(r.method) && r.method.includes('GET'))
        ? routes.push(r.url)
        : undefined),
  });
  const admin = await callerAs(app, 'admin');
  const teacher = await teacherCaller(app);
  const upload = await gqlUpload(
    app,
    teacher,
    'mutation($file: Upload!) { uploadTeacherFile(kind: cv, file: $file) { id } }',
    {},
    { name: 'cv.pdf', type: 'application/pdf', data: pdfBytes() },
  );
  const fileId = (upload.body.data?.uploadTeacherFile as { id: number }).id;

  const downloads = [...new Set(routes.filter(isDownload))].sort();
  t.same(
    downloads,
    [
      '/customer-interests/export.csv',
      '/customers/export.csv',
      '/invoices/export.csv',
      '/invoices/export.zip',
      '/teacher-files/:recordId/download',
      '/teacher-payrolls/withholdings.csv',
      '/teachers.csv',
      '/teachers/:id/files/:recordId/download',
      '/vouchers/export.csv',
    ],
    'the downloads this test knows',
  );

  const urls = [
    '/customers/export.csv',
    '/customers/export.csv?q=ana',
    '/teachers.csv',
    '/customer-interests/export.csv',
    '/invoices/export.csv',
    '/invoices/export.zip',
    '/teacher-payrolls/withholdings.csv?form=111',
    '/teacher-payrolls/withholdings.csv?year=2025&form=190',
    ...Object.keys(VOUCHER_LIST_SPECS).map((kind) =>
      kind === 'all' ? '/vouchers/export.csv' : `/vouchers/export.csv?list=${kind}`,
    ),
    `/teachers/${teacher.id}/files/${fileId}/download`,
  ];
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url, headers: admin.headers });
    t.equal(res.statusCode, 200, url);
    t.match(res.headers['content-disposition'], /^attachment;/, url);
    t.equal(res.headers['cache-control'], 'private, no-store', url);
  }
  const own = await app.inject({ method: 'GET', url: `/teacher-files/${fileId}/download`, headers: teacher.headers });
  t.equal(own.statusCode, 200);
  t.equal(own.headers['cache-control'], 'private, no-store');
});
