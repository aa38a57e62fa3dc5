import type { Knex } from 'knex';

/** A customer's invoice data as an invoice freezes it (the invoice copy, else the personal data). */
export interface CustomerInvoiceData {
  id: number;
  name: string;
  nif: string | null;
  address: string | null;
  postalCode: string | null;
  municipality: string | null;
  email: string | null;
}

const PERSONAL_NAME = `(case when c.is_company or coalesce(c.last_name, '') = '' then c.first_name else c.first_name || ' ' || c.last_name end)`;

/** Read inside the caller's transaction (the invoices module, while it issues an invoice). */
export async function customerInvoiceData(
  conn: Knex | Knex.Transaction,
  customerId: number,
): Promise<CustomerInvoiceData | undefined> {
  return conn('customers as c')
    .leftJoin('municipalities as mu', 'mu.id', 'c.municipality_id')
    .leftJoin('municipalities as imu', 'imu.id', 'c.invoice_municipality_id')
    .where('c.id', customerId)
    .first(
      'c.id',
      conn.raw(`coalesce(nullif(trim(c.invoice_name), ''), ${PERSONAL_NAME}) as name`),
      conn.raw(`coalesce(nullif(c.invoice_nif, ''), c.nif) as nif`),
      conn.raw(`coalesce(nullif(c.invoice_address, ''), c.address) as address`),
      conn.raw(`coalesce(nullif(c.invoice_postal_code, ''), c.postal_code) as postal_code`),
      conn.raw('coalesce(imu.name, mu.name) as municipality'),
      conn.raw(`coalesce(nullif(c.invoice_email, ''), c.email) as email`),
    );
}
