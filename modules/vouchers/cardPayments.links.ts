// Staff's side of card payments: a voucher's payment links (create, revoke) and the attempts made with them.

import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { formatDate, formatMoney, t } from '../../src/lib/intl';
import { notFound } from '../../src/lib/errors';
import { isRowId } from '../../src/lib/validation';
import { userNameSql } from '../people';
import { cardPaymentsMessages as m } from './cardPayments.messages';
import { vouchersError } from './vouchers.errors';
import { vouchersMessages as vm } from './vouchers.messages';
import {
  LINK_DAYS,
  stateOf,
  tokenHash,
  type CardPaymentsContext,
  type PaymentAttempt,
  type PaymentLink,
} from './cardPayments.service';

/** Revokes the voucher's live links (those made before `before`, when given); their ids, in order. */
async function revokeLive(
  trx: Knex.Transaction,
  { voucherId, actor, before }: { voucherId: number; actor: Actor; before?: number },
): Promise<number[]> {
  const revoked: { id: number }[] = await trx('payment_links')
    .where('voucher_id', voucherId)
    .whereNull('revoked_at')
    .where('expires_at', '>', trx.fn.now())
    .modify((q) => {
      if (before !== undefined) q.where('id', '<', before);
    })
    .update({ revokedAt: trx.fn.now(), revokedBy: actor.id })
    .returning('id');
  return revoked.map((r) => r.id).sort((a, b) => a - b);
}

export function createPaymentLinks({ db, vouchers, base, requireEnabled }: CardPaymentsContext) {
  /** A link whose email never went out: nobody has it, so it goes (with the attempts of its page, if anyone viewed it). */
  async function dropLink(linkId: number) {
    await db.transaction(async (trx) => {
      await trx('payment_links').where('id', linkId).forUpdate().first('id');
      await trx('payment_attempts').where('link_id', linkId).whereNull('sent_at').where('status', 'pending').delete();
      // Someone had it after all (an admin reading the outbox) and went to the bank with it: kept, revoked.
      const used = await trx('payment_attempts').where('link_id', linkId).first('id');
      if (used) await trx('payment_links').where('id', linkId).update({ revokedAt: trx.fn.now() });
      else await trx('payment_links').where('id', linkId).delete();
    });
  }

  /** A voucher that is not there has no links to list: not found, not an empty list. */
  async function requireVoucher(voucherId: number) {
    const found = isRowId(voucherId) ? await db('vouchers').where('id', voucherId).first('id') : undefined;
    if (!found) throw notFound(vm.notFound);
  }

  /** What a new link for the voucher would charge and until when, refused when the voucher takes no card payment. */
  async function linkable(actor: Actor, voucherId: number) {
    requireEnabled();
    const voucher = await vouchers.get(actor, voucherId);
    if (voucher.storedStatus === 'settled') throw vouchersError('CARD_PAYMENTS_SETTLED', m.settledVoucher);
    if (voucher.dueCents <= 0 || voucher.paymentStatus === 'paid')
      throw vouchersError('CARD_PAYMENTS_NOTHING_DUE', m.nothingDue);
    return voucher;
  }

  /**
   * A new link for what the voucher has due, under the voucher's row lock; `replace`: its earlier
   * live links are revoked in the same transaction (else they stay live until `retireEarlier`).
   */
  async function insertLink(actor: Actor, voucherId: number, { replace }: { replace: boolean }) {
    const voucher = await linkable(actor, voucherId);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + LINK_DAYS * 24 * 3600 * 1000);
    return db.transaction(async (trx) => {
      await trx('vouchers').where('id', voucher.id).forUpdate().first('id');
      const revoked = replace ? await revokeLive(trx, { voucherId: voucher.id, actor }) : [];
      const [link] = await trx('payment_links')
        .insert({
          tokenHash: tokenHash(token),
          voucherId: voucher.id,
          amountCents: voucher.dueCents,
          expiresAt,
          createdBy: actor.id,
        })
        .returning(['id', 'expires_at']);
      return {
        id: link.id as number,
        url: `${base}/pay/${token}`,
        expiresAt: new Date(link.expiresAt),
        amountCents: voucher.dueCents,
        revokedIds: revoked,
      };
    });
  }

  const service = {
    /**
     * A new link for what the voucher has due: `{ url, expiresAt }`; the token is shown only
     * here. A voucher has one live link at a time: making one revokes its earlier live links
     * (in the same transaction, under the voucher's row lock, so two made at once leave one),
     * so an old email cannot be paid at the bank as well as the new one.
     */
    async createLink(
      actor: Actor | null,
      voucherId: number,
    ): Promise<{ id: number; url: string; expiresAt: Date; amountCents: number; revokedIds: number[] }> {
      authorize(actor, 'cardPayments.manage');
      return insertLink(actor, voucherId, { replace: true });
    },

    /**
     * The customer email with a new payment link at its end. The link the family already has
     * keeps working until the new one has gone out: the new link is made live beside it, and the
     * earlier ones are revoked only once the mailer has delivered the email (or kept it in the
     * outbox, without SMTP); a delivery that fails takes the new link away instead, so the family
     * is never left without a working link. The address is checked before anything is made.
     */
    async emailWithLink(
      actor: Actor | null,
      voucherId: number,
    ): Promise<{ to: string; status: 'stored' | 'sent' | 'failed'; revokedIds: number[] }> {
      authorize(actor, 'cardPayments.manage');
      await vouchers.emailPreview(actor, voucherId);
      const link = await insertLink(actor, voucherId, { replace: false });
      const cardLink = t(m.emailLinkText, {
        amount: formatMoney(link.amountCents),
        expires: formatDate(link.expiresAt),
        url: link.url,
      });
      const sent = await vouchers.sendEmail(actor, voucherId, { cardLink }).catch(async (err: unknown) => {
        await dropLink(link.id);
        throw err;
      });
      if (sent.status === 'failed') {
        await dropLink(link.id);
        return { ...sent, revokedIds: [] };
      }
      const revokedIds = await db.transaction(async (trx) => {
        await trx('vouchers').where('id', voucherId).forUpdate().first('id');
        return revokeLive(trx, { voucherId, actor, before: link.id });
      });
      return { ...sent, revokedIds };
    },

    /** Revokes a link: its page says so and it no longer pays. Revoking twice is harmless. */
    async revokeLink(actor: Actor | null, linkId: number): Promise<PaymentLink> {
      authorize(actor, 'cardPayments.manage');
      const found =
        Number.isInteger(linkId) && linkId > 0
          ? await db('payment_links').where('id', linkId).first('id', 'voucher_id')
          : undefined;
      if (!found) throw notFound(m.linkNotFound);
      await db('payment_links')
        .where('id', linkId)
        .whereNull('revoked_at')
        .update({ revokedAt: db.fn.now(), revokedBy: actor.id });
      return (await service.links(actor, found.voucherId)).find((l) => l.id === linkId)!;
    },

    /** A voucher's links, newest first, with their state. */
    async links(actor: Actor | null, voucherId: number): Promise<PaymentLink[]> {
      authorize(actor, 'cardPayments.manage');
      await requireVoucher(voucherId);
      const rows = await db('payment_links as l')
        .leftJoin('users as u', 'u.id', 'l.created_by')
        .where('l.voucher_id', voucherId)
        .orderBy('l.id', 'desc')
        .select(
          'l.id',
          'l.voucher_id',
          'l.amount_cents',
          'l.expires_at',
          'l.revoked_at',
          'l.created_by',
          'l.created_date',
          db.raw(`${userNameSql('u')} as created_by_name`),
        );
      return rows.map((r: Omit<PaymentLink, 'state'>) => ({ ...r, state: stateOf(r) }));
    },

    /** A voucher's card payment attempts (the ones sent to the bank, and the page views not sent yet), newest first. */
    async attempts(actor: Actor | null, voucherId: number): Promise<PaymentAttempt[]> {
      authorize(actor, 'cardPayments.manage');
      await requireVoucher(voucherId);
      return db('payment_attempts')
        .where('voucher_id', voucherId)
        .orderBy('id', 'desc')
        .select(
          'id',
          'link_id',
          'voucher_id',
          'order_number',
          'amount_cents',
          'status',
          'sent_at',
          'response_code',
          'authorisation_code',
          'payment_id',
          'error_code',
          'notified_at',
          'created_date',
        );
    },
  };
  return service;
}
