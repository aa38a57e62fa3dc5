import { defineModule } from '../../src/lib/module';
import { defineMessages, t } from '../../src/lib/intl';
import { seedVouchers } from '../../seeds/vouchers';
import { seedInterests } from '../../seeds/interests';
import { academicModule } from '../academic';
import { placesModule } from '../places';
import { peopleModule } from '../people';
import type { VouchersDeps } from './vouchers.deps';
import { vouchersPolicy } from './vouchers.policy';
import { vouchersMessages } from './vouchers.messages';
import { createVouchersService } from './vouchers.service';
import { createClassesService } from './classes.service';
import { CLASS_CHANGED, createClassEvents, pastAssignedOfDroppedOut, unassignAfterDropOut } from './classes.shared';
import { createTeacherClassesService } from './teacherClasses.service';
import { vouchersRoutes } from './vouchers.routes';
import { voucherFormRoutes } from './vouchers.form.routes';
import { voucherPageRoutes } from './vouchers.detail.routes';
import { voucherDialogRoutes } from './vouchers.dialogs.routes';
import { voucherSettleRoutes } from './vouchers.settle.routes';
import { vouchersSchema } from './vouchers.schema';
import { vouchersResolvers } from './vouchers.resolvers';
import { classesRoutes } from './classes.routes';
import { classesSchema } from './classes.schema';
import { classesResolvers } from './classes.resolvers';
import { teacherClassesRoutes } from './teacherClasses.routes';
import { teacherClassesSchema } from './teacherClasses.schema';
import { teacherClassesResolvers } from './teacherClasses.resolvers';
import { classesMessages } from './classes.messages';
import { interestsMessages } from './interests.messages';
import { createCardPaymentsService } from './cardPayments.service';
import { cardPaymentsRoutes } from './cardPayments.routes';
import { cardPaymentsSchema } from './cardPayments.schema';
import { cardPaymentsResolvers } from './cardPayments.resolvers';
import { createInterestsService } from './interests.service';
import { createTeacherInterestsService } from './teacherInterests.service';
import { interestsRoutes } from './interests.routes';
import { interestsSchema } from './interests.schema';
import { interestsResolvers, TEACHER_INTEREST_ADDED } from './interests.resolvers';
import { teacherInterestsRoutes } from './teacherInterests.routes';

export { moveVoucherMinutes, effectiveStatusSql } from './hours';
export type { ClassEvent } from './classes.shared';
export type { AcademyContact, AcademyIssuer } from './vouchers.service';
export {
  voucherInvoiceFacts,
  type PaymentHandler,
  type VoucherPaymentEvent,
  type VoucherInvoiceFacts,
} from './paymentHooks';
export { PAYMENT_METHODS, CASH_LIMIT_CENTS, offeredPaymentMethods } from './hours';
export { methodLabel, type PaymentMethod } from './vouchers.labels';
export {
  payableClassesQuery,
  payrollClassLines,
  lockClassesForPayment,
  markClassesTeacherPayed,
  onPayableClassChange,
  type PayableClass,
  type PayrollClassLine,
  type PayableClassHandler,
} from './payable';

export function createVouchersServices(deps: VouchersDeps) {
  // Class changes, told to the GraphQL subscription (classChanged) after they commit.
  const classEvents = createClassEvents();
  const vouchers = createVouchersService(deps);
  // Customer interests (leads) accept through the vouchers' own creation; applications are told to the lead's page.
  const interests = createInterestsService(deps, vouchers);
  return {
    vouchers,
    // Card payments record through the vouchers' pay use case (recordPayment).
    cardPayments: createCardPaymentsService(deps, vouchers),
    classes: createClassesService(deps, classEvents),
    teacherClasses: createTeacherClassesService(deps, classEvents),
    interests,
    teacherInterests: createTeacherInterestsService(deps, interests.events),
  };
}

export type VouchersServices = ReturnType<typeof createVouchersServices>;

const menu = defineMessages({
  vouchers: { id: 'menu.vouchers', defaultMessage: 'Bonos' },
  vouchersNonRenewed: { id: 'menu.vouchersNonRenewed', defaultMessage: 'Bonos por renovar' },
  vouchersPendingHours: { id: 'menu.vouchersPendingHours', defaultMessage: 'Bonos con horas pendientes' },
  vouchersLastClass: { id: 'menu.vouchersLastClass', defaultMessage: 'Bonos sin clases recientes' },
  vouchersSettlements: { id: 'menu.vouchersSettlements', defaultMessage: 'Liquidaciones' },
  classes: { id: 'menu.classes', defaultMessage: 'Clases' },
  teacherClasses: { id: 'menu.teacherClasses', defaultMessage: 'Mis clases' },
  claimClass: { id: 'menu.claimClass', defaultMessage: 'Registrar una clase' },
  teacherStudents: { id: 'menu.teacherStudents', defaultMessage: 'Mis alumnos' },
  teacherVouchers: { id: 'menu.teacherVouchers', defaultMessage: 'Mis bonos' },
  customerInterests: { id: 'menu.customerInterests', defaultMessage: 'Intereses de clientes' },
  teacherSearch: { id: 'menu.teacherSearch', defaultMessage: 'Buscar estudiantes' },
  teacherInterests: { id: 'menu.teacherInterests', defaultMessage: 'Mis solicitudes' },
});

// A customer's and a student's pages link to their vouchers and classes.
const links = defineMessages({
  customerVouchers: { id: 'vouchers.links.customerVouchers', defaultMessage: 'Sus bonos' },
  newVoucher: { id: 'vouchers.links.newVoucher', defaultMessage: 'Nuevo bono' },
  customerClasses: { id: 'vouchers.links.customerClasses', defaultMessage: 'Sus clases' },
  studentVouchers: { id: 'vouchers.links.studentVouchers', defaultMessage: 'Sus bonos' },
  studentClasses: { id: 'vouchers.links.studentClasses', defaultMessage: 'Sus clases' },
  customerInterests: { id: 'vouchers.links.customerInterests', defaultMessage: 'Sus intereses' },
});

/**
 * The hours the academy sells and the classes that use them: vouchers (with payments,
 * renewals and settlements), classes (staff pages and the teacher's own), customer interests
 * (leads) and teacher interests (applications). Each area keeps its own service, SDL,
 * resolvers and routes.
 */
export const vouchersModule = defineModule({
  name: 'vouchers',
  dependsOn: [placesModule, academicModule, peopleModule],
  policy: vouchersPolicy,
  menu: [
    { group: 'commercial', position: 40, href: '/vouchers', label: menu.vouchers, action: 'vouchers.view' },
    {
      group: 'commercial',
      position: 50,
      href: '/vouchers/active-non-renewed',
      label: menu.vouchersNonRenewed,
      action: 'vouchers.view',
    },
    {
      group: 'commercial',
      position: 60,
      href: '/vouchers/active-pending-hours',
      label: menu.vouchersPendingHours,
      action: 'vouchers.view',
    },
    {
      group: 'commercial',
      position: 70,
      href: '/vouchers/active-pending-hours-last-class',
      label: menu.vouchersLastClass,
      action: 'vouchers.view',
    },
    {
      group: 'commercial',
      position: 80,
      href: '/vouchers/settlements',
      label: menu.vouchersSettlements,
      action: 'vouchers.view',
    },
    { group: 'academic', position: 20, href: '/classes', label: menu.classes, action: 'classes.view' },
    {
      group: 'mine',
      position: 10,
      href: '/teacher-classes',
      label: menu.teacherClasses,
      action: 'teacherClasses.view',
    },
    { group: 'mine', position: 20, href: '/claim-class', label: menu.claimClass, action: 'teacherClasses.claim' },
    {
      group: 'mine',
      position: 30,
      href: '/teacher-students',
      label: menu.teacherStudents,
      action: 'teacherClasses.view',
    },
    {
      group: 'mine',
      position: 40,
      href: '/teacher-vouchers',
      label: menu.teacherVouchers,
      action: 'teacherClasses.view',
    },
    {
      group: 'commercial',
      position: 10,
      href: '/customer-interests',
      label: menu.customerInterests,
      action: 'customerInterests.view',
    },
    {
      group: 'mine',
      position: 50,
      href: '/teacher-customer-interest-search',
      label: menu.teacherSearch,
      action: 'teacherInterests.search',
    },
    {
      group: 'mine',
      position: 60,
      href: '/teacher-interests',
      label: menu.teacherInterests,
      action: 'teacherInterests.view',
    },
  ],
  autocomplete: {
    // The lists' teacher filters (and the "class of a teacher" dialog): active teachers by name.
    voucherTeachers: ({ vouchers }, actor, q) => vouchers.teacherFilter(actor).suggest(q),
    classTeachers: ({ classes }, actor, q) => classes.teacherFilter(actor).suggest(q),
    classVouchers: async ({ classes }, actor, q) =>
      (await classes.voucherSuggestions(actor, q)).map(({ id, name, detail }) => ({ id, name, detail })),
    // The lead form: a student already on file, with their family as the detail.
    interestStudents: ({ interests }, actor, q) => interests.studentSuggestions(actor, q),
  },
  services: createVouchersServices,
  hooks: ({ places, academicSettings, customers, students, teachers, recordLinks }) => {
    // A district a lead is in is not deleted from under it.
    places.addDependant('districts', {
      table: 'customer_interests',
      column: 'district_id',
      message: interestsMessages.placeUsedByInterests,
    });
    // A customer or student with vouchers (or a student with classes, even deleted ones, kept
    // for the record) cannot be deleted: the refusal says so.
    customers.addDependant({
      table: 'vouchers',
      column: 'customer_id',
      code: 'VOUCHERS_CUSTOMER_HAS_VOUCHERS',
      message: vouchersMessages.customerHasVouchers,
    });
    students.addDependant({
      table: 'vouchers',
      column: 'student_id',
      code: 'VOUCHERS_STUDENT_HAS_VOUCHERS',
      message: vouchersMessages.studentHasVouchers,
    });
    students.addDependant({
      table: 'classes',
      column: 'student_id',
      code: 'CLASSES_STUDENT_HAS_CLASSES',
      message: classesMessages.studentHasClasses,
    });
    // Nor one a lead names: the lead is the family's history with the academy.
    customers.addDependant({
      table: 'customer_interests',
      column: 'customer_id',
      code: 'INTERESTS_CUSTOMER_HAS_INTERESTS',
      message: interestsMessages.customerHasInterests,
    });
    students.addDependant({
      table: 'customer_interests',
      column: 'student_id',
      code: 'INTERESTS_STUDENT_HAS_INTERESTS',
      message: interestsMessages.studentHasInterests,
    });
    // Nor can the catalogue records vouchers and classes point at.
    academicSettings.addDependant('courses', {
      table: 'vouchers',
      column: 'course_id',
      message: vouchersMessages.usedByVouchers,
    });
    academicSettings.addDependant('subjects', {
      table: 'vouchers',
      column: 'subject_id',
      message: vouchersMessages.usedByVouchers,
    });
    academicSettings.addDependant('subjects', {
      table: 'classes',
      column: 'subject_id',
      message: vouchersMessages.usedByClasses,
    });
    // Nor those a lead's rows name (subject + course): before, the delete went through the check
    // and stopped on the foreign key, an error page instead of the reason.
    academicSettings.addDependant('subjects', {
      table: 'interests',
      column: 'subject_id',
      message: interestsMessages.academicUsedByInterests,
    });
    academicSettings.addDependant('courses', {
      table: 'interests',
      column: 'course_id',
      message: interestsMessages.academicUsedByInterests,
    });
    academicSettings.addDependant('prices', {
      table: 'vouchers',
      column: 'price_id',
      message: vouchersMessages.usedByVouchers,
    });
    // A teacher's drop-out sends their assigned classes from that day on back to pending.
    // The flash of the drop-out says how many, so that staff give them another teacher.
    teachers.onDropOut('classes', async (trx, { teacherId, dropOutDate }) => {
      const unassigned = await unassignAfterDropOut(trx, teacherId, dropOutDate);
      return unassigned.length ? t(classesMessages.unassignedOnDropOut, { count: unassigned.length }) : undefined;
    });
    // Its classes already past and never marked given stay assigned; out from today, the teacher
    // can no longer mark them, and staff validate only given or registered classes: said, with the way out.
    teachers.onDropOut('classesNotGiven', async (trx, { teacherId, dropOutDate }) => {
      const count = await pastAssignedOfDroppedOut(trx, teacherId, dropOutDate);
      return count ? t(classesMessages.notGivenOnDropOut, { count }) : undefined;
    });
    recordLinks.add('customer', {
      label: links.customerVouchers,
      href: (id) => `/vouchers?customer=${id}`,
      action: 'vouchers.view',
    });
    recordLinks.add('customer', {
      label: links.customerClasses,
      href: (id) => `/classes?customer=${id}`,
      action: 'classes.view',
    });
    recordLinks.add('customer', {
      label: links.newVoucher,
      href: (id) => `/vouchers/new?customerId=${id}`,
      action: 'vouchers.manage',
    });
    recordLinks.add('student', {
      label: links.studentVouchers,
      href: (id) => `/vouchers?student=${id}`,
      action: 'vouchers.view',
    });
    recordLinks.add('student', {
      label: links.studentClasses,
      href: (id) => `/classes?student=${id}`,
      action: 'classes.view',
    });
    recordLinks.add('student', {
      label: links.newVoucher,
      href: (id) => `/vouchers/new?studentId=${id}`,
      action: 'vouchers.manage',
    });
    recordLinks.add('customer', {
      label: links.customerInterests,
      href: (id) => `/customer-interests?customer=${id}&status=all`,
      action: 'customerInterests.view',
    });
    recordLinks.add('student', {
      label: links.customerInterests,
      href: (id) => `/customer-interests?student=${id}&status=all`,
      action: 'customerInterests.view',
    });
  },
  areas: (services) => [
    { schema: vouchersSchema, resolvers: vouchersResolvers(services), routes: vouchersRoutes },
    // The vouchers' pages by use case: the form, a voucher's page, its dialogs, the settlement.
    { schema: '', resolvers: {}, routes: voucherFormRoutes },
    { schema: '', resolvers: {}, routes: voucherPageRoutes },
    { schema: '', resolvers: {}, routes: voucherDialogRoutes },
    { schema: '', resolvers: {}, routes: voucherSettleRoutes },
    { schema: classesSchema, resolvers: classesResolvers(services), routes: classesRoutes },
    { schema: teacherClassesSchema, resolvers: teacherClassesResolvers(services), routes: teacherClassesRoutes },
    { schema: cardPaymentsSchema, resolvers: cardPaymentsResolvers(services), routes: cardPaymentsRoutes },
    { schema: interestsSchema, resolvers: interestsResolvers(services), routes: interestsRoutes },
    { schema: '', resolvers: {}, routes: teacherInterestsRoutes },
  ],
  plugin: (app, services) => {
    // Class changes go out to the subscribers of classChanged (through the shared emitter when REDIS_URL is set).
    const stop = services.classes.events.on((event) => {
      void app.graphql.pubsub.publish({ topic: CLASS_CHANGED, payload: { classChanged: event } });
    });
    // New applications go out to the subscribers of teacherInterestAdded (the lead's page).
    const stopInterests = services.interests.events.on((event) => {
      void app.graphql.pubsub.publish({ topic: TEACHER_INTEREST_ADDED, payload: { teacherInterestAdded: event } });
    });
    app.addHook('onClose', async () => {
      stop();
      stopInterests();
    });
  },
  todo: ({ vouchers, classes, teacherClasses, interests, teacherInterests }) => [
    (actor) => vouchers.todo(actor),
    (actor) => classes.todo(actor),
    (actor) => teacherClasses.todo(actor),
    (actor) => interests.todo(actor),
    (actor) => teacherInterests.todo(actor),
  ],
  seed: async ({ db }) => {
    await seedVouchers(db);
    await seedInterests(db);
  },
});
