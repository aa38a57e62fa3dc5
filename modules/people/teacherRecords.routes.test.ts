import { readdir, readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { callerAs, postForm, setupApp, type Caller, flashOf } from '../../test/helpers/app';
import {
  cfbBytes,
  createCatalogue,
  docxBytes,
  exeBytes,
  largePdfBytes,
  pdfBytes,
  pngBytes,
  postUpload,
  teacherCaller,
} from './teacherRecords.testkit';

t.test('teacher records pages', async (t) => {
  const filesDir = await mkdtemp(join(tmpdir(), 'records-files-'));
  const app = await setupApp(t, { filesDir });
  const cat = await createCatalogue(app);
  const teacher = await teacherCaller(app);
  const other = await teacherCaller(app);
  const callers: Record<'anonymous' | 'teacher' | 'advisor' | 'admin', Caller> = {
    anonymous: await callerAs(app, 'anonymous'),
    teacher,
    advisor: await callerAs(app, 'advisor'),
    admin: await callerAs(app, 'admin'),
  };
  const get = (caller: Caller, url: string) => app.inject({ method: 'GET', url, headers: caller.headers });

  t.test('the teacher pages: teachers only; anonymous visitors go to the login', async (t) => {
    for (const url of [
      '/teacher-studies',
      '/teacher-studies/new',
      '/teacher-subjects',
      '/teacher-subjects/new',
      '/teacher-files',
      '/teacher-files/new',
      '/teacher-availability',
    ]) {
      const anonymous = await get(callers.anonymous, url);
      t.equal(anonymous.statusCode, 302, `anonymous ${url}`);
      t.match(anonymous.headers.location, /^\/login\?next=/);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(callers[role], url)).statusCode, 403, `${role} ${url}`);
      t.equal((await get(teacher, url)).statusCode, 200, `teacher ${url}`);
    }
  });

  t.test('the empty choices of a new study or subject say what to choose', async (t) => {
    const subjects = (await get(teacher, '/teacher-subjects/new')).body;
    t.match(subjects, /<select id="f-subjectId"[^>]*><option value="" selected="">Elige una asignatura<\/option>/);
    t.match(subjects, /<select id="f-levelId"[^>]*><option value="" selected="">Elige un nivel<\/option>/);
    const studies = (await get(teacher, '/teacher-studies/new')).body;
    t.match(studies, /<select id="f-studyId"[^>]*><option value="" selected="">Elige los estudios<\/option>/);
  });

  t.test('the staff pages of one teacher: advisors and admins only', async (t) => {
    for (const kind of ['studies', 'studies/new', 'subjects', 'subjects/new', 'files', 'files/new', 'availability']) {
      const url = `/teachers/${teacher.id}/${kind}`;
      t.equal((await get(callers.anonymous, url)).statusCode, 302, `anonymous ${url}`);
      t.equal((await get(teacher, url)).statusCode, 403, `teacher ${url}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(callers[role], url)).statusCode, 200, `${role} ${url}`);
    }
    t.equal(
      (await get(callers.admin, `/teachers/${callers.admin === callers.admin ? 999999 : 0}/studies/new`)).statusCode,
      404,
      'not a teacher',
    );
  });

  t.test('a teacher adds, edits and deletes a study without JavaScript', async (t) => {
    const bad = await postForm(app, teacher, '/teacher-studies/new', '/teacher-studies/new', {
      studyId: '',
      startDate: '2020-09-01',
      endDate: '2019-06-30',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'Debes rellenar este campo');
    t.match(bad.body, 'La fecha de fin no puede ser anterior a la de inicio');
    t.match(bad.body, 'value="30/06/2019"', 'what was typed comes back, in the Spanish order');
    t.equal(await app.db('teacher_studies').where({ teacherId: teacher.id }).first(), undefined, 'nothing written');

    for (const [startDate, endDate, message] of [
      ['1900-01-01', '', 'La fecha no puede ser anterior al 01/01/1940'],
      ['1939-12-31', '1960-06-30', 'La fecha no puede ser anterior al 01/01/1940'],
      ['2020-09-01', '9999-12-31', 'La fecha no puede ser posterior al '],
      ['9999-12-31', '', 'La fecha no puede ser posterior al '],
    ]) {
      const far = await postForm(app, teacher, '/teacher-studies/new', '/teacher-studies/new', {
        studyId: String(cat.physics),
        startDate,
        endDate,
      });
      t.equal(far.statusCode, 422, `${startDate} ${endDate}`);
      t.match(far.body, message, `${startDate} ${endDate}`);
    }
    t.equal(await app.db('teacher_studies').where({ teacherId: teacher.id }).first(), undefined, 'nothing written');

    const created = await postForm(app, teacher, '/teacher-studies/new', '/teacher-studies/new', {
      studyId: String(cat.physics),
      startDate: '2014-09-01',
      endDate: '2018-06-30',
      remarks: 'Con matrícula',
    });
    t.equal(created.statusCode, 303);
    t.equal(created.headers.location, '/teacher-studies');
    t.match(flashOf(created).text, 'Se han añadido los estudios «Grado en Física»');
    const row = await app.db('teacher_studies').where({ teacherId: teacher.id }).first();
    t.equal(new Date(row.endDate).toISOString().slice(0, 10), '2018-06-30');

    const list = await get(teacher, '/teacher-studies');
    t.match(list.body, 'Grado en Física');
    t.match(list.body, '01/09/2014', 'dates as dd/mm/yyyy');

    const edit = await get(teacher, `/teacher-studies/${row.id}`);
    t.match(edit.body, 'Eliminar', 'the delete button');
    const updated = await postForm(app, teacher, `/teacher-studies/${row.id}`, `/teacher-studies/${row.id}`, {
      studyId: String(cat.teaching),
      startDate: '2019-09-01',
    });
    t.equal(updated.statusCode, 303);
    t.equal((await app.db('teacher_studies').where({ id: row.id }).first()).studyId, cat.teaching);

    const confirm = await get(teacher, `/teacher-studies/${row.id}/delete`);
    t.match(confirm.body, '¿Seguro que quieres borrar los estudios «Máster en Profesorado»?');
    const removed = await postForm(
      app,
      teacher,
      `/teacher-studies/${row.id}/delete`,
      `/teacher-studies/${row.id}/delete`,
      {},
    );
    t.equal(removed.statusCode, 303);
    t.equal(await app.db('teacher_studies').where({ id: row.id }).first(), undefined);
  });

  t.test("a teacher never reaches another teacher's records: 404 as if they did not exist", async (t) => {
    const [study] = await app
      .db('teacher_studies')
      .insert({ teacherId: other.id, studyId: cat.physics })
      .returning('id');
    const [subject] = await app
      .db('teacher_subjects')
      .insert({ teacherId: other.id, subjectId: cat.maths, levelId: cat.eso })
      .returning('id');
    for (const url of [
      `/teacher-studies/${study.id}`,
      `/teacher-studies/${study.id}/delete`,
      `/teacher-subjects/${subject.id}`,
    ])
      t.equal((await get(teacher, url)).statusCode, 404, url);
    const del = await postForm(app, teacher, '/teacher-studies', `/teacher-studies/${study.id}/delete`, {});
    t.equal(del.statusCode, 404);
    const edit = await postForm(app, teacher, '/teacher-subjects', `/teacher-subjects/${subject.id}`, {
      subjectId: String(cat.english),
      levelId: String(cat.eso),
    });
    t.equal(edit.statusCode, 404);
    t.ok(await app.db('teacher_studies').where({ id: study.id }).first(), 'still there');
    t.equal((await app.db('teacher_subjects').where({ id: subject.id }).first()).subjectId, cat.maths, 'unchanged');
    // Staff see and manage it through the teacher's staff pages.
    const staff = await get(callers.advisor, `/teachers/${other.id}/studies/${study.id}`);
    t.equal(staff.statusCode, 200);
    t.match(staff.body, 'Grado en Física');
    const staffDel = await postForm(
      app,
      callers.admin,
      `/teachers/${other.id}/studies`,
      `/teachers/${other.id}/studies/${study.id}/delete`,
      {},
    );
    t.equal(staffDel.statusCode, 303);
    t.equal(staffDel.headers.location, `/teachers/${other.id}#registros`);
    // A record reached through the wrong teacher's path is not found either.
    t.equal((await get(callers.admin, `/teachers/${teacher.id}/subjects/${subject.id}`)).statusCode, 404);
  });

  t.test('subjects: the same subject and level twice is refused with a clear message', async (t) => {
    const first = await postForm(app, teacher, '/teacher-subjects/new', '/teacher-subjects/new', {
      subjectId: String(cat.maths),
      levelId: String(cat.primaria),
    });
    t.equal(first.statusCode, 303);
    t.match(flashOf(first).text, 'Se ha añadido la asignatura «Matemáticas (Primaria)»');
    const twice = await postForm(app, teacher, '/teacher-subjects/new', '/teacher-subjects/new', {
      subjectId: String(cat.maths),
      levelId: String(cat.primaria),
    });
    t.equal(twice.statusCode, 422);
    t.match(twice.body, 'Ya tienes esta asignatura en este nivel');
    const missing = await postForm(app, teacher, '/teacher-subjects/new', '/teacher-subjects/new', {
      subjectId: '999999',
      levelId: '',
    });
    t.equal(missing.statusCode, 422);
    t.match(missing.body, 'Elige una asignatura de la lista');
    t.match(missing.body, 'Debes rellenar este campo');
    t.equal(
      await app
        .db('teacher_subjects')
        .where({ teacherId: teacher.id })
        .count({ n: '*' })
        .first()
        .then((r) => Number(r?.n)),
      1,
    );
    const list = await get(teacher, '/teacher-subjects');
    t.match(list.body, 'Matemáticas');
    t.match(list.body, 'Primaria');
  });

  t.test('forms are refused without a CSRF token and for the wrong roles', async (t) => {
    const noToken = await app.inject({
      method: 'POST',
      url: '/teacher-studies/new',
      headers: { ...teacher.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `studyId=${cat.physics}`,
    });
    t.equal(noToken.statusCode, 403);
    for (const role of ['advisor', 'admin'] as const) {
      const res = await postForm(app, callers[role], '/', '/teacher-studies/new', { studyId: String(cat.physics) });
      t.equal(res.statusCode, 403, role);
    }
    const teacherAsStaff = await postForm(app, teacher, '/', `/teachers/${other.id}/studies/new`, {
      studyId: String(cat.physics),
    });
    t.equal(teacherAsStaff.statusCode, 403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/teacher-availability',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'weekday=1&start=10:00&end=11:00',
    });
    t.equal(anonymous.statusCode, 302);
    t.equal(await app.db('teacher_studies').where({ teacherId: other.id }).first(), undefined, 'nothing written');
  });

  t.test('files: upload by content, random storage names, download as attachment, delete', async (t) => {
    const pdf = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'cv' },
      { name: "../../etc/Currículum d'Ana; 2026.pdf", type: 'application/pdf', data: pdfBytes() },
    );
    t.equal(pdf.statusCode, 303, pdf.body.slice(0, 300));
    t.equal(pdf.headers.location, '/teacher-files');
    const row = await app.db('teacher_files').where({ teacherId: teacher.id }).first();
    t.equal(row.originalName, "Currículum d'Ana; 2026.pdf", 'no folders kept from the name');
    t.equal(row.mimeType, 'application/pdf');
    t.match(row.storageKey, /^[0-9a-f]{32}$/, 'a random key, no user input');
    t.same(await readdir(filesDir), [row.storageKey], 'stored under the key only');
    const xls = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'other' },
      { name: 'hoja.doc', type: 'application/msword', data: cfbBytes('Workbook') },
    );
    t.equal(xls.statusCode, 422, 'an OLE container that is not a Word document');
    t.same(await readFile(join(filesDir, row.storageKey)), pdfBytes());
    t.equal(
      (await app.db('teachers').where({ id: teacher.id }).first()).cvFileId,
      row.id,
      'a CV becomes the current CV',
    );

    const png = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'certificate' },
      { name: 'titulo.bin', type: 'application/octet-stream', data: pngBytes() },
    );
    t.equal(png.statusCode, 303, 'a PNG is accepted whatever its name and claimed type');
    t.equal(
      (await app.db('teacher_files').where({ teacherId: teacher.id, kind: 'certificate' }).first()).mimeType,
      'image/png',
    );

    const docx = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'other' },
      { name: 'carta.docx', type: 'application/octet-stream', data: docxBytes() },
    );
    t.equal(docx.statusCode, 303, 'a DOCX (a zip with Word content types)');
    const doc = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'other' },
      { name: 'antiguo.doc', type: 'application/msword', data: cfbBytes('WordDocument') },
    );
    t.equal(doc.statusCode, 303, 'a DOC (an OLE container with a WordDocument stream)');
    t.same(
      (
        await app.db('teacher_files').where({ teacherId: teacher.id, kind: 'other' }).orderBy('id').select('mimeType')
      ).map((r) => r.mimeType),
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword'],
    );
    await app.db('teacher_files').where({ teacherId: teacher.id, kind: 'other' }).delete();

    const download = await get(teacher, `/teacher-files/${row.id}/download`);
    t.equal(download.statusCode, 200);
    t.equal(download.headers['content-type'], 'application/pdf');
    t.equal(download.headers['x-content-type-options'], 'nosniff');
    t.equal(
      download.headers['content-disposition'],
      `attachment; filename="Curriculum d'Ana_ 2026.pdf"; filename*=UTF-8''Curr%C3%ADculum%20d%27Ana%3B%202026.pdf`,
    );
    t.same(download.rawPayload, pdfBytes());
    const staffDownload = await get(callers.advisor, `/teachers/${teacher.id}/files/${row.id}/download`);
    t.equal(staffDownload.statusCode, 200, 'staff download any teacher’s file');
    t.equal((await get(other, `/teacher-files/${row.id}/download`)).statusCode, 404, 'another teacher cannot');
    t.equal((await get(callers.anonymous, `/teacher-files/${row.id}/download`)).statusCode, 302);

    const list = await get(teacher, '/teacher-files');
    t.match(list.body, 'Currículum d&#x27;Ana; 2026.pdf');
    t.match(list.body, 'CV actual');

    const otherDelete = await postForm(app, other, '/teacher-files', `/teacher-files/${row.id}/delete`, {});
    t.equal(otherDelete.statusCode, 404);
    const deleted = await postForm(app, teacher, `/teacher-files/${row.id}`, `/teacher-files/${row.id}/delete`, {});
    t.equal(deleted.statusCode, 303);
    t.equal(await app.db('teacher_files').where({ id: row.id }).first(), undefined);
    t.notOk((await readdir(filesDir)).includes(row.storageKey), 'the stored file is gone');
    t.equal((await app.db('teachers').where({ id: teacher.id }).first()).cvFileId, null);
  });

  t.test('files: wrong content, too large or missing are refused with the form again', async (t) => {
    const before = (await readdir(filesDir)).length;
    const exe = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'other' },
      { name: 'virus.pdf', type: 'application/pdf', data: exeBytes() },
    );
    t.equal(exe.statusCode, 422);
    t.match(exe.body, 'Solo se admiten archivos PDF, JPEG, PNG, DOC o DOCX');
    const text = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'other' },
      { name: 'notas.pdf', type: 'application/pdf', data: Buffer.from('Esto no es un PDF, solo texto.\n') },
    );
    t.equal(text.statusCode, 422);
    t.match(text.body, 'Solo se admiten archivos PDF, JPEG, PNG, DOC o DOCX');
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'other' },
      { name: 'grande.pdf', type: 'application/pdf', data: big },
    );
    t.equal(large.statusCode, 422);
    t.match(large.body, 'El archivo no puede superar los 10 MB');
    const nine = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'certificate' },
      { name: 'escaneo.pdf', type: 'application/pdf', data: largePdfBytes(9 * 1024 * 1024) },
    );
    t.equal(nine.statusCode, 303, 'a 9 MB PDF is fine');
    const nineRow = await app.db('teacher_files').where({ teacherId: teacher.id, originalName: 'escaneo.pdf' }).first();
    t.ok(nineRow.size > 9 * 1024 * 1024 - 100);
    t.equal(
      (await postForm(app, teacher, '/teacher-files', `/teacher-files/${nineRow.id}/delete`, {})).statusCode,
      303,
    );
    const none = await postUpload(app, teacher, '/teacher-files/new', '/teacher-files/new', { kind: 'nope' });
    t.equal(none.statusCode, 422);
    t.match(none.body, 'Elige un archivo');
    t.match(none.body, 'Elige una de las opciones de la lista');
    // The summary names and links each error, as every form's (it said only «hay 2 errores»).
    t.match(
      none.body,
      /<div class="form-errors"[^>]*>.*#f-kind">Tipo: Elige una de las opciones de la lista<.*#f-file">Archivo: Elige un archivo</s,
    );
    // A file chosen but empty (a failed scan, a download cut short) is told so, not «Elige un archivo».
    const zero = await postUpload(
      app,
      teacher,
      '/teacher-files/new',
      '/teacher-files/new',
      { kind: 'cv' },
      { name: 'escaneo.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
    );
    t.equal(zero.statusCode, 422);
    t.match(zero.body, 'El archivo está vacío (0 bytes): elige el documento de nuevo');
    t.notMatch(zero.body, 'Elige un archivo');
    const noToken = await app.inject({
      method: 'POST',
      url: '/teacher-files/new',
      headers: { ...teacher.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncv\r\n--x--\r\n',
    });
    t.equal(noToken.statusCode, 403, 'CSRF checked on uploads too');
    t.equal((await readdir(filesDir)).length, before, 'nothing stored');
    t.equal(
      (await app.db('teacher_files').where({ teacherId: teacher.id, kind: 'other' }).count({ n: '*' }).first())?.n,
      0,
    );
  });

  t.test('staff upload for a teacher; changing the kind moves the current CV', async (t) => {
    const res = await postUpload(
      app,
      callers.admin,
      `/teachers/${other.id}/files/new`,
      `/teachers/${other.id}/files/new`,
      { kind: 'contract' },
      { name: 'contrato.png', type: 'image/png', data: pngBytes() },
    );
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, `/teachers/${other.id}#registros`);
    const row = await app.db('teacher_files').where({ teacherId: other.id }).first();
    t.equal(row.uploadedBy !== null, true);
    const cv = await postForm(
      app,
      callers.advisor,
      `/teachers/${other.id}/files/${row.id}`,
      `/teachers/${other.id}/files/${row.id}`,
      { kind: 'cv' },
    );
    t.equal(cv.statusCode, 303);
    t.equal((await app.db('teachers').where({ id: other.id }).first()).cvFileId, row.id);
    const panel = await get(callers.advisor, `/teachers/${other.id}`);
    t.match(panel.body, 'contrato.png');
    t.match(panel.body, `/teachers/${other.id}/files/${row.id}/download`);
    t.match(panel.body, 'CV actual');
  });

  t.test('every form post, for each kind of caller', async (t) => {
    const owner = await teacherCaller(app);
    const [study] = await app
      .db('teacher_studies')
      .insert({ teacherId: owner.id, studyId: cat.physics })
      .returning('id');
    const [subject] = await app
      .db('teacher_subjects')
      .insert({ teacherId: owner.id, subjectId: cat.english, levelId: cat.primaria })
      .returning('id');
    const upload = (caller: Caller, url: string) =>
      postUpload(
        app,
        caller,
        '/',
        url,
        { kind: 'certificate' },
        { name: 'c.png', type: 'image/png', data: pngBytes() },
      );
    const [fileRow] = await app
      .db('teacher_files')
      .insert({
        teacherId: owner.id,
        kind: 'other',
        originalName: 'x.pdf',
        mimeType: 'application/pdf',
        size: 1,
        storageKey: 'f'.repeat(32),
      })
      .returning('id');
    // [path after the base, fields]: the same posts on the teacher's pages and on the staff's.
    const posts: [string, Record<string, string | string[]>][] = [
      ['studies/new', { studyId: String(cat.physics) }],
      [`studies/${study.id}`, { studyId: String(cat.teaching) }],
      ['subjects/new', { subjectId: String(cat.english), levelId: String(cat.eso) }],
      [
        `subjects/${subject.id}`,
        { subjectId: String(cat.english), levelId: String(cat.primaria), remarks: 'Bilingüe' },
      ],
      [`files/${fileRow.id}`, { kind: 'contract' }],
      ['availability', { weekday: '4', start: '16:00', end: '18:00' }],
    ];
    const post = (caller: Caller, url: string, fields: Record<string, string | string[]>) =>
      postForm(app, caller, '/', url, fields);
    for (const [path, fields] of posts) {
      const own = `/teacher-${path}`;
      const staff = `/teachers/${owner.id}/${path}`;
      t.equal((await post(callers.anonymous, own, fields)).statusCode, 302, `anonymous ${own}`);
      t.equal((await post(callers.anonymous, staff, fields)).statusCode, 302, `anonymous ${staff}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await post(callers[role], own, fields)).statusCode, 403, `${role} ${own}`);
      t.equal((await post(owner, staff, fields)).statusCode, 403, `teacher ${staff}`);
      t.equal((await post(owner, own, fields)).statusCode, 303, `teacher ${own}`);
      if (path.endsWith('/new'))
        await app
          .db(path.startsWith('studies') ? 'teacher_studies' : 'teacher_subjects')
          .where({ teacherId: owner.id })
          .whereNot({ id: path.startsWith('studies') ? study.id : subject.id })
          .delete();
      for (const role of ['advisor', 'admin'] as const) {
        t.equal((await post(callers[role], staff, fields)).statusCode, 303, `${role} ${staff}`);
        if (path.endsWith('/new'))
          await app
            .db(path.startsWith('studies') ? 'teacher_studies' : 'teacher_subjects')
            .where({ teacherId: owner.id })
            .whereNot({ id: path.startsWith('studies') ? study.id : subject.id })
            .delete();
      }
    }
    // Uploads and deletes.
    t.equal((await upload(callers.anonymous, '/teacher-files/new')).statusCode, 302);
    for (const role of ['advisor', 'admin'] as const)
      t.equal((await upload(callers[role], '/teacher-files/new')).statusCode, 403, role);
    t.equal((await upload(owner, `/teachers/${owner.id}/files/new`)).statusCode, 403);
    t.equal((await upload(owner, '/teacher-files/new')).statusCode, 303);
    for (const role of ['advisor', 'admin'] as const)
      t.equal((await upload(callers[role], `/teachers/${owner.id}/files/new`)).statusCode, 303, role);
    t.equal((await app.db('teacher_files').where({ teacherId: owner.id, kind: 'certificate' })).length, 3);
    for (const kind of ['studies', 'subjects', 'files'] as const) {
      const id = { studies: study.id, subjects: subject.id, files: fileRow.id }[kind];
      t.equal((await post(callers.anonymous, `/teacher-${kind}/${id}/delete`, {})).statusCode, 302);
      t.equal((await post(callers.advisor, `/teacher-${kind}/${id}/delete`, {})).statusCode, 403);
      t.equal((await post(owner, `/teachers/${owner.id}/${kind}/${id}/delete`, {})).statusCode, 403);
      t.equal(
        (
          await post(
            kind === 'files' ? owner : callers.admin,
            kind === 'files' ? `/teacher-files/${id}/delete` : `/teachers/${owner.id}/${kind}/${id}/delete`,
            {},
          )
        ).statusCode,
        303,
        `${kind} deleted`,
      );
    }
    t.equal((await app.db('teacher_studies').where({ teacherId: owner.id })).length, 0);
    t.equal((await app.db('teacher_subjects').where({ teacherId: owner.id })).length, 0);
    t.equal(await app.db('teacher_files').where({ id: fileRow.id }).first(), undefined);
  });

  t.test('availability: the form without JavaScript, every rule, and the whole week replaced at once', async (t) => {
    const page = await get(teacher, '/teacher-availability');
    t.match(page.body, 'data-island="WeeklySlots"');
    t.match(page.body, 'Indica las franjas de la semana en que puedes dar clase, entre las 07:00 y las 23:00.');
    // Staff editing a teacher's week: the text speaks of the teacher, not to the person reading it.
    const staffPage = await get(callers.advisor, `/teachers/${teacher.id}/availability`);
    t.notMatch(staffPage.body, 'en que puedes dar clase');
    t.match(
      staffPage.body,
      'Las franjas de la semana en que el profesor puede dar clase, entre las 07:00 y las 23:00.',
    );
    t.equal((page.body.match(/name="weekday"/g) ?? []).length, 3, 'three blank rows without JavaScript');

    const ok = await postForm(app, teacher, '/teacher-availability', '/teacher-availability', {
      weekday: ['1', '1', '', '3'],
      start: ['17:00', '09:00', '', '10:00'],
      end: ['19:00', '11:00', '', '12:30'],
    });
    t.equal(ok.statusCode, 303);
    t.match(flashOf(ok).text, 'Se ha guardado la disponibilidad');
    const rows = await app
      .db('availabilities')
      .where({ teacherId: teacher.id })
      .orderBy(['weekday', 'startTime'])
      .select('weekday', 'startTime', 'endTime');
    t.same(rows, [
      { weekday: 1, startTime: '09:00:00', endTime: '11:00:00' },
      { weekday: 1, startTime: '17:00:00', endTime: '19:00:00' },
      { weekday: 3, startTime: '10:00:00', endTime: '12:30:00' },
    ]);
    const again = await get(teacher, '/teacher-availability');
    t.match(again.body, 'value="12:30"');

    const bad = await postForm(app, teacher, '/teacher-availability', '/teacher-availability', {
      weekday: ['1', '1', '2', '3', '4', '5'],
      start: ['10:00', '10:30', '12:00', '06:00', '10:00', '9'],
      end: ['11:00', '11:30', '11:00', '08:00', '', '10:00'],
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'Esta franja se solapa con otra del mismo día');
    t.match(bad.body, 'La hora de inicio debe ser anterior a la de fin');
    t.match(bad.body, 'Las franjas deben estar entre las 07:00 y las 23:00');
    t.match(bad.body, 'Indica la hora de fin');
    t.match(bad.body, 'Escribe la hora como 17:30');
    t.match(bad.body, 'value="10:30"', 'what was typed comes back');
    // The summary at the top names each row, as the lead form's does: two rows with the same mistake are told apart.
    t.match(bad.body, 'Franja 4 · Desde: Las franjas deben estar entre las 07:00 y las 23:00');
    t.match(bad.body, 'Franja 3: La hora de inicio debe ser anterior a la de fin');
    t.equal((await app.db('availabilities').where({ teacherId: teacher.id })).length, 3, 'nothing changed');

    // A slot with several problems reports each of them, on its own control (it said only the first).
    const several = await postForm(app, teacher, '/teacher-availability', '/teacher-availability', {
      weekday: ['9', '1', ''],
      start: ['25:00', '06:00', '23:30'],
      end: ['', '05:00', '23:45'],
    });
    t.equal(several.statusCode, 422);
    const shown = (row: number, part: string, text: string) => {
      const named = { weekday: 'Día: ', start: 'Desde: ', end: 'Hasta: ', row: '' }[part];
      t.match(several.body, `id="slot-${row}-${part}-error">${named}${text}</p>`, `row ${row + 1}, ${part}: shown`);
      if (part !== 'row')
        t.match(
          several.body,
          new RegExp(`id="f-slots\\.${row}\\.${part}"[^>]*aria-describedby="slot-${row}-${part}-error`),
          `row ${row + 1}, ${part}: on its control`,
        );
    };
    shown(0, 'weekday', 'Elige un día de la semana');
    shown(0, 'start', 'Escribe la hora como 17:30');
    shown(0, 'end', 'Indica la hora de fin');
    shown(1, 'start', 'Las franjas deben estar entre las 07:00 y las 23:00');
    shown(1, 'row', 'La hora de inicio debe ser anterior a la de fin');
    shown(2, 'weekday', 'Elige un día de la semana');
    shown(2, 'end', 'Las franjas deben estar entre las 07:00 y las 23:00');
    for (const [href, text] of [
      ['slots.0.weekday', 'Franja 1 · Día: Elige un día de la semana'],
      ['slots.0.start', 'Franja 1 · Desde: Escribe la hora como 17:30'],
      ['slots.0.end', 'Franja 1 · Hasta: Indica la hora de fin'],
      ['slots.1.start', 'Franja 2 · Desde: Las franjas deben estar entre las 07:00 y las 23:00'],
      ['slots.1', 'Franja 2: La hora de inicio debe ser anterior a la de fin'],
      ['slots.2.weekday', 'Franja 3 · Día: Elige un día de la semana'],
      ['slots.2.end', 'Franja 3 · Hasta: Las franjas deben estar entre las 07:00 y las 23:00'],
    ])
      t.match(several.body, `<a href="#f-${href}">${text}`, `the summary links ${href}`);
    t.equal((await app.db('availabilities').where({ teacherId: teacher.id })).length, 3, 'still nothing changed');

    const cleared = await postForm(app, teacher, '/teacher-availability', '/teacher-availability', {
      weekday: ['', ''],
      start: ['', ''],
      end: ['', ''],
    });
    t.equal(cleared.statusCode, 303);
    t.equal((await app.db('availabilities').where({ teacherId: teacher.id })).length, 0, 'an empty week clears it');

    const staff = await postForm(
      app,
      callers.advisor,
      `/teachers/${other.id}/availability`,
      `/teachers/${other.id}/availability`,
      { weekday: '6', start: '10:00', end: '14:00' },
    );
    t.equal(staff.statusCode, 303);
    t.equal((await app.db('availabilities').where({ teacherId: other.id })).length, 1);
    const panel = await get(callers.admin, `/teachers/${other.id}`);
    t.match(panel.body, 'Sábado');
    t.match(panel.body, '10:00–14:00');
  });
});
