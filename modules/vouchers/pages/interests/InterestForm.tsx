import { t } from '../../../../src/lib/intl';
import type { FieldErrors } from '../../../../src/lib/errors';
import { Island } from '../../../../views/Island';
import { AutocompleteField } from '../../../../views/widgets/AutocompleteField';
import {
  DateField,
  Form,
  FormActions,
  SelectField,
  SliderField,
  TextAreaField,
  TextField,
} from '../../../../views/widgets/Form';
import { bindChoice, bindFields, nameOptions } from '../../../../views/widgets/formBinding';
import { WeeklySlots, type WeeklySlotValue } from '../../../../views/widgets/WeeklySlots.island';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import { MissingFirst, missingFor } from '../../../../views/widgets/MissingFirst';
import { usePage } from '../../../../views/context';
import { fieldId } from '../../../../views/widgets/fieldId';
import { CUSTOMER_SOURCES, slotLabels, sourceLabel, weeklySlotsProps } from '../../../people';
import { INTEREST_STATUSES, interestStatusLabel, MAX_HOURS_PER_WEEK, visibilityLabel } from '../../interests.service';
import { interestsMessages as m } from '../../interests.messages';

/** Everything the lead form shows, as typed (strings), so a form that comes back keeps it all. */
export interface InterestFormValues {
  family: 'existing' | 'newStudent' | 'new';
  studentId?: number | null;
  studentName?: string;
  customerId?: number | null;
  customerName?: string;
  newCustomer: Record<string, string>;
  newStudent: Record<string, string>;
  rows: { subjectId: string; courseId: string }[];
  hoursPerWeek: string;
  slots: WeeklySlotValue[];
  districtId?: number | null;
  districtName?: string;
  startDate: string;
  visibility: string;
  advisorId: string;
  status: string;
  remarks: string;
  teacherRemarks: string;
}

export interface FormChoices {
  advisors: { id: number; name: string }[];
  courses: { id: number; name: string; levelName: string }[];
  subjects: { id: number; name: string }[];
}

/** Rows shown for interest rows: what was typed plus blanks, at least three. */
export const ROW_COUNT = 3;

function courseGroups(courses: FormChoices['courses']) {
  const groups: { label: string; options: { value: number; label: string }[] }[] = [];
  for (const c of courses) {
    const group =
      groups.find((g) => g.label === c.levelName) ?? groups[groups.push({ label: c.levelName, options: [] }) - 1];
    group.options.push({ value: c.id, label: c.name });
  }
  return groups;
}

function FamilyFields({ values, errors }: { values: InterestFormValues; errors: FieldErrors }) {
  const nc = bindFields(values.newCustomer, errors, 'newCustomer.');
  const ns = bindFields(values.newStudent, errors, 'newStudent.');
  const choice = bindChoice(values, errors);
  const radio = (value: InterestFormValues['family'], label: string) => (
    <label className="check-label">
      <input type="radio" name="family" value={value} defaultChecked={values.family === value} /> {label}
    </label>
  );
  return (
    <div className="family-form">
      <fieldset className="choice-group">
        <legend>{t(m.familySection)}</legend>
        <div className="family-choices">
          {radio('new', t(m.familyNew))}
          {radio('existing', t(m.familyExisting))}
          {radio('newStudent', t(m.familyNewStudent))}
        </div>
        {/* One help per option, the chosen one's shown (client/styles.css); without :has, a new family's. */}
        <p className="field-help family-help-new">{t(m.familyHelp)}</p>
        <p className="field-help family-help-existing">{t(m.familyHelpExisting)}</p>
        <p className="field-help family-help-newStudent">{t(m.familyHelpNewStudent)}</p>
      </fieldset>
      <div className="family-existing">
        <AutocompleteField
          label={t(m.existingStudent)}
          {...choice('studentId', 'studentName')}
          source="interestStudents"
          help={t(m.existingStudentHelp)}
          required
        />
      </div>
      <div className="family-customer">
        {/* Required where shown: each block shows only with its option (client/styles.css). */}
        <AutocompleteField
          label={t(m.existingCustomer)}
          {...choice('customerId', 'customerName')}
          source="customers"
          required
        />
      </div>
      <fieldset className="fieldset family-new-customer">
        <legend>{t(m.newCustomerLegend)}</legend>
        <div className="form-row">
          <TextField {...nc('firstName')} label={t(m.firstName)} required maxLength={100} autoComplete="off" />
          <TextField {...nc('lastName')} label={t(m.lastName)} required maxLength={150} autoComplete="off" />
        </div>
        <div className="form-row">
          <TextField {...nc('phone')} label={t(m.phone)} type="tel" maxLength={30} autoComplete="off" />
          <TextField {...nc('email')} label={t(m.email)} type="email" maxLength={254} autoComplete="off" />
          <SelectField
            {...nc('source')}
            value={values.newCustomer.source || 'other'}
            label={t(m.source)}
            options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }))}
          />
        </div>
      </fieldset>
      <fieldset className="fieldset family-new-student">
        <legend>{t(m.newStudentLegend)}</legend>
        <div className="form-row">
          <TextField {...ns('firstName')} label={t(m.firstName)} required maxLength={100} autoComplete="off" />
          <TextField
            {...ns('lastName')}
            label={t(m.lastName)}
            help={t(m.studentLastNameHelp)}
            maxLength={150}
            autoComplete="off"
          />
          <DateField {...ns('birthDate')} label={t(m.birthDate)} />
        </div>
      </fieldset>
    </div>
  );
}

function InterestRows({
  values,
  errors,
  choices,
}: {
  values: InterestFormValues;
  errors: FieldErrors;
  choices: FormChoices;
}) {
  const rows = [...values.rows];
  while (rows.length < ROW_COUNT) rows.push({ subjectId: '', courseId: '' });
  const groups = courseGroups(choices.courses);
  return (
    <fieldset className="fieldset" id={fieldId('interests')} tabIndex={-1}>
      <legend>{t(m.rowsSection)}</legend>
      <p className="field-help">{t(m.rowsHelp)}</p>
      {(choices.subjects.length === 0 || choices.courses.length === 0) && (
        <MissingFirst
          missing={missingFor(usePage().actor, 'academicSettings.manage', {
            text: t(m.noCatalogueYet),
            href: '/academic-settings',
            linkText: t(m.toAcademicSettings),
          })}
        />
      )}
      {errors.interests && (
        <p className="field-error" role="alert">
          {errors.interests}
        </p>
      )}
      {rows.map((r, i) => (
        <div className="form-row interest-row" key={i}>
          <SelectField
            name="subjectId"
            idName={`interests.${i}`}
            label={t(m.rowN, { n: i + 1 })}
            value={r.subjectId}
            placeholder={t(m.chooseSubject)}
            options={nameOptions(choices.subjects)}
            error={errors[`interests.${i}`]}
            required={i === 0}
          />
          <SelectField
            name="courseId"
            idName={`interests.${i}.courseId`}
            label={t(m.course)}
            value={r.courseId}
            placeholder={t(m.chooseCourse)}
            groups={groups}
            required={i === 0}
          />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The error summary's labels of what it cannot find among the form's children: the family's
 * fields (drawn by FamilyFields; "Nombre" of the family or of the student?) and the repeated
 * rows (subjects and courses, weekly slots).
 */
function summaryLabels(values: InterestFormValues): Record<string, string> {
  const customer = (label: string) => `${t(m.newCustomerLegend)} · ${label}`;
  const student = (label: string) => `${t(m.newStudentLegend)} · ${label}`;
  const labels: Record<string, string> = {
    studentId: t(m.existingStudent),
    customerId: t(m.existingCustomer),
    'newCustomer.firstName': customer(t(m.firstName)),
    'newCustomer.lastName': customer(t(m.lastName)),
    'newCustomer.phone': customer(t(m.phone)),
    'newCustomer.email': customer(t(m.email)),
    'newCustomer.source': customer(t(m.source)),
    'newStudent.firstName': student(t(m.firstName)),
    'newStudent.lastName': student(t(m.lastName)),
    'newStudent.birthDate': student(t(m.birthDate)),
    interests: t(m.rowsSection),
    slots: t(m.availability),
  };
  for (let i = 0; i < Math.max(values.rows.length, ROW_COUNT); i++) labels[`interests.${i}`] = t(m.rowN, { n: i + 1 });
  return { ...labels, ...slotLabels(values.slots.length) };
}

/** The lead form (/customer-interests/new and the lead's page). */
export function InterestForm({
  action,
  values,
  errors = {},
  choices,
  creating,
  cancelHref,
  version,
  idempotencyKey,
}: {
  action: string;
  values: InterestFormValues;
  errors?: FieldErrors;
  choices: FormChoices;
  creating: boolean;
  cancelHref: string;
  /** An existing lead: its last change, so a save over someone else's is refused. */
  version?: Date;
  /** A new lead: the key its posts share, so sending it twice makes one lead (src/lib/idempotency). */
  idempotencyKey?: string;
}) {
  const field = bindFields(values, errors);
  return (
    <Form
      action={action}
      errors={errors}
      labels={summaryLabels(values)}
      version={version}
      idempotencyKey={idempotencyKey}
    >
      {creating && <FamilyFields values={values} errors={errors} />}
      <InterestRows values={values} errors={errors} choices={choices} />
      <fieldset className="fieldset">
        <legend>{t(m.whenSection)}</legend>
        <div className="form-row">
          <SliderField
            {...field('hoursPerWeek')}
            label={t(m.hoursPerWeek)}
            help={t(m.hoursPerWeekScale, { max: MAX_HOURS_PER_WEEK })}
            textHelp={t(m.hoursPerWeekHelp)}
            required
            min={0.5}
            max={MAX_HOURS_PER_WEEK}
            step={0.5}
            initial={2}
            inHours
          />
          <DateField {...field('startDate')} label={t(m.startDate)} required />
          <AutocompleteField
            label={t(m.district)}
            {...bindChoice(values, errors)('districtId', 'districtName')}
            source="districts"
          />
        </div>
        <Island
          name="WeeklySlots"
          component={WeeklySlots}
          props={weeklySlotsProps(t(m.availability), values.slots, errors)}
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t(m.followSection)}</legend>
        <div className="form-row form-row-wide">
          <SelectField
            {...field('status')}
            label={t(m.status)}
            options={INTEREST_STATUSES.map((s) => ({ value: s, label: interestStatusLabel(s) }))}
          />
          <SelectField
            {...field('visibility')}
            label={t(m.visibility)}
            options={(['hidden', 'everyone'] as const).map((v) => ({ value: v, label: visibilityLabel(v) }))}
          />
          <SelectField
            {...field('advisorId')}
            label={t(m.advisor)}
            placeholder={t(m.noAdvisor)}
            options={nameOptions(choices.advisors)}
          />
        </div>
        <TextAreaField
          {...field('teacherRemarks')}
          label={t(m.teacherRemarks)}
          help={t(m.teacherRemarksHelp)}
          maxLength={1000}
        />
        <TextAreaField {...field('remarks')} label={t(m.remarks)} maxLength={2000} />
      </fieldset>
      <FormActions submitLabel={creating ? t(w.create) : t(w.save)} cancelHref={cancelHref} />
    </Form>
  );
}
