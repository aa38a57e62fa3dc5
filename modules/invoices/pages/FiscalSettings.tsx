import { formatNumber, t, formatPercent } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { CheckboxField, Form, FormActions, SelectField, TextAreaField, TextField } from '../../../views/widgets/Form';
import { bindChoice, bindFields, nameOptions } from '../../../views/widgets/formBinding';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { SimpleTable, type SimpleColumn } from '../../../views/widgets/SimpleTable';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { invoicesMessages as m, fiscalFormMessages as f } from '../invoices.messages';
import type { SeriesRow, VatTypeRow } from '../fiscal.service';

export interface IssuerValues {
  legalName?: string | null;
  nif?: string | null;
  address?: string | null;
  postalCode?: string | null;
  municipalityId?: number | null;
  municipalityName?: string | null;
  voucherSeriesId?: number | null;
  email?: string | null;
  phone?: string | null;
  iban?: string | null;
}

export const yesNo = (value: boolean) => t(value ? m.yes : m.no);
export const rateText = (rate: string | number) => formatPercent(rate);

interface Props {
  issuer: IssuerValues;
  /** The issuer's last save, carried by its form (src/lib/editVersion.ts). */
  issuerVersion?: Date;
  issuerComplete: boolean;
  series: SeriesRow[];
  vatTypes: VatTypeRow[];
  levels: { id: number; name: string; vatTypeId: number | null }[];
  errors?: FieldErrors;
  /** The form the errors belong to (each form shows only its own summary and messages). */
  refused?: 'issuer' | 'levels';
}

/** /fiscal-settings: the issuer, the series, the VAT types and the VAT type of each level. */
export function FiscalSettings({
  issuer,
  issuerVersion,
  issuerComplete,
  series,
  vatTypes,
  levels,
  errors = {},
  refused,
}: Props) {
  const ordinary = series.filter((s) => !s.isAmending && s.active);
  const fallback = vatTypes.find((v) => v.isDefault);
  // The issuer's refusal used to be summed up over the levels' form too (and the other way round).
  const issuerErrors = refused === 'levels' ? {} : errors;
  const levelErrors = refused === 'levels' ? errors : {};
  const field = bindFields(issuer, issuerErrors);
  return (
    <>
      <p className="intro">{t(m.fiscalIntro)}</p>
      {!issuerComplete && (
        <p className="flash flash-error" role="alert">
          {t(m.issuerMissing)}
        </p>
      )}
      <section aria-labelledby="issuer-title">
        <h2 id="issuer-title">{t(m.issuer)}</h2>
        <Form action="/fiscal-settings" errors={issuerErrors} version={issuerVersion}>
          <TextField {...field('legalName')} label={t(m.legalName)} required maxLength={250} />
          <TextField {...field('nif')} label={t(m.nif)} required maxLength={12} />
          <TextField
            {...field('address')}
            label={t(m.address)}
            required
            maxLength={200}
            autoComplete="street-address"
          />
          <TextField
            {...field('postalCode')}
            label={t(m.postalCode)}
            required
            maxLength={5}
            autoComplete="postal-code"
          />
          <AutocompleteField
            label={t(m.municipality)}
            {...bindChoice(issuer, issuerErrors)('municipalityId', 'municipalityName')}
            source="municipalities"
            required
          />
          <TextField
            {...field('email')}
            type="email"
            label={t(m.contactEmail)}
            help={t(m.contactEmailHelp)}
            maxLength={254}
            autoComplete="email"
          />
          <TextField
            {...field('phone')}
            type="tel"
            label={t(m.contactPhone)}
            help={t(m.contactPhoneHelp)}
            maxLength={30}
            autoComplete="tel"
          />
          <TextField {...field('iban')} label={t(m.contactIban)} help={t(m.contactIbanHelp)} maxLength={42} />
          <SelectField
            {...field('voucherSeriesId')}
            label={t(m.voucherSeries)}
            help={t(m.voucherSeriesHelp)}
            placeholder={t(f.noSeries)}
            options={ordinary.map((s) => ({ value: s.id, label: `${s.code} — ${s.description}` }))}
          />
          <FormActions submitLabel={t(w.save)} cancelHref="/" />
        </Form>
      </section>
      <TableSection
        id="series-title"
        title={t(m.series)}
        newHref="/fiscal-settings/invoice-series/new"
        newLabel={t(m.newSeries)}
        rows={series}
        columns={[
          { label: t(m.code), render: (s) => <a href={`/fiscal-settings/invoice-series/${s.id}`}>{s.code}</a> },
          { label: t(m.description), render: (s) => s.description },
          { label: t(m.isAmending), render: (s) => yesNo(s.isAmending) },
          { label: t(m.active), render: (s) => yesNo(s.active) },
          { label: t(m.issuedCount), render: (s) => formatNumber(s.issuedCount) },
        ]}
      />
      <TableSection
        id="vat-title"
        title={t(m.vatTypes)}
        newHref="/fiscal-settings/vat-types/new"
        newLabel={t(m.newVatType)}
        rows={vatTypes}
        columns={[
          { label: t(m.name), render: (v) => <a href={`/fiscal-settings/vat-types/${v.id}`}>{v.name}</a> },
          { label: t(m.rate), render: (v) => rateText(v.rate) },
          { label: t(m.taxCode), render: (v) => v.taxCode },
          { label: t(m.exemptionText), render: (v) => v.exemptionText ?? '—' },
          { label: t(m.isDefault), render: (v) => yesNo(v.isDefault) },
        ]}
      />
      <section aria-labelledby="levels-title">
        <h2 id="levels-title">{t(m.levelVat)}</h2>
        <p>{t(m.levelVatIntro)}</p>
        <Form action="/fiscal-settings/levels" errors={levelErrors}>
          {levels.map((l) => (
            <SelectField
              key={l.id}
              name={`vat_${l.id}`}
              label={l.name}
              value={l.vatTypeId}
              error={levelErrors[`vat_${l.id}`]}
              placeholder={t(m.defaultVatOption, { name: fallback?.name ?? '—' })}
              options={nameOptions(vatTypes)}
            />
          ))}
          <FormActions submitLabel={t(f.saveLevels)} cancelHref="/fiscal-settings" />
        </Form>
      </section>
    </>
  );
}

/** A section of the fiscal settings that lists records (its title the table's caption), with the button that adds one. */
function TableSection<T extends { id: number }>(props: {
  id: string;
  title: string;
  newHref: string;
  newLabel: string;
  rows: T[];
  columns: SimpleColumn<T>[];
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p>
        <a className="button" href={props.newHref}>
          {props.newLabel}
        </a>
      </p>
      <SimpleTable caption={props.title} rows={props.rows} columns={props.columns} />
    </section>
  );
}

export interface SeriesValues {
  code?: string;
  description?: string;
  isAmending?: boolean;
  active?: boolean;
}

export function SeriesForm({
  id,
  version,
  values,
  locked,
  errors = {},
}: {
  id?: number;
  /** The series' last change, when editing one. */
  version?: Date;
  values: SeriesValues;
  locked?: boolean;
  errors?: FieldErrors;
}) {
  const field = bindFields(values, errors);
  return (
    <Form
      action={id ? `/fiscal-settings/invoice-series/${id}` : '/fiscal-settings/invoice-series/new'}
      errors={errors}
      version={version}
    >
      <TextField
        {...field('code')}
        label={t(m.code)}
        required
        maxLength={10}
        autoFocus={!id}
        help={locked ? t(f.codeLockedHelp) : undefined}
      />
      <TextField {...field('description')} label={t(m.description)} maxLength={200} />
      <CheckboxField {...field('isAmending')} label={t(m.isAmending)} help={t(m.isAmendingHelp)} />
      <CheckboxField {...field('active')} label={t(m.active)} value={values.active ?? true} />
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref="/fiscal-settings" />
    </Form>
  );
}

export interface VatValues {
  name?: string;
  rate?: string;
  exemptionText?: string | null;
  taxCode?: string;
  isDefault?: boolean;
}

export function VatTypeForm({
  id,
  version,
  values,
  errors = {},
}: {
  id?: number;
  /** The VAT type's last change, when editing one. */
  version?: Date;
  values: VatValues;
  errors?: FieldErrors;
}) {
  const field = bindFields(values, errors);
  return (
    <Form
      action={id ? `/fiscal-settings/vat-types/${id}` : '/fiscal-settings/vat-types/new'}
      errors={errors}
      version={version}
    >
      <TextField {...field('name')} label={t(m.name)} required maxLength={100} autoFocus={!id} />
      <TextField {...field('rate')} label={t(m.rate)} required maxLength={6} />
      <SelectField
        {...field('taxCode')}
        label={t(m.taxCode)}
        value={values.taxCode ?? 'S1'}
        required
        options={[
          { value: 'E1', label: t(m.taxCodeE1) },
          { value: 'S1', label: t(m.taxCodeS1) },
        ]}
      />
      <TextAreaField
        {...field('exemptionText')}
        label={t(m.exemptionText)}
        help={t(m.exemptionTextHelp)}
        maxLength={500}
        rows={2}
      />
      <CheckboxField {...field('isDefault')} label={t(m.isDefault)} help={t(m.isDefaultHelp)} />
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref="/fiscal-settings" />
    </Form>
  );
}
