import { errorsOf, type ErrorCodesOf } from '../../src/lib/errors';

/** The academic catalogue's error codes and their HTTP status. */
export const ACADEMIC_ERRORS = {
  ACADEMIC_DUPLICATE: 409,
  ACADEMIC_IN_USE: 409,
} as const;

export type AcademicErrorCode = keyof typeof ACADEMIC_ERRORS;

declare module '../../src/lib/errors' {
  interface ModuleErrorCodes extends ErrorCodesOf<typeof ACADEMIC_ERRORS> {}
}

/** An AppError with one of the module's codes, and its status. */
export const academicError = errorsOf(ACADEMIC_ERRORS);
