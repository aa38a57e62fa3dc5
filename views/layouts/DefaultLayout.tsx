import type { ReactNode } from 'react';
import { can, roleLabels } from '../../src/lib/policy';
import { t } from '../../src/lib/intl';
import { shellMessages as m } from '../shell.messages';
import { usePage } from '../context';
import { PASSWORD_HREF } from './menu';
import { Flash } from '../widgets/Flash';

function isCurrent(url: string, href: string) {
  const path = url.split('?')[0];
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** Top bar, side menu (by role) and the page's content. */
export function DefaultLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { actor, url, csrfToken, menu = [] } = usePage();
  const groups = menu.map((g) => ({ ...g, entries: g.entries.filter((e) => can(actor, e.action)) })).filter((g) => g.entries.length > 0);
  // The longest matching entry is the current one (/vouchers/settlements, not /vouchers).
  const current = groups
    .flatMap((g) => g.entries)
    .filter((e) => isCurrent(url, e.href))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <>
      <a className="skip-link" href="#content">
        {t(m.skipToContent)}
      </a>
      <header className="topbar">
        <a className="brand" href="/">
          {t(m.appName)}
        </a>
        {actor && (
          <div className="topbar-user">
            <span className="topbar-name">
              <span className="topbar-fullname">
                {actor.firstName} {actor.lastName}
              </span>
              <span className="role-badge">{roleLabels[actor.role]}</span>
            </span>
            <a href={PASSWORD_HREF}>{t(m.changePassword)}</a>
            <form method="post" action="/logout" className="inline-form">
              <input type="hidden" name="_csrf" value={csrfToken} />
              <button type="submit" className="button button-quiet">
                {t(m.logout)}
              </button>
            </form>
          </div>
        )}
      </header>
      <div className="shell">
        {/* Narrow screens only: a disclosure that shows the menu below it (CSS, no script needed). */}
        <details className="menu-toggle">
          <summary>
            {t(m.menu)}
            {current && <span className="menu-toggle-current" aria-hidden="true">{t(current.label)}</span>}
          </summary>
        </details>
        <nav className="sidemenu" aria-label={t(m.menu)}>
          {groups.map((group) => (
            <section key={group.label.id}>
              <h2>{t(group.label)}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.href + entry.label.id}>
                    <a href={entry.href} aria-current={entry.href === current?.href ? 'page' : undefined}>
                      {t(entry.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main id="content" className="content" tabIndex={-1}>
          <div className="content-header">
            <h1>{title}</h1>
            {actions && <div className="content-actions">{actions}</div>}
          </div>
          <Flash />
          {children}
        </main>
      </div>
    </>
  );
}
