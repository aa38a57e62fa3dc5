import { formatDuration, t } from '../../../../src/lib/intl';
import type { FieldErrors } from '../../../../src/lib/errors';
import { DateTimeField, Form, FormActions, SelectField, TextAreaField } from '../../../../views/widgets/Form';
import { bindChoice, bindFields, nameOptions } from '../../../../views/widgets/formBinding';
import { AutocompleteField } from '../../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import { DURATION_CHOICES } from '../../classes.shared';
import { classesMessages as m } from '../../classes.messages';
import { usePage } from '../../../../views/context';
import { noTeachersYet } from '../missing';

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
  return [...choices].sort((a, b) => a - b).map((minutes) => ({ value: minutes, label: formatDuration(minutes) }));
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
  /** New classes: a key made with the form, so a double submit books the hours once. */
  idempotencyKey?: string;
  /** An existing class: its last change, so a save over someone else's is refused. */
  version?: Date;
}

/** The class form: voucher (new classes), teacher, date and time, duration, remarks. */
export function ClassForm({
  action,
  values,
  errors = {},
  teachers,
  withVoucher,
  teacherRequired,
  cancelHref,
  submitLabel,
  idempotencyKey,
  version,
}: Props) {
  const field = bindFields(values, errors);
  const { actor } = usePage();
  return (
    <Form action={action} errors={errors} version={version} idempotencyKey={idempotencyKey}>
      {withVoucher && (
        <AutocompleteField
          label={t(m.voucher)}
          {...bindChoice(values, errors)('voucherId', 'voucherName')}
          source="classVouchers"
          required
          help={t(m.voucherHelp)}
        />
      )}
      <SelectField
        {...field('teacherId')}
        label={t(m.teacher)}
        required={teacherRequired}
        placeholder={teacherRequired ? t(m.chooseTeacher) : t(m.noTeacher)}
        options={nameOptions(teachers)}
        whenEmpty={noTeachersYet(actor)}
      />
      <DateTimeField {...field('date')} label={t(m.date)} required />
      <SelectField
        {...field('duration')}
        label={t(m.duration)}
        value={values.duration ?? 60}
        required
        options={durationOptions(values.duration)}
      />
      <TextAreaField {...field('remarks')} label={t(m.remarks)} maxLength={2000} />
      <FormActions submitLabel={submitLabel ?? t(w.save)} cancelHref={cancelHref} />
    </Form>
  );
}
