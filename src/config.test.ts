import t from 'tap';
import { ConfigError, loadConfig } from './config';

t.test('defaults: embedded database, port 3000', async (t) => {
  const config = loadConfig({});
  t.equal(config.port, 3000);
  t.equal(config.databaseUrl, undefined);
  t.match(config.dataDir, /data$/);
});

t.test('bad values are refused with a message naming each one', async (t) => {
  const err = (() => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      return e as Error;
    }
  })();
  t.type(err, ConfigError);
  t.match(err?.message, /PORT="abc": expected a port number/);
  t.match(err?.message, /DATABASE_URL="mysql:\/\/x": expected a PostgreSQL URL/);
  t.throws(() => loadConfig({ PORT: '99999' }), { message: /below 65536/ });
});

t.test('card payments: Redsys test terminal outside production; in production its settings are required', async (t) => {
  const dev = loadConfig({});
  t.same(dev.redsys, {
    enabled: true,
    merchantCode: '999008881',
    terminal: '1',
    secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  });
  t.equal(dev.redsysUrl, 'https://sis-t.redsys.es:25443/sis/realizarPago');
  t.equal(loadConfig({ CARD_PAYMENTS: 'false' }).redsys.enabled, false);
  // Production without card payments needs none of it.
  t.equal(loadConfig({ NODE_ENV: 'production' }).redsys.enabled, false);
  // Turned on, boot names every missing setting.
  t.throws(() => loadConfig({ NODE_ENV: 'production', CARD_PAYMENTS: 'true', REDSYS_MERCHANT_CODE: '123456789' }), {
    message:
      /CARD_PAYMENTS is on in production, so these are required: REDSYS_URL, REDSYS_TERMINAL, REDSYS_SECRET_KEY, APP_URL/,
  });
  const prod = loadConfig({
    NODE_ENV: 'production',
    CARD_PAYMENTS: 'true',
    REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago',
    REDSYS_MERCHANT_CODE: '123456789',
    REDSYS_TERMINAL: '2',
    REDSYS_SECRET_KEY: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    APP_URL: 'https://intranet.academia.es/',
  });
  t.same(prod.redsys, {
    enabled: true,
    merchantCode: '123456789',
    terminal: '2',
    secretKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  });
  t.equal(prod.appUrl, 'https://intranet.academia.es');
  // Malformed values are named like any other.
  t.throws(() => loadConfig({ REDSYS_SECRET_KEY: 'short', REDSYS_TERMINAL: 'x' }), {
    message:
      /REDSYS_TERMINAL="x": expected the terminal number[\s\S]*REDSYS_SECRET_KEY="short"|REDSYS_SECRET_KEY="short"[\s\S]*REDSYS_TERMINAL="x"/,
  });
});

t.test('in production, mail that leaves (SMTP_URL) needs APP_URL: its links are made from it', async (t) => {
  // Without it a reset mail sent to a teacher read «http://localhost:3000/login/password-token?…».
  t.throws(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.academia.es:587' }), {
    message: /SMTP_URL is set in production, so APP_URL is required/,
  });
  t.equal(
    loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.academia.es:587',
      APP_URL: 'https://intranet.academia.es',
    }).appUrl,
    'https://intranet.academia.es',
  );
  // The outbox alone (no SMTP) and development keep the local address.
  t.equal(loadConfig({ NODE_ENV: 'production' }).appUrl, 'http://localhost:3000');
  t.equal(loadConfig({ SMTP_URL: 'smtp://localhost:1025' }).appUrl, 'http://localhost:3000');
});
