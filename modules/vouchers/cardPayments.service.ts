import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { isAppError, notFound } from '../../src/lib/errors';
import { t, todayInMadrid } from '../../src/lib/intl';
import { userNameSql } from '../people';
import type { VouchersDeps } from './vouchers.deps';
import type { createVouchersService } from './vouchers.service';
import { CURRENCY_EUR, isAuthorised, orderOf, signRequest, TRANSACTION_AUTHORISATION, verifyNotification, type SignedForm } from './redsys';
import { cardPaymentsMessages as m } from './cardPayments.messages';
import { vouchersError } from './vouchers.errors';

/** A payment link works for 14 days: long enough for a family to get round to it, short enough that an old email stops working. */
export const LINK_DAYS = 14;

type VouchersService = ReturnType<typeof createVouchersService>;

/** How the public page finds a link: by the SHA-256 of its token (the token itself is never stored). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** Tokens are 256 random bits in URL-safe Base64 (43 characters). */
export const isToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

export interface PaymentLink {
  id: number;
  voucherId: number;
  amountCents: number;
  expiresAt: Date;
  revokedAt: Date | null;
  createdBy: number;
  createdByName: string | null;
  createdDate: Date;
  state: 'active' | 'revoked' | 'expired';
}

export interface PaymentAttempt {
  id: number;
  linkId: number;
  voucherId: number;
  orderNumber: string;
  amountCents: number;
  status: 'pending' | 'authorised' | 'denied';
  responseCode: string | null;
  authorisationCode: string | null;
  paymentId: number | null;
  errorCode: string | null;
  notifiedAt: Date | null;
  createdDate: Date;
}

/** What the public page of a link shows: the voucher in words and the amount, never more of the customer than a first name. */
export interface PublicPayment {
  state: 'payable' | 'paid' | 'settled' | 'revoked' | 'expired' | 'off';
  academyName: string;
  voucher: { id: number; hours: number; subject: string; course: string; startDate: string; endDate: string };
  /** The customer's first name (people only; a company gets no greeting). */
  firstName: string | null;
  dueCents: number;
  /** What a payment now charges: what is due, never more than the link was made for. */
  amountCents: number;
  /** The signed form to post to the terminal, for a payable link (a new attempt each time). */
  form?: { action: string; fields: SignedForm };
  /** The latest attempt of this link was denied (the page says it can be tried again). */
  lastDenied: boolean;
}

/** What became of a notification (the route logs every outcome but `recorded`, `denied` and `replay` as a warning). */
export type NotificationOutcome =
  | { outcome: 'recorded'; order: string; paymentId: number }
  | { outcome: 'denied'; order: string; response: string }
  | { outcome: 'replay'; order: string }
  | { outcome: 'notRecorded'; order: string; code: string }
  | { outcome: 'badSignature' }
  | { outcome: 'unknownOrder'; order: string }
  | { outcome: 'mismatch'; order: string; field: string; expected: string; received: string };

/** The GraphQL topic of card payment answers (staff's voucher pages follow it). */
export const CARD_PAYMENT_ANSWERED = 'CARD_PAYMENT_ANSWERED';

/** A notification that changed something, told after its transaction commits. */
export interface CardPaymentEvent {
  voucherId: number;
  outcome: 'recorded' | 'denied' | 'notRecorded';
}

/** The first eight characters count up (digits, as Redsys wants the first four), four random ones follow so that no other shop of the shared test terminal, nor this database rebuilt, reuses an order. */
function orderNumber(sequence: number): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const tail = Array.from(randomBytes(4), (b) => alphabet[b % alphabet.length]).join('');
  return `${String(sequence % 100_000_000).padStart(8, '0')}${tail}`;
}

export function createCardPaymentsService({ db, config }: VouchersDeps, vouchers: VouchersService) {
  const base = config.appUrl;
  const listeners = new Set<(event: CardPaymentEvent) => void>();

  function requireEnabled() {
    if (!config.redsys.enabled) throw vouchersError('CARD_PAYMENTS_OFF', m.cardPaymentsOff);
  }

  const stateOf = (link: { revokedAt: Date | null; expiresAt: Date }): PaymentLink['state'] => (link.revokedAt ? 'revoked' : new Date(link.expiresAt) <= new Date() ? 'expired' : 'active');

  /** The voucher as the public page needs it: description, money, status, the customer's first name. */
  async function voucherOf(conn: Knex | Knex.Transaction, voucherId: number) {
    const row = await conn('vouchers as v')
      .join('subjects as su', 'su.id', 'v.subject_id')
      .join('courses as co', 'co.id', 'v.course_id')
      .join('customers as cu', 'cu.id', 'v.customer_id')
      .where('v.id', voucherId)
      .first(
        'v.id',
        'v.hours',
        'v.amount_cents',
        'v.status',
        'v.payment_status',
        'v.start_date',
        'v.end_date',
        'su.name as subject',
        'co.name as course',
        'cu.first_name',
        'cu.is_company',
        conn.raw('coalesce((select sum(p.amount_cents) from payments p where p.voucher_id = v.id), 0)::int as paid_cents'),
      );
    if (!row) throw notFound(m.linkNotFound);
    return { ...row, dueCents: Math.max(0, row.amountCents - row.paidCents) } as {
      id: number;
      hours: number;
      amountCents: number;
      status: string;
      paymentStatus: string;
      startDate: string;
      endDate: string;
      subject: string;
      course: string;
      firstName: string;
      isCompany: boolean;
      paidCents: number;
      dueCents: number;
    };
  }

  const service = {
    /** Card payments are turned on (CARD_PAYMENTS): links can be made and paid. */
    enabled: config.redsys.enabled,

    /** Listens to the answers that changed a voucher (after commit); returns the function that stops listening. */
    onAnswer(listener: (event: CardPaymentEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** A new link for what the voucher has due: `{ url, expiresAt }`; the token is shown only here. */
    async createLink(actor: Actor | null, voucherId: number): Promise<{ id: number; url: string; expiresAt: Date; amountCents: number }> {
      authorize(actor, 'cardPayments.manage');
      requireEnabled();
      const voucher = await vouchers.get(actor, voucherId);
      if (voucher.storedStatus === 'settled') throw vouchersError('CARD_PAYMENTS_SETTLED', m.settledVoucher);
      if (voucher.dueCents <= 0 || voucher.paymentStatus === 'paid') throw vouchersError('CARD_PAYMENTS_NOTHING_DUE', m.nothingDue);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LINK_DAYS * 24 * 3600 * 1000);
      const [link] = await db('payment_links').insert({ tokenHash: tokenHash(token), voucherId: voucher.id, amountCents: voucher.dueCents, expiresAt, createdBy: actor.id }).returning(['id', 'expires_at']);
      return { id: link.id, url: `${base}/pay/${token}`, expiresAt: new Date(link.expiresAt), amountCents: voucher.dueCents };
    },

    /** Revokes a link: its page says so and it no longer pays. Revoking twice is harmless. */
    async revokeLink(actor: Actor | null, linkId: number): Promise<PaymentLink> {
      authorize(actor, 'cardPayments.manage');
      const found = Number.isInteger(linkId) && linkId > 0 ? await db('payment_links').where('id', linkId).first('id', 'voucher_id') : undefined;
      if (!found) throw notFound(m.linkNotFound);
      await db('payment_links').where('id', linkId).whereNull('revoked_at').update({ revokedAt: db.fn.now(), revokedBy: actor.id });
      return (await service.links(actor, found.voucherId)).find((l) => l.id === linkId)!;
    },

    /** A voucher's links, newest first, with their state. */
    async links(actor: Actor | null, voucherId: number): Promise<PaymentLink[]> {
      authorize(actor, 'cardPayments.manage');
      const rows = await db('payment_links as l')
        .leftJoin('users as u', 'u.id', 'l.created_by')
        .where('l.voucher_id', voucherId)
        .orderBy('l.id', 'desc')
        .select('l.id', 'l.voucher_id', 'l.amount_cents', 'l.expires_at', 'l.revoked_at', 'l.created_by', 'l.created_date', db.raw(`${userNameSql('u')} as created_by_name`));
      return rows.map((r: Omit<PaymentLink, 'state'>) => ({ ...r, state: stateOf(r) }));
    },

    /** A voucher's card payment attempts that reached the bank's answer (and the pending ones), newest first. */
    async attempts(actor: Actor | null, voucherId: number): Promise<PaymentAttempt[]> {
      authorize(actor, 'cardPayments.manage');
      return db('payment_attempts')
        .where('voucher_id', voucherId)
        .orderBy('id', 'desc')
        .select('id', 'link_id', 'voucher_id', 'order_number', 'amount_cents', 'status', 'response_code', 'authorisation_code', 'payment_id', 'error_code', 'notified_at', 'created_date');
    },

    /**
     * The public page of a link (no sign-in: the token is the key). A payable link gets a new
     * attempt, with its own order number, and the signed form for the terminal.
     */
    async publicPage(token: string): Promise<PublicPayment | undefined> {
      if (!isToken(token)) return undefined;
      const link = await db('payment_links').where('token_hash', tokenHash(token)).first('id', 'voucher_id', 'amount_cents', 'expires_at', 'revoked_at');
      if (!link) return undefined;
      const v = await voucherOf(db, link.voucherId);
      const amountCents = Math.min(v.dueCents, link.amountCents);
      const lastAttempt = await db('payment_attempts').where('link_id', link.id).whereNot('status', 'pending').orderBy('id', 'desc').first('status');
      const page: PublicPayment = {
        state: 'payable',
        academyName: config.academyName,
        voucher: { id: v.id, hours: v.hours, subject: v.subject, course: v.course, startDate: v.startDate, endDate: v.endDate },
        firstName: v.isCompany ? null : v.firstName,
        dueCents: v.dueCents,
        amountCents,
        lastDenied: lastAttempt?.status === 'denied',
      };
      const linkState = stateOf(link);
      if (v.status === 'settled') page.state = 'settled';
      else if (v.dueCents <= 0 || v.paymentStatus === 'paid') page.state = 'paid';
      else if (linkState !== 'active') page.state = linkState;
      else if (!config.redsys.enabled) page.state = 'off';
      if (page.state !== 'payable') return page;
      const [{ nextval }] = (await db.raw('select nextval(?) as nextval', ['payment_order_seq'])).rows as { nextval: string }[];
      const order = orderNumber(Number(nextval));
      await db('payment_attempts').insert({ linkId: link.id, voucherId: v.id, orderNumber: order, amountCents });
      const fields = signRequest(config.redsys.secretKey, {
        DS_MERCHANT_AMOUNT: String(amountCents),
        DS_MERCHANT_ORDER: order,
        DS_MERCHANT_MERCHANTCODE: config.redsys.merchantCode,
        DS_MERCHANT_CURRENCY: CURRENCY_EUR,
        DS_MERCHANT_TRANSACTIONTYPE: TRANSACTION_AUTHORISATION,
        DS_MERCHANT_TERMINAL: config.redsys.terminal,
        DS_MERCHANT_MERCHANTURL: `${base}/payments/redsys/notification`,
        DS_MERCHANT_URLOK: `${base}/pay/${token}/ok`,
        DS_MERCHANT_URLKO: `${base}/pay/${token}/ko`,
        DS_MERCHANT_MERCHANTNAME: config.academyName.slice(0, 25),
        DS_MERCHANT_PRODUCTDESCRIPTION: t(m.productDescription, { id: v.id, hours: v.hours, subject: v.subject }).slice(0, 125),
        DS_MERCHANT_CONSUMERLANGUAGE: '001',
      });
      return { ...page, form: { action: config.redsysUrl, fields } };
    },

    /** Where the terminal sends the family back (URLOK): what the database says now, never the query string. */
    async returnPage(token: string): Promise<{ paid: boolean; dueCents: number; academyName: string } | undefined> {
      if (!isToken(token)) return undefined;
      const link = await db('payment_links').where('token_hash', tokenHash(token)).first('id', 'voucher_id');
      if (!link) return undefined;
      const v = await voucherOf(db, link.voucherId);
      const recorded = await db('payment_attempts').where('link_id', link.id).whereNotNull('payment_id').first('id');
      return { paid: !!recorded, dueCents: v.dueCents, academyName: config.academyName };
    },

    /**
     * The terminal's notification: signature checked in constant time; the order, amount,
     * currency, merchant and terminal must match its attempt (locked, so a retry or a
     * concurrent copy waits and then finds it answered). Authorised: the payment goes through
     * the vouchers' pay use case in this transaction. Denied: the attempt says so. Anything
     * else records nothing.
     */
    async notify(form: Record<string, unknown>): Promise<NotificationOutcome> {
      const params = verifyNotification(config.redsys.secretKey, form);
      if (!params) return { outcome: 'badSignature' };
      const order = orderOf(params)!;
      const response = (params.Ds_Response ?? '').trim();
      let voucherId = 0;
      const result = await db.transaction(async (trx): Promise<NotificationOutcome> => {
        const attempt = await trx('payment_attempts').where('order_number', order).forUpdate().first();
        if (!attempt) return { outcome: 'unknownOrder', order } as const;
        const checks: [string, string, string][] = [
          ['Ds_Amount', String(attempt.amountCents), params.Ds_Amount ?? ''],
          ['Ds_Currency', CURRENCY_EUR, params.Ds_Currency ?? ''],
          ['Ds_MerchantCode', config.redsys.merchantCode, params.Ds_MerchantCode ?? ''],
          // Redsys writes the terminal with leading zeros ('001').
          ['Ds_Terminal', String(Number(config.redsys.terminal)), /^\d+$/.test(params.Ds_Terminal ?? '') ? String(Number(params.Ds_Terminal)) : (params.Ds_Terminal ?? '')],
        ];
        const wrong = checks.find(([, expected, received]) => expected !== received);
        if (wrong) return { outcome: 'mismatch', order, field: wrong[0], expected: wrong[1], received: wrong[2] } as const;
        if (attempt.status !== 'pending') return { outcome: 'replay', order } as const;
        voucherId = attempt.voucherId;
        const answered = { responseCode: response.slice(0, 4), authorisationCode: (params.Ds_AuthorisationCode ?? '').trim().slice(0, 20) || null, parameters: JSON.stringify(params), notifiedAt: trx.fn.now() };
        if (!isAuthorised(response)) {
          await trx('payment_attempts').where('id', attempt.id).update({ ...answered, status: 'denied' });
          return { outcome: 'denied', order, response } as const;
        }
        const reference = `${order} ${answered.authorisationCode ?? ''}`.trim();
        try {
          // A savepoint: a refusal of the pay rules leaves the attempt's answer to be written.
          const { payment } = await trx.transaction((inner) =>
            vouchers.recordPayment(inner, { voucherId: attempt.voucherId, payment: { amountCents: attempt.amountCents, method: 'redsys', date: todayInMadrid(), reference }, createdBy: null }),
          );
          await trx('payment_attempts').where('id', attempt.id).update({ ...answered, status: 'authorised', paymentId: payment.id });
          return { outcome: 'recorded', order, paymentId: payment.id } as const;
        } catch (err) {
          if (!isAppError(err)) throw err;
          // Charged but not acceptable (e.g. already paid by another means): kept for staff to refund.
          await trx('payment_attempts').where('id', attempt.id).update({ ...answered, status: 'authorised', errorCode: err.code });
          return { outcome: 'notRecorded', order, code: err.code } as const;
        }
      });
      if (result.outcome === 'recorded' || result.outcome === 'denied' || result.outcome === 'notRecorded') for (const listener of listeners) listener({ voucherId, outcome: result.outcome });
      return result;
    },
  };
  return service;
}

export type CardPaymentsService = ReturnType<typeof createCardPaymentsService>;
