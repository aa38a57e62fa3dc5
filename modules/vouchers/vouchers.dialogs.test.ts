import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { callerAs, setupApp, type Caller } from '../../test/helpers/app';
import { vouchersWorld } from './vouchers.testkit';
import { todayInMadrid } from '../../src/lib/intl';

/** Posts the pay dialog's form as the page would, or as a dialog does (fetch with the x-dialog header). */
async function pay(app: FastifyInstance, caller: Caller, id: number, fields: Record<string, string>, dialog: boolean) {
  const page = await app.inject({ method: 'GET', url: `/vouchers/${id}/pay`, headers: caller.headers });
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cookie = [
    caller.cookie,
    ...page.cookies.filter((c) => c.name === '_csrf').map((c) => `${c.name}=${c.value}`),
  ].join('; ');
  const body = new URLSearchParams({ _csrf: token, method: 'wire', date: todayInMadrid(), reference: '', ...fields });
  return app.inject({
    method: 'POST',
    url: `/vouchers/${id}/pay`,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...(dialog ? { 'x-dialog': '1' } : {}) },
    payload: body.toString(),
  });
}

t.test('a dialog post: refused, its form again for the dialog; done, where to go instead of a redirect', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const admin = await callerAs(app, 'admin');
  const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });

  const page = await pay(app, admin, id, { amount: '999999' }, false);
  t.equal(page.statusCode, 422, 'without JavaScript: the page again, 422');
  t.match(
    page.body,
    /<a href="#f-amount">Importe \(€\): El pago supera lo pendiente/,
    'its summary links to the field',
  );

  const refused = await pay(app, admin, id, { amount: '999999' }, true);
  t.equal(refused.statusCode, 200, 'to a dialog: 200, so the browser logs no failed request');
  t.equal(refused.headers['x-dialog-status'], '422', 'the status is in its header');
  t.match(refused.body, /<form [^>]*action="\/vouchers\/\d+\/pay" method="post"/, 'the same form, shown again');
  t.match(refused.body, /id="f-amount"[^>]*aria-invalid="true"/, 'the field marked');

  const done = await pay(app, admin, id, { amount: '200' }, true);
  t.equal(done.statusCode, 200, 'done: no redirect for fetch to follow');
  t.equal(done.headers['x-dialog-location'], `/vouchers/${id}`, 'the next page in its header');
  t.equal(done.headers.location, undefined);
  t.ok(
    done.cookies.some((c) => c.name === 'flash'),
    'its message waits there',
  );
  t.equal(done.body, '');

  const plain = await pay(app, admin, id, { amount: '1' }, false);
  t.equal(plain.statusCode, 303, 'without the header, a redirect as ever');
});
