/**
 * Serves the app over the bench database left by the last `npm run bench`, for profiling a
 * page under load from another process:
 *   NODE_ENV=production node --import tsx --cpu-prof bench/serve.ts   (prints the port and a cookie)
 *   npx autocannon -d 10 -H "cookie: …" http://127.0.0.1:<port>/places-settings
 * Ctrl-C (SIGINT) writes the profile.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BENCH_DATABASE } from './lib';

const baseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
baseUrl.pathname = `/${BENCH_DATABASE}`;
const app = await buildApp(
  loadConfig({ NODE_ENV: 'production' }, { logLevel: 'warn', databaseUrl: baseUrl.toString(), secureCookies: false }),
);
const { token } = await app.services.auth.login('bench@academia.test', 'benchmark-2026');
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(url);
console.log(`apollo-token=${token}; locale=es; _csrf=benchsecret`);
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
