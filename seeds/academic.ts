import type { Knex } from 'knex';

/** The Spanish education system as the academy teaches it, with the usual subjects. */
export const LEVELS: { name: string; courses: string[]; subjects: string[] }[] = [
  {
    name: 'Primaria',
    courses: ['1º Primaria', '2º Primaria', '3º Primaria', '4º Primaria', '5º Primaria', '6º Primaria'],
    subjects: ['Matemáticas', 'Lengua Castellana y Literatura', 'Inglés', 'Ciencias de la Naturaleza', 'Ciencias Sociales'],
  },
  {
    name: 'ESO',
    courses: ['1º ESO', '2º ESO', '3º ESO', '4º ESO'],
    subjects: ['Matemáticas', 'Lengua Castellana y Literatura', 'Inglés', 'Física y Química', 'Biología y Geología', 'Geografía e Historia', 'Francés', 'Tecnología'],
  },
  {
    name: 'Bachillerato',
    courses: ['1º Bachillerato', '2º Bachillerato'],
    subjects: ['Matemáticas', 'Matemáticas Aplicadas a las Ciencias Sociales', 'Lengua Castellana y Literatura', 'Inglés', 'Física', 'Química', 'Biología', 'Dibujo Técnico', 'Historia de España', 'Filosofía', 'Economía'],
  },
  { name: 'Universidad', courses: ['Universidad'], subjects: ['Cálculo', 'Álgebra', 'Estadística', 'Física', 'Química', 'Programación', 'Contabilidad'] },
  { name: 'Adultos', courses: ['Adultos'], subjects: ['Inglés', 'Matemáticas', 'Lengua Castellana y Literatura', 'Preparación de oposiciones'] },
];

export const STUDIES = [
  'Grado en Matemáticas',
  'Grado en Física',
  'Grado en Química',
  'Grado en Biología',
  'Grado en Filología Hispánica',
  'Grado en Estudios Ingleses',
  'Grado en Historia',
  'Grado en Filosofía',
  'Grado en Economía',
  'Grado en Administración y Dirección de Empresas',
  'Grado en Ingeniería Informática',
  'Grado en Ingeniería Industrial',
  'Grado en Arquitectura',
  'Grado en Maestro en Educación Primaria',
  'Grado en Traducción e Interpretación',
  'Máster en Formación del Profesorado de Educación Secundaria',
  'Doctorado en Matemáticas',
  'Doctorado en Química',
];

/** Loads levels, courses, subjects, course subjects and studies; safe to run on a filled database. */
export async function seedAcademic(db: Knex) {
  const { count } = (await db('levels').count({ count: '*' }).first()) as { count: number };
  if (Number(count) > 0) return;
  await db.transaction(async (trx) => {
    const subjectNames = [...new Set(LEVELS.flatMap((l) => l.subjects))];
    const subjects = (await trx('subjects').insert(subjectNames.map((name) => ({ name }))).returning(['id', 'name'])) as { id: number; name: string }[];
    const subjectId = new Map(subjects.map((s) => [s.name, s.id]));
    for (const [position, level] of LEVELS.entries()) {
      const [row] = await trx('levels').insert({ name: level.name, position }).returning('id');
      const courses = (await trx('courses')
        .insert(level.courses.map((name, i) => ({ levelId: row.id, name, position: i })))
        .returning('id')) as { id: number }[];
      await trx('course_subjects').insert(courses.flatMap((c) => level.subjects.map((s) => ({ courseId: c.id, subjectId: subjectId.get(s) }))));
    }
    await trx('studies').insert(STUDIES.map((name) => ({ name })));
  });
}
