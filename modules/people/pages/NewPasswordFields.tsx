import type { FieldErrors } from '../../../src/lib/errors';
import { t } from '../../../src/lib/intl';
import { TextField, type WithFieldLabels } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';

interface NewPasswordProps {
  errors: FieldErrors;
  change?: boolean;
  required?: boolean;
  help?: boolean;
  autoFocus?: boolean;
}

const passwordLabels = ({ change }: Pick<NewPasswordProps, 'change'>) => ({
  password: t(change ? m.newPassword : m.password),
  passwordRepeat: t(change ? m.passwordRepeat : m.accountPasswordRepeat),
});

function PasswordPair({ errors, change, required = true, help = true, autoFocus }: NewPasswordProps) {
  const labels = passwordLabels({ change });
  return (
    <div className="form-row">
      <TextField
        name="password"
        type="password"
        label={labels.password}
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
        label={labels.passwordRepeat}
        error={errors.passwordRepeat}
        required={required}
        autoComplete="new-password"
        maxLength={200}
      />
    </div>
  );
}

/**
 * A password and its repetition, as every form that sets one shows them: a new account's
 * ('Contraseña') or a change of it ('Nueva contraseña'); the error summary names them.
 */
export const NewPasswordFields: WithFieldLabels<NewPasswordProps> = Object.assign(PasswordPair, {
  fieldLabels: passwordLabels,
});
