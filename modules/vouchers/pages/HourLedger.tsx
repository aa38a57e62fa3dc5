import { formatDateTime, t } from '../../../src/lib/intl';
import { SimpleTable } from '../../../views/widgets/SimpleTable';
import { hoursText, MOVEMENT_LABELS } from '../vouchers.labels';
import type { VoucherMovement } from '../hours';
import { vouchersMessages as m } from '../vouchers.messages';

/**
 * A voucher's hour ledger: every booking, return and adjustment with its class, who made it
 * and the balance it left. On a class's page the class's own rows stand out.
 */
export function HourLedger({ movements, classId }: { movements: VoucherMovement[]; classId?: number }) {
  if (movements.length === 0) return <p className="muted">{t(m.noMovements)}</p>;
  return (
    <SimpleTable
      caption={t(m.ledgerTitle)}
      rows={movements}
      rowClass={(h) => (classId && h.classId === classId ? 'row-current' : undefined)}
      columns={[
        { label: t(m.movementWhen), render: (h) => formatDateTime(h.createdDate), className: 'nowrap' },
        { label: t(m.movementKind), render: (h) => t(MOVEMENT_LABELS[h.kind]) },
        {
          label: t(m.movementClass),
          render: (h) => (h.classId ? <a href={`/classes/${h.classId}`}>{t(m.classLink, { id: h.classId })}</a> : '—'),
        },
        {
          label: t(m.movementHours),
          render: (h) => `${h.minutes > 0 ? '+' : '−'}${hoursText(Math.abs(h.minutes))}`,
          className: 'nowrap',
        },
        {
          label: t(m.movementLeft),
          render: (h) => hoursText(h.minutesLeftAfter),
          className: 'nowrap',
        },
        { label: t(m.movementBy), render: (h) => h.actorName ?? '—' },
      ]}
    />
  );
}
