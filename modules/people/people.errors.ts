import { errorsOf, type ErrorCodesOf } from '../../src/lib/errors';

/** People's error codes and their HTTP status (dependants' codes come from the modules that register them). */
export const PEOPLE_ERRORS = {
  PEOPLE_ACCOUNT_DISABLED: 403,
  PEOPLE_CANNOT_DEACTIVATE_SELF: 409,
  PEOPLE_CUSTOMER_HAS_STUDENTS: 409,
  PEOPLE_LAST_ADMIN: 409,
  PEOPLE_OWN_PASSWORD: 409,
  PEOPLE_RESET_TOKEN_INVALID: 400,
} as const;

export type PeopleErrorCode = keyof typeof PEOPLE_ERRORS;

declare module '../../src/lib/errors' {
  interface ModuleErrorCodes extends ErrorCodesOf<typeof PEOPLE_ERRORS> {}
}

/** An AppError with one of the module's codes, and its status. */
export const peopleError = errorsOf(PEOPLE_ERRORS);
