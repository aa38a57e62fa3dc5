import { defineMessages } from '../../src/lib/intl';

/** Collecting an invoice issued pending payment (/invoices/{id}/collect, collectInvoice). */
export const collectingMessages = defineMessages({
  todo: {
    id: 'invoices.collect.todo',
    defaultMessage: '{count, plural, one {# factura pendiente de cobro} other {# facturas pendientes de cobro}}',
  },
  title: { id: 'invoices.collect.title', defaultMessage: 'Registrar el cobro de la factura {number}' },
  button: { id: 'invoices.collect.button', defaultMessage: 'Registrar cobro' },
  intro: {
    id: 'invoices.collect.intro',
    defaultMessage: 'La factura {number} está pendiente de pago. Importe a cobrar: {amount}.',
  },
  introAmended: {
    id: 'invoices.collect.introAmended',
    defaultMessage: 'Sus rectificativas pendientes quedan cobradas con ella.',
  },
  date: { id: 'invoices.collect.date', defaultMessage: 'Fecha de cobro' },
  method: { id: 'invoices.collect.method', defaultMessage: 'Forma de pago' },
  confirm: { id: 'invoices.collect.confirm', defaultMessage: 'Registrar cobro' },
  collected: { id: 'invoices.collect.done', defaultMessage: 'Cobro registrado: la factura {number} está cobrada' },
  collection: { id: 'invoices.collect.collection', defaultMessage: 'Cobro' },
  collectionText: {
    id: 'invoices.collect.collectionText',
    defaultMessage: '{amount} el {date} ({method}), registrado por {by}',
  },
  alreadyPaid: { id: 'invoices.collect.alreadyPaid', defaultMessage: 'La factura {number} ya está cobrada' },
  amending: {
    id: 'invoices.collect.amending',
    defaultMessage: 'Una factura rectificativa se cobra con la factura que rectifica: registra el cobro en la {number}',
  },
  nothingToCollect: {
    id: 'invoices.collect.nothing',
    defaultMessage: 'La factura {number} está anulada del todo por sus rectificativas: no hay nada que cobrar',
  },
  beforeInvoice: {
    id: 'invoices.collect.beforeInvoice',
    defaultMessage: 'La fecha de cobro no puede ser anterior a la de la factura ({date})',
  },
  future: { id: 'invoices.collect.future', defaultMessage: 'La fecha de cobro no puede ser posterior a hoy' },
});
