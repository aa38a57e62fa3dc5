// A manual invoice: its form (amounts recalculated without JavaScript) and its issue.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { formKeyOf, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import { postedBoolean } from '../../views/widgets/Form';
import { t, todayInMadrid } from '../../src/lib/intl';
import { postedId, postedText } from '../../src/lib/posted';
import { issuingMessages as nm } from './invoices.messages';
import type { InvoicesServices } from './index';
import { MissingFirst, type Missing } from '../../views/widgets/MissingFirst';
import { NewInvoicePage, type ManualValues } from './pages/NewInvoicePage';
import { parseLines } from './issuing.service';
import { blankLine, postedLines, withBlankRow, type Body } from './invoices.lines';

/** The new invoice's form as shown: its values, what is wrong, and the status (422 on errors unless told). */
interface NewPage {
  values: ManualValues;
  errors?: FieldErrors;
  status?: number;
  missing?: Missing;
}

export async function manualInvoiceRoutes(
  app: FastifyInstance,
  { invoiceIssuing, fiscal }: Pick<InvoicesServices, 'invoiceIssuing' | 'fiscal'>,
) {
  const issuing = { config: { action: 'invoices.issue' as const } };
  const post = <T extends object>(options: T) => ({ ...options, preHandler: app.csrfProtection });

  async function renderNew(
    request: FastifyRequest,
    reply: FastifyReply,
    { values, errors, status = errors ? 422 : 200, missing }: NewPage,
  ) {
    const options = await invoiceIssuing.manualOptions(request.actor);
    const form = (
      <NewInvoicePage
        values={values}
        options={options}
        errors={errors}
        cardPayments={app.config.redsys.enabled}
        idempotencyKey={formKeyOf(request.body, errors)}
      />
    );
    return reply.page(
      missing ? (
        <>
          <MissingFirst missing={missing} />
          {form}
        </>
      ) : (
        form
      ),
      {
        title: t(nm.newTitle),
        status,
      },
    );
  }

  app.get('/invoices/new', issuing, async (request, reply) => {
    // No issuer yet: the form would fail on «Emitir»; what to fill in first, and where.
    const missing = await fiscal.missingIssuer(request.actor, 'invoices');
    if (missing) return reply.page(<MissingFirst missing={missing} />, { title: t(nm.newTitle) });
    const options = await invoiceIssuing.manualOptions(request.actor);
    const values: ManualValues = {
      customerId: null,
      customerName: '',
      seriesId: options.defaultSeriesId,
      vatTypeId: options.defaultVatTypeId,
      date: todayInMadrid(),
      paymentMethod: '',
      paid: true,
      lines: [blankLine(), blankLine()],
    };
    return reply.page(
      <NewInvoicePage
        values={values}
        options={options}
        cardPayments={app.config.redsys.enabled}
        idempotencyKey={formKeyOf(undefined)}
      />,
      { title: t(nm.newTitle) },
    );
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
    };
    // «Recalcular» (and Enter in a field): the same form with its amounts and totals and what is wrong in its lines; nothing issued.
    if (postedText(body.intent) !== 'issue') {
      const lineErrors: FieldErrors = {};
      parseLines(lines, lineErrors);
      return renderNew(request, reply, {
        values: { ...values, lines: withBlankRow(lines) },
        errors: Object.keys(lineErrors).length ? lineErrors : undefined,
        status: 200,
      });
    }
    // The series and VAT type as posted: a value that is no option ("abc") is told as such, not as missing.
    const input = {
      ...values,
      customerId: values.customerId ?? undefined,
      seriesId: postedText(body.seriesId),
      vatTypeId: postedText(body.vatTypeId),
      lines,
    };
    try {
      return await submitForm(
        () =>
          invoiceIssuing
            .issueManual(request.actor, input, { idempotencyKey: postedFormKeyOf(body) })
            .catch(
              resentForm(t(nm.alreadySent), t(nm.repeated), { text: t(nm.seeIssued), path: (id) => `/invoices/${id}` }),
            ),
        (issued) => reply.flashRedirect(`/invoices/${issued.id}`, 'success', t(nm.issued, { number: issued.number })),
        (errors) => renderNew(request, reply, { values, errors }),
      );
    } catch (err) {
      // The issuer emptied meanwhile: the form kept, under what to fill in first and where.
      const missing =
        isAppError(err) && err.code === 'INVOICES_NO_ISSUER' && (await fiscal.missingIssuer(request.actor, 'invoices'));
      if (missing) return renderNew(request, reply, { values, status: 409, missing });
      // A refusal about the whole invoice (no default VAT type…): the form again, with the reason.
      if (isAppError(err) && err.status === 409)
        return renderNew(request, reply, { values, errors: { form: err.message } });
      throw err;
    }
  });
}
