import { useState } from 'react';
import { InvoiceLines, type EditorLine, type InvoiceLinesTexts } from './InvoiceLines.island';
import { DateInput, type DateInputTexts } from '../../../views/widgets/DateInput';

export interface AmendFieldsProps {
  /** Prefix of the inputs' ids (the dialog and its page). */
  idPrefix: string;
  series: { value: string; label: string }[];
  reasons: { value: string; label: string }[];
  kinds: { value: string; label: string }[];
  values: { seriesId: string; reason: string; kind: string; date: string; lines: EditorLine[] };
  errors: Record<string, string>;
  /** The VAT rate of the invoice amended (its amendments carry the same). */
  rate: number;
  texts: { series: string; reason: string; kind: string; date: string; required: string; dateInput: DateInputTexts };
  lineTexts: InvoiceLinesTexts;
}

/**
 * The fields of an amending invoice: its series, the reason (R1–R4), by differences (lines,
 * signed) or the full cancellation, and its date. The amend dialog and its page without
 * JavaScript both show them; with JavaScript the lines hide when the whole invoice is cancelled.
 */
export function AmendFields({
  idPrefix,
  series,
  reasons,
  kinds,
  values,
  errors,
  rate,
  texts,
  lineTexts,
}: AmendFieldsProps) {
  const [kind, setKind] = useState(values.kind);
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: string) => (errors[name] ? `${id(name)}-error` : undefined);
  const error = (name: string) =>
    errors[name] && (
      <p className="field-error" id={`${id(name)}-error`}>
        {errors[name]}
      </p>
    );
  const select = (name: 'seriesId' | 'reason', label: string, options: { value: string; label: string }[]) => (
    <div className={`field${errors[name] ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id(name)}>
        {label}
        <span className="field-required"> ({texts.required})</span>
      </label>
      <select
        id={id(name)}
        name={name}
        className="input"
        defaultValue={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error(name)}
    </div>
  );
  return (
    <div className="amend-fields">
      <div className="form-row">
        {select('seriesId', texts.series, series)}
        <div className={`field${errors.date ? ' field-invalid' : ''}`}>
          <label className="field-label" htmlFor={id('date')}>
            {texts.date}
            <span className="field-required"> ({texts.required})</span>
          </label>
          <DateInput
            kind="date"
            texts={texts.dateInput}
            id={id('date')}
            name="date"
            defaultValue={values.date}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={described('date')}
          />
          {error('date')}
        </div>
      </div>
      {select('reason', texts.reason, reasons)}
      <fieldset
        className={`field family-choices${errors.kind ? ' field-invalid' : ''}`}
        aria-describedby={described('kind')}
      >
        <legend className="field-label">
          {texts.kind}
          <span className="field-required"> ({texts.required})</span>
        </legend>
        {kinds.map((k) => (
          <label key={k.value} className="check-label">
            <input
              type="radio"
              name="kind"
              value={k.value}
              checked={kind === k.value}
              onChange={() => setKind(k.value)}
            />{' '}
            {k.label}
          </label>
        ))}
        {error('kind')}
      </fieldset>
      <div hidden={kind === 'cancellation'}>
        <InvoiceLines
          lines={values.lines}
          errors={errors}
          fixedRate={rate}
          signed
          idPrefix={idPrefix}
          texts={lineTexts}
        />
      </div>
    </div>
  );
}
