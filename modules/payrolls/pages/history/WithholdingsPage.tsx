import { formatMoney, t } from '../../../../src/lib/intl';
import { SimpleTable } from '../../../../views/widgets/SimpleTable';
import { historyMessages as h } from '../../history.messages';
import type { RecipientFigures, WithholdingsSummary } from '../../withholdings';

interface QuarterRow {
  id: number;
  quarter: number;
  recipients: number;
  payrolls: number;
  grossCents: number;
  irpfCents: number;
}

const QUARTER_MONTHS = [
  ['enero', 'marzo'],
  ['abril', 'junio'],
  ['julio', 'septiembre'],
  ['octubre', 'diciembre'],
] as const;

export const quarterLabel = (quarter: number) =>
  t(h.quarterMonths, { quarter, from: QUARTER_MONTHS[quarter - 1][0], to: QUARTER_MONTHS[quarter - 1][1] });

/** /teacher-payrolls/withholdings?year=YYYY: the figures of forms 111 (per quarter) and 190 (per recipient). */
export function WithholdingsPage({ summary, error }: { summary: WithholdingsSummary; error?: string }) {
  const { year } = summary;
  const totalRow = {
    quarter: 0,
    recipients: summary.totals.recipients,
    payrolls: summary.totals.payrolls,
    grossCents: summary.totals.grossCents,
    irpfCents: summary.totals.irpfCents,
  };
  return (
    <>
      <p className="intro">{t(h.withholdingsIntro)}</p>
      <form method="get" action="/teacher-payrolls/withholdings" className="table-filters" role="search">
        <label className="field field-inline">
          <span className="field-label">{t(h.year)}</span>
          <select
            name="year"
            defaultValue={String(year)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'year-error' : undefined}
          >
            {summary.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-secondary">
          {t(h.show)}
        </button>
        {error && (
          <p className="field-error" id="year-error">
            {error}
          </p>
        )}
      </form>
      <section aria-labelledby="quarters-title">
        <h2 id="quarters-title">{t(h.quarters)}</h2>
        <SimpleTable<QuarterRow>
          caption={t(h.quarters)}
          rows={[...summary.quarters, totalRow].map((q) => ({ ...q, id: q.quarter }))}
          rowClass={(r) => (r.quarter === 0 ? 'row-total' : undefined)}
          columns={[
            {
              label: t(h.quarter),
              render: (r) => (r.quarter === 0 ? <strong>{t(h.total)}</strong> : quarterLabel(r.quarter)),
            },
            { label: t(h.recipients), render: (r) => r.recipients },
            { label: t(h.payrolls), render: (r) => r.payrolls },
            { label: t(h.paid), render: (r) => <span className="nowrap">{formatMoney(r.grossCents)}</span> },
            { label: t(h.withheld), render: (r) => <span className="nowrap">{formatMoney(r.irpfCents)}</span> },
          ]}
        />
        <p className="list-downloads">
          <a className="button button-quiet" href={`/teacher-payrolls/withholdings.csv?year=${year}&form=111`} download>
            {t(h.csv111)}
          </a>
        </p>
      </section>
      <section aria-labelledby="recipients-title">
        <h2 id="recipients-title">{t(h.perTeacher)}</h2>
        {summary.recipients.length === 0 ? (
          <p className="muted">{t(h.nothing, { year })}</p>
        ) : (
          <SimpleTable<RecipientFigures & { id: string }>
            caption={t(h.perTeacher)}
            rows={summary.recipients.map((r) => ({ ...r, id: `${r.key}|${r.rate}` }))}
            columns={[
              { label: t(h.nif), render: (r) => r.nif ?? <span className="field-error">{t(h.noNif)}</span> },
              { label: t(h.recipient), render: (r) => r.name },
              {
                label: t(h.rate),
                render: (r) => <span className="nowrap">{t(h.ratePercent, { rate: r.rate })}</span>,
              },
              { label: t(h.payrolls), render: (r) => r.payrolls },
              { label: t(h.paid), render: (r) => <span className="nowrap">{formatMoney(r.grossCents)}</span> },
              { label: t(h.withheld), render: (r) => <span className="nowrap">{formatMoney(r.irpfCents)}</span> },
            ]}
          />
        )}
        {summary.fromHistory > 0 && <p className="field-help">{t(h.fromHistory, { count: summary.fromHistory })}</p>}
        <p className="list-downloads">
          <a className="button button-quiet" href={`/teacher-payrolls/withholdings.csv?year=${year}&form=190`} download>
            {t(h.csv190)}
          </a>
        </p>
      </section>
    </>
  );
}
