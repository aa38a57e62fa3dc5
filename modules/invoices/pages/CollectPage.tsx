import type { FieldErrors } from '../../../src/lib/errors';
import { t } from '../../../src/lib/intl';
import { IDEMPOTENCY_FIELD } from '../../../src/lib/idempotency';
import { DateField, Form, FormActions, SelectField } from '../../../views/widgets/Form';
import { offeredPaymentMethods } from '../../vouchers';
import { collectingMessages as m } from '../collecting.messages';
import { collectIntro, type Collectable } from '../collecting.service';
import { invoiceMethodLabel } from '../labels';

export interface CollectValues {
  date: string;
  method: string;
}

/** /invoices/{id}/collect: the day the money of an invoice issued pending payment came in, and how. */
export function CollectPage(props: {
  collectable: Collectable;
  values: CollectValues;
  today: string;
  idempotencyKey: string;
  errors?: FieldErrors;
  /** Card payments on (CARD_PAYMENTS): else no «Redsys» among the methods. */
  cardPayments: boolean;
}) {
  const { collectable: c, values, errors = {} } = props;
  return (
    <Form action={`/invoices/${c.invoiceId}/collect`} errors={props.errors}>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={props.idempotencyKey} />
      <p className="form-intro">
        {collectIntro(c)}
        {c.pendingAmendments > 0 && ` ${t(m.introAmended)}`}
      </p>
      <DateField
        name="date"
        label={t(m.date)}
        value={values.date}
        min={c.date}
        max={props.today}
        required
        error={errors.date}
      />
      <SelectField
        name="method"
        label={t(m.method)}
        value={values.method}
        options={offeredPaymentMethods(props.cardPayments, values.method).map((k) => ({
          value: k,
          label: invoiceMethodLabel(k),
        }))}
        placeholder=""
        required
        error={errors.method}
      />
      <FormActions submitLabel={t(m.confirm)} cancelHref={`/invoices/${c.invoiceId}`} />
    </Form>
  );
}
