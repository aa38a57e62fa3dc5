import { t } from '../../../src/lib/intl';
import { usePage } from '../../../views/context';
import { peopleMessages as m } from '../people.messages';

/** /login: email and password; comes back to the page that asked for a session. */
export function LoginPage({ next, email, error }: { next?: string; email?: string; error?: string }) {
  const { csrfToken } = usePage();
  return (
    <form method="post" action="/login" className="form" noValidate>
      <input type="hidden" name="_csrf" value={csrfToken} />
      {next && <input type="hidden" name="next" value={next} />}
      {error && (
        <p className="form-errors" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor="login-email">
          {t(m.email)}
        </label>
        <input
          id="login-email"
          className="input"
          type="email"
          name="email"
          defaultValue={email}
          autoComplete="username"
          required
          autoFocus
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="login-password">
          {t(m.password)}
        </label>
        <input
          id="login-password"
          className="input"
          type="password"
          name="password"
          autoComplete="current-password"
          required
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-wide">
          {t(m.loginSubmit)}
        </button>
      </div>
      <p className="login-forgot">
        <a href="/login/password-reset">{t(m.forgotPassword)}</a>
      </p>
    </form>
  );
}
