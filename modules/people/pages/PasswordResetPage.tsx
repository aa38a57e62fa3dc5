import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { usePage } from '../../../views/context';
import { accountMessages as m } from '../account.messages';
import { peopleMessages as pm } from '../people.messages';

/** /login/password-reset: asks for the email of the account; then says the same whatever it was. */
export function PasswordResetPage({
  email,
  errors = {},
  error,
  sent,
}: {
  email?: string;
  errors?: FieldErrors;
  error?: string;
  sent?: boolean;
}) {
  const { csrfToken } = usePage();
  if (sent) {
    return (
      <>
        <p role="status">{t(m.resetSent)}</p>
        <p>
          <a href="/login">{t(m.backToLogin)}</a>
        </p>
      </>
    );
  }
  return (
    <form method="post" action="/login/password-reset" className="form" noValidate>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <p className="intro">{t(m.resetIntro)}</p>
      {error && (
        <p className="form-errors" role="alert">
          {error}
        </p>
      )}
      <div className={`field${errors.email ? ' field-invalid' : ''}`}>
        <label className="field-label" htmlFor="reset-email">
          {t(pm.email)}
        </label>
        <input
          id="reset-email"
          className="input"
          type="email"
          name="email"
          defaultValue={email}
          autoComplete="username"
          required
          autoFocus
          maxLength={254}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'reset-email-error' : undefined}
        />
        {errors.email && (
          <p className="field-error" id="reset-email-error">
            {errors.email}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-wide">
          {t(m.resetSubmit)}
        </button>
      </div>
      <p>
        <a href="/login">{t(m.backToLogin)}</a>
      </p>
    </form>
  );
}
