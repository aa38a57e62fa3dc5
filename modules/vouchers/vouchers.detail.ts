// A voucher's page (its classes, payments, hour movements and renewal chain) and a payment's receipt.

import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import type { Missing } from '../../views/widgets/MissingFirst';
import { teacherLeftOnSql, userNameSql } from './lookups';
import { effectiveStatusSql, voucherMovements } from './hours';
import { vouchersMessages as m } from './vouchers.messages';
import type {
  ChainLink,
  ReceiptData,
  AcademyIssuer,
  PaymentInvoice,
  VoucherClass,
  VoucherPayment,
  VoucherDetail,
  VoucherRow,
  VouchersContext,
} from './vouchers.service';
import { paymentsOf } from './vouchers.pay';
import { deleteRefusal } from './vouchers.edit';

const STATUS = effectiveStatusSql('v');
const TEACHER_NAME = userNameSql('tu');

export function createVoucherDetail(context: VouchersContext) {
  const { db, findRow, config } = context;
  /** The academy as receipts and payment pages name it: registered by a higher module (invoices: its issuer). */
  let academy: () => Promise<AcademyIssuer | null> = async () => null;
  /** The invoices the payments issued: registered by the invoices module. */
  let paymentInvoices: (paymentIds: number[]) => Promise<Map<number, PaymentInvoice>> = async () => new Map();
  /** What recording a payment needs first (invoices: the issuer, since each payment issues its invoice); registered by a higher module. */
  let paymentNeeds: (actor: Actor | null) => Promise<Missing | null> = async () => null;
  const academyName = async () => (await academy())?.name ?? config.academyName;
  const withInvoices = async (payments: VoucherPayment[]) => {
    const invoices = await paymentInvoices(payments.map((p) => p.id));
    return payments.map((p) => ({ ...p, invoice: invoices.get(p.id) ?? null }));
  };

  async function chainOf(row: VoucherRow): Promise<ChainLink[]> {
    const link = async (where: Record<string, number>) => {
      const raw = await db('vouchers as v')
        .where(where)
        .first('v.id', 'v.start_date', 'v.end_date', 'v.hours', 'v.renewed_from_id', db.raw(`${STATUS} as status`));
      return raw as (ChainLink & { renewedFromId: number | null }) | undefined;
    };
    const before: ChainLink[] = [];
    let previous = row.renewedFromId;
    // A chain is a list (renewed_from_id is unique); the bound only guards against bad data.
    for (let i = 0; previous && i < 100; i++) {
      const found = await link({ 'v.id': previous });
      if (!found) break;
      before.unshift(found);
      previous = found.renewedFromId;
    }
    const after: ChainLink[] = [];
    let next = row.id;
    for (let i = 0; i < 100; i++) {
      const found = await link({ 'v.renewed_from_id': next });
      if (!found) break;
      after.push(found);
      next = found.id;
    }
    const self = { id: row.id, startDate: row.startDate, endDate: row.endDate, hours: row.hours, status: row.status };
    const strip = ({ id, startDate, endDate, hours, status }: ChainLink) => ({ id, startDate, endDate, hours, status });
    return [...before.map(strip), self, ...after.map(strip)];
  }

  return {
    async get(actor: Actor | null, voucherId: number): Promise<VoucherDetail> {
      authorize(actor, 'vouchers.view');
      const row = await findRow(voucherId);
      const [classes, payments, movements, chain, refusal, left] = await Promise.all([
        db('classes as c')
          .leftJoin('users as tu', 'tu.id', 'c.teacher_id')
          .where('c.voucher_id', row.id)
          .orderBy([{ column: 'c.date' }, { column: 'c.id' }])
          .select(
            'c.id',
            'c.date',
            'c.duration',
            'c.status',
            'c.teacher_id',
            'c.teacher_payment_status',
            db.raw(`${TEACHER_NAME} as teacher_name`),
          ) as Promise<VoucherClass[]>,
        paymentsOf(db, { voucher_id: row.id }).then(withInvoices),
        voucherMovements(db, row.id),
        chainOf(row),
        deleteRefusal(db, row),
        // Only here, not in every list's rows: the page says the teacher can no longer give its classes.
        row.teacherId
          ? (db.first(db.raw(`${teacherLeftOnSql('?')} as day`, [row.teacherId])) as Promise<{ day: string | null }>)
          : undefined,
      ]);
      return {
        ...row,
        teacherLeftOn: left?.day ?? null,
        classes,
        payments,
        movements,
        chain,
        deletable: refusal === null,
        identityEditable: row.classCount === 0 && row.paymentCount === 0 && row.storedStatus !== 'settled',
      };
    },

    /** A payment and its voucher, for the printable receipt. */
    async receipt(actor: Actor | null, paymentId: number): Promise<ReceiptData> {
      authorize(actor, 'vouchers.view');
      const [payment] =
        Number.isInteger(paymentId) && paymentId > 0 ? await withInvoices(await paymentsOf(db, { id: paymentId })) : [];
      if (!payment) throw notFound(m.paymentNotFound);
      const voucher = await findRow(payment.voucherId);
      const all = await paymentsOf(db, { voucher_id: voucher.id });
      const upTo = all.slice(0, all.findIndex((p) => p.id === payment.id) + 1);
      return {
        payment,
        voucher,
        paidUntilCents: upTo.reduce((s, p) => s + p.amountCents, 0),
        issuer: await academy(),
        academyName: await academyName(),
      };
    },

    /** The academy's legal name, NIF and address, or null until they are filled in (then ACADEMY_NAME stands for it). */
    academy(): Promise<AcademyIssuer | null> {
      return academy();
    },

    /** The academy's name on its documents (receipts, e-mails, the family's payment pages): the issuer's, else ACADEMY_NAME. */
    academyName,

    /** Where the invoices of payments come from (the invoices module, which issues them). */
    paymentInvoicesFrom(provider: (paymentIds: number[]) => Promise<Map<number, PaymentInvoice>>) {
      paymentInvoices = provider;
    },

    /** What «Registrar pago» needs before it can work, with where it is made, or null. */
    paymentMissing(actor: Actor | null): Promise<Missing | null> {
      return paymentNeeds(actor);
    },

    /** Where what a payment needs first is told from (the invoices module, which issues each payment's invoice). */
    paymentsNeedFrom(provider: (actor: Actor | null) => Promise<Missing | null>) {
      paymentNeeds = provider;
    },

    /** Where the academy's identity comes from: one provider for receipts and card payment pages alike. */
    academyFrom(provider: () => Promise<AcademyIssuer | null>) {
      academy = provider;
    },
  };
}
