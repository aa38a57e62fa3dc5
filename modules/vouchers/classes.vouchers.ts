// The vouchers a class can go on: the voucher field's suggestions and choice, and the link dialog's vouchers.

import type { Knex } from 'knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { formatDate, formatDuration, t } from '../../src/lib/intl';
import { isRowId } from '../../src/lib/validation';
import { customerNameSql, studentNameSql } from './lookups';
import { classesMessages as m } from './classes.messages';
import { madridLocal } from './classes.shared';
import type { ClassesContext } from './classes.service';

const STUDENT_NAME = studentNameSql();
const CUSTOMER_NAME = customerNameSql();

export interface VoucherChoice {
  id: number;
  name: string;
  detail: string;
  minutesLeft: number;
}

export function voucherName(v: { id: number; studentName: string; subjectName: string }) {
  return t(m.voucherName, { id: v.id, student: v.studentName, subject: v.subjectName });
}

export type VoucherListRow = {
  id: number;
  studentName: string;
  customerName: string;
  subjectName: string;
  hours: number;
  minutesBooked: number;
  endDate: string;
};

/** Active vouchers (not expired) with hours left, with the names a choice shows. */
export function voucherBase(conn: Knex) {
  return conn('vouchers as v')
    .join('students as s', 's.id', 'v.student_id')
    .join('customers as cu', 'cu.id', 'v.customer_id')
    .join('subjects as sj', 'sj.id', 'v.subject_id')
    .where('v.status', 'active')
    .whereRaw('v.end_date >= current_date')
    .whereRaw('v.minutes_booked < v.hours * 60')
    .select(
      'v.id',
      conn.raw(`${STUDENT_NAME} as student_name`),
      conn.raw(`${CUSTOMER_NAME} as customer_name`),
      'sj.name as subject_name',
      'v.hours',
      'v.minutes_booked',
      conn.raw(`to_char(v.end_date, 'YYYY-MM-DD') as end_date`),
    )
    .orderBy('v.end_date')
    .orderBy('v.id');
}

/** Active vouchers whose student's or customer's name (or number) matches the text. */
export function voucherSearch(conn: Knex, text: string) {
  const q = voucherBase(conn);
  const number = /^(?:#|n\.?º\s*)?(\d+)$/i.exec(text.trim());
  // Typed by a person: '#007' is voucher 7.
  if (number) q.where('v.id', isRowId(Number(number[1])) ? Number(number[1]) : 0);
  else
    q.where((w) =>
      w.whereRaw(`search_match(${STUDENT_NAME}, ?)`, [text]).orWhereRaw(`search_match(${CUSTOMER_NAME}, ?)`, [text]),
    );
  return q;
}

export const choiceOf = (v: VoucherListRow): VoucherChoice => ({
  id: v.id,
  name: voucherName(v),
  detail: `${v.customerName} · ${t(m.voucherHoursLeft, { hours: formatDuration(v.hours * 60 - v.minutesBooked), end: formatDate(v.endDate) })}`,
  minutesLeft: v.hours * 60 - v.minutesBooked,
});

export function createClassVoucherChoices({ db, find }: ClassesContext) {
  return {
    /** Suggestions for the voucher field: active vouchers with hours left. */
    async voucherSuggestions(actor: Actor | null, text: string): Promise<VoucherChoice[]> {
      authorize(actor, 'classes.manage');
      if (!text.trim()) return [];
      return ((await voucherSearch(db, text).limit(10)) as VoucherListRow[]).map(choiceOf);
    },

    /** The voucher chosen in a form, by id (to show its name when the form comes back). */
    async voucherChoice(actor: Actor | null, id: number): Promise<VoucherChoice | undefined> {
      authorize(actor, 'classes.view');
      const [row] = (await voucherSearch(db, String(id))) as VoucherListRow[];
      return row ? choiceOf(row) : undefined;
    },

    /** A customer's vouchers a class could go on: active, hours left, the class's day within its dates. */
    async vouchersForLink(actor: Actor | null, classId: number, customerId: number): Promise<VoucherChoice[]> {
      authorize(actor, 'classes.manage');
      const cls = await find(classId);
      const day = madridLocal(cls.date).slice(0, 10);
      const rows = (await voucherBase(db)
        .where('v.customer_id', customerId)
        .whereRaw('?::date between v.start_date and v.end_date', [day])) as VoucherListRow[];
      return rows.filter((v) => v.id === cls.voucherId || v.hours * 60 - v.minutesBooked >= cls.duration).map(choiceOf);
    },
  };
}
