import fp from 'fastify-plugin';
import { can, type Action } from '../lib/policy';
import { forbidden } from '../lib/errors';
import { t, type Message } from '../lib/intl';
import { shellMessages as m } from '../../views/shell.messages';
import type { MenuEntry } from '../../views/layouts/menu';

/**
 * Menu sections whose module is not built yet answer with an 'in preparation' page, so no
 * link is broken. A module that builds a section declares its menu entry with the same href,
 * which takes the placeholder's place (views/layouts/menu.ts: buildMenu).
 */
export default fp(
  async (app, { pending }: { pending: MenuEntry[] }) => {
    const byHref = new Map<string, { label: Message; actions: Action[] }>();
    for (const entry of pending) {
      const known = byHref.get(entry.href);
      if (known) known.actions.push(entry.action);
      else byHref.set(entry.href, { label: entry.label, actions: [entry.action] });
    }
    for (const [href, { label, actions }] of byHref) {
      app.get(href, async (request, reply) => {
        if (!actions.some((a) => can(request.actor, a))) throw forbidden();
        return reply.page(
          <section className="card">
            <p>{t(m.inPreparation)}</p>
            <p>
              <a className="button" href="/">
                {t(m.backHome)}
              </a>
            </p>
          </section>,
          { title: t(label) },
        );
      });
    }
  },
  { name: 'sections', dependencies: ['ssr'] },
);
