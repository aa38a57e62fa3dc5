import { t } from '../../src/lib/intl';
import { shellMessages as m } from '../shell.messages';
import { usePage } from '../context';

/** 403, 404 and 500 pages: what happened, in plain Spanish, and a way back. */
export function ErrorPage({ kind, detail }: { kind: 'forbidden' | 'notFound' | 'error'; detail?: string }) {
  const { requestId } = usePage();
  const text = kind === 'forbidden' ? t(m.forbidden) : kind === 'notFound' ? t(m.notFound) : t(m.error);
  return (
    <section className="error-page">
      <p>{text}</p>
      {detail && <p>{detail}</p>}
      {kind === 'error' && <p className="muted">{t(m.errorReference, { id: requestId })}</p>}
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
