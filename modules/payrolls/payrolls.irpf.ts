import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { isIsoDay, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages as v } from '../../src/lib/messages';
import { isRowId } from '../../src/lib/validation';
import { teacherPayees } from '../people';
import { DEFAULT_IRPF_RATE, IRPF_RATES } from './payrolls.math';
import { payrollsMessages as m } from './payrolls.messages';
import { MAX_REASON } from './payrolls.pay';
import { isoDayOf } from '../../views/widgets/dateText';

/** A teacher's withholding: 15 % unless an admin set 7 % (with the communication's date) or 0 % (with a reason). */
export interface IrpfSetting {
  teacherId: number;
  teacherName: string;
  rate: number;
  communicationDate: string | null;
  reason: string | null;
  updatedDate: Date | null;
  updatedByName: string | null;
}

export interface IrpfInput {
  rate?: unknown;
  communicationDate?: unknown;
  reason?: unknown;
}

export function createIrpfService({ db }: { db: Db }) {
  async function teacherOf(teacherId: number) {
    const [teacher] = isRowId(teacherId) ? await teacherPayees(db, { ids: [teacherId] }) : [];
    if (!teacher) throw notFound(m.teacherNotFound);
    return teacher;
  }

  async function read(teacherId: number): Promise<IrpfSetting> {
    const teacher = await teacherOf(teacherId);
    const row = await db('payroll_irpf as i')
      .leftJoin('users as u', 'u.id', 'i.updated_by')
      .where('i.teacher_id', teacher.id)
      .first(
        'i.rate',
        'i.communication_date',
        'i.reason',
        'i.updated_date',
        db.raw(`trim(u.first_name || ' ' || u.last_name) as updated_by_name`),
      );
    return {
      teacherId: teacher.id,
      teacherName: teacher.name,
      rate: row?.rate ?? DEFAULT_IRPF_RATE,
      communicationDate: row?.communicationDate ?? null,
      reason: row?.reason ?? null,
      updatedDate: row?.updatedDate ?? null,
      updatedByName: row?.updatedByName ?? null,
    };
  }

  return {
    async get(actor: Actor | null, teacherId: number): Promise<IrpfSetting> {
      authorize(actor, 'payrolls.view');
      return read(teacherId);
    },

    /** Sets the rate with its evidence; payrolls already generated keep the rate they froze. */
    async set(actor: Actor | null, teacherId: number, raw: IrpfInput): Promise<IrpfSetting> {
      authorize(actor, 'payrolls.irpf');
      const teacher = await teacherOf(teacherId);
      const rate = Number(raw.rate);
      const communicationDate = typeof raw.communicationDate === 'string' ? isoDayOf(raw.communicationDate) : '';
      const reason = typeof raw.reason === 'string' ? raw.reason.trim() : '';
      const fields: FieldErrors = {};
      // No rate chosen is the required field's message; an empty rate is not 0 % (it used to ask for 0 %'s reason too).
      const missing = raw.rate === '' || raw.rate === undefined || raw.rate === null;
      const valid = !missing && (IRPF_RATES as readonly number[]).includes(rate);
      if (missing) fields.rate = t(v.required);
      else if (!valid) fields.rate = t(m.irpfRateInvalid);
      if (valid && rate === 7) {
        // Typed but no day (31/02/2026): the date's own message, not «indica la fecha».
        if (!communicationDate) fields.communicationDate = t(m.communicationRequired);
        else if (!isIsoDay(communicationDate)) fields.communicationDate = t(v.date);
        else if (communicationDate > todayInMadrid()) fields.communicationDate = t(m.communicationFuture);
        // 7 % is for the start year and the two after (art. 95.1 RIRPF): an older communication gives no right to it.
        else if (Number(communicationDate.slice(0, 4)) < Number(todayInMadrid().slice(0, 4)) - 2)
          fields.communicationDate = t(m.communicationExpired, { year: Number(communicationDate.slice(0, 4)) });
      }
      if (valid && rate === 0 && !reason) fields.reason = t(m.irpfReasonRequired);
      else if (reason.length > MAX_REASON) fields.reason = t(v.maxLength, { limit: MAX_REASON });
      if (Object.keys(fields).length) throw invalidInput(fields);
      const values = {
        rate,
        communicationDate: rate === 7 ? communicationDate : null,
        reason: rate === 0 ? reason : reason || null,
        updatedBy: actor.id,
        updatedDate: db.fn.now(),
      };
      await db('payroll_irpf')
        .insert({ teacherId: teacher.id, ...values })
        .onConflict('teacher_id')
        .merge();
      return read(teacher.id);
    },
  };
}

export type IrpfService = ReturnType<typeof createIrpfService>;
