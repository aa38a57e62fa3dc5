import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, the same whether it runs from its TypeScript sources (tsx:
 * this file is src/lib/paths.ts) or compiled by `npm start` (src/build.mjs: every file of the
 * bundle sits directly in dist/server/). Both are two folders below the repository's root.
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Whether this is the compiled server (dist/server, plain node) rather than the sources under tsx. */
export const COMPILED = !import.meta.url.endsWith('.ts');

/** The compiled server (src/build.mjs): its entry, the PDF worker and each migration. */
export const SERVER_DIST = `${ROOT}dist/server`;
