import t from 'tap';
import { createElement } from 'react';
import { ShortTextEncoder, loadPageRenderer } from './pageRenderer';

t.test('the short-text encoder writes the same bytes as the native one', async (t) => {
  const native = new TextEncoder();
  const short = new ShortTextEncoder();
  const samples = [
    '',
    'a',
    '<td class="nowrap">',
    '1.234,50 €',
    'Matemáticas · 1º Primaria',
    'Ñandú',
    '😀',
    '\ud800 lone surrogate',
    'x'.repeat(ShortTextEncoder.MAX_LENGTH),
    'x'.repeat(ShortTextEncoder.MAX_LENGTH + 1),
    `${'x'.repeat(ShortTextEncoder.MAX_LENGTH - 1)}é`,
    String.fromCharCode(0, 9, 10, 127),
  ];
  for (const text of samples) t.same(short.encode(text), native.encode(text), JSON.stringify(text).slice(0, 40));
  t.same(short.encode(), native.encode(), 'no argument: no bytes');
  t.ok(short instanceof TextEncoder, 'it is a TextEncoder (encodeInto, encoding)');
  t.equal(short.encoding, 'utf-8');
});

t.test("React's page renderer is loaded with it, and the global encoder is left alone", async (t) => {
  const before = globalThis.TextEncoder;
  const { renderToReadableStream } = await loadPageRenderer();
  t.equal(globalThis.TextEncoder, before, 'the native TextEncoder is back in place');
  t.equal(await loadPageRenderer(), await loadPageRenderer(), 'loaded once');
  const stream = await renderToReadableStream(
    createElement('p', { className: 'intro', title: 'Año 2026 · 1.234,50 €' }, 'Clases de Matemáticas 😀'),
  );
  await stream.allReady;
  t.equal(
    await new Response(stream).text(),
    '<p class="intro" title="Año 2026 · 1.234,50 €">Clases de Matemáticas 😀</p>',
    'a page with accents, symbols and emoji comes out as UTF-8',
  );
});
