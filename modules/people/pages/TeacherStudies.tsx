import { formatDate, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { DataTable, type Column } from '../../../views/widgets/DataTable';
import { DateField, Form, FormActions, SelectField, TextAreaField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { STUDY_LIST_SPEC, type TeacherStudyRow } from '../teacherRecords.service';
import { teacherRecordsMessages as m } from '../teacherRecords.messages';

const dateOrDash = (d: string | null) => (d ? formatDate(d) : '—');

/** /teacher-studies (and the staff's /teachers/{id}/studies): the teacher's degrees. */
export function TeacherStudiesList({ base, query, data }: { base: string; query: ListQuery; data: Promise<ListPage<TeacherStudyRow>> }) {
  const columns: Column<TeacherStudyRow>[] = [
    { key: 'study', label: t(m.study), sortable: true, primary: true, render: (r) => r.studyName },
    { key: 'startDate', label: t(m.startDate), sortable: true, render: (r) => dateOrDash(r.startDate) },
    { key: 'endDate', label: t(m.endDate), sortable: true, render: (r) => dateOrDash(r.endDate) },
    { key: 'remarks', label: t(m.remarks), render: (r) => r.remarks ?? '' },
  ];
  return <DataTable caption={t(m.studies)} columns={columns} data={data} query={query} spec={STUDY_LIST_SPEC} base={base} rowHref={(r) => `${base}/${r.id}`} />;
}

export interface TeacherStudyValues {
  studyId?: number | string | null;
  startDate?: string | null;
  endDate?: string | null;
  remarks?: string | null;
}

export function TeacherStudyForm(props: { action: string; isNew: boolean; values: TeacherStudyValues; errors?: FieldErrors; studies: { id: number; name: string }[]; cancelHref: string }) {
  const { values, errors = {} } = props;
  return (
    <Form action={props.action} errors={errors}>
      <SelectField name="studyId" label={t(m.study)} value={values.studyId} error={errors.studyId} required placeholder="" options={props.studies.map((s) => ({ value: s.id, label: s.name }))} />
      <DateField name="startDate" label={t(m.startDate)} value={values.startDate} error={errors.startDate} />
      <DateField name="endDate" label={t(m.endDate)} value={values.endDate} error={errors.endDate} />
      <TextAreaField name="remarks" label={t(m.remarks)} value={values.remarks} error={errors.remarks} maxLength={2000} />
      <FormActions submitLabel={t(props.isNew ? m.add : w.save)} cancelHref={props.cancelHref} />
    </Form>
  );
}
