import { defineModule, type PlatformDeps } from '../../src/lib/module';
import { defineMessages } from '../../src/lib/intl';
import { seedAcademic } from '../../seeds/academic';
import { createAcademicService } from './academic.service';
import { academicSchema } from './academic.schema';
import { academicResolvers } from './academic.resolvers';
import { createAcademicSettingsService } from './settings.service';
import { settingsSchema } from './settings.schema';
import { settingsResolvers } from './settings.resolvers';
import { settingsRoutes } from './settings.routes';
import { academicPolicy } from './academic.policy';

export type { AcademicService, Option, CourseOption, AppliedPrice } from './academic.service';
export type { AcademicSettingsService } from './settings.service';
export type { AcademicKind } from './settings.entities';

export function createAcademicServices(deps: Pick<PlatformDeps, 'db'>) {
  const academic = createAcademicService(deps);
  return { academic, academicSettings: createAcademicSettingsService({ ...deps, academic }) };
}

export type AcademicServices = ReturnType<typeof createAcademicServices>;

const menu = defineMessages({
  academicSettings: { id: 'menu.academicSettings', defaultMessage: 'Ajustes académicos' },
});

/**
 * Levels, courses, subjects, studies and prices: the catalogue teachers, students and vouchers
 * point at (read side), and its settings pages and GraphQL for admins.
 */
export const academicModule = defineModule({
  name: 'academic',
  dependsOn: [],
  policy: academicPolicy,
  menu: [
    {
      group: 'settings',
      position: 30,
      href: '/academic-settings',
      label: menu.academicSettings,
      action: 'academicSettings.manage',
    },
  ],
  services: createAcademicServices,
  areas: (services) => [
    { schema: academicSchema, resolvers: academicResolvers(services) },
    { schema: settingsSchema, resolvers: settingsResolvers(services), routes: settingsRoutes },
  ],
  todo: ({ academicSettings }) => [(actor) => academicSettings.setupTodo(actor)],
  seed: ({ db }) => seedAcademic(db),
});
