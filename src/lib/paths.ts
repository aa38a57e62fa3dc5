import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, the same whether it runs from its TypeScript sources (tsx:
 * this file is src/lib/paths.ts) or compiled (src/build.mjs: every file of a bundle sits
 * directly in dist/server/ or dist/cli/). Both are two folders below the repository's root.
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Whether this is a compiled bundle (dist/server or dist/cli, plain node) rather than the sources under tsx. */
export const COMPILED = !import.meta.url.endsWith('.ts');

/** The folder of the running bundle (src/build.mjs), with its PDF worker and each migration beside its entry. */
export const BUNDLE_DIR = fileURLToPath(new URL('.', import.meta.url));
