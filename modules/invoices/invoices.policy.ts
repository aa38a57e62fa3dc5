import type { ActionsOf, PolicyLines } from '../../src/lib/policy';

/**
 * Invoices: staff see them and advisors issue them (a voucher payment issues its own); admins
 * amend them and keep the fiscal settings; the accountant (gestoría) reads invoices, their PDFs
 * and print pages and downloads the exports.
 */
export const invoicesPolicy = {
  'invoices.view': ['admin', 'advisor', 'accountant'],
  'invoices.issue': ['admin', 'advisor'],
  'invoices.amend': ['admin'],
  'invoices.export': ['admin', 'accountant'],
  'fiscalSettings.manage': ['admin'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof invoicesPolicy> {}
}
