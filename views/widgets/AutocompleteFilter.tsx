import { t } from '../../src/lib/intl';
import { listHref, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { rowIdOf } from '../../src/lib/validation';
import { useId } from 'react';
import { plainText, type AutocompleteProps, type FixedChoice, type Option } from './Autocomplete.island';
import { fieldId } from './fieldId';
import { autocompleteTexts } from './AutocompleteField';
import { widgetMessages as m } from './widgets.messages';

/**
 * A list filter whose choices are too many for a menu (every teacher, every customer): an
 * autocomplete over a module's source. Its URL is the menu's (`?teacher=12`); the field also
 * posts what was typed (`teacherName`) for the form without JavaScript, which the server
 * resolves by name and redirects to the filter's URL (`resolveFilterChoice`).
 */

/** How a filter finds its records: one name by id, and the ids named as typed. */
export interface FilterLookup {
  /** The display name of the record with this id; undefined when there is none (the filter is then ignored). */
  nameOf(id: number): Promise<string | undefined>;
  /** The records whose name is the typed text (exactly, else containing it), at most 2: one is a choice, two are ambiguous. */
  byName(text: string): Promise<number[]>;
}

/** What the filter's field shows: the chosen record, or the typed text and why it chose nothing. */
export interface FilterChoice {
  chosen: Option | FixedChoice | null;
  text?: string;
  error?: string;
}

export interface ResolveFilterOptions {
  /** The request's query string (the typed text is not among the list's filters). */
  raw: Record<string, unknown>;
  query: ListQuery;
  spec: ListSpec;
  /** The list's path (and fixed query), for the redirect. */
  base: string;
  /** The filter's parameter (`teacher`); the typed text comes as `<name>Name`. */
  name: string;
  lookup: FilterLookup;
  /** Values that are not records (`none`: "Sin profesor"), with their names. */
  fixed?: FixedChoice[];
}

/** The text parameter of a filter field. */
export const filterTextName = (name: string) => `${name}Name`;

/**
 * Reads a filter of records from the URL. With `<name>Name` (typed, the form without
 * JavaScript): resolved by name and answered with `redirect` to the filter's own URL, or, when
 * no single record is named so, the list without this filter and the field's message. Without
 * it: the id's name for the field; an id that is no record (or malformed) is ignored.
 */
export async function resolveFilterChoice({
  raw,
  query,
  spec,
  base,
  name,
  lookup,
  fixed = [],
}: ResolveFilterOptions): Promise<{ query: ListQuery; choice: FilterChoice; redirect?: string }> {
  const value = query.filters[name];
  const without = { ...query, filters: Object.fromEntries(Object.entries(query.filters).filter(([k]) => k !== name)) };
  const to = (chosen: string | undefined) =>
    listHref(
      base,
      chosen ? { ...query, page: 1, filters: { ...without.filters, [name]: chosen } } : { ...without, page: 1 },
      {
        spec,
      },
    );
  const rawText = raw[filterTextName(name)];
  if (typeof rawText === 'string') {
    const typed = rawText.replaceAll('\u0000', '').trim().slice(0, 100);
    if (typed === '')
      return { query: without, choice: { chosen: null }, redirect: value === undefined ? undefined : to(undefined) };
    const same = fixed.find((f) => plainText(f.name) === plainText(typed));
    if (same) return { query, choice: { chosen: same }, redirect: to(same.id) };
    const id = rowIdOf(value ?? '');
    if (id !== null && plainText((await lookup.nameOf(id)) ?? '') === plainText(typed))
      return { query, choice: { chosen: null }, redirect: to(String(id)) };
    const ids = await lookup.byName(typed);
    if (ids.length === 1) return { query, choice: { chosen: null }, redirect: to(String(ids[0])) };
    return {
      query: without,
      choice: {
        chosen: null,
        text: typed,
        error: t(ids.length ? m.filterAmbiguous : m.filterNotFound, { text: typed }),
      },
    };
  }
  if (value === undefined) return { query, choice: { chosen: null } };
  const same = fixed.find((f) => f.id === value);
  if (same) return { query, choice: { chosen: same } };
  // Written as an address writes an id ('16', not '016' or '0x10'), as the lists read it.
  const id = rowIdOf(value);
  const found = id !== null ? await lookup.nameOf(id) : undefined;
  return found === undefined || id === null
    ? { query: without, choice: { chosen: null } }
    : { query, choice: { chosen: { id, name: found } } };
}

/**
 * The filter's field in a list's filter form: written as plain fields (what the form without
 * JavaScript uses: the typed name and the chosen id), which the browser replaces with the
 * Autocomplete island when the field is first focused (client/hydrate.ts, `data-mount="focus"`):
 * no React render of a combo box on the server and no combo box chunk for a list page until
 * it is used (issue 16). Choosing applies the filter.
 */
export function AutocompleteFilter({
  name,
  label,
  source,
  choice,
  fixed,
}: {
  name: string;
  label: string;
  /** The module's autocomplete source ('voucherTeachers', 'invoiceCustomers'…). */
  source: string;
  choice: FilterChoice;
  fixed?: FixedChoice[];
}) {
  const prefix = `i${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const text = choice.text ?? choice.chosen?.name ?? '';
  const props: AutocompleteProps = {
    label,
    name,
    textName: filterTextName(name),
    source,
    value: choice.chosen,
    text,
    error: choice.error,
    fixed,
    filter: true,
    className: 'field field-inline field-autocomplete',
    ...autocompleteTexts(),
  };
  const id = fieldId(name);
  return (
    <div
      className="island"
      data-island="Autocomplete"
      data-mount="focus"
      data-filter-field={name}
      data-props={JSON.stringify(props)}
      data-id-prefix={prefix}
    >
      <div className={`field field-inline field-autocomplete${choice.error ? ' field-invalid' : ''}`}>
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="input"
          name={props.textName}
          defaultValue={text}
          autoComplete="off"
          aria-invalid={choice.error ? true : undefined}
          aria-describedby={choice.error ? `${id}-error` : undefined}
        />
        <input type="hidden" name={name} value={choice.chosen ? String(choice.chosen.id) : ''} />
        {choice.error && (
          <span className="field-error" id={`${id}-error`}>
            {choice.error}
          </span>
        )}
      </div>
    </div>
  );
}
