import { defineMessages } from '../../src/lib/intl';

export const placesMessages = defineMessages({
  title: { id: 'places.title', defaultMessage: 'Lugares' },
  intro: {
    id: 'places.intro',
    defaultMessage:
      'Países, provincias, municipios, distritos y estaciones que se usan en las direcciones y las zonas de los profesores.',
  },
  countries: { id: 'places.countries', defaultMessage: 'Países' },
  provinces: { id: 'places.provinces', defaultMessage: 'Provincias' },
  municipalities: { id: 'places.municipalities', defaultMessage: 'Municipios' },
  districts: { id: 'places.districts', defaultMessage: 'Distritos' },
  stations: { id: 'places.stations', defaultMessage: 'Estaciones' },
  country: { id: 'places.country', defaultMessage: 'País' },
  province: { id: 'places.province', defaultMessage: 'Provincia' },
  municipality: { id: 'places.municipality', defaultMessage: 'Municipio' },
  district: { id: 'places.district', defaultMessage: 'Distrito' },
  station: { id: 'places.station', defaultMessage: 'Estación' },
  newCountry: { id: 'places.newCountry', defaultMessage: 'Nuevo país' },
  newProvince: { id: 'places.newProvince', defaultMessage: 'Nueva provincia' },
  newMunicipality: { id: 'places.newMunicipality', defaultMessage: 'Nuevo municipio' },
  newDistrict: { id: 'places.newDistrict', defaultMessage: 'Nuevo distrito' },
  newStation: { id: 'places.newStation', defaultMessage: 'Nueva estación' },
  name: { id: 'places.field.name', defaultMessage: 'Nombre' },
  code: { id: 'places.field.code', defaultMessage: 'Código' },
  countryCode: { id: 'places.field.countryCode', defaultMessage: 'Código ISO (2 letras)' },
  provinceCode: { id: 'places.field.provinceCode', defaultMessage: 'Código INE (2 cifras)' },
  municipalityCode: { id: 'places.field.municipalityCode', defaultMessage: 'Código INE (5 cifras)' },
  districtCode: { id: 'places.field.districtCode', defaultMessage: 'Código' },
  lines: { id: 'places.field.lines', defaultMessage: 'Líneas' },
  linesHelp: { id: 'places.field.linesHelp', defaultMessage: 'Separadas por comas, por ejemplo: 1, 6, 10' },
  nearDistricts: { id: 'places.field.nearDistricts', defaultMessage: 'Distritos cercanos' },
  nearDistrictsHelp: {
    id: 'places.field.nearDistrictsHelp',
    defaultMessage: 'Distritos del municipio de la estación a los que da servicio',
  },
  countryCodeInvalid: {
    id: 'places.error.countryCode',
    defaultMessage: 'El código debe tener dos letras, por ejemplo ES',
  },
  provinceCodeInvalid: {
    id: 'places.error.provinceCode',
    defaultMessage: 'El código INE de una provincia tiene 2 cifras',
  },
  municipalityCodeInvalid: {
    id: 'places.error.municipalityCode',
    defaultMessage: 'El código INE de un municipio tiene 5 cifras',
  },
  lineInvalid: { id: 'places.error.line', defaultMessage: 'Escribe las líneas separadas por comas (letras y números)' },
  parentNotFound: {
    id: 'places.error.parentNotFound',
    defaultMessage: 'No hay ningún registro con ese nombre; elige uno de la lista',
  },
  parentAmbiguous: {
    id: 'places.error.parentAmbiguous',
    defaultMessage: 'Hay varios registros con ese nombre; elige uno de la lista',
  },
  districtElsewhere: {
    id: 'places.error.districtElsewhere',
    defaultMessage: 'Los distritos deben ser del municipio de la estación',
  },
  duplicate: { id: 'places.error.duplicate', defaultMessage: 'Ya existe un registro con ese nombre o código' },
  duplicateName: {
    id: 'places.error.duplicateName',
    defaultMessage: 'Ya existe «{name}» aquí; {why}',
  },
  notFound: { id: 'places.error.notFound', defaultMessage: 'No existe ese registro de lugares' },
  // What stops a place's delete: the places under it, each kind in its own words (PLACES[kind].children).
  hasProvinces: {
    id: 'places.error.hasProvinces',
    defaultMessage:
      'No se puede eliminar «{name}» porque tiene {count, plural, one {# provincia. Elimínala o pásala} other {# provincias. Elimínalas o pásalas}} a otro país antes.',
  },
  hasMunicipalities: {
    id: 'places.error.hasMunicipalities',
    defaultMessage:
      'No se puede eliminar «{name}» porque tiene {count, plural, one {# municipio. Elimínalo o pásalo} other {# municipios. Elimínalos o pásalos}} a otra provincia antes.',
  },
  hasDistricts: {
    id: 'places.error.hasDistricts',
    defaultMessage:
      'No se puede eliminar «{name}» porque tiene {count, plural, one {# distrito. Elimínalo o pásalo} other {# distritos. Elimínalos o pásalos}} a otro municipio antes.',
  },
  hasStations: {
    id: 'places.error.hasStations',
    defaultMessage:
      'No se puede eliminar «{name}» porque tiene {count, plural, one {# estación. Elimínala o pásala} other {# estaciones. Elimínalas o pásalas}} a otro municipio antes.',
  },
  nearStations: {
    id: 'places.error.nearStations',
    defaultMessage:
      'No se puede eliminar «{name}» porque {count, plural, one {# estación lo tiene} other {# estaciones lo tienen}} entre sus distritos cercanos. Quítalo antes de {count, plural, one {esa estación} other {esas estaciones}}.',
  },
  inUse: {
    id: 'places.error.inUse',
    defaultMessage: 'No se puede eliminar «{name}» porque lo usan {list}. Cámbialos antes.',
  },
  allParents: { id: 'places.filter.allParents', defaultMessage: 'Cualquiera' },
  updatedDate: { id: 'places.field.updatedDate', defaultMessage: 'Última modificación' },
  created: { id: 'places.created', defaultMessage: 'Se ha creado «{name}»' },
  updated: { id: 'places.updated', defaultMessage: 'Se han guardado los cambios de «{name}»' },
  deleted: { id: 'places.deleted', defaultMessage: 'Se ha eliminado «{name}»' },
  deleteTitle: { id: 'places.deleteTitle', defaultMessage: 'Eliminar «{name}»' },
  deleteQuestion: {
    id: 'places.deleteQuestion',
    defaultMessage: '¿Seguro que quieres eliminar «{name}»? No se puede deshacer.',
  },
});
