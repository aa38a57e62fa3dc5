import { t } from '../../../src/lib/intl';
import { usePage } from '../../../views/context';
import { peopleMessages as m } from '../people.messages';

/**
 * GET /logout: asks before ending the session. A link (from any site) cannot sign anyone
 * out; the button posts the form with its CSRF token, as the menu's "Cerrar sesión" does.
 */
export function LogoutPage() {
  const { csrfToken } = usePage();
  return (
    <form method="post" action="/logout" className="form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <p className="intro">{t(m.logoutQuestion)}</p>
      <div className="form-actions">
        <button type="submit" className="button" autoFocus>
          {t(m.logoutSubmit)}
        </button>
        <a className="button button-quiet" href="/">
          {t(m.logoutCancel)}
        </a>
      </div>
    </form>
  );
}
