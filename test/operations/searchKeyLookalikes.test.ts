import t from 'tap';
import { callerAs, setupApp } from '../helpers/app';
import { createCustomer, createTeacher } from '../factories/people';
import { createPlaces } from '../factories/places';
import { customerOf } from '../../modules/people/customers.input';
import type { AppError, FieldErrors } from '../../src/lib/errors';
import type { Actor } from '../../src/lib/policy';
import { down, up } from '../../migrations/20261204200000_search_key_lookalikes';

/** «1º ESO» and «Calle Mayor» as people paste them: each look-alike inside the name. */
const LOOKALIKES: [string, (name: string) => string][] = [
  ...(['\u00A0', '\u2000', '\u2003', '\u2007', '\u2009', '\u200A', '\u202F', '\u205F', '\u3000'].map((space) => [
    `U+${space.codePointAt(0)!.toString(16).toUpperCase()}`,
    (name: string) => name.replace(' ', space),
  ]) as [string, (name: string) => string][]),
  ...(['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'].map((invisible) => [
    `U+${invisible.codePointAt(0)!.toString(16).toUpperCase()}`,
    (name: string) => name.slice(0, 2) + invisible + name.slice(2),
  ]) as [string, (name: string) => string][]),
];

t.test('look-alike text is the same name for duplicates and searches', async (t) => {
  const app = await setupApp(t);
  const db = app.db;
  const admin = (await app.services.auth.resolve((await callerAs(app, 'admin')).cookie.split('=')[1])) as Actor;
  const adminCaller = await callerAs(app, 'admin');
  const settings = app.services.academicSettings;
  const eso = await settings.create(admin, 'levels', { name: 'ESO' });
  await settings.create(admin, 'courses', { levelId: eso.id, name: '1º ESO' });
  await settings.create(admin, 'courses', { levelId: eso.id, name: '1ª Evaluación' });
  await settings.create(admin, 'subjects', { name: 'Física y Química' });
  const ids = await createPlaces(db);
  /** Subjects whose key is the key of `name`, read through subjects_name_unique (the plan says so). */
  const subjectsByIndex = (name: string) =>
    db.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const sql = 'select name from subjects where search_key(name) = search_key(?)';
      const plan = (await trx.raw(`explain ${sql}`, [name])).rows.map((r: Record<string, string>) => r['QUERY PLAN']);
      t.match(plan.join('\n'), 'subjects_name_unique', 'read through the index');
      return (await trx.raw(sql, [name])).rows.map((r: { name: string }) => r.name) as string[];
    });

  t.test('the keys read look-alikes alike', async (t) => {
    const keys = async (text: string) =>
      (
        await db.raw('select search_key(?) as key, search_compact(?) as compact, search_clean(?) as clean', [
          text,
          text,
          text,
        ])
      ).rows[0];
    const plain = await keys('1º ESO');
    t.strictSame(plain, { key: '1º eso', compact: '1ºeso', clean: '1º eso' });
    for (const [what, write] of LOOKALIKES) t.strictSame(await keys(write('1º ESO')), plain, what);
    for (const text of ['1° ESO', '1ᵒ ESO', '1°\u00A0ESO', '1ᵒ\u200B ESO']) t.strictSame(await keys(text), plain, text);
    t.strictSame(await keys('1ᵃ Evaluación'), await keys('1ª Evaluación'), '«ᵃ» is «ª»');
    t.strictSame(
      await keys('¿1$? a'),
      { key: '¿1$? a', compact: '1a', clean: '1 a' },
      'digits kept, «?» and «$» dropped',
    );
    t.strictSame(await keys('1º\u00A0\u00A0ESO'), { key: '1º  eso', compact: '1ºeso', clean: '1º eso' });
  });

  t.test('academic: a look-alike name is a duplicate, told what did not count', async (t) => {
    const taken = 'Ya existe el curso «1º ESO» en ese nivel; ';
    const SPACES = 'un espacio especial o un carácter invisible no hace otro nombre';
    const SIGNS = '«°» o «ᵒ» por «º», o «ᵃ» por «ª», no hace otro nombre';
    const CASE = 'las mayúsculas y los acentos no cuentan';
    const cases: [string, string, string][] = [
      ...LOOKALIKES.map(([what, write]): [string, string, string] => [what, write('1º ESO'), SPACES]),
      ['«°»', '1° ESO', SIGNS],
      ['«ᵒ»', '1ᵒ ESO', SIGNS],
      ['case', '1º eso', CASE],
      ['case and U+00A0', '1º\u00A0eso', `${CASE}; ${SPACES}`],
      ['«°», U+200B and case', '1°\u200B eso', `${CASE}; ${SPACES}; ${SIGNS}`],
    ];
    for (const [what, name, why] of cases) {
      const err = (await settings.create(admin, 'courses', { levelId: eso.id, name }).catch((e) => e)) as AppError;
      t.equal(err.code, 'ACADEMIC_DUPLICATE', what);
      t.strictSame(err.fields, { name: `${taken}${why}` }, what);
      t.equal(err.message, `${taken}${why}`, `${what}: the error's message too`);
    }
    const ordinal = (await settings
      .create(admin, 'courses', { levelId: eso.id, name: '1ᵃ Evaluación' })
      .catch((e) => e)) as AppError;
    t.equal(ordinal.code, 'ACADEMIC_DUPLICATE', '«ᵃ» for «ª»');
    t.strictSame(ordinal.fields, { name: `Ya existe el curso «1ª Evaluación» en ese nivel; ${SIGNS}` });
    const subject = (await settings
      .create(admin, 'subjects', { name: 'Física\u00A0y\u200B Química' })
      .catch((e) => e)) as AppError;
    t.equal(subject.code, 'ACADEMIC_DUPLICATE');
    // The unique index itself, past the check: the same key is refused by the database too.
    await t.rejects(db('courses').insert({ levelId: eso.id, name: '1ᵒ\u00A0ESO', position: 9 }), { code: '23505' });
    t.equal(
      await db('courses')
        .where('level_id', eso.id)
        .count({ n: '*' })
        .first()
        .then((r) => Number(r!.n)),
      2,
    );
  });

  t.test('places: a look-alike name is a duplicate', async (t) => {
    for (const [what, write] of LOOKALIKES) {
      const err = (await app.services.places
        .create(admin, 'municipalities', {
          name: write('San Sebastián'),
          code: '28999',
          provinceId: ids.madridProvince,
        })
        .catch((e) => e)) as AppError;
      if (what === LOOKALIKES[0][0]) {
        t.notOk(err instanceof Error, 'the first one is made');
        continue;
      }
      t.equal(err.code, 'CONFLICT', what);
      t.match(err.fields?.name, /^Ya existe «San.Sebastián» aquí/, what);
    }
  });

  t.test('people: customers and teachers found by a name typed with look-alikes', async (t) => {
    const customer = await createCustomer(app, { firstName: 'María José', lastName: 'Núñez Ortega' });
    await createTeacher(app, { user: { firstName: 'Juan Carlos', lastName: 'Pérez Gil' } });
    for (const [what, write] of LOOKALIKES) {
      const fields: FieldErrors = {};
      t.equal(
        await customerOf(db, { id: undefined, typed: write('María José Núñez Ortega'), fields }),
        customer.id,
        what,
      );
      t.strictSame(fields, {}, what);
      // Given by id (the autocomplete) with the name as shown: still that customer.
      t.equal(
        await customerOf(db, { id: customer.id, typed: write('María José Núñez Ortega'), fields }),
        customer.id,
        what,
      );
      const customers = await app.inject({
        url: `/customers?q=${encodeURIComponent(write('maria jose'))}`,
        headers: adminCaller.headers,
      });
      t.match(customers.body, 'Núñez Ortega', `customers list: ${what}`);
      const teachers = await app.inject({
        url: `/teachers?q=${encodeURIComponent(write('juan carlos perez'))}`,
        headers: adminCaller.headers,
      });
      t.match(teachers.body, 'Pérez Gil', `teachers list: ${what}`);
    }
    // Saved with a look-alike, found by the name typed plainly.
    const pasted = await createCustomer(app, { firstName: 'Lucía\u00A0Inés', lastName: 'Sanz\u200BMora' });
    t.equal(await customerOf(db, { id: undefined, typed: 'lucia ines sanzmora', fields: {} }), pasted.id);
    const list = await app.inject({ url: '/customers?q=lucia%20ines%20sanz', headers: adminCaller.headers });
    t.match(list.body, 'Sanz');
  });

  t.test('every index over the keys holds the new keys; rows that now collide demote their unique index', async (t) => {
    const indexes = async () =>
      (
        await db.raw(
          `select c.relname as name, i.indisunique as unique, obj_description(c.oid, 'pg_class') as comment
             from pg_index i join pg_class c on c.oid = i.indexrelid
            where pg_get_indexdef(i.indexrelid) ~ 'search_key' order by 1`,
        )
      ).rows as { name: string; unique: boolean; comment: string | null }[];
    const before = await indexes();
    t.ok(before.find((i) => i.name === 'courses_name_unique')?.unique, 'unique to start with');
    t.ok(before.length >= 19, 'places, academic, people and invoices indexes');
    // The index finds a name by its new key (made again, not REINDEXed with the old body inlined).
    t.strictSame(await subjectsByIndex('Física\u00A0y Química'), ['Física y Química']);

    // Back to the old keys: two courses differing only by a look-alike fit; then up again.
    await db.transaction((trx) => down(trx));
    await db('courses').insert({ levelId: eso.id, name: '1°\u00A0ESO', position: 9 });
    const rows = await db('courses').orderBy('id').select('id', 'name');
    const warnings: string[] = [];
    const done = await db.transaction((trx) => up(trx, (message) => warnings.push(message)));
    t.strictSame(done.demoted, ['courses_name_unique']);
    t.equal(warnings.length, 1);
    t.match(warnings[0], /^courses_name_unique: .*non-unique index \(no row changed\)/);
    t.strictSame(await db('courses').orderBy('id').select('id', 'name'), rows, 'no row changed');
    const after = await indexes();
    t.strictSame(
      after.map((i) => i.name),
      before.map((i) => i.name),
      'every index made again',
    );
    const demoted = after.find((i) => i.name === 'courses_name_unique')!;
    t.equal(demoted.unique, false);
    t.match(demoted.comment, /non-unique/);
    for (const i of after.filter((i) => i.name !== 'courses_name_unique'))
      t.equal(i.unique, before.find((b) => b.name === i.name)!.unique, i.name);

    // Rows merged by staff: down and up make it unique again.
    await db('courses').where({ name: '1°\u00A0ESO' }).delete();
    await db.transaction((trx) => down(trx));
    await db.transaction((trx) => up(trx));
    const restored = (await indexes()).find((i) => i.name === 'courses_name_unique')!;
    t.strictSame(restored, { name: 'courses_name_unique', unique: true, comment: null });

    // A name saved under the old keys, in a session that has used the index before: made again,
    // the index holds its new key (REINDEX there would have kept the old one).
    await db.transaction(async (trx) => {
      await down(trx);
      await trx('subjects').insert({ name: 'Dibujo\u00A0Técnico' });
      await trx.raw('set local enable_seqscan = off');
      t.strictSame(
        (await trx.raw(`select name from subjects where search_key(name) = search_key('dibujo\u00A0tecnico')`)).rows,
        [{ name: 'Dibujo\u00A0Técnico' }],
      );
      await up(trx);
    });
    t.strictSame(
      await subjectsByIndex('dibujo tecnico'),
      ['Dibujo\u00A0Técnico'],
      'found through the index by its new key',
    );
    await t.rejects(db('subjects').insert({ name: 'Dibujo\u200B Técnico' }), { code: '23505' }, 'and unique by it');
  });
});
