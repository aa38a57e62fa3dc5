import t from 'tap';
import { callerAs, gql, postForm, setupApp, flashOf } from '../../test/helpers/app';
import { newFamilyLead, vouchersWorld } from './vouchers.testkit';
import { classTime } from '../../test/factories/vouchers';

/**
 * Money is never taken twice: a payment sent twice with one idempotency key (a double submit,
 * a retry after a lost answer, two at once) is recorded once and both get the first answer.
 */
t.test('vouchers.pay with an idempotency key', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = await callerAs(app, 'advisor');
  const actor = await app.services.auth.resolve(advisor.cookie.split('=')[1]);
  const unpaid = () => w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
  const paymentsOf = async (voucherId: number) =>
    (await app.db('payments').where({ voucherId }).select('id', 'amountCents')) as {
      id: number;
      amountCents: number;
    }[];

  t.test(
    'two identical partial payments at once with one key: one payment, both answered with it',
    { skip: process.env.DATABASE_URL ? false : 'concurrency needs PostgreSQL (DATABASE_URL)' },
    async (t) => {
      const voucherId = await unpaid();
      const pay = () =>
        app.services.vouchers.pay(actor, {
          voucherId: voucherId,
          payment: { amountCents: 5000, method: 'wire' },
          idempotencyKey: 'pago-concurrente-1',
        });
      const results = await Promise.all([pay(), pay(), pay(), pay()]);
      const payments = await paymentsOf(voucherId);
      t.equal(payments.length, 1, 'one payment recorded');
      t.same(new Set(results.map((r) => r.payment.id)), new Set([payments[0].id]), 'every caller gets that payment');
      t.equal(results[0].voucher.paidCents, 5000);
    },
  );

  t.test('without a key, the same two payments are two (nothing is remembered)', async (t) => {
    const voucherId = await unpaid();
    await app.services.vouchers.pay(actor, { voucherId: voucherId, payment: { amountCents: 1000, method: 'wire' } });
    await app.services.vouchers.pay(actor, { voucherId: voucherId, payment: { amountCents: 1000, method: 'wire' } });
    t.equal((await paymentsOf(voucherId)).length, 2);
  });

  t.test(
    'GraphQL: the argument or the Idempotency-Key header replays; another request with the key is refused in Spanish',
    async (t) => {
      const voucherId = await unpaid();
      const mutation = (amount: number, key?: string) =>
        `mutation { payVoucher(id: ${voucherId}, input: { amountCents: ${amount}, method: wire }${key ? `, idempotencyKey: "${key}"` : ''}) { payment { id amountCents } voucher { paidCents } } }`;
      const first = await gql(app, advisor, mutation(3000, 'clave-graphql-1'));
      const again = await gql(app, advisor, mutation(3000, 'clave-graphql-1'));
      t.same(again.body, first.body, 'the retry gets the first answer');
      t.equal((await paymentsOf(voucherId)).length, 1);

      const viaHeader = () =>
        app
          .inject({
            method: 'POST',
            url: '/api/graphql',
            headers: { ...advisor.headers, 'content-type': 'application/json', 'idempotency-key': 'clave-cabecera-1' },
            payload: { query: mutation(2000) },
          })
          .then((r) => r.json() as { data: { payVoucher: { payment: { id: number } } } });
      const [h1, h2] = [await viaHeader(), await viaHeader()];
      t.equal(h1.data.payVoucher.payment.id, h2.data.payVoucher.payment.id, 'the header works the same');
      t.equal((await paymentsOf(voucherId)).length, 2);

      const reused = await gql(app, advisor, mutation(4000, 'clave-graphql-1'));
      t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED');
      t.match(reused.body.errors?.[0].message, /ya se usó para otra operación/);
      const invalid = await gql(app, advisor, mutation(4000, 'x'));
      t.equal(invalid.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_INVALID');
      t.equal((await paymentsOf(voucherId)).length, 2, 'neither paid');
    },
  );

  t.test('a refused attempt stores nothing: the key can pay once the amount is right', async (t) => {
    const voucherId = await unpaid();
    const over = await gql(
      app,
      advisor,
      `mutation { payVoucher(id: ${voucherId}, input: { amountCents: 999999, method: wire }, idempotencyKey: "clave-corregida") { payment { id } } }`,
    );
    t.equal(over.body.errors?.[0].extensions?.code, 'VOUCHERS_OVERPAYMENT');
    const ok = await gql(
      app,
      advisor,
      `mutation { payVoucher(id: ${voucherId}, input: { amountCents: 1500, method: wire }, idempotencyKey: "clave-corregida") { payment { amountCents } } }`,
    );
    t.same(ok.body.data, { payVoucher: { payment: { amountCents: 1500 } } });
  });

  t.test(
    'the page form carries a key made when it is rendered; the same post sent twice (or at once) pays once',
    async (t) => {
      const voucherId = await unpaid();
      const page = await app.inject({ url: `/vouchers/${voucherId}/pay`, headers: advisor.headers });
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
      t.match(key, /^[0-9a-f-]{36}$/, 'a hidden field with a fresh key');
      const other = /name="idempotencyKey" value="([^"]+)"/.exec(
        (await app.inject({ url: `/vouchers/${voucherId}/pay`, headers: advisor.headers })).body,
      )?.[1];
      t.not(other, key, 'each rendering has its own key');
      const fields = {
        amount: '25,00',
        method: 'wire',
        date: new Date().toISOString().slice(0, 10),
        reference: '',
        idempotencyKey: key!,
      };
      const send = () => postForm(app, advisor, `/vouchers/${voucherId}/pay`, `/vouchers/${voucherId}/pay`, fields);
      const answers = process.env.DATABASE_URL ? await Promise.all([send(), send()]) : [await send(), await send()];
      t.same(
        answers.map((a) => a.statusCode),
        [303, 303],
        'both answered as done',
      );
      t.same(
        answers.map((a) => a.headers.location),
        [`/vouchers/${voucherId}`, `/vouchers/${voucherId}`],
      );
      t.same(
        (await paymentsOf(voucherId)).map((p) => p.amountCents),
        [2500],
        'one payment of 25,00 €',
      );
      // Back to the paid form, another amount, sent again under its key: the voucher's page says so in a form's words.
      const changed = await postForm(app, advisor, `/vouchers/${voucherId}/pay`, `/vouchers/${voucherId}/pay`, {
        ...fields,
        amount: '30,00',
      });
      t.equal(changed.statusCode, 303);
      const flash = flashOf(changed).text;
      t.match(
        flash,
        'Este formulario ya se había enviado con otros datos: se guardó lo primero y esto no se ha hecho.',
      );
      t.notMatch(flash, 'idempotencia', 'not the API jargon');
      t.same(
        (await paymentsOf(voucherId)).map((p) => p.amountCents),
        [2500],
        'nothing more paid',
      );
    },
  );
});

t.test('create mutations take the key as an argument, as payVoucher does (only the header was read)', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = await callerAs(app, 'advisor');
  const voucherOf = (hours: number, key: string) =>
    gql(
      app,
      advisor,
      `mutation { createVoucher(input: { customerId: ${w.customer.id}, studentId: ${w.student.id}, courseId: ${w.course}, subjectId: ${w.subject}, hours: ${hours} }, idempotencyKey: "${key}") { id } }`,
    );
  const count = async () => Number((await app.db('vouchers').count({ n: '*' }).first())?.n);
  const before = await count();
  const first = await voucherOf(10, 'bono-nuevo-1');
  const again = await voucherOf(10, 'bono-nuevo-1');
  t.equal(first.body.errors, undefined);
  t.strictSame(again.body.data, first.body.data, 'the retry gets the first voucher');
  t.equal(await count(), before + 1, 'one voucher made');
  const reused = await voucherOf(12, 'bono-nuevo-1');
  t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED');
  t.match(reused.body.errors?.[0].message, /clave/i);

  const voucherId = await w.voucher();
  const date = classTime(3);
  const lesson = () =>
    gql(
      app,
      advisor,
      `mutation { createClass(input: { voucherId: ${voucherId}, date: "${date}", duration: 60 }, idempotencyKey: "clase-nueva-1") { id } }`,
    );
  const [one, two] = [await lesson(), await lesson()];
  t.equal(one.body.errors, undefined);
  t.strictSame(two.body.data, one.body.data, 'a class sent twice is booked once');
  t.equal((await app.db('classes').where({ voucherId })).length, 1);
});

t.test(
  'acceptCustomerInterest takes a key as the create mutations do: a retried accept makes one voucher',
  async (t) => {
    const app = await setupApp(t);
    const w = await vouchersWorld(app);
    const advisor = await callerAs(app, 'advisor');
    const actor = (await app.services.auth.resolve(advisor.cookie.split('=')[1]))!;
    const { interests } = app.services;
    let families = 0;
    const newLead = async () => {
      families += 1;
      const newCustomer = { firstName: 'Rosa', lastName: `Llano ${families}`, phone: `60033344${families}` };
      const lead = await interests.create(actor, newFamilyLead(w, { newCustomer }));
      return { id: lead.id, row: (await interests.get(actor, lead.id)).rows[0].id };
    };

    const vouchersOf = async (customerInterestId: number) => {
      const { customerId } = await app.db('customer_interests').where('id', customerInterestId).first('customer_id');
      return (await app.db('vouchers').where({ customerId }).select('id')).map((v: { id: number }) => v.id);
    };

    const lead = await newLead();
    const accept = (hours: number, key: string) =>
      gql(
        app,
        advisor,
        `mutation { acceptCustomerInterest(id: ${lead.id}, input: { interestId: ${lead.row}, hours: ${hours} }, idempotencyKey: "${key}") { voucher { id hours } customerInterest { voucherId } } }`,
      );
    const first = await accept(8, 'aceptar-interes-1');
    t.equal(first.body.errors, undefined);
    const again = await accept(8, 'aceptar-interes-1');
    t.equal(again.body.errors, undefined, 'the retry is answered, not refused as already accepted');
    t.strictSame(again.body.data, first.body.data, 'with the first voucher');
    t.equal((await vouchersOf(lead.id)).length, 1, 'one voucher made');
    const reused = await accept(12, 'aceptar-interes-1');
    t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED', 'the key with other hours: refused');
    const unkeyed = await accept(8, 'aceptar-interes-2');
    t.equal(unkeyed.body.errors?.[0].extensions?.code, 'INTERESTS_ALREADY_ACCEPTED', 'another key: accepted already');
    t.equal((await vouchersOf(lead.id)).length, 1, 'still one voucher');

    t.test(
      'three accepts at once with one key: one voucher, every caller answered with it',
      { skip: process.env.DATABASE_URL ? false : 'concurrency needs PostgreSQL (DATABASE_URL)' },
      async (t) => {
        const raced = await newLead();
        const send = () =>
          interests.accept(actor, {
            id: raced.id,
            input: { interestId: raced.row, hours: 6 },
            idempotencyKey: 'aceptar-a-la-vez',
          });
        const results = await Promise.all([send(), send(), send()]);
        const made = await vouchersOf(raced.id);
        t.equal(made.length, 1, 'one voucher');
        t.same(
          results.map((r) => r.voucher.id),
          [made[0], made[0], made[0]],
        );
      },
    );

    t.test('the accept page carries a key: the same post sent twice makes one voucher and both go to it', async (t) => {
      const posted = await newLead();
      const url = `/customer-interests/${posted.id}/accept`;
      const page = await app.inject({ url, headers: advisor.headers });
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
      t.match(key, /^[0-9a-f-]{36}$/, 'a hidden field with a fresh key');
      const fields = { interestId: String(posted.row), hours: '4', startDate: '', idempotencyKey: key! };
      // The second post's CSRF token from the lead's page (the accept page of an accepted lead sends there).
      const send = () => postForm(app, advisor, `/customer-interests/${posted.id}`, url, fields);
      const answers = [await send(), await send()];
      const made = await vouchersOf(posted.id);
      t.equal(made.length, 1, 'one voucher');
      t.same(
        answers.map((a) => [a.statusCode, a.headers.location]),
        [
          [303, `/vouchers/${made[0]}`],
          [303, `/vouchers/${made[0]}`],
        ],
        'the second post lands on the voucher as the first did',
      );
    });
  },
);
