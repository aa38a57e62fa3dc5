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

/**
 * Prices per hour in euros (customer, teacher), by level, with a course's own where it costs
 * more (2º Bachillerato prepares the university entrance exam). Last school year's prices stay
 * as history; this year's apply from 1 September.
 */
export const PRICES: { name: string; level?: string; course?: string; customer: number; teacher: number; validFrom: string }[] = [
  { name: 'Primaria 2025/26', level: 'Primaria', customer: 17, teacher: 10.5, validFrom: '2025-09-01' },
  { name: 'ESO 2025/26', level: 'ESO', customer: 19, teacher: 11.5, validFrom: '2025-09-01' },
  { name: 'Bachillerato 2025/26', level: 'Bachillerato', customer: 23, teacher: 13.5, validFrom: '2025-09-01' },
  { name: 'Universidad 2025/26', level: 'Universidad', customer: 28, teacher: 17, validFrom: '2025-09-01' },
  { name: 'Adultos 2025/26', level: 'Adultos', customer: 21, teacher: 12.5, validFrom: '2025-09-01' },
  { name: 'Primaria 2026/27', level: 'Primaria', customer: 18, teacher: 11, validFrom: '2026-09-01' },
  { name: 'ESO 2026/27', level: 'ESO', customer: 20, teacher: 12, validFrom: '2026-09-01' },
  { name: 'Bachillerato 2026/27', level: 'Bachillerato', customer: 24, teacher: 14, validFrom: '2026-09-01' },
  { name: '2º Bachillerato (EBAU) 2026/27', course: '2º Bachillerato', customer: 26.5, teacher: 15, validFrom: '2026-09-01' },
  { name: 'Universidad 2026/27', level: 'Universidad', customer: 30, teacher: 18, validFrom: '2026-09-01' },
  { name: 'Adultos 2026/27', level: 'Adultos', customer: 22, teacher: 13, validFrom: '2026-09-01' },
];

/** Loads levels, courses, subjects, course subjects, studies and prices; safe to run on a filled database. */
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
    const levelIds = new Map(((await trx('levels').select('id', 'name')) as { id: number; name: string }[]).map((l) => [l.name, l.id]));
    const courseIds = new Map(((await trx('courses').select('id', 'name')) as { id: number; name: string }[]).map((c) => [c.name, c.id]));
    await trx('prices').insert(
      PRICES.map((p) => ({
        name: p.name,
        levelId: p.level ? levelIds.get(p.level) : null,
        courseId: p.course ? courseIds.get(p.course) : null,
        customerPriceCents: Math.round(p.customer * 100),
        teacherPayCents: Math.round(p.teacher * 100),
        validFrom: p.validFrom,
      })),
    );
  });
}
