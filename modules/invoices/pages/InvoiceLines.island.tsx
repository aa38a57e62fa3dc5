import { useEffect, useRef, useState } from 'react';
import { formatMoney, formatPercent, parseEuros } from '../../../src/lib/format';
import { lineAmount, MAX_INVOICE_CENTS, parseQuantity, splitTotal } from '../amounts';

export interface EditorLine {
  concept: string;
  quantity: string;
  unitPrice: string;
}

/** The editor's words, in the page's language (an island gets them as props). */
export interface InvoiceLinesTexts {
  legend: string;
  help: string;
  concept: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  /** 'Línea {n}' */
  line: string;
  addLine: string;
  /** 'Quitar la línea {n}' */
  removeLine: string;
  vatType: string;
  required: string;
  totals: string;
  base: string;
  /** 'IVA ({rate})' */
  vat: string;
  total: string;
  /** The server's messages for a line, and for the total, past MAX_INVOICE_CENTS (with the maximum filled in). */
  amountTooLarge: string;
  totalTooLarge: string;
}

export interface InvoiceLinesProps {
  lines: EditorLine[];
  /** Messages by field: 'lines.<row>.<concept|quantity|unitPrice>', 'lines', 'vatTypeId'. */
  errors: Record<string, string>;
  /** A choice of VAT type (a manual invoice)… */
  vatTypes?: { id: number; name: string; rate: number }[];
  vatTypeId?: number | null;
  /** …or the rate of the invoice being amended. */
  fixedRate?: number;
  /** Differences of an amending invoice may be negative. */
  signed?: boolean;
  /** Prefix of the inputs' ids (a page and a dialog on the same page must not clash). */
  idPrefix: string;
  texts: InvoiceLinesTexts;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** A row's amount, or undefined while it is not a valid line (the server computes the same). */
function amountOf(row: EditorLine, signed: boolean): number | undefined {
  const quantity = parseQuantity(row.quantity);
  const price = parseEuros(row.unitPrice, { signed }).cents;
  if (quantity === undefined || price === undefined) return undefined;
  return lineAmount(quantity, price);
}

/**
 * The lines of an invoice (concept, quantity, unit price), its VAT type and its totals. The
 * server renders it with the posted values and their totals (the form's "Recalcular" posts
 * them without JavaScript); once hydrated, amounts and totals follow what is typed, and rows
 * can be added and removed.
 */
export function InvoiceLines(props: InvoiceLinesProps) {
  const { texts, idPrefix, errors } = props;
  const signed = !!props.signed;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [rows, setRows] = useState(() => props.lines.map((l, key) => ({ ...l, key })));
  const nextKey = useRef(props.lines.length);
  const [vatTypeId, setVatTypeId] = useState(props.vatTypeId == null ? '' : String(props.vatTypeId));
  const rate = props.fixedRate ?? props.vatTypes?.find((v) => String(v.id) === vatTypeId)?.rate ?? 0;
  const amounts = rows.map((r) => amountOf(r, signed));
  const total = amounts.reduce<number>((sum, a) => sum + (a ?? 0), 0);
  const { baseCents, vatCents } = splitTotal(total, rate);
  // What the server would refuse on submit, said as it is typed: a line past the maximum on its
  // price, otherwise a total past it next to the total (parseLines and the issue's checks).
  const tooLarge = amounts.map(
    (a, i) =>
      parseEuros(rows[i].unitPrice, { signed, max: MAX_INVOICE_CENTS }).refused === 'tooLarge' ||
      Math.abs(a ?? 0) > MAX_INVOICE_CENTS,
  );
  const totalTooLarge = !tooLarge.includes(true) && Math.abs(total) > MAX_INVOICE_CENTS;

  const change = (key: number, field: keyof EditorLine, value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const add = () => setRows((rs) => [...rs, { key: nextKey.current++, concept: '', quantity: '1', unitPrice: '' }]);
  const remove = (key: number) => setRows((rs) => rs.filter((r) => r.key !== key));
  const vatId = `${idPrefix}-vatTypeId`;

  return (
    <div className="invoice-lines-editor">
      {props.vatTypes && (
        <div className={`field${errors.vatTypeId ? ' field-invalid' : ''}`}>
          <label className="field-label" htmlFor={vatId}>
            {texts.vatType}
            <span className="field-required"> ({texts.required})</span>
          </label>
          <select
            id={vatId}
            name="vatTypeId"
            className="input"
            value={vatTypeId}
            onChange={(e) => setVatTypeId(e.target.value)}
            aria-invalid={errors.vatTypeId ? true : undefined}
            aria-describedby={errors.vatTypeId ? `${vatId}-error` : undefined}
          >
            <option value="" />
            {props.vatTypes.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
          {errors.vatTypeId && (
            <p className="field-error" id={`${vatId}-error`}>
              {errors.vatTypeId}
            </p>
          )}
        </div>
      )}
      <fieldset
        id={`${idPrefix}-lines`}
        tabIndex={-1}
        className="fieldset line-rows"
        aria-describedby={`${idPrefix}-lines-help${errors.lines ? ` ${idPrefix}-lines-error` : ''}`}
      >
        <legend>{texts.legend}</legend>
        <p className="field-help" id={`${idPrefix}-lines-help`}>
          {texts.help}
        </p>
        {errors.lines && (
          <p className="field-error" id={`${idPrefix}-lines-error`} role="alert">
            {errors.lines}
          </p>
        )}
        {rows.map((row, i) => {
          const n = i + 1;
          const field = (
            name: keyof EditorLine,
            label: string,
            extra: { inputMode?: 'decimal'; className: string },
          ) => {
            // Named as its error (`lines.<row>.<field>`), so the form's error summary links to it.
            const id = `${idPrefix}-lines.${row.key}.${name}`;
            const error =
              errors[`lines.${row.key}.${name}`] ??
              (name === 'unitPrice' && tooLarge[i] ? texts.amountTooLarge : undefined);
            return (
              <div className={`field ${extra.className}${error ? ' field-invalid' : ''}`}>
                <label className="field-label" htmlFor={id}>
                  {label}
                </label>
                <input
                  id={id}
                  name={name}
                  className="input"
                  value={row[name]}
                  inputMode={extra.inputMode}
                  maxLength={name === 'concept' ? 500 : 20}
                  autoComplete="off"
                  onChange={(e) => change(row.key, name, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error && (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          };
          const amount = amounts[i];
          return (
            <div key={row.key} className="line-row" role="group" aria-label={fill(texts.line, { n })}>
              {field('concept', texts.concept, { className: 'line-concept' })}
              {field('quantity', texts.quantity, { className: 'line-quantity', inputMode: 'decimal' })}
              {field('unitPrice', texts.unitPrice, { className: 'line-price', inputMode: 'decimal' })}
              <div className="field line-amount">
                <span className="field-label">{texts.amount}</span>
                <output
                  className="line-amount-value"
                  htmlFor={`${idPrefix}-lines.${row.key}.quantity ${idPrefix}-lines.${row.key}.unitPrice`}
                >
                  {amount === undefined ? '—' : formatMoney(amount)}
                </output>
              </div>
              {hydrated && rows.length > 1 && (
                <button
                  type="button"
                  className="button button-quiet line-remove"
                  onClick={() => remove(row.key)}
                  aria-label={fill(texts.removeLine, { n })}
                >
                  ×
                </button>
              )}
            </div>
          );
        })}
        {hydrated && (
          <p>
            <button type="button" className="button button-secondary" onClick={add}>
              {texts.addLine}
            </button>
          </p>
        )}
      </fieldset>
      <table className="invoice-sums editor-sums" aria-live="polite">
        <caption className="visually-hidden">{texts.totals}</caption>
        <tbody>
          <tr>
            <th scope="row">{texts.base}</th>
            <td className="num">{formatMoney(baseCents)}</td>
          </tr>
          <tr>
            <th scope="row">{fill(texts.vat, { rate: formatPercent(rate) })}</th>
            <td className="num">{formatMoney(vatCents)}</td>
          </tr>
          <tr className="invoice-total">
            <th scope="row">{texts.total}</th>
            <td className="num">{formatMoney(total)}</td>
          </tr>
        </tbody>
      </table>
      {totalTooLarge && (
        <p className="field-error editor-sums-error" id={`${idPrefix}-total-error`} role="alert">
          {texts.totalTooLarge}
        </p>
      )}
    </div>
  );
}
