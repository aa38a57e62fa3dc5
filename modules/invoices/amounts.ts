// @browser: the line editor islands compute the same amounts as the server.

/**
 * Money on invoices: integer cents. Customer prices are final prices, so the base and the VAT
 * are derived from the total (the base rounded to the cent, half away from zero, and the VAT
 * the rest), and base + VAT = total exactly.
 */

/**
 * The largest amount of a line or an invoice, in cents (9.999.999,99 €): amounts are stored as
 * PostgreSQL integers (at most 21.474.836,47 €) and summed in JavaScript numbers; this bound
 * keeps every line, total and amendment inside both, exactly, with room to spare.
 */
export const MAX_INVOICE_CENTS = 999_999_999;

/** '21.00' | 21 → 2100 (hundredths of a percent). */
export function rateBasisPoints(rate: string | number): number {
  return Math.round(Number(rate) * 100);
}

export function splitTotal(totalCents: number, rate: string | number): { baseCents: number; vatCents: number } {
  const bp = rateBasisPoints(rate);
  const sign = totalCents < 0 ? -1 : 1;
  const total = Math.abs(totalCents);
  // base = total / (1 + rate), rounded half up, in integers: floor((2·total·10000 + d) / 2d).
  const d = 10000 + bp;
  const base = Math.floor((2 * total * 10000 + d) / (2 * d));
  return { baseCents: sign * base || 0, vatCents: sign * (total - base) || 0 };
}

/** Quantity × unit price, rounded to the cent (a quantity may carry two decimals). */
export function lineAmount(quantity: number, unitPriceCents: number): number {
  const hundredths = Math.round(quantity * 100);
  const raw = hundredths * unitPriceCents;
  return Math.sign(raw) * Math.round(Math.abs(raw) / 100);
}

/** The shown number of an invoice: `A2026-000123`. */
export const invoiceNumber = (row: { seriesCode: string; year: number; number: number }) =>
  `${row.seriesCode}${row.year}-${String(row.number).padStart(6, '0')}`;

/**
 * A quantity as typed ('2', '1,5', '0.25') or sent (1.5): positive, at most two decimals,
 * below 100.000; undefined otherwise.
 */
export function parseQuantity(value: string | number): number | undefined {
  const s = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 ? n : undefined;
}

/**
 * An invoice (alias `i`) with money left to collect after its amending invoices: one they cancel
 * altogether has nothing to collect. The start page's reminder counts these, and the list it
 * links to (`collect=1`) shows these.
 */
export const LEFT_TO_COLLECT_SQL =
  'i.total_cents + coalesce((select sum(a.total_cents) from invoices a where a.amended_invoice_id = i.id), 0) > 0';

/**
 * What an operation whose invoice (alias `o`) is paid still owes: its total after all its
 * amending invoices, less what came in (the invoice's collection, else its total as paid when
 * issued, and the collections of amending invoices collected on their own). A cancellation
 * after an increase leaves nothing owed.
 */
export const owedAfterPaidSql = (o: string) => `(${o}.total_cents
  + coalesce((select sum(a.total_cents) from invoices a where a.amended_invoice_id = ${o}.id), 0)
  - coalesce((select c.amount_cents from invoice_collections c where c.invoice_id = ${o}.id), ${o}.total_cents)
  - coalesce((select sum(c.amount_cents) from invoice_collections c join invoices a on a.id = c.invoice_id
              where a.amended_invoice_id = ${o}.id), 0))`;

/**
 * An invoice (alias `i`) pending payment with money to collect: an ordinary one with money left
 * after its amending invoices (collected with them), or an amending invoice that adds to an
 * invoice already paid while the operation still owes money (collected on its own). The start
 * page's reminder counts these and the list it links to (`collect=1`) shows these.
 */
export const TO_COLLECT_SQL = `i.status = 'pendingPayment' and (
  (not i.is_amending and ${LEFT_TO_COLLECT_SQL})
  or (i.is_amending and i.total_cents > 0
      and exists (select 1 from invoices o where o.id = i.amended_invoice_id and o.status = 'paid'
                  and ${owedAfterPaidSql('o')} > 0)))`;
