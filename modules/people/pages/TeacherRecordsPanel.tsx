import { Suspense, use } from 'react';
import { formatDate, t } from '../../../src/lib/intl';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import type { TeacherRecordsSummary } from '../teacherRecords.service';
import { teacherRecordsMessages as m } from '../teacherRecords.messages';
import { AvailabilitySummary } from './Availability';
import { formatFileSize, TeacherFileKind } from './TeacherFiles';

export type { TeacherRecordsSummary } from '../teacherRecords.service';

/** Where the staff manage one teacher's records. */
export const staffRecordsBase = (teacherId: number) => `/teachers/${teacherId}`;

/**
 * One teacher's studies, subjects, documents (with their downloads) and weekly availability,
 * as the staff see them on /teachers/{id}, with links to add, edit and delete each through
 * /teachers/{id}/studies|subjects|files|availability. The data comes from
 * `services.teacherRecords.summary(actor, teacherId)`, passed as a promise.
 */
export function TeacherRecordsPanel({ teacherId, data }: { teacherId: number; data: Promise<TeacherRecordsSummary> }) {
  return (
    <section className="teacher-records" aria-labelledby="teacher-records-title">
      <h2 id="teacher-records-title">{t(m.records)}</h2>
      <Suspense fallback={<p className="muted">{t(w.loading)}</p>}>
        <Records teacherId={teacherId} data={data} />
      </Suspense>
    </section>
  );
}

function Records({ teacherId, data }: { teacherId: number; data: Promise<TeacherRecordsSummary> }) {
  const summary = use(data);
  const base = staffRecordsBase(teacherId);
  return (
    <div className="records-grid">
      <RecordCard
        title={t(m.studies)}
        addHref={`${base}/studies/new`}
        addLabel={t(m.newStudy)}
        empty={summary.studies.length === 0 ? t(m.noStudies) : undefined}
      >
        <ul className="record-list">
          {summary.studies.map((s) => (
            <li key={s.id}>
              <a href={`${base}/studies/${s.id}`}>{s.studyName}</a>
              {(s.startDate || s.endDate) && (
                <span className="muted">
                  {' '}
                  {s.startDate ? formatDate(s.startDate) : '…'}–{s.endDate ? formatDate(s.endDate) : '…'}
                </span>
              )}
            </li>
          ))}
        </ul>
      </RecordCard>
      <RecordCard
        title={t(m.subjects)}
        addHref={`${base}/subjects/new`}
        addLabel={t(m.newSubject)}
        empty={summary.subjects.length === 0 ? t(m.noSubjects) : undefined}
      >
        <ul className="record-list">
          {summary.subjects.map((s) => (
            <li key={s.id}>
              <a href={`${base}/subjects/${s.id}`}>
                {t(m.subjectLevel, { subject: s.subjectName, level: s.levelName })}
              </a>
            </li>
          ))}
        </ul>
      </RecordCard>
      <RecordCard
        title={t(m.files)}
        addHref={`${base}/files/new`}
        addLabel={t(m.newFile)}
        empty={summary.files.length === 0 ? t(m.noFiles) : undefined}
      >
        <ul className="record-list">
          {summary.files.map((f) => (
            <li key={f.id}>
              <a href={`${base}/files/${f.id}`}>{f.originalName}</a>{' '}
              <span className="muted">
                (<TeacherFileKind file={f} />, {formatFileSize(f.size)})
              </span>{' '}
              <a href={`${base}/files/${f.id}/download`} download>
                {t(m.download)}
                <span className="visually-hidden"> {f.originalName}</span>
              </a>
            </li>
          ))}
        </ul>
      </RecordCard>
      <RecordCard title={t(m.availability)} addHref={`${base}/availability`} addLabel={t(m.editAvailability)}>
        <AvailabilitySummary slots={summary.availability} />
      </RecordCard>
    </div>
  );
}

function RecordCard({
  title,
  addHref,
  addLabel,
  empty,
  children,
}: {
  title: string;
  addHref: string;
  addLabel: string;
  empty?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card record-card">
      <div className="record-card-head">
        <h3>{title}</h3>
        <a className="button button-secondary" href={addHref}>
          {addLabel}
        </a>
      </div>
      {empty ? <p className="muted">{empty}</p> : children}
    </section>
  );
}
