import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { can, roleLabels, type Actor } from '../../src/lib/policy';
import { t } from '../../src/lib/intl';
import { shellMessages as m } from '../shell.messages';
import { usePage } from '../context';
import { PASSWORD_HREF, type MenuEntry, type MenuGroup } from './menu';
import { Flash } from '../widgets/Flash';
import { keepCodes } from '../widgets/Codes';

function isCurrent(url: string, href: string) {
  const path = url.split('?')[0];
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

interface RoleMenu {
  groups: MenuGroup[];
  /** Every entry, longest href first: the first that matches the URL is the current one. */
  byLength: MenuEntry[];
  /** The menu's HTML by current entry (the same for every request of a role on a page). */
  html: Map<string, { toggle: string; nav: string }>;
}

/**
 * The side menu depends only on the role and the current entry: each is rendered once and
 * kept (issue 16: React's render of the menu was a good part of every page's cost).
 */
const menus = new WeakMap<MenuGroup[], Map<string, RoleMenu>>();

function roleMenu(menu: MenuGroup[], actor: Actor | null): RoleMenu {
  let byRole = menus.get(menu);
  if (!byRole) menus.set(menu, (byRole = new Map()));
  const key = actor?.role ?? '';
  let cached = byRole.get(key);
  if (!cached) {
    const groups = menu
      .map((g) => ({ ...g, entries: g.entries.filter((e) => can(actor, e.action)) }))
      .filter((g) => g.entries.length > 0);
    const byLength = groups.flatMap((g) => g.entries).sort((a, b) => b.href.length - a.href.length);
    byRole.set(key, (cached = { groups, byLength, html: new Map() }));
  }
  return cached;
}

function menuHtml(role: RoleMenu, current: MenuEntry | undefined) {
  const key = current ? current.href + '|' + current.label.id : '';
  let html = role.html.get(key);
  if (!html) {
    html = {
      toggle: renderToStaticMarkup(
        <summary>
          {t(m.menu)}
          {current && (
            <span className="menu-toggle-current" aria-hidden="true">
              {t(current.label)}
            </span>
          )}
        </summary>,
      ),
      nav: renderToStaticMarkup(
        <>
          {role.groups.map((group) => (
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
        </>,
      ),
    };
    role.html.set(key, html);
  }
  return html;
}

/** Top bar, side menu (by role) and the page's content. */
export function DefaultLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { actor, url, csrfToken, menu = [] } = usePage();
  const role = roleMenu(menu, actor);
  // The longest matching entry is the current one (/vouchers/settlements, not /vouchers).
  const current = role.byLength.find((e) => isCurrent(url, e.href));
  const html = menuHtml(role, current);
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
        <details className="menu-toggle" dangerouslySetInnerHTML={{ __html: html.toggle }} />
        <nav className="sidemenu" aria-label={t(m.menu)} dangerouslySetInnerHTML={{ __html: html.nav }} />
        <main id="content" className="content" tabIndex={-1}>
          <div className="content-header">
            <h1>{keepCodes(title)}</h1>
            {actions && <div className="content-actions">{actions}</div>}
          </div>
          <Flash />
          {children}
        </main>
      </div>
    </>
  );
}
