// @browser: shared by the server's forms and the islands (see eslint/house.js, rule house/browser).

/** A form's errors by field name (FieldErrors of src/lib/errors). */
type FieldErrors = Record<string, string>;

/**
 * The props a form field takes from the form's values and errors, by the name it posts:
 * `<TextField {...field('phone')} label={…} />` is `name="phone" value={values.phone}
 * error={errors.phone}`. `prefix` names nested values (`newCustomer.phone`).
 */
export function bindFields<V extends object>(values: V, errors: FieldErrors = {}, prefix = '') {
  return <K extends keyof V & string>(name: K) => ({
    name: `${prefix}${name}`,
    value: values[name],
    error: errors[`${prefix}${name}`] as string | undefined,
  });
}

/** Options of a menu from records with an id and a name (teachers, advisors, subjects). */
export function nameOptions(list: { id: number; name: string }[]): { value: number; label: string }[] {
  return list.map((x) => ({ value: x.id, label: x.name }));
}

/**
 * The props an AutocompleteField takes from a form's values and errors: the id it posts
 * (`name`, whose error it shows) and the name it shows (`textName`).
 */
export function bindChoice<V extends object>(values: V, errors: FieldErrors = {}) {
  return <I extends keyof V & string, N extends keyof V & string>(name: I, textName: N) => ({
    name,
    textName,
    chosenId: values[name],
    chosenName: values[textName],
    error: errors[name] as string | undefined,
  });
}
