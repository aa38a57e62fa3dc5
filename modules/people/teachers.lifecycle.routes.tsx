// A teacher's drop-out (its page without JavaScript and its post), reinstatement and activation
// (a candidate's account), from the staff's teacher page.

import type { FastifyInstance } from 'fastify';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { submitForm } from '../../src/lib/errors';
import type { PeopleServices } from './index';
import { teachersMessages as m } from './teachers.messages';
import { TeacherDropOut } from './pages/TeacherDropOut';
import { fullName, teacherById, type Body, type IdParams } from './teachers.pages';

export async function teacherLifecycleRoutes(app: FastifyInstance, { teachers }: Pick<PeopleServices, 'teachers'>) {
  const manage = { config: { action: 'teachers.manage' as const }, preHandler: app.csrfProtection };

  app.get<{ Params: IdParams }>(
    '/teachers/:id/drop-out',
    { config: { action: 'teachers.manage' as const }, ...teacherById },
    async (request, reply) => {
      const teacher = await teachers.get(request.actor, request.params.id);
      return reply.page(<TeacherDropOut id={teacher.id} today={todayInMadrid()} />, {
        title: t(m.dropOutTitle, { name: fullName(teacher) }),
      });
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/teachers/:id/drop-out',
    { ...manage, ...teacherById },
    async (request, reply) => {
      const id = request.params.id;
      const current = await teachers.get(request.actor, id);
      const body = request.body ?? {};
      return submitForm(
        () => teachers.dropOut(request.actor, id, body),
        (saved) =>
          reply.flashRedirect(
            `/teachers/${id}`,
            'success',
            // What the drop-out changed elsewhere (classes back to pending) said with it.
            [
              t(m.droppedOut, { name: fullName(saved), date: formatDate(saved.dropOutDate!) }),
              ...saved.dropOutNotes,
            ].join('. '),
          ),
        (errors) =>
          reply.page(
            <TeacherDropOut
              id={id}
              today={todayInMadrid()}
              values={{ dropOutDate: String(body.dropOutDate ?? ''), reason: String(body.reason ?? '') }}
              errors={errors}
            />,
            {
              title: t(m.dropOutTitle, { name: fullName(current) }),
              status: 422,
            },
          ),
      );
    },
  );

  app.post<{ Params: IdParams }>('/teachers/:id/reinstate', { ...manage, ...teacherById }, async (request, reply) => {
    const teacher = await teachers.reinstate(request.actor, request.params.id);
    return reply.flashRedirect(`/teachers/${teacher.id}`, 'success', t(m.reinstated, { name: fullName(teacher) }));
  });

  app.post<{ Params: IdParams }>('/teachers/:id/activate', { ...manage, ...teacherById }, async (request, reply) => {
    const teacher = await teachers.activate(request.actor, request.params.id);
    return reply.flashRedirect(`/teachers/${teacher.id}`, 'success', t(m.activated, { name: fullName(teacher) }));
  });
}
