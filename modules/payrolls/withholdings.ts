import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { invalidInput } from '../../src/lib/errors';
import { collator, formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import type { TodoItem } from '../../src/lib/todo';
import { addDays, quarterJustEnded, quarterOf, type Quarter } from '../../src/lib/days';
import { teacherPayees } from '../people';
import { historyMessages as h } from './history.messages';

/**
 * The withholding summary for the accountant: teacher payrolls **paid** in a year, by their
 * paid date (a withholding is declared in the quarter the income is paid, art. 78 RIRPF), from
 * this intranet and from the history archive. Per quarter the figures of form 111 (recipients,
 * amounts paid, amounts withheld); per recipient over the year those of form 190. A recipient
 * is a NIF: the same teacher in both sources counts once.
 */
export interface QuarterFigures {
  quarter: 1 | 2 | 3 | 4;
  recipients: number;
  payrolls: number;
  grossCents: number;
  irpfCents: number;
}

export interface RecipientFigures {
  /** The NIF, or `teacher:<id>` for a teacher whose NIF is missing. */
  key: string;
  nif: string | null;
  name: string;
  /**
   * The withholding rate (percent): form 190 declares a recipient once per rate (subkeys of key
   * G: the general 15 %, the 7 % of starting professionals), so a teacher whose rate changed in
   * the year is a line per rate.
   */
  rate: number;
  payrolls: number;
  grossCents: number;
  irpfCents: number;
}

export interface WithholdingsSummary {
  year: number;
  quarters: QuarterFigures[];
  recipients: RecipientFigures[];
  totals: { recipients: number; payrolls: number; grossCents: number; irpfCents: number };
  /** Payrolls of the year that come from the history archive. */
  fromHistory: number;
  /** Years with paid payrolls (for the selector), newest first, with the current one. */
  years: number[];
}

/** One source row: a recipient's paid payrolls in a quarter. */
export interface PaidGroup {
  key: string;
  nif: string | null;
  name: string;
  quarter: number;
  /** The rate withheld at (percent). */
  rate: number;
  payrolls: number;
  grossCents: number;
  irpfCents: number;
}

/** Adds the groups up: the arithmetic of the summary, apart so it is tested on its own. */
export function summarise(year: number, groups: PaidGroup[]): Omit<WithholdingsSummary, 'fromHistory' | 'years'> {
  const quarters: QuarterFigures[] = ([1, 2, 3, 4] as const).map((quarter) => {
    const of = groups.filter((g) => g.quarter === quarter);
    return {
      quarter,
      recipients: new Set(of.map((g) => g.key)).size,
      payrolls: of.reduce((s, g) => s + g.payrolls, 0),
      grossCents: of.reduce((s, g) => s + g.grossCents, 0),
      irpfCents: of.reduce((s, g) => s + g.irpfCents, 0),
    };
  });
  const byKey = new Map<string, RecipientFigures>();
  for (const g of groups) {
    const line = `${g.key}|${g.rate}`;
    const r = byKey.get(line) ?? {
      key: g.key,
      nif: g.nif,
      name: g.name,
      rate: g.rate,
      payrolls: 0,
      grossCents: 0,
      irpfCents: 0,
    };
    r.payrolls += g.payrolls;
    r.grossCents += g.grossCents;
    r.irpfCents += g.irpfCents;
    byKey.set(line, r);
  }
  const recipients = [...byKey.values()].sort(
    (a, b) => collator.compare(a.name, b.name) || a.key.localeCompare(b.key) || b.rate - a.rate,
  );
  return {
    year,
    quarters,
    recipients,
    totals: {
      recipients: new Set(recipients.map((r) => r.key)).size,
      payrolls: quarters.reduce((s, q) => s + q.payrolls, 0),
      grossCents: quarters.reduce((s, q) => s + q.grossCents, 0),
      irpfCents: quarters.reduce((s, q) => s + q.irpfCents, 0),
    },
  };
}

/** A withholding return whose filing period is open. */
export interface OpenFiling {
  form: '111' | '190';
  year: number;
  /** Form 111's quarter. */
  quarter?: 1 | 2 | 3 | 4;
  /** The last day to file it, ISO. */
  until: string;
}

/**
 * The withholding returns due on `today` (ISO, Europe/Madrid): form 111 of the quarter just
 * ended, from the 1st to the 20th of January, April, July and October; form 190 (the year's
 * summary) of the year just ended, all January.
 */
export function openFilings(today: string): OpenFiling[] {
  const filings: OpenFiling[] = [];
  const ended = quarterJustEnded(today);
  if (ended && today <= form111Until(ended))
    filings.push({ form: '111', year: ended.year, quarter: ended.quarter, until: form111Until(ended) });
  if (today.slice(5, 7) === '01')
    filings.push({ form: '190', year: Number(today.slice(0, 4)) - 1, until: `${today.slice(0, 8)}31` });
  return filings;
}

/**
 * The form 111 a payment dated `day` belongs to, when its filing period is already over on
 * `today` (after the 20th of the month after its quarter): a payroll paid with such a date
 * changes a return already filed, which the accountant must correct.
 */
export function filed111Of(day: string, today: string): OpenFiling | undefined {
  const q = quarterOf(day);
  const until = form111Until(q);
  return today > until ? { form: '111', year: q.year, quarter: q.quarter, until } : undefined;
}

/** The last day to file a quarter's form 111: the 20th of the month after it. */
const form111Until = (q: Quarter) => `${addDays(q.to, 1).slice(0, 8)}20`;

export function parseYear(raw: unknown): number {
  const text = raw === undefined || raw === null || raw === '' ? todayInMadrid().slice(0, 4) : String(raw).trim();
  const year = Number(text);
  if (!/^\d{4}$/.test(text) || year < 2000 || year > 2100) throw invalidInput({ year: t(h.yearInvalid) });
  return year;
}

export function createWithholdingsService({ db }: { db: Db }) {
  const service = {
    async summary(actor: Actor | null, rawYear: unknown): Promise<WithholdingsSummary> {
      authorize(actor, 'payrolls.withholdings');
      const year = parseYear(rawYear);
      const from = `${year}-01-01`;
      const to = `${year + 1}-01-01`;
      const quarterSql = 'extract(quarter from paid_date)::int';
      const [own, archived, ownYears, archivedYears] = await Promise.all([
        db('teacher_payrolls')
          .where('status', 'teacherPayed')
          .where('paid_date', '>=', from)
          .where('paid_date', '<', to)
          .groupBy('teacher_id', db.raw(quarterSql), 'irpf_rate')
          .select(
            'teacher_id',
            db.raw(`${quarterSql} as quarter`),
            'irpf_rate',
            db.raw('count(*)::int as payrolls'),
            db.raw('sum(gross_cents)::bigint as gross_cents'),
            db.raw('sum(irpf_cents)::bigint as irpf_cents'),
          ) as Promise<
          {
            teacherId: number;
            quarter: number;
            irpfRate: number | string;
            payrolls: number;
            grossCents: string;
            irpfCents: string;
          }[]
        >,
        db('history_payrolls')
          .where('status', 'teacherPayed')
          .where('paid_date', '>=', from)
          .where('paid_date', '<', to)
          .groupBy('teacher_nif', db.raw(quarterSql), 'irpf_rate')
          .select(
            'teacher_nif',
            db.raw('max(teacher_name) as teacher_name'),
            db.raw(`${quarterSql} as quarter`),
            'irpf_rate',
            db.raw('count(*)::int as payrolls'),
            db.raw('sum(gross_cents)::bigint as gross_cents'),
            db.raw('sum(irpf_cents)::bigint as irpf_cents'),
          ) as Promise<
          {
            teacherNif: string;
            teacherName: string;
            quarter: number;
            irpfRate: number | string;
            payrolls: number;
            grossCents: string;
            irpfCents: string;
          }[]
        >,
        db
          .raw(
            'select distinct extract(year from paid_date)::int as year from teacher_payrolls where paid_date is not null',
          )
          .then((r: { rows: { year: number }[] }) => r.rows.map((x) => x.year)),
        db
          .raw(
            'select distinct extract(year from paid_date)::int as year from history_payrolls where paid_date is not null',
          )
          .then((r: { rows: { year: number }[] }) => r.rows.map((x) => x.year)),
      ]);
      const teachers = new Map(
        (await teacherPayees(db, { ids: [...new Set(own.map((r) => r.teacherId))] })).map((p) => [p.id, p]),
      );
      const groups: PaidGroup[] = [
        ...own.map((r) => {
          const teacher = teachers.get(r.teacherId);
          const nif = teacher?.nif ? teacher.nif.toUpperCase() : null;
          return {
            key: nif ?? `teacher:${r.teacherId}`,
            nif,
            name: teacher?.name ?? '',
            quarter: Number(r.quarter),
            rate: Number(r.irpfRate),
            payrolls: Number(r.payrolls),
            grossCents: Number(r.grossCents),
            irpfCents: Number(r.irpfCents),
          };
        }),
        ...archived.map((r) => ({
          key: r.teacherNif,
          nif: r.teacherNif,
          name: r.teacherName,
          quarter: Number(r.quarter),
          rate: Number(r.irpfRate),
          payrolls: Number(r.payrolls),
          grossCents: Number(r.grossCents),
          irpfCents: Number(r.irpfCents),
        })),
      ];
      // The name this intranet knows wins over the archive's spelling.
      const names = new Map(
        groups
          .filter((g) => !g.key.startsWith('teacher:'))
          .map((g) => [g.key, g.name] as const)
          .reverse(),
      );
      for (const g of groups) g.name = names.get(g.key) ?? g.name;
      const years = [
        ...new Set([Number(todayInMadrid().slice(0, 4)), year, ...ownYears.map(Number), ...archivedYears.map(Number)]),
      ].sort((a, b) => b - a);
      return { ...summarise(year, groups), fromHistory: archived.reduce((s, r) => s + Number(r.payrolls), 0), years };
    },

    /** The start page's reminder of a withholding return to file, while its period is open and it has something to declare. */
    async todo(actor: Actor, today = todayInMadrid()): Promise<TodoItem[]> {
      if (!can(actor, 'payrolls.withholdings')) return [];
      const items: TodoItem[] = [];
      // In January forms 111 and 190 are of the same year: its summary is read once.
      const summaries = new Map<number, Promise<WithholdingsSummary>>();
      for (const filing of openFilings(today)) {
        if (!summaries.has(filing.year)) summaries.set(filing.year, service.summary(actor, filing.year));
        const summary = await summaries.get(filing.year)!;
        const figures = filing.quarter ? summary.quarters[filing.quarter - 1] : summary.totals;
        if (figures.payrolls === 0) continue;
        const values = {
          year: filing.year,
          quarter: filing.quarter,
          irpf: formatMoney(figures.irpfCents),
          until: formatDate(filing.until),
        };
        items.push({
          key: `payrolls.form${filing.form}`,
          text: t(filing.form === '111' ? h.todoForm111 : h.todoForm190, values),
          href: `/teacher-payrolls/withholdings?year=${filing.year}`,
        });
      }
      return items;
    },
  };
  return service;
}

export type WithholdingsService = ReturnType<typeof createWithholdingsService>;
