import type { Knex } from 'knex';

/**
 * The Spanish education system as the academy teaches it (LOMLOE names), with the usual
 * subjects: `subjects` are offered by every course of the level, `courses` may add their own
 * (Latín from 4º ESO, the split sciences of 2º Bachillerato…).
 */
export const LEVELS: {
  name: string;
  courses: (string | { name: string; subjects: string[] })[];
  subjects: string[];
}[] = [
  {
    name: 'Primaria',
    courses: ['1º Primaria', '2º Primaria', '3º Primaria', '4º Primaria', '5º Primaria', '6º Primaria'],
    subjects: [
      'Matemáticas',
      'Lengua Castellana y Literatura',
      'Inglés',
      'Conocimiento del Medio Natural, Social y Cultural',
      'Técnicas de estudio',
    ],
  },
  {
    name: 'ESO',
    courses: [
      { name: '1º ESO', subjects: ['Biología y Geología'] },
      { name: '2º ESO', subjects: ['Física y Química'] },
      { name: '3º ESO', subjects: ['Biología y Geología', 'Física y Química'] },
      { name: '4º ESO', subjects: ['Biología y Geología', 'Física y Química', 'Latín', 'Economía y Emprendimiento'] },
    ],
    subjects: [
      'Matemáticas',
      'Lengua Castellana y Literatura',
      'Inglés',
      'Geografía e Historia',
      'Francés',
      'Tecnología y Digitalización',
      'Técnicas de estudio',
    ],
  },
  {
    name: 'Bachillerato',
    courses: [
      {
        name: '1º Bachillerato',
        subjects: [
          'Matemáticas I',
          'Física y Química',
          'Biología, Geología y Ciencias Ambientales',
          'Dibujo Técnico I',
          'Latín I',
          'Griego I',
          'Economía',
          'Filosofía',
          'Historia del Mundo Contemporáneo',
        ],
      },
      {
        name: '2º Bachillerato',
        subjects: [
          'Matemáticas II',
          'Física',
          'Química',
          'Biología',
          'Dibujo Técnico II',
          'Latín II',
          'Griego II',
          'Empresa y Diseño de Modelos de Negocio',
          'Historia de España',
          'Historia de la Filosofía',
          'Historia del Arte',
          'Geografía',
        ],
      },
    ],
    subjects: ['Matemáticas Aplicadas a las Ciencias Sociales', 'Lengua Castellana y Literatura', 'Inglés', 'Francés'],
  },
  {
    name: 'Universidad',
    courses: ['Universidad'],
    subjects: [
      'Cálculo',
      'Álgebra Lineal',
      'Estadística',
      'Física',
      'Química',
      'Programación',
      'Contabilidad',
      'Microeconomía',
      'Macroeconomía',
      'Inglés',
    ],
  },
  {
    name: 'Adultos',
    courses: ['Adultos'],
    subjects: [
      'Inglés',
      'Matemáticas',
      'Lengua Castellana y Literatura',
      'Acceso a la universidad para mayores de 25 años',
      'Preparación de oposiciones',
      'Español para extranjeros',
    ],
  },
];

const courseName = (c: LevelCourse) => (typeof c === 'string' ? c : c.name);
type LevelCourse = (typeof LEVELS)[number]['courses'][number];

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
export const PRICES: {
  name: string;
  level?: string;
  course?: string;
  customer: number;
  teacher: number;
  validFrom: string;
}[] = [
  { name: 'Primaria 2025/26', level: 'Primaria', customer: 17, teacher: 10.5, validFrom: '2025-09-01' },
  { name: 'ESO 2025/26', level: 'ESO', customer: 19, teacher: 11.5, validFrom: '2025-09-01' },
  { name: 'Bachillerato 2025/26', level: 'Bachillerato', customer: 23, teacher: 13.5, validFrom: '2025-09-01' },
  { name: 'Universidad 2025/26', level: 'Universidad', customer: 28, teacher: 17, validFrom: '2025-09-01' },
  { name: 'Adultos 2025/26', level: 'Adultos', customer: 21, teacher: 12.5, validFrom: '2025-09-01' },
  { name: 'Primaria 2026/27', level: 'Primaria', customer: 18, teacher: 11, validFrom: '2026-09-01' },
  { name: 'ESO 2026/27', level: 'ESO', customer: 20, teacher: 12, validFrom: '2026-09-01' },
  { name: 'Bachillerato 2026/27', level: 'Bachillerato', customer: 24, teacher: 14, validFrom: '2026-09-01' },
  {
    name: '2º Bachillerato (EBAU) 2026/27',
    course: '2º Bachillerato',
    customer: 26.5,
    teacher: 15,
    validFrom: '2026-09-01',
  },
  { name: 'Universidad 2026/27', level: 'Universidad', customer: 30, teacher: 18, validFrom: '2026-09-01' },
  { name: 'Adultos 2026/27', level: 'Adultos', customer: 22, teacher: 13, validFrom: '2026-09-01' },
];

/** Loads levels, courses, subjects, course subjects, studies and prices; safe to run on a filled database. */
export async function seedAcademic(db: Knex) {
  const { count } = (await db('levels').count({ count: '*' }).first()) as { count: number };
  if (Number(count) > 0) return;
  await db.transaction(async (trx) => {
    const subjectNames = [
      ...new Set(
        LEVELS.flatMap((l) => [...l.subjects, ...l.courses.flatMap((c) => (typeof c === 'string' ? [] : c.subjects))]),
      ),
    ];
    const subjects = (await trx('subjects')
      .insert(subjectNames.map((name) => ({ name })))
      .returning(['id', 'name'])) as { id: number; name: string }[];
    const subjectId = new Map(subjects.map((s) => [s.name, s.id]));
    for (const [position, level] of LEVELS.entries()) {
      const [row] = await trx('levels').insert({ name: level.name, position }).returning('id');
      for (const [i, course] of level.courses.entries()) {
        const [c] = await trx('courses')
          .insert({ levelId: row.id, name: courseName(course), position: i })
          .returning('id');
        const own = typeof course === 'string' ? [] : course.subjects;
        await trx('course_subjects').insert(
          [...new Set([...level.subjects, ...own])].map((s) => ({ courseId: c.id, subjectId: subjectId.get(s) })),
        );
      }
    }
    await trx('studies').insert(STUDIES.map((name) => ({ name })));
    const levelIds = new Map(
      ((await trx('levels').select('id', 'name')) as { id: number; name: string }[]).map((l) => [l.name, l.id]),
    );
    const courseIds = new Map(
      ((await trx('courses').select('id', 'name')) as { id: number; name: string }[]).map((c) => [c.name, c.id]),
    );
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
