import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Form, FormActions, TextField } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';
import { NewPasswordFields } from './NewPasswordFields';

/** /password: the signed-in user changes their own password. */
export function PasswordPage({ errors = {} }: { errors?: FieldErrors }) {
  return (
    <>
      <p className="intro">{t(m.passwordIntro)}</p>
      <Form action="/password" errors={errors}>
        <TextField
          name="currentPassword"
          type="password"
          label={t(m.currentPassword)}
          error={errors.currentPassword}
          required
          autoComplete="current-password"
          maxLength={200}
          autoFocus
        />
        <NewPasswordFields errors={errors} change />
        <FormActions submitLabel={t(m.change)} cancelHref="/" />
      </Form>
    </>
  );
}
