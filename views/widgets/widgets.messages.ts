import { defineMessages } from '../../src/lib/intl';

export const widgetMessages = defineMessages({
  removeFilter: { id: 'widgets.removeFilter', defaultMessage: 'Quitar este filtro' },
  monthPlaceholder: { id: 'widgets.monthPlaceholder', defaultMessage: 'AAAA-MM' },
  rowsPerPage: { id: 'table.rowsPerPage', defaultMessage: 'Filas por página' },
  loading: { id: 'table.loading', defaultMessage: 'Cargando resultados...' },
  dialogLoading: { id: 'dialog.loading', defaultMessage: 'Cargando...' },
  empty: { id: 'table.empty', defaultMessage: 'No hay datos' },
  scrollRegion: { id: 'table.scrollRegion', defaultMessage: '{caption} (tabla desplazable)' },
  range: { id: 'table.range', defaultMessage: '{from}–{to} de {total}' },
  previous: { id: 'table.previous', defaultMessage: 'Anterior' },
  next: { id: 'table.next', defaultMessage: 'Siguiente' },
  pageOf: { id: 'table.pageOf', defaultMessage: 'Página {page} de {pages}' },
  beyondLast: {
    id: 'table.beyondLast',
    defaultMessage: 'La página {page} no existe: la lista tiene {pages, plural, one {# página} other {# páginas}}.',
  },
  lastPage: { id: 'table.lastPage', defaultMessage: 'Ir a la última página' },
  totalOnly: { id: 'table.totalOnly', defaultMessage: '{total} en total' },
  pages: { id: 'table.pages', defaultMessage: 'Páginas' },
  search: { id: 'table.search', defaultMessage: 'Buscar' },
  filter: { id: 'table.filter', defaultMessage: 'Filtrar' },
  clear: { id: 'table.clear', defaultMessage: 'Quitar filtros' },
  apply: { id: 'table.apply', defaultMessage: 'Aplicar' },
  sortBy: { id: 'table.sortBy', defaultMessage: 'Ordenar por {column}' },
  save: { id: 'form.save', defaultMessage: 'Guardar' },
  create: { id: 'form.create', defaultMessage: 'Crear' },
  cancel: { id: 'form.cancel', defaultMessage: 'Cancelar' },
  delete: { id: 'form.delete', defaultMessage: 'Eliminar' },
  required: { id: 'form.required', defaultMessage: 'obligatorio' },
  /** An entry of the error summary: the field's label, then what is wrong with it. */
  fieldError: { id: 'form.fieldError', defaultMessage: '{label}: {error}' },
  formErrors: {
    id: 'form.errors',
    defaultMessage: 'Revisa los campos marcados: hay {count, plural, one {# error} other {# errores}}.',
  },
  unsaved: {
    id: 'form.unsaved',
    defaultMessage: 'Tienes cambios sin guardar. ¿Seguro que quieres salir de la página?',
  },
  noResults: { id: 'autocomplete.noResults', defaultMessage: 'No hay resultados' },
  searchFailed: { id: 'autocomplete.failed', defaultMessage: 'No se ha podido buscar. Inténtalo de nuevo.' },
  filterNotFound: {
    id: 'autocomplete.filterNotFound',
    defaultMessage: 'No hay resultados para «{text}»: escribe otro nombre o elige uno de la lista.',
  },
  filterAmbiguous: {
    id: 'autocomplete.filterAmbiguous',
    defaultMessage: 'Hay varios resultados para «{text}»: escribe el nombre completo o elige uno de la lista.',
  },
  confirmDelete: { id: 'dialog.confirmDelete', defaultMessage: 'Sí, eliminar' },
});
