import { formKeyOf, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDateTime, t } from '../../src/lib/intl';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import { refusedBackTo } from '../../src/lib/refusals';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { madridLocal } from './classes.shared';
import { teacherClassListSpec, type TeacherClassRow } from './teacherClasses.service';
import { classesMessages as m } from './classes.messages';
import { classById } from './classes.routes';
import type { IdParams } from '../../src/lib/routeParams';
import { postedId, postedText } from '../../src/lib/posted';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import {
  ClaimForm,
  TeacherClassesList,
  TeacherStudents,
  TeacherVouchers,
  type ClaimValues,
} from './pages/classes/TeacherPages';
import type { VouchersServices } from './index';

type Body = Record<string, unknown>;
type Params = IdParams;

function postedClaim(body: Body): ClaimValues {
  return {
    voucherId: postedId(body.voucherId),
    studentId: postedId(body.studentId),
    date: postedText(body.date),
    duration: postedText(body.duration),
    remarks: postedText(body.remarks),
  };
}

/** The key a new claim's form was rendered with (src/lib/idempotency): its posts book the hours once. */

/** The claim form: the values shown, the claim being corrected (if any) and the messages of a refusal. */
interface ClaimPage {
  request: FastifyRequest;
  reply: FastifyReply;
  values: ClaimValues;
  row?: TeacherClassRow;
  errors?: FieldErrors;
}

/** The time the claim form suggests: today at 17:00, or this hour's start while 17:00 is still to come. */
const claimSuggestion = (now: string) => {
  const afternoon = `${now.slice(0, 11)}17:00`;
  return now < afternoon ? `${now.slice(0, 14)}00` : afternoon;
};

/** The teacher's pages: their classes, claiming a class they gave, their students and vouchers. */
export async function teacherClassesRoutes(app: FastifyInstance, { teacherClasses }: VouchersServices) {
  const view = { config: { action: 'teacherClasses.view' as const } };
  const claim = { config: { action: 'teacherClasses.claim' as const }, preHandler: app.csrfProtection };

  async function renderClaim({ request, reply, values, row, errors }: ClaimPage) {
    const [vouchers, students] = await Promise.all([
      teacherClasses.vouchers(request.actor, { activeOnly: true }),
      teacherClasses.students(request.actor),
    ]);
    // A voucher with no hour left cannot take a class; the one a claim being corrected uses stays.
    const open = vouchers.filter((v) => v.minutesLeft > 0 || v.id === row?.voucherId);
    return reply.page(
      <ClaimForm
        idempotencyKey={row ? undefined : formKeyOf(request.body, errors)}
        id={row?.id}
        row={row}
        values={values}
        errors={errors}
        vouchers={open}
        students={students}
        max={teacherClasses.nowLocal()}
      />,
      {
        title: row ? t(m.claimEditTitle, { date: formatDateTime(row.date) }) : t(m.claimTitle),
        status: errors ? 422 : undefined,
        // A claim registered by mistake (or twice) is withdrawn by its teacher while not validated.
        actions: row && (
          <DeleteButton
            href={`/claim-class/${row.id}`}
            title={t(m.withdrawTitle, { date: formatDateTime(row.date) })}
            question={t(m.withdrawQuestion, { date: formatDateTime(row.date) })}
          />
        ),
      },
    );
  }

  app.get<{ Querystring: Record<string, string> }>('/teacher-classes', view, async (request, reply) => {
    const query = parseListPageQuery(request.query, teacherClassListSpec(request.query.when));
    const data = teacherClasses.list(request.actor, query);
    data.catch(() => undefined);
    const actions = (
      <a className="button" href="/claim-class">
        {t(m.claimTitle)}
      </a>
    );
    return reply.page(<TeacherClassesList query={query} data={data} now={Date.now()} />, {
      title: t(m.teacherClassesTitle),
      actions,
    });
  });

  app.post<{ Params: Params }>('/teacher-classes/:id/given', { ...claim, ...classById }, async (request, reply) =>
    refusedBackTo(reply, '/teacher-classes', async () => {
      const row = await teacherClasses.markGiven(request.actor, request.params.id);
      return reply.flashRedirect('/teacher-classes', 'success', t(m.markedGiven, { date: formatDateTime(row.date) }));
    }),
  );

  app.get<{ Querystring: { voucher?: string } }>('/claim-class', view, async (request, reply) =>
    renderClaim({
      request,
      reply,
      values: {
        voucherId: Number(request.query.voucher) || null,
        duration: 60,
        date: claimSuggestion(teacherClasses.nowLocal()),
      },
    }),
  );

  app.post<{ Body: Body }>('/claim-class', claim, async (request, reply) =>
    submitForm(
      () =>
        teacherClasses.claim(request.actor, request.body, postedFormKeyOf(request.body)).catch(
          resentForm(t(m.alreadySent), t(m.claimRepeated), {
            text: t(m.seeClaimed),
            path: (id) => `/claim-class/${id}`,
          }),
        ),
      (saved) => reply.flashRedirect('/teacher-classes', 'success', t(m.claimed, { date: formatDateTime(saved.date) })),
      (fields) => renderClaim({ request, reply, values: postedClaim(request.body ?? {}), errors: fields }),
    ),
  );

  app.get<{ Params: Params }>('/claim-class/:id', { ...view, ...classById }, async (request, reply) => {
    const row = await teacherClasses.get(request.actor, request.params.id);
    if (row.status !== 'claimed')
      return reply.flashRedirect(
        '/teacher-classes',
        'error',
        t(m.notEditable, { status: t(m[`status_${row.status}`]).toLowerCase() }),
      );
    return renderClaim({
      request,
      reply,
      values: { date: madridLocal(row.date), duration: row.duration, remarks: row.remarks },
      row,
    });
  });

  app.post<{ Params: Params; Body: Body }>('/claim-class/:id', { ...claim, ...classById }, async (request, reply) => {
    const id = request.params.id;
    const row = await teacherClasses.get(request.actor, id);
    return refusedBackTo(reply, '/teacher-classes', () =>
      submitForm(
        () => teacherClasses.updateClaim(request.actor, id, request.body),
        (saved) =>
          reply.flashRedirect('/teacher-classes', 'success', t(m.claimUpdated, { date: formatDateTime(saved.date) })),
        (fields) => renderClaim({ request, reply, values: postedClaim(request.body ?? {}), row, errors: fields }),
      ),
    );
  });

  app.get<{ Params: Params }>('/claim-class/:id/delete', { ...view, ...classById }, async (request, reply) => {
    const row = await teacherClasses.get(request.actor, request.params.id);
    const date = formatDateTime(row.date);
    if (row.status !== 'claimed')
      return reply.flashRedirect(
        '/teacher-classes',
        'error',
        t(m.notEditable, { status: t(m[`status_${row.status}`]).toLowerCase() }),
      );
    return reply.page(
      <ConfirmDelete
        action={`/claim-class/${row.id}/delete`}
        cancelHref={`/claim-class/${row.id}`}
        question={t(m.withdrawQuestion, { date })}
      />,
      { title: t(m.withdrawTitle, { date }) },
    );
  });

  app.post<{ Params: Params }>('/claim-class/:id/delete', { ...claim, ...classById }, async (request, reply) =>
    refusedBackTo(reply, '/teacher-classes', async () => {
      const removed = await teacherClasses.withdrawClaim(request.actor, request.params.id);
      return reply.flashRedirect('/teacher-classes', 'success', t(m.withdrawn, { date: formatDateTime(removed.date) }));
    }),
  );

  app.get('/teacher-students', view, async (request, reply) =>
    reply.page(<TeacherStudents rows={await teacherClasses.students(request.actor)} />, {
      title: t(m.teacherStudentsTitle),
    }),
  );

  app.get('/teacher-vouchers', view, async (request, reply) =>
    reply.page(<TeacherVouchers rows={await teacherClasses.vouchers(request.actor)} />, {
      title: t(m.teacherVouchersTitle),
    }),
  );
}
