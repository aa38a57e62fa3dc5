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
