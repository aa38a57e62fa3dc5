import type { FastifyInstance } from 'fastify';

/** A subject and a course (with its level) for vouchers; made once per app and reused. */
export async function academicBasics(app: FastifyInstance) {
  const existing = await app.db('subjects').where({ name: 'Matemáticas' }).first('id');
  if (existing) {
    const course = await app.db('courses').where({ name: '2º ESO' }).first('id');
    return { subjectId: existing.id as number, courseId: course.id as number };
  }
  const [level] = await app.db('levels').insert({ name: 'ESO', position: 2 }).returning('id');
  const [course] = await app.db('courses').insert({ name: '2º ESO', levelId: level.id, position: 2 }).returning('id');
  const [subject] = await app.db('subjects').insert({ name: 'Matemáticas' }).returning('id');
  return { subjectId: subject.id as number, courseId: course.id as number };
}
