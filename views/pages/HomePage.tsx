import { can } from '../../src/lib/policy';
import { t } from '../../src/lib/intl';
import { usePage } from '../context';
import { shellMessages as m } from '../shell.messages';
import type { TodoItem } from '../../src/lib/todo';

/** «Primeros pasos»: what a new academy sets up, in order, each step a link to its page and marked once done. */
function SetupSteps({ steps }: { steps: TodoItem[] }) {
  return (
    <section className="card home-todo home-setup" aria-labelledby="home-setup-title">
      <h2 id="home-setup-title">{t(m.setupTitle)}</h2>
      <p>{t(m.setupIntro)}</p>
      <ol>
        {steps.map((step) => (
          <li key={step.key} className={step.setup!.done ? 'setup-done' : undefined}>
            <a href={step.href}>{step.text}</a>
            {step.setup!.optional && !step.setup!.done && <span className="muted"> {t(m.setupOptional)}</span>}
            {step.setup!.done && <span className="status-badge status-active">{t(m.setupDone)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The start page: a greeting, what is waiting for the user, and the sections they can reach. */
export function HomePage({ todo = [] }: { todo?: TodoItem[] }) {
  const { actor, menu = [] } = usePage();
  const groups = menu
    .map((g) => ({ ...g, entries: g.entries.filter((e) => e.href !== '/' && can(actor, e.action)) }))
    .filter((g) => g.entries.length);
  const steps = todo.filter((item) => item.setup).sort((a, b) => a.setup!.position - b.setup!.position);
  const reminders = todo.filter((item) => !item.setup);
  return (
    <>
      <p className="intro">
        {t(m.welcome, { name: actor?.firstName ?? '' })}. {t(m.homeIntro)}
      </p>
      {steps.some((step) => !step.setup!.done && !step.setup!.optional) && <SetupSteps steps={steps} />}
      {reminders.length > 0 && (
        <section className="card home-todo" aria-labelledby="home-todo-title">
          <h2 id="home-todo-title">{t(m.todoTitle)}</h2>
          <ul>
            {reminders.map((item) => (
              <li key={item.key}>
                <a href={item.href}>{item.text}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
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
