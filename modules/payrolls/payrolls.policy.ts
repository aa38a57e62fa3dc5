import type { ActionsOf, PolicyLines } from '../../src/lib/policy';

/**
 * Teacher payrolls. READERS read every payroll, the PDFs and each teacher's IRPF setting:
 * admins and the accountant (gestoría, read only).
 */
const READERS = ['admin', 'accountant'] as const;

export const payrollsPolicy = {
  // Every teacher's payrolls, their PDFs and each teacher's IRPF setting
  'payrolls.view': [...READERS],
  // Generate, pay, discard
  'payrolls.manage': ['admin'],
  // A teacher's IRPF withholding rate, with its evidence
  'payrolls.irpf': ['admin'],
  // A teacher's own payrolls (read only; only their own: checked by the service)
  'payrolls.own': ['teacher'],
  // The /teacher-payrolls pages: staff see everyone's, a teacher their own
  'payrolls.pages': [...READERS, 'teacher'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof payrollsPolicy> {}
}
