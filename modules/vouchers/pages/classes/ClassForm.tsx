import { t } from '../../../../src/lib/intl';
import type { FieldErrors } from '../../../../src/lib/errors';
import { DateTimeField, Form, FormActions, SelectField, TextAreaField } from '../../../../views/widgets/Form';
import { AutocompleteField } from '../../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import { DURATION_CHOICES } from '../../classes.service';
import { classesMessages as m } from '../../classes.messages';

export interface ClassFormValues {
  voucherId?: number | null;
  voucherName?: string | null;
  teacherId?: number | null;
  date?: string;
  duration?: number | string;
  remarks?: string | null;
}

export const durationOptions = (current?: number | string) => {
  const choices = new Set(DURATION_CHOICES);
  if (current && Number(current) > 0) choices.add(Number(current));
  return [...choices].sort((a, b) => a - b).map((minutes) => ({ value: minutes, label: t(m.durationOption, { minutes }) }));
};

interface Props {
  action: string;
  values: ClassFormValues;
  errors?: FieldErrors;
  teachers: { id: number; name: string }[];
  /** The voucher field: on the new forms; an existing class changes voucher with the link dialog. */
  withVoucher: boolean;
  teacherRequired?: boolean;
  cancelHref: string;
  submitLabel?: string;
}

/** The class form: voucher (new classes), teacher, date and time, duration, remarks. */
export function ClassForm({ action, values, errors = {}, teachers, withVoucher, teacherRequired, cancelHref, submitLabel }: Props) {
  return (
    <Form action={action} errors={errors}>
      {withVoucher && (
        <AutocompleteField
          label={t(m.voucher)}
          name="voucherId"
          textName="voucherName"
          source="classVouchers"
          chosenId={values.voucherId}
          chosenName={values.voucherName}
          required
          error={errors.voucherId}
          help={t(m.voucherHelp)}
        />
      )}
      <SelectField
        name="teacherId"
        label={t(m.teacher)}
        value={values.teacherId}
        error={errors.teacherId}
        required={teacherRequired}
        placeholder={teacherRequired ? t(m.chooseTeacher) : t(m.noTeacher)}
        options={teachers.map((x) => ({ value: x.id, label: x.name }))}
      />
      <DateTimeField name="date" label={t(m.date)} value={values.date} error={errors.date} required />
      <SelectField name="duration" label={t(m.duration)} value={values.duration ?? 60} error={errors.duration} required options={durationOptions(values.duration)} />
      <TextAreaField name="remarks" label={t(m.remarks)} value={values.remarks} error={errors.remarks} maxLength={2000} />
      <FormActions submitLabel={submitLabel ?? t(w.save)} cancelHref={cancelHref} />
    </Form>
  );
}
