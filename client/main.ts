import './styles.css';
import { hydrateIslands } from './hydrate';
import { startProgressOnNavigation } from './progress';
import { watchNetwork } from './network';
import { guardUnsavedForms } from './guard';
import { enhanceTableFilters } from './tables';
import { focusErrors, linkErrorsToFields } from './formErrors';
import { enableDatePickers } from './datePicker';
import { submitFormsOnce } from './submitOnce';
import { keepFormKeys } from './formKeys';

/** A form that comes back with errors puts the focus on its error summary, which links to each field to fix. */
function focusFirstError() {
  const main = document.querySelector('main');
  if (main?.querySelector('.form-errors')) focusErrors(main);
}

/**
 * The script is async: it may run while a slow list is still streaming in, its rows (and their
 * islands: a row's dialog buttons) not in place yet. What works on the page's parts waits until
 * the document is complete, when React's streamed blocks have all been put where they belong.
 */
function whenParsed(start: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

startProgressOnNavigation();
watchNetwork();
submitFormsOnce();
keepFormKeys();
linkErrorsToFields();
enableDatePickers();
whenParsed(() => {
  guardUnsavedForms();
  enhanceTableFilters();
  void hydrateIslands().then(focusFirstError);
});
