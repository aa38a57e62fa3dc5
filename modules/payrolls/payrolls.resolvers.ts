import type { MercuriusContext } from 'mercurius';
import { parseListQuery, refuseMalformedFilters } from '../../src/lib/listQuery';
import { t } from '../../src/lib/intl';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import { isMonth, maskIban } from './payrolls.math';
import { payrollsMessages as pm } from './payrolls.messages';
import {
  generationSummary,
  PAYROLL_LIST_SPEC,
  type GenerationResult,
  type PayrollDetail,
  type PayrollRow,
} from './payrolls.service';
import type { PayrollsServices } from './index';

interface ListArgs {
  filter?: { month?: string; teacherId?: number; status?: string; q?: string };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

type Ctx = MercuriusContext;

const generation = (r: GenerationResult) => ({
  ...r,
  payrolls: r.plan.payrolls,
  skipped: r.plan.skipped,
  summary: generationSummary(r),
});

export function payrollsResolvers({ payrolls, payrollIrpf }: PayrollsServices) {
  /** A payroll's detail, read once per payroll and request (lines and teacher share it). */
  const detail = (row: PayrollRow & Partial<PayrollDetail>, ctx: Ctx) =>
    row.lines ? Promise.resolve(row as PayrollDetail) : payrolls.get(ctx.actor, row.id);
  return {
    Query: {
      teacherPayrolls: (_: unknown, { filter, page }: ListArgs, { actor }: Ctx) => {
        refuseMalformedFilters(filter, { month: { valid: isMonth, message: t(pm.monthInvalid) } });
        // filter and page may come as null (GraphQL's explicit null), not only left out.
        return payrolls.list(
          actor,
          parseListQuery(
            { ...(page ?? {}), month: filter?.month, teacher: filter?.teacherId, status: filter?.status, q: filter?.q },
            PAYROLL_LIST_SPEC,
          ),
        );
      },
      teacherPayroll: (_: unknown, { id }: { id: number }, { actor }: Ctx) => payrolls.get(actor, id),
      teacherPayrollPreview: async (_: unknown, { month }: { month: string }, { actor }: Ctx) =>
        generation(await payrolls.generate(actor, month, { dryRun: true })),
      teacherIrpf: (_: unknown, { teacherId }: { teacherId: number }, { actor }: Ctx) =>
        payrollIrpf.get(actor, teacherId),
    },
    Mutation: {
      generateTeacherPayrolls: async (
        _: unknown,
        { month, dryRun }: { month?: string | null; dryRun?: boolean | null },
        { actor }: Ctx,
      ) => generation(await payrolls.generate(actor, month ?? payrolls.previousMonth(), { dryRun: !!dryRun })),
      payTeacherPayroll: (
        _: unknown,
        { id, date, idempotencyKey }: { id: number; date: string; idempotencyKey?: string | null },
        { actor, request }: Ctx,
      ) => payrolls.pay(actor, id, { date, idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      discardTeacherPayroll: (_: unknown, { id, reason }: { id: number; reason: string }, { actor }: Ctx) =>
        payrolls.discard(actor, id, { reason }),
      setTeacherIrpf: (
        _: unknown,
        args: { teacherId: number; rate: number; communicationDate?: string; reason?: string },
        { actor }: Ctx,
      ) => payrollIrpf.set(actor, args.teacherId, args),
    },
    TeacherPayroll: {
      pdfUrl: (row: PayrollRow) => `/teacher-payrolls/${row.id}/pdf`,
      lines: async (row: PayrollRow, _: unknown, ctx: Ctx) =>
        (await detail(row, ctx)).lines.map((l) => ({ ...l, classId: l.id })),
      teacher: async (row: PayrollRow, _: unknown, ctx: Ctx) => {
        const { teacher } = await detail(row, ctx);
        return {
          id: teacher.id,
          name: teacher.name,
          nif: teacher.nif,
          ibanMasked: teacher.iban ? maskIban(teacher.iban) : null,
        };
      },
    },
  };
}
