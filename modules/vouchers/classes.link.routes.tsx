import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError, type FieldErrors } from '../../src/lib/errors';
import { formatDateTime, t } from '../../src/lib/intl';
import { postedId, postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { usePage } from '../../views/context';
import { AutocompleteField } from '../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import type { ClassRow } from './classes.shared';
import { classesMessages as m } from './classes.messages';
import type { VouchersServices } from './index';

type Body = Record<string, unknown>;
type Params = IdParams;

/** The link dialog as a page: the class, the customer chosen or typed, and the messages of a refused link. */
interface LinkPageOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  row: ClassRow;
  query: { customerId?: string; customerName?: string };
  errors?: FieldErrors;
}

/** /classes/{id}/link: a class with no voucher given to one of a customer's vouchers (the link dialog's page without JavaScript). */
export async function classLinkRoutes(app: FastifyInstance, { classes }: Pick<VouchersServices, 'classes'>) {
  const manage = { config: { action: 'classes.manage' as const } };
  const post = { ...manage, preHandler: app.csrfProtection };
  const classById = idParam(m.notFound);

  // The link dialog as a page (no JavaScript): choose the customer, then one of their vouchers.
  app.get<{ Params: Params; Querystring: { customerId?: string; customerName?: string } }>(
    '/classes/:id/link',
    { ...manage, ...classById },
    async (request, reply) => {
      const row = await classes.get(request.actor, request.params.id);
      return renderLink({ request, reply, row, query: request.query });
    },
  );

  async function renderLink({ request, reply, row, query, errors = {} }: LinkPageOptions) {
    const resolved = await classes.resolveCustomer(
      request.actor,
      Number(query.customerId) || undefined,
      query.customerName,
    );
    const customerError = errors.customerId ?? (query.customerName || query.customerId ? resolved.error : undefined);
    const vouchers = resolved.customer
      ? await classes.vouchersForLink(request.actor, row.id, resolved.customer.id)
      : null;
    const page = (
      <LinkPage
        row={row}
        customer={resolved.customer}
        typed={query.customerName}
        customerError={customerError}
        voucherError={errors.voucherId}
        vouchers={vouchers}
      />
    );
    return reply.page(page, { title: t(m.linkToCustomer), status: Object.keys(errors).length ? 422 : undefined });
  }

  app.post<{ Params: Params; Body: Body }>('/classes/:id/link', { ...post, ...classById }, async (request, reply) => {
    const id = request.params.id;
    const body = request.body ?? {};
    const row = await classes.get(request.actor, id);
    const resolved = await classes.resolveCustomer(
      request.actor,
      postedId(body.customerId) ?? undefined,
      postedText(body.customerName),
    );
    try {
      const saved = await classes.linkToVoucher(request.actor, id, {
        customerId: resolved.customer?.id,
        voucherId: postedText(body.voucherId),
      });
      return reply.flashRedirect(
        `/classes/${id}`,
        'success',
        t(m.linked, { date: formatDateTime(saved.date), voucher: saved.voucherId! }),
      );
    } catch (err) {
      if (isAppError(err) && err.fields)
        return renderLink({
          request,
          reply,
          row,
          query: { customerId: postedText(body.customerId), customerName: postedText(body.customerName) },
          errors: err.fields,
        });
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/classes/${id}`, 'error', err.message);
      throw err;
    }
  });
}

function LinkPage(props: {
  row: ClassRow;
  customer?: { id: number; name: string };
  typed?: string;
  customerError?: string;
  voucherError?: string;
  vouchers: { id: number; name: string; detail: string }[] | null;
}) {
  const { csrfToken } = usePage();
  const { row, customer, vouchers } = props;
  return (
    <>
      <p className="form-intro">{t(m.linkExplain)}</p>
      <form method="get" action={`/classes/${row.id}/link`} className="form">
        <AutocompleteField
          label={t(m.customer)}
          name="customerId"
          textName="customerName"
          source="customers"
          chosenId={customer?.id}
          chosenName={customer?.name ?? props.typed}
          required
          error={props.customerError}
        />
        <div className="form-actions">
          <button type="submit" className="button button-secondary">
            {t(m.chooseCustomer)}
          </button>
        </div>
      </form>
      {customer && vouchers && (
        <form method="post" action={`/classes/${row.id}/link`} className="form">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input type="hidden" name="customerId" value={customer.id} />
          <fieldset className={`field${props.voucherError ? ' field-invalid' : ''}`}>
            <legend className="field-label">{t(m.chooseVoucher)}</legend>
            {vouchers.length === 0 ? (
              <p className="field-help">{t(m.noActiveVouchers)}</p>
            ) : (
              vouchers.map((v, i) => (
                <label key={v.id} className="check-label">
                  <input type="radio" name="voucherId" value={v.id} defaultChecked={i === 0} /> {v.name}{' '}
                  <span className="muted">· {v.detail}</span>
                </label>
              ))
            )}
            {props.voucherError && <p className="field-error">{props.voucherError}</p>}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button" disabled={vouchers.length === 0}>
              {t(m.link)}
            </button>
            <a className="button button-quiet" href={`/classes/${row.id}`}>
              {t(w.cancel)}
            </a>
          </div>
        </form>
      )}
    </>
  );
}
