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
  // An island the server wrote as plain fields (a list's autocomplete filter) is mounted when first focused.
  for (const element of root.querySelectorAll<HTMLElement>('[data-island][data-mount="focus"]:not([data-hydrated])'))
    mountOnFocus(element);
  const elements = root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated]):not([data-mount])');
  if (elements.length === 0) {
    if (root === document) document.documentElement.dataset.hydrated = 'true';
    return;
  }
  const loaded = await loadReact();
  if (!loaded) return;
  const { createElement, hydrateRoot } = loaded;
  await Promise.all(
    [...elements].map(async (element) => {
      const Component = await componentOf(loaded.islands, element);
      if (!Component) return;
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

/**
 * React and the islands' registry. Loaded here, not imported above: a page with no island loads
 * no React (issue 16, target 7); server components import this file (ClassesLive), and the
 * registry exists only in the browser build (Vite's import.meta.glob).
 */
async function loadReact() {
  try {
    const [{ islands }, { createElement }, { hydrateRoot, createRoot }, { flushSync }] = await Promise.all([
      import('./islands'),
      import('react'),
      import('react-dom/client'),
      import('react-dom'),
    ]);
    return { islands, createElement, hydrateRoot, createRoot, flushSync };
  } catch (error) {
    reloadAfterChunkFailure(error);
    return undefined;
  }
}

/** The component of an island element, from its own chunk. */
async function componentOf(
  islands: (typeof import('./islands'))['islands'],
  element: HTMLElement,
): Promise<ComponentType<never> | undefined> {
  const name = element.dataset.island ?? '';
  const load = Object.hasOwn(islands, name) ? islands[name] : undefined;
  if (!load) {
    console.error(`Isla desconocida: ${name}`);
    return undefined;
  }
  try {
    return (await load()) as ComponentType<never>;
  } catch (error) {
    reloadAfterChunkFailure(error);
    return undefined;
  }
}

/**
 * Mounts an island written by the server as plain fields (no React render on the server, no
 * chunk until it is used) the first time it takes the focus: its component replaces the
 * fields, keeps what was typed in them, and takes the focus back.
 */
function mountOnFocus(element: HTMLElement) {
  const mount = async () => {
    element.removeEventListener('focusin', mount);
    element.dataset.hydrated = 'true';
    const loaded = await loadReact();
    const Component = loaded && (await componentOf(loaded.islands, element));
    if (!loaded || !Component) return;
    const props = JSON.parse(element.dataset.props ?? '{}');
    const typed = element.querySelector<HTMLInputElement>('input:not([type=hidden])');
    const focused = typed !== null && document.activeElement === typed;
    if (typed && typed.value !== (props.text ?? '')) Object.assign(props, { text: typed.value, value: null });
    const root = loaded.createRoot(element, { identifierPrefix: element.dataset.idPrefix });
    loaded.flushSync(() => root.render(loaded.createElement(Component, props)));
    roots.set(element, root);
    const input = element.querySelector<HTMLInputElement>('input:not([type=hidden])');
    if (focused && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  };
  element.addEventListener('focusin', mount);
}

/** Unmounts the hydrated islands under `root` before a script replaces its HTML. */
export function unmountIslands(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island][data-hydrated]')) {
    roots.get(element)?.unmount();
    roots.delete(element);
  }
}

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Per replaced element, the swap waiting for an open dialog to close. */
const waiting = new Map<Element, MutationObserver>();

/**
 * Puts fresh server HTML in `element` (a live update): its islands unmounted first, the new ones
 * hydrated. Never while a dialog is open: its island may be among those replaced, which would close
 * it in the user's hands; the swap then waits until no dialog is open, keeping only the latest HTML.
 * `replaced` runs once the new HTML is in.
 */
export function replaceIslandsHtml(element: Element, html: string, replaced?: () => void) {
  waiting.get(element)?.disconnect();
  waiting.delete(element);
  const apply = () => {
    unmountIslands(element);
    element.innerHTML = html;
    void hydrateIslands(element);
    replaced?.();
  };
  if (!document.querySelector(OPEN_DIALOG)) return apply();
  const observer = new MutationObserver(() => {
    if (document.querySelector(OPEN_DIALOG)) return;
    observer.disconnect();
    waiting.delete(element);
    if (element.isConnected) apply();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  waiting.set(element, observer);
}
