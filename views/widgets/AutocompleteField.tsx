import { t } from '../../src/lib/intl';
import { Island } from '../Island';
import { Autocomplete, type AutocompleteProps } from './Autocomplete.island';
import { widgetMessages as w } from './widgets.messages';

/** The texts every autocomplete shows, in the page's words (an island gets them as props). */
export function autocompleteTexts(): Pick<AutocompleteProps, 'noResults' | 'failed' | 'requiredLabel'> {
  return { noResults: t(w.noResults), failed: t(w.searchFailed), requiredLabel: t(w.required) };
}

type FieldProps = Omit<AutocompleteProps, 'noResults' | 'failed' | 'requiredLabel' | 'value' | 'text'> & {
  /** The chosen record (id and name), or what was typed when the form comes back with errors. */
  chosenId?: number | null;
  chosenName?: string | null;
};

/** A form field that suggests records as you type; without JavaScript, a text field the server resolves by name. */
export function AutocompleteField({ chosenId, chosenName, ...props }: FieldProps) {
  return (
    <Island
      name="Autocomplete"
      component={Autocomplete}
      props={{
        ...props,
        value: chosenId && chosenName ? { id: chosenId, name: chosenName } : null,
        text: chosenName ?? '',
        ...autocompleteTexts(),
      }}
    />
  );
}
