import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { usePage } from '../../../views/context';
import { ErrorSummary } from '../../../views/widgets/Form';
import { accountMessages as m } from '../account.messages';
import { NewPasswordFields } from './NewPasswordFields';

/** /login/password-token: the new password, twice, for the emailed token (kept in a hidden field). */
export function PasswordTokenPage({
  token,
  valid,
  errors = {},
}: {
  token: string;
  valid: boolean;
  errors?: FieldErrors;
}) {
  const { csrfToken } = usePage();
  if (!valid) {
    return (
      <>
        <p className="form-errors" role="alert">
          {t(m.tokenInvalid)}
        </p>
        <p>
          <a className="button" href="/login/password-reset">
            {t(m.askAgain)}
          </a>
        </p>
        <p>
          <a href="/login">{t(m.backToLogin)}</a>
        </p>
      </>
    );
  }
  const count = Object.keys(errors).length;
  return (
    <form method="post" action="/login/password-token" className="form" noValidate>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="token" value={token} />
      <p className="intro">{t(m.tokenIntro)}</p>
      {count > 0 && <ErrorSummary errors={errors} labels={NewPasswordFields.fieldLabels({ change: true })} />}
      <NewPasswordFields errors={errors} change autoFocus />
      <div className="form-actions">
        <button type="submit" className="button button-wide">
          {t(m.setSubmit)}
        </button>
      </div>
    </form>
  );
}
