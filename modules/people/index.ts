import { defineModule } from '../../src/lib/module';
import { defineMessages } from '../../src/lib/intl';
import { seedPeople } from '../../seeds/people';
import { academicModule } from '../academic';
import { placesModule } from '../places';
import type { PeopleDeps } from './people.deps';
import { peoplePolicy } from './people.policy';
import { peopleMessages } from './people.messages';
import { hashPassword } from './auth.service';
import { createRecordLinks } from './recordLinks';
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
import { teacherSettingsRoutes } from './teachers.self.routes';
import { teacherApplicationRoutes } from './teachers.apply.routes';
import { teachersSchema } from './teachers.schema';
import { teachersResolvers } from './teachers.resolvers';
import { teacherRecordsRoutes } from './teacherRecords.routes';
import { teacherRecordsSchema } from './teacherRecords.schema';
import { teacherRecordsResolvers } from './teacherRecords.resolvers';

export { hashPassword, type AuthService } from './auth.service';
export { courseGroups } from './pages/StudentsList';
export { adminInput, createAdmin, firstAdmin } from './admin';
export { User } from './people.model';
export { customerOf, customerName } from './customers.service';
export { customerInvoiceData, type CustomerInvoiceData } from './invoiceData';
export { activeTeacherSql, customerNameSql, studentNameSql, teacherLeftOnSql, userNameSql } from './people.sql';
export type { RecordLink, LinkedRecord } from './recordLinks';
export type { DropOutHandler } from './teachers.service';
// For customer interests (vouchers): a new family created in the lead's transaction, and the weekly slots' rules and widget.
export { createFamilyIn } from './family';
export { parseWeeklySlots, weekdayName, type WeeklySlot, type RawSlot } from './teacherRecords.service';
export { weeklySlotsProps, slotLabels, slotValues, AvailabilitySummary } from './pages/Availability';
export { CUSTOMER_SOURCES, sourceLabel } from './customers.service';
export { teacherPayees, type TeacherPayee } from './payees';

export function createPeopleServices({ db, config, mailer, academic, places }: Omit<PeopleDeps, 'auth'>) {
  const auth = createAuthService({ db });
  const deps = { db, config, mailer, academic, places, auth };
  return {
    auth,
    staff: createStaffService(deps),
    account: createAccountService(deps),
    customers: createCustomersService(deps),
    students: createStudentsService(deps),
    teachers: createTeachersService(deps),
    teacherRecords: createTeacherRecordsService(deps),
    /** Links higher modules put on a customer's and a student's page (their hooks add them). */
    recordLinks: createRecordLinks(),
  };
}

export type PeopleServices = ReturnType<typeof createPeopleServices>;

const menu = defineMessages({
  customers: { id: 'menu.customers', defaultMessage: 'Clientes' },
  students: { id: 'menu.students', defaultMessage: 'Alumnos' },
  teachers: { id: 'menu.teachers', defaultMessage: 'Profesores' },
  teacherSettings: { id: 'menu.teacherSettings', defaultMessage: 'Mis datos' },
  teacherStudies: { id: 'menu.teacherStudies', defaultMessage: 'Mis estudios' },
  teacherSubjects: { id: 'menu.teacherSubjects', defaultMessage: 'Mis asignaturas' },
  teacherFiles: { id: 'menu.teacherFiles', defaultMessage: 'Mis documentos' },
  teacherAvailability: { id: 'menu.teacherAvailability', defaultMessage: 'Mi disponibilidad' },
  admins: { id: 'menu.admins', defaultMessage: 'Administradores' },
  advisors: { id: 'menu.advisors', defaultMessage: 'Asesoras' },
  accountants: { id: 'menu.accountants', defaultMessage: 'Gestoría' },
  outbox: { id: 'menu.outbox', defaultMessage: 'Correo enviado' },
});

/**
 * Users and sessions, staff accounts and password flows, teachers and their records,
 * customers and students. Each area keeps its own service, SDL, resolvers and routes.
 */
export const peopleModule = defineModule({
  name: 'people',
  dependsOn: [placesModule, academicModule],
  policy: peoplePolicy,
  menu: [
    { group: 'commercial', position: 20, href: '/customers', label: menu.customers, action: 'customers.view' },
    { group: 'commercial', position: 30, href: '/students', label: menu.students, action: 'students.view' },
    { group: 'academic', position: 10, href: '/teachers', label: menu.teachers, action: 'teachers.view' },
    {
      group: 'profile',
      position: 10,
      href: '/teacher-settings',
      label: menu.teacherSettings,
      action: 'teacherSelf.view',
    },
    {
      group: 'profile',
      position: 20,
      href: '/teacher-studies',
      label: menu.teacherStudies,
      action: 'teacherSelf.view',
    },
    {
      group: 'profile',
      position: 30,
      href: '/teacher-subjects',
      label: menu.teacherSubjects,
      action: 'teacherSelf.view',
    },
    { group: 'profile', position: 40, href: '/teacher-files', label: menu.teacherFiles, action: 'teacherSelf.view' },
    {
      group: 'profile',
      position: 50,
      href: '/teacher-availability',
      label: menu.teacherAvailability,
      action: 'teacherSelf.view',
    },
    { group: 'settings', position: 10, href: '/admins', label: menu.admins, action: 'staff.manage' },
    { group: 'settings', position: 20, href: '/advisors', label: menu.advisors, action: 'staff.manage' },
    { group: 'settings', position: 25, href: '/accountants', label: menu.accountants, action: 'staff.manage' },
    { group: 'settings', position: 60, href: '/outbox', label: menu.outbox, action: 'outbox.read' },
  ],
  autocomplete: {
    customers: ({ customers }, actor, q) => customers.suggest(actor, q, 10),
  },
  services: createPeopleServices,
  todo: ({ staff, teachers }) => [
    (actor) => staff.setupTodo(actor),
    (actor) => teachers.candidatesTodo(actor),
    (actor) => teachers.profileTodo(actor),
  ],
  hooks: ({ academicSettings, places }) => {
    // Nor the places people's tables point at (a customer's district, a teacher's municipality).
    places.addDependant('municipalities', {
      table: 'teachers',
      column: 'municipality_id',
      message: peopleMessages.placeUsedByTeachers,
    });
    places.addDependant('municipalities', {
      table: 'customers',
      column: 'municipality_id',
      message: peopleMessages.placeUsedByCustomers,
    });
    places.addDependant('municipalities', {
      table: 'customers',
      column: 'invoice_municipality_id',
      message: peopleMessages.placeUsedByInvoiceData,
    });
    places.addDependant('districts', {
      table: 'customers',
      column: 'district_id',
      message: peopleMessages.placeUsedByCustomers,
    });
    places.addDependant('districts', {
      table: 'teacher_districts',
      column: 'district_id',
      message: peopleMessages.placeUsedByTeacherDistricts,
    });
    // The catalogue records people's tables point at cannot be deleted while they do.
    academicSettings.addDependant('levels', {
      table: 'teacher_subjects',
      column: 'level_id',
      message: peopleMessages.usedByTeacherSubjects,
    });
    academicSettings.addDependant('courses', {
      table: 'students',
      column: 'course_id',
      message: peopleMessages.usedByStudents,
    });
    academicSettings.addDependant('subjects', {
      table: 'teacher_subjects',
      column: 'subject_id',
      message: peopleMessages.usedByTeacherSubjects,
    });
    academicSettings.addDependant('studies', {
      table: 'teacher_studies',
      column: 'study_id',
      message: peopleMessages.usedByTeacherStudies,
    });
  },
  areas: (services) => [
    { schema: peopleSchema, resolvers: peopleResolvers(services), routes: peopleRoutes },
    { schema: staffSchema, resolvers: staffResolvers(services), routes: staffRoutes },
    { schema: accountSchema, resolvers: accountResolvers(services), routes: accountRoutes },
    { schema: customersSchema, resolvers: customersResolvers(services), routes: customersRoutes },
    { schema: studentsSchema, resolvers: studentsResolvers(services), routes: studentsRoutes },
    { schema: teachersSchema, resolvers: teachersResolvers(services), routes: teachersRoutes },
    { schema: '', resolvers: {}, routes: teacherSettingsRoutes },
    { schema: '', resolvers: {}, routes: teacherApplicationRoutes },
    { schema: teacherRecordsSchema, resolvers: teacherRecordsResolvers(services), routes: teacherRecordsRoutes },
  ],
  plugin: (app, services) => {
    // Reset mails still on their way are finished before the database closes.
    app.addHook('onClose', () => services.account.idle());
  },
  seed: async ({ db, demo }) => {
    // The demo accounts (one per role, printed when the server starts), then the academy's people.
    const passwordHash = await hashPassword(demo.password);
    await db('users').insert(demo.accounts.map((a) => ({ ...a, passwordHash })));
    await seedPeople(db, passwordHash);
  },
});
