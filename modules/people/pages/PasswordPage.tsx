import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Form, FormActions, TextField } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';

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
        <TextField
          name="password"
          type="password"
          label={t(m.newPassword)}
          error={errors.password}
          required
          help={t(m.passwordHelp)}
          autoComplete="new-password"
          maxLength={200}
        />
        <TextField
          name="passwordRepeat"
          type="password"
          label={t(m.passwordRepeat)}
          error={errors.passwordRepeat}
          required
          autoComplete="new-password"
          maxLength={200}
        />
        <FormActions submitLabel={t(m.change)} cancelHref="/" />
      </Form>
    </>
  );
}
