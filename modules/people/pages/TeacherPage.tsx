import type { ReactNode } from 'react';
import { formatDate, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { usePage } from '../../../views/context';
import type { TeacherDetail } from '../teachers.service';
import { teachersMessages as m } from '../teachers.messages';
import { TeacherForm, type TeacherFormValues } from './TeacherForm';
import { statusText } from './TeachersList';

/** The chosen districts, grouped by municipality, as tags. */
export function DistrictTags({ districts }: { districts: TeacherDetail['districts'] }) {
  if (districts.length === 0) return <p className="muted">{t(m.districtsNone)}</p>;
  return (
    <ul className="tag-list" aria-label={t(m.districts)}>
      {districts.map((d) => (
        <li key={d.id} className="tag">
          {d.name}
          <span className="muted"> · {d.municipalityName}</span>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  teacher: TeacherDetail;
  values: TeacherFormValues;
  errors?: FieldErrors;
  /** The *teacher districts* dialog (or its link without JavaScript). */
  districtsDialog: ReactNode;
  /** The studies, subjects, files and availability (TeacherRecordsPanel, wired at merge). */
  records?: ReactNode;
}

/** /teachers/{id}: status, profile form, preferred districts, and the teacher's records. */
export function TeacherPage({ teacher, values, errors, districtsDialog, records }: Props) {
  const { csrfToken } = usePage();
  return (
    <div className="teacher-page">
      <section className="card teacher-status" aria-labelledby="teacher-status-title">
        <h2 id="teacher-status-title">{t(m.status)}</h2>
        <p>
          <span className={`status-badge status-${teacher.status}`}>{statusText(teacher)}</span>
          {teacher.startDate && (
            <span className="muted">
              {' '}
              · {t(m.startDate)}: {formatDate(teacher.startDate)}
            </span>
          )}
        </p>
        <p className="muted">
          {teacher.acceptedDate ? t(m.acceptedBoth, { date: formatDate(teacher.acceptedDate) }) : t(m.notAccepted)}
        </p>
        {teacher.status === 'candidate' && (
          <form method="post" action={`/teachers/${teacher.id}/activate`} className="inline-actions">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <p className="field-help">{t(m.activateHelp)}</p>
            <button type="submit" className="button">
              {t(m.activate)}
            </button>
          </form>
        )}
        {(teacher.status === 'dropped' || teacher.status === 'leaving') && (
          <form method="post" action={`/teachers/${teacher.id}/reinstate`} className="inline-actions">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <button type="submit" className="button button-secondary">
              {t(m.reinstate)}
            </button>
          </form>
        )}
      </section>

      <TeacherForm id={teacher.id} version={teacher.updatedDate} values={values} errors={errors} />

      <section className="card teacher-districts" aria-labelledby="teacher-districts-title">
        <div className="section-header">
          <h2 id="teacher-districts-title">{t(m.districtsTitle)}</h2>
          {districtsDialog}
        </div>
        <DistrictTags districts={teacher.districts} />
      </section>

      {/* The teacher's records (studies, subjects, files, availability): TeacherRecordsPanel. */}
      {records && <div id="registros">{records}</div>}
    </div>
  );
}
