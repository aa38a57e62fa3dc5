// An amending invoice: its page (without JavaScript), the dialog on the invoice's page, and its issue.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { IDEMPOTENCY_FIELD, newIdempotencyKey, formRefusal, postedKeyOf } from '../../src/lib/idempotency';
import { Island } from '../../views/Island';
import { ErrorSummary } from '../../views/widgets/Form';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { invoiceMessages as m, invoicesMessages as im, issuingMessages as nm } from './invoices.messages';
import type { InvoicesServices } from './index';
import { reasonLabel } from './labels';
import { lineLabels, lineTexts } from './pages/NewInvoicePage';
import { AmendDialog, type AmendDialogProps } from './pages/AmendDialog.island';
import { AmendFields, type AmendFieldsProps } from './pages/AmendFields.island';
import { AMENDING_REASONS } from './issue';
import { AMEND_KINDS } from './issuing.service';
import { blankLine, postedLines, withBlankRow, type Body } from './invoices.lines';
import { dateInputTexts } from '../../views/widgets/dateInputTexts';
import { keepCodes } from '../../views/widgets/Codes';

/** The amending form of an invoice: as first shown, or again with the posted values and their errors. */
interface AmendForm {
  invoiceId: number;
  values?: AmendFieldsProps['values'];
  errors?: FieldErrors;
}

/** Registers the amending invoice's page and post; returns the amend button of an invoice's page. */
export async function amendingInvoiceRoutes(
  app: FastifyInstance,
  { invoices, invoiceIssuing }: Pick<InvoicesServices, 'invoices' | 'invoiceIssuing'>,
) {
  const amending = { config: { action: 'invoices.amend' as const } };
  const post = <T extends object>(options: T) => ({ ...options, preHandler: app.csrfProtection });
  const byId = idParam(im.notFound);

  async function amendContent(request: FastifyRequest, { invoiceId, values, errors = {} }: AmendForm) {
    const [invoice, options] = await Promise.all([
      invoices.get(request.actor, invoiceId),
      invoiceIssuing.amendOptions(request.actor, invoiceId),
    ]);
    const fields: AmendFieldsProps = {
      // The same ids as every form's fields (f-<name>), so the error summary's links reach them.
      idPrefix: 'f',
      series: options.series.map((s) => ({
        value: String(s.id),
        label: s.description ? `${s.code} — ${s.description}` : s.code,
      })),
      reasons: AMENDING_REASONS.map((r) => ({ value: r, label: reasonLabel(r) })),
      kinds: AMEND_KINDS.map((k) => ({
        value: k,
        label: t(k === 'differences' ? nm.kindDifferences : nm.kindCancellation),
      })),
      values: values ?? {
        seriesId: String(options.series[0]?.id ?? ''),
        reason: 'R1',
        kind: 'differences',
        date: todayInMadrid(),
        lines: [blankLine(), blankLine()],
      },
      errors,
      rate: Number(invoice.vatRate),
      texts: {
        series: t(nm.amendingSeries),
        reason: t(nm.reason),
        kind: t(nm.kind),
        date: t(m.date),
        required: t(w.required),
        dateInput: dateInputTexts('date'),
      },
      lineTexts: lineTexts(true),
    };
    // After earlier amendments, what still stands (the figure amend() limits the next one to), not the original's total.
    const paragraphs = [
      invoice.amendments.length > 0
        ? t(nm.amendIntroAmended, { number: invoice.fullNumber, remaining: formatMoney(options.remainingCents) })
        : t(nm.amendIntro, { number: invoice.fullNumber, total: formatMoney(invoice.totalCents) }),
    ];
    if (options.series.length === 0) paragraphs.push(t(nm.noAmendingSeries));
    return { invoice, options, fields, paragraphs, title: t(nm.amendTitle, { number: invoice.fullNumber }) };
  }

  async function renderAmend(
    request: FastifyRequest,
    reply: FastifyReply,
    { invoiceId, values, errors, key }: AmendForm & { key?: string },
  ) {
    const c = await amendContent(request, { invoiceId, values, errors });
    return reply.page(
      <form method="post" action={`/invoices/${invoiceId}/amend`} className="form" noValidate>
        <input type="hidden" name="_csrf" value={reply.generateCsrf()} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={key ?? newIdempotencyKey()} />
        {errors && Object.keys(errors).length > 0 && (
          <ErrorSummary
            errors={errors}
            labels={{
              seriesId: c.fields.texts.series,
              reason: c.fields.texts.reason,
              kind: c.fields.texts.kind,
              date: c.fields.texts.date,
              ...lineLabels(c.fields.values.lines.length),
            }}
          />
        )}
        {c.paragraphs.map((p) => (
          <p key={p} className="form-intro">
            {keepCodes(p)}
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
    const c = await amendContent(request, { invoiceId });
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

  app.get<{ Params: IdParams }>('/invoices/:id/amend', { ...amending, ...byId }, async (request, reply) => {
    const id = request.params.id;
    const options = await invoiceIssuing.amendOptions(request.actor, id);
    if (!options.amendable) return reply.flashRedirect(`/invoices/${id}`, 'error', t(nm.notAmendable));
    return renderAmend(request, reply, { invoiceId: id });
  });

  app.post<{ Params: IdParams; Body: Body }>(
    '/invoices/:id/amend',
    { ...post(amending), ...byId },
    async (request, reply) => {
      const id = request.params.id;
      const body = request.body ?? {};
      const lines = postedLines(body);
      const values = {
        seriesId: postedText(body.seriesId),
        reason: postedText(body.reason),
        kind: postedText(body.kind),
        date: postedText(body.date),
        lines,
      };
      const key = postedKeyOf(body);
      try {
        return await submitForm(
          () =>
            invoiceIssuing.amend(request.actor, {
              invoiceId: id,
              input: { ...values, lines: values.kind === 'differences' ? lines : [] },
              idempotencyKey: key,
            }),
          (issued) =>
            reply.flashRedirect(`/invoices/${issued.id}`, 'success', t(nm.amended, { number: issued.number })),
          (errors) =>
            renderAmend(request, reply, {
              invoiceId: id,
              values: { ...values, lines: withBlankRow(lines) },
              errors,
              key,
            }),
        );
      } catch (err) {
        if (isAppError(err) && err.status === 409)
          return reply.flashRedirect(`/invoices/${id}`, 'error', formRefusal(err));
        throw err;
      }
    },
  );

  return { amendButton };
}
