import type { Db } from '../../src/db/knex';
import { defineModule } from '../../src/lib/module';
import { defineMessages } from '../../src/lib/intl';
import { academicModule, type AcademicService } from '../academic';
import { peopleModule } from '../people';
import { onPayableClassChange, vouchersModule } from '../vouchers';
import { invoicesModule, type InvoicesServices } from '../invoices';
import { payrollsPolicy } from './payrolls.policy';
import { classGuard, createPayrollsService } from './payrolls.service';
import { createIrpfService } from './payrolls.irpf';
import { payrollsMessages as m } from './payrolls.messages';
import { payrollsSchema } from './payrolls.schema';
import { payrollsResolvers } from './payrolls.resolvers';
import { payrollsRoutes } from './payrolls.routes';
import { seedPayrolls } from './payrolls.demo';
import { createHistoryPayrollsService } from './history.service';
import { createWithholdingsService } from './withholdings';
import { payrollHistorySchema } from './history.schema';
import { payrollHistoryResolvers } from './history.resolvers';
import { payrollHistoryRoutes } from './history.routes';
import { seedHistoryPayrolls } from './history.seed';
import type { Academy } from './payrolls.pdf';

export { registerPayrollsCommands } from './payrolls.cli';
export { registerHistoryPayrollsCommand } from './history.cli';
export type { PayrollsService, GenerationResult } from './payrolls.service';

export function createPayrollsServices(deps: {
  db: Db;
  academic: AcademicService;
  fiscal: InvoicesServices['fiscal'];
  /** ACADEMY_NAME: who pays on a payslip until the invoices' issuer is filled in. */
  academyName: string;
}) {
  return {
    payrolls: createPayrollsService(deps),
    payrollIrpf: createIrpfService(deps),
    payrollHistory: createHistoryPayrollsService(deps),
    withholdings: createWithholdingsService(deps),
    /**
     * Who pays, on every payslip: the academy's fiscal identity (its invoices' issuer). Until an
     * admin fills it in, the academy's name alone: a payslip never shows a NIF or an address
     * nobody gave.
     */
    payrollEmployer: {
      get: async (): Promise<Academy> =>
        (await deps.fiscal.employer()) ?? { name: deps.academyName, nif: '', address: '' },
    },
  };
}

export type PayrollsServices = ReturnType<typeof createPayrollsServices>;

const menu = defineMessages({
  payrolls: { id: 'menu.payrolls', defaultMessage: 'Nóminas' },
  teacherPayrolls: { id: 'menu.teacherPayrolls', defaultMessage: 'Mis nóminas' },
  historyPayrolls: { id: 'menu.historyPayrolls', defaultMessage: 'Histórico de nóminas' },
});

/**
 * Teacher payrolls, the top floor: generation (dialog, page and CLI), the list, pay and
 * discard, the teacher's own and their PDF, each teacher's IRPF. Reads vouchers' classes,
 * people's teachers and academic's prices through their index.ts.
 */
export const payrollsModule = defineModule({
  name: 'payrolls',
  dependsOn: [academicModule, peopleModule, vouchersModule, invoicesModule],
  policy: payrollsPolicy,
  menu: [
    { group: 'billing', position: 20, href: '/teacher-payrolls', label: menu.payrolls, action: 'payrolls.view' },
    {
      group: 'billing',
      position: 40,
      href: '/history-payrolls',
      label: menu.historyPayrolls,
      action: 'payrollHistory.view',
    },
    { group: 'mine', position: 70, href: '/teacher-payrolls', label: menu.teacherPayrolls, action: 'payrolls.own' },
  ],
  services: ({ db, academic, fiscal, config }) =>
    createPayrollsServices({ db, academic, fiscal, academyName: config.academyName }),
  autocomplete: {
    // The list's teacher filter: teachers who have payrolls, by name.
    payrollTeachers: ({ payrolls }, actor, q) => payrolls.teacherFilter(actor).suggest(q),
  },
  hooks: ({ recordLinks }) => {
    // A validated class in a paid payroll cannot be deleted nor its payment discarded; one in a pending payroll leaves it.
    onPayableClassChange('payrolls', classGuard);
    recordLinks.add('teacher', { label: m.irpfLink, href: (id) => `/teachers/${id}/irpf`, action: 'payrolls.view' });
    recordLinks.add('teacher', {
      label: m.teacherPayrolls,
      href: (id) => `/teacher-payrolls?teacher=${id}`,
      action: 'payrolls.view',
    });
  },
  areas: (services) => [
    { schema: payrollsSchema, resolvers: payrollsResolvers(services), routes: payrollsRoutes },
    { schema: payrollHistorySchema, resolvers: payrollHistoryResolvers(services), routes: payrollHistoryRoutes },
  ],
  todo: ({ payrolls, withholdings }) => [(actor) => payrolls.todo(actor), (actor) => withholdings.todo(actor)],
  seed: async ({ db }) => {
    await seedHistoryPayrolls(db);
    await seedPayrolls(db);
  },
});
