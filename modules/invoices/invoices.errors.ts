import { errorsOf, type ErrorCodesOf } from '../../src/lib/errors';

/** The invoices' error codes and their HTTP status. */
export const INVOICES_ERRORS = {
  INVOICES_ALREADY_CANCELLED: 409,
  INVOICES_ALREADY_PAID: 409,
  INVOICES_COLLECT_ORIGINAL: 409,
  INVOICES_AMEND_BELOW_ZERO: 422,
  INVOICES_CUSTOMER_HAS_INVOICES: 409,
  INVOICES_CUSTOMER_NOT_FOUND: 422,
  INVOICES_DATE_BEFORE_LAST: 422,
  INVOICES_DEFAULT_REQUIRED: 422,
  INVOICES_DUPLICATE: 422,
  INVOICES_NO_DEFAULT_VAT: 409,
  INVOICES_NO_ISSUER: 409,
  INVOICES_NO_LINES: 422,
  INVOICES_NO_SERIES: 409,
  INVOICES_NOT_AMENDABLE: 409,
  INVOICES_NOTHING_TO_COLLECT: 409,
  INVOICES_SERIES_INACTIVE: 422,
  INVOICES_SERIES_KIND: 422,
  INVOICES_SERIES_LOCKED: 422,
  INVOICES_SERIES_NOT_FOUND: 422,
  INVOICES_VAT_TYPE_NOT_FOUND: 422,
} as const;

export type InvoicesErrorCode = keyof typeof INVOICES_ERRORS;

declare module '../../src/lib/errors' {
  interface ModuleErrorCodes extends ErrorCodesOf<typeof INVOICES_ERRORS> {}
}

/** An AppError with one of the module's codes, and its status. */
export const invoicesError = errorsOf(INVOICES_ERRORS);
