import type { Knex } from 'knex';
import { createAcademicServices } from '../academic';
import { teacherPayees } from '../people';
import { todayInMadrid } from '../../src/lib/intl';
import { createPayrollsService } from './payrolls.service';
import { createIrpfService } from './payrolls.irpf';
import { firstAdmin } from './payrolls.actor';
import { monthBounds, previousMonth } from './payrolls.math';

const monthsBack = (n: number) => {
  let month = todayInMadrid().slice(0, 7);
  for (let i = 0; i < n; i += 1) month = previousMonth(`${month}-15`);
  return month;
};

/**
 * The demo's payrolls, made by the same service as the intranet's: one teacher at 7 % (with
 * the communication's date), the months two to six back generated; the older ones paid on the
 * 5th of the next month, two months back one payroll discarded and generated again (pending)
 * and the rest paid. Last month is left for the admin to generate.
 */
export async function seedPayrolls(db: Knex) {
  const admin = await firstAdmin(db);
  if (!admin) return;
  const { academic } = createAcademicServices({ db });
  const payrolls = createPayrollsService({ db, academic });
  const irpf = createIrpfService({ db });
  // A teacher who gave classes in the oldest month, other than the demo teacher, withholds 7 %.
  const [demo] = (await teacherPayees(db, {})).filter((t) => t.email === 'profesor@academia.test');
  const oldest = await payrolls.preview(admin, monthsBack(6));
  const seven = oldest.payrolls.find((p) => p.teacherId !== demo?.id);
  if (seven) await irpf.set(admin, seven.teacherId, { rate: 7, communicationDate: `${monthsBack(8)}-03` });
  for (let back = 6; back >= 2; back -= 1) {
    const month = monthsBack(back);
    const result = await payrolls.generate(admin, month);
    const payDay = `${monthBounds(month).to.slice(0, 7)}-05`;
    if (back === 2 && result.payrollIds.length > 0) {
      const [first, ...rest] = result.payrollIds;
      await payrolls.discard(admin, first, {
        reason: 'Faltaba una clase por validar: se vuelve a generar cuando esté revisada.',
      });
      await payrolls.generate(admin, month);
      for (const id of rest.slice(1))
        await payrolls.pay(admin, id, { date: payDay <= todayInMadrid() ? payDay : todayInMadrid() });
    } else if (back > 2) {
      for (const id of result.payrollIds) await payrolls.pay(admin, id, { date: payDay });
    }
  }
}
