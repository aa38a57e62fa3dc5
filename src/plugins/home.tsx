import fp from 'fastify-plugin';
import { t } from '../lib/intl';
import { shellMessages as m } from '../../views/shell.messages';
import { HomePage } from '../../views/pages/HomePage';

/** `/`: the start page every role lands on after login. */
export default fp(
  async (app) => {
    app.get('/', { config: { action: 'home.view' } }, async (_request, reply) => reply.page(<HomePage />, { title: t(m.home) }));
  },
  { name: 'home', dependencies: ['ssr'] },
);
