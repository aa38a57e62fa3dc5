import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { CourseOption } from '../../academic';
import { DateField, Form, FormActions, SelectField, TextAreaField, TextField } from '../../../views/widgets/Form';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { customersMessages as m } from '../customers.messages';
import { courseGroups } from './StudentsList';

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
  values: StudentFormValues;
  errors?: FieldErrors;
  courses: CourseOption[];
  /** Today in Madrid: the latest birth date. */
  today: string;
}

export function StudentForm({ id, values, errors = {}, courses, today }: Props) {
  return (
    <Form action={id ? `/students/${id}` : '/students/new'} errors={errors}>
      <AutocompleteField
        label={t(m.customer)}
        name="customerId"
        textName="customerName"
        source="customers"
        chosenId={values.customerId}
        chosenName={values.customerName}
        required
        error={errors.customerId}
        help={t(m.studentCustomerHelp)}
      />
      <TextField name="firstName" label={t(m.firstName)} value={values.firstName} error={errors.firstName} required maxLength={100} autoFocus={!id && !!values.customerId} />
      <TextField name="lastName" label={t(m.lastName)} help={t(m.studentLastNameHelp)} value={values.lastName} error={errors.lastName} maxLength={150} />
      <DateField name="birthDate" label={t(m.birthDate)} value={values.birthDate} error={errors.birthDate} max={today} />
      <SelectField name="courseId" label={t(m.course)} value={values.courseId} error={errors.courseId} placeholder={t(m.noCourse)} groups={courseGroups(courses)} />
      <TextAreaField name="remarks" label={t(m.remarks)} value={values.remarks} error={errors.remarks} maxLength={2000} />
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref={values.customerId && !id ? `/customers/${values.customerId}` : '/students'} />
    </Form>
  );
}
