import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'dist/client';

/**
 * The files of the build being replaced, written back beside the new one: a server started on
 * them and still running keeps its styles and scripts (their names are content hashes, so they
 * never clash) until it restarts. Only the last build's: the next build drops them.
 */
export function keepPreviousBuild(outDir = OUT_DIR): Plugin {
  let previous: [string, Buffer][] = [];
  return {
    name: 'keep-previous-build',
    apply: 'build',
    buildStart() {
      previous = [];
      const manifestPath = join(outDir, '.vite/manifest.json');
      if (!existsSync(manifestPath)) return;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
        string,
        { file: string; css?: string[]; assets?: string[] }
      >;
      const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? []), ...(c.assets ?? [])]);
      previous = [...new Set(files)]
        .flatMap((file) => [file, `${file}.map`])
        .filter((file) => existsSync(join(outDir, file)))
        .map((file) => [file, readFileSync(join(outDir, file))]);
    },
    writeBundle() {
      for (const [file, data] of previous) {
        const path = join(outDir, file);
        if (existsSync(path)) continue;
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, data);
      }
    },
  };
}

/** Builds client/ (the islands' browser entry) into dist/client with a manifest for the server. */
export default defineConfig({
  publicDir: false,
  plugins: [keepPreviousBuild()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: 'client/main.ts' },
  },
});
