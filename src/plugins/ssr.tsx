import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ReactElement, ReactNode } from 'react';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Document } from '../../views/Document';
import { PageContext, type PageContextValue } from '../../views/context';
import { DefaultLayout } from '../../views/layouts/DefaultLayout';
import { EmptyLayout } from '../../views/layouts/EmptyLayout';
import { SimpleLayout } from '../../views/layouts/SimpleLayout';
import { readAssets } from './assets';
import { loadPageRenderer } from './pageRenderer';
import { DIALOG_HEADER, DIALOG_LOCATION_HEADER, DIALOG_STATUS_HEADER } from '../../views/widgets/dialogPost';
import { WHOLE_PAGE_HEADER } from '../../views/widgets/pageFetch';
import type { MenuGroup } from '../../views/layouts/menu';

export type Layout = 'default' | 'empty' | 'simple';

export interface PageOptions {
  title: string;
  layout?: Layout;
  status?: number;
  /** Buttons shown next to the title in the default layout. */
  actions?: ReactNode;
  /** This is an error page: if it cannot render either, a fixed page is sent instead. */
  errorPage?: boolean;
  /** A public page's academy name, when the module knows it (the invoices' issuer on a family's payment pages). */
  brand?: string;
}

/** The last resort when even the error page fails to render. */
const FALLBACK_ERROR_HTML =
  '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Error</title></head><body>' +
  '<p>Se ha producido un error al mostrar la página de error.</p><p><a href="/">Volver al inicio</a></p></body></html>';

declare module 'fastify' {
  interface FastifyReply {
    /** Streams a server-rendered page inside the document and its layout. */
    page(element: ReactElement, options: PageOptions): FastifyReply;
    /** Leaves a one-time message for the next page and redirects there (303: POST, then GET). */
    flashRedirect(url: string, kind: 'success' | 'error', text: string): FastifyReply;
  }
}

const FLASH_COOKIE = 'flash';

/** How long a page may wait for its data before its shell is sent ahead of it. */
export const STREAM_AFTER_MS = 100;

function readFlash(request: FastifyRequest, reply: FastifyReply): PageContextValue['flash'] {
  const raw = request.cookies[FLASH_COOKIE];
  if (!raw) return undefined;
  reply.clearCookie(FLASH_COOKIE, { path: '/' });
  try {
    const value = JSON.parse(raw) as { kind: 'success' | 'error'; text: string };
    return value.kind === 'success' || value.kind === 'error'
      ? { kind: value.kind, text: String(value.text).slice(0, 300) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The reply's flash redirect (a method: `this` is the reply; its three parameters are the call's). */
const flashing: ThisType<FastifyReply> & Pick<FastifyReply, 'flashRedirect'> = {
  flashRedirect(url, kind, text) {
    return this.setCookie(FLASH_COOKIE, JSON.stringify({ kind, text }), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 60,
    }).redirect(url, 303);
  },
};

export default fp(
  async (app, { menu = [], warnMissingClient = true }: { menu?: MenuGroup[]; warnMissingClient?: boolean }) => {
    const assets = readAssets();
    const { renderToReadableStream } = await loadPageRenderer();
    if (!assets.script && warnMissingClient)
      app.log.warn('dist/client is missing: pages render without their browser code (run `npm run build`)');

    app.decorateReply('page', function page(this: FastifyReply, element: ReactElement, options: PageOptions) {
      return streamPage(this, element, options);
    });

    function streamPage(reply: FastifyReply, element: ReactElement, options: PageOptions) {
      const request = reply.request;
      const nonce = reply.cspNonce?.script ?? '';
      const context: PageContextValue = {
        actor: request.actor,
        url: request.url,
        csrfToken: reply.generateCsrf(),
        nonce,
        flash: readFlash(request, reply),
        requestId: request.id,
        menu,
        brand: options.brand,
      };
      const layout = options.layout ?? 'default';
      const body =
        layout === 'default' ? (
          <DefaultLayout title={options.title} actions={options.actions}>
            {element}
          </DefaultLayout>
        ) : layout === 'empty' ? (
          <EmptyLayout title={options.title}>{element}</EmptyLayout>
        ) : (
          <SimpleLayout title={options.title}>{element}</SimpleLayout>
        );
      const tree = (
        <PageContext.Provider value={context}>
          <Document title={options.title} assets={assets} nonce={nonce} styleNonce={reply.cspNonce?.style ?? ''}>
            {body}
          </Document>
        </PageContext.Provider>
      );
      let flushed = false;
      let timer: NodeJS.Timeout | undefined;
      const start = () => {
        flushed = true;
        clearTimeout(timer);
        return reply
          .code(options.status ?? 200)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store');
      };
      // React's edge build, not its Node one: the Node build runs every render inside an
      // AsyncLocalStorage, which turns on async hooks for the whole process from the first page
      // on and makes every later request dearer, pages or not (issue 16, target 5); the edge
      // build looks for a global AsyncLocalStorage, which Node does not have. (The browser build
      // would do too, but its scheduler's MessagePort keeps a process from ever exiting.)
      renderToReadableStream(tree, {
        nonce,
        // React otherwise moves a finished block of over ~12 KB (a list of 25 rows) to the end
        // of the page for a script to put back in place: without JavaScript it never would be.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          // A visitor who leaves mid-page cancels the stream (React reports the cancel's reason,
          // none or 'closed early'): not a fault.
          if (error == null || (error as Error).message?.includes('closed early') || reply.raw.destroyed) return;
          request.log.error({ err: error }, 'error while rendering a page');
          // In development React writes the error's message and stack into the page (data-msg,
          // data-stck): once logged, they are emptied so no SQL or stack reaches a browser.
          if (error instanceof Error) {
            error.message = '';
            error.stack = '';
          }
        },
      }).then(
        (stream) => {
          // Fast data goes out in one piece (readable without JavaScript), as one body rather
          // than many small socket writes; slow data does not hold the page: past the budget
          // the shell is sent and the rest streams in. A script taking parts of the page (a
          // live list, a dialog's post) gets it whole: it would find placeholders, not rows.
          const whole = request.headers[WHOLE_PAGE_HEADER] === '1' || request.headers[DIALOG_HEADER] === '1';
          if (!whole)
            timer = setTimeout(() => {
              if (flushed) return;
              start();
              reply.send(Readable.fromWeb(stream as unknown as NodeReadableStream<Uint8Array>));
            }, STREAM_AFTER_MS);
          stream.allReady.then(
            async () => {
              if (flushed) return;
              start();
              reply.send(Buffer.from(await new Response(stream).arrayBuffer()));
            },
            () => undefined, // reported by onError; the stream, if sent, ends with the error
          );
        },
        (error: unknown) => {
          // The shell itself failed.
          if (!options.errorPage) return void reply.send(error);
          request.log.error({ err: error }, 'the error page failed to render');
          reply.code(500).type('text/html; charset=utf-8').send(FALLBACK_ERROR_HTML);
        },
      );
      return reply;
    }

    // A dialog posts its form with fetch and this header (views/widgets/ModalDialog.tsx): a
    // redirect would be followed inside fetch, using up the flash message on the way. It gets
    // the address instead, and the browser goes there itself; anything else (a form shown again
    // with its errors, a refusal) is answered as usual and shown inside the dialog.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers[DIALOG_HEADER] !== '1' || reply.statusCode < 300) return payload;
      const location = reply.getHeader('location');
      if (reply.statusCode < 400 && typeof location === 'string') {
        reply.removeHeader('location');
        reply.code(200).header(DIALOG_LOCATION_HEADER, location).header('content-type', 'text/plain; charset=utf-8');
        return '';
      }
      if (reply.statusCode >= 400 && String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
        reply.header(DIALOG_STATUS_HEADER, String(reply.statusCode)).code(200);
      return payload;
    });

    app.decorateReply('flashRedirect', flashing.flashRedirect);
  },
  { name: 'ssr', dependencies: ['security'] },
);
