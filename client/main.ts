import './styles.css';
import { hydrateIslands } from './hydrate';
import { startProgressOnNavigation } from './progress';
import { watchNetwork } from './network';
import { guardUnsavedForms } from './guard';
import { enhanceTableFilters } from './tables';

/** A form that comes back with errors puts the cursor on the first field to fix (not on its first field). */
function focusFirstError() {
  const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
  if (invalid && document.querySelector('main .form-errors')) invalid.focus();
}

startProgressOnNavigation();
watchNetwork();
guardUnsavedForms();
enhanceTableFilters();
void hydrateIslands().then(focusFirstError);
