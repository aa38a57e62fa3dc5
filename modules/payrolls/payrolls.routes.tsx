import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { formatDate, formatPercent, t, todayInMadrid } from '../../src/lib/intl';
import { filed111Of } from './withholdings';
import { can } from '../../src/lib/policy';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { postedText } from '../../src/lib/posted';
import { IDEMPOTENCY_FIELD, postedKeyOf } from '../../src/lib/idempotency';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { usePage } from '../../views/context';
import { Island } from '../../views/Island';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { generationSummary, PAYROLL_LIST_SPEC, type PayrollDetail } from './payrolls.service';
import { payrollsMessages as m } from './payrolls.messages';
import { historyMessages as hm } from './history.messages';
import { isMonth } from './payrolls.math';
import { monthTitle, PayrollsList } from './pages/PayrollsList';
import { resolveFilterChoice } from '../../views/widgets/AutocompleteFilter';
import { PayrollPage, type PayrollForms } from './pages/PayrollPage';
import { GeneratePage } from './pages/GeneratePage';
import { GenerateDialog } from './pages/GenerateDialog.island';
import { IrpfPage } from './pages/IrpfPage';
import { previewView } from './pages/preview';
import type { PayrollsServices } from './index';
import { dateInputTexts } from '../../views/widgets/dateInputTexts';
import { isoMonthOf } from '../../views/widgets/dateText';

type Body = Record<string, unknown>;
type Params = IdParams;

function GenerateButton({ month }: { month: string }) {
  const { csrfToken } = usePage();
  return (
    <Island
      name="GenerateDialog"
      component={GenerateDialog}
      props={{
        fallbackHref: `/teacher-payrolls/generate?month=${month}`,
        action: '/teacher-payrolls/generate',
        previewUrl: '/teacher-payrolls/generate/preview',
        csrfToken,
        buttonLabel: t(m.generate),
        title: t(m.generateTitle),
        intro: t(m.generateIntro),
        monthLabel: t(m.monthField),
        monthHelp: t(m.monthHelp),
        monthInvalid: t(m.monthInvalid),
        monthInput: dateInputTexts('month'),
        month,
        loading: t(w.loading),
        failed: t(m.runInProgress),
        cancelLabel: t(w.cancel),
      }}
    />
  );
}

/** «Nómina n.º 12 pagada», and when its date falls in a quarter whose form 111 is filed already, the warning. */
function paidFlash(row: { id: number; paidDate: string | null }): string {
  const filed = row.paidDate ? filed111Of(row.paidDate, todayInMadrid()) : undefined;
  const warning = filed && t(m.paidInFiledQuarter, { ...filed, until: formatDate(filed.until) });
  return [t(m.paid, { id: row.id }), warning].filter(Boolean).join('. ');
}

/**
 * A payroll paid or discarded meanwhile (the button clicked twice, another admin, a form kept
 * open or reached with the back button): said in a flash on the payroll's page, which shows what
 * it is now, not on an error page with only «Volver al inicio».
 */
async function onPayrollPage<R>(reply: FastifyReply, id: number, work: () => Promise<R>) {
  try {
    return await work();
  } catch (err) {
    if (isAppError(err) && err.status === 409)
      return reply.flashRedirect(`/teacher-payrolls/${id}`, 'error', err.message);
    throw err;
  }
}

export async function payrollsRoutes(
  app: FastifyInstance,
  { payrolls, payrollIrpf, payrollEmployer }: PayrollsServices,
) {
  const pages = { config: { action: 'payrolls.pages' as const } };
  const manage = { config: { action: 'payrolls.manage' as const } };
  const postManage = { ...manage, preHandler: app.csrfProtection };
  const byId = idParam(m.notFound);
  generateRoutes(app, payrolls, postManage);
  irpfRoutes(app, payrollIrpf);

  async function renderPayroll(
    request: FastifyRequest,
    reply: FastifyReply,
    { row, forms = {} }: { row: PayrollDetail; forms?: PayrollForms },
  ) {
    const staff = can(request.actor, 'payrolls.view');
    const actions = (
      <>
        <a className="button button-secondary" href={`/teacher-payrolls/${row.id}/pdf`}>
          {t(m.pdf)}
        </a>
        <a className="button button-quiet" href="/teacher-payrolls">
          {t(m.backToList)}
        </a>
      </>
    );
    return reply.page(
      <PayrollPage
        row={row}
        staff={staff}
        canManage={can(request.actor, 'payrolls.manage')}
        teacherLink={can(request.actor, 'teachers.view')}
        forms={forms}
      />,
      {
        title: t(m.payrollTitle, { id: row.id, teacher: row.teacherName, month: monthTitle(row.month).toLowerCase() }),
        actions,
        status: forms.errors ? 422 : undefined,
      },
    );
  }

  // The same address for staff (everyone's, filters, generation) and teachers (their own): the policy decides.
  app.get<{ Querystring: Record<string, string> }>('/teacher-payrolls', pages, async (request, reply) => {
    const parsed = parseListPageQuery(request.query, PAYROLL_LIST_SPEC);
    const staff = can(request.actor, 'payrolls.view');
    // Staff filter by teacher: the field names the one chosen (looked up by id; a typed name is resolved and redirected).
    const { query, choice, redirect } = staff
      ? await resolveFilterChoice({
          raw: request.query,
          query: parsed,
          spec: PAYROLL_LIST_SPEC,
          base: '/teacher-payrolls',
          name: 'teacher',
          lookup: payrolls.teacherFilter(request.actor),
        })
      : { query: parsed, choice: { chosen: null } };
    if (redirect) return reply.redirect(redirect);
    const data = payrolls.list(request.actor, query);
    data.catch(() => undefined);
    const withholdings = can(request.actor, 'payrolls.withholdings') ? (
      <a className="button button-quiet" href="/teacher-payrolls/withholdings">
        {t(hm.withholdingsLink)}
      </a>
    ) : null;
    const generate = can(request.actor, 'payrolls.manage') ? <GenerateButton month={payrolls.previousMonth()} /> : null;
    const actions =
      withholdings || generate ? (
        <>
          {generate}
          {withholdings}
        </>
      ) : undefined;
    return reply.page(<PayrollsList query={query} data={data} teacher={choice} staff={staff} />, {
      title: t(staff ? m.title : m.ownTitle),
      actions,
    });
  });

  app.get<{ Params: Params }>('/teacher-payrolls/:id', { ...pages, ...byId }, async (request, reply) =>
    renderPayroll(request, reply, { row: await payrolls.get(request.actor, request.params.id) }),
  );

  app.get<{ Params: Params }>('/teacher-payrolls/:id/pdf', { ...pages, ...byId }, async (request, reply) => {
    const row = await payrolls.get(request.actor, request.params.id);
    // The drawing (pdfkit) is loaded with the first payslip asked for (issue 16: memory at start).
    const { payrollPdf } = await import('./payrolls.pdf');
    const pdf = await payrollPdf(row, await payrollEmployer.get());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="nomina-${row.id}-${row.month}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post<{ Params: Params; Body: Body }>(
    '/teacher-payrolls/:id/pay',
    { ...postManage, ...byId },
    async (request, reply) => {
      const id = request.params.id;
      const date = postedText(request.body?.date);
      // The form's key: its retry gets the payment made back; refused (nothing paid), the form keeps it.
      const key = postedKeyOf(request.body);
      return onPayrollPage(reply, id, () =>
        submitForm(
          () => payrolls.pay(request.actor, id, { date, idempotencyKey: key }),
          (row) => reply.flashRedirect(`/teacher-payrolls/${row.id}`, 'success', paidFlash(row)),
          async (errors) =>
            renderPayroll(request, reply, {
              row: await payrolls.get(request.actor, id),
              forms: { errors, values: key ? { date, [IDEMPOTENCY_FIELD]: key } : { date } },
            }),
        ),
      );
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/teacher-payrolls/:id/discard',
    { ...postManage, ...byId },
    async (request, reply) => {
      const id = request.params.id;
      const reason = postedText(request.body?.reason);
      return onPayrollPage(reply, id, () =>
        submitForm(
          () => payrolls.discard(request.actor, id, { reason }),
          (row) => reply.flashRedirect(`/teacher-payrolls/${row.id}`, 'success', t(m.discarded, { id: row.id })),
          async (errors) =>
            renderPayroll(request, reply, {
              row: await payrolls.get(request.actor, id),
              forms: { errors, values: { reason } },
            }),
        ),
      );
    },
  );
}

/** The generation page, its dialog's preview (JSON) and the generation itself. */
function generateRoutes(
  app: FastifyInstance,
  payrolls: PayrollsServices['payrolls'],
  postManage: { config: { action: 'payrolls.manage' }; preHandler: FastifyInstance['csrfProtection'] },
) {
  const manage = { config: postManage.config };
  async function renderGenerate(reply: FastifyReply, month: string, fields?: FieldErrors) {
    const view = fields ? undefined : previewView(await payrolls.preview(reply.request.actor, month));
    return reply.page(<GeneratePage month={month} view={view} error={fields?.month} />, {
      title: t(m.generateTitle),
      status: fields ? 422 : undefined,
    });
  }

  app.get<{ Querystring: { month?: string } }>('/teacher-payrolls/generate', manage, async (request, reply) => {
    const month = request.query.month ?? payrolls.previousMonth();
    try {
      return await renderGenerate(reply, month);
    } catch (err) {
      if (isAppError(err) && err.fields) return renderGenerate(reply, month, err.fields);
      throw err;
    }
  });

  // The dialog's preview: the same texts as the page, as JSON.
  app.get<{ Querystring: { month?: string } }>('/teacher-payrolls/generate/preview', manage, async (request, reply) => {
    try {
      return previewView(await payrolls.preview(request.actor, request.query.month ?? ''));
    } catch (err) {
      if (isAppError(err))
        return reply.status(err.status).send({ code: err.code, message: err.message, fields: err.fields });
      throw err;
    }
  });

  app.post<{ Body: Body }>('/teacher-payrolls/generate', postManage, async (request, reply) => {
    const month = postedText(request.body?.month).trim();
    // As typed (10/2026) for the form shown again; ISO for the page's address.
    const isoMonth = isoMonthOf(month);
    try {
      const result = await payrolls.generate(request.actor, month);
      return reply.flashRedirect(`/teacher-payrolls?month=${result.month}`, 'success', generationSummary(result));
    } catch (err) {
      if (isAppError(err) && err.fields) return renderGenerate(reply, month, err.fields);
      if (isAppError(err) && err.code === 'PAYROLLS_RUN_IN_PROGRESS')
        return reply.flashRedirect(
          `/teacher-payrolls/generate?month=${isMonth(isoMonth) ? isoMonth : ''}`,
          'error',
          err.message,
        );
      throw err;
    }
  });
}

/** A teacher's IRPF withholding, linked from the teacher's page. */
function irpfRoutes(app: FastifyInstance, payrollIrpf: PayrollsServices['payrollIrpf']) {
  const teacherById = idParam(m.teacherNotFound);
  app.get<{ Params: Params }>(
    '/teachers/:id/irpf',
    { config: { action: 'payrolls.view' }, ...teacherById },
    async (request, reply) => {
      const setting = await payrollIrpf.get(request.actor, request.params.id);
      return reply.page(<IrpfPage setting={setting} canEdit={can(request.actor, 'payrolls.irpf')} />, {
        title: t(m.irpfTitle, { teacher: setting.teacherName }),
      });
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/teachers/:id/irpf',
    { config: { action: 'payrolls.irpf' }, ...teacherById, preHandler: app.csrfProtection },
    async (request, reply) => {
      const id = request.params.id;
      const body = request.body ?? {};
      const values = {
        rate: postedText(body.rate),
        communicationDate: postedText(body.communicationDate),
        reason: postedText(body.reason),
      };
      return submitForm(
        () => payrollIrpf.set(request.actor, id, values),
        ({ teacherId, rate }) =>
          reply.flashRedirect(`/teachers/${teacherId}`, 'success', t(m.irpfSaved, { rate: formatPercent(rate) })),
        async (errors) => {
          const setting = await payrollIrpf.get(request.actor, id);
          return reply.page(<IrpfPage setting={setting} canEdit values={values} errors={errors} />, {
            title: t(m.irpfTitle, { teacher: setting.teacherName }),
            status: 422,
          });
        },
      );
    },
  );
}
