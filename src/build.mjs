// `npm start`: builds what the server runs, each part only when its sources changed since its
// last build (issue 16: a warm start redoes neither), each part's content hash kept next to it.
// - the browser code (vite build → dist/client), always as React's production build;
// - the server (esbuild → dist/server): TypeScript compiled ahead and bundled, so `npm start`
//   runs plain `node` instead of compiling every module in the process at each start (tsx).
//   Packages stay in node_modules; the PDF worker and each migration are entries of their own.
// Plain JavaScript so it starts at once.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript and CSS file under these folders (tests left out), plus the listed files. */
const PARTS = {
  client: {
    roots: ['client', 'views', 'modules', 'src'],
    // This file too: a change of how the code is built is a change.
    files: ['package-lock.json', 'vite.config.ts', 'src/build.mjs'],
    output: 'dist/client/.vite/manifest.json',
    stamp: 'dist/client/.sources-hash',
  },
  server: {
    roots: ['client', 'views', 'modules', 'src', 'seeds', 'migrations'],
    files: ['package-lock.json', 'tsconfig.json', 'src/build.mjs'],
    output: 'dist/server/server.js',
    stamp: 'dist/server/.sources-hash',
  },
};

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const contents = new Map();
const read = (path) => contents.get(path) ?? contents.set(path, readFileSync(path)).get(path);

/** The part's sources hashed by name and content; undefined when its build is up to date. */
function staleDigest({ roots, files, output, stamp }) {
  const hash = createHash('sha256');
  for (const path of [...roots.flatMap((root) => [...sources(root)]), ...files].sort()) {
    hash.update(path).update('\0').update(read(path)).update('\0');
  }
  const digest = hash.digest('hex');
  return existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest ? undefined : digest;
}

async function buildClient() {
  // Always React's production build: Vite follows NODE_ENV, and `npm start` may run in development.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
  process.env.NODE_ENV = env;
}

async function buildServer() {
  const { build } = await import('esbuild');
  rmSync('dist/server', { recursive: true, force: true });
  const migrations = readdirSync('migrations').filter((f) => /^\d{14}_.+\.ts$/.test(f));
  await build({
    entryPoints: {
      server: 'src/server.ts',
      'pdf.worker': 'modules/invoices/pdf.worker.ts',
      ...Object.fromEntries(migrations.map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, `migrations/${f}`])),
    },
    outdir: 'dist/server',
    bundle: true,
    // Modules loaded on first use (import()) stay apart, as chunks beside the entry: every file
    // but the migrations sits directly in dist/server (src/lib/paths.ts counts on it).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

for (const [name, part] of Object.entries(PARTS)) {
  const digest = staleDigest(part);
  if (!digest) continue;
  await (name === 'client' ? buildClient() : buildServer());
  writeFileSync(part.stamp, digest);
}
