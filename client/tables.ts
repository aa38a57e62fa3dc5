/** Table filters apply as you type (after a pause) and when a select changes. */
export function enhanceTableFilters() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-table-filters]')) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const submit = () => form.requestSubmit();
    form.addEventListener('input', (event) => {
      if ((event.target as HTMLElement).matches('input[type=search]')) {
        clearTimeout(timer);
        timer = setTimeout(submit, 500);
      }
    });
    form.addEventListener('change', (event) => {
      if ((event.target as HTMLElement).matches('select')) submit();
    });
    // Keep the caret where it was after the reload that a typed filter causes.
    const search = form.querySelector<HTMLInputElement>('input[type=search]');
    if (
      search &&
      new URLSearchParams(location.search).has('q') &&
      sessionStorage.getItem('focus-filter') === location.pathname
    ) {
      search.focus();
      search.setSelectionRange(search.value.length, search.value.length);
    }
    // An autocomplete filter (views/widgets/AutocompleteFilter.tsx) sends its typed text only when
    // nothing is chosen (the server resolves it by name): a chosen filter's URL is `?teacher=12`.
    form.addEventListener('formdata', (event) => {
      for (const field of form.querySelectorAll<HTMLElement>('[data-filter-field]')) {
        const name = field.dataset.filterField ?? '';
        const textName = `${name}Name`;
        if (event.formData.get(name) || event.formData.get(textName) === '') event.formData.delete(textName);
      }
    });
    form.addEventListener('submit', () => {
      if (document.activeElement === search) sessionStorage.setItem('focus-filter', location.pathname);
      else sessionStorage.removeItem('focus-filter');
    });
  }
}
