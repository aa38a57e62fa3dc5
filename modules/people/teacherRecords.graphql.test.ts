import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { callerAs, gql, setupApp, type Caller } from '../../test/helpers/app';
import {
  createCatalogue,
  exeBytes,
  gqlUpload,
  largePdfBytes,
  pdfBytes,
  pngBytes,
  teacherCaller,
} from './teacherRecords.testkit';
import { addMonths } from '../../src/lib/days';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { STUDY_YEARS_AHEAD } from './teacherRecords.studies';

const UPLOAD =
  'mutation($teacherId: Int, $kind: TeacherFileKind, $file: Upload!) { uploadTeacherFile(teacherId: $teacherId, kind: $kind, file: $file) { id kind originalName mimeType size isCurrentCv downloadUrl } }';

t.test('teacher records over GraphQL', async (t) => {
  const filesDir = await mkdtemp(join(tmpdir(), 'records-gql-'));
  const app = await setupApp(t, { filesDir });
  const cat = await createCatalogue(app);
  const teacher = await teacherCaller(app);
  const other = await teacherCaller(app);
  const callers = {
    anonymous: await callerAs(app, 'anonymous'),
    teacher,
    advisor: await callerAs(app, 'advisor'),
    admin: await callerAs(app, 'admin'),
  };

  t.test('a teacher works on their own records without naming themselves', async (t) => {
    const created = await gql(
      app,
      teacher,
      `mutation { createTeacherStudy(input: { studyId: ${cat.physics}, startDate: "2014-09-01", endDate: "2018-06-30" }) { id teacherId studyName startDate endDate } }`,
    );
    t.same(created.body.data?.createTeacherStudy, {
      id: (created.body.data?.createTeacherStudy as { id: number }).id,
      teacherId: teacher.id,
      studyName: 'Grado en Física',
      startDate: '2014-09-01',
      endDate: '2018-06-30',
    });
    const list = await gql(app, teacher, '{ teacherStudies { total rows { studyName } } }');
    t.same(list.body.data?.teacherStudies, { total: 1, rows: [{ studyName: 'Grado en Física' }] });

    const subject = await gql(
      app,
      teacher,
      `mutation { createTeacherSubject(input: { subjectId: ${cat.english}, levelId: ${cat.eso} }) { subjectName levelName } }`,
    );
    t.same(subject.body.data?.createTeacherSubject, { subjectName: 'Inglés', levelName: 'ESO' });
    const twice = await gql(
      app,
      teacher,
      `mutation { createTeacherSubject(input: { subjectId: ${cat.english}, levelId: ${cat.eso} }) { id } }`,
    );
    t.equal(twice.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.equal(twice.body.errors?.[0].extensions?.fields?.subjectId, 'Ya tienes esta asignatura en este nivel');

    const slots = await gql(
      app,
      teacher,
      'mutation { setAvailability(slots: [{ weekday: 2, start: "18:00", end: "20:00" }, { weekday: 2, start: "09:00", end: "10:00" }]) { weekday start end } }',
    );
    t.same(slots.body.data?.setAvailability, [
      { weekday: 2, start: '09:00', end: '10:00' },
      { weekday: 2, start: '18:00', end: '20:00' },
    ]);
    t.same(
      (await gql(app, teacher, '{ availability { weekday start end } }')).body.data?.availability,
      slots.body.data?.setAvailability,
    );
  });

  t.test('bad input: the same Spanish messages as the forms', async (t) => {
    const studiesBefore = await app.db('teacher_studies').where({ teacherId: teacher.id }).pluck('id');
    const dates = await gql(
      app,
      teacher,
      `mutation { createTeacherStudy(input: { startDate: "2020-01-01", endDate: "2019-01-01" }) { id } }`,
    );
    t.same(dates.body.errors?.[0].extensions?.fields, {
      studyId: 'Debes rellenar este campo',
      endDate: 'La fecha de fin no puede ser anterior a la de inicio',
    });
    const outOfRange = await gql(
      app,
      teacher,
      `mutation { createTeacherStudy(input: { studyId: ${cat.physics}, startDate: "1900-01-01", endDate: "9999-12-31" }) { id } }`,
    );
    t.equal(outOfRange.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    const latest = formatDate(addMonths(todayInMadrid(), 12 * STUDY_YEARS_AHEAD));
    t.same(outOfRange.body.errors?.[0].extensions?.fields, {
      startDate: 'La fecha no puede ser anterior al 01/01/1940',
      endDate: `La fecha no puede ser posterior al ${latest}`,
    });
    t.same(
      await app.db('teacher_studies').where({ teacherId: teacher.id }).pluck('id'),
      studiesBefore,
      'nothing written',
    );
    const overlap = await gql(
      app,
      teacher,
      'mutation { setAvailability(slots: [{ weekday: 1, start: "10:00", end: "12:00" }, { weekday: 1, start: "11:00", end: "13:00" }, { weekday: 2, start: "12:00", end: "11:00" }, { weekday: 3, start: "22:00", end: "25:00" }]) { weekday } }',
    );
    t.equal(overlap.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.same(overlap.body.errors?.[0].extensions?.fields, {
      'slots.1': 'Esta franja se solapa con otra del mismo día',
      'slots.2': 'La hora de inicio debe ser anterior a la de fin',
      'slots.3.end': 'Escribe la hora como 17:30',
    });
    const late = await gql(
      app,
      teacher,
      'mutation { setAvailability(slots: [{ weekday: 3, start: "22:00", end: "23:15" }, { weekday: 8, start: "10:00", end: "11:00" }]) { weekday } }',
    );
    t.same(late.body.errors?.[0].extensions?.fields, {
      'slots.0.end': 'Las franjas deben estar entre las 07:00 y las 23:00',
      'slots.1.weekday': 'Elige un día de la semana',
    });
    // Several problems of one slot: each of them, on its field (the row as a whole for start after end).
    const several = await gql(
      app,
      teacher,
      'mutation { setAvailability(slots: [{ weekday: 9, start: "06:00", end: "05:00" }]) { weekday } }',
    );
    t.strictSame(several.body.errors?.[0].extensions?.fields, {
      'slots.0.weekday': 'Elige un día de la semana',
      'slots.0.start': 'Las franjas deben estar entre las 07:00 y las 23:00',
      'slots.0.end': 'Las franjas deben estar entre las 07:00 y las 23:00',
      'slots.0': 'La hora de inicio debe ser anterior a la de fin',
    });
    // An end up to 07:00, a start from 23:00: no time left inside the hours, told on that time.
    const edges = await gql(
      app,
      teacher,
      'mutation { setAvailability(slots: [{ weekday: 1, start: "23:00", end: "23:00" }, { weekday: 2, start: "01:00", end: "07:00" }]) { weekday } }',
    );
    t.strictSame(edges.body.errors?.[0].extensions?.fields, {
      'slots.0.start': 'Las franjas deben estar entre las 07:00 y las 23:00',
      'slots.0': 'La hora de inicio debe ser anterior a la de fin',
      'slots.1.start': 'Las franjas deben estar entre las 07:00 y las 23:00',
      'slots.1.end': 'Las franjas deben estar entre las 07:00 y las 23:00',
    });
    t.same(
      (await gql(app, teacher, '{ availability { start } }')).body.data?.availability,
      [{ start: '09:00' }, { start: '18:00' }],
      'the week is unchanged',
    );
    const staffNoTeacher = await gql(app, callers.admin, '{ teacherStudies { total } }');
    t.equal(staffNoTeacher.body.errors?.[0].extensions?.fields?.teacherId, 'Debes rellenar este campo');
  });

  t.test("a teacher cannot read or change another teacher's records", async (t) => {
    const [study] = await app
      .db('teacher_studies')
      .insert({ teacherId: other.id, studyId: cat.teaching })
      .returning('id');
    const named = await gql(app, teacher, `{ teacherStudies(teacherId: ${other.id}) { total } }`);
    t.equal(named.body.errors?.[0].extensions?.code, 'FORBIDDEN', 'naming another teacher is forbidden');
    const byId = await gql(app, teacher, `{ teacherStudy(id: ${study.id}) { id } }`);
    t.equal(
      byId.body.errors?.[0].extensions?.code,
      'NOT_FOUND',
      'another teacher’s record is not found among one’s own',
    );
    const del = await gql(app, teacher, `mutation { deleteTeacherStudy(id: ${study.id}) }`);
    t.equal(del.body.errors?.[0].extensions?.code, 'NOT_FOUND');
    const setOther = await gql(
      app,
      teacher,
      `mutation { setAvailability(teacherId: ${other.id}, slots: []) { weekday } }`,
    );
    t.equal(setOther.body.errors?.[0].extensions?.code, 'FORBIDDEN');
    t.ok(await app.db('teacher_studies').where({ id: study.id }).first(), 'still there');
  });

  // Every query and mutation for each kind of caller: anonymous refused, teachers their own,
  // advisors and admins any teacher's (named by teacherId).
  const operations: [string, (who: string) => string][] = [
    ['teacherStudies', (w) => `{ teacherStudies${w} { total } }`],
    ['teacherSubjects', (w) => `{ teacherSubjects${w} { total } }`],
    ['teacherFiles', (w) => `{ teacherFiles${w} { total } }`],
    ['availability', (w) => `{ availability${w} { weekday } }`],
    [
      'createTeacherStudy',
      (w) =>
        `mutation { createTeacherStudy${w.replace(')', ', input: { studyId: STUDY })').replace(/^$/, '(input: { studyId: STUDY })')} { id } }`,
    ],
    [
      'createTeacherSubject',
      (w) =>
        `mutation { createTeacherSubject${w.replace(')', ', input: { subjectId: SUBJECT, levelId: LEVEL })').replace(/^$/, '(input: { subjectId: SUBJECT, levelId: LEVEL })')} { id } }`,
    ],
    [
      'setAvailability',
      (w) =>
        `mutation { setAvailability${w.replace(')', ', slots: [{ weekday: 5, start: "16:00", end: "17:00" }])').replace(/^$/, '(slots: [{ weekday: 5, start: "16:00", end: "17:00" }])')} { weekday } }`,
    ],
  ];
  for (const [name, build] of operations) {
    t.test(`${name} for each kind of caller`, async (t) => {
      const target = await teacherCaller(app);
      // Each call a different subject and level, so no two collide.
      const pairs = [cat.maths, cat.english].flatMap((s) => [cat.primaria, cat.eso].map((l) => [s, l]));
      let n = 0;
      const run = (caller: Caller, who: string) => {
        const [subject, level] = pairs[n++ % pairs.length];
        return gql(
          app,
          caller,
          build(who)
            .replace('STUDY', String(cat.physics))
            .replace('SUBJECT', String(subject))
            .replace('LEVEL', String(level)),
        );
      };
      t.equal(
        (await run(callers.anonymous, `(teacherId: ${target.id})`)).body.errors?.[0].extensions?.code,
        'UNAUTHENTICATED',
        'anonymous',
      );
      const own = await run(target, '');
      t.notOk(own.body.errors, `the teacher, their own: ${JSON.stringify(own.body.errors)}`);
      t.equal(
        (await run(teacher, `(teacherId: ${target.id})`)).body.errors?.[0].extensions?.code,
        'FORBIDDEN',
        'another teacher',
      );
      const advisor = await run(callers.advisor, `(teacherId: ${target.id})`);
      t.notOk(advisor.body.errors, 'advisor');
      if (!name.startsWith('create'))
        t.notOk((await run(callers.admin, `(teacherId: ${target.id})`)).body.errors, 'admin');
      t.equal(
        (await run(callers.admin, '(teacherId: 999999)')).body.errors?.[0].extensions?.code,
        'NOT_FOUND',
        'not a teacher',
      );
    });
  }

  t.test('updates and deletes for each kind of caller', async (t) => {
    const target = await teacherCaller(app);
    const [study] = await app
      .db('teacher_studies')
      .insert({ teacherId: target.id, studyId: cat.physics })
      .returning('id');
    const [subject] = await app
      .db('teacher_subjects')
      .insert({ teacherId: target.id, subjectId: cat.maths, levelId: cat.eso })
      .returning('id');
    const upd = (c: Caller, who: string) =>
      gql(
        app,
        c,
        `mutation { updateTeacherStudy(${who}id: ${study.id}, input: { studyId: ${cat.teaching}, remarks: "Con nota" }) { studyName remarks } }`,
      );
    t.equal(
      (await upd(callers.anonymous, `teacherId: ${target.id}, `)).body.errors?.[0].extensions?.code,
      'UNAUTHENTICATED',
    );
    t.equal((await upd(teacher, '')).body.errors?.[0].extensions?.code, 'NOT_FOUND');
    t.same((await upd(target, '')).body.data?.updateTeacherStudy, {
      studyName: 'Máster en Profesorado',
      remarks: 'Con nota',
    });
    t.notOk((await upd(callers.advisor, `teacherId: ${target.id}, `)).body.errors);
    t.notOk((await upd(callers.admin, `teacherId: ${target.id}, `)).body.errors);
    const updSubj = await gql(
      app,
      callers.admin,
      `mutation { updateTeacherSubject(teacherId: ${target.id}, id: ${subject.id}, input: { subjectId: ${cat.english}, levelId: ${cat.eso} }) { subjectName } }`,
    );
    t.same(updSubj.body.data?.updateTeacherSubject, { subjectName: 'Inglés' });
    // Only the dates sent: the study and its remarks stay; remarks sent as null are emptied.
    const dates = await gql(
      app,
      target,
      `mutation { updateTeacherStudy(id: ${study.id}, input: { startDate: "2015-09-01", endDate: "2019-06-30" }) { studyName startDate remarks } }`,
    );
    t.same(dates.body.data?.updateTeacherStudy, {
      studyName: 'Máster en Profesorado',
      startDate: '2015-09-01',
      remarks: 'Con nota',
    });
    const noRemarks = await gql(
      app,
      target,
      `mutation { updateTeacherStudy(id: ${study.id}, input: { remarks: null }) { studyName endDate remarks } }`,
    );
    t.same(noRemarks.body.data?.updateTeacherStudy, {
      studyName: 'Máster en Profesorado',
      endDate: '2019-06-30',
      remarks: null,
    });
    t.equal(
      (
        await gql(
          app,
          callers.anonymous,
          `mutation { deleteTeacherSubject(teacherId: ${target.id}, id: ${subject.id}) }`,
        )
      ).body.errors?.[0].extensions?.code,
      'UNAUTHENTICATED',
    );
    t.equal(
      (await gql(app, teacher, `mutation { deleteTeacherSubject(id: ${subject.id}) }`)).body.errors?.[0].extensions
        ?.code,
      'NOT_FOUND',
    );
    t.equal(
      (await gql(app, callers.advisor, `mutation { deleteTeacherSubject(teacherId: ${target.id}, id: ${subject.id}) }`))
        .body.data?.deleteTeacherSubject,
      true,
    );
    t.equal(
      (await gql(app, target, `mutation { deleteTeacherStudy(id: ${study.id}) }`)).body.data?.deleteTeacherStudy,
      true,
    );
    t.equal((await app.db('teacher_studies').where({ teacherId: target.id })).length, 0);
  });

  t.test('file upload through the GraphQL multipart request', async (t) => {
    const cv = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      { kind: 'cv' },
      { name: 'cv.pdf', type: 'application/pdf', data: pdfBytes() },
    );
    t.equal(cv.status, 200);
    const file = cv.body.data?.uploadTeacherFile as { id: number; downloadUrl: string } & Record<string, unknown>;
    t.match(file, {
      kind: 'cv',
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
      size: pdfBytes().length,
      isCurrentCv: true,
      downloadUrl: `/teacher-files/${file.id}/download`,
    });
    t.equal((await app.db('teachers').where({ id: teacher.id }).first()).cvFileId, file.id);
    const download = await app.inject({ method: 'GET', url: file.downloadUrl, headers: teacher.headers });
    t.same(download.rawPayload, pdfBytes());
    t.match(download.headers['content-disposition'], /^attachment;/);

    const staff = await gqlUpload(
      app,
      callers.advisor,
      UPLOAD,
      { teacherId: other.id, kind: 'certificate' },
      { name: 'titulo.png', type: 'image/png', data: pngBytes() },
    );
    t.match(staff.body.data?.uploadTeacherFile, {
      kind: 'certificate',
      mimeType: 'image/png',
      downloadUrl: /^\/teachers\/\d+\/files\/\d+\/download$/,
    });
    const staffFiles = await gql(
      app,
      callers.admin,
      `{ teacherFiles(teacherId: ${other.id}, filter: { kind: certificate }) { total rows { originalName downloadUrl } } }`,
    );
    t.equal((staffFiles.body.data?.teacherFiles as { total: number }).total, 1);

    const before = await readdir(filesDir);
    const exe = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      { kind: 'other' },
      { name: 'programa.pdf', type: 'application/pdf', data: exeBytes() },
    );
    t.equal(exe.body.errors?.[0].extensions?.fields?.file, 'Solo se admiten archivos PDF, JPEG, PNG, DOC o DOCX');
    const text = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      { kind: 'other' },
      { name: 'texto.pdf', type: 'application/pdf', data: Buffer.from('hola, no soy un PDF') },
    );
    t.equal(text.body.errors?.[0].extensions?.fields?.file, 'Solo se admiten archivos PDF, JPEG, PNG, DOC o DOCX');
    const big = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      { kind: 'other' },
      {
        name: 'grande.pdf',
        type: 'application/pdf',
        data: Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]),
      },
    );
    t.equal(big.body.errors?.[0].extensions?.fields?.file, 'El archivo no puede superar los 10 MB');
    const nine = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      { kind: 'other' },
      { name: 'escaneo.pdf', type: 'application/pdf', data: largePdfBytes(9 * 1024 * 1024) },
    );
    t.notOk(nine.body.errors, 'a 9 MB PDF is fine');
    t.equal(
      (
        await gql(
          app,
          teacher,
          `mutation { deleteTeacherFile(id: ${(nine.body.data?.uploadTeacherFile as { id: number }).id}) }`,
        )
      ).body.data?.deleteTeacherFile,
      true,
    );
    const noKind = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      {},
      { name: 'cv.pdf', type: 'application/pdf', data: pdfBytes() },
    );
    t.equal(noKind.body.errors?.[0].extensions?.fields?.kind, 'Debes rellenar este campo');
    const forbidden = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      { teacherId: other.id, kind: 'cv' },
      { name: 'cv.pdf', type: 'application/pdf', data: pdfBytes() },
    );
    t.equal(forbidden.body.errors?.[0].extensions?.code, 'FORBIDDEN');
    const anonymous = await gqlUpload(
      app,
      callers.anonymous,
      UPLOAD,
      { teacherId: other.id, kind: 'cv' },
      { name: 'cv.pdf', type: 'application/pdf', data: pdfBytes() },
    );
    t.equal(anonymous.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    const noPreflight = await gqlUpload(
      app,
      teacher,
      UPLOAD,
      { kind: 'cv' },
      { name: 'cv.pdf', type: 'application/pdf', data: pdfBytes() },
      {},
    );
    t.equal(noPreflight.status, 400, 'a multipart request without a preflight header is refused (CSRF)');
    // A file cannot go as JSON: the reason names the header an upload needs.
    t.match(
      noPreflight.body.errors?.[0].message,
      'al subir archivos (multipart/form-data), la cabecera apollo-require-preflight',
    );
    t.same(await readdir(filesDir), before, 'nothing refused was stored');

    const kind = await gql(
      app,
      teacher,
      `mutation { updateTeacherFile(id: ${file.id}, kind: other) { kind isCurrentCv } }`,
    );
    t.same(kind.body.data?.updateTeacherFile, { kind: 'other', isCurrentCv: false });
    t.equal(
      (await gql(app, other, `mutation { deleteTeacherFile(id: ${file.id}) }`)).body.errors?.[0].extensions?.code,
      'NOT_FOUND',
    );
    t.equal(
      (await gql(app, callers.anonymous, `mutation { deleteTeacherFile(teacherId: ${teacher.id}, id: ${file.id}) }`))
        .body.errors?.[0].extensions?.code,
      'UNAUTHENTICATED',
    );
    t.equal(
      (await gql(app, teacher, `mutation { deleteTeacherFile(id: ${file.id}) }`)).body.data?.deleteTeacherFile,
      true,
    );
    t.equal((await readdir(filesDir)).length, before.length - 1, 'the stored file is removed');
  });
  t.test('a file whose body stops halfway: refused on the field, nothing stored', async (t) => {
    const before = await readdir(filesDir);
    const boundary = '----cutshort7MA4YWxkTrZu0gW';
    const part = (name: string, body: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part('operations', JSON.stringify({ query: UPLOAD, variables: { kind: 'cv', file: null } }))),
      Buffer.from(part('map', JSON.stringify({ 0: ['variables.file'] }))),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      // The file's bytes, and then nothing: no closing boundary (a connection dropped, a client's bug).
      pdfBytes(),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: {
        ...teacher.headers,
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    const [error] = res.json().errors;
    // It was INTERNAL («Se ha producido un error inesperado»), logged as a fault of ours.
    t.equal(error.extensions.code, 'BAD_USER_INPUT');
    t.strictSame(error.extensions.fields, { file: 'El archivo no ha llegado entero: vuelve a enviarlo' });
    t.strictSame(await readdir(filesDir), before, 'nothing stored');
  });
});
