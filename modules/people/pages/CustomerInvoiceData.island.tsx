import { useEffect, useState } from 'react';
// eslint-disable-next-line house/browser -- TextField (views/widgets/Form) brings the message catalogue into the browser: to move to a browser field.
import { TextField } from '../../../views/widgets/Form';
import { bindFields } from '../../../views/widgets/formBinding';
import { Autocomplete } from '../../../views/widgets/Autocomplete.island';

/** The customer's invoice data, as the customer form holds it. */
export interface InvoiceDataValues {
  invoiceName?: string | null;
  invoiceEmail?: string | null;
  invoiceNif?: string | null;
  invoiceAddress?: string | null;
  invoicePostalCode?: string | null;
  invoiceMunicipalityId?: number | null;
  invoiceMunicipalityName?: string | null;
}

export interface CustomerInvoiceDataProps {
  legend: string;
  sameLabel: string;
  sameHelp: string;
  same: boolean;
  labels: {
    invoiceName: string;
    invoiceEmail: string;
    invoiceNif: string;
    invoiceAddress: string;
    invoicePostalCode: string;
    invoiceMunicipality: string;
  };
  values: InvoiceDataValues;
  errors: Record<string, string>;
  noResults: string;
  failed: string;
  requiredLabel: string;
}

/**
 * The invoice data block of the customer form. On the server (and without JavaScript) every
 * field is shown, whatever the box says; hydrated, the fields hide while the box is ticked,
 * since the server then copies the personal data into them on save.
 */
export function CustomerInvoiceData(props: CustomerInvoiceDataProps) {
  const [hydrated, setHydrated] = useState(false);
  const [same, setSame] = useState(props.same);
  useEffect(() => setHydrated(true), []);
  const { labels, values, errors } = props;
  const field = bindFields(values, errors);
  return (
    <fieldset className="fieldset">
      <legend>{props.legend}</legend>
      <div className="field field-check">
        <input type="hidden" name="invoiceSameAsPersonal" value="false" />
        <label className="check-label" htmlFor="f-invoiceSameAsPersonal">
          <input
            id="f-invoiceSameAsPersonal"
            type="checkbox"
            name="invoiceSameAsPersonal"
            value="true"
            defaultChecked={props.same}
            onChange={(event) => setSame(event.target.checked)}
            aria-describedby="f-invoiceSameAsPersonal-help"
            aria-controls="invoice-fields"
          />{' '}
          {props.sameLabel}
        </label>
        <p className="field-help" id="f-invoiceSameAsPersonal-help">
          {props.sameHelp}
        </p>
      </div>
      <div id="invoice-fields" className="invoice-fields" hidden={hydrated && same}>
        <TextField {...field('invoiceName')} label={labels.invoiceName} required maxLength={250} />
        <TextField {...field('invoiceNif')} label={labels.invoiceNif} required maxLength={20} />
        <TextField {...field('invoiceEmail')} type="email" label={labels.invoiceEmail} required maxLength={254} />
        <TextField {...field('invoiceAddress')} label={labels.invoiceAddress} required maxLength={200} />
        <TextField {...field('invoicePostalCode')} label={labels.invoicePostalCode} required maxLength={5} />
        <Autocomplete
          label={labels.invoiceMunicipality}
          name="invoiceMunicipalityId"
          textName="invoiceMunicipalityName"
          source="municipalities"
          value={
            values.invoiceMunicipalityId && values.invoiceMunicipalityName
              ? { id: values.invoiceMunicipalityId, name: values.invoiceMunicipalityName }
              : null
          }
          text={values.invoiceMunicipalityName ?? ''}
          required
          error={errors.invoiceMunicipalityId}
          noResults={props.noResults}
          failed={props.failed}
          requiredLabel={props.requiredLabel}
        />
      </div>
    </fieldset>
  );
}
