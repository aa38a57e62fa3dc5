import type { ActionsOf, PolicyLines } from '../../src/lib/policy';

/**
 * Invoices: staff see them and advisors issue them (a voucher payment issues its own) and record
 * the collection of those issued pending payment; admins amend them and keep the fiscal settings;
 * the accountant (gestoría) reads invoices, their PDFs and print pages and downloads the exports. The previous system's invoices (the history
 * archive) are read by admins and the accountant; advisors work with today's invoices only.
 * The archive is loaded by a command (`history:import-invoices`), on behalf of an admin.
 */
export const invoicesPolicy = {
  'invoices.view': ['admin', 'advisor', 'accountant'],
  'invoices.issue': ['admin', 'advisor'],
  'invoices.collect': ['admin', 'advisor'],
  'invoices.amend': ['admin'],
  'invoices.export': ['admin', 'accountant'],
  'fiscalSettings.manage': ['admin'],
  'history.view': ['admin', 'accountant'],
  'history.import': ['admin'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof invoicesPolicy> {}
}
