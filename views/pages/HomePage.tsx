import { can } from '../../src/lib/policy';
import { t } from '../../src/lib/intl';
import { usePage } from '../context';
import { MENU } from '../layouts/menu';
import { shellMessages as m } from '../shell.messages';

/** The start page: a greeting and the sections the user can reach, as cards. */
export function HomePage() {
  const { actor } = usePage();
  const groups = MENU.map((g) => ({ ...g, entries: g.entries.filter((e) => e.href !== '/' && can(actor, e.action)) })).filter((g) => g.entries.length);
  return (
    <>
      <p className="intro">
        {t(m.welcome, { name: actor?.firstName ?? '' })}. {t(m.homeIntro)}
      </p>
      <div className="home-grid">
        {groups.map((group) => (
          <section key={group.label.id} className="card">
            <h2>{t(group.label)}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.href + entry.label.id}>
                  <a href={entry.href}>{t(entry.label)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
