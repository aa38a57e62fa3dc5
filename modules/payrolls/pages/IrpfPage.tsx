import { formatDate, formatDateTime, t, formatPercent } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { DateField, Form, FormActions, SelectField, TextAreaField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import type { IrpfSetting } from '../payrolls.irpf';
import { payrollsMessages as m } from '../payrolls.messages';

const rateText = (s: IrpfSetting) => (s.updatedDate ? formatPercent(s.rate) : t(m.irpfDefault));

/** /teachers/{id}/irpf: the teacher's withholding and (admins) its form. */
export function IrpfPage({
  setting,
  canEdit,
  values,
  errors,
}: {
  setting: IrpfSetting;
  canEdit: boolean;
  values?: Record<string, string>;
  errors?: FieldErrors;
}) {
  const v = values ?? {
    rate: String(setting.rate),
    communicationDate: setting.communicationDate ?? '',
    reason: setting.reason ?? '',
  };
  return (
    <div className="page-stack">
      <section className="card">
        <p className="form-intro">{t(m.irpfIntro)}</p>
        <dl className="facts">
          <dt>{t(m.irpfCurrent)}</dt>
          <dd>{rateText(setting)}</dd>
          {setting.communicationDate && (
            <>
              <dt>{t(m.communicationDate)}</dt>
              <dd>{t(m.irpfCommunicated, { date: formatDate(setting.communicationDate) })}</dd>
            </>
          )}
          {setting.reason && (
            <>
              <dt>{t(m.irpfReason)}</dt>
              <dd>{setting.reason}</dd>
            </>
          )}
          {setting.updatedDate && (
            <>
              <dt>{t(m.createdDate)}</dt>
              <dd>
                {t(m.irpfUpdated, { date: formatDateTime(setting.updatedDate), name: setting.updatedByName ?? '—' })}
              </dd>
            </>
          )}
        </dl>
      </section>
      {canEdit && (
        <Form action={`/teachers/${setting.teacherId}/irpf`} errors={errors}>
          <SelectField
            name="rate"
            label={t(m.irpfRateField)}
            value={v.rate}
            error={errors?.rate}
            required
            options={[
              { value: '15', label: t(m.irpfOption15) },
              { value: '7', label: t(m.irpfOption7) },
              { value: '0', label: t(m.irpfOption0) },
            ]}
          />
          <DateField
            name="communicationDate"
            label={t(m.communicationDate)}
            value={v.communicationDate}
            error={errors?.communicationDate}
            help={t(m.communicationHelp)}
          />
          <TextAreaField
            name="reason"
            label={t(m.irpfReason)}
            value={v.reason}
            error={errors?.reason}
            help={t(m.irpfReasonHelp)}
            maxLength={1000}
          />
          <FormActions submitLabel={t(w.save)} cancelHref={`/teachers/${setting.teacherId}`} />
        </Form>
      )}
    </div>
  );
}
