import type { ActionsOf, PolicyLines } from '../../src/lib/policy';

/** Vouchers, classes, customer interests (leads) and teacher interests (applications). */
export const vouchersPolicy = {
  // Vouchers (hour packs), their payments and settlements: staff only (a teacher sees the
  // hours left on the vouchers they teach, never amounts: teacherClasses.view)
  'vouchers.view': ['admin', 'advisor'],
  'vouchers.manage': ['admin', 'advisor'],
  'vouchers.pay': ['admin', 'advisor'],
  'vouchers.settle': ['admin', 'advisor'],
  // Card payment links (create, revoke, see their attempts, follow the terminal's answers): staff
  // only; the family's page is public by its token
  'cardPayments.manage': ['admin', 'advisor'],
  // Classes as staff see them: every class, create, edit, link to a voucher, validate, delete,
  // and the live updates of class lists
  'classes.view': ['admin', 'advisor'],
  'classes.manage': ['admin', 'advisor'],
  'classes.validate': ['admin', 'advisor'],
  // A teacher's own classes, students and vouchers (hours only), claiming a class they gave
  // and marking a class given (only their own: checked by the service after this gate)
  'teacherClasses.view': ['teacher'],
  'teacherClasses.claim': ['teacher'],
  // Customer interests (leads) as staff see them: the pipeline, the lead form, inviting
  // teachers, accepting (creates the voucher)
  'customerInterests.view': ['admin', 'advisor'],
  'customerInterests.manage': ['admin', 'advisor'],
  'customerInterests.accept': ['admin', 'advisor'],
  // A teacher's search of published leads ("Buscar estudiantes", never the family's data)
  // and their own applications (checked by the service after this gate)
  'teacherInterests.search': ['teacher'],
  'teacherInterests.apply': ['teacher'],
  'teacherInterests.view': ['teacher'],
} as const satisfies PolicyLines;

declare module '../../src/lib/policy' {
  interface ModuleActions extends ActionsOf<typeof vouchersPolicy> {}
}
