import { useEffect, useState } from 'react';
import { DialogActions, DialogForm, ModalDialog } from '../../../../views/widgets/ModalDialog';
import { Autocomplete, type AutocompleteProps } from '../../../../views/widgets/Autocomplete.island';
import { graphql } from '../../../../client/graphql';

export interface LinkClassDialogProps {
  classId: number;
  fallbackHref: string;
  action: string;
  csrfToken: string;
  buttonLabel: string;
  title: string;
  explain: string;
  customer: Omit<AutocompleteProps, 'value'>;
  voucherLabel: string;
  noVouchers: string;
  confirmLabel: string;
  cancelLabel: string;
}

interface Choice {
  id: number;
  name: string;
  detail: string;
}

/**
 * The *link class to customer* dialog: a customer (autocomplete), then one of their active
 * vouchers with hours left for the class's day. Without JavaScript, the same two steps are
 * the page at `fallbackHref`.
 */
export function LinkClassDialog(props: LinkClassDialogProps) {
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button button-secondary"
      wide
    >
      {(close) => <LinkForm {...props} close={close} />}
    </ModalDialog>
  );
}

function LinkForm(props: LinkClassDialogProps & { close: () => void }) {
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Choice[] | null>(null);
  useEffect(() => {
    // The autocomplete posts the chosen id in a hidden field named customerId; watch it.
    const form = document.getElementById('link-class-form');
    const read = () => {
      const value = Number((form?.querySelector('input[name="customerId"]') as HTMLInputElement | null)?.value);
      setCustomerId(value > 0 ? value : null);
    };
    const timer = setInterval(read, 300);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!customerId) {
      setChoices(null);
      return;
    }
    const controller = new AbortController();
    graphql<{ classLinkVouchers: Choice[] }>(
      'ClassLinkVouchers',
      'query ClassLinkVouchers($classId: Int!, $customerId: Int!) { classLinkVouchers(classId: $classId, customerId: $customerId) { id name detail } }',
      { variables: { classId: props.classId, customerId }, signal: controller.signal },
    )
      .then((data) => setChoices(data.classLinkVouchers))
      .catch(() => undefined);
    return () => controller.abort();
  }, [customerId, props.classId]);
  return (
    <DialogForm id="link-class-form" action={props.action} csrfToken={props.csrfToken} title={props.title}>
      <p>{props.explain}</p>
      <Autocomplete {...props.customer} value={null} />
      {choices && (
        <fieldset className="field">
          <legend className="field-label">{props.voucherLabel}</legend>
          {choices.length === 0 ? (
            <p className="field-help">{props.noVouchers}</p>
          ) : (
            choices.map((c, i) => (
              <label key={c.id} className="check-label">
                <input type="radio" name="voucherId" value={c.id} defaultChecked={i === 0} /> {c.name}{' '}
                <span className="muted">· {c.detail}</span>
              </label>
            ))
          )}
        </fieldset>
      )}
      <DialogActions submitLabel={props.confirmLabel} cancelLabel={props.cancelLabel} close={props.close} />
    </DialogForm>
  );
}
