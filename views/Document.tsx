import type { ReactNode } from 'react';
import type { Assets } from '../src/plugins/assets';
import { t } from '../src/lib/intl';
import { shellMessages as m } from './shell.messages';
import { usePage } from './context';
import { brandName, isPublicPage } from './layouts/brand';

/** The HTML document around every page: head, stylesheet, and the browser entry. */
export function Document({
  title,
  assets,
  nonce,
  styleNonce,
  children,
}: {
  title: string;
  assets: Assets;
  nonce: string;
  styleNonce: string;
  children: ReactNode;
}) {
  const { url, brand } = usePage();
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={t(isPublicPage(url) ? m.publicDescription : m.description)} />
        <meta name="robots" content="noindex" />
        {/* react-aria adds a <style> element at run time and takes its nonce from here. */}
        <meta name="csp-nonce" content={styleNonce} />
        <title>{`${title} · ${brandName(url, brand)}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <noscript>
          {/* Without JavaScript, content that streamed in after the shell is shown where it arrived. */}
          <style nonce={styleNonce}>
            {'div[hidden][id^="S:"]{display:block!important}table[hidden][id^="S:"]{display:table!important}'}
          </style>
        </noscript>
        {assets.script && <script type="module" src={assets.script} nonce={nonce} async />}
      </head>
      <body>
        <div className="progress" aria-hidden="true" />
        <div
          className="network-status"
          role="status"
          aria-live="polite"
          data-offline-text={t(m.offline)}
          data-online-text={t(m.online)}
        />
        <div className="page">{children}</div>
      </body>
    </html>
  );
}
