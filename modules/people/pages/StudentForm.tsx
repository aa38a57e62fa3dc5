import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { CourseOption } from '../../academic';
import { DateField, Form, FormActions, SelectField, TextAreaField, TextField } from '../../../views/widgets/Form';
import { bindChoice, bindFields } from '../../../views/widgets/formBinding';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { customersMessages as m } from '../customers.messages';
import { bindPersonFields } from './personFields';
import { courseGroups } from './StudentsList';
import { missingFor } from '../../../views/widgets/MissingFirst';
import { usePage } from '../../../views/context';

export interface StudentFormValues {
  customerId?: number | null;
  customerName?: string | null;
  firstName?: string;
  lastName?: string | null;
  birthDate?: string | null;
  courseId?: number | null;
  remarks?: string | null;
}

interface Props {
  id?: number;
  /** The record's last change, when editing one. */
  version?: Date;
  values: StudentFormValues;
  errors?: FieldErrors;
  courses: CourseOption[];
  /** Today in Madrid: the latest birth date. */
  today: string;
  /** A new student's form: the key it is posted with, so sent twice it makes one student (src/lib/idempotency). */
  idempotencyKey?: string;
}

export function StudentForm({ id, version, values, errors = {}, courses, today, idempotencyKey }: Props) {
  const field = bindFields(values, errors);
  const person = bindPersonFields(values, errors);
  return (
    <Form
      action={id ? `/students/${id}` : '/students/new'}
      errors={errors}
      version={version}
      idempotencyKey={idempotencyKey}
    >
      <AutocompleteField
        label={t(m.customer)}
        {...bindChoice(values, errors)('customerId', 'customerName')}
        source="customers"
        required
        help={t(m.studentCustomerHelp)}
      />
      <TextField {...person('firstName')} label={t(m.firstName)} required autoFocus={!id && !!values.customerId} />
      <TextField {...person('lastName')} label={t(m.lastName)} help={t(m.studentLastNameHelp)} />
      <DateField {...field('birthDate')} label={t(m.birthDate)} max={today} />
      <SelectField
        {...field('courseId')}
        label={t(m.course)}
        placeholder={t(m.noCourse)}
        groups={courseGroups(courses)}
        whenEmpty={missingFor(usePage().actor, 'academicSettings.manage', {
          text: t(m.noCoursesYet),
          href: '/academic-settings/courses/new',
          linkText: t(m.toAcademicSettings),
        })}
      />
      <TextAreaField {...field('remarks')} label={t(m.remarks)} maxLength={2000} />
      <FormActions
        submitLabel={t(id ? w.save : w.create)}
        cancelHref={values.customerId && !id ? `/customers/${values.customerId}` : '/students'}
      />
    </Form>
  );
}
