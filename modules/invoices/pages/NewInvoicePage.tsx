import { formatDate, t, todayInMadrid } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Island } from '../../../views/Island';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { CheckboxField, DateField, Form, SelectField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { offeredPaymentMethods } from '../../vouchers';
import { invoiceMessages as im, issuingMessages as m } from '../invoices.messages';
import { tooLarge, totalTooLarge, type IssuingService } from '../issuing.service';
import { invoiceMethodLabel } from '../labels';
import { InvoiceLines, type EditorLine, type InvoiceLinesTexts } from './InvoiceLines.island';

/** The line editor's words (the manual invoice form and the amend dialog). */
export function lineTexts(signed = false): InvoiceLinesTexts {
  return {
    legend: t(im.lines),
    help: t(signed ? m.amendLinesHelp : m.linesHelp),
    concept: t(im.concept),
    quantity: t(im.quantity),
    unitPrice: t(im.unitPrice),
    amount: t(im.amount),
    line: t(m.line, { n: '{n}' }),
    addLine: t(m.addLine),
    removeLine: t(m.removeLine, { n: '{n}' }),
    vatType: t(m.vatType),
    required: t(w.required),
    totals: t(m.totalsTitle),
    base: t(im.base),
    vat: t(im.vatLine, { rate: '{rate}' }),
    total: t(im.total),
    amountTooLarge: tooLarge(),
    totalTooLarge: totalTooLarge(),
  };
}

/** The labels of the fields the lines island draws, for the error summary ("Línea 2 · Cantidad: …"). */
export function lineLabels(rows: number): Record<string, string> {
  const labels: Record<string, string> = { lines: t(im.lines) };
  for (let i = 0; i < Math.max(rows, 1); i++) {
    const line = t(m.line, { n: i + 1 });
    labels[`lines.${i}.concept`] = `${line} · ${t(im.concept)}`;
    labels[`lines.${i}.quantity`] = `${line} · ${t(im.quantity)}`;
    labels[`lines.${i}.unitPrice`] = `${line} · ${t(im.unitPrice)}`;
  }
  return labels;
}

export interface ManualValues {
  customerId: number | null;
  customerName: string;
  seriesId: number | null;
  vatTypeId: number | null;
  date: string;
  paymentMethod: string;
  paid: boolean;
  lines: EditorLine[];
}

type Options = Awaited<ReturnType<IssuingService['manualOptions']>>;

/** /invoices/new: a manual invoice (a material, an enrolment fee). Works without JavaScript: «Recalcular» posts the lines back with their totals. */
export function NewInvoicePage({
  values,
  options,
  errors = {},
  cardPayments,
  idempotencyKey,
}: {
  values: ManualValues;
  /** The form's key (src/lib/idempotency): sent twice, one invoice. */
  idempotencyKey: string;
  options: Options;
  errors?: FieldErrors;
  /** Card payments on (CARD_PAYMENTS): else no «Redsys» among the methods. */
  cardPayments: boolean;
}) {
  const lastDates = options.series
    .filter((s) => s.lastDate)
    .map((s) => t(m.lastDates, { code: s.code, date: formatDate(s.lastDate!) }));
  // A refusal about the whole invoice (no default VAT type…); sent already or just issued: at the form's top.
  const formError = errors.form;
  return (
    <Form
      action="/invoices/new"
      errors={errors}
      labels={{ vatTypeId: t(m.vatType), ...lineLabels(values.lines.length) }}
      idempotencyKey={idempotencyKey}
    >
      <p className="form-intro">{t(m.newIntro)}</p>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <AutocompleteField
        label={t(im.customer)}
        name="customerId"
        textName="customerName"
        source="customers"
        chosenId={values.customerId}
        chosenName={values.customerName}
        required
        error={errors.customerId}
        help={t(m.customerHelp)}
      />
      <div className="form-row">
        <SelectField
          name="seriesId"
          label={t(im.series)}
          value={values.seriesId}
          options={options.series.map((s) => ({
            value: s.id,
            label: s.description ? `${s.code} — ${s.description}` : s.code,
          }))}
          placeholder=""
          required
          error={errors.seriesId}
        />
        <DateField
          name="date"
          label={t(im.date)}
          value={values.date}
          max={todayInMadrid()}
          required
          error={errors.date}
          help={[t(m.dateHelp), ...lastDates].join(' ')}
        />
      </div>
      <Island
        name="InvoiceLines"
        component={InvoiceLines}
        props={{
          lines: values.lines,
          errors,
          vatTypes: options.vatTypes.map((v) => ({ id: v.id, name: v.name, rate: v.rate })),
          vatTypeId: values.vatTypeId,
          idPrefix: 'f',
          texts: lineTexts(),
        }}
      />
      <div className="form-row">
        <SelectField
          name="paymentMethod"
          label={t(im.method)}
          value={values.paymentMethod}
          options={offeredPaymentMethods(cardPayments, values.paymentMethod).map((k) => ({
            value: k,
            label: invoiceMethodLabel(k),
          }))}
          placeholder={t(m.chooseMethod)}
          required
          error={errors.paymentMethod}
        />
      </div>
      <CheckboxField name="paid" label={t(m.paid)} checked={values.paid} help={t(m.paidHelp)} error={errors.paid} />
      <p className="field-help">{t(m.recalculateHelp)}</p>
      <div className="form-actions">
        {/* The first submit is what Enter presses: it recalculates, it never issues by mistake. */}
        <button type="submit" name="intent" value="recalculate" className="button button-secondary" data-no-guard="">
          {t(m.recalculate)}
        </button>
        <button type="submit" name="intent" value="issue" className="button" data-no-guard="">
          {t(m.issue)}
        </button>
        <a className="button button-quiet" href="/invoices">
          {t(w.cancel)}
        </a>
      </div>
    </Form>
  );
}
