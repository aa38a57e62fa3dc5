import type { ReactNode } from 'react';
import { usePage } from '../context';
import { brandName } from './brand';
import { Flash } from '../widgets/Flash';
import { keepCodes } from '../widgets/Codes';

/** A centred card with the academy's name: login and password pages, and the public application form. */
export function EmptyLayout({ title, children }: { title: string; children: ReactNode }) {
  const { url, brand } = usePage();
  return (
    <main className="empty-layout">
      <div className="card empty-card">
        <p className="brand brand-large">{brandName(url, brand)}</p>
        <h1>{keepCodes(title)}</h1>
        <Flash />
        {children}
      </div>
    </main>
  );
}
