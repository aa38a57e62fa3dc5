import type { FastifyInstance, FastifyReply } from 'fastify';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { csvDecimal, sendCsv, type CsvColumn } from '../../src/lib/csv';
import { historyMessages as h } from './history.messages';
import { HISTORY_PAYROLL_LIST_SPEC } from './history.service';
import type { QuarterFigures, RecipientFigures, WithholdingsSummary } from './withholdings';
import { monthTitle } from './pages/PayrollsList';
import { HistoryPayrollsList } from './pages/history/HistoryPayrollsList';
import { HistoryPayrollPage } from './pages/history/HistoryPayrollPage';
import { WithholdingsPage } from './pages/history/WithholdingsPage';
import { payrollsMessages as m } from './payrolls.messages';
import type { PayrollsServices } from './index';

const euros = (cents: number) => csvDecimal(cents / 100);

/** Form 111's figures per quarter, for the accountant's spreadsheet. */
export const WITHHOLDINGS_111_COLUMNS = (year: number): CsvColumn<QuarterFigures>[] => [
  { header: t(h.year), value: () => year },
  { header: t(h.quarter), value: (q) => t(h.quarterName, { quarter: q.quarter }) },
  { header: t(h.recipients), value: (q) => q.recipients },
  { header: t(h.payrolls), value: (q) => q.payrolls },
  { header: t(h.paid), value: (q) => euros(q.grossCents) },
  { header: t(h.withheld), value: (q) => euros(q.irpfCents) },
];

/** Form 190's figures per recipient. */
export const WITHHOLDINGS_190_COLUMNS = (year: number): CsvColumn<RecipientFigures>[] => [
  { header: t(h.year), value: () => year },
  { header: t(h.nif), value: (r) => r.nif ?? '' },
  { header: t(h.recipient), value: (r) => r.name },
  { header: t(h.rate), value: (r) => csvDecimal(r.rate) },
  { header: t(h.payrolls), value: (r) => r.payrolls },
  { header: t(h.paid), value: (r) => euros(r.grossCents) },
  { header: t(h.withheld), value: (r) => euros(r.irpfCents) },
];

/** /history-payrolls, /history-payrolls/{id}, and the withholding summary with its CSV. */
export async function payrollHistoryRoutes(app: FastifyInstance, { payrollHistory, withholdings }: PayrollsServices) {
  const view = { config: { action: 'payrollHistory.view' as const } };
  const summary = { config: { action: 'payrolls.withholdings' as const } };

  app.get<{ Querystring: Record<string, string> }>('/history-payrolls', view, async (request, reply) => {
    const query = parseListPageQuery(request.query, HISTORY_PAYROLL_LIST_SPEC);
    const data = payrollHistory.list(request.actor, query);
    data.catch(() => undefined);
    return reply.page(<HistoryPayrollsList query={query} data={data} />, { title: t(h.title) });
  });

  app.get<{ Params: IdParams }>(
    '/history-payrolls/:id',
    { ...view, ...idParam(h.notFound) },
    async (request, reply) => {
      const row = await payrollHistory.get(request.actor, request.params.id);
      const actions = (
        <a className="button button-quiet" href="/history-payrolls">
          {t(h.back)}
        </a>
      );
      return reply.page(<HistoryPayrollPage row={row} />, {
        title: t(h.payrollTitle, { teacher: row.teacherName, month: monthTitle(row.month).toLowerCase() }),
        actions,
      });
    },
  );

  /** A year that is not one shows the current year with the message (422), not an error page. */
  async function summaryOf(
    request: { actor: Parameters<typeof withholdings.summary>[0] },
    year: string | undefined,
  ): Promise<{ summary: WithholdingsSummary; error?: string }> {
    try {
      return { summary: await withholdings.summary(request.actor, year) };
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields;
      if (fields?.year) return { summary: await withholdings.summary(request.actor, undefined), error: fields.year };
      throw err;
    }
  }

  function withholdingsPage(
    reply: FastifyReply,
    { summary: data, error }: { summary: WithholdingsSummary; error?: string },
  ) {
    const actions = (
      <a className="button button-quiet" href="/teacher-payrolls">
        {t(m.backToList)}
      </a>
    );
    return reply.page(<WithholdingsPage summary={data} error={error} />, {
      title: t(h.withholdingsTitle, { year: data.year }),
      actions,
      status: error ? 422 : undefined,
    });
  }

  app.get<{ Querystring: { year?: string } }>('/teacher-payrolls/withholdings', summary, async (request, reply) =>
    withholdingsPage(reply, await summaryOf(request, request.query.year)),
  );

  app.get<{ Querystring: { year?: string; form?: string } }>(
    '/teacher-payrolls/withholdings.csv',
    summary,
    async (request, reply) => {
      // A year or a form that is not one answers the page with the message (422), not a file nor a bare error page;
      // without a form, the 111 (quarters).
      const { summary: data, error } = await summaryOf(request, request.query.year);
      if (error) return withholdingsPage(reply, { summary: data, error });
      const form = request.query.form;
      if (form !== undefined && form !== '111' && form !== '190')
        return withholdingsPage(reply, { summary: data, error: t(h.formInvalid) });
      if (form === '190')
        return sendCsv(reply, {
          filename: `retenciones-190-${data.year}.csv`,
          columns: WITHHOLDINGS_190_COLUMNS(data.year),
          rows: data.recipients,
        });
      return sendCsv(reply, {
        filename: `retenciones-111-${data.year}.csv`,
        columns: WITHHOLDINGS_111_COLUMNS(data.year),
        rows: data.quarters,
      });
    },
  );
}
