import { errorsOf, type ErrorCodesOf } from '../../src/lib/errors';

/** The payrolls' error codes and their HTTP status. */
export const PAYROLLS_ERRORS = {
  CLASSES_PAID: 409,
  PAYROLLS_CHANGED: 409,
  PAYROLLS_NOT_PENDING: 409,
  PAYROLLS_RUN_IN_PROGRESS: 409,
} as const;

export type PayrollsErrorCode = keyof typeof PAYROLLS_ERRORS;

declare module '../../src/lib/errors' {
  interface ModuleErrorCodes extends ErrorCodesOf<typeof PAYROLLS_ERRORS> {}
}

/** An AppError with one of the module's codes, and its status. */
export const payrollsError = errorsOf(PAYROLLS_ERRORS);
