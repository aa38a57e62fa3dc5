import type { ReactNode } from 'react';
import { formatDate, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { CheckboxField, Form, FormActions } from '../../../views/widgets/Form';
import type { TeacherDetail } from '../teachers.service';
import { teachersMessages as m } from '../teachers.messages';
import { ProfileFields, type TeacherFormValues } from './TeacherForm';
import { DistrictTags } from './TeacherPage';

/** The acceptances: a box until accepted, then a statement (they are not withdrawn by a click). */
function Acceptance({
  name,
  accepted,
  label,
  help,
  acceptedLabel,
  checked,
  error,
}: {
  name: string;
  accepted: boolean;
  label: string;
  help: string;
  acceptedLabel: string;
  checked?: boolean;
  error?: string;
}) {
  if (accepted) {
    return (
      <div className="field">
        <input type="hidden" name={name} value="true" />
        <p className="accepted">✓ {acceptedLabel}</p>
        <p className="field-help">{help}</p>
        {error && <p className="field-error">{error}</p>}
      </div>
    );
  }
  return <CheckboxField name={name} label={label} help={help} checked={checked} error={error} />;
}

/** /teacher-settings: the teacher's own profile, acceptances and preferred districts. */
export function TeacherSettings({
  teacher,
  values,
  errors = {},
  districtsDialog,
}: {
  teacher: TeacherDetail;
  values: TeacherFormValues;
  errors?: FieldErrors;
  districtsDialog: ReactNode;
}) {
  return (
    <div className="teacher-page">
      <section className="card" aria-labelledby="own-data-title">
        <h2 id="own-data-title">{t(m.sectionWork)}</h2>
        <dl className="facts">
          <dt>{t(m.name)}</dt>
          <dd>
            {teacher.firstName} {teacher.lastName}
          </dd>
          <dt>{t(m.email)}</dt>
          <dd>{teacher.email}</dd>
          <dt>{t(m.startDate)}</dt>
          <dd>{teacher.startDate ? formatDate(teacher.startDate) : '—'}</dd>
        </dl>
        <p className="field-help">{t(m.settingsReadOnly)}</p>
      </section>

      <Form action="/teacher-settings" errors={errors} id="teacher-settings-form" version={teacher.updatedDate}>
        <h2 className="form-section">{t(m.sectionProfile)}</h2>
        <ProfileFields values={values} errors={errors} own />
        <Acceptance
          name="hasAcceptedTerms"
          accepted={teacher.hasAcceptedTerms}
          label={t(m.acceptTerms)}
          help={t(m.acceptTermsHelp)}
          acceptedLabel={t(m.termsAccepted)}
          checked={values.hasAcceptedTerms}
          error={errors.hasAcceptedTerms}
        />
        <Acceptance
          name="hasAcceptedPrivacyPolicy"
          accepted={teacher.hasAcceptedPrivacyPolicy}
          label={t(m.acceptPrivacy)}
          help={t(m.acceptPrivacyHelp)}
          acceptedLabel={t(m.privacyAccepted)}
          checked={values.hasAcceptedPrivacyPolicy}
          error={errors.hasAcceptedPrivacyPolicy}
        />
        {teacher.acceptedDate && (
          <p className="field-help">{t(m.acceptedOn, { date: formatDate(teacher.acceptedDate) })}</p>
        )}
        <FormActions submitLabel={t(m.save)} cancelHref="/" />
      </Form>

      <section className="card teacher-districts" aria-labelledby="teacher-districts-title">
        <div className="section-header">
          <h2 id="teacher-districts-title">{t(m.districtsTitle)}</h2>
          {districtsDialog}
        </div>
        <DistrictTags districts={teacher.districts} />
      </section>
    </div>
  );
}
