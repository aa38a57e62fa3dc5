import type { FastifyInstance } from 'fastify';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';

import { can } from '../../src/lib/policy';
import { csvDecimal, sendCsv, type CsvColumn } from '../../src/lib/csv';
import {
  listHref,
  parseListQuery,
  parseListPageQuery,
  isFilterRowId,
  refuseUnknownFilters,
  type DownloadFilter,
} from '../../src/lib/listQuery';
import { widgetMessages as tableMessages } from '../../views/widgets/widgets.messages';

import {
  INTEREST_LIST_SPEC,
  INTEREST_STATUSES,
  interestStatusLabel,
  shownVisibilityLabel,
  type CustomerInterestRow,
} from './interests.service';
import { interestsMessages as m } from './interests.messages';
import { InterestsList, listChips } from './pages/interests/InterestsList';

import type { VouchersServices } from './index';
type Query = Record<string, string | string[] | undefined>;

/** The CSV's columns, headed in Spanish from the catalogue. */
const csvColumns = (): CsvColumn<CustomerInterestRow>[] => [
  { header: t(m.csvNumber), value: (r) => r.id },
  { header: t(m.csvStatus), value: (r) => interestStatusLabel(r.shownStatus) },
  { header: t(m.csvStudentName), value: (r) => r.studentName },
  { header: t(m.csvCustomerName), value: (r) => r.customerName },
  { header: t(m.csvSubjects), value: (r) => r.subjects },
  { header: t(m.csvDistrictName), value: (r) => r.districtName },
  { header: t(m.csvHoursPerWeek), value: (r) => csvDecimal(r.hoursPerWeek, 1) },
  { header: t(m.csvStart), value: (r) => formatDate(r.startDate) },
  { header: t(m.csvAdvisorName), value: (r) => r.advisorName },
  { header: t(m.csvApplications), value: (r) => r.applicationCount },
  { header: t(m.csvVisibility), value: (r) => shownVisibilityLabel(r) },
  { header: t(m.csvCreated), value: (r) => formatDate(r.createdDate) },
  { header: t(m.csvVoucher), value: (r) => r.voucherId },
];

/** What the CSV understands of the list's filters (applyInterestFilters): a value it does not know, or one given twice, is refused, not every lead. */
const rowId = isFilterRowId;
const CSV_FILTERS: Record<string, DownloadFilter> = {
  status: {
    label: m.status,
    valid: (v) => ['open', 'accepted', 'all', ...INTEREST_STATUSES].includes(v),
  },
  advisor: { label: m.advisor, valid: (v) => v === 'none' || rowId(v) },
  course: { label: m.course, valid: rowId },
  subject: { label: m.subject, valid: rowId },
  district: { label: m.district, valid: rowId },
  visibility: { label: m.visibility, valid: (v) => v === 'everyone' || v === 'hidden' },
  applications: { label: m.applications, valid: (v) => v === 'pending' },
  untouched: { label: m.untouchedName, valid: (v) => v === '1' },
  customer: { label: m.customer, valid: rowId },
  student: { label: m.student, valid: rowId },
  q: { label: tableMessages.search, valid: () => true },
};

/** /customer-interests: the leads' list (counts, filters and chips, live) and its CSV export. */
export async function interestListRoutes(app: FastifyInstance, { interests }: Pick<VouchersServices, 'interests'>) {
  const view = { config: { action: 'customerInterests.view' as const } };

  app.get<{ Querystring: Query }>('/customer-interests', view, async (request, reply) => {
    const query = parseListPageQuery(request.query as Record<string, unknown>, INTEREST_LIST_SPEC);
    const data = interests.list(request.actor, query);
    data.catch(() => undefined);
    const [counts, advisors, catalogue, districts, names] = await Promise.all([
      interests.counts(request.actor, query),
      interests.advisors(request.actor),
      interests.catalogue(request.actor),
      interests.districts(request.actor),
      interests.filterNames(request.actor, query.filters),
    ]);
    const chips = [
      ...listChips(query),
      ...(names.customer ? [{ name: 'customer', text: `${t(m.customer)}: ${names.customer}` }] : []),
      ...(names.student ? [{ name: 'student', text: `${t(m.student)}: ${names.student}` }] : []),
    ];
    const actions = (
      <>
        <a
          className="button button-quiet"
          href={listHref('/customer-interests/export.csv', { ...query, page: 1 }, { spec: INTEREST_LIST_SPEC })}
        >
          {t(m.exportCsv)}
        </a>
        {can(request.actor, 'customerInterests.manage') && (
          <a className="button" href="/customer-interests/new">
            {t(m.newInterest)}
          </a>
        )}
      </>
    );
    return reply.page(
      <InterestsList
        query={query}
        data={data}
        counts={counts}
        choices={{ advisors, courses: catalogue.courses, subjects: catalogue.subjects, districts }}
        chips={chips}
      />,
      {
        title: t(m.title),
        actions,
      },
    );
  });

  app.get<{ Querystring: Query }>('/customer-interests/export.csv', view, async (request, reply) => {
    refuseUnknownFilters(request.query as Record<string, unknown>, CSV_FILTERS);
    const query = parseListQuery(request.query as Record<string, unknown>, INTEREST_LIST_SPEC);
    return sendCsv(reply, {
      filename: `intereses-${todayInMadrid()}.csv`,
      columns: csvColumns(),
      rows: interests.exportRows(request.actor, query),
    });
  });
}
