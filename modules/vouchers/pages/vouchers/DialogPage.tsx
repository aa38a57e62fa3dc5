import { t } from '../../../../src/lib/intl';
import type { FieldErrors } from '../../../../src/lib/errors';
import { DateField, Form, SelectField, TextAreaField, TextField } from '../../../../views/widgets/Form';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import type { VoucherDialogProps } from './VoucherDialog.island';
import { keepCodes } from '../../../../views/widgets/Codes';

/**
 * A voucher dialog as a page (its fallback without JavaScript, and where it comes back with
 * errors): the same texts and fields, posted to the same address.
 */
export function DialogPage({
  dialog,
  cancelHref,
  errors = {},
  values = {},
}: {
  dialog: Omit<
    VoucherDialogProps,
    'csrfToken' | 'fallbackHref' | 'buttonLabel' | 'buttonClass' | 'cancelLabel' | 'requiredLabel' | 'dateTexts'
  >;
  cancelHref: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
}) {
  return (
    <Form action={dialog.action} errors={errors}>
      {Object.entries(dialog.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {dialog.paragraphs.map((p) => (
        <p key={p} className="form-intro">
          {keepCodes(p)}
        </p>
      ))}
      {dialog.preview && (
        <pre className="outbox-text voucher-preview" role="region" aria-label={dialog.previewLabel} tabIndex={0}>
          {dialog.preview}
        </pre>
      )}
      {dialog.fields.map((f) => {
        const common = { name: f.name, label: f.label, error: errors[f.name], required: f.required, help: f.help };
        const value = values[f.name] ?? f.value;
        if (f.type === 'select') return <SelectField key={f.name} {...common} value={value} options={f.options} />;
        if (f.type === 'textarea') return <TextAreaField key={f.name} {...common} value={value} maxLength={1000} />;
        if (f.type === 'date') return <DateField key={f.name} {...common} value={value} />;
        return <TextField key={f.name} {...common} value={value} />;
      })}
      <div className="form-actions">
        <button type="submit" className={dialog.confirmClass ?? 'button'}>
          {dialog.confirmLabel}
        </button>
        <a className="button button-quiet" href={cancelHref}>
          {t(w.cancel)}
        </a>
      </div>
    </Form>
  );
}
