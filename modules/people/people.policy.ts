import type { ActionsOf, PolicyLines } from '../../src/lib/policy';

/** Accounts, staff, teachers and their records, customers and students. */
export const peoplePolicy = {
  // Mail outbox (when no SMTP server is configured)
  'outbox.read': ['admin'],
  // Own account
  'account.password': ['admin', 'advisor', 'teacher', 'accountant'],
  // Staff accounts (admins and advisors) and setting another user's password
  'staff.manage': ['admin'],
  'users.setPassword': ['admin'],
  // Advisors listed as a customer's advisor (choices in forms and filters)
  'advisors.read': ['admin', 'advisor'],
  // Teachers as staff see them: the list, profiles, drop-out, preferred districts
  'teachers.view': ['admin', 'advisor'],
  'teachers.manage': ['admin', 'advisor'],
  // A teacher's records (studies, subjects, files, availability, districts): staff reach
  // every teacher's, a teacher only their own (checked by the service after this gate)
  'teacherRecords.read': ['admin', 'advisor', 'teacher'],
  'teacherRecords.manage': ['admin', 'advisor', 'teacher'],
  // The teacher's own pages
  'teacherSelf.view': ['teacher'],
  'teacherSelf.edit': ['teacher'],
  // Customers and their students (a teacher never sees a customer's NIF, IBAN or invoices)
  'customers.view': ['admin', 'advisor'],
  'customers.manage': ['admin', 'advisor'],
  // A customer's NIF and IBAN (and invoice NIF): staff only, whatever query reaches the customer
  'customers.fiscal': ['admin', 'advisor'],
  'students.view': ['admin', 'advisor'],
  'students.manage': ['admin', 'advisor'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof peoplePolicy> {}
}
