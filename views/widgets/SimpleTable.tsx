import type { ReactNode } from 'react';
import { t } from '../../src/lib/intl';
import { widgetMessages as w } from './widgets.messages';

export interface SimpleColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  className?: string;
}

/**
 * A small read-only table in the data table's look, without sort, filters or pages: a
 * record's payments, classes or hour movements, a teacher's vouchers. On a phone each row
 * becomes a card with the column names as labels.
 */
export function SimpleTable<T extends { id: number | string }>({
  caption,
  columns,
  rows,
  rowClass,
}: {
  caption: string;
  columns: SimpleColumn<T>[];
  rows: T[];
  rowClass?: (row: T) => string | undefined;
}) {
  return (
    <div className="data-table simple-table">
      {/* Focusable like the data table's: a table wider than a phone scrolls by keyboard too. Its
          name is not the caption alone, which is usually the name of the section around it. */}
      <div className="table-scroll" role="region" aria-label={t(w.scrollRegion, { caption })} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="table-message">
                  {t(w.empty)}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={rowClass?.(row)}>
                  {columns.map((c) => (
                    <td key={c.label} className={c.className} data-label={c.label}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
