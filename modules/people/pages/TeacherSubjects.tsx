import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { DataTable, type Column } from '../../../views/widgets/DataTable';
import { Form, FormActions, SelectField, TextAreaField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { SUBJECT_LIST_SPEC, type TeacherSubjectRow } from '../teacherRecords.service';
import { teacherRecordsMessages as m } from '../teacherRecords.messages';

/** /teacher-subjects (and the staff's /teachers/{id}/subjects): what the teacher can teach. */
export function TeacherSubjectsList({ base, query, data }: { base: string; query: ListQuery; data: Promise<ListPage<TeacherSubjectRow>> }) {
  const columns: Column<TeacherSubjectRow>[] = [
    { key: 'subject', label: t(m.subject), sortable: true, primary: true, render: (r) => r.subjectName },
    { key: 'level', label: t(m.level), sortable: true, render: (r) => r.levelName },
    { key: 'remarks', label: t(m.remarks), render: (r) => r.remarks ?? '' },
  ];
  return <DataTable caption={t(m.subjects)} columns={columns} data={data} query={query} spec={SUBJECT_LIST_SPEC} base={base} rowHref={(r) => `${base}/${r.id}`} />;
}

export interface TeacherSubjectValues {
  subjectId?: number | string | null;
  levelId?: number | string | null;
  remarks?: string | null;
}

type Option = { id: number; name: string };

export function TeacherSubjectForm(props: { action: string; isNew: boolean; values: TeacherSubjectValues; errors?: FieldErrors; subjects: Option[]; levels: Option[]; cancelHref: string }) {
  const { values, errors = {} } = props;
  const options = (list: Option[]) => list.map((o) => ({ value: o.id, label: o.name }));
  return (
    <Form action={props.action} errors={errors}>
      <SelectField name="subjectId" label={t(m.subject)} value={values.subjectId} error={errors.subjectId} required placeholder="" options={options(props.subjects)} />
      <SelectField name="levelId" label={t(m.level)} value={values.levelId} error={errors.levelId} required placeholder="" options={options(props.levels)} />
      <TextAreaField name="remarks" label={t(m.remarks)} value={values.remarks} error={errors.remarks} maxLength={2000} />
      <FormActions submitLabel={t(props.isNew ? m.add : w.save)} cancelHref={props.cancelHref} />
    </Form>
  );
}
