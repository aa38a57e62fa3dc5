// `npm start` and `npm run cli`: build what they run, each part only when its sources changed
// since its last build (issue 16: a warm start redoes neither), each part's content hash kept
// next to it. `node src/build.mjs` builds the client and the server; `node src/build.mjs cli`
// only the command line.
// - the browser code (vite build → dist/client), always as React's production build;
// - the server (esbuild → dist/server) and the command line (→ dist/cli): TypeScript compiled
//   ahead and bundled, so they run plain `node` instead of compiling every module in the process
//   at each start (tsx: 4 s before a command did anything). Packages stay in node_modules (but
//   react-aria's: packagesExternal); the
//   PDF worker and each migration are entries of their own in both. The command line has its
//   own folder so a cron job never rebuilds the files of a server that is running.
// A part is built in a folder of its own and moved into place, under a lock: test files and
// cron jobs may ask for the same part at once, and nobody runs half a build.
// Plain JavaScript so it starts at once.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the server and the command line are built from (the same code, two entry points). */
const NODE_SOURCES = {
  roots: ['client', 'views', 'modules', 'src', 'seeds', 'migrations'],
  files: ['package-lock.json', 'tsconfig.json', 'src/build.mjs'],
};

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
    ...NODE_SOURCES,
    output: 'dist/server/server.js',
    stamp: 'dist/server/.sources-hash',
  },
  cli: {
    ...NODE_SOURCES,
    output: 'dist/cli/cli.js',
    stamp: 'dist/cli/.sources-hash',
  },
  // `npm test`: every test file compiled ahead, as the server is, so that each test process
  // loads plain JavaScript instead of compiling hundreds of modules through tsx's loader.
  tests: {
    roots: [...NODE_SOURCES.roots, 'test'],
    // vite.config.ts: its plugin has a test.
    files: [...NODE_SOURCES.files, 'vite.config.ts'],
    withTests: true,
    output: 'dist/tests/.sources-hash',
    stamp: 'dist/tests/.sources-hash',
  },
};

const isTest = (path) => /\.test\.tsx?$/.test(path);

function* sources(dir, withTests = false) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path, withTests);
    else if (/\.(ts|tsx|css)$/.test(entry.name) && (withTests || !isTest(entry.name))) yield path;
  }
}

const contents = new Map();
const read = (path) => contents.get(path) ?? contents.set(path, readFileSync(path)).get(path);

/** The part's sources hashed by name and content; undefined when its build is up to date. */
function staleDigest({ roots, files, withTests, output, stamp }) {
  const hash = createHash('sha256');
  // The test bundle holds the checkout's absolute paths (testImportMetaUrl).
  if (withTests) hash.update(process.cwd()).update('\0');
  for (const path of [...roots.flatMap((root) => [...sources(root, withTests)]), ...files].sort()) {
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

/**
 * For the test bundle: `import.meta.url` as in the sources, so a test or helper finds the files
 * beside it (its fixtures, the migrations) as it does under tsx; src/lib/paths.ts instead gets
 * the bundle's folder (`folder`, where it will be served from), so it finds the PDF worker and
 * the compiled migrations there, as in dist/server.
 */
function testImportMetaUrl(folder) {
  const root = pathToFileURL(`${process.cwd()}/`);
  const paths = new URL('src/lib/paths.ts', root).pathname;
  const bundle = new URL(`${folder}/paths.js`, root).href;
  return {
    name: 'test-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/, namespace: 'file' }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const url = args.path === paths ? bundle : pathToFileURL(args.path).href;
        return {
          contents: text.replaceAll('import.meta.url', JSON.stringify(url)),
          loader: extname(args.path).slice(1),
        };
      });
    },
  };
}

/**
 * Packages stay in node_modules, but for react-aria's: ESM spread over ~1,300 files (one per
 * hook or component), which Node would load one by one at every start, and each through the
 * loader hooks of a test process. Bundled, they are a few chunks. They import React and
 * react-dom, which stay external, so there is one React.
 */
const BUNDLED_PACKAGES = /^(react-aria|react-aria-components|react-stately|@internationalized\/[^/]+)(\/|$)/;
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.test(args.path) || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Every test file below the test part's roots. */
const testFiles = () => PARTS.tests.roots.flatMap((root) => [...sources(root, true)]).filter(isTest);

/** A part's bundle (`name`: the server's or command line's entry file, or `tests`) into `outdir`. */
async function buildBundle(name, outdir) {
  const { build } = await import('esbuild');
  const migrations = readdirSync('migrations').filter((f) => /^\d{14}_.+\.ts$/.test(f));
  const entries =
    name === 'tests'
      ? Object.fromEntries(testFiles().map((f) => [f.replace(/\.tsx?$/, ''), f]))
      : { [name]: `src/${name}.ts` };
  await build({
    entryPoints: {
      ...entries,
      'pdf.worker': 'modules/invoices/pdf.worker.ts',
      ...Object.fromEntries(migrations.map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, `migrations/${f}`])),
    },
    plugins: [packagesExternal, ...(name === 'tests' ? [testImportMetaUrl(`dist/${name}`)] : [])],
    outdir,
    bundle: true,
    // Modules loaded on first use (import()) stay apart, as chunks beside the entry: every file
    // but the migrations sits directly in the part's folder (src/lib/paths.ts counts on it).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Whether the process that wrote `lock` (its pid) is gone: a build stopped half-way (Ctrl-C). */
function abandoned(lock) {
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    const age = Date.now() - statSync(lock).mtimeMs;
    // Empty for the instant between its creation and the pid written in it.
    if (!pid) return age > 5_000;
    if (age > 300_000) return true;
    process.kill(pid, 0);
    return false;
  } catch (err) {
    // ENOENT: released meanwhile (not ours to remove); ESRCH: no such process.
    return err.code === 'ESRCH';
  }
}

/** Runs `work` holding `dist/.<name>.lock`, which names this process; another's lock is waited for. */
async function withLock(name, work) {
  mkdirSync('dist', { recursive: true });
  const lock = `dist/.${name}.lock`;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      if (abandoned(lock)) rmSync(lock, { force: true });
      else await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

async function buildPart(name, part, digest) {
  if (name === 'client') {
    await buildClient();
    writeFileSync(part.stamp, digest);
    return;
  }
  const folder = `dist/${name}`;
  const building = `${folder}.building-${process.pid}`;
  // Under the lock no other build of this part runs: any half-built folder is a stopped build's.
  for (const entry of readdirSync('dist'))
    if (entry.startsWith(`${name}.building-`)) rmSync(join('dist', entry), { recursive: true, force: true });
  await buildBundle(name, building);
  writeFileSync(join(building, '.sources-hash'), digest);
  rmSync(folder, { recursive: true, force: true });
  renameSync(building, folder);
}

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : ['client', 'server']) {
  const part = PARTS[name];
  if (!part) throw new Error(`src/build.mjs: no part named ${name} (${Object.keys(PARTS).join(', ')})`);
  if (!staleDigest(part)) continue;
  // Checked again under the lock: whoever waited for another build finds it done.
  await withLock(name, async () => {
    const digest = staleDigest(part);
    if (digest) await buildPart(name, part, digest);
  });
}
