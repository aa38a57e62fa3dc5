import type { ReactNode } from 'react';

/** Bare page for printing (receipts, invoices): no menu, print-friendly styles. */
export function SimpleLayout({ children }: { title: string; children: ReactNode }) {
  return <main className="simple-layout">{children}</main>;
}
