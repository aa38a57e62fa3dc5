import type { ReactNode } from 'react';
import { t } from '../../src/lib/intl';
import { shellMessages as m } from '../shell.messages';
import { Flash } from '../widgets/Flash';

/** A centred card with the academy's name: login and password pages. */
export function EmptyLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="empty-layout">
      <div className="card empty-card">
        <p className="brand brand-large">{t(m.appName)}</p>
        <h1>{title}</h1>
        <Flash />
        {children}
      </div>
    </main>
  );
}
