import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { setupItem, type TodoItem } from '../../src/lib/todo';
import type { Missing } from '../../views/widgets/MissingFirst';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';
import { validationMessages } from '../../src/lib/messages';
import { normaliseIban, normaliseNif, validator, idField } from '../../src/lib/validation';
import { choosePlace } from '../places';
import type { AcademyContact, AcademyIssuer } from '../vouchers';
import type { AcademicServices } from '../academic';
import { invoicesMessages as m } from './invoices.messages';
import { issuerComplete, readSettings, type IssuerRow } from './issue';
import { seriesList, createInvoiceSeries } from './fiscal.series';
import { vatTypes, createVatTypes } from './fiscal.vat';

export type { SeriesRow } from './fiscal.series';
export type { VatTypeRow } from './fiscal.vat';

const issuerSchema = validator<{
  legalName: string;
  nif: string;
  address: string;
  postalCode: string;
  municipalityId?: number;
  municipalityName?: string;
  voucherSeriesId?: number;
  email?: string;
  phone?: string;
  iban?: string;
}>({
  type: 'object',
  properties: {
    legalName: { type: 'string', minLength: 1, maxLength: 250 },
    nif: { type: 'string', format: 'nif' },
    address: { type: 'string', minLength: 1, maxLength: 200 },
    postalCode: { type: 'string', format: 'postal-code' },
    municipalityId: idField,
    municipalityName: { type: 'string', maxLength: 200 },
    voucherSeriesId: idField,
    // How families and teachers reach the academy: optional, each checked as a customer's.
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', format: 'phone', maxLength: 30 },
    iban: { type: 'string', format: 'iban', maxLength: 42 },
  },
  required: ['legalName', 'nif', 'address', 'postalCode'],
});

const contactOf = (s: IssuerRow): AcademyContact => ({ email: s.email, phone: s.phone, iban: s.iban });

/** The fiscal settings (admins): the issuer, invoice series, VAT types and the VAT type of each level. */
export function createFiscalService({ db, academic }: { db: Db; academic: AcademicServices['academic'] }) {
  return {
    ...createInvoiceSeries(db),
    ...createVatTypes(db),

    /** Everything the /fiscal-settings page shows. */
    async overview(actor: Actor | null) {
      authorize(actor, 'fiscalSettings.manage');
      const [issuer, series, vat, levels, levelVat] = await Promise.all([
        readSettings(db),
        seriesList(db),
        vatTypes(db),
        academic.levels(actor),
        db('level_vat_types').select(),
      ]);
      const byLevel = new Map<number, number>(
        levelVat.map((r: { levelId: number; vatTypeId: number }) => [r.levelId, r.vatTypeId]),
      );
      return {
        issuer,
        series,
        vatTypes: vat,
        levels: levels.map((l) => ({ id: l.id, name: l.name, vatTypeId: byLevel.get(l.id) ?? null })),
      };
    },

    /**
     * The academy as its documents print it (legal name, NIF, address), or null until an admin
     * fills the issuer in. No permission: it is printed on every invoice and payslip.
     */
    async employer(): Promise<{ name: string; nif: string; address: string } | null> {
      const s = await readSettings(db);
      if (!issuerComplete(s)) return null;
      return { name: s.legalName!, nif: s.nif!, address: `${s.address}, ${s.postalCode} ${s.municipality}` };
    },

    /**
     * The academy as the family's pages and e-mails show it: the issuer (as `employer`) and how to
     * reach it (e-mail, phone, the account for transfers), or null until the issuer is filled in.
     * No permission: it is printed on every e-mail and payment page.
     */
    async academy(): Promise<(AcademyIssuer & { contact: AcademyContact }) | null> {
      const s = await readSettings(db);
      if (!issuerComplete(s)) return null;
      return {
        name: s.legalName!,
        nif: s.nif!,
        address: `${s.address}, ${s.postalCode} ${s.municipality}`,
        contact: contactOf(s),
      };
    },

    /** How to reach the academy (each null when not filled in), issuer complete or not: the mails' Reply-To. */
    async contact(): Promise<AcademyContact> {
      return contactOf(await readSettings(db));
    },

    /** «Primeros pasos»: the issuer and the series of the vouchers' invoices, before any voucher is paid. */
    async setupTodo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'fiscalSettings.manage')) return [];
      const s = await readSettings(db);
      const done = issuerComplete(s) && !!s.voucherSeriesId;
      return [setupItem({ key: 'setup.fiscal', text: t(m.setupFiscal), href: '/fiscal-settings', position: 10, done })];
    },

    /**
     * What «Nueva factura» (`invoices`) or «Registrar pago» (`payments`: each payment issues its
     * invoice, in the series of the vouchers) needs first, or null: the issuer's data, said with
     * the way to /fiscal-settings for an admin, and who to ask for anyone else.
     */
    async missingIssuer(actor: Actor | null, use: 'invoices' | 'payments'): Promise<Missing | null> {
      const s = await readSettings(db);
      if (issuerComplete(s) && (use === 'invoices' || s.voucherSeriesId)) return null;
      const text = t(use === 'invoices' ? m.missingIssuerInvoices : m.missingIssuerPayments);
      if (!can(actor, 'fiscalSettings.manage')) return { text: `${text} ${t(m.missingIssuerAsk)}` };
      return { text, href: '/fiscal-settings', linkText: t(m.missingIssuerLink) };
    },

    async issuer(actor: Actor | null): Promise<IssuerRow> {
      authorize(actor, 'fiscalSettings.manage');
      return readSettings(db);
    },

    /** Saves the issuer and the payments' series; every message at once. */
    async saveIssuer(actor: Actor | null, raw: Record<string, unknown>): Promise<IssuerRow> {
      authorize(actor, 'fiscalSettings.manage');
      const fields: FieldErrors = {};
      const input = issuerSchema.collect(raw, fields);
      const name = typeof raw.municipalityName === 'string' ? raw.municipalityName : undefined;
      const chosen = await choosePlace(db, 'municipalities', { id: Number(raw.municipalityId) || undefined, name });
      if (chosen === 'notFound') fields.municipalityId = t(m.municipalityNotFound);
      else if (chosen === 'ambiguous') fields.municipalityId = t(m.municipalityAmbiguous);
      else if (chosen === null) fields.municipalityId = t(validationMessages.required);
      if (input.voucherSeriesId) {
        const series = await db('invoice_series').where('id', input.voucherSeriesId).first();
        if (!series || series.isAmending || !series.active) fields.voucherSeriesId = t(m.paymentSeriesAmending);
      }
      if (Object.keys(fields).length) throw invalidInput(fields);
      await db.transaction(async (trx) => {
        const current = await trx('fiscal_settings').where('id', 1).forUpdate().first('updated_date');
        // Checked under the row's lock: two admins saving at once cannot both pass.
        if (current) assertNotEditedMeanwhile(raw, current);
        await trx('fiscal_settings')
          .where('id', 1)
          .update({
            legalName: input.legalName,
            nif: normaliseNif(input.nif),
            address: input.address,
            postalCode: input.postalCode,
            municipalityId: chosen as number,
            voucherSeriesId: input.voucherSeriesId ?? null,
            email: input.email ?? null,
            phone: input.phone ?? null,
            iban: input.iban ? normaliseIban(input.iban) : null,
            updatedDate: trx.fn.now(),
          });
      });
      return readSettings(db);
    },
  };
}

export type FiscalService = ReturnType<typeof createFiscalService>;
