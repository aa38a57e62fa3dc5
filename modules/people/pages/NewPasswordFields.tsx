import type { FieldErrors } from '../../../src/lib/errors';
import { t } from '../../../src/lib/intl';
import { TextField } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';

/**
 * A password and its repetition, as every form that sets one shows them: a new account's
 * ('Contraseña') or a change of it ('Nueva contraseña').
 */
export function NewPasswordFields({
  errors,
  change,
  required = true,
  help = true,
  autoFocus,
}: {
  errors: FieldErrors;
  change?: boolean;
  required?: boolean;
  help?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <div className="form-row">
      <TextField
        name="password"
        type="password"
        label={t(change ? m.newPassword : m.password)}
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
        label={t(change ? m.passwordRepeat : m.accountPasswordRepeat)}
        error={errors.passwordRepeat}
        required={required}
        autoComplete="new-password"
        maxLength={200}
      />
    </div>
  );
}
