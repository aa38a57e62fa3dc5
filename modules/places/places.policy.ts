import type { ActionsOf, PolicyLines } from '../../src/lib/policy';

/** Places: read by everyone signed in (autocomplete in every form), managed by admins. */
export const placesPolicy = {
  'places.read': ['admin', 'advisor', 'teacher'],
  'places.manage': ['admin'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof placesPolicy> {}
}
