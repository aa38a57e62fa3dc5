import type { FieldErrors } from '../../../src/lib/errors';
import { t } from '../../../src/lib/intl';
import { TextField } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';

/**
 * A password and its repetition, as every form that sets one shows them: a new account's
 * ('Contraseña') or a change of it ('Nueva contraseña').
 */
interface NewPasswordFieldsProps {
  errors: FieldErrors;
  change?: boolean;
  required?: boolean;
  help?: boolean;
  autoFocus?: boolean;
}

export function NewPasswordFields({ errors, change, required = true, help = true, autoFocus }: NewPasswordFieldsProps) {
  return (
    <div className="form-row">
      <TextField
        name="password"
        type="password"
        label={labelsOf(change).password}
        error={errors.password}
        required={required}
        help={help ? t(m.passwordHelp) : undefined}
        autoComplete="new-password"
        maxLength={200}
        autoFocus={autoFocus}
      />
      <TextField
        name="passwordRepeat"
        type="password"
        label={labelsOf(change).passwordRepeat}
        error={errors.passwordRepeat}
        required={required}
        autoComplete="new-password"
        maxLength={200}
      />
    </div>
  );
}

const labelsOf = (change?: boolean) => ({
  password: t(change ? m.newPassword : m.password),
  passwordRepeat: t(change ? m.passwordRepeat : m.accountPasswordRepeat),
});
// The error summary's labels: the fields are drawn here, out of the form's sight (FieldGroup).
NewPasswordFields.fieldLabels = ({ change }: Pick<NewPasswordFieldsProps, 'change'>) => labelsOf(change);
