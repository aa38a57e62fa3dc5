import { useEffect, useRef, useState } from 'react';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { graphql } from '../../client/graphql';
import { fieldId } from './fieldId';

export interface Option {
  id: number;
  name: string;
  /** Shown after the name to tell apart homonyms: the province of a municipality. */
  detail?: string | null;
}

/** A choice that is not a record (a filter's "Sin profesor"): listed first while it matches what is typed. */
export interface FixedChoice {
  id: string;
  name: string;
}

type Choice = Option | FixedChoice;

/** Lower case, without accents or repeated spaces: to match a fixed choice's name with what is typed. */
export const plainText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export interface AutocompleteProps {
  label: string;
  /** Field posted with the chosen id. */
  name: string;
  /** Field posted with the typed text, so the form also works without JavaScript. */
  textName: string;
  /** Which list to search: an autocomplete source a module declares ('municipalities', 'customers', 'classVouchers'…). */
  source: string;
  value: Choice | null;
  /** Choices offered before the source's suggestions (a filter's "Sin profesor"). */
  fixed?: FixedChoice[];
  /** A list filter (views/widgets/AutocompleteFilter.tsx): choosing applies it (submits the form). */
  filter?: boolean;
  /** The field's classes ('field' unless told; a filter form's fields are 'field field-inline'). */
  className?: string;
  /** The typed text when the form comes back with errors. */
  text?: string;
  required?: boolean;
  error?: string;
  help?: string;
  noResults: string;
  failed: string;
  /** The '(obligatorio)' mark, in the page's words. */
  requiredLabel: string;
}

const SUGGESTIONS = /* GraphQL */ `
  query Suggestions($source: String!, $q: String!) {
    suggestions(source: $source, q: $q) { id name detail }
  }
`;

/** The source's suggestions for the typed text: every source (a module's `autocomplete`) answers the same query. */
async function suggestions(source: string, q: string, signal: AbortSignal): Promise<Option[]> {
  return (await graphql<{ suggestions: Option[] }>('Suggestions', SUGGESTIONS, { variables: { source, q }, signal }))
    .suggestions;
}

/** A text field that suggests records as you type (react-aria ComboBox over GraphQL). */
export function Autocomplete(props: AutocompleteProps) {
  const [text, setText] = useState(props.text ?? props.value?.name ?? '');
  const [selected, setSelected] = useState<Key | null>(props.value?.id ?? null);
  const [items, setItems] = useState<Option[]>(
    props.value && typeof props.value.id === 'number' ? [props.value as Option] : [],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const touched = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const chosen = useRef(false);
  const fixed = (props.fixed ?? []).filter(
    (f) => f.id === selected || !touched.current || plainText(f.name).includes(plainText(text)),
  );
  const choices: Choice[] = [...fixed, ...items];

  // A filter applies as soon as something is chosen: after the render that wrote its id in the form.
  useEffect(() => {
    if (!props.filter || !chosen.current) return;
    chosen.current = false;
    input.current?.form?.requestSubmit();
  }, [selected, props.filter]);

  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(async () => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      try {
        setItems(await suggestions(props.source, text, controller.signal));
        setFailure(null);
      } catch (err) {
        if ((err as Error).name !== 'AbortError') setFailure(props.failed);
      }
    }, 200);
    return () => clearTimeout(timer);
  }, [text, props.source, props.failed]);

  const error = failure ?? props.error;
  return (
    <ComboBox
      className={props.className ?? 'field'}
      items={dismissed ? [] : choices}
      inputValue={text}
      onInputChange={(value) => {
        touched.current = true;
        setDismissed(false);
        setText(value);
        if (selected !== null && choices.find((i) => i.id === selected)?.name !== value) setSelected(null);
      }}
      selectedKey={selected}
      onSelectionChange={(key) => {
        setSelected(key);
        const item = choices.find((i) => i.id === key);
        if (item) setText(item.name);
        if (key !== null && key !== selected) chosen.current = true;
      }}
      name={props.name}
      formValue="key"
      // Dismissed (Escape, a click outside, leaving the field) with nothing chosen, the list
      // has nothing to show until the next keystroke: the typed text stays (the server resolves
      // it by name) and no longer opens the list again over the form because it matches no choice.
      allowsEmptyCollection={!dismissed}
      menuTrigger="input"
      isRequired={props.required}
      isInvalid={!!error}
      validationBehavior="aria"
    >
      <Label className="field-label">
        {props.label}
        {props.required && <span className="field-required"> ({props.requiredLabel})</span>}
      </Label>
      <Input
        ref={input}
        id={fieldId(props.name)}
        name={props.textName}
        autoComplete="off"
        className="input"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          if (selected === null) setDismissed(true);
          // Escape closes the open list and nothing else (not the dialog around the field).
          if (event.currentTarget.getAttribute('aria-expanded') === 'true') event.stopPropagation();
        }}
        onBlur={() => selected === null && setDismissed(true)}
      />
      {props.help && (
        <Text slot="description" className="field-help">
          {props.help}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover" offset={2}>
        <ListBox className="listbox" renderEmptyState={() => <p className="listbox-empty">{props.noResults}</p>}>
          {(item: Choice) => (
            <ListBoxItem id={item.id} textValue={item.name} className="listbox-item">
              {item.name}
              {'detail' in item && item.detail && <span className="muted"> · {item.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
