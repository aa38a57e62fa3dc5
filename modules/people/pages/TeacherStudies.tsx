import { formatDate, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { type Column } from '../../../views/widgets/DataTable';
import { DateField, SelectField } from '../../../views/widgets/Form';
import { bindFields, nameOptions } from '../../../views/widgets/formBinding';
import { STUDY_LIST_SPEC, type TeacherStudyRow } from '../teacherRecords.service';
import { teacherRecordsMessages as m } from '../teacherRecords.messages';
import { TeacherRecordForm, TeacherRecordTable } from './TeacherRecordParts';

const dateOrDash = (d: string | null) => (d ? formatDate(d) : '—');

/** /teacher-studies (and the staff's /teachers/{id}/studies): the teacher's degrees. */
export function TeacherStudiesList(props: {
  base: string;
  query: ListQuery;
  data: Promise<ListPage<TeacherStudyRow>>;
}) {
  const columns: Column<TeacherStudyRow>[] = [
    { key: 'study', label: t(m.study), sortable: true, primary: true, render: (r) => r.studyName },
    { key: 'startDate', label: t(m.startDate), sortable: true, render: (r) => dateOrDash(r.startDate) },
    { key: 'endDate', label: t(m.endDate), sortable: true, render: (r) => dateOrDash(r.endDate) },
    { key: 'remarks', label: t(m.remarks), text: true, render: (r) => r.remarks ?? '' },
  ];
  return <TeacherRecordTable caption={t(m.studies)} columns={columns} spec={STUDY_LIST_SPEC} {...props} />;
}

export interface TeacherStudyValues {
  studyId?: number | string | null;
  startDate?: string | null;
  endDate?: string | null;
  remarks?: string | null;
}

export function TeacherStudyForm(props: {
  action: string;
  isNew: boolean;
  version?: Date;
  values: TeacherStudyValues;
  errors?: FieldErrors;
  studies: { id: number; name: string }[];
  cancelHref: string;
}) {
  const field = bindFields(props.values, props.errors);
  return (
    <TeacherRecordForm {...props} remarks={props.values.remarks}>
      <SelectField
        {...field('studyId')}
        label={t(m.study)}
        required
        placeholder={t(m.chooseStudy)}
        options={nameOptions(props.studies)}
      />
      <DateField {...field('startDate')} label={t(m.startDate)} />
      <DateField {...field('endDate')} label={t(m.endDate)} />
    </TeacherRecordForm>
  );
}
