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
  // The withholding summary (forms 111 and 190) and its CSV
  'payrolls.withholdings': [...READERS],
  // The previous system's payrolls (the history archive): read here, loaded by a command on behalf of an admin
  'payrollHistory.view': [...READERS],
  'payrollHistory.import': ['admin'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof payrollsPolicy> {}
}
