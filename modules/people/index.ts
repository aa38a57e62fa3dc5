import fp from 'fastify-plugin';
import { registerAreas } from '../../src/plugins/areas';
import type { Db } from '../../src/db/knex';
import type { Config } from '../../src/config';
import type { Mailer } from '../../src/lib/mail';
import type { AcademicServices } from '../academic';
import { createAuthService } from './auth.service';
import { createStaffService } from './staff.service';
import { createAccountService } from './account.service';
import { createCustomersService } from './customers.service';
import { createStudentsService } from './students.service';
import { createTeachersService } from './teachers.service';
import { createTeacherRecordsService } from './teacherRecords.service';
import { peopleRoutes } from './people.routes';
import { peopleSchema } from './people.schema';
import { peopleResolvers } from './people.resolvers';
import { staffRoutes } from './staff.routes';
import { staffSchema } from './staff.schema';
import { staffResolvers } from './staff.resolvers';
import { accountRoutes } from './account.routes';
import { accountSchema } from './account.schema';
import { accountResolvers } from './account.resolvers';
import { customersRoutes } from './customers.routes';
import { customersSchema } from './customers.schema';
import { customersResolvers } from './customers.resolvers';
import { studentsRoutes } from './students.routes';
import { studentsSchema } from './students.schema';
import { studentsResolvers } from './students.resolvers';
import { teachersRoutes } from './teachers.routes';
import { teachersSchema } from './teachers.schema';
import { teachersResolvers } from './teachers.resolvers';
import { teacherRecordsRoutes } from './teacherRecords.routes';
import { teacherRecordsSchema } from './teacherRecords.schema';
import { teacherRecordsResolvers } from './teacherRecords.resolvers';

export { hashPassword, type AuthService } from './auth.service';
export { User } from './people.model';
export { addCustomerDependant, customerOf, type Dependant } from './customers.service';
export { addStudentDependant } from './students.service';
export { addRecordLink, type RecordLink } from './recordLinks';
export { onTeacherDropOut, type DropOutHandler } from './teachers.service';

export function createPeopleServices({ db, config, mailer, academic }: { db: Db; config: Config; mailer: Mailer; academic: AcademicServices['academic'] }) {
  const auth = createAuthService({ db });
  const deps = { db, config, mailer, academic, auth };
  return {
    auth,
    staff: createStaffService(deps),
    account: createAccountService(deps),
    customers: createCustomersService(deps),
    students: createStudentsService(deps),
    teachers: createTeachersService(deps),
    teacherRecords: createTeacherRecordsService(deps),
  };
}

export type PeopleServices = ReturnType<typeof createPeopleServices>;

/**
 * Users and sessions, staff accounts and password flows, teachers and their records,
 * customers and students. Each area keeps its own service, SDL, resolvers and routes.
 */
export const peoplePlugin = fp(
  async (app, services: PeopleServices) => {
    // Reset mails still on their way are finished before the database closes.
    app.addHook('onClose', () => services.account.idle());
    await registerAreas<PeopleServices>(app, services, [
      { schema: peopleSchema, resolvers: peopleResolvers(services), routes: peopleRoutes },
      { schema: staffSchema, resolvers: staffResolvers(services), routes: staffRoutes },
      { schema: accountSchema, resolvers: accountResolvers(services), routes: accountRoutes },
      { schema: customersSchema, resolvers: customersResolvers(services), routes: customersRoutes },
      { schema: studentsSchema, resolvers: studentsResolvers(services), routes: studentsRoutes },
      { schema: teachersSchema, resolvers: teachersResolvers(services), routes: teachersRoutes },
      { schema: teacherRecordsSchema, resolvers: teacherRecordsResolvers(services), routes: teacherRecordsRoutes },
    ]);
  },
  { name: 'people', dependencies: ['graphql', 'ssr', 'places', 'academic'] },
);
