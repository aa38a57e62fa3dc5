import t from 'tap';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { flashOf } from './helpers/app';

// The injected response's cookie value is already URL-decoded (light-my-request's set-cookie-parser),
// so flashOf reads it as it comes: a text with a % of its own is no URIError nor another text.
t.test('flashOf reads the flash cookie as the server set it', async (t) => {
  const app = Fastify();
  await app.register(cookie);
  app.get('/:text', async (request, reply) => {
    const { text } = request.params as { text: string };
    return reply.setCookie('flash', JSON.stringify({ kind: 'success', text }), { path: '/' }).send('');
  });
  t.teardown(() => app.close());
  for (const text of ['Se ha creado «Repaso 100%»', 'Descuento del 15 %', 'Código %41%20', 'Sin nada raro'])
    t.strictSame(flashOf(await app.inject({ url: `/${encodeURIComponent(text)}` })), { kind: 'success', text }, text);
  t.strictSame(flashOf({ cookies: [] }), {}, 'none');
});
