import { t } from '../../../src/lib/intl';
import { usePage } from '../../../views/context';
import { peopleMessages as m } from '../people.messages';

/**
 * /login: email and password; comes back to the page that asked for a session. A field left
 * empty is said next to it (and takes the cursor); a refused sign-in, above the form.
 */
export function LoginPage({
  next,
  email,
  error,
  errors = {},
}: {
  next?: string;
  email?: string;
  error?: string;
  errors?: { email?: string; password?: string };
}) {
  const { csrfToken } = usePage();
  const invalid = (name: 'email' | 'password') => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
  });
  const fieldError = (name: 'email' | 'password') =>
    errors[name] && (
      <p className="field-error" id={`login-${name}-error`}>
        {errors[name]}
      </p>
    );
  return (
    <form method="post" action="/login" className="form" noValidate>
      <input type="hidden" name="_csrf" value={csrfToken} />
      {next && <input type="hidden" name="next" value={next} />}
      {error && (
        <p className="form-errors" role="alert">
          {error}
        </p>
      )}
      <div className={`field${errors.email ? ' field-invalid' : ''}`}>
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
          autoFocus={!errors.password || !!errors.email}
          {...invalid('email')}
        />
        {fieldError('email')}
      </div>
      <div className={`field${errors.password ? ' field-invalid' : ''}`}>
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
          autoFocus={!!errors.password && !errors.email}
          {...invalid('password')}
        />
        {fieldError('password')}
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
