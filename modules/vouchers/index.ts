import fp from 'fastify-plugin';
import { registerAreas } from '../../src/plugins/areas';
import { addRecordLink, addStudentDependant, onTeacherDropOut } from '../people';
import { defineMessages } from '../../src/lib/intl';
import type { VouchersDeps } from './vouchers.deps';
import { createVouchersService } from './vouchers.service';
import { CLASS_CHANGED, createClassEvents, createClassesService, unassignAfterDropOut } from './classes.service';
import { createTeacherClassesService } from './teacherClasses.service';
import { vouchersRoutes } from './vouchers.routes';
import { vouchersSchema } from './vouchers.schema';
import { vouchersResolvers } from './vouchers.resolvers';
import { classesRoutes } from './classes.routes';
import { classesSchema } from './classes.schema';
import { classesResolvers } from './classes.resolvers';
import { teacherClassesRoutes } from './teacherClasses.routes';
import { teacherClassesSchema } from './teacherClasses.schema';
import { teacherClassesResolvers } from './teacherClasses.resolvers';
import { classesMessages } from './classes.messages';

export { moveVoucherMinutes, effectiveStatusSql } from './hours';
export type { ClassEvent } from './classes.service';

// A teacher's drop-out sends their assigned classes from that day on back to pending.
onTeacherDropOut('classes', (trx, { teacherId, dropOutDate }) => unassignAfterDropOut(trx, teacherId, dropOutDate));
// A student with classes (even deleted ones, kept for the record) cannot be deleted.
addStudentDependant({ table: 'classes', column: 'student_id', code: 'CLASSES_STUDENT_HAS_CLASSES', message: classesMessages.studentHasClasses });

// A customer's and a student's pages link to their vouchers and classes.
const links = defineMessages({
  customerVouchers: { id: 'vouchers.links.customerVouchers', defaultMessage: 'Sus bonos' },
  newVoucher: { id: 'vouchers.links.newVoucher', defaultMessage: 'Nuevo bono' },
  customerClasses: { id: 'vouchers.links.customerClasses', defaultMessage: 'Sus clases' },
  studentVouchers: { id: 'vouchers.links.studentVouchers', defaultMessage: 'Sus bonos' },
  studentClasses: { id: 'vouchers.links.studentClasses', defaultMessage: 'Sus clases' },
});
addRecordLink('customer', { label: links.customerVouchers, href: (id) => `/vouchers?customer=${id}`, action: 'vouchers.view' });
addRecordLink('customer', { label: links.customerClasses, href: (id) => `/classes?customer=${id}`, action: 'classes.view' });
addRecordLink('customer', { label: links.newVoucher, href: (id) => `/vouchers/new?customerId=${id}`, action: 'vouchers.manage' });
addRecordLink('student', { label: links.studentVouchers, href: (id) => `/vouchers?student=${id}`, action: 'vouchers.view' });
addRecordLink('student', { label: links.studentClasses, href: (id) => `/classes?student=${id}`, action: 'classes.view' });
addRecordLink('student', { label: links.newVoucher, href: (id) => `/vouchers/new?studentId=${id}`, action: 'vouchers.manage' });

export function createVouchersServices(deps: VouchersDeps) {
  // Class changes, told to the GraphQL subscription (classChanged) after they commit.
  const classEvents = createClassEvents();
  return {
    vouchers: createVouchersService(deps),
    classes: createClassesService(deps, classEvents),
    teacherClasses: createTeacherClassesService(deps, classEvents),
  };
}

export type VouchersServices = ReturnType<typeof createVouchersServices>;

/**
 * The hours the academy sells and the classes that use them: vouchers (with payments,
 * renewals and settlements) and classes (staff pages and the teacher's own). Customer
 * interests join later. Each area keeps its own service, SDL, resolvers and routes.
 */
export const vouchersPlugin = fp(
  async (app, services: VouchersServices) => {
    await registerAreas<VouchersServices>(app, services, [
      { schema: vouchersSchema, resolvers: vouchersResolvers(services), routes: vouchersRoutes },
      { schema: classesSchema, resolvers: classesResolvers(services), routes: classesRoutes },
      { schema: teacherClassesSchema, resolvers: teacherClassesResolvers(services), routes: teacherClassesRoutes },
    ]);
    // Class changes go out to the subscribers of classChanged (through the shared emitter when REDIS_URL is set).
    const stop = services.classes.events.on((event) => {
      void app.graphql.pubsub.publish({ topic: CLASS_CHANGED, payload: { classChanged: event } });
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'vouchers', dependencies: ['graphql', 'ssr', 'places', 'academic', 'people'] },
);
