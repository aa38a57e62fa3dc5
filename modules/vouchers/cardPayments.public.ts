// The family's side: a link's public page (its attempt and the signed form for the terminal), the
// post that sends that attempt to the bank, and the page they come back to.

import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { t } from '../../src/lib/intl';
import { CURRENCY_EUR, signRequest, TRANSACTION_AUTHORISATION, verifyNotification } from './redsys';
import { cardPaymentsMessages as m } from './cardPayments.messages';
import {
  isToken,
  stateOf,
  tokenHash,
  voucherOf,
  type CardPaymentsContext,
  type PublicPayment,
} from './cardPayments.service';

/**
 * How long after an attempt went to the bank, unanswered, the link's page warns that a payment
 * may be under way (the family paid and came back with the back button before the bank's answer,
 * or has the bank's page open in another tab). The bank answers within seconds of a payment.
 */
export const IN_PROGRESS_MINUTES = 30;

/** The first eight characters count up (digits, as Redsys wants the first four), four random ones follow so that no other shop of the shared test terminal, nor this database rebuilt, reuses an order. */
function orderNumber(sequence: number): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const tail = Array.from(randomBytes(4), (b) => alphabet[b % alphabet.length]).join('');
  return `${String(sequence % 100_000_000).padStart(8, '0')}${tail}`;
}

/**
 * The academy's name as the terminal takes it (25 characters at most), cut at a word: the bank's
 * page showed «Academia Apolo Formación,» for «Academia Apolo Formación, S.L.».
 */
function merchantName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 25) return trimmed;
  const cut = trimmed.slice(0, 26);
  const atWord = cut.lastIndexOf(' ') > 0 ? cut.slice(0, cut.lastIndexOf(' ')) : cut.slice(0, 25);
  return atWord.replace(/[\s,;:.\-–—]+$/u, '') || trimmed.slice(0, 25);
}

interface LinkRow {
  id: number;
  voucherId: number;
  amountCents: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

type Voucher = Awaited<ReturnType<typeof voucherOf>>;
/** A posted form, as it came: the three fields of a signed request, perhaps not. */
type SignedFields = Parameters<typeof verifyNotification>[1];

/** What a link's page offers now: a payment, or why not (the voucher closed or paid, the link revoked or expired, cards off). */
function pageState(v: Voucher, link: LinkRow, enabled: boolean): PublicPayment['state'] {
  if (v.status === 'settled') return 'settled';
  if (v.dueCents <= 0 || v.paymentStatus === 'paid') return 'paid';
  const linkState = stateOf(link);
  if (linkState !== 'active') return linkState;
  return enabled ? 'payable' : 'off';
}

/**
 * The state as the family reads it: a revoked link whose voucher has a newer live one was replaced
 * by a later email (a link sent twice, a new amount): the page sends them to that email instead of
 * asking the academy for a link they already have.
 */
async function familyState(conn: Knex, { v, link, enabled }: { v: Voucher; link: LinkRow; enabled: boolean }) {
  const state = pageState(v, link, enabled);
  if (state !== 'revoked') return state;
  const newer = await conn('payment_links')
    .where('voucher_id', link.voucherId)
    .where('id', '>', link.id)
    .whereNull('revoked_at')
    .where('expires_at', '>', conn.fn.now())
    .first('id');
  return newer ? 'replaced' : state;
}

function linkByToken(conn: Knex | Knex.Transaction, token: string, { lock = false } = {}) {
  const q = conn('payment_links').where('token_hash', tokenHash(token));
  return (lock ? q.forUpdate() : q).first('id', 'voucher_id', 'amount_cents', 'expires_at', 'revoked_at') as Promise<
    LinkRow | undefined
  >;
}

export function createPublicPayments({ db, config, base, academyName }: CardPaymentsContext) {
  /**
   * The link's attempt for `amountCents`: the one not yet sent to the bank, when there is one (its
   * amount set to today's: its order never reached the bank, so the bank knows no other), else a
   * new one with a new order. Under the link's row lock, so two views at once share one attempt;
   * the partial unique index (one unsent attempt per link) is the last line of defence.
   */
  async function unsentAttempt(link: LinkRow, amountCents: number) {
    return db.transaction(async (trx) => {
      const locked = await trx('payment_links').where('id', link.id).forUpdate().first('id');
      // Deleted with its voucher meanwhile: nothing to pay.
      if (!locked) return undefined;
      const open = await trx('payment_attempts')
        .where({ linkId: link.id, status: 'pending' })
        .whereNull('sent_at')
        .first('id', 'order_number', 'amount_cents');
      if (open) {
        if (open.amountCents !== amountCents)
          await trx('payment_attempts').where('id', open.id).update({ amountCents });
        return { orderNumber: open.orderNumber as string };
      }
      const [{ nextval }] = (await trx.raw('select nextval(?) as nextval', ['payment_order_seq'])).rows as {
        nextval: string;
      }[];
      const order = orderNumber(Number(nextval));
      await trx('payment_attempts').insert({
        linkId: link.id,
        voucherId: link.voucherId,
        orderNumber: order,
        amountCents,
      });
      return { orderNumber: order };
    });
  }

  return {
    /**
     * The public page of a link (no sign-in: the token is the key). A payable link shows its
     * unsent attempt (made on the first view, reused by every view after it until it goes to the
     * bank) and the form signed for it. A view alone never reaches the bank.
     */
    async publicPage(token: string): Promise<PublicPayment | undefined> {
      if (!isToken(token)) return undefined;
      const link = await linkByToken(db, token);
      if (!link) return undefined;
      const v = await voucherOf(db, link.voucherId);
      const amountCents = Math.min(v.dueCents, link.amountCents);
      const [lastAnswer, underWay] = await Promise.all([
        db('payment_attempts')
          .where('link_id', link.id)
          .whereNot('status', 'pending')
          .orderBy('id', 'desc')
          .first('status'),
        db('payment_attempts')
          .where({ linkId: link.id, status: 'pending' })
          .where('sent_at', '>', db.raw(`now() - interval '${IN_PROGRESS_MINUTES} minutes'`))
          .first('id'),
      ]);
      const page: PublicPayment = {
        state: await familyState(db, { v, link, enabled: config.redsys.enabled }),
        academyName: await academyName(),
        voucher: {
          id: v.id,
          hours: v.hours,
          subject: v.subject,
          course: v.course,
          startDate: v.startDate,
          endDate: v.endDate,
        },
        firstName: v.isCompany ? null : v.firstName,
        dueCents: v.dueCents,
        amountCents,
        lastDenied: lastAnswer?.status === 'denied',
        inProgress: !!underWay,
      };
      if (page.state !== 'payable') return page;
      const attempt = await unsentAttempt(link, amountCents);
      if (!attempt) return undefined;
      const fields = signRequest(config.redsys.secretKey, {
        DS_MERCHANT_AMOUNT: String(amountCents),
        DS_MERCHANT_ORDER: attempt.orderNumber,
        DS_MERCHANT_MERCHANTCODE: config.redsys.merchantCode,
        DS_MERCHANT_CURRENCY: CURRENCY_EUR,
        DS_MERCHANT_TRANSACTIONTYPE: TRANSACTION_AUTHORISATION,
        DS_MERCHANT_TERMINAL: config.redsys.terminal,
        DS_MERCHANT_MERCHANTURL: `${base}/payments/redsys/notification`,
        DS_MERCHANT_URLOK: `${base}/pay/${token}/ok`,
        DS_MERCHANT_URLKO: `${base}/pay/${token}/ko`,
        DS_MERCHANT_MERCHANTNAME: merchantName(page.academyName),
        DS_MERCHANT_PRODUCTDESCRIPTION: t(m.productDescription, { id: v.id, hours: v.hours, subject: v.subject }).slice(
          0,
          125,
        ),
        DS_MERCHANT_CONSUMERLANGUAGE: '001',
      });
      // The form posts to this page's own address (toBank), which sends it on to the terminal.
      return { ...page, form: { action: `/pay/${token}`, terminal: config.redsysUrl, fields } };
    },

    /**
     * «Pagar con tarjeta»: the page's signed form, posted here on its way to the terminal. It goes
     * on (`bank`: the route answers 307, so the browser posts the same form to the terminal) only
     * when it is the link's unsent attempt, for what the link charges now, and the link still
     * pays; the attempt is then marked sent, once (under the link's lock). A form used already
     * (another tab, the back button), for an amount no longer due, or of a link revoked, expired
     * or paid meanwhile goes back to the page instead (`again`), which shows what holds now.
     * Undefined: no such link.
     */
    async toBank(token: string, form: SignedFields): Promise<{ outcome: 'bank' | 'again' } | undefined> {
      if (!isToken(token)) return undefined;
      const params = verifyNotification(config.redsys.secretKey, form ?? {});
      return db.transaction(async (trx) => {
        const link = await linkByToken(trx, token, { lock: true });
        if (!link) return undefined;
        const order = params?.DS_MERCHANT_ORDER;
        if (!order) return { outcome: 'again' } as const;
        const v = await voucherOf(trx, link.voucherId);
        const amountCents = Math.min(v.dueCents, link.amountCents);
        // Payable only: nothing goes to the bank for a voucher paid or settled, a link that no longer pays, another amount.
        const payable =
          pageState(v, link, config.redsys.enabled) === 'payable' && params.DS_MERCHANT_AMOUNT === String(amountCents);
        if (!payable) return { outcome: 'again' } as const;
        const sent = await trx('payment_attempts')
          .where({ orderNumber: order, linkId: link.id, status: 'pending', amountCents })
          .whereNull('sent_at')
          .update({ sentAt: trx.fn.now() })
          .returning('id');
        return { outcome: sent.length === 1 ? 'bank' : 'again' } as const;
      });
    },

    /**
     * Where the terminal sends the family back (URLOK, URLKO): what the database says now, never the
     * query string; `state`, whether the link still pays (URLKO offers it again only then).
     */
    async returnPage(token: string): Promise<
      | {
          paid: boolean;
          dueCents: number;
          /** What the bank charged through this link that the voucher did not take (paid meanwhile another way): to refund. */
          refundCents: number;
          state: PublicPayment['state'];
        }
      | undefined
    > {
      if (!isToken(token)) return undefined;
      const link = await linkByToken(db, token);
      if (!link) return undefined;
      const v = await voucherOf(db, link.voucherId);
      const recorded = await db('payment_attempts').where('link_id', link.id).whereNotNull('payment_id').first('id');
      const unrecorded = (await db('payment_attempts')
        .where({ linkId: link.id, status: 'authorised' })
        .whereNull('payment_id')
        .first(db.raw('coalesce(sum(amount_cents), 0)::int as cents'))) as { cents: number };
      return {
        paid: !!recorded,
        dueCents: v.dueCents,
        refundCents: unrecorded.cents,
        state: await familyState(db, { v, link, enabled: config.redsys.enabled }),
      };
    },
  };
}
