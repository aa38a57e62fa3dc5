// The family's side: a link's public page (a new attempt and the signed form for the terminal) and the page they come back to.

import { randomBytes } from 'node:crypto';
import { t } from '../../src/lib/intl';
import { CURRENCY_EUR, signRequest, TRANSACTION_AUTHORISATION } from './redsys';
import { cardPaymentsMessages as m } from './cardPayments.messages';
import {
  isToken,
  stateOf,
  tokenHash,
  voucherOf,
  type CardPaymentsContext,
  type PublicPayment,
} from './cardPayments.service';

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

export function createPublicPayments({ db, config, base, academyName }: CardPaymentsContext) {
  return {
    /**
     * The public page of a link (no sign-in: the token is the key). A payable link gets a new
     * attempt, with its own order number, and the signed form for the terminal.
     */
    async publicPage(token: string): Promise<PublicPayment | undefined> {
      if (!isToken(token)) return undefined;
      const link = await db('payment_links')
        .where('token_hash', tokenHash(token))
        .first('id', 'voucher_id', 'amount_cents', 'expires_at', 'revoked_at');
      if (!link) return undefined;
      const v = await voucherOf(db, link.voucherId);
      const amountCents = Math.min(v.dueCents, link.amountCents);
      const lastAttempt = await db('payment_attempts')
        .where('link_id', link.id)
        .whereNot('status', 'pending')
        .orderBy('id', 'desc')
        .first('status');
      const page: PublicPayment = {
        state: 'payable',
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
        lastDenied: lastAttempt?.status === 'denied',
      };
      const linkState = stateOf(link);
      if (v.status === 'settled') page.state = 'settled';
      else if (v.dueCents <= 0 || v.paymentStatus === 'paid') page.state = 'paid';
      else if (linkState !== 'active') page.state = linkState;
      else if (!config.redsys.enabled) page.state = 'off';
      if (page.state !== 'payable') return page;
      const [{ nextval }] = (await db.raw('select nextval(?) as nextval', ['payment_order_seq'])).rows as {
        nextval: string;
      }[];
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
        DS_MERCHANT_MERCHANTNAME: merchantName(page.academyName),
        DS_MERCHANT_PRODUCTDESCRIPTION: t(m.productDescription, { id: v.id, hours: v.hours, subject: v.subject }).slice(
          0,
          125,
        ),
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
      return { paid: !!recorded, dueCents: v.dueCents, academyName: await academyName() };
    },
  };
}
