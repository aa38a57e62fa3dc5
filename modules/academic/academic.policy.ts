import type { ActionsOf, PolicyLines } from '../../src/lib/policy';

/** The academic catalogue: read by everyone signed in (selects and autocomplete), managed by admins; prices read by staff only. */
export const academicPolicy = {
  'academic.read': ['admin', 'advisor', 'teacher'],
  'academicSettings.manage': ['admin'],
  // What customers pay and teachers earn: staff only (teachers never see prices)
  'academicPrices.read': ['admin', 'advisor'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof academicPolicy> {}
}
