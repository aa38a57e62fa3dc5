import type { MercuriusContext } from 'mercurius';
import { parseListQuery, refuseMalformedFilters } from '../../src/lib/listQuery';
import { t } from '../../src/lib/intl';
import { isMonth } from './payrolls.math';
import { payrollsMessages as pm } from './payrolls.messages';
import { HISTORY_PAYROLL_LIST_SPEC, type HistoryPayrollDetail, type HistoryPayrollRow } from './history.service';
import type { RecipientFigures, WithholdingsSummary } from './withholdings';
import type { PayrollsServices } from './index';

interface ListArgs {
  filter?: { q?: string; teacher?: string; month?: string; from?: string; to?: string; status?: string } | null;
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string } | null;
}

type Ctx = MercuriusContext;

export function payrollHistoryResolvers({ payrollHistory, withholdings }: PayrollsServices) {
  const detail = (row: HistoryPayrollRow & Partial<HistoryPayrollDetail>, ctx: Ctx) =>
    row.importFile ? Promise.resolve(row as HistoryPayrollDetail) : payrollHistory.get(ctx.actor, row.id);
  return {
    Query: {
      historyPayrolls: (_: unknown, { filter, page }: ListArgs, { actor }: Ctx) => {
        const month = { valid: isMonth, message: t(pm.monthInvalid) };
        refuseMalformedFilters(filter, { month, from: month, to: month });
        return payrollHistory.list(
          actor,
          parseListQuery({ ...(page ?? {}), ...(filter ?? {}) }, HISTORY_PAYROLL_LIST_SPEC),
        );
      },
      historyPayroll: (_: unknown, { id }: { id: number }, { actor }: Ctx) => payrollHistory.get(actor, id),
      payrollWithholdings: (_: unknown, { year }: { year?: number | null }, { actor }: Ctx) =>
        withholdings.summary(actor, year ?? undefined),
    },
    HistoryPayroll: {
      irpfRate: (r: HistoryPayrollRow) => Number(r.irpfRate),
      importFile: async (r: HistoryPayrollRow, _: unknown, ctx: Ctx) => (await detail(r, ctx)).importFile,
      importedDate: async (r: HistoryPayrollRow, _: unknown, ctx: Ctx) => (await detail(r, ctx)).importedDate,
    },
    WithholdingRecipient: {
      irpfRate: (r: RecipientFigures) => r.rate,
    },
    WithholdingsSummary: {
      csv111Url: (s: WithholdingsSummary) => `/teacher-payrolls/withholdings.csv?year=${s.year}&form=111`,
      csv190Url: (s: WithholdingsSummary) => `/teacher-payrolls/withholdings.csv?year=${s.year}&form=190`,
    },
  };
}
