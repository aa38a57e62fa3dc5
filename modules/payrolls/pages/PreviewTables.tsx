// @browser
/** A generation's preview as texts (plain JSON): the page without JavaScript and the dialog show the same. */
export interface PreviewView {
  month: string;
  title: string;
  /** Said instead of the table when there is nothing to generate. */
  nothing?: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
  total: string[];
  skippedTitle: string;
  skippedColumns: string[];
  skipped: { key: string; cells: string[] }[];
  /** The submit button's words ('Generar 3 nóminas'); absent when there is nothing to do. */
  confirmLabel?: string;
}

/** The preview's two tables (who is paid what; who gets nothing and why); shared by the page and the dialog. */
export function PreviewTables({ view }: { view: PreviewView }) {
  return (
    <div className="payroll-preview" aria-live="polite">
      <h2>{view.title}</h2>
      {view.nothing ? (
        <p className="notice">{view.nothing}</p>
      ) : (
        <TextTable caption={view.title} columns={view.columns} rows={view.rows} total={view.total} />
      )}
      {view.skipped.length > 0 && (
        <>
          <h3>{view.skippedTitle}</h3>
          <TextTable caption={view.skippedTitle} columns={view.skippedColumns} rows={view.skipped} />
        </>
      )}
    </div>
  );
}

/** A table of ready-made texts in the data table's look; the scroll region is focusable so the keyboard can scroll it. */
function TextTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
  total?: string[];
}) {
  return (
    <div className="data-table simple-table">
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                {r.cells.map((c, i) => (
                  <td key={i} data-label={columns[i]}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {total && (
            <tfoot>
              <tr>
                {/* On a phone the totals become a card like the rows: the first cell says what it is, an empty one is not shown. */}
                {total.map((c, i) => (
                  <td key={i} data-label={i === 0 ? undefined : columns[i]}>
                    {c && <strong>{c}</strong>}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
