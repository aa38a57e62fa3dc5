import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { DateField, Form, FormActions, SelectField, TextField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import type { AcademicKind } from '../settings.entities';
import { settingsMessages as m } from '../settings.messages';
import { listBase, type LevelChoice } from './AcademicList';

/** What the form shows: the record's values, or what was posted when it comes back with errors. */
export interface AcademicFormValues {
  name?: string;
  position?: string;
  levelId?: string;
  courseId?: string;
  subjectId?: string;
  /** 'level:3' or 'course:12' */
  target?: string;
  customerPrice?: string;
  teacherPay?: string;
  validFrom?: string;
}

interface Props {
  kind: AcademicKind;
  id?: number;
  values: AcademicFormValues;
  errors?: FieldErrors;
  levels: LevelChoice[];
  subjects: { id: number; name: string }[];
}

export function AcademicForm({ kind, id, values, errors = {}, levels, subjects }: Props) {
  const action = id ? `/academic-settings/${kind}/${id}` : `/academic-settings/${kind}/new`;
  const courseGroups = levels.map((l) => ({ label: l.name, options: l.courses.map((c) => ({ value: c.id, label: c.name })) }));
  const nameField = <TextField name="name" label={t(m.name)} value={values.name} error={errors.name} required maxLength={kind === 'studies' ? 150 : 100} autoFocus={!id} />;
  const positionField = <TextField name="position" type="number" min={0} step={1} label={t(m.position)} value={values.position} error={errors.position} help={t(m.positionHelp)} />;
  return (
    <Form action={action} errors={errors}>
      {kind === 'levels' && (
        <>
          {nameField}
          {positionField}
        </>
      )}
      {kind === 'courses' && (
        <>
          <SelectField name="levelId" label={t(m.level)} value={values.levelId} error={errors.levelId} required placeholder={t(m.chooseLevel)} options={levels.map((l) => ({ value: l.id, label: l.name }))} />
          {nameField}
          {positionField}
        </>
      )}
      {(kind === 'subjects' || kind === 'studies') && nameField}
      {kind === 'course-subjects' && (
        <>
          <SelectField name="courseId" label={t(m.course)} value={values.courseId} error={errors.courseId} required placeholder={t(m.chooseCourse)} groups={courseGroups} />
          <SelectField name="subjectId" label={t(m.subject)} value={values.subjectId} error={errors.subjectId} required placeholder={t(m.chooseSubject)} options={subjects.map((s) => ({ value: s.id, label: s.name }))} />
        </>
      )}
      {kind === 'prices' && (
        <>
          {nameField}
          <SelectField
            name="target"
            label={t(m.target)}
            value={values.target}
            error={errors.target}
            help={t(m.targetHelp)}
            required
            placeholder={t(m.chooseTarget)}
            groups={[
              { label: t(m.levels), options: levels.map((l) => ({ value: `level:${l.id}`, label: t(m.levelOption, { name: l.name }) })) },
              ...levels.map((l) => ({ label: l.name, options: l.courses.map((c) => ({ value: `course:${c.id}`, label: c.name })) })),
            ]}
          />
          <div className="form-row">
            <TextField name="customerPrice" label={t(m.customerPrice)} value={values.customerPrice} error={errors.customerPrice} help={t(m.moneyHelp)} required maxLength={20} />
            <TextField name="teacherPay" label={t(m.teacherPay)} value={values.teacherPay} error={errors.teacherPay} help={t(m.moneyHelp)} required maxLength={20} />
          </div>
          <DateField name="validFrom" label={t(m.validFrom)} value={values.validFrom} error={errors.validFrom} help={t(m.validFromHelp)} required />
        </>
      )}
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref={listBase(kind)} />
    </Form>
  );
}
