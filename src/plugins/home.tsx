import fp from 'fastify-plugin';
import { t } from '../lib/intl';
import { shellMessages as m } from '../../views/shell.messages';
import { HomePage } from '../../views/pages/HomePage';
import { isTodoSource, type TodoItem } from '../lib/todo';

/** `/`: the start page every role lands on after login. */
export default fp(
  async (app) => {
    app.get('/', { config: { action: 'home.view' } }, async (request, reply) => {
      // Every service that keeps reminders (a `todo` method) answers for this user.
      const actor = request.actor!;
      const sources = (Object.values(app.services) as unknown[]).filter(isTodoSource);
      const todo: TodoItem[] = (await Promise.all(sources.map((s) => s.todo(actor)))).flat();
      return reply.page(<HomePage todo={todo} />, { title: t(m.home) });
    });
  },
  { name: 'home', dependencies: ['ssr'] },
);
