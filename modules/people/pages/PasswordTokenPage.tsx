import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { usePage } from '../../../views/context';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { accountMessages as m } from '../account.messages';

/** /login/password-token: the new password, twice, for the emailed token (kept in a hidden field). */
export function PasswordTokenPage({ token, valid, errors = {} }: { token: string; valid: boolean; errors?: FieldErrors }) {
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
  const field = (name: 'password' | 'passwordRepeat', label: string, help?: string) => (
    <div className={`field${errors[name] ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={`token-${name}`}>
        {label}
      </label>
      <input
        id={`token-${name}`}
        className="input"
        type="password"
        name={name}
        autoComplete="new-password"
        required
        maxLength={200}
        autoFocus={name === 'password'}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[errors[name] && `token-${name}-error`, help && `token-${name}-help`].filter(Boolean).join(' ') || undefined}
      />
      {help && (
        <p className="field-help" id={`token-${name}-help`}>
          {help}
        </p>
      )}
      {errors[name] && (
        <p className="field-error" id={`token-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form method="post" action="/login/password-token" className="form" noValidate>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="token" value={token} />
      <p className="intro">{t(m.tokenIntro)}</p>
      {count > 0 && (
        <p className="form-errors" role="alert">
          {t(w.formErrors, { count })}
        </p>
      )}
      {field('password', t(m.newPassword), t(m.passwordHelp))}
      {field('passwordRepeat', t(m.passwordRepeat))}
      <div className="form-actions">
        <button type="submit" className="button button-wide">
          {t(m.setSubmit)}
        </button>
      </div>
    </form>
  );
}
