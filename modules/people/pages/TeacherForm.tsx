import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { CheckboxField, DateField, Form, FormActions, TextAreaField, TextField } from '../../../views/widgets/Form';
import { bindChoice, bindFields } from '../../../views/widgets/formBinding';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { teachersMessages as m } from '../teachers.messages';
import { NewPasswordFields } from './NewPasswordFields';
import { bindPersonFields } from './personFields';

/** What the forms show: the record's values, or what was posted when it comes back with errors. */
export interface TeacherFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  nif?: string | null;
  birthDate?: string | null;
  address?: string | null;
  postalCode?: string | null;
  municipalityId?: number | null;
  municipalityName?: string | null;
  iban?: string | null;
  hasTeachingDegree?: boolean;
  startDate?: string | null;
  remarks?: string | null;
  hasAcceptedTerms?: boolean;
  hasAcceptedPrivacyPolicy?: boolean;
}

/** Reads a posted form back into the form's values. */
export function postedTeacherValues(body: Record<string, unknown>, bool: (v: unknown) => boolean): TeacherFormValues {
  const s = (k: string) => (body[k] == null ? '' : String(body[k]));
  return {
    firstName: s('firstName'),
    lastName: s('lastName'),
    email: s('email'),
    phone: s('phone'),
    nif: s('nif'),
    birthDate: s('birthDate'),
    address: s('address'),
    postalCode: s('postalCode'),
    municipalityId: Number(body.municipalityId) || null,
    municipalityName: s('municipalityName'),
    iban: s('iban'),
    hasTeachingDegree: bool(body.hasTeachingDegree),
    startDate: s('startDate'),
    remarks: s('remarks'),
    hasAcceptedTerms: bool(body.hasAcceptedTerms),
    hasAcceptedPrivacyPolicy: bool(body.hasAcceptedPrivacyPolicy),
  };
}

export function MunicipalityField({ values, errors }: { values: TeacherFormValues; errors: FieldErrors }) {
  return (
    <AutocompleteField
      label={t(m.municipality)}
      {...bindChoice(values, errors)('municipalityId', 'municipalityName')}
      source="municipalities"
    />
  );
}

/** The personal fields both staff and the teacher themself edit; `own` words them for the teacher. */
interface ProfileFieldsProps {
  values: TeacherFormValues;
  errors: FieldErrors;
  own?: boolean;
}

export function ProfileFields({ values, errors, own }: ProfileFieldsProps) {
  const field = bindFields(values, errors);
  const person = bindPersonFields(values, errors);
  return (
    <>
      <div className="form-row">
        <TextField {...person('phone')} label={t(m.phone)} autoComplete="tel" />
        <TextField {...person('nif')} label={t(m.nif)} />
        <DateField {...field('birthDate')} label={t(m.birthDate)} />
      </div>
      <TextField {...field('address')} label={t(m.address)} maxLength={200} autoComplete="street-address" />
      <div className="form-row">
        <TextField {...field('postalCode')} label={t(m.postalCode)} maxLength={10} autoComplete="postal-code" />
        <MunicipalityField values={values} errors={errors} />
      </div>
      <TextField {...field('iban')} label={t(m.iban)} maxLength={42} />
      <CheckboxField {...field('hasTeachingDegree')} label={t(own ? m.hasTeachingDegreeMine : m.hasTeachingDegree)} />
    </>
  );
}
// The error summary's labels: the fields are drawn here, out of the form's sight (FieldGroup).
ProfileFields.fieldLabels = ({ own }: Pick<ProfileFieldsProps, 'own'>) => ({
  phone: t(m.phone),
  nif: t(m.nif),
  birthDate: t(m.birthDate),
  address: t(m.address),
  postalCode: t(m.postalCode),
  municipalityId: t(m.municipality),
  iban: t(m.iban),
  hasTeachingDegree: t(own ? m.hasTeachingDegreeMine : m.hasTeachingDegree),
});

/** /teachers/new and the profile on /teachers/{id}: what staff edit of a teacher. */
export function TeacherForm({
  id,
  version,
  values,
  errors = {},
  idempotencyKey,
}: {
  id?: number;
  /** The record's last change, when editing one. */
  version?: Date;
  values: TeacherFormValues;
  errors?: FieldErrors;
  /** A new teacher's form: the key it is posted with, so sent twice it makes one teacher (src/lib/idempotency). */
  idempotencyKey?: string;
}) {
  const field = bindFields(values, errors);
  const person = bindPersonFields(values, errors);
  return (
    <Form
      action={id ? `/teachers/${id}` : '/teachers/new'}
      errors={errors}
      id="teacher-form"
      version={version}
      idempotencyKey={idempotencyKey}
    >
      <h2 className="form-section">{t(m.sectionProfile)}</h2>
      <div className="form-row">
        <TextField {...person('firstName')} label={t(m.firstName)} required autoFocus={!id} />
        <TextField {...person('lastName')} label={t(m.lastName)} required />
      </div>
      <TextField {...person('email')} label={t(m.email)} required autoComplete="off" />
      <ProfileFields values={values} errors={errors} />
      <h2 className="form-section">{t(m.sectionWork)}</h2>
      <div className="form-row">
        <DateField {...field('startDate')} label={t(m.startDate)} />
      </div>
      <TextAreaField {...field('remarks')} label={t(m.remarks)} help={t(m.remarksHelp)} rows={4} maxLength={5000} />
      {!id && (
        <>
          <h2 className="form-section">{t(m.sectionAccount)}</h2>
          <p className="field-help">{t(m.passwordHelp)}</p>
          <NewPasswordFields errors={errors} required={false} help={false} />
        </>
      )}
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref="/teachers" />
    </Form>
  );
}
