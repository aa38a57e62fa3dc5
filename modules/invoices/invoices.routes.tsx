import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '../../src/lib/policy';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '../../src/lib/idempotency';
import { postedBoolean } from '../../views/widgets/Form';
import { Island } from '../../views/Island';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import { postedId, postedText, routeId } from '../../src/lib/posted';
import { attachmentHeader } from '../../src/lib/files';
import { invoiceMessages as m, exportMessages as x, invoicesMessages as im, issuingMessages as nm } from './invoices.messages';
import { INVOICE_LIST_SPEC } from './invoices.service';
import type { InvoicesServices } from './index';
import { reasonLabel } from './labels';
import { qrSvg } from './pdf';
import { renderInvoicePdf } from './pdf.pool';
import { InvoicesList } from './pages/InvoicesList';
import { InvoicePage, InvoicePrintPage } from './pages/InvoicePage';
import { invoiceExportRoutes } from './invoices.exports.routes';
import { NewInvoicePage, lineTexts, type ManualValues } from './pages/NewInvoicePage';
import type { EditorLine } from './pages/InvoiceLines.island';
import { AmendDialog, type AmendDialogProps } from './pages/AmendDialog.island';
import { AmendFields, type AmendFieldsProps } from './pages/AmendFields.island';
import { AMENDING_REASONS } from './issue';
import { AMEND_KINDS, MAX_LINES, parseLines } from './issuing.service';

type Query = Record<string, string>;
type Body = Record<string, unknown>;

const list = (value: unknown) => [value ?? []].flat().map((v) => (v === undefined || v === null ? '' : String(v)));

/** The lines of a posted form (parallel fields concept, quantity, unitPrice), every row as it was typed. */
export function postedLines(body: Body): EditorLine[] {
  const [concepts, quantities, prices] = [list(body.concept), list(body.quantity), list(body.unitPrice)];
  const rows = Math.min(Math.max(concepts.length, quantities.length, prices.length), MAX_LINES + 1);
  return Array.from({ length: rows }, (_, i) => ({ concept: concepts[i] ?? '', quantity: quantities[i] ?? '', unitPrice: prices[i] ?? '' }));
}

const blankLine = (): EditorLine => ({ concept: '', quantity: '1', unitPrice: '' });

/** The rows the form shows again: as posted, with an empty one at the end to type the next line in. */
function withBlankRow(lines: EditorLine[]): EditorLine[] {
  const last = lines[lines.length - 1];
  return !last || last.concept || last.unitPrice ? [...lines, blankLine()] : lines;
}

/** /invoices, /invoices/{id}, its print page and PDF, and the exports. */
export async function invoicesRoutes(app: FastifyInstance, services: InvoicesServices) {
  const { invoices, fiscal } = services;
  const view = { config: { action: 'invoices.view' as const } };
  const issuing = { config: { action: 'invoices.issue' as const } };
  const amending = { config: { action: 'invoices.amend' as const } };
  const post = <T extends object>(options: T) => ({ ...options, preHandler: app.csrfProtection });
  const { invoiceIssuing } = services;

  // ---- Manual invoices -------------------------------------------------------------------

  async function renderNew(request: FastifyRequest, reply: FastifyReply, values: ManualValues, errors?: FieldErrors, status = errors ? 422 : 200) {
    const options = await invoiceIssuing.manualOptions(request.actor);
    return reply.page(<NewInvoicePage values={values} options={options} errors={errors} />, { title: t(nm.newTitle), status });
  }

  app.get('/invoices/new', issuing, async (request, reply) => {
    const options = await invoiceIssuing.manualOptions(request.actor);
    const values: ManualValues = { customerId: null, customerName: '', seriesId: options.defaultSeriesId, vatTypeId: options.defaultVatTypeId, date: todayInMadrid(), paymentMethod: '', paid: true, lines: [blankLine(), blankLine()], idempotencyKey: newIdempotencyKey() };
    return reply.page(<NewInvoicePage values={values} options={options} />, { title: t(nm.newTitle) });
  });

  app.post<{ Body: Body }>('/invoices/new', post(issuing), async (request, reply) => {
    const body = request.body ?? {};
    const lines = postedLines(body);
    const values: ManualValues = {
      customerId: postedId(body.customerId),
      customerName: postedText(body.customerName),
      seriesId: postedId(body.seriesId),
      vatTypeId: postedId(body.vatTypeId),
      date: postedText(body.date),
      paymentMethod: postedText(body.paymentMethod),
      paid: postedBoolean(body.paid),
      lines,
      idempotencyKey: postedText(body[IDEMPOTENCY_FIELD]) || newIdempotencyKey(),
    };
    // «Recalcular» (and Enter in a field): the same form with its amounts and totals and what is wrong in its lines; nothing issued.
    if (postedText(body.intent) !== 'issue') {
      const lineErrors: FieldErrors = {};
      parseLines(lines, lineErrors);
      return renderNew(request, reply, { ...values, lines: withBlankRow(lines) }, Object.keys(lineErrors).length ? lineErrors : undefined, 200);
    }
    const input = { ...values, customerId: values.customerId ?? undefined, lines };
    try {
      return await submitForm(
        () => invoiceIssuing.issueManual(request.actor, input, { idempotencyKey: values.idempotencyKey }),
        (issued) => reply.flashRedirect(`/invoices/${issued.id}`, 'success', t(nm.issued, { number: issued.number })),
        (errors) => renderNew(request, reply, values, errors),
      );
    } catch (err) {
      // A refusal about the whole invoice (no issuer, no default VAT type…): the form again, with the reason.
      if (isAppError(err) && err.status === 409) return renderNew(request, reply, values, { form: err.message });
      throw err;
    }
  });

  // ---- Amending invoices ----------------------------------------------------------------

  async function amendContent(request: FastifyRequest, invoiceId: number, values?: AmendFieldsProps['values'], errors: FieldErrors = {}) {
    const [invoice, options] = await Promise.all([invoices.get(request.actor, invoiceId), invoiceIssuing.amendOptions(request.actor, invoiceId)]);
    const fields: AmendFieldsProps = {
      idPrefix: 'amend',
      series: options.series.map((s) => ({ value: String(s.id), label: s.description ? `${s.code} — ${s.description}` : s.code })),
      reasons: AMENDING_REASONS.map((r) => ({ value: r, label: reasonLabel(r) })),
      kinds: AMEND_KINDS.map((k) => ({ value: k, label: t(k === 'differences' ? nm.kindDifferences : nm.kindCancellation) })),
      values: values ?? { seriesId: String(options.series[0]?.id ?? ''), reason: 'R1', kind: 'differences', date: todayInMadrid(), lines: [blankLine(), blankLine()] },
      errors,
      rate: Number(invoice.vatRate),
      texts: { series: t(nm.amendingSeries), reason: t(nm.reason), kind: t(nm.kind), date: t(m.date), required: t(w.required) },
      lineTexts: lineTexts(true),
    };
    const paragraphs = [t(nm.amendIntro, { number: invoice.fullNumber, total: formatMoney(invoice.totalCents) })];
    if (invoice.amendments.length > 0) paragraphs.push(t(nm.amendRemaining, { remaining: formatMoney(options.remainingCents) }));
    if (options.series.length === 0) paragraphs.push(t(nm.noAmendingSeries));
    return { invoice, options, fields, paragraphs, title: t(nm.amendTitle, { number: invoice.fullNumber }) };
  }

  async function renderAmend(request: FastifyRequest, reply: FastifyReply, invoiceId: number, values?: AmendFieldsProps['values'], errors?: FieldErrors, key?: string) {
    const c = await amendContent(request, invoiceId, values, errors);
    return reply.page(
      <form method="post" action={`/invoices/${invoiceId}/amend`} className="form" noValidate>
        <input type="hidden" name="_csrf" value={reply.generateCsrf()} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={key ?? newIdempotencyKey()} />
        {errors && Object.keys(errors).length > 0 && (
          <p className="form-errors" role="alert">
            {t(w.formErrors, { count: Object.keys(errors).length })}
          </p>
        )}
        {errors?.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        {c.paragraphs.map((p) => (
          <p key={p} className="form-intro">
            {p}
          </p>
        ))}
        <Island name="AmendFields" component={AmendFields} props={c.fields} />
        <div className="form-actions">
          <button type="submit" className="button" data-no-guard="">
            {t(nm.amendConfirm)}
          </button>
          <a className="button button-quiet" href={`/invoices/${invoiceId}`}>
            {t(w.cancel)}
          </a>
        </div>
      </form>,
      { title: c.title, status: errors ? 422 : undefined },
    );
  }

  /** The amend button on an invoice's page: a dialog with JavaScript, its page without. */
  async function amendButton(request: FastifyRequest, reply: FastifyReply, invoiceId: number) {
    const c = await amendContent(request, invoiceId);
    if (!c.options.amendable || c.options.remainingCents <= 0) return undefined;
    const props: AmendDialogProps = {
      fallbackHref: `/invoices/${invoiceId}/amend`,
      action: `/invoices/${invoiceId}/amend`,
      csrfToken: reply.generateCsrf(),
      idempotencyKey: newIdempotencyKey(),
      buttonLabel: t(nm.amend),
      title: c.title,
      paragraphs: c.paragraphs,
      fields: c.fields,
      confirmLabel: t(nm.amendConfirm),
      cancelLabel: t(w.cancel),
    };
    return <Island name="AmendDialog" component={AmendDialog} props={props} />;
  }

  app.get<{ Params: { id: string } }>('/invoices/:id/amend', amending, async (request, reply) => {
    const id = routeId(request.params.id, im.notFound);
    const options = await invoiceIssuing.amendOptions(request.actor, id);
    if (!options.amendable) return reply.flashRedirect(`/invoices/${id}`, 'error', t(nm.notAmendable));
    return renderAmend(request, reply, id);
  });

  app.post<{ Params: { id: string }; Body: Body }>('/invoices/:id/amend', post(amending), async (request, reply) => {
    const id = routeId(request.params.id, im.notFound);
    const body = request.body ?? {};
    const lines = postedLines(body);
    const values = { seriesId: postedText(body.seriesId), reason: postedText(body.reason), kind: postedText(body.kind), date: postedText(body.date), lines };
    const key = postedText(body[IDEMPOTENCY_FIELD]) || undefined;
    try {
      return await submitForm(
        () => invoiceIssuing.amend(request.actor, id, { ...values, lines: values.kind === 'differences' ? lines : [] }, { idempotencyKey: key }),
        (issued) => reply.flashRedirect(`/invoices/${issued.id}`, 'success', t(nm.amended, { number: issued.number })),
        (errors) => renderAmend(request, reply, id, { ...values, lines: withBlankRow(lines) }, errors, key),
      );
    } catch (err) {
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/invoices/${id}`, 'error', err.message);
      throw err;
    }
  });

  app.get<{ Querystring: Query }>('/invoices', view, async (request, reply) => {
    const query = parseListQuery(request.query, INVOICE_LIST_SPEC);
    const data = invoices.list(request.actor, query);
    data.catch(() => undefined);
    const [series, customers] = await Promise.all([fiscal.seriesOptions(request.actor), invoices.customers(request.actor)]);
    const canExport = can(request.actor, 'invoices.export');
    const canIssue = can(request.actor, 'invoices.issue');
    const actions =
      canExport || canIssue ? (
        <>
          {canIssue && (
            <a className="button" href="/invoices/new">
              {t(nm.newButton)}
            </a>
          )}{' '}
          {canExport && (
            <a className={canIssue ? 'button button-secondary' : 'button'} href="/invoices/export">
              {t(x.link)}
            </a>
          )}
        </>
      ) : undefined;
    return reply.page(<InvoicesList query={query} data={data} series={series} customers={customers} canExport={canExport} />, { title: t(m.title), actions });
  });

  // The accountant's exports: the period page, the CSV and the ZIP of PDFs.
  await invoiceExportRoutes(app, services);

  app.get<{ Params: { id: string } }>('/invoices/:id(^\\d+).pdf', view, async (request, reply) => {
    const invoice = await invoices.printable(request.actor, routeId(request.params.id, im.notFound));
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentHeader(`${invoice.fullNumber}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .send(await renderInvoicePdf(invoice, invoices.qrUrl(invoice)));
  });

  app.get<{ Params: { id: string } }>('/invoices/:id/print', view, async (request, reply) => {
    const invoice = await invoices.get(request.actor, routeId(request.params.id, im.notFound));
    return reply.page(<InvoicePrintPage invoice={invoice} qrSvg={await qrSvg(invoices.qrUrl(invoice))} />, { title: t(m.invoiceTitle, { number: invoice.fullNumber }), layout: 'simple' });
  });

  app.get<{ Params: { id: string } }>('/invoices/:id', view, async (request, reply) => {
    const invoice = await invoices.get(request.actor, routeId(request.params.id, im.notFound));
    const title = t(invoice.isAmending ? m.amendingTitle : m.invoiceTitle, { number: invoice.fullNumber });
    const amend = can(request.actor, 'invoices.amend') && !invoice.isAmending ? await amendButton(request, reply, invoice.id) : undefined;
    return reply.page(<InvoicePage invoice={invoice} qrSvg={await qrSvg(invoices.qrUrl(invoice))} canSeeVoucher={can(request.actor, 'vouchers.view')} amend={amend} />, { title });
  });
}
