import type { ReactNode } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { can } from '../../src/lib/policy';
import { sendCsv, csvDecimal, type CsvColumn } from '../../src/lib/csv';
import {
  isFilterDay,
  listHref,
  parseListQuery,
  parseListPageQuery,
  isFilterRowId,
  refuseUnknownFilters,
  type DownloadFilter,
} from '../../src/lib/listQuery';
import { VOUCHER_LIST_SPECS, type VoucherListKind, type VoucherRow } from './vouchers.service';
import { paymentStatusLabel, statusLabel } from './vouchers.labels';
import { vouchersMessages as m } from './vouchers.messages';
import { LIST_PAGES, noTeacherChoices, VouchersList } from './pages/vouchers/VouchersList';
import { resolveFilterChoice } from '../../views/widgets/AutocompleteFilter';
import { ListActions, SettleBar } from './pages/vouchers/VoucherParts';
import { voucherRouteOptions, type Query } from './vouchers.routing';
import { Island } from '../../views/Island';
import { PageDialog } from '../../views/widgets/PageDialog.island';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import type { VouchersServices } from './index';

/** The CSV's columns, headed in Spanish from the catalogue. */
const csvColumns = (): CsvColumn<VoucherRow>[] => [
  { header: t(m.csvNumber), value: (r) => r.id },
  { header: t(m.csvCustomerName), value: (r) => r.customerName },
  { header: t(m.csvStudentName), value: (r) => r.studentName },
  { header: t(m.csvCourseName), value: (r) => r.courseName },
  { header: t(m.csvSubjectName), value: (r) => r.subjectName },
  { header: t(m.csvTeacherName), value: (r) => r.teacherName },
  { header: t(m.csvHours), value: (r) => r.hours },
  { header: t(m.csvHoursUsed), value: (r) => csvDecimal(r.minutesUsed / 60) },
  { header: t(m.csvHoursBooked), value: (r) => csvDecimal((r.minutesBooked - r.minutesUsed) / 60) },
  { header: t(m.csvHoursLeft), value: (r) => csvDecimal(r.minutesLeft / 60) },
  { header: t(m.csvHourlyPrice), value: (r) => csvDecimal(r.hourlyPriceCents / 100) },
  { header: t(m.csvAmount), value: (r) => csvDecimal(r.amountCents / 100) },
  { header: t(m.csvPaid), value: (r) => csvDecimal(r.paidCents / 100) },
  { header: t(m.csvStart), value: (r) => formatDate(r.startDate) },
  { header: t(m.csvEnd), value: (r) => formatDate(r.endDate) },
  { header: t(m.csvStatus), value: (r) => statusLabel(r.status) },
  { header: t(m.csvPayment), value: (r) => paymentStatusLabel(r.paymentStatus) },
  { header: t(m.csvLastClass), value: (r) => (r.lastClassDate ? formatDate(r.lastClassDate) : '') },
];

/**
 * The voucher lists (all, to renew, with hours pending, without recent classes, to settle)
 * and their CSV. The detail, the form, the dialogs and the settlement have their own files
 * (vouchers.*.routes.tsx), registered by the module's index.ts.
 */
/** What the CSV understands of the lists' filters (applyFilters): a value it does not know, or one given twice, is refused, not every voucher. */
const rowId = isFilterRowId;
const CSV_FILTERS: Record<string, DownloadFilter> = {
  list: { label: m.csvList, valid: (v) => Object.hasOwn(LIST_PAGES, v) },
  status: { label: m.status, valid: (v) => ['inactive', 'active', 'expired', 'settled'].includes(v) },
  payment: { label: m.paymentStatus, valid: (v) => v === 'pendingPayment' || v === 'paid' },
  customer: { label: m.customer, valid: rowId },
  student: { label: m.student, valid: rowId },
  subject: { label: m.subject, valid: rowId },
  teacher: { label: m.teacher, valid: (v) => v === 'none' || rowId(v) },
  from: { label: m.from, valid: isFilterDay },
  to: { label: m.to, valid: isFilterDay },
  q: { label: w.search, valid: () => true },
};

export async function vouchersRoutes(app: FastifyInstance, services: VouchersServices) {
  const { vouchers } = services;
  const { view } = voucherRouteOptions(app);

  async function renderList(
    kind: VoucherListKind,
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
  ) {
    const page = LIST_PAGES[kind];
    // The teacher filter names its teacher (one looked up by id; a typed name is resolved and redirected).
    const { query, choice, redirect } = await resolveFilterChoice({
      raw: request.query as Record<string, unknown>,
      query: parseListPageQuery(request.query as Record<string, unknown>, VOUCHER_LIST_SPECS[kind]),
      spec: VOUCHER_LIST_SPECS[kind],
      base: page.path,
      name: 'teacher',
      lookup: vouchers.teacherFilter(request.actor),
      fixed: noTeacherChoices(),
    });
    if (redirect) return reply.redirect(redirect);
    const back = listHref(page.path, query, { spec: VOUCHER_LIST_SPECS[kind] });
    const listed = vouchers.list(request.actor, query, kind);
    // The "por renovar" list renews from each row: the voucher page's dialog, its content (the
    // renewal's dates and price) fetched when it opens, so the list carries a button per row.
    const renewButtons = new Map<number, ReactNode>();
    const renewable = kind === 'nonRenewed' && can(request.actor, 'vouchers.manage');
    const data = !renewable
      ? listed
      : listed.then(async (list) => {
          const ids = await vouchers.renewableIds(request.actor, list.rows);
          for (const row of list.rows) {
            if (!ids.has(row.id)) continue;
            renewButtons.set(
              row.id,
              <Island
                name="PageDialog"
                component={PageDialog}
                props={{
                  href: `/vouchers/${row.id}/renew?back=${encodeURIComponent(back)}`,
                  buttonLabel: t(m.renew),
                  buttonClass: 'button button-secondary',
                  loadingLabel: t(w.dialogLoading),
                  wide: true,
                }}
              />,
            );
          }
          return list;
        });
    data.catch(() => undefined);
    const [subjects, names] = await Promise.all([
      vouchers.subjects(request.actor),
      vouchers.filterNames(request.actor, query.filters),
    ]);
    const chips = [
      ...(names.customer
        ? [{ name: 'customer', text: t(m.filterChip, { label: t(m.customer), name: names.customer }) }]
        : []),
      ...(names.student
        ? [{ name: 'student', text: t(m.filterChip, { label: t(m.student), name: names.student }) }]
        : []),
    ];
    const settleForm =
      kind === 'settlements' && can(request.actor, 'vouchers.settle') ? (
        <SettleBar back={back} csrfToken={reply.generateCsrf()} />
      ) : undefined;
    const csvHref = listHref(
      kind === 'all' ? '/vouchers/export.csv' : `/vouchers/export.csv?list=${kind}`,
      { ...query, page: 1 },
      { spec: VOUCHER_LIST_SPECS[kind] },
    );
    const actions = <ListActions csvHref={csvHref} canCreate={can(request.actor, 'vouchers.manage')} />;
    return reply.page(
      <VouchersList
        kind={kind}
        query={query}
        data={data}
        subjects={subjects}
        teacher={choice}
        chips={chips}
        settleForm={settleForm}
        rowAction={renewable ? (row) => renewButtons.get(row.id) : undefined}
      />,
      { title: t(page.title), actions },
    );
  }

  for (const kind of Object.keys(LIST_PAGES) as VoucherListKind[]) {
    app.get<{ Querystring: Query }>(LIST_PAGES[kind].path, view, (request, reply) => renderList(kind, request, reply));
  }

  app.get<{ Querystring: Query }>('/vouchers/export.csv', view, async (request, reply) => {
    refuseUnknownFilters(request.query, CSV_FILTERS);
    const kind = (Object.keys(LIST_PAGES) as VoucherListKind[]).find((k) => k === request.query.list) ?? 'all';
    const query = parseListQuery(request.query as Record<string, unknown>, VOUCHER_LIST_SPECS[kind]);
    return sendCsv(reply, {
      filename: `bonos-${todayInMadrid()}.csv`,
      columns: csvColumns(),
      rows: vouchers.exportRows(request.actor, query, kind),
    });
  });
}
