import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { notFound } from '../../src/lib/errors';
import type { VouchersDeps } from './vouchers.deps';
import type { AcademyContact, createVouchersService } from './vouchers.service';
import type { SignedForm } from './redsys';
import { cardPaymentsMessages as m } from './cardPayments.messages';
import { vouchersError } from './vouchers.errors';
import { createPaymentLinks } from './cardPayments.links';
import { createPublicPayments } from './cardPayments.public';
import { createNotifications } from './cardPayments.notify';

/** A payment link works for 14 days: long enough for a family to get round to it, short enough that an old email stops working. */
export const LINK_DAYS = 14;

export type VouchersService = ReturnType<typeof createVouchersService>;

/** How the public page finds a link: by the SHA-256 of its token (the token itself is never stored). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** Tokens are 256 random bits in URL-safe Base64 (43 characters). */
export const isToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

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
  /** When the family's form went on to the bank; null while it is only a page viewed. */
  sentAt: Date | null;
  responseCode: string | null;
  authorisationCode: string | null;
  paymentId: number | null;
  errorCode: string | null;
  notifiedAt: Date | null;
  createdDate: Date;
}

/** What the public page of a link shows: the voucher in words and the amount, never more of the customer than a first name. */
export interface PublicPayment {
  /** `replaced`: revoked, and the voucher has a newer live link (sent by a later email). */
  state: 'payable' | 'paid' | 'settled' | 'revoked' | 'replaced' | 'expired' | 'off';
  academyName: string;
  voucher: { id: number; hours: number; subject: string; course: string; startDate: string; endDate: string };
  /** The customer's first name (people only; a company gets no greeting). */
  firstName: string | null;
  dueCents: number;
  /** What a payment now charges: what is due, never more than the link was made for. */
  amountCents: number;
  /**
   * The signed form of the link's unsent attempt, for a payable link: posted to the page's own
   * address (`action`), which sends it on to the `terminal` once.
   */
  form?: { action: string; terminal: string; fields: SignedForm };
  /** The latest attempt of this link was denied (the page says it can be tried again). */
  lastDenied: boolean;
  /** An attempt went to the bank a moment ago and is unanswered: a payment may be under way. */
  inProgress: boolean;
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

/** A link's state now: revoked, expired or active. */
export const stateOf = (link: { revokedAt: Date | null; expiresAt: Date }): PaymentLink['state'] =>
  link.revokedAt ? 'revoked' : new Date(link.expiresAt) <= new Date() ? 'expired' : 'active';

/** The voucher as the public page needs it: description, money, status, the customer's first name. */
export async function voucherOf(conn: Knex | Knex.Transaction, voucherId: number) {
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
      conn.raw(
        'coalesce((select sum(p.amount_cents) from payments p where p.voucher_id = v.id), 0)::int as paid_cents',
      ),
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

/**
 * What the use cases (cardPayments.links.ts, .public.ts, .notify.ts) share: the deps, the
 * vouchers' service (its pay use case), the app's address and the answers' listeners.
 */
export interface CardPaymentsContext extends Pick<VouchersDeps, 'db' | 'config'> {
  vouchers: VouchersService;
  /** The app's address, before the links' and the terminal's paths. */
  base: string;
  listeners: Set<(event: CardPaymentEvent) => void>;
  /** Refused while card payments are off (CARD_PAYMENTS). */
  requireEnabled(): void;
  /** The academy's name as the family's pages and the bank show it. */
  academyName(): Promise<string>;
}

export function createCardPaymentsService({ db, config }: VouchersDeps, vouchers: VouchersService) {
  const base = config.appUrl;
  const listeners = new Set<(event: CardPaymentEvent) => void>();

  function requireEnabled() {
    if (!config.redsys.enabled) throw vouchersError('CARD_PAYMENTS_OFF', m.cardPaymentsOff);
  }

  // The academy as the vouchers' documents name it (invoices registers its issuer); ACADEMY_NAME until filled in.
  const academyName = () => vouchers.academyName();

  const context: CardPaymentsContext = {
    db,
    config,
    vouchers,
    base,
    listeners,
    requireEnabled,
    academyName,
  };
  return {
    /**
     * The academy as a link's pages show it: its name (the invoices' issuer, null until it is filled
     * in) at the top, and how the family reaches it (the pages close with it), null without e-mail or phone.
     */
    async academyForFamilies(): Promise<{ name: string | null; contact: AcademyContact | null }> {
      const academy = await vouchers.academy();
      const contact = academy?.contact;
      return { name: academy?.name ?? null, contact: contact && (contact.email || contact.phone) ? contact : null };
    },

    /** Card payments are turned on (CARD_PAYMENTS): links can be made and paid. */
    enabled: config.redsys.enabled,
    /** The card terminal's address (REDSYS_URL), where a family's form goes on to. */
    terminalUrl: config.redsysUrl,

    /** Listens to the answers that changed a voucher (after commit); returns the function that stops listening. */
    onAnswer(listener: (event: CardPaymentEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ...createPaymentLinks(context),
    ...createPublicPayments(context),
    ...createNotifications(context),
  };
}

export type CardPaymentsService = ReturnType<typeof createCardPaymentsService>;
