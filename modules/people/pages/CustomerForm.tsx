import { formatDate, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Island } from '../../../views/Island';
import { CheckboxField, Form, FormActions, SelectField, TextAreaField, TextField } from '../../../views/widgets/Form';
import { bindChoice, bindFields, nameOptions } from '../../../views/widgets/formBinding';
import { AutocompleteField, autocompleteTexts } from '../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { CUSTOMER_SOURCES, SOURCE_LABELS, type CustomerStudent } from '../customers.service';
import { customersMessages as m } from '../customers.messages';
import { CustomerInvoiceData, type InvoiceDataValues } from './CustomerInvoiceData.island';
import { districtGroups } from './CustomersList';
import { bindPersonFields } from './personFields';

/** What the form shows: the record's values, or what was posted when it comes back with errors. */
export interface CustomerFormValues extends InvoiceDataValues {
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
}

interface Props {
  id?: number;
  /** The record's last change, when editing one. */
  version?: Date;
  values: CustomerFormValues;
  errors?: FieldErrors;
  advisors: { id: number; name: string }[];
  districts: { id: number; name: string; municipalityName: string }[];
  /** A new customer's form: the key it is posted with, so sent twice it makes one customer (src/lib/idempotency). */
  idempotencyKey?: string;
}

export function CustomerForm({ id, version, values, errors = {}, advisors, districts, idempotencyKey }: Props) {
  const field = bindFields(values, errors);
  const person = bindPersonFields(values, errors);
  const invoiceLabels = {
    invoiceName: t(m.invoiceName),
    invoiceEmail: t(m.invoiceEmail),
    invoiceNif: t(m.invoiceNif),
    invoiceAddress: t(m.invoiceAddress),
    invoicePostalCode: t(m.invoicePostalCode),
    invoiceMunicipality: t(m.invoiceMunicipality),
  };
  return (
    <Form
      action={id ? `/customers/${id}` : '/customers/new'}
      errors={errors}
      version={version}
      idempotencyKey={idempotencyKey}
      // The invoice block's fields, drawn by its island, named in the error summary.
      labels={{ ...invoiceLabels, invoiceMunicipalityId: invoiceLabels.invoiceMunicipality }}
    >
      <fieldset className="fieldset">
        <legend>{t(m.personalData)}</legend>
        <CheckboxField {...field('isCompany')} label={t(m.isCompany)} />
        <TextField {...person('firstName')} label={t(m.firstName)} help={t(m.firstNameHelp)} required autoFocus={!id} />
        <TextField
          {...person('lastName')}
          label={t(m.lastName)}
          help={t(m.lastNameHelp)}
          required={!values.isCompany}
        />
        <TextField {...person('nif')} label={t(m.nif)} help={t(m.nifHelp)} />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t(m.contactData)}</legend>
        <TextField {...person('email')} label={t(m.email)} autoComplete="off" />
        <TextField {...person('phone')} label={t(m.phone)} />
        <TextField {...field('address')} label={t(m.address)} maxLength={200} />
        <TextField {...field('postalCode')} label={t(m.postalCode)} maxLength={5} />
        <AutocompleteField
          label={t(m.municipality)}
          {...bindChoice(values, errors)('municipalityId', 'municipalityName')}
          source="municipalities"
        />
        <SelectField
          {...field('districtId')}
          label={t(m.district)}
          help={t(m.districtHelp)}
          placeholder={t(m.noDistrict)}
          groups={districtGroups(districts)}
        />
        <TextField {...field('iban')} label={t(m.iban)} help={t(m.ibanHelp)} maxLength={50} autoComplete="off" />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t(m.commercialData)}</legend>
        <SelectField
          {...field('source')}
          label={t(m.source)}
          value={values.source ?? 'other'}
          options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: t(SOURCE_LABELS[s]) }))}
        />
        <SelectField
          {...field('advisorId')}
          label={t(m.advisor)}
          placeholder={t(m.noAdvisor)}
          options={nameOptions(advisors)}
        />
        <TextAreaField {...field('remarks')} label={t(m.remarks)} maxLength={2000} />
      </fieldset>
      <Island
        name="CustomerInvoiceData"
        component={CustomerInvoiceData}
        props={{
          legend: t(m.invoiceData),
          sameLabel: t(m.invoiceSameAsPersonal),
          sameHelp: t(m.invoiceSameHelp),
          same: values.invoiceSameAsPersonal !== false,
          labels: invoiceLabels,
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

/** Other customers with this one's NIF (not refused: the business keeps them while staff sort them out). */
export function SameNifNotice({ others }: { others: { id: number; name: string }[] }) {
  return (
    <p className="flash flash-notice" role="note">
      {t(m.sameNif, { count: others.length })}{' '}
      {others.map((o, i) => (
        <span key={o.id}>
          {i > 0 && ', '}
          <a href={`/customers/${o.id}`}>{o.name}</a>
        </span>
      ))}
      . {t(m.sameNifHint)}
    </p>
  );
}
