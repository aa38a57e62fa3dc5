import { t } from '../../src/lib/intl';
import { shellMessages as m } from '../shell.messages';
import { usePage } from '../context';

/**
 * 403, 404 and 500 pages: what happened, in plain Spanish, and a way back. A request refused
 * with its reason (a 4xx with a detail: an expired form, a request too large, too many tries)
 * says only that reason: the page did not fail, and "try again in a few minutes" would mislead.
 */
export function ErrorPage({
  kind,
  detail,
  status,
}: {
  kind: 'forbidden' | 'notFound' | 'error';
  detail?: string;
  status?: number;
}) {
  const { requestId } = usePage();
  const text = kind === 'forbidden' ? t(m.forbidden) : kind === 'notFound' ? t(m.notFound) : t(m.error);
  const refused = kind === 'error' && !!detail && status !== undefined && status < 500;
  return (
    <section className="error-page">
      {!refused && <p>{text}</p>}
      {detail && <p>{detail}</p>}
      {kind === 'error' && !refused && <p className="muted">{t(m.errorReference, { id: requestId })}</p>}
      <p>
        <a className="button" href="/">
          {t(m.backHome)}
        </a>
      </p>
    </section>
  );
}

export function errorTitle(kind: 'forbidden' | 'notFound' | 'error') {
  return kind === 'forbidden' ? t(m.forbiddenTitle) : kind === 'notFound' ? t(m.notFoundTitle) : t(m.errorTitle);
}
