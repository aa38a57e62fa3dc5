import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { DateField, Form, TextAreaField } from '../../../views/widgets/Form';
import { teachersMessages as m } from '../teachers.messages';

/** /teachers/{id}/drop-out: the drop-out dialog as a page, for browsers without JavaScript. */
export function TeacherDropOut({
  id,
  today,
  values = {},
  errors = {},
}: {
  id: number;
  today: string;
  values?: { dropOutDate?: string; reason?: string };
  errors?: FieldErrors;
}) {
  return (
    <Form action={`/teachers/${id}/drop-out`} errors={errors}>
      <p className="form-intro">{t(m.dropOutExplain)}</p>
      <DateField
        name="dropOutDate"
        label={t(m.dropOutDate)}
        value={values.dropOutDate ?? today}
        error={errors.dropOutDate}
        required
      />
      <TextAreaField
        name="reason"
        label={t(m.dropOutReason)}
        value={values.reason}
        error={errors.reason}
        maxLength={1000}
      />
      <div className="form-actions">
        <button type="submit" className="button button-danger">
          {t(m.dropOutConfirm)}
        </button>
        <a className="button button-quiet" href={`/teachers/${id}`}>
          {t(m.cancel)}
        </a>
      </div>
    </Form>
  );
}
