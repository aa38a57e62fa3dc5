import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Form, FormActions, MultiSelectField } from '../../../views/widgets/Form';
import { teachersMessages as m } from '../teachers.messages';
import type { DistrictChoice } from './TeacherDistrictsDialog.island';

/** The districts dialog as a page (no JavaScript): a multi-select grouped by municipality. */
export function TeacherDistrictsPage({
  action,
  backHref,
  choices,
  selected,
  errors = {},
}: {
  action: string;
  backHref: string;
  choices: DistrictChoice[];
  selected: number[];
  errors?: FieldErrors;
}) {
  const groups = new Map<string, { id: number; name: string }[]>();
  for (const d of choices) groups.set(d.municipalityName, [...(groups.get(d.municipalityName) ?? []), d]);
  return (
    <Form action={action} errors={errors}>
      <MultiSelectField
        name="districtIds"
        label={t(m.districts)}
        help={t(m.districtsHelpNoJs)}
        values={selected}
        error={errors.districtIds}
        groups={[...groups].map(([label, options]) => ({ label, options }))}
      />
      <FormActions submitLabel={t(m.save)} cancelHref={backHref} />
    </Form>
  );
}
