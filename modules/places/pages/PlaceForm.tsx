import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Form, FormActions, MultiSelectField, TextField } from '../../../views/widgets/Form';
import { AutocompleteField } from '../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { PLACES, type PlaceKind } from '../places.entities';
import { placesMessages as m } from '../places.messages';
import { listBase } from './PlacesList';

/** What the form shows: the record's values, or what was posted when it comes back with errors. */
export interface PlaceFormValues {
  name?: string;
  code?: string | null;
  parentId?: number | null;
  parentName?: string | null;
  lines?: string;
  districtIds?: number[];
}

interface Props {
  kind: PlaceKind;
  id?: number;
  /** The place's last change, when editing one. */
  version?: Date;
  values: PlaceFormValues;
  errors?: FieldErrors;
  districtChoices?: { id: number; name: string; municipalityName: string }[];
}

export function PlaceForm({ kind, id, version, values, errors = {}, districtChoices }: Props) {
  const def = PLACES[kind];
  const action = id ? `/places-settings/${kind}/${id}` : `/places-settings/${kind}/new`;
  const groups = new Map<string, { id: number; name: string }[]>();
  for (const d of districtChoices ?? []) groups.set(d.municipalityName, [...(groups.get(d.municipalityName) ?? []), d]);
  return (
    <Form action={action} errors={errors} version={version}>
      <TextField
        name="name"
        label={t(m.name)}
        value={values.name}
        error={errors.name}
        required
        maxLength={100}
        autoFocus={!id}
      />
      {def.code && (
        <TextField
          name="code"
          label={t(def.code.label)}
          value={values.code}
          error={errors.code}
          required={def.code.required}
          maxLength={20}
        />
      )}
      {def.parent && (
        <AutocompleteField
          label={t(def.parent.label)}
          name={def.parent.column}
          textName="parentName"
          source={def.parent.kind}
          chosenId={values.parentId}
          chosenName={values.parentName}
          required
          error={errors[def.parent.column]}
        />
      )}
      {kind === 'stations' && (
        <>
          <TextField
            name="lines"
            label={t(m.lines)}
            value={values.lines}
            error={errors.lines}
            help={t(m.linesHelp)}
            maxLength={200}
          />
          <MultiSelectField
            name="districtIds"
            label={t(m.nearDistricts)}
            help={t(m.nearDistrictsHelp)}
            values={values.districtIds ?? []}
            error={errors.districtIds}
            groups={[...groups].map(([label, options]) => ({ label, options }))}
          />
        </>
      )}
      <FormActions submitLabel={t(id ? w.save : w.create)} cancelHref={listBase(kind)} />
    </Form>
  );
}
