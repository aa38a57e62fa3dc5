import { Children, isValidElement, type ReactNode } from 'react';
import { t } from '../../src/lib/intl';
import type { FieldErrors } from '../../src/lib/errors';
import { editVersion } from '../../src/lib/editVersion';
import { EDIT_VERSION_FIELD, IDEMPOTENCY_FIELD, REPEAT_FIELD, REPEAT_SAVED_FIELDS } from '../../src/lib/formFields';
import { usePage } from '../context';
import { Island } from '../Island';
import { fieldId } from './fieldId';
import { MissingFirst, type Missing } from './MissingFirst';
import { Slider } from './Slider.island';
import { widgetMessages as m } from './widgets.messages';
import { DateInput } from './DateInput';
import { dateInputTexts } from './dateInputTexts';

/**
 * A form that posts and redirects (works without JavaScript). `data-guard` turns on the
 * unsaved-changes guard in the browser.
 */
export function Form({
  action,
  errors,
  children,
  id,
  labels,
  version,
  encType,
  idempotencyKey,
}: {
  action: string;
  errors?: FieldErrors;
  children: ReactNode;
  id?: string;
  /** Labels of fields the summary cannot find among the children (those an island draws), by the name of their error. */
  labels?: Record<string, string>;
  /** An edit form: the record's last change as shown, so a save over someone else's is refused (src/lib/editVersion.ts). */
  version?: Date | string;
  /** An upload: multipart, the CSRF token first so the server has it before the file. */
  encType?: 'multipart/form-data';
  /** A create form's key (src/lib/idempotency.ts): sending it twice makes one record. */
  idempotencyKey?: string;
}) {
  const { csrfToken } = usePage();
  // Messages about the whole form (saved meanwhile by someone else, sent already, saved a moment ago): at its top, not in the summary.
  const {
    [EDIT_VERSION_FIELD]: editedMeanwhile,
    [IDEMPOTENCY_FIELD]: alreadySent,
    [REPEAT_FIELD]: repeated,
    [REPEAT_SAVED_FIELDS.href]: savedHref,
    [REPEAT_SAVED_FIELDS.text]: savedText,
    ...fieldErrors
  } = errors ?? {};
  const formError = editedMeanwhile ?? alreadySent ?? repeated;
  const count = Object.keys(fieldErrors).length;
  return (
    <form
      method="post"
      action={action}
      encType={encType}
      className="form"
      data-guard={t(m.unsaved)}
      // Shown again with what was refused: nothing of it is saved yet, so leaving asks from the start.
      data-unsaved={count > 0 || formError ? '' : undefined}
      id={id}
      noValidate
    >
      <input type="hidden" name="_csrf" value={csrfToken} />
      {version !== undefined && <input type="hidden" name={EDIT_VERSION_FIELD} value={editVersion(version)} />}
      {idempotencyKey && <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />}
      {/* Shown again for the data just saved: sent again under this key, it is a second record on purpose. */}
      {idempotencyKey && repeated && <input type="hidden" name={REPEAT_FIELD} value={idempotencyKey} />}
      {formError && (
        <p className="form-errors" role="alert" tabIndex={-1}>
          {formError}
          {formError === repeated && savedHref && savedText && (
            <>
              {' '}
              <a href={savedHref}>{savedText}</a>
            </>
          )}
        </p>
      )}
      {count > 0 && <ErrorSummary errors={fieldErrors} labels={{ ...fieldLabels(children), ...labels }} />}
      {children}
    </form>
  );
}

/**
 * What is wrong with a posted form, at its top: how many errors, and each one a link to its
 * field (`#f-name`). The browser puts the focus here when the form comes back (client/main.ts),
 * so a screen reader reads it first and the links take the cursor to each field.
 */
export function ErrorSummary({ errors, labels = {} }: { errors: FieldErrors; labels?: Record<string, string> }) {
  // In the order of the fields on the form; errors of no field seen last.
  const order = Object.keys(labels);
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const entries = Object.entries(errors).sort(([a], [b]) => place(a) - place(b));
  return (
    <div className="form-errors" role="alert" tabIndex={-1}>
      <p>{t(m.formErrors, { count: entries.length })}</p>
      <ul>
        {entries.map(([name, text]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>
              {labels[name] ? t(m.fieldError, { label: labels[name], error: text }) : text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A component that draws several fields of its own names their labels, in form order, for the summary. */
export type FieldGroup<P> = ((props: P) => ReactNode) & { fieldLabels: (props: P) => Record<string, string> };

/**
 * The labels of the fields among a form's children, by the name they post (each widget here
 * takes `name` and `label`), so the summary says which field each error is about ("Bono: Debes
 * rellenar este campo"). A component drawing fields of its own is seen through its `fieldLabels`
 * (a FieldGroup); without one its entries show the error alone.
 */
function fieldLabels(children: ReactNode, found: Record<string, string> = {}): Record<string, string> {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as { name?: unknown; label?: unknown; children?: ReactNode };
    const group = (child.type as Partial<FieldGroup<unknown>>).fieldLabels;
    if (typeof group === 'function')
      for (const [name, label] of Object.entries(group(child.props))) found[name] ??= label;
    if (typeof props.name === 'string' && typeof props.label === 'string') found[props.name] ??= props.label;
    if (props.children) fieldLabels(props.children, found);
  });
  return found;
}

interface FieldProps {
  name: string;
  /**
   * The name the field's id is made from when several fields post the same name (rows of a
   * list: `interests.1`), so each label, and the error summary's link, reach their own control.
   */
  idName?: string;
  label: string;
  error?: string;
  required?: boolean;
  help?: string;
}

function FieldShell({ name, idName, label, error, required, help, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={fieldId(idName ?? name)}>
        {label}
        {required && <span className="field-required"> ({t(m.required)})</span>}
      </label>
      {children}
      <FieldNotes name={idName ?? name} help={help} error={error} />
    </div>
  );
}

/** A field's help and error texts, under it: what its control's `aria-describedby` names. */
function FieldNotes({ name, help, error }: { name: string; help?: string; error?: string }) {
  return (
    <>
      {help && (
        <p className="field-help" id={`${fieldId(name)}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${fieldId(name)}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(name: string, error?: string, help?: string) {
  return [error && `${fieldId(name)}-error`, help && `${fieldId(name)}-help`].filter(Boolean).join(' ') || undefined;
}

export function TextField(
  props: FieldProps & {
    value?: string | number | null;
    type?: 'text' | 'email' | 'password' | 'number' | 'tel';
    autoComplete?: string;
    maxLength?: number;
    autoFocus?: boolean;
    min?: string | number;
    max?: string | number;
    step?: string | number;
  },
) {
  const { name, error, help } = props;
  return (
    <FieldShell {...props}>
      <input
        id={fieldId(name)}
        name={name}
        type={props.type ?? 'text'}
        defaultValue={props.value ?? ''}
        className="input"
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, help)}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        autoFocus={props.autoFocus}
        min={props.min}
        max={props.max}
        step={props.step}
      />
    </FieldShell>
  );
}

/** A typed number ('1,5' or 1.5) as a number; NaN when it is none. */
const numberOf = (value: string | number) =>
  typeof value === 'number'
    ? value
    : /^\s*-?\d+([.,]\d+)?\s*$/.test(value)
      ? Number(value.replace(',', '.'))
      : Number.NaN;

/**
 * A number on a scale (hours a week…): a slider with its value written beside it, a native range
 * input, so it posts without JavaScript too. An empty field starts at `initial`. A value off the
 * scale (typed elsewhere, say 1,25 on a scale of halves, or a refused one) gets a text field
 * instead, so saving the form never changes it silently.
 */
export function SliderField(
  props: FieldProps & {
    value?: string | number | null;
    min: number;
    max: number;
    step: number;
    initial: number;
    /** '{value} €': how the value reads beside the slider. */
    outputTemplate?: string;
    /** The value is hours, read as a duration beside the slider: 2,5 → '2 h 30 min'. */
    inHours?: boolean;
    /** The help of the text field a value off the scale gets ('Por ejemplo 2 o 1,5'). */
    textHelp?: string;
  },
) {
  const { name, error, help, value, min, max, step } = props;
  const given = value === undefined || value === null || value === '' ? props.initial : numberOf(value);
  const onScale = given >= min && given <= max && Number.isInteger(Math.round(((given - min) / step) * 1e6) / 1e6);
  if (!onScale)
    return (
      <TextField
        name={name}
        label={props.label}
        error={error}
        required={props.required}
        help={props.textHelp ?? help}
        value={value}
        maxLength={20}
      />
    );
  return (
    <FieldShell {...props}>
      <Island
        name="Slider"
        component={Slider}
        props={{
          id: fieldId(name),
          name,
          min,
          max,
          step,
          value: given,
          outputTemplate: props.outputTemplate,
          inHours: props.inHours,
          describedBy: describedBy(name, error, help),
          invalid: Boolean(error),
        }}
      />
    </FieldShell>
  );
}

/**
 * A calendar date ('2026-11-22' stored, 22/11/2026 shown and typed) or a date and time of day on
 * Madrid's clock ('2026-11-22T17:30', 22/11/2026 17:30): a text field in the Spanish order with
 * the browser's calendar beside it (DateInput). `min`/`max` are checked by the server.
 */
function DateTextField(props: DateFieldProps & { kind: 'date' | 'datetime' }) {
  const { name, error, help, kind } = props;
  const id = props.idName ?? name;
  return (
    <FieldShell {...props}>
      <DateInput
        kind={kind}
        texts={dateInputTexts(kind)}
        id={fieldId(id)}
        name={name}
        defaultValue={props.value}
        bounds={{ min: props.min, max: props.max }}
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
      />
    </FieldShell>
  );
}

/** `min` and `max` (ISO) bound the calendar; the server checks what is typed. */
type DateFieldProps = FieldProps & { value?: string | null; min?: string; max?: string };

export function DateField(props: DateFieldProps) {
  return <DateTextField {...props} kind="date" />;
}

export function DateTimeField(props: DateFieldProps) {
  return <DateTextField {...props} kind="datetime" />;
}

export function TextAreaField(props: FieldProps & { value?: string | null; rows?: number; maxLength?: number }) {
  const { name, error, help } = props;
  return (
    <FieldShell {...props}>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={props.rows ?? 3}
        defaultValue={props.value ?? ''}
        className="input"
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, help)}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A single choice; `groups` renders <optgroup>s (courses by level, districts by municipality).
 * `whenEmpty`: with nothing to choose, what to create first and where, said under the menu.
 */
export function SelectField(
  props: FieldProps & {
    value?: string | number | null;
    options?: SelectOption[];
    groups?: { label: string; options: SelectOption[] }[];
    placeholder?: string;
    whenEmpty?: Missing;
  },
) {
  const { name, error, help } = props;
  const idName = props.idName ?? name;
  const isEmpty = !props.options?.length && !props.groups?.some((g) => g.options.length);
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <FieldShell {...props}>
      <select
        id={fieldId(idName)}
        name={name}
        defaultValue={props.value == null ? '' : String(props.value)}
        className="input"
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(idName, error, help)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {(props.options ?? []).map(option)}
        {(props.groups ?? []).map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map(option)}
          </optgroup>
        ))}
      </select>
      {props.whenEmpty && isEmpty && <MissingFirst missing={props.whenEmpty} />}
    </FieldShell>
  );
}

/**
 * A yes/no field. Unchecked boxes post nothing, so a hidden 'false' goes first and the box's
 * 'true' (when ticked) comes after it: the server reads the last value.
 */
export function CheckboxField({
  name,
  label,
  checked,
  value,
  error,
  help,
}: {
  name: string;
  label: string;
  checked?: boolean;
  /** `checked` under the name `bindFields` gives it. */
  value?: boolean | null;
  error?: string;
  help?: string;
}) {
  return (
    <div className={`field field-check${error ? ' field-invalid' : ''}`}>
      <input type="hidden" name={name} value="false" />
      <label className="check-label" htmlFor={fieldId(name)}>
        <input
          id={fieldId(name)}
          type="checkbox"
          name={name}
          value="true"
          defaultChecked={checked ?? value ?? undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, help)}
        />{' '}
        {label}
      </label>
      <FieldNotes name={name} help={help} error={error} />
    </div>
  );
}

/** Reads a posted checkbox (see CheckboxField): the last value wins. */
export function postedBoolean(value: unknown): boolean {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === true || last === 'true' || last === 'on';
}

/**
 * Several choices in groups (districts by municipality): a checkbox each, so picking several
 * needs no modifier keys and works the same with or without JavaScript.
 */
export function MultiSelectField(
  props: FieldProps & { values: number[]; groups: { label: string; options: { id: number; name: string }[] }[] },
) {
  const { name, label, error, help } = props;
  const first = props.groups.find((g) => g.options.length > 0)?.options[0]?.id;
  return (
    <fieldset
      className={`field choice-groups${error ? ' field-invalid' : ''}`}
      aria-describedby={describedBy(name, error, help)}
    >
      <legend className="field-label">{label}</legend>
      <FieldNotes name={name} help={help} />
      {props.groups.map((g) => (
        <fieldset key={g.label} className="choice-group">
          <legend>{g.label}</legend>
          <div className="choice-grid">
            {g.options.map((o) => (
              <label key={o.id} className="check-label">
                {/* The first box carries the field's id: where the error summary's link takes the cursor. */}
                <input
                  type="checkbox"
                  id={o.id === first ? fieldId(name) : undefined}
                  name={name}
                  value={o.id}
                  defaultChecked={props.values.includes(o.id)}
                />{' '}
                {o.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldNotes name={name} error={error} />
    </fieldset>
  );
}

/** Save and cancel; the delete button sits apart so it is not pressed by mistake. */
export function FormActions({
  submitLabel,
  cancelHref,
  extra,
}: {
  submitLabel: string;
  cancelHref: string;
  extra?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="button">
        {submitLabel}
      </button>
      <a className="button button-quiet" href={cancelHref}>
        {t(m.cancel)}
      </a>
      {extra && <span className="form-actions-extra">{extra}</span>}
    </div>
  );
}
