// `npm start`: builds the browser code (vite build → dist/client) only when its sources
// changed since the last build (issue 16: a warm start does not redo it). The sources are
// every TypeScript and CSS file the browser build may reach, the lockfile and Vite's config,
// hashed by content; the hash is kept next to the build. Plain JavaScript so it starts at once.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['client', 'views', 'modules', 'src'];
// This file too: a change of how the client is built is a change.
const FILES = ['package-lock.json', 'vite.config.ts', 'src/buildClient.mjs'];
const STAMP = 'dist/client/.sources-hash';

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const hash = createHash('sha256');
for (const path of [...ROOTS.flatMap((root) => [...sources(root)]), ...FILES].sort()) {
  hash.update(path).update('\0').update(readFileSync(path)).update('\0');
}
const digest = hash.digest('hex');

if (existsSync('dist/client/.vite/manifest.json') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) process.exit(0);
// Always React's production build: Vite follows NODE_ENV, and `npm start` may run in development.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
await build({ logLevel: 'warn' });
writeFileSync(STAMP, digest);
