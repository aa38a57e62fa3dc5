import type { FastifyInstance } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, submitForm } from '../../src/lib/errors';
import { refusedBackTo } from '../../src/lib/refusals';
import { postedId, postedText } from '../../src/lib/posted';
import { idParam, OPTIONAL_ROW_ID, routeInput, type IdParams } from '../../src/lib/routeParams';
import { interestsMessages as m } from './interests.messages';
import { ApplyPage, MyApplicationPage, MyApplicationsPage, SearchPage } from './pages/interests/TeacherInterestPages';
import type { VouchersServices } from './index';

type Params = IdParams;

/** The teacher's side: "Buscar estudiantes", applying, their applications. */
export async function teacherInterestsRoutes(app: FastifyInstance, { teacherInterests }: VouchersServices) {
  const search = { config: { action: 'teacherInterests.search' as const } };
  const apply = { config: { action: 'teacherInterests.apply' as const } };
  const view = { config: { action: 'teacherInterests.view' as const } };
  const byId = idParam(m.applicationNotFound);
  // Optional: without a lead, the search where the teacher chooses one.
  const ofLead = routeInput({ query: { customerInterest: OPTIONAL_ROW_ID }, notFound: m.notFound });

  app.get<{ Querystring: { all?: string } }>('/teacher-customer-interest-search', search, async (request, reply) => {
    const all = request.query.all === '1';
    const leads = await teacherInterests.search(request.actor, { all });
    return reply.page(<SearchPage leads={leads} all={all} />, { title: t(m.searchTitle) });
  });

  app.get<{ Querystring: { customerInterest?: number | '' } }>(
    '/teacher-interests/new',
    { ...apply, ...ofLead },
    async (request, reply) => {
      const leadId = request.query.customerInterest;
      if (!leadId) return reply.redirect('/teacher-customer-interest-search', 302);
      const lead = await teacherInterests.lead(request.actor, leadId);
      // Applied already: that application; withdrawn, it can be sent again from here.
      if (lead.myApplicationId && !(await teacherInterests.one(request.actor, lead.myApplicationId)).withdrawnDate)
        return reply.redirect(`/teacher-interests/${lead.myApplicationId}`);
      return reply.page(<ApplyPage lead={lead} remarks="" />, {
        title: t(m.applyTitle, { student: lead.studentFirstName }),
      });
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/teacher-interests/new',
    { ...apply, preHandler: app.csrfProtection },
    async (request, reply) => {
      const body = request.body ?? {};
      const leadId = postedId(body.customerInterestId);
      const remarks = postedText(body.remarks);
      // The lead is read only to show the form again: one closed (lost, hidden, accepted) while the
      // teacher wrote is apply's refusal, told on the search, not a 404 of the lead no longer shown.
      const again = async (errors: Record<string, string>) => {
        const lead = await teacherInterests.lead(request.actor, leadId ?? 0);
        return reply.page(<ApplyPage lead={lead} remarks={remarks} errors={errors} />, {
          title: t(m.applyTitle, { student: lead.studentFirstName }),
          status: 422,
        });
      };
      try {
        return await submitForm(
          () => teacherInterests.apply(request.actor, { customerInterestId: leadId ?? 0, remarks }),
          (application) => reply.flashRedirect(`/teacher-interests/${application.id}`, 'success', t(m.applied)),
          again,
        );
      } catch (err) {
        if (isAppError(err) && err.code === 'INTERESTS_ALREADY_APPLIED') {
          // A double click's second post, or a stale search: where the application already sent is.
          const { myApplicationId } = await teacherInterests.lead(request.actor, leadId ?? 0);
          if (myApplicationId)
            return reply.flashRedirect(`/teacher-interests/${myApplicationId}`, 'error', err.message);
        }
        if (isAppError(err) && err.status === 409)
          return reply.flashRedirect('/teacher-customer-interest-search', 'error', err.message);
        throw err;
      }
    },
  );

  app.get('/teacher-interests', view, async (request, reply) =>
    reply.page(<MyApplicationsPage rows={await teacherInterests.mine(request.actor)} />, { title: t(m.myTitle) }),
  );

  app.get<{ Params: Params }>('/teacher-interests/:id', { ...view, ...byId }, async (request, reply) => {
    const application = await teacherInterests.one(request.actor, request.params.id);
    return reply.page(<MyApplicationPage application={application} />, {
      title: t(m.myOneTitle, { id: application.id }),
    });
  });

  app.post<{ Params: Params }>(
    '/teacher-interests/:id/withdraw',
    { ...apply, ...byId, preHandler: app.csrfProtection },
    async (request, reply) => {
      const id = request.params.id;
      return refusedBackTo(reply, `/teacher-interests/${id}`, async () => {
        await teacherInterests.withdraw(request.actor, id);
        return reply.flashRedirect(`/teacher-interests/${id}`, 'success', t(m.withdrawnDone));
      });
    },
  );
}
