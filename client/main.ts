import './styles.css';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands, type IslandName } from './islands';
import { startProgressOnNavigation } from './progress';
import { watchNetwork } from './network';
import { guardUnsavedForms } from './guard';
import { enhanceTableFilters } from './tables';

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

async function hydrateIslands() {
  const elements = document.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    [...elements].map(async (element) => {
      const name = element.dataset.island as IslandName;
      const load = islands[name];
      if (!load) return console.error(`Isla desconocida: ${name}`);
      let Component: ComponentType<never>;
      try {
        Component = (await load()) as ComponentType<never>;
      } catch (error) {
        return reloadAfterChunkFailure(error);
      }
      const props = JSON.parse(element.dataset.props ?? '{}');
      hydrateRoot(element, createElement(Component, props), {
        onRecoverableError: (error) => console.error('Hydration', error),
      });
      element.dataset.hydrated = 'true';
    }),
  );
  document.documentElement.dataset.hydrated = 'true';
}

/** A form that comes back with errors puts the cursor on the first field to fix (not on its first field). */
function focusFirstError() {
  const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
  if (invalid && document.querySelector('main .form-errors')) invalid.focus();
}

startProgressOnNavigation();
watchNetwork();
guardUnsavedForms();
enhanceTableFilters();
void hydrateIslands().then(focusFirstError);
