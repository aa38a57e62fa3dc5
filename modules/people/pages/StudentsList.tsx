import { formatDate, t } from '../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import type { CourseOption, Option } from '../../academic';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { STUDENT_LIST_SPEC, type StudentRow } from '../students.service';
import { customersMessages as m } from '../customers.messages';
import { nameOptions } from '../../../views/widgets/formBinding';

interface Props {
  query: ListQuery;
  data: Promise<ListPage<StudentRow>>;
  levels: Option[];
  courses: CourseOption[];
  /** The name of the customer the list is filtered by (?customer=id), shown in its filter. */
  customerName?: string;
}

/** Courses grouped by their level, as select groups. */
export function courseGroups(courses: CourseOption[]) {
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const c of courses)
    groups.set(c.levelName, [...(groups.get(c.levelName) ?? []), { value: c.id, label: c.name }]);
  return [...groups].map(([label, options]) => ({ label, options }));
}

/** /students: every student with their customer and course. */
export function StudentsList({ query, data, levels, courses, customerName }: Props) {
  const columns: Column<StudentRow>[] = [
    { key: 'name', label: t(m.name), sortable: true, primary: true, render: (r) => r.name },
    {
      key: 'customer',
      label: t(m.customer),
      sortable: true,
      render: (r) => <a href={`/customers/${r.customerId}`}>{r.customerName}</a>,
    },
    { key: 'course', label: t(m.course), sortable: true, render: (r) => r.courseName ?? '—' },
    {
      key: 'birthDate',
      label: t(m.birthDate),
      sortable: true,
      render: (r) => (r.birthDate ? formatDate(r.birthDate) : '—'),
    },
    { key: 'createdDate', label: t(m.createdDate), sortable: true, render: (r) => formatDate(r.createdDate) },
  ];
  return (
    <>
      <p className="intro">{t(m.studentsIntro)}</p>
      <DataTable
        caption={t(m.studentsTitle)}
        columns={columns}
        data={data}
        query={query}
        spec={STUDENT_LIST_SPEC}
        base="/students"
        rowHref={(r) => `/students/${r.id}`}
        filters={
          <>
            <FilterSelect name="level" label={t(m.level)} all={t(m.allCourses)} options={nameOptions(levels)} />
            <FilterSelect name="course" label={t(m.course)} all={t(m.allCourses)} groups={courseGroups(courses)} />
            <label className="field field-inline">
              <span className="field-label">{t(m.customer)}</span>
              <input
                type="text"
                name="customerName"
                defaultValue={customerName ?? query.filters.customerName ?? ''}
                autoComplete="off"
              />
            </label>
          </>
        }
      />
    </>
  );
}
