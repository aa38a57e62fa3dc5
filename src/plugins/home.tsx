import fp from 'fastify-plugin';
import { t } from '../lib/intl';
import { shellMessages as m } from '../../views/shell.messages';
import { HomePage } from '../../views/pages/HomePage';
import type { Actor } from '../lib/policy';
import type { TodoItem } from '../lib/todo';

/** `/`: the start page every role lands on after login. */
export default fp(
  async (app, { todo }: { todo: ((actor: Actor) => Promise<TodoItem[]>)[] }) => {
    app.get('/', { config: { action: 'home.view' } }, async (request, reply) => {
      // Every module that keeps reminders (AppModule.todo) answers for this user, in the modules' order.
      const actor = request.actor!;
      const items: TodoItem[] = (await Promise.all(todo.map((source) => source(actor)))).flat();
      return reply.page(<HomePage todo={items} />, { title: t(m.home) });
    });
  },
  { name: 'home', dependencies: ['ssr'] },
);
