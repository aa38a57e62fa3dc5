import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Form, FormActions } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';
import { NewPasswordFields } from './NewPasswordFields';

/** /user-set-password/{id}: the page behind the *set user password* dialog (works without JavaScript). */
export function UserSetPasswordPage({
  userId,
  userName,
  backHref,
  errors = {},
}: {
  userId: number;
  userName: string;
  backHref: string;
  errors?: FieldErrors;
}) {
  return (
    <>
      <p className="intro">{t(m.setIntro, { name: userName })}</p>
      <Form action={`/user-set-password/${userId}`} errors={errors}>
        <NewPasswordFields errors={errors} change autoFocus />
        <FormActions submitLabel={t(m.setSubmit)} cancelHref={backHref} />
      </Form>
    </>
  );
}
