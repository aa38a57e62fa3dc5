import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';

/** The React root of each hydrated island, so a script replacing it can unmount it first. */
const roots = new WeakMap<HTMLElement, Root>();

const RELOAD_KEY = 'island-reload-at';
const RELOAD_EVERY_MS = 60_000;

/** A chunk that fails to load usually means a new deploy: reload, but at most once a minute. */
function reloadAfterChunkFailure(error: unknown) {
  console.error('No se ha podido cargar una parte de la página', error);
  const last = Number(localStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last > RELOAD_EVERY_MS) {
    localStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }
}

/**
 * Hydrates the islands under `root` that are not hydrated yet: the whole page on load, or
 * the part a script has just replaced with fresh server HTML (the live class list).
 */
export async function hydrateIslands(root: ParentNode = document) {
  const elements = root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])');
  if (elements.length === 0) {
    if (root === document) document.documentElement.dataset.hydrated = 'true';
    return;
  }
  // Loaded here, not imported above: a page with no island loads no React (issue 16, target 7);
  // server components import this file (ClassesLive), and the registry exists only in the
  // browser build (Vite's import.meta.glob).
  let islands: (typeof import('./islands'))['islands'];
  let createElement: (typeof import('react'))['createElement'];
  let hydrateRoot: (typeof import('react-dom/client'))['hydrateRoot'];
  try {
    [{ islands }, { createElement }, { hydrateRoot }] = await Promise.all([import('./islands'), import('react'), import('react-dom/client')]);
  } catch (error) {
    return reloadAfterChunkFailure(error);
  }
  await Promise.all(
    [...elements].map(async (element) => {
      const name = element.dataset.island ?? '';
      const load = Object.hasOwn(islands, name) ? islands[name] : undefined;
      if (!load) return console.error(`Isla desconocida: ${name}`);
      let Component: ComponentType<never>;
      try {
        Component = (await load()) as ComponentType<never>;
      } catch (error) {
        return reloadAfterChunkFailure(error);
      }
      const props = JSON.parse(element.dataset.props ?? '{}');
      const root = hydrateRoot(element, createElement(Component, props), {
        // The prefix the server rendered the island with (views/Island.tsx): the same ids on both sides.
        identifierPrefix: element.dataset.idPrefix,
        onRecoverableError: (error) => console.error('Hydration', error),
      });
      roots.set(element, root);
      element.dataset.hydrated = 'true';
    }),
  );
  if (root === document) document.documentElement.dataset.hydrated = 'true';
}


/** Unmounts the hydrated islands under `root` before a script replaces its HTML. */
export function unmountIslands(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island][data-hydrated]')) {
    roots.get(element)?.unmount();
    roots.delete(element);
  }
}
