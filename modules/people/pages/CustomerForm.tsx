import { formatDate, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Island } from '../../../views/Island';
import { CheckboxField, Form, FormActions, SelectField, TextAreaField, TextField } from '../../../views/widgets/Form';
import { AutocompleteField, autocompleteTexts } from '../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { CUSTOMER_SOURCES, SOURCE_LABELS, type CustomerStudent } from '../customers.service';
import { customersMessages as m } from '../customers.messages';
import { CustomerInvoiceData } from './CustomerInvoiceData.island';
import { districtGroups } from './CustomersList';

/** What the form shows: the record's values, or what was posted when it comes back with errors. */
export interface CustomerFormValues {
  firstName?: string;
  lastName?: string;
  isCompany?: boolean;
  nif?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  postalCode?: string | null;
  municipalityId?: number | null;
  municipalityName?: string | null;
  districtId?: number | null;
  iban?: string | null;
  source?: string;
  advisorId?: number | null;
  remarks?: string | null;
  invoiceSameAsPersonal?: boolean;
  invoiceName?: string | null;
  invoiceEmail?: string | null;
  invoiceNif?: string | null;
  invoiceAddress?: string | null;
  invoicePostalCode?: string | null;
  invoiceMunicipalityId?: number | null;
  invoiceMunicipalityName?: string | null;
}

interface Props {
  id?: number;
  values: CustomerFormValues;
  errors?: FieldErrors;
  advisors: { id: number; name: string }[];
  districts: { id: number; name: string; municipalityName: string }[];
}

export function CustomerForm({ id, values, errors = {}, advisors, districts }: Props) {
  return (
    <Form action={id ? `/customers/${id}` : '/customers/new'} errors={errors}>
      <fieldset className="fieldset">
        <legend>{t(m.personalData)}</legend>
        <CheckboxField name="isCompany" label={t(m.isCompany)} checked={values.isCompany} error={errors.isCompany} />
        <TextField name="firstName" label={t(m.firstName)} help={t(m.firstNameHelp)} value={values.firstName} error={errors.firstName} required maxLength={100} autoFocus={!id} />
        <TextField name="lastName" label={t(m.lastName)} help={t(m.lastNameHelp)} value={values.lastName} error={errors.lastName} required={!values.isCompany} maxLength={150} />
        <TextField name="nif" label={t(m.nif)} help={t(m.nifHelp)} value={values.nif} error={errors.nif} maxLength={20} />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t(m.contactData)}</legend>
        <TextField name="email" type="email" label={t(m.email)} value={values.email} error={errors.email} maxLength={254} autoComplete="off" />
        <TextField name="phone" type="tel" label={t(m.phone)} value={values.phone} error={errors.phone} maxLength={30} />
        <TextField name="address" label={t(m.address)} value={values.address} error={errors.address} maxLength={200} />
        <TextField name="postalCode" label={t(m.postalCode)} value={values.postalCode} error={errors.postalCode} maxLength={5} />
        <AutocompleteField
          label={t(m.municipality)}
          name="municipalityId"
          textName="municipalityName"
          source="municipalities"
          chosenId={values.municipalityId}
          chosenName={values.municipalityName}
          error={errors.municipalityId}
        />
        <SelectField name="districtId" label={t(m.district)} help={t(m.districtHelp)} value={values.districtId} error={errors.districtId} placeholder={t(m.noDistrict)} groups={districtGroups(districts)} />
        <TextField name="iban" label={t(m.iban)} help={t(m.ibanHelp)} value={values.iban} error={errors.iban} maxLength={50} autoComplete="off" />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t(m.commercialData)}</legend>
        <SelectField name="source" label={t(m.source)} value={values.source ?? 'other'} error={errors.source} options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: t(SOURCE_LABELS[s]) }))} />
        <SelectField name="advisorId" label={t(m.advisor)} value={values.advisorId} error={errors.advisorId} placeholder={t(m.noAdvisor)} options={advisors.map((a) => ({ value: a.id, label: a.name }))} />
        <TextAreaField name="remarks" label={t(m.remarks)} value={values.remarks} error={errors.remarks} maxLength={2000} />
      </fieldset>
      <Island
        name="CustomerInvoiceData"
        component={CustomerInvoiceData}
        props={{
          legend: t(m.invoiceData),
          sameLabel: t(m.invoiceSameAsPersonal),
          sameHelp: t(m.invoiceSameHelp),
          same: values.invoiceSameAsPersonal !== false,
          labels: {
            invoiceName: t(m.invoiceName),
            invoiceEmail: t(m.invoiceEmail),
            invoiceNif: t(m.invoiceNif),
            invoiceAddress: t(m.invoiceAddress),
            invoicePostalCode: t(m.invoicePostalCode),
            invoiceMunicipality: t(m.invoiceMunicipality),
          },
          values: {
            invoiceName: values.invoiceName,
            invoiceEmail: values.invoiceEmail,
            invoiceNif: values.invoiceNif,
            invoiceAddress: values.invoiceAddress,
            invoicePostalCode: values.invoicePostalCode,
            invoiceMunicipalityId: values.invoiceMunicipalityId,
            invoiceMunicipalityName: values.invoiceMunicipalityName,
          },
          errors: Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('invoice'))),
          ...autocompleteTexts(),
        }}
      />
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref="/customers" />
    </Form>
  );
}

/** The customer's students, under the form of an existing customer. */
export function CustomerStudents({ customerId, students }: { customerId: number; students: CustomerStudent[] }) {
  return (
    <section className="related" aria-labelledby="customer-students">
      <div className="related-header">
        <h2 id="customer-students">{t(m.students)}</h2>
        <a className="button button-secondary" href={`/students/new?customer=${customerId}`}>
          {t(m.addStudent)}
        </a>
      </div>
      {students.length === 0 ? (
        <p className="muted">{t(m.noStudents)}</p>
      ) : (
        <ul className="related-list">
          {students.map((s) => (
            <li key={s.id}>
              <a href={`/students/${s.id}`}>{[s.firstName, s.lastName].filter(Boolean).join(' ')}</a>
              {(s.courseName || s.birthDate) && (
                <span className="muted">
                  {' · '}
                  {[s.courseName, s.birthDate && formatDate(s.birthDate)].filter(Boolean).join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
