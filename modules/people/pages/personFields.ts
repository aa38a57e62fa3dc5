import type { FieldErrors } from '../../../src/lib/errors';
import { bindFields } from '../../../views/widgets/formBinding';

/** What a person's name and contact fields are on every people form: the columns' lengths and the input types. */
const PERSON_FIELDS = {
  firstName: { maxLength: 100 },
  lastName: { maxLength: 150 },
  email: { type: 'email', maxLength: 254 },
  phone: { type: 'tel', maxLength: 30 },
  nif: { maxLength: 20 },
} as const;

type PersonField = keyof typeof PERSON_FIELDS;

/**
 * The props of a person's name and contact fields (staff, teachers, candidates, customers,
 * students) from the form's values and errors: `<TextField {...person('email')} label={…} />`.
 */
export function bindPersonFields<V extends Partial<Record<PersonField, string | null>>>(
  values: V,
  errors?: FieldErrors,
) {
  const field = bindFields(values, errors);
  return <K extends PersonField & keyof V>(name: K) => ({ ...field(name), ...PERSON_FIELDS[name] });
}
