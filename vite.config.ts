import { defineConfig } from 'vite';

/** Builds client/ (the islands' browser entry) into dist/client with a manifest for the server. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: 'client/main.ts' },
  },
});
