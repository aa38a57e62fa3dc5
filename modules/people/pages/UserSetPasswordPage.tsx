import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Form, FormActions, TextField } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';

/** /user-set-password/{id}: the page behind the *set user password* dialog (works without JavaScript). */
export function UserSetPasswordPage({ userId, userName, backHref, errors = {} }: { userId: number; userName: string; backHref: string; errors?: FieldErrors }) {
  return (
    <>
      <p className="intro">{t(m.setIntro, { name: userName })}</p>
      <Form action={`/user-set-password/${userId}`} errors={errors}>
        <TextField
          name="password"
          type="password"
          label={t(m.newPassword)}
          error={errors.password}
          required
          help={t(m.passwordHelp)}
          autoComplete="new-password"
          maxLength={200}
          autoFocus
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
        <FormActions submitLabel={t(m.setSubmit)} cancelHref={backHref} />
      </Form>
    </>
  );
}
