import t from 'tap';
import { ConfigError, loadConfig } from './config';

t.test('defaults: embedded database, port 3000', async (t) => {
  const config = loadConfig({});
  t.equal(config.port, 3000);
  t.equal(config.databaseUrl, undefined);
  t.match(config.dataDir, /data$/);
});

t.test('bad values are refused with a message naming each one', async (t) => {
  t.throws(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' }), ConfigError);
  try {
    loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
  } catch (err) {
    t.match((err as Error).message, /PORT="abc": expected a port number/);
    t.match((err as Error).message, /DATABASE_URL="mysql:\/\/x": expected a PostgreSQL URL/);
  }
  t.throws(() => loadConfig({ PORT: '99999' }), { message: /below 65536/ });
});
