import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { type Column } from '../../../views/widgets/DataTable';
import { SelectField } from '../../../views/widgets/Form';
import { bindFields, nameOptions } from '../../../views/widgets/formBinding';
import { SUBJECT_LIST_SPEC, type TeacherSubjectRow } from '../teacherRecords.service';
import { teacherRecordsMessages as m } from '../teacherRecords.messages';
import { TeacherRecordForm, TeacherRecordTable } from './TeacherRecordParts';
import { missingFor } from '../../../views/widgets/MissingFirst';
import { usePage } from '../../../views/context';

/** /teacher-subjects (and the staff's /teachers/{id}/subjects): what the teacher can teach. */
export function TeacherSubjectsList(props: {
  base: string;
  query: ListQuery;
  data: Promise<ListPage<TeacherSubjectRow>>;
}) {
  const columns: Column<TeacherSubjectRow>[] = [
    { key: 'subject', label: t(m.subject), sortable: true, primary: true, render: (r) => r.subjectName },
    { key: 'level', label: t(m.level), sortable: true, render: (r) => r.levelName },
    { key: 'remarks', label: t(m.remarks), text: true, render: (r) => r.remarks ?? '' },
  ];
  return <TeacherRecordTable caption={t(m.subjects)} columns={columns} spec={SUBJECT_LIST_SPEC} {...props} />;
}

export interface TeacherSubjectValues {
  subjectId?: number | string | null;
  levelId?: number | string | null;
  remarks?: string | null;
}

type Option = { id: number; name: string };

export function TeacherSubjectForm(props: {
  action: string;
  isNew: boolean;
  version?: Date;
  values: TeacherSubjectValues;
  errors?: FieldErrors;
  subjects: Option[];
  levels: Option[];
  cancelHref: string;
}) {
  const field = bindFields(props.values, props.errors);
  const { actor } = usePage();
  const noneYet = (text: string) =>
    missingFor(actor, 'academicSettings.manage', {
      text,
      href: '/academic-settings',
      linkText: t(m.toAcademicSettings),
    });
  return (
    <TeacherRecordForm {...props} remarks={props.values.remarks}>
      <SelectField
        {...field('subjectId')}
        label={t(m.subject)}
        required
        placeholder={t(m.chooseSubject)}
        options={nameOptions(props.subjects)}
        whenEmpty={noneYet(t(m.noSubjectsYet))}
      />
      <SelectField
        {...field('levelId')}
        label={t(m.level)}
        required
        placeholder={t(m.chooseLevel)}
        options={nameOptions(props.levels)}
        whenEmpty={noneYet(t(m.noLevelsYet))}
      />
    </TeacherRecordForm>
  );
}
