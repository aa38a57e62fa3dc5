import type { Transporter } from 'nodemailer';
import type { Db } from '../db/knex';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The body holds a secret (a password reset link): once delivered over SMTP it is not kept
   * in the outbox record. Without SMTP the outbox is the only way it reaches anyone, so it stays.
   */
  sensitive?: boolean;
}

export interface Mailer {
  /** Sends (or, without SMTP, stores) a message; never throws for a delivery failure, it records it. */
  send(message: MailMessage): Promise<{ id: number; status: 'stored' | 'sent' | 'failed' }>;
  /**
   * Where every message's Reply-To comes from: messages go out from MAIL_FROM (a no-reply address),
   * and an answer must reach the academy (invoices registers its contact e-mail). None: no Reply-To.
   */
  replyToFrom(provider: () => Promise<string | null>): void;
}

export interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log?: { error(obj: unknown, msg: string): void };
  /** How long a delivery may wait on the mail server (tests shorten it); SMTP_URL's own query parameters win. */
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
}

/**
 * How long a delivery waits on the mail server: to connect, for its greeting, and on a silent
 * socket. nodemailer's own (2 min to connect, 10 min of silence) kept staff's «Enviar» waiting
 * minutes on a mail server that stalled, long after a proxy in front (60 s) had given up; now a
 * stalled delivery fails within half a minute and is recorded as failed, as one refused. A
 * submission server answers in seconds, so 30 s of silence is a stall, not a slow one.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Mail through nodemailer when an SMTP server is configured; otherwise every message stays in
 * the outbox (`mail_outbox`), which admins read at /outbox. Either way a record is kept.
 * nodemailer is loaded with the first message (issue 16: the server's memory at start).
 */
export function createMailer({ db, smtpUrl, from, log, timeouts }: MailerOptions): Mailer {
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...timeouts, url }),
    ));
  let replyToProvider: () => Promise<string | null> = async () => null;
  // A Reply-To that cannot be read (the database busy) does not keep the message from going.
  const replyTo = () =>
    replyToProvider().catch((err: unknown) => {
      log?.error({ err }, 'mail Reply-To could not be read');
      return null;
    });
  return {
    replyToFrom(provider) {
      replyToProvider = provider;
    },

    async send({ to, subject, text, sensitive }) {
      if (!smtpUrl) {
        const [row] = await db('mail_outbox')
          .insert({ toAddress: to, subject, text, status: 'stored' })
          .returning('id');
        return { id: row.id as number, status: 'stored' };
      }
      let status: 'sent' | 'failed' = 'sent';
      let error: string | null = null;
      try {
        const answerTo = await replyTo();
        await (await smtp(smtpUrl)).sendMail({ from, to, subject, text, ...(answerTo ? { replyTo: answerTo } : {}) });
      } catch (err) {
        status = 'failed';
        error = (err as Error).message?.slice(0, 500) ?? 'error';
        log?.error({ err, to }, 'mail delivery failed');
      }
      const kept = sensitive && status === 'sent' ? '(contenido no guardado: contenía un enlace personal)' : text;
      const [row] = await db('mail_outbox')
        .insert({ toAddress: to, subject, text: kept, status, error })
        .returning('id');
      return { id: row.id as number, status };
    },
  };
}
