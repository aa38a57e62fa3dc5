import { formatNumber, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { CheckboxField, Form, FormActions, SelectField, TextAreaField, TextField } from '../../../views/widgets/Form';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { SimpleTable } from '../../../views/widgets/SimpleTable';
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
}

export const yesNo = (value: boolean) => t(value ? m.yes : m.no);
export const rateText = (rate: string | number) => `${formatNumber(Number(rate))} %`;

interface Props {
  issuer: IssuerValues;
  issuerComplete: boolean;
  series: SeriesRow[];
  vatTypes: VatTypeRow[];
  levels: { id: number; name: string; vatTypeId: number | null }[];
  errors?: FieldErrors;
}

/** /fiscal-settings: the issuer, the series, the VAT types and the VAT type of each level. */
export function FiscalSettings({ issuer, issuerComplete, series, vatTypes, levels, errors = {} }: Props) {
  const ordinary = series.filter((s) => !s.isAmending && s.active);
  const fallback = vatTypes.find((v) => v.isDefault);
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
        <Form action="/fiscal-settings" errors={errors}>
          <TextField name="legalName" label={t(m.legalName)} value={issuer.legalName} error={errors.legalName} required maxLength={250} />
          <TextField name="nif" label={t(m.nif)} value={issuer.nif} error={errors.nif} required maxLength={12} />
          <TextField name="address" label={t(m.address)} value={issuer.address} error={errors.address} required maxLength={200} autoComplete="street-address" />
          <TextField name="postalCode" label={t(m.postalCode)} value={issuer.postalCode} error={errors.postalCode} required maxLength={5} autoComplete="postal-code" />
          <AutocompleteField label={t(m.municipality)} name="municipalityId" textName="municipalityName" source="municipalities" chosenId={issuer.municipalityId} chosenName={issuer.municipalityName} required error={errors.municipalityId} />
          <SelectField
            name="voucherSeriesId"
            label={t(m.voucherSeries)}
            help={t(m.voucherSeriesHelp)}
            value={issuer.voucherSeriesId}
            error={errors.voucherSeriesId}
            placeholder={t(f.noSeries)}
            options={ordinary.map((s) => ({ value: s.id, label: `${s.code} — ${s.description}` }))}
          />
          <FormActions submitLabel={t(w.save)} cancelHref="/" />
        </Form>
      </section>
      <section aria-labelledby="series-title">
        <h2 id="series-title">{t(m.series)}</h2>
        <p>
          <a className="button" href="/fiscal-settings/invoice-series/new">
            {t(m.newSeries)}
          </a>
        </p>
        <SimpleTable
          caption={t(m.series)}
          rows={series}
          columns={[
            { label: t(m.code), render: (s) => <a href={`/fiscal-settings/invoice-series/${s.id}`}>{s.code}</a> },
            { label: t(m.description), render: (s) => s.description },
            { label: t(m.isAmending), render: (s) => yesNo(s.isAmending) },
            { label: t(m.active), render: (s) => yesNo(s.active) },
            { label: t(m.issuedCount), render: (s) => formatNumber(s.issuedCount) },
          ]}
        />
      </section>
      <section aria-labelledby="vat-title">
        <h2 id="vat-title">{t(m.vatTypes)}</h2>
        <p>
          <a className="button" href="/fiscal-settings/vat-types/new">
            {t(m.newVatType)}
          </a>
        </p>
        <SimpleTable
          caption={t(m.vatTypes)}
          rows={vatTypes}
          columns={[
            { label: t(m.name), render: (v) => <a href={`/fiscal-settings/vat-types/${v.id}`}>{v.name}</a> },
            { label: t(m.rate), render: (v) => rateText(v.rate) },
            { label: t(m.taxCode), render: (v) => v.taxCode },
            { label: t(m.exemptionText), render: (v) => v.exemptionText ?? '—' },
            { label: t(m.isDefault), render: (v) => yesNo(v.isDefault) },
          ]}
        />
      </section>
      <section aria-labelledby="levels-title">
        <h2 id="levels-title">{t(m.levelVat)}</h2>
        <p>{t(m.levelVatIntro)}</p>
        <Form action="/fiscal-settings/levels" errors={errors}>
          {levels.map((l) => (
            <SelectField
              key={l.id}
              name={`vat_${l.id}`}
              label={l.name}
              value={l.vatTypeId}
              error={errors[`vat_${l.id}`]}
              placeholder={t(m.defaultVatOption, { name: fallback?.name ?? '—' })}
              options={vatTypes.map((v) => ({ value: v.id, label: v.name }))}
            />
          ))}
          <FormActions submitLabel={t(f.saveLevels)} cancelHref="/fiscal-settings" />
        </Form>
      </section>
    </>
  );
}

export interface SeriesValues {
  code?: string;
  description?: string;
  isAmending?: boolean;
  active?: boolean;
}

export function SeriesForm({ id, values, locked, errors = {} }: { id?: number; values: SeriesValues; locked?: boolean; errors?: FieldErrors }) {
  return (
    <Form action={id ? `/fiscal-settings/invoice-series/${id}` : '/fiscal-settings/invoice-series/new'} errors={errors}>
      <TextField name="code" label={t(m.code)} value={values.code} error={errors.code} required maxLength={10} autoFocus={!id} help={locked ? t(f.codeLockedHelp) : undefined} />
      <TextField name="description" label={t(m.description)} value={values.description} error={errors.description} maxLength={200} />
      <CheckboxField name="isAmending" label={t(m.isAmending)} help={t(m.isAmendingHelp)} checked={values.isAmending} error={errors.isAmending} />
      <CheckboxField name="active" label={t(m.active)} checked={values.active ?? true} error={errors.active} />
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

export function VatTypeForm({ id, values, errors = {} }: { id?: number; values: VatValues; errors?: FieldErrors }) {
  return (
    <Form action={id ? `/fiscal-settings/vat-types/${id}` : '/fiscal-settings/vat-types/new'} errors={errors}>
      <TextField name="name" label={t(m.name)} value={values.name} error={errors.name} required maxLength={100} autoFocus={!id} />
      <TextField name="rate" label={t(m.rate)} value={values.rate} error={errors.rate} required maxLength={6} />
      <SelectField
        name="taxCode"
        label={t(m.taxCode)}
        value={values.taxCode ?? 'S1'}
        error={errors.taxCode}
        required
        options={[
          { value: 'E1', label: t(m.taxCodeE1) },
          { value: 'S1', label: t(m.taxCodeS1) },
        ]}
      />
      <TextAreaField name="exemptionText" label={t(m.exemptionText)} help={t(m.exemptionTextHelp)} value={values.exemptionText} error={errors.exemptionText} maxLength={500} rows={2} />
      <CheckboxField name="isDefault" label={t(m.isDefault)} help={t(m.isDefaultHelp)} checked={values.isDefault} error={errors.isDefault} />
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref="/fiscal-settings" />
    </Form>
  );
}
