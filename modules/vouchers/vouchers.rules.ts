/** The vouchers' fixed numbers (DOMAIN.md §3). */

/** A voucher runs three months from its start unless an end date is given. */
export const DEFAULT_MONTHS = 3;
/**
 * How far ahead a voucher or a lead may start (a sanity bound: a start such as 9999-12-31 left
 * no room for the default end date, and the form said the end was before the start).
 */
export const MAX_START_MONTHS_AHEAD = 12;
/**
 * How far back a voucher typed today may start, and how long it may run (sanity bounds: a start
 * of 1900-01-01 made a voucher expired the day it was sold, an end of 9999-12-31 one that never
 * expires nor shows in the working lists).
 */
export const MAX_START_MONTHS_BEFORE = 12;
export const MAX_LENGTH_MONTHS = 24;
/** The largest voucher sold (a sanity bound: a full school year of daily classes). */
export const MAX_HOURS = 500;
/**
 * The largest voucher amount, in cents (9.999.999,99 €): every payment is invoiced, and an invoice
 * holds at most that; 500 hours at the dearest price (100.000 €/h) overflowed the amount's
 * PostgreSQL integer and the form read «Algún dato no es válido».
 */
export const MAX_AMOUNT_CENTS = 999_999_999;
/** Working lists: "few hours left" and "ends soon" for renewals, "no recent class". */
export const RENEW_HOURS_LEFT = 2;
export const RENEW_DAYS_AHEAD = 15;
export const LAST_CLASS_DAYS = 30;
