import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { t } from '../../src/lib/intl';
import { formatDuration } from '../../src/lib/intl';
import { userNameSql } from './lookups';
import { interestsMessages as m } from './interests.messages';

/**
 * How teachers and leads are matched, in SQL (never by loading every teacher into JavaScript).
 *
 * A teacher fits a lead when they teach one of its subjects at the level of its course
 * (required), are active and have not dropped out. Among those, the ranking scores:
 * - district: 30 when the lead's district is one of the teacher's preferred districts,
 *   15 when a station serves both the lead's district and one of the teacher's;
 * - availability: up to 40, the share of the hours per week asked that the teacher's weekly
 *   slots cover (overlap of the lead's slots with theirs, capped at 1);
 * - load: minus 2 per hour of classes the teacher has next week (Monday to Sunday), at most 20.
 * Ties go to more overlap, less load, then the name.
 */

/** Next week's classes of the teacher over `te` (minutes), Monday to Sunday. */
const NEXT_WEEK_LOAD = `coalesce((select sum(cl.duration) from classes cl
  where cl.teacher_id = te.id and cl.status <> 'deleted'
    and cl.date >= date_trunc('week', now() + interval '7 days')
    and cl.date < date_trunc('week', now() + interval '7 days') + interval '7 days'), 0)::int`;

/** Minutes a week the teacher over `te` is free within the slots of the lead over `ci`. */
const OVERLAP = `coalesce((select sum(greatest(0, extract(epoch from (least(a.end_time, s.end_time) - greatest(a.start_time, s.start_time))) / 60))
  from availabilities a join customer_interest_slots s on s.weekday = a.weekday
  where a.teacher_id = te.id and s.customer_interest_id = ci.id), 0)::int`;

/** The lead over `ci` gave its weekly availability (without it no teacher can have any in common). */
const LEAD_HAS_SLOTS = `exists (select 1 from customer_interest_slots s0 where s0.customer_interest_id = ci.id)`;

/** The lead's district is one the teacher over `te` prefers. */
const PREFERS = `exists (select 1 from teacher_districts td where td.teacher_id = te.id and td.district_id = ci.district_id)`;

/** A station serving both the lead's district and one the teacher prefers (its name), or null. */
const SHARED_STATION = `(select st.name from station_districts a
  join station_districts b on b.station_id = a.station_id
  join teacher_districts td on td.district_id = b.district_id and td.teacher_id = te.id
  join stations st on st.id = a.station_id
  where a.district_id = ci.district_id order by st.name limit 1)`;

/** The lead's subjects the teacher over `te` teaches at the course's level ('Matemáticas en 2º ESO'). */
const FITS = `(select string_agg(su.name || ' en ' || co.name, ', ' order by su.name)
  from interests i join courses co on co.id = i.course_id join subjects su on su.id = i.subject_id
  where i.customer_interest_id = ci.id
    and exists (select 1 from teacher_subjects ts where ts.teacher_id = te.id and ts.subject_id = i.subject_id and ts.level_id = co.level_id))`;

/** Teachers who can take work today: the account active, not dropped out. */
export const ACTIVE_TEACHER = `u.active and (te.drop_out_date is null or te.drop_out_date > current_date)`;

/** The teacher over `te` teaches a subject of the lead over `ci` at its level. */
export const SUBJECT_FIT = `exists (select 1 from interests i join courses co on co.id = i.course_id
  join teacher_subjects ts on ts.subject_id = i.subject_id and ts.level_id = co.level_id
  where i.customer_interest_id = ci.id and ts.teacher_id = te.id)`;

/** The lead over `ci` is in a place the teacher over `te` works: no district asked, no preference given, preferred, or a shared station. */
export const PLACE_FIT = `(ci.district_id is null
  or not exists (select 1 from teacher_districts td0 where td0.teacher_id = te.id)
  or ${PREFERS} or ${SHARED_STATION} is not null)`;

/** The facts of a match between `te` and `ci`, computed once per teacher (a lateral subquery, `f`). */
const FACTS = `cross join lateral (select ${PREFERS} as prefers, ${SHARED_STATION} as shared_station,
  ${OVERLAP} as overlap_minutes, ${NEXT_WEEK_LOAD} as load_minutes) f`;

/** The score over the facts `f`. */
const SCORE = `(case when f.prefers then 30 when f.shared_station is not null then 15 else 0 end
  + 40 * least(1, f.overlap_minutes / (ci.hours_per_week * 60))
  - least(20, 2 * f.load_minutes / 60.0))`;

export interface MatchFacts {
  fits: string | null;
  prefers: boolean;
  districtName: string | null;
  sharedStation: string | null;
  overlapMinutes: number;
  loadMinutes: number;
  /** Whether the lead gave its availability (else «Sin disponibilidad en común» blamed the teacher). */
  leadHasSlots: boolean;
}

export interface RankedTeacher extends MatchFacts {
  teacherId: number;
  name: string;
  score: number;
  reasons: string[];
}

/** The columns of a match between `te` (a teacher, `u` their user) and `ci` (a lead, `d` its district). */
export function matchColumns(conn: Knex) {
  return [
    conn.raw(`${FITS} as fits`),
    conn.raw(`${PREFERS} as prefers`),
    conn.raw(`${SHARED_STATION} as shared_station`),
    conn.raw(`${OVERLAP} as overlap_minutes`),
    conn.raw(`${NEXT_WEEK_LOAD} as load_minutes`),
    conn.raw(`${LEAD_HAS_SLOTS} as lead_has_slots`),
    'd.name as district_name',
  ];
}

/** The reasons of a match in words: "Imparte Matemáticas en 2º ESO · Prefiere Chamberí · 5 h de disponibilidad en común · 6 h de clases la semana que viene". */
export function reasonsOf(f: MatchFacts, withLoad = true): string[] {
  const reasons: string[] = [];
  if (f.fits) reasons.push(t(m.reasonTeaches, { fits: f.fits }));
  if (f.prefers && f.districtName) reasons.push(t(m.reasonPrefers, { district: f.districtName }));
  else if (f.sharedStation) reasons.push(t(m.reasonStation, { station: f.sharedStation }));
  reasons.push(
    Number(f.overlapMinutes) > 0
      ? t(m.reasonOverlap, { hours: formatDuration(Number(f.overlapMinutes)) })
      : f.leadHasSlots
        ? t(m.reasonNoOverlap)
        : t(m.reasonLeadNoSlots),
  );
  if (withLoad)
    reasons.push(
      Number(f.loadMinutes) > 0 ? t(m.reasonLoad, { hours: formatDuration(Number(f.loadMinutes)) }) : t(m.reasonNoLoad),
    );
  return reasons;
}

/**
 * The teachers who fit a lead and have not applied to it, best first, each with its reasons.
 * One query: the subject fit filters, the score orders, the limit cuts.
 */
export async function rankTeachers(
  conn: Db | Knex.Transaction,
  customerInterestId: number,
  limit = 10,
): Promise<RankedTeacher[]> {
  const rows = await conn('teachers as te')
    .join('users as u', 'u.id', 'te.id')
    .joinRaw('cross join customer_interests as ci')
    .leftJoin('districts as d', 'd.id', 'ci.district_id')
    .where('ci.id', customerInterestId)
    .whereRaw(ACTIVE_TEACHER)
    .whereRaw(SUBJECT_FIT)
    .whereNotExists((q) =>
      q
        .select(conn.raw('1'))
        .from('teacher_interests as ti')
        .whereRaw('ti.teacher_id = te.id and ti.customer_interest_id = ci.id'),
    )
    // Each fitting teacher's facts once (the score and the columns read them), not once per use.
    .joinRaw(FACTS)
    .select(
      'te.id as teacher_id',
      conn.raw(`${userNameSql('u')} as name`),
      conn.raw(`round(${SCORE}, 2)::float as score`),
      conn.raw(`${FITS} as fits`),
      'f.prefers',
      'f.shared_station',
      'f.overlap_minutes',
      'f.load_minutes',
      conn.raw(`${LEAD_HAS_SLOTS} as lead_has_slots`),
      'd.name as district_name',
    )
    .orderByRaw(`score desc, overlap_minutes desc, load_minutes asc, search_key(${userNameSql('u')}), te.id`)
    .limit(limit);
  return rows.map((r: RankedTeacher) => ({ ...r, reasons: reasonsOf(r) }));
}
