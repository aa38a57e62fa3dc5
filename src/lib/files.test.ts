import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { attachmentHeader, createFileStore, detectDocumentType } from './files';
import {
  cfbBytes,
  docxBytes,
  exeBytes,
  pdfBytes,
  pngBytes,
  zipBytes,
} from '../../modules/people/teacherRecords.testkit';

t.test('documents are recognised by their bytes', async (t) => {
  t.same(await detectDocumentType(pdfBytes()), { ext: 'pdf', mime: 'application/pdf' });
  t.same(await detectDocumentType(pngBytes()), { ext: 'png', mime: 'image/png' });
  t.same(
    await detectDocumentType(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ),
    { ext: 'jpg', mime: 'image/jpeg' },
  );
  t.same(await detectDocumentType(docxBytes()), {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  t.same(await detectDocumentType(cfbBytes('WordDocument')), { ext: 'doc', mime: 'application/msword' });
  t.equal(await detectDocumentType(cfbBytes('Workbook')), undefined, 'an Excel 97 file is not a Word document');
  t.equal(await detectDocumentType(zipBytes({ 'a.txt': 'hola' })), undefined, 'a plain ZIP is not a DOCX');
  t.equal(await detectDocumentType(exeBytes()), undefined, 'an executable');
  t.equal(await detectDocumentType(Buffer.from('%PDF? no, just text')), undefined, 'text');
  t.equal(await detectDocumentType(Buffer.alloc(0)), undefined, 'nothing');
});

t.test('the store keeps files under random names only', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'store-'));
  const store = createFileStore(join(dir, 'files'));
  const a = await store.save(pdfBytes());
  const b = await store.save(pdfBytes());
  t.match(a, /^[0-9a-f]{32}$/);
  t.not(a, b, 'a new name each time');
  t.same((await readdir(join(dir, 'files'))).sort(), [a, b].sort());
  t.throws(() => store.pathOf('../../etc/passwd'), /invalid storage key/, 'no path from outside');
  t.throws(() => store.pathOf(`${a}/../x`), /invalid storage key/);
  await store.remove(a);
  t.same(await readdir(join(dir, 'files')), [b]);
});

t.test('downloads name the file safely', async (t) => {
  t.equal(attachmentHeader('informe.pdf'), `attachment; filename="informe.pdf"; filename*=UTF-8''informe.pdf`);
  const tricky = attachmentHeader('a"b\r\nSet-Cookie: x=1;.pdf');
  t.notMatch(tricky, /[\r\n]/, 'no header injection');
  t.match(
    tricky,
    /^attachment; filename="a_bSet-Cookie: x=1_.pdf"; filename\*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x%3D1%3B.pdf$/,
  );
  t.match(attachmentHeader('Título ñ.docx'), `filename="Titulo n.docx"; filename*=UTF-8''T%C3%ADtulo%20%C3%B1.docx`);
});
