import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { CheckboxField, Form, TextAreaField, TextField } from '../../../views/widgets/Form';
import { bindFields } from '../../../views/widgets/formBinding';
import { teachersMessages as m } from '../teachers.messages';
import { bindPersonFields } from './personFields';
import type { TeacherFormValues } from './TeacherForm';

/** /forms/teachers: the public 'Trabaja con nosotros' form for candidate teachers. */
export function TeacherApplication({
  values = {},
  errors = {},
  done,
}: {
  values?: TeacherFormValues & { studies?: string };
  errors?: FieldErrors;
  done?: boolean;
}) {
  if (done)
    return (
      <p className="flash flash-success" role="status">
        {t(m.applyDone)}
      </p>
    );
  const person = bindPersonFields(values, errors);
  const field = bindFields(values, errors);
  return (
    <>
      <p className="intro">{t(m.applyIntro)}</p>
      <Form action="/forms/teachers" errors={errors}>
        <TextField {...person('firstName')} label={t(m.firstName)} required autoComplete="given-name" />
        <TextField {...person('lastName')} label={t(m.lastName)} required autoComplete="family-name" />
        <TextField {...person('email')} label={t(m.email)} required autoComplete="email" />
        <TextField {...person('phone')} label={t(m.phone)} required autoComplete="tel" />
        <TextField {...person('nif')} label={t(m.nif)} />
        {/* A plain text field: the autocomplete needs a session; the server resolves the name. */}
        <TextField
          name="municipalityName"
          label={t(m.municipality)}
          value={values.municipalityName}
          error={errors.municipalityId}
          maxLength={200}
          autoComplete="address-level2"
        />
        <TextAreaField {...field('studies')} label={t(m.applyStudies)} rows={5} maxLength={3000} required />
        <CheckboxField name="hasTeachingDegree" label={t(m.hasTeachingDegreeMine)} checked={values.hasTeachingDegree} />
        <CheckboxField {...field('hasAcceptedTerms')} label={t(m.acceptTerms)} help={t(m.acceptTermsHelp)} />
        <CheckboxField
          {...field('hasAcceptedPrivacyPolicy')}
          label={t(m.acceptPrivacy)}
          help={t(m.acceptPrivacyHelp)}
        />
        <div className="form-actions">
          <button type="submit" className="button button-wide">
            {t(m.applySubmit)}
          </button>
        </div>
      </Form>
    </>
  );
}
