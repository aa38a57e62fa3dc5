import { resolve } from 'node:path';
import { Ajv } from 'ajv';

/** Everything the process reads from its environment, validated once at boot. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** Folder of the embedded database and uploaded files. */
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Public website of the academy, linked from the intranet. */
  publicUrl: string;
  /** Form URL of the online card terminal (Redsys). */
  redsysUrl: string;
  /** Card payments through Redsys: on (payment links offered) or off; with the merchant's terminal. */
  redsys: RedsysConfig;
  /** The academy's name, as families see it on the payment page (and as the terminal's merchant name). */
  academyName: string;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Serve with Secure cookies (HTTPS in front). */
  secureCookies: boolean;
  /** Address of this intranet as users reach it, for links in emails. */
  appUrl: string;
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); unset: mail stays in the outbox. */
  smtpUrl?: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** Folder of uploaded files (teachers' documents), outside the web root. */
  filesDir: string;
  /** Redis server shared by several instances for subscription events (redis://host:6379); unset: in-process. */
  redisUrl?: string;
  /** The tax agency's invoice check page the invoices' QR codes point at (Veri*factu). */
  verifactuQrUrl: string;
  /** Prefix of this installation's Redis channels; unset: derived from the database (see src/lib/redisEvents). */
  redisPrefix?: string;
}

export interface RedsysConfig {
  enabled: boolean;
  merchantCode: string;
  terminal: string;
  /** The merchant's secret key (SHA-256 key of the terminal's admin panel), Base64. */
  secretKey: string;
}

/** Redsys' public test terminal: the defaults outside production. */
export const REDSYS_TEST = {
  url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
  merchantCode: '999008881',
  terminal: '1',
  secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
};

const schema = {
  type: 'object',
  properties: {
    NODE_ENV: { enum: ['development', 'production', 'test'] },
    PORT: { type: 'string', pattern: '^[0-9]{1,5}$' },
    HOST: { type: 'string', minLength: 1 },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string', minLength: 1 },
    LOG_LEVEL: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    PUBLIC_URL: { type: 'string', pattern: '^https?://' },
    REDSYS_URL: { type: 'string', pattern: '^https?://' },
    TRUST_PROXY: { enum: ['true', 'false', '1', '0'] },
    SECURE_COOKIES: { enum: ['true', 'false', '1', '0'] },
    APP_URL: { type: 'string', pattern: '^https?://' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', minLength: 3 },
    FILES_DIR: { type: 'string', minLength: 1 },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    CARD_PAYMENTS: { enum: ['true', 'false', '1', '0'] },
    REDSYS_MERCHANT_CODE: { type: 'string', pattern: '^[0-9]{1,9}$' },
    REDSYS_TERMINAL: { type: 'string', pattern: '^[0-9]{1,3}$' },
    REDSYS_SECRET_KEY: { type: 'string', pattern: '^[A-Za-z0-9+/]{32}$' },
    ACADEMY_NAME: { type: 'string', minLength: 1, maxLength: 100 },
    VERIFACTU_QR_URL: { type: 'string', pattern: '^https://' },
    REDIS_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9:._/-]{1,100}$' },
  },
} as const;

const explanations: Record<string, string> = {
  NODE_ENV: 'one of development, production, test',
  PORT: 'a port number such as 3000',
  DATABASE_URL:
    'a PostgreSQL URL such as postgres://user@127.0.0.1:5432/academia (leave it unset for the embedded database)',
  PUBLIC_URL: 'an http(s) URL',
  REDSYS_URL: 'an http(s) URL',
  TRUST_PROXY: 'true or false',
  SECURE_COOKIES: 'true or false',
  APP_URL: 'the http(s) address of this intranet, such as https://intranet.academia.es',
  REDIS_URL: 'a Redis URL such as redis://127.0.0.1:6379 (leave it unset for in-process subscription events)',
  CARD_PAYMENTS: 'true or false',
  REDSYS_MERCHANT_CODE: 'the merchant code (FUC) of the card terminal, up to 9 digits',
  REDSYS_TERMINAL: 'the terminal number, up to 3 digits',
  REDSYS_SECRET_KEY: "the terminal's SHA-256 secret key (32 Base64 characters)",
  REDIS_PREFIX: 'up to 100 letters, digits and : . _ / - (such as academia-produccion:)',
  SMTP_URL: 'an SMTP URL such as smtp://user:password@mail.example.com:587 (leave it unset to keep mail in the outbox)',
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // Empty variables count as unset, as in most shells' `FOO= cmd`.
  const given = Object.fromEntries(Object.entries(env).filter(([k, v]) => k in schema.properties && v !== ''));
  const validate = new Ajv({ allErrors: true }).compile(schema);
  if (!validate(given)) {
    const problems = (validate.errors ?? []).map((e) => {
      const name = e.instancePath.replace(/^\//, '');
      return `  ${name}=${JSON.stringify(given[name])}: expected ${explanations[name] ?? e.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const flag = (v: string | undefined, fallback: boolean) => (v === undefined ? fallback : v === 'true' || v === '1');
  const nodeEnv = (given.NODE_ENV as Config['env']) ?? 'development';
  const port = Number(given.PORT ?? 3000);
  if (port > 65535) throw new ConfigError(`Invalid configuration:\n  PORT=${port}: expected a port number below 65536`);
  const dataDir = resolve(given.DATA_DIR ?? 'data');
  const production = nodeEnv === 'production';
  // Card payments: on by default outside production (against Redsys' test terminal); in
  // production only when turned on, and then the real terminal's settings are required.
  const cardPayments = flag(given.CARD_PAYMENTS, !production);
  if (production && cardPayments) {
    const missing = ['REDSYS_URL', 'REDSYS_MERCHANT_CODE', 'REDSYS_TERMINAL', 'REDSYS_SECRET_KEY', 'APP_URL'].filter(
      (name) => given[name] === undefined,
    );
    if (missing.length > 0)
      throw new ConfigError(
        `Invalid configuration:\n  CARD_PAYMENTS is on in production, so these are required: ${missing.join(', ')}`,
      );
  }
  // Mail that leaves the server carries links (a password reset, a card payment) made from APP_URL:
  // without it they would point at localhost.
  if (production && given.SMTP_URL !== undefined && given.APP_URL === undefined)
    throw new ConfigError('Invalid configuration:\n  SMTP_URL is set in production, so APP_URL is required');
  return {
    env: nodeEnv,
    port,
    host: given.HOST ?? '0.0.0.0',
    databaseUrl: given.DATABASE_URL,
    dataDir,
    logLevel: (given.LOG_LEVEL as Config['logLevel']) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    publicUrl: given.PUBLIC_URL ?? 'https://www.academia.test',
    redsysUrl: given.REDSYS_URL ?? REDSYS_TEST.url,
    redsys: {
      enabled: cardPayments,
      merchantCode: given.REDSYS_MERCHANT_CODE ?? REDSYS_TEST.merchantCode,
      terminal: given.REDSYS_TERMINAL ?? REDSYS_TEST.terminal,
      secretKey: given.REDSYS_SECRET_KEY ?? REDSYS_TEST.secretKey,
    },
    academyName: given.ACADEMY_NAME ?? 'Academia',
    trustProxy: flag(given.TRUST_PROXY, false),
    secureCookies: flag(given.SECURE_COOKIES, nodeEnv === 'production'),
    appUrl: (given.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: given.SMTP_URL,
    mailFrom: given.MAIL_FROM ?? 'Academia <no-responder@academia.test>',
    filesDir: resolve(given.FILES_DIR ?? `${dataDir}/files`),
    redisUrl: given.REDIS_URL,
    // The tax agency's production check page; its test page under NODE_ENV=test.
    verifactuQrUrl:
      given.VERIFACTU_QR_URL ??
      (nodeEnv === 'test'
        ? 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR'
        : 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR'),
    redisPrefix: given.REDIS_PREFIX,
    ...overrides,
  };
}
