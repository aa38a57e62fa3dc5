import { useMemo, useRef, useState } from 'react';
import {
  Button,
  Collection,
  ComboBox,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Tag,
  TagGroup,
  TagList,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import { DialogActions, DialogForm, ModalDialog } from '../../../views/widgets/ModalDialog';

export interface DistrictChoice {
  id: number;
  name: string;
  municipalityName: string;
}

export interface TeacherDistrictsDialogProps {
  /** Page with a grouped multi-select, for browsers without JavaScript. */
  fallbackHref: string;
  action: string;
  csrfToken: string;
  choices: DistrictChoice[];
  selected: number[];
  buttonLabel: string;
  title: string;
  help: string;
  searchLabel: string;
  chosenLabel: string;
  noneLabel: string;
  noResults: string;
  /** 'Quitar {name}' with the placeholder left in. */
  removeLabel: string;
  /** The button that opens the whole list. */
  showAllLabel: string;
  saveLabel: string;
  cancelLabel: string;
}

/**
 * The *teacher districts* dialog: an autocomplete grouped by municipality adds districts,
 * the chosen ones show as removable tags, and saving posts the whole set at once.
 */
export function TeacherDistrictsDialog(props: TeacherDistrictsDialogProps) {
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button button-secondary"
      wide
    >
      {(close) => <DistrictsForm {...props} close={close} />}
    </ModalDialog>
  );
}

function DistrictsForm(props: TeacherDistrictsDialogProps & { close: () => void }) {
  const [chosen, setChosen] = useState<number[]>(props.selected);
  const [text, setText] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const byId = useMemo(() => new Map(props.choices.map((c) => [c.id, c])), [props.choices]);
  const sections = useMemo(() => {
    const groups = new Map<string, DistrictChoice[]>();
    for (const c of props.choices) {
      if (chosen.includes(c.id)) continue;
      if (text && !contains(c.name, text) && !contains(c.municipalityName, text)) continue;
      groups.set(c.municipalityName, [...(groups.get(c.municipalityName) ?? []), c]);
    }
    return [...groups].map(([name, items]) => ({ id: name, name, items }));
  }, [props.choices, chosen, text, contains]);

  const input = useRef<HTMLInputElement>(null);
  const add = (key: Key | null) => {
    if (key == null) return;
    setChosen((list) => (list.includes(Number(key)) ? list : [...list, Number(key)]));
    setText('');
    // Leave the field so the list closes and the chosen tags and buttons show.
    setTimeout(() => input.current?.blur(), 0);
  };

  return (
    <DialogForm
      action={props.action}
      csrfToken={props.csrfToken}
      title={props.title}
      hidden={chosen.map((id) => ['districtIds', id] as const)}
    >
      <ComboBox
        className="field"
        items={sections}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={add}
        menuTrigger="input"
        allowsEmptyCollection
      >
        <Label className="field-label">{props.searchLabel}</Label>
        <div className="combo-input">
          <Input ref={input} className="input" autoComplete="off" autoFocus />
          <Button className="combo-button" aria-label={props.showAllLabel}>
            ▾
          </Button>
        </div>
        <Text slot="description" className="field-help">
          {props.help}
        </Text>
        <Popover className="popover" offset={2}>
          <ListBox className="listbox" renderEmptyState={() => <p className="listbox-empty">{props.noResults}</p>}>
            {(section: (typeof sections)[number]) => (
              <ListBoxSection id={section.id} className="listbox-section">
                <Header className="listbox-header">{section.name}</Header>
                <Collection items={section.items}>
                  {(item) => (
                    <ListBoxItem
                      id={item.id}
                      textValue={`${item.name} (${item.municipalityName})`}
                      className="listbox-item"
                    >
                      {item.name}
                    </ListBoxItem>
                  )}
                </Collection>
              </ListBoxSection>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <TagGroup className="field" onRemove={(keys) => setChosen((list) => list.filter((id) => !keys.has(id)))}>
        <Label className="field-label">{props.chosenLabel}</Label>
        <TagList
          className="tag-list"
          items={chosen.map((id) => byId.get(id)).filter((c): c is DistrictChoice => !!c)}
          renderEmptyState={() => <span className="muted">{props.noneLabel}</span>}
        >
          {(item) => (
            <Tag id={item.id} textValue={item.name} className="tag">
              {item.name}
              <span className="muted"> · {item.municipalityName}</span>
              <Button slot="remove" className="tag-remove" aria-label={props.removeLabel.replace('{name}', item.name)}>
                ×
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <DialogActions submitLabel={props.saveLabel} cancelLabel={props.cancelLabel} close={props.close} />
    </DialogForm>
  );
}
