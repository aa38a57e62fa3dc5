/// <reference types="vite/client" />
import type { ComponentType } from 'react';

/**
 * Every island the server may render, by name, found without naming any module: each
 * `modules/<name>/pages/**\/X.island.tsx` and `views/widgets/X.island.tsx` is the island `X`,
 * its component the file's export of the same name. Each is its own chunk, loaded only on
 * pages that use it.
 */
const files = import.meta.glob<Record<string, ComponentType<never>>>([
  '../modules/*/pages/**/*.island.tsx',
  '../views/widgets/*.island.tsx',
]);

export const islands: Record<string, () => Promise<ComponentType<never>>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => {
    const name = path.slice(path.lastIndexOf('/') + 1, -'.island.tsx'.length);
    return [name, () => load().then((m) => m[name])];
  }),
);

/** An island's name: its file's name without `.island.tsx` (and the component it exports). */
export type IslandName = string;
