import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { CheckboxField, DateField, Form, FormActions, TextAreaField, TextField } from '../../../views/widgets/Form';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { teachersMessages as m } from '../teachers.messages';
import { NewPasswordFields } from './NewPasswordFields';

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
      name="municipalityId"
      textName="municipalityName"
      source="municipalities"
      chosenId={values.municipalityId}
      chosenName={values.municipalityName}
      error={errors.municipalityId}
    />
  );
}

/** The personal fields both staff and the teacher themself edit; `own` words them for the teacher. */
export function ProfileFields({ values, errors, own }: { values: TeacherFormValues; errors: FieldErrors; own?: boolean }) {
  return (
    <>
      <div className="form-row">
        <TextField name="phone" type="tel" label={t(m.phone)} value={values.phone} error={errors.phone} maxLength={30} autoComplete="tel" />
        <TextField name="nif" label={t(m.nif)} value={values.nif} error={errors.nif} maxLength={20} />
        <DateField name="birthDate" label={t(m.birthDate)} value={values.birthDate} error={errors.birthDate} />
      </div>
      <TextField name="address" label={t(m.address)} value={values.address} error={errors.address} maxLength={200} autoComplete="street-address" />
      <div className="form-row">
        <TextField name="postalCode" label={t(m.postalCode)} value={values.postalCode} error={errors.postalCode} maxLength={10} autoComplete="postal-code" />
        <MunicipalityField values={values} errors={errors} />
      </div>
      <TextField name="iban" label={t(m.iban)} value={values.iban} error={errors.iban} maxLength={42} />
      <CheckboxField name="hasTeachingDegree" label={t(own ? m.hasTeachingDegreeMine : m.hasTeachingDegree)} checked={values.hasTeachingDegree} error={errors.hasTeachingDegree} />
    </>
  );
}

/** /teachers/new and the profile on /teachers/{id}: what staff edit of a teacher. */
export function TeacherForm({ id, values, errors = {} }: { id?: number; values: TeacherFormValues; errors?: FieldErrors }) {
  return (
    <Form action={id ? `/teachers/${id}` : '/teachers/new'} errors={errors} id="teacher-form">
      <h2 className="form-section">{t(m.sectionProfile)}</h2>
      <div className="form-row">
        <TextField name="firstName" label={t(m.firstName)} value={values.firstName} error={errors.firstName} required maxLength={100} autoFocus={!id} />
        <TextField name="lastName" label={t(m.lastName)} value={values.lastName} error={errors.lastName} required maxLength={150} />
      </div>
      <TextField name="email" type="email" label={t(m.email)} value={values.email} error={errors.email} required maxLength={254} autoComplete="off" />
      <ProfileFields values={values} errors={errors} />
      <h2 className="form-section">{t(m.sectionWork)}</h2>
      <div className="form-row">
        <DateField name="startDate" label={t(m.startDate)} value={values.startDate} error={errors.startDate} />
      </div>
      <TextAreaField name="remarks" label={t(m.remarks)} value={values.remarks} error={errors.remarks} rows={4} maxLength={5000} />
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
