import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { CheckboxField, Form, TextAreaField, TextField } from '../../../views/widgets/Form';
import { teachersMessages as m } from '../teachers.messages';
import type { TeacherFormValues } from './TeacherForm';

/** /forms/teachers: the public 'Trabaja con nosotros' form for candidate teachers. */
export function TeacherApplication({ values = {}, errors = {}, done }: { values?: TeacherFormValues & { studies?: string }; errors?: FieldErrors; done?: boolean }) {
  if (done) return <p className="flash flash-success" role="status">{t(m.applyDone)}</p>;
  return (
    <>
      <p className="intro">{t(m.applyIntro)}</p>
      <Form action="/forms/teachers" errors={errors}>
        <TextField name="firstName" label={t(m.firstName)} value={values.firstName} error={errors.firstName} required maxLength={100} autoComplete="given-name" />
        <TextField name="lastName" label={t(m.lastName)} value={values.lastName} error={errors.lastName} required maxLength={150} autoComplete="family-name" />
        <TextField name="email" type="email" label={t(m.email)} value={values.email} error={errors.email} required maxLength={254} autoComplete="email" />
        <TextField name="phone" type="tel" label={t(m.phone)} value={values.phone} error={errors.phone} required maxLength={30} autoComplete="tel" />
        <TextField name="nif" label={t(m.nif)} value={values.nif} error={errors.nif} maxLength={20} />
        {/* A plain text field: the autocomplete needs a session; the server resolves the name. */}
        <TextField name="municipalityName" label={t(m.municipality)} value={values.municipalityName} error={errors.municipalityId} maxLength={200} autoComplete="address-level2" />
        <TextAreaField name="studies" label={t(m.applyStudies)} value={values.studies} error={errors.studies} rows={5} maxLength={3000} required />
        <CheckboxField name="hasTeachingDegree" label={t(m.hasTeachingDegreeMine)} checked={values.hasTeachingDegree} />
        <CheckboxField name="hasAcceptedTerms" label={t(m.acceptTerms)} help={t(m.acceptTermsHelp)} checked={values.hasAcceptedTerms} error={errors.hasAcceptedTerms} />
        <CheckboxField name="hasAcceptedPrivacyPolicy" label={t(m.acceptPrivacy)} help={t(m.acceptPrivacyHelp)} checked={values.hasAcceptedPrivacyPolicy} error={errors.hasAcceptedPrivacyPolicy} />
        <div className="form-actions">
          <button type="submit" className="button button-wide">
            {t(m.applySubmit)}
          </button>
        </div>
      </Form>
    </>
  );
}
