import { createContext, useContext } from 'react';
import type { Actor } from '../src/lib/policy';
import type { MenuGroup } from './layouts/menu';

/** What every server-rendered component may know about the request it renders for. */
export interface PageContextValue {
  actor: Actor | null;
  /** Path and query of the current page, e.g. `/places-settings?tab=provinces`. */
  url: string;
  csrfToken: string;
  nonce: string;
  flash?: { kind: 'success' | 'error'; text: string };
  requestId: string;
  /** The side menu the modules declared (buildApp collects it), before filtering by role. */
  menu?: MenuGroup[];
  /** The academy's own name for a public page, when the page knows it (PageOptions.brand). */
  brand?: string;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage outside a page render');
  return value;
}
