import { defineModule, type PlatformDeps } from '../../src/lib/module';
import { defineMessages } from '../../src/lib/intl';
import { placesModule } from '../places';
import { academicModule, type AcademicServices } from '../academic';
import { peopleModule } from '../people';
import { vouchersModule } from '../vouchers';
import { invoicesPolicy } from './invoices.policy';
import { createFiscalService } from './fiscal.service';
import { createInvoicesService } from './invoices.service';
import { createIssuingService } from './issuing.service';
import { createCollectingService } from './collecting.service';
import { issueForPayment } from './issue';
import { invoicesMessages } from './invoices.messages';
import { seedInvoices } from './invoices.seed';
import { closePdfWorkers } from './pdf.pool';
import { fiscalRoutes } from './fiscal.routes';
import { invoicesRoutes } from './invoices.routes';
import { invoicesSchema } from './invoices.schema';
import { invoicesResolvers } from './invoices.resolvers';
import { createHistoryInvoicesService } from './history.service';
import { createQuarterService } from './quarter.service';
import { historyRoutes } from './history.routes';
import { collectingSchema } from './collecting.schema';
import { collectingResolvers } from './collecting.resolvers';
import { invoiceCollectRoutes } from './invoices.collect.routes';
import { historySchema } from './history.schema';
import { historyResolvers } from './history.resolvers';
import { seedHistoryInvoices } from './history.seed';

export type { InvoiceRow, InvoiceDetail } from './invoices.service';
export { registerInvoicesCommands } from './invoices.cli';
export { registerHistoryInvoicesCommand } from './history.cli';

export function createInvoicesServices(
  deps: Pick<PlatformDeps, 'db' | 'config'> & { academic: AcademicServices['academic'] },
) {
  return {
    fiscal: createFiscalService(deps),
    invoices: createInvoicesService(deps),
    invoiceIssuing: createIssuingService(deps),
    invoiceCollecting: createCollectingService(deps),
    historyInvoices: createHistoryInvoicesService(deps),
    invoiceQuarters: createQuarterService(deps),
  };
}

export type InvoicesServices = ReturnType<typeof createInvoicesServices>;

const menu = defineMessages({
  invoices: { id: 'menu.invoices', defaultMessage: 'Facturas' },
  fiscalSettings: { id: 'menu.fiscalSettings', defaultMessage: 'Ajustes fiscales' },
  historyInvoices: { id: 'menu.historyInvoices', defaultMessage: 'Histórico de facturas' },
});

/** Invoices, their verification records, print pages, PDFs and exports, and the fiscal settings. */
export const invoicesModule = defineModule({
  name: 'invoices',
  dependsOn: [placesModule, academicModule, peopleModule, vouchersModule],
  policy: invoicesPolicy,
  menu: [
    { group: 'billing', position: 10, href: '/invoices', label: menu.invoices, action: 'invoices.view' },
    { group: 'billing', position: 30, href: '/history-invoices', label: menu.historyInvoices, action: 'history.view' },
    {
      group: 'settings',
      position: 40,
      href: '/fiscal-settings',
      label: menu.fiscalSettings,
      action: 'fiscalSettings.manage',
    },
  ],
  services: createInvoicesServices,
  autocomplete: {
    // The list's customer filter: customers that have invoices, by name (the accountant reads invoices, not customers).
    invoiceCustomers: ({ invoices }, actor, q) => invoices.customerFilter(actor).suggest(q),
  },
  hooks: ({ places, vouchers, customers, recordLinks, mailer }, { fiscal, invoices }) => {
    // The issuer's municipality, printed on every invoice, stays while it is the issuer's.
    places.addDependant('municipalities', {
      table: 'fiscal_settings',
      column: 'municipality_id',
      message: invoicesMessages.placeUsedByIssuer,
    });
    // Every voucher payment issues its invoice inside the payment's transaction.
    vouchers.onPaid('invoices', (trx, payment) => issueForPayment(trx, payment));
    // Receipts, the customer email and the family's payment pages name the academy as its invoices do, once the
    // issuer is filled in, and close with how to reach it.
    vouchers.academyFrom(() => fiscal.academy());
    // «Registrar pago» says up front that the issuer is missing (each payment issues its invoice), and where to fill it in.
    vouchers.paymentsNeedFrom((actor) => fiscal.missingIssuer(actor, 'payments'));
    // Every mail goes out from MAIL_FROM (a no-reply address): answers go to the academy's contact e-mail.
    mailer.replyToFrom(async () => (await fiscal.contact()).email);
    // A voucher's payments and their receipts name the invoice each one issued.
    vouchers.paymentInvoicesFrom((ids) => invoices.numbersOfPayments(ids));
    // An issued invoice is kept, and so is its customer (a manual invoice has no voucher to hold it).
    customers.addDependant({
      table: 'invoices',
      column: 'customer_id',
      code: 'INVOICES_CUSTOMER_HAS_INVOICES',
      message: invoicesMessages.customerHasInvoices,
    });
    // A customer's page leads to their invoices (the list filtered to them), for those who may read invoices.
    recordLinks.add('customer', {
      label: invoicesMessages.customerInvoices,
      href: (id) => `/invoices?customer=${id}`,
      action: 'invoices.view',
    });
  },
  areas: (services) => [
    { schema: '', resolvers: {}, routes: fiscalRoutes },
    { schema: invoicesSchema, resolvers: invoicesResolvers(services), routes: invoicesRoutes },
    { schema: collectingSchema, resolvers: collectingResolvers(services), routes: invoiceCollectRoutes },
    { schema: historySchema, resolvers: historyResolvers(services), routes: historyRoutes },
  ],
  todo: ({ fiscal, invoiceCollecting, invoiceQuarters }) => [
    (actor) => fiscal.setupTodo(actor),
    (actor) => invoiceCollecting.todo(actor),
    (actor) => invoiceQuarters.todo(actor),
  ],
  plugin: (app) => {
    app.addHook('onClose', closePdfWorkers);
  },
  seed: async ({ db }) => {
    await seedInvoices(db);
    await seedHistoryInvoices(db);
  },
});
