import type { FastifyInstance } from 'fastify';
import { postedIds, postedText } from '../../src/lib/posted';
import { t } from '../../src/lib/intl';
import { isAppError } from '../../src/lib/errors';
import { vouchersMessages as m } from './vouchers.messages';
import { SettleConfirm } from './pages/vouchers/SettleConfirm';
import { backOf, voucherRouteOptions, type Body, type Query } from './vouchers.routing';
import type { VouchersServices } from './index';

/** Settling vouchers (one or many): the confirmation page and its post. */
export async function voucherSettleRoutes(app: FastifyInstance, { vouchers }: VouchersServices) {
  const { settle, post } = voucherRouteOptions(app);

  /** The *settle vouchers* confirmation as a page: the vouchers ticked, their hours, and a confirm button. */
  app.get<{ Querystring: Query }>('/vouchers/settle', settle, async (request, reply) => {
    const back = backOf(request.query.back);
    const ids = postedIds(request.query.ids);
    let preview;
    try {
      preview = await vouchers.settlementPreview(request.actor, ids);
    } catch (err) {
      if (isAppError(err) && (err.status === 409 || err.status === 422))
        return reply.flashRedirect(back, 'error', err.message);
      throw err;
    }
    return reply.page(<SettleConfirm preview={preview} back={back} />, { title: t(m.settleTitle) });
  });

  app.post<{ Body: Body }>('/vouchers/settle', post(settle), async (request, reply) => {
    const body = request.body ?? {};
    const back = backOf(body.back);
    try {
      const settled = await vouchers.settle(request.actor, postedIds(body.ids), postedText(body.remarks));
      return reply.flashRedirect(back, 'success', t(m.settledOne, { count: settled.length }));
    } catch (err) {
      // A refused remark says what is wrong with it, not «Revisa los campos marcados» on a list with no field.
      if (isAppError(err) && (err.status === 409 || err.status === 422))
        return reply.flashRedirect(back, 'error', err.fields?.remarks ?? err.message);
      throw err;
    }
  });
}
