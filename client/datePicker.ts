import { DATE_KINDS, type DateKind } from '../views/widgets/dateText';

/**
 * The calendar button of a date field (views/widgets/DateInput.tsx): the field is text in the
 * Spanish order, and the button opens the browser's own calendar over it (`showPicker` on a
 * native field of the kind kept out of sight beside it), then writes the day chosen into the
 * field as 22/11/2026. Browsers without `showPicker` never show the button (CSS), and typing
 * works everywhere. The value is set as a person's typing would (the native setter, then
 * `input` and `change`), so an island's state and the unsaved-changes guard see it.
 */
export function enableDatePickers() {
  if (typeof HTMLInputElement.prototype.showPicker !== 'function') return;
  document.documentElement.dataset.datePickers = '';
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('[data-date-picker]');
    const field = button?.parentElement?.querySelector<HTMLInputElement>('input[data-date]');
    if (!button || !field) return;
    openPicker(button, field);
  });
}

const NATIVE_TYPES: Partial<Record<DateKind, string>> = { date: 'date', datetime: 'datetime-local' };

function openPicker(button: HTMLButtonElement, field: HTMLInputElement) {
  const kind = field.dataset.date as DateKind;
  const type = NATIVE_TYPES[kind];
  if (!type) return;
  // One at a time: a calendar closed without a choice leaves its field behind.
  for (const old of document.querySelectorAll('.date-input-native')) old.remove();
  const native = document.createElement('input');
  native.type = type;
  native.tabIndex = -1;
  native.setAttribute('aria-hidden', 'true');
  native.className = 'date-input-native';
  // Over the button, so the calendar opens beside the field (it opens where its field is).
  const box = button.getBoundingClientRect();
  native.style.left = `${box.left}px`;
  native.style.top = `${box.bottom}px`;
  if (field.dataset.min) native.min = field.dataset.min;
  if (field.dataset.max) native.max = field.dataset.max;
  native.value = DATE_KINDS[kind].read(field.value);
  document.body.append(native);
  native.addEventListener('change', () => {
    if (native.value) setTyped(field, DATE_KINDS[kind].shown(native.value));
    native.remove();
    field.focus();
  });
  try {
    native.showPicker();
  } catch {
    native.remove();
    field.focus();
  }
}

function setTyped(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}
