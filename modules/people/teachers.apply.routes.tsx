// The public application form of a would-be teacher.

import type { FastifyInstance } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError } from '../../src/lib/errors';
import { postedBoolean } from '../../views/widgets/Form';
import type { PeopleServices } from './index';
import { teachersMessages as m } from './teachers.messages';
import { postedTeacherValues } from './pages/TeacherForm';
import { TeacherApplication } from './pages/TeacherApplication';
import { formInput, type Body } from './teachers.pages';

export async function teacherApplicationRoutes(app: FastifyInstance, { teachers }: PeopleServices) {
  app.get('/forms/teachers', { config: { public: true } }, async (_request, reply) =>
    reply.page(<TeacherApplication />, { title: t(m.applyTitle), layout: 'empty' }),
  );

  app.post<{ Body: Body }>(
    '/forms/teachers',
    { config: { public: true }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const body = request.body ?? {};
      try {
        await teachers.apply(formInput(body), { ip: request.ip });
      } catch (err) {
        if (isAppError(err) && (err.fields || err.code === 'RATE_LIMITED')) {
          const values = { ...postedTeacherValues(body, postedBoolean), studies: String(body.studies ?? '') };
          const errors = err.fields;
          return reply.page(
            <>
              {!errors && (
                <p className="form-errors" role="alert">
                  {err.message}
                </p>
              )}
              <TeacherApplication values={values} errors={errors} />
            </>,
            { title: t(m.applyTitle), layout: 'empty', status: err.status },
          );
        }
        throw err;
      }
      return reply.redirect('/forms/teachers/done', 303);
    },
  );

  app.get('/forms/teachers/done', { config: { public: true } }, async (_request, reply) =>
    reply.page(<TeacherApplication done />, { title: t(m.applyTitle), layout: 'empty' }),
  );
}
