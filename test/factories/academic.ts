import type { FastifyInstance } from 'fastify';

/** A subject and a course (with its level) for vouchers; those the test made already are reused. */
export async function academicBasics(app: FastifyInstance) {
  const idOf = async (table: string, row: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    ((await app.db(table).where(row).first('id'))?.id ??
      (
        await app
          .db(table)
          .insert({ ...row, ...extra })
          .returning('id')
      )[0].id) as number;
  const levelId = await idOf('levels', { name: 'ESO' }, { position: 2 });
  const courseId = await idOf('courses', { name: '2º ESO', levelId }, { position: 2 });
  const subjectId = await idOf('subjects', { name: 'Matemáticas' });
  return { subjectId, courseId };
}
