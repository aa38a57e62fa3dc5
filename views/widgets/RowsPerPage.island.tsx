import { useEffect, useState } from 'react';

export interface RowsPerPageProps {
  label: string;
  apply: string;
  value: number;
  options: number[];
  /** The list's URL for each page size, built on the server. */
  hrefs: Record<string, string>;
}

/**
 * 'Filas por página': without JavaScript a list of links; hydrated, a select that moves to
 * the chosen size at once.
 */
export function RowsPerPage({ label, value, options, hrefs }: RowsPerPageProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <span className="rows-per-page">
        {label}:{' '}
        {options.map((size) => (
          <a key={size} href={hrefs[size]} aria-current={size === value ? 'true' : undefined}>
            {size}
          </a>
        ))}
      </span>
    );
  }
  return (
    <label className="rows-per-page">
      {label}{' '}
      <select value={value} onChange={(e) => window.location.assign(hrefs[e.target.value])}>
        {options.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
