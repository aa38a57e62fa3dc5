import './styles.css';
import { hydrateIslands } from './hydrate';
import { startProgressOnNavigation } from './progress';
import { watchNetwork } from './network';
import { guardUnsavedForms } from './guard';
import { enhanceTableFilters } from './tables';
import { focusErrors, linkErrorsToFields } from './formErrors';

/** A form that comes back with errors puts the focus on its error summary, which links to each field to fix. */
function focusFirstError() {
  const main = document.querySelector('main');
  if (main?.querySelector('.form-errors')) focusErrors(main);
}

startProgressOnNavigation();
watchNetwork();
guardUnsavedForms();
enhanceTableFilters();
linkErrorsToFields();
void hydrateIslands().then(focusFirstError);
