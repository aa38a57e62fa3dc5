import { existsSync, readFileSync } from 'node:fs';
import { ROOT } from '../lib/paths';

export const CLIENT_DIST = `${ROOT}dist/client`;

export interface Assets {
  script?: string;
  styles: string[];
}

/** The built browser entry and its CSS, read from Vite's manifest once at boot. */
export function readAssets(): Assets {
  const manifestPath = `${CLIENT_DIST}/.vite/manifest.json`;
  if (!existsSync(manifestPath)) return { styles: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; isEntry?: boolean }
  >;
  const entry = manifest['client/main.ts'];
  if (!entry) return { styles: [] };
  return {
    script: `/assets/${entry.file.replace(/^assets\//, '')}`,
    styles: (entry.css ?? []).map((c) => `/assets/${c.replace(/^assets\//, '')}`),
  };
}
