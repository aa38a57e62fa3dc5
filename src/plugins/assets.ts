import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface Assets {
  script?: string;
  styles: string[];
}

/** The built browser entry and its CSS, read from Vite's manifest once at boot. */
export function readAssets(): Assets {
  const manifestPath = `${CLIENT_DIST}/.vite/manifest.json`;
  if (!existsSync(manifestPath)) return { styles: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; css?: string[]; isEntry?: boolean }>;
  const entry = manifest['client/main.ts'];
  if (!entry) return { styles: [] };
  return { script: `/assets/${entry.file.replace(/^assets\//, '')}`, styles: (entry.css ?? []).map((c) => `/assets/${c.replace(/^assets\//, '')}`) };
}
