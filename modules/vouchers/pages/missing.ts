import { t } from '../../../src/lib/intl';
import type { Actor } from '../../../src/lib/policy';
import { missingFor } from '../../../views/widgets/MissingFirst';
import { vouchersMessages as m } from '../vouchers.messages';

/** Under an empty teacher menu (a voucher's, a class's): no teacher yet, and where they are taken on. */
export const noTeachersYet = (actor: Actor | null | undefined) =>
  missingFor(actor, 'teachers.manage', { text: t(m.noTeachersYet), href: '/teachers/new', linkText: t(m.newTeacher) });

/** Over the voucher form's first step when the academy has no customer yet: where one is made. */
export const noCustomersYet = (actor: Actor | null | undefined) =>
  missingFor(actor, 'customers.manage', {
    text: t(m.noCustomersYet),
    href: '/customers/new',
    linkText: t(m.newCustomer),
  });
