import { t, type Message } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { DateField, Form, FormActions, SelectField, TextField } from '../../../views/widgets/Form';
import { bindFields, nameOptions } from '../../../views/widgets/formBinding';
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

const NEW_LINKS = { levels: m.newLevel, courses: m.newCourse, subjects: m.newSubject };

interface Props {
  kind: AcademicKind;
  id?: number;
  /** The record's last change, when editing one. */
  version?: Date;
  values: AcademicFormValues;
  errors?: FieldErrors;
  levels: LevelChoice[];
  subjects: { id: number; name: string }[];
}

export function AcademicForm({ kind, id, version, values, errors = {}, levels, subjects }: Props) {
  const action = id ? `/academic-settings/${kind}/${id}` : `/academic-settings/${kind}/new`;
  const courseGroups = levels.map((l) => ({
    label: l.name,
    options: nameOptions(l.courses),
  }));
  const field = bindFields(values, errors);
  const nameField = (
    <TextField
      {...field('name')}
      label={t(m.name)}
      required
      maxLength={kind === 'studies' ? 150 : 100}
      autoFocus={!id}
    />
  );
  const positionField = (
    <TextField {...field('position')} type="number" min={0} step={1} label={t(m.position)} help={t(m.positionHelp)} />
  );
  /** A required menu with its placeholder ('Elige un nivel'). */
  const choice = (name: keyof AcademicFormValues, label: Message, placeholder: Message) => ({
    ...field(name),
    label: t(label),
    required: true,
    placeholder: t(placeholder),
  });
  /** An empty menu: what to create first, and the page that creates it. */
  const noneYet = (text: Message, kind: 'levels' | 'courses' | 'subjects') => ({
    whenEmpty: { text: t(text), href: `/academic-settings/${kind}/new`, linkText: t(NEW_LINKS[kind]) },
  });
  const money = { help: t(m.moneyHelp), required: true, maxLength: 20 };
  return (
    <Form action={action} errors={errors} version={version}>
      {kind === 'levels' && (
        <>
          {nameField}
          {positionField}
        </>
      )}
      {kind === 'courses' && (
        <>
          <SelectField
            {...choice('levelId', m.level, m.chooseLevel)}
            options={nameOptions(levels)}
            {...noneYet(m.noLevelsYet, 'levels')}
          />
          {nameField}
          {positionField}
        </>
      )}
      {(kind === 'subjects' || kind === 'studies') && nameField}
      {kind === 'course-subjects' && (
        <>
          <SelectField
            {...choice('courseId', m.course, m.chooseCourse)}
            groups={courseGroups}
            {...noneYet(m.noCoursesYet, 'courses')}
          />
          <SelectField
            {...choice('subjectId', m.subject, m.chooseSubject)}
            options={nameOptions(subjects)}
            {...noneYet(m.noSubjectsYet, 'subjects')}
          />
        </>
      )}
      {kind === 'prices' && (
        <>
          {nameField}
          <SelectField
            {...choice('target', m.target, m.chooseTarget)}
            help={t(m.targetHelp)}
            {...noneYet(m.noLevelsYet, 'levels')}
            groups={[
              {
                label: t(m.levels),
                options: levels.map((l) => ({ value: `level:${l.id}`, label: t(m.levelOption, { name: l.name }) })),
              },
              ...levels.map((l) => ({
                label: l.name,
                options: l.courses.map((c) => ({ value: `course:${c.id}`, label: c.name })),
              })),
            ]}
          />
          <div className="form-row">
            <TextField {...field('customerPrice')} label={t(m.customerPrice)} {...money} />
            <TextField {...field('teacherPay')} label={t(m.teacherPay)} {...money} />
          </div>
          <DateField {...field('validFrom')} label={t(m.validFrom)} help={t(m.validFromHelp)} required />
        </>
      )}
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref={listBase(kind)} />
    </Form>
  );
}
