import t from 'tap';
import { actorOf } from '../../test/factories/people';
import { createClient } from 'graphql-ws';
import type { FastifyInstance } from 'fastify';
import { callerAs, createUser, setupApp, type Caller } from '../../test/helpers/app';
import { decodeParameters, sign } from './redsys';
import { vouchersWorld } from './vouchers.testkit';

// ws (under @fastify/websocket) ships no types here; what the test needs of it:
type WsConstructor = new (
  url: string,
  protocols: string | string[],
  options: { headers: Record<string, string> },
) => object;
const { default: NodeWebSocket } = (await import('ws' as string)) as { default: WsConstructor };

function clientFor(app: FastifyInstance, caller: Caller) {
  const { port } = app.server.address() as { port: number };
  return createClient({
    url: `ws://127.0.0.1:${port}/api/graphql`,
    webSocketImpl: class extends NodeWebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers: caller.headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

/** The results of the subscription for a voucher: `count` of them, an error, or what came within `ms`. */
function collect(
  client: ReturnType<typeof createClient>,
  voucherId: number,
  count: number,
  ms = 20000,
): Promise<unknown[]> {
  return new Promise((resolve) => {
    const results: unknown[] = [];
    let stop = () => undefined as void;
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve(results);
    };
    const timer = setTimeout(done, ms);
    stop = client.subscribe(
      { query: `subscription { cardPaymentAnswered(voucherId: ${voucherId}) { voucherId outcome } }` },
      {
        next: (value) => {
          results.push(value);
          if (results.length >= count) done();
        },
        error: (err) => {
          results.push({ error: err instanceof Error ? err.message : ((err as { code?: number }).code ?? err) });
          done();
        },
        complete: () => undefined,
      },
    );
  });
}

t.test(
  'cardPaymentAnswered: staff get the answers about the voucher they follow; teachers and anonymous are refused',
  async (t) => {
    const app = await setupApp(t, { appUrl: 'https://intranet.academia.test' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const w = await vouchersWorld(app);
    const advisorActor = actorOf(await createUser(app, 'advisor'));
    const [advisor, teacher, anonymous] = await Promise.all([
      callerAs(app, 'advisor'),
      callerAs(app, 'teacher'),
      callerAs(app, 'anonymous'),
    ]);
    const followed = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
    const other = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });

    const staff = clientFor(app, advisor);
    const staffResults = collect(staff, followed, 2);
    const teacherResults = collect(clientFor(app, teacher), followed, 1, 5000);
    const anonymousResults = collect(clientFor(app, anonymous), followed, 1, 5000);
    // Let the subscriptions start before anything happens.
    await new Promise((r) => setTimeout(r, 1500));

    const pay = async (voucherId: number, response: string) => {
      const link = await app.services.cardPayments.createLink(advisorActor, voucherId);
      const page = await app.services.cardPayments.publicPage(link.url.split('/pay/')[1]);
      const params = decodeParameters(page!.form!.fields.Ds_MerchantParameters)!;
      const body = {
        Ds_Amount: params.DS_MERCHANT_AMOUNT,
        Ds_Currency: '978',
        Ds_Order: params.DS_MERCHANT_ORDER,
        Ds_MerchantCode: '999008881',
        Ds_Terminal: '001',
        Ds_Response: response,
        Ds_AuthorisationCode: '111111',
      };
      const encoded = Buffer.from(JSON.stringify(body)).toString('base64');
      return app.services.cardPayments.notify({
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: encoded,
        Ds_Signature: sign('sq7HjrUOBfKmC576ILgskD5srU870gJ7', body.Ds_Order, encoded),
      });
    };
    await pay(other, '0000');
    await pay(followed, '0190');
    await pay(followed, '0000');

    t.same(
      await staffResults,
      [
        { data: { cardPaymentAnswered: { voucherId: followed, outcome: 'denied' } } },
        { data: { cardPaymentAnswered: { voucherId: followed, outcome: 'recorded' } } },
      ],
      'only the followed voucher, in order',
    );
    const refused = JSON.stringify(await teacherResults);
    t.match(
      refused,
      /No tienes permiso para hacer esto.*"code":"FORBIDDEN"/,
      'the teacher is refused by the policy, with its code',
    );
    t.notMatch(refused, 'cardPaymentAnswered":{');
    t.notMatch(JSON.stringify(await anonymousResults), 'cardPaymentAnswered":{', 'anonymous gets nothing');
    await staff.dispose();
  },
);
