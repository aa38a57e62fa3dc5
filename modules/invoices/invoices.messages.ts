import { defineMessages } from '../../src/lib/intl';

/** Every text of the invoices module: fiscal settings, invoices, print, PDF, exports and refusals. */
export const invoicesMessages = defineMessages({
  todoQuarter: {
    id: 'invoices.todo.quarter',
    defaultMessage:
      'Facturas del {quarter}T de {year} para la gestoría: {count, plural, one {# factura} other {# facturas}}, {total}; el IVA se declara hasta el {until}',
  },
  // Refusals
  placeUsedByIssuer: { id: 'places.use.issuer', defaultMessage: 'los datos fiscales de la academia' },
  customerInvoices: { id: 'invoices.links.customerInvoices', defaultMessage: 'Sus facturas' },
  customerHasInvoices: {
    id: 'invoices.customerHasInvoices',
    defaultMessage: 'No se puede eliminar el cliente porque tiene facturas ({count}): una factura emitida se conserva.',
  },
  noIssuer: {
    id: 'invoices.noIssuer',
    defaultMessage:
      'No se pueden emitir facturas hasta rellenar los datos del emisor (razón social, NIF, dirección, código postal y municipio) en Ajustes fiscales (/fiscal-settings).',
  },
  noVoucherSeries: {
    id: 'invoices.noVoucherSeries',
    defaultMessage:
      'Elige en Ajustes fiscales (/fiscal-settings) la serie de las facturas de los bonos antes de cobrar.',
  },
  seriesNotFound: { id: 'invoices.seriesNotFound', defaultMessage: 'No existe esa serie de facturas' },
  seriesInactive: { id: 'invoices.seriesInactive', defaultMessage: 'La serie {code} no está activa' },
  seriesNotOrdinary: {
    id: 'invoices.seriesNotOrdinary',
    defaultMessage: 'La serie {code} es de facturas rectificativas',
  },
  seriesNotAmending: {
    id: 'invoices.seriesNotAmending',
    defaultMessage: 'La serie {code} no es de facturas rectificativas',
  },
  vatTypeNotFound: { id: 'invoices.vatTypeNotFound', defaultMessage: 'No existe ese tipo de IVA' },
  noDefaultVatType: {
    id: 'invoices.noDefaultVatType',
    defaultMessage: 'No hay tipo de IVA por defecto: márcalo en Ajustes fiscales (/fiscal-settings).',
  },
  customerNotFound: { id: 'invoices.customerNotFound', defaultMessage: 'No existe ese cliente' },
  voucherNotFound: { id: 'invoices.voucherNotFound', defaultMessage: 'No existe ese bono' },
  dateBeforeLast: {
    id: 'invoices.dateBeforeLast',
    defaultMessage: 'La fecha no puede ser anterior a la de la última factura de la serie {code} ({date})',
  },
  notFound: { id: 'invoices.notFound', defaultMessage: 'No existe esa factura' },
  noLines: { id: 'invoices.noLines', defaultMessage: 'La factura necesita al menos una línea' },
  codeLocked: {
    id: 'invoices.codeLocked',
    defaultMessage: 'La serie tiene facturas emitidas: su código no puede cambiar',
  },
  seriesInUse: {
    id: 'invoices.seriesInUse',
    defaultMessage: 'La serie {code} tiene facturas emitidas: no se puede eliminar (desactívala)',
  },
  vatTypeInUse: {
    id: 'invoices.vatTypeInUse',
    defaultMessage: 'El tipo de IVA «{name}» está en uso: no se puede eliminar',
  },
  duplicateCode: { id: 'invoices.duplicateCode', defaultMessage: 'Ya existe una serie con ese código' },
  duplicateName: { id: 'invoices.duplicateName', defaultMessage: 'Ya existe un tipo de IVA con ese nombre' },
  codeFormat: { id: 'invoices.codeFormat', defaultMessage: 'Solo letras y números, sin espacios (hasta 10)' },
  defaultRequired: {
    id: 'invoices.defaultRequired',
    defaultMessage: 'Tiene que haber un tipo de IVA por defecto: marca otro antes de desmarcar este',
  },
  exemptNeedsText: {
    id: 'invoices.exemptNeedsText',
    defaultMessage: 'Una operación exenta debe indicar el texto de la exención',
  },
  exemptRateZero: { id: 'invoices.exemptRateZero', defaultMessage: 'Una operación exenta tiene tipo 0' },
  rateFormat: {
    id: 'invoices.rateFormat',
    defaultMessage: 'Escribe el tipo con dos decimales como mucho, como 21 o 5,5',
  },
  municipalityNotFound: { id: 'invoices.municipalityNotFound', defaultMessage: 'No encontramos ese municipio' },
  municipalityAmbiguous: {
    id: 'invoices.municipalityAmbiguous',
    defaultMessage: 'Hay varios municipios con ese nombre: elige uno de la lista',
  },
  paymentSeriesActive: {
    id: 'invoices.paymentSeriesActive',
    defaultMessage:
      'La serie {code} es la de los cobros de bonos: elige otra serie para los cobros en Ajustes fiscales antes de desactivarla',
  },
  paymentSeriesOrdinary: {
    id: 'invoices.paymentSeriesOrdinary',
    defaultMessage: 'La serie {code} es la de los cobros de bonos: no puede ser de facturas rectificativas',
  },
  paymentSeriesAmending: {
    id: 'invoices.paymentSeriesAmending',
    defaultMessage: 'Los cobros de bonos necesitan una serie activa de facturas ordinarias',
  },

  // Concepts
  voucherConcept: {
    id: 'invoices.voucherConcept',
    defaultMessage: 'Bono de {hours} h de {subject}, {course}, para {student} — del {from} al {to}',
  },
  partialConcept: { id: 'invoices.partialConcept', defaultMessage: '{concept} (pago a cuenta)' },

  // Fiscal settings
  fiscalTitle: { id: 'invoices.fiscal.title', defaultMessage: 'Ajustes fiscales' },
  fiscalIntro: {
    id: 'invoices.fiscal.intro',
    defaultMessage:
      'Los datos del emisor que llevan las facturas, sus series, los tipos de IVA y el tipo que se aplica a cada nivel.',
  },
  issuer: { id: 'invoices.fiscal.issuer', defaultMessage: 'Emisor' },
  issuerSaved: { id: 'invoices.fiscal.issuerSaved', defaultMessage: 'Se han guardado los datos del emisor' },
  legalName: { id: 'invoices.fiscal.legalName', defaultMessage: 'Razón social' },
  nif: { id: 'invoices.fiscal.nif', defaultMessage: 'NIF' },
  address: { id: 'invoices.fiscal.address', defaultMessage: 'Dirección' },
  postalCode: { id: 'invoices.fiscal.postalCode', defaultMessage: 'Código postal' },
  municipality: { id: 'invoices.fiscal.municipality', defaultMessage: 'Municipio' },
  contactEmail: { id: 'invoices.fiscal.contactEmail', defaultMessage: 'Email de contacto' },
  contactEmailHelp: {
    id: 'invoices.fiscal.contactEmailHelp',
    defaultMessage:
      'Las familias y los profesores que responden a un correo de la intranet escriben aquí; también aparece al final del correo de los bonos y de las páginas de pago.',
  },
  contactPhone: { id: 'invoices.fiscal.contactPhone', defaultMessage: 'Teléfono de contacto' },
  contactPhoneHelp: {
    id: 'invoices.fiscal.contactPhoneHelp',
    defaultMessage: 'Aparece al final del correo de los bonos y de las páginas de pago.',
  },
  contactIban: { id: 'invoices.fiscal.contactIban', defaultMessage: 'IBAN para transferencias' },
  contactIbanHelp: {
    id: 'invoices.fiscal.contactIbanHelp',
    defaultMessage: 'La cuenta que da el correo de un bono con algo pendiente para pagarlo por transferencia.',
  },
  voucherSeries: { id: 'invoices.fiscal.voucherSeries', defaultMessage: 'Serie de las facturas de los bonos' },
  voucherSeriesHelp: {
    id: 'invoices.fiscal.voucherSeriesHelp',
    defaultMessage: 'Cada cobro de un bono emite una factura en esta serie.',
  },
  series: { id: 'invoices.fiscal.series', defaultMessage: 'Series de facturas' },
  newSeries: { id: 'invoices.fiscal.newSeries', defaultMessage: 'Nueva serie' },
  seriesTitle: { id: 'invoices.fiscal.seriesTitle', defaultMessage: 'Serie {code}' },
  seriesCreated: { id: 'invoices.fiscal.seriesCreated', defaultMessage: 'Se ha creado la serie {code}' },
  seriesUpdated: {
    id: 'invoices.fiscal.seriesUpdated',
    defaultMessage: 'Se han guardado los cambios de la serie {code}',
  },
  code: { id: 'invoices.fiscal.code', defaultMessage: 'Código' },
  description: { id: 'invoices.fiscal.description', defaultMessage: 'Descripción' },
  isAmending: { id: 'invoices.fiscal.isAmending', defaultMessage: 'Rectificativa' },
  isAmendingHelp: {
    id: 'invoices.fiscal.isAmendingHelp',
    defaultMessage: 'Serie de facturas rectificativas (corrigen o anulan otras facturas).',
  },
  active: { id: 'invoices.fiscal.active', defaultMessage: 'Activa' },
  issuedCount: { id: 'invoices.fiscal.issuedCount', defaultMessage: 'Facturas emitidas' },
  vatTypes: { id: 'invoices.fiscal.vatTypes', defaultMessage: 'Tipos de IVA' },
  newVatType: { id: 'invoices.fiscal.newVatType', defaultMessage: 'Nuevo tipo de IVA' },
  vatTypeTitle: { id: 'invoices.fiscal.vatTypeTitle', defaultMessage: 'Tipo de IVA: {name}' },
  vatTypeCreated: { id: 'invoices.fiscal.vatTypeCreated', defaultMessage: 'Se ha creado el tipo de IVA «{name}»' },
  vatTypeUpdated: {
    id: 'invoices.fiscal.vatTypeUpdated',
    defaultMessage: 'Se han guardado los cambios del tipo de IVA «{name}»',
  },
  name: { id: 'invoices.fiscal.name', defaultMessage: 'Nombre' },
  rate: { id: 'invoices.fiscal.rate', defaultMessage: 'Tipo (%)' },
  exemptionText: { id: 'invoices.fiscal.exemptionText', defaultMessage: 'Texto de la exención' },
  exemptionTextHelp: {
    id: 'invoices.fiscal.exemptionTextHelp',
    defaultMessage: 'Lo que dice la factura en lugar del IVA cuando la operación está exenta.',
  },
  taxCode: { id: 'invoices.fiscal.taxCode', defaultMessage: 'Calificación en el registro' },
  taxCodeE1: { id: 'invoices.fiscal.taxCodeE1', defaultMessage: 'E1 — Exenta (art. 20 LIVA)' },
  taxCodeS1: { id: 'invoices.fiscal.taxCodeS1', defaultMessage: 'S1 — Sujeta y no exenta' },
  isDefault: { id: 'invoices.fiscal.isDefault', defaultMessage: 'Por defecto' },
  isDefaultHelp: {
    id: 'invoices.fiscal.isDefaultHelp',
    defaultMessage: 'Se aplica a los niveles que no tienen uno propio y a las facturas manuales.',
  },
  levelVat: { id: 'invoices.fiscal.levelVat', defaultMessage: 'IVA por nivel' },
  levelVatIntro: {
    id: 'invoices.fiscal.levelVatIntro',
    defaultMessage:
      'La enseñanza de materias de planes oficiales está exenta; otros cursos (adultos, por ejemplo) llevan el 21\u00A0%.',
  },
  levelVatSaved: { id: 'invoices.fiscal.levelVatSaved', defaultMessage: 'Se ha guardado el IVA de cada nivel' },
  level: { id: 'invoices.fiscal.level', defaultMessage: 'Nivel' },
  defaultVatOption: { id: 'invoices.fiscal.defaultVatOption', defaultMessage: 'El de por defecto ({name})' },
  yes: { id: 'invoices.yes', defaultMessage: 'Sí' },
  no: { id: 'invoices.no', defaultMessage: 'No' },
  setupFiscal: {
    id: 'invoices.setup.fiscal',
    defaultMessage:
      'Rellena los datos fiscales de la academia (el emisor de las facturas: razón social, NIF y dirección) y la serie de las facturas de los bonos',
  },
  missingIssuerInvoices: {
    id: 'invoices.missingIssuer.invoices',
    defaultMessage:
      'Antes de emitir facturas hay que rellenar los datos fiscales de la academia, que salen en cada factura como emisor: razón social, NIF, dirección, código postal y municipio.',
  },
  missingIssuerPayments: {
    id: 'invoices.missingIssuer.payments',
    defaultMessage:
      'Antes de registrar pagos hay que rellenar los datos fiscales de la academia (razón social, NIF, dirección, código postal y municipio) y elegir la serie de las facturas de los bonos: cada pago emite su factura.',
  },
  missingIssuerAsk: {
    id: 'invoices.missingIssuer.ask',
    defaultMessage: 'Pide a un administrador que los rellene en «Ajustes fiscales».',
  },
  missingIssuerLink: { id: 'invoices.missingIssuer.link', defaultMessage: 'Ir a Ajustes fiscales' },
  issuerMissing: {
    id: 'invoices.fiscal.issuerMissing',
    defaultMessage: 'Faltan los datos del emisor: sin ellos no se puede cobrar ningún bono ni emitir facturas.',
  },
});

export const fiscalFormMessages = defineMessages({
  deleteSeriesTitle: { id: 'invoices.fiscal.deleteSeriesTitle', defaultMessage: 'Eliminar la serie {code}' },
  deleteSeriesQuestion: {
    id: 'invoices.fiscal.deleteSeriesQuestion',
    defaultMessage: '¿Eliminar la serie {code}? Solo se puede si no tiene facturas.',
  },
  seriesDeleted: { id: 'invoices.fiscal.seriesDeleted', defaultMessage: 'Se ha eliminado la serie {code}' },
  deleteVatTitle: { id: 'invoices.fiscal.deleteVatTitle', defaultMessage: 'Eliminar el tipo de IVA «{name}»' },
  deleteVatQuestion: {
    id: 'invoices.fiscal.deleteVatQuestion',
    defaultMessage: '¿Eliminar el tipo de IVA «{name}»? Solo se puede si ninguna factura ni nivel lo usa.',
  },
  vatDeleted: { id: 'invoices.fiscal.vatDeleted', defaultMessage: 'Se ha eliminado el tipo de IVA «{name}»' },
  codeLockedHelp: {
    id: 'invoices.fiscal.codeLockedHelp',
    defaultMessage: 'La serie ya tiene facturas: su código y su tipo no cambian.',
  },
  noSeries: { id: 'invoices.fiscal.noSeries', defaultMessage: 'Sin elegir' },
  saveLevels: { id: 'invoices.fiscal.saveLevels', defaultMessage: 'Guardar el IVA de los niveles' },
  exempt: { id: 'invoices.fiscal.exempt', defaultMessage: 'Exento' },
});

export const verifyMessages = defineMessages({
  ok: {
    id: 'invoices.verify.ok',
    defaultMessage:
      'La cadena de registros de {nif} es correcta: {count, plural, one {# registro} other {# registros}}.',
  },
  empty: { id: 'invoices.verify.empty', defaultMessage: 'No hay registros de facturación que comprobar.' },
  broken: {
    id: 'invoices.verify.broken',
    defaultMessage: 'El registro n.º {id} (factura {number}) no es válido: {reason}',
  },
  textMismatch: {
    id: 'invoices.verify.textMismatch',
    defaultMessage: 'el texto registrado no coincide con los datos de la factura',
  },
  fingerprintMismatch: {
    id: 'invoices.verify.fingerprintMismatch',
    defaultMessage: 'la huella no es el SHA-256 del texto registrado',
  },
  previousMismatch: {
    id: 'invoices.verify.previousMismatch',
    defaultMessage: 'no encadena con la huella del registro anterior',
  },
  orderMismatch: { id: 'invoices.verify.orderMismatch', defaultMessage: 'no sigue al registro anterior de la cadena' },
  unrecorded: {
    id: 'invoices.verify.unrecorded',
    defaultMessage: 'La factura {number} no tiene registro de facturación: toda factura emitida tiene el suyo',
  },
  noAdmin: {
    id: 'invoices.verify.noAdmin',
    defaultMessage: 'No hay ningún administrador activo en cuyo nombre comprobar la cadena',
  },
  failed: { id: 'invoices.verify.failed', defaultMessage: 'No se ha podido comprobar la cadena: {reason}' },
});

export const invoiceMessages = defineMessages({
  title: { id: 'invoices.title', defaultMessage: 'Facturas' },
  intro: {
    id: 'invoices.intro',
    defaultMessage:
      'Las facturas emitidas: cada cobro de un bono emite la suya. Una factura emitida no se cambia ni se borra; se corrige con una rectificativa.',
  },
  invoiceTitle: { id: 'invoices.invoiceTitle', defaultMessage: 'Factura {number}' },
  amendingTitle: { id: 'invoices.amendingTitle', defaultMessage: 'Factura rectificativa {number}' },
  number: { id: 'invoices.field.number', defaultMessage: 'Número' },
  series: { id: 'invoices.field.series', defaultMessage: 'Serie' },
  date: { id: 'invoices.field.date', defaultMessage: 'Fecha' },
  operationDate: { id: 'invoices.field.operationDate', defaultMessage: 'Fecha de la operación' },
  customer: { id: 'invoices.field.customer', defaultMessage: 'Cliente' },
  nif: { id: 'invoices.field.nif', defaultMessage: 'NIF' },
  base: { id: 'invoices.field.base', defaultMessage: 'Base imponible' },
  vat: { id: 'invoices.field.vat', defaultMessage: 'IVA' },
  vatRate: { id: 'invoices.field.vatRate', defaultMessage: 'Tipo de IVA' },
  vatLine: { id: 'invoices.field.vatLine', defaultMessage: 'IVA ({rate})' },
  total: { id: 'invoices.field.total', defaultMessage: 'Total' },
  status: { id: 'invoices.field.status', defaultMessage: 'Estado' },
  method: { id: 'invoices.field.method', defaultMessage: 'Forma de pago' },
  amending: { id: 'invoices.field.amending', defaultMessage: 'Rectificativa' },
  kind: { id: 'invoices.field.kind', defaultMessage: 'Tipo' },
  ordinary: { id: 'invoices.kind.ordinary', defaultMessage: 'Ordinaria' },
  amendingKind: { id: 'invoices.kind.amending', defaultMessage: 'Rectificativa' },
  statusPendingPayment: { id: 'invoices.status.pendingPayment', defaultMessage: 'Pendiente de pago' },
  statusPaid: { id: 'invoices.status.paid', defaultMessage: 'Pagada' },
  all: { id: 'invoices.filter.all', defaultMessage: 'Todas' },
  collect: { id: 'invoices.filter.collect', defaultMessage: 'Por cobrar' },
  collectOnly: { id: 'invoices.filter.collectOnly', defaultMessage: 'Con importe por cobrar' },
  allMasc: { id: 'invoices.filter.allMasc', defaultMessage: 'Todos' },
  from: { id: 'invoices.filter.from', defaultMessage: 'Desde' },
  to: { id: 'invoices.filter.to', defaultMessage: 'Hasta' },
  onlyAmending: { id: 'invoices.filter.onlyAmending', defaultMessage: 'Solo rectificativas' },
  noAmending: { id: 'invoices.filter.noAmending', defaultMessage: 'Sin rectificativas' },
  totalsCaption: {
    id: 'invoices.totalsCaption',
    defaultMessage:
      '{count, plural, one {Totales de la # factura filtrada} other {Totales de las # facturas filtradas}}',
  },
  csv: { id: 'invoices.csv', defaultMessage: 'Descargar CSV' },
  zip: { id: 'invoices.zip', defaultMessage: 'Descargar ZIP de PDF' },
  issuer: { id: 'invoices.field.issuer', defaultMessage: 'Emisor' },
  lines: { id: 'invoices.field.lines', defaultMessage: 'Conceptos' },
  concept: { id: 'invoices.field.concept', defaultMessage: 'Concepto' },
  quantity: { id: 'invoices.field.quantity', defaultMessage: 'Cantidad' },
  unitPrice: { id: 'invoices.field.unitPrice', defaultMessage: 'Precio unitario' },
  amount: { id: 'invoices.field.amount', defaultMessage: 'Importe' },
  pricesIncludeVat: { id: 'invoices.pricesIncludeVat', defaultMessage: 'Precios con IVA incluido.' },
  payment: { id: 'invoices.field.payment', defaultMessage: 'Cobro' },
  paymentText: { id: 'invoices.paymentText', defaultMessage: '{amount} el {date} ({method})' },
  voucher: { id: 'invoices.field.voucher', defaultMessage: 'Bono' },
  voucherLink: { id: 'invoices.voucherLink', defaultMessage: 'Bono n.º {id}' },
  amends: { id: 'invoices.field.amends', defaultMessage: 'Rectifica a' },
  amendedBy: { id: 'invoices.field.amendedBy', defaultMessage: 'Rectificada por' },
  reason: { id: 'invoices.field.reason', defaultMessage: 'Motivo' },
  record: { id: 'invoices.field.record', defaultMessage: 'Registro de facturación (Veri*factu)' },
  recordType: { id: 'invoices.field.recordType', defaultMessage: 'Tipo de factura' },
  fingerprint: { id: 'invoices.field.fingerprint', defaultMessage: 'Huella' },
  previousFingerprint: { id: 'invoices.field.previousFingerprint', defaultMessage: 'Huella anterior' },
  firstRecord: { id: 'invoices.firstRecord', defaultMessage: 'Primer registro de la cadena' },
  generatedAt: { id: 'invoices.field.generatedAt', defaultMessage: 'Generado' },
  hashedText: { id: 'invoices.field.hashedText', defaultMessage: 'Texto de la huella' },
  pdf: { id: 'invoices.pdf', defaultMessage: 'Descargar PDF' },
  print: { id: 'invoices.print', defaultMessage: 'Imprimir' },
  printRunning: { id: 'invoices.printRunning', defaultMessage: 'Factura {number}' },
  printRunningAmending: { id: 'invoices.printRunningAmending', defaultMessage: 'Factura rectificativa {number}' },
  printPage: { id: 'invoices.printPage', defaultMessage: 'Versión para imprimir' },
  createdOn: { id: 'invoices.createdOn', defaultMessage: 'Registrada en la intranet el {date}' },
  back: { id: 'invoices.back', defaultMessage: 'Volver a la factura' },
  remarks: { id: 'invoices.field.remarks', defaultMessage: 'Observaciones' },
  invoiceHeading: { id: 'invoices.invoiceHeading', defaultMessage: 'FACTURA' },
  amendingHeading: { id: 'invoices.amendingHeading', defaultMessage: 'FACTURA RECTIFICATIVA' },
  qrCaption: { id: 'invoices.qrCaption', defaultMessage: 'QR tributario' },
  verifactuLegend: {
    id: 'invoices.verifactuLegend',
    defaultMessage: 'Factura verificable en la sede electrónica de la AEAT',
  },
  customerData: { id: 'invoices.customerData', defaultMessage: 'Datos del cliente' },
  amendsText: {
    id: 'invoices.amendsText',
    defaultMessage: 'Rectifica la factura {number} del {date}. Motivo: {reason}.',
  },
  cancellation: { id: 'invoices.cancellation', defaultMessage: 'Anulación total' },
  differences: { id: 'invoices.differences', defaultMessage: 'Por diferencias' },
  reasonR1: {
    id: 'invoices.reason.R1',
    defaultMessage: 'Error fundado en derecho o causas del art. 80 Uno, Dos y Seis LIVA',
  },
  reasonR2: { id: 'invoices.reason.R2', defaultMessage: 'Concurso de acreedores (art. 80 Tres LIVA)' },
  reasonR3: { id: 'invoices.reason.R3', defaultMessage: 'Créditos incobrables (art. 80 Cuatro LIVA)' },
  reasonR4: { id: 'invoices.reason.R4', defaultMessage: 'Otras causas' },
  paymentInvoice: { id: 'invoices.paymentInvoice', defaultMessage: 'Factura' },
  page: { id: 'invoices.page', defaultMessage: 'Página {page} de {pages}' },
});

export const exportMessages = defineMessages({
  title: { id: 'invoices.export.title', defaultMessage: 'Exportar facturas' },
  intro: {
    id: 'invoices.export.intro',
    defaultMessage:
      'Las facturas de un periodo, para la gestoría: una fila por factura en CSV (se abre con Excel o LibreOffice) o un ZIP con el PDF de cada una.',
  },
  series: { id: 'invoices.export.series', defaultMessage: 'Serie' },
  allSeries: { id: 'invoices.export.allSeries', defaultMessage: 'Todas las series' },
  csv: { id: 'invoices.export.csv', defaultMessage: 'Descargar CSV' },
  zip: { id: 'invoices.export.zip', defaultMessage: 'Descargar ZIP de PDF' },
  hSeries: { id: 'invoices.csv.series', defaultMessage: 'Serie' },
  hNumber: { id: 'invoices.csv.number', defaultMessage: 'Número' },
  hDate: { id: 'invoices.csv.date', defaultMessage: 'Fecha' },
  hCustomer: { id: 'invoices.csv.customer', defaultMessage: 'Cliente' },
  hNif: { id: 'invoices.csv.nif', defaultMessage: 'NIF' },
  hBase: { id: 'invoices.csv.base', defaultMessage: 'Base imponible' },
  hRate: { id: 'invoices.csv.rate', defaultMessage: 'Tipo de IVA' },
  hVat: { id: 'invoices.csv.vat', defaultMessage: 'Cuota de IVA' },
  hTotal: { id: 'invoices.csv.total', defaultMessage: 'Total' },
  hMethod: { id: 'invoices.csv.method', defaultMessage: 'Forma de pago' },
  hAmends: { id: 'invoices.csv.amends', defaultMessage: 'Rectifica a' },
  hReason: { id: 'invoices.csv.reason', defaultMessage: 'Motivo de la rectificación' },
  hStatus: { id: 'invoices.csv.status', defaultMessage: 'Estado' },
  link: { id: 'invoices.export.link', defaultMessage: 'Exportar' },
  // The lists' «cámbialas para ver la lista» said on a dialog that downloads a file.
  periodReversed: {
    id: 'invoices.export.periodReversed',
    defaultMessage: 'La fecha «Hasta» no puede ser anterior a la fecha «Desde»: cámbialas para descargar las facturas',
  },
});

/** Manual invoices (/invoices/new) and amending invoices (the amend dialog). */
export const issuingMessages = defineMessages({
  newTitle: { id: 'invoices.new.title', defaultMessage: 'Nueva factura' },
  newButton: { id: 'invoices.new.button', defaultMessage: 'Nueva factura' },
  newIntro: {
    id: 'invoices.new.intro',
    defaultMessage:
      'Una factura que no sale del cobro de un bono: un material, una matrícula… Los precios son finales (con el IVA incluido si lo lleva). Una vez emitida no se puede cambiar: se corrige con una rectificativa.',
  },
  issued: { id: 'invoices.new.issued', defaultMessage: 'Se ha emitido la factura {number}' },
  alreadySent: {
    id: 'invoices.new.alreadySent',
    defaultMessage:
      'Este formulario ya se había emitido con otros datos y no se ha emitido otra factura. Si es una factura distinta, revisa los datos y vuelve a emitirla.',
  },
  repeated: {
    id: 'invoices.new.repeated',
    defaultMessage:
      'Acabas de emitir una factura con estos mismos datos, así que no se ha emitido otra. Si de verdad quieres otra factura igual, pulsa «Emitir» otra vez.',
  },
  seeIssued: { id: 'invoices.new.seeIssued', defaultMessage: 'Ver la factura emitida' },
  issue: { id: 'invoices.new.issue', defaultMessage: 'Emitir la factura' },
  recalculate: { id: 'invoices.new.recalculate', defaultMessage: 'Recalcular' },
  recalculateHelp: {
    id: 'invoices.new.recalculateHelp',
    defaultMessage: '«Recalcular» actualiza los importes y los totales sin emitir la factura.',
  },
  addLine: { id: 'invoices.new.addLine', defaultMessage: 'Añadir línea' },
  removeLine: { id: 'invoices.new.removeLine', defaultMessage: 'Quitar la línea {n}' },
  line: { id: 'invoices.new.line', defaultMessage: 'Línea {n}' },
  linesHelp: {
    id: 'invoices.new.linesHelp',
    defaultMessage:
      'Las líneas vacías no se tienen en cuenta. Cantidad con hasta dos decimales; precio en euros, como 12,50.',
  },
  amendLinesHelp: {
    id: 'invoices.amend.linesHelp',
    defaultMessage:
      'La diferencia de cada concepto: en negativo lo que se devuelve o se descuenta (-20,00), en positivo lo que se cobra de más.',
  },
  customerHelp: {
    id: 'invoices.new.customerHelp',
    defaultMessage: 'Escribe el nombre, el email o el NIF y elige de la lista.',
  },
  dateHelp: {
    id: 'invoices.new.dateHelp',
    defaultMessage: 'No puede ser anterior a la última factura de su serie ni posterior a hoy.',
  },
  dateFuture: { id: 'invoices.new.dateFuture', defaultMessage: 'La fecha de la factura no puede ser posterior a hoy' },
  lastDates: { id: 'invoices.new.lastDates', defaultMessage: 'Última factura de la serie {code}: {date}.' },
  paid: { id: 'invoices.new.paid', defaultMessage: 'Ya está pagada' },
  paidHelp: { id: 'invoices.new.paidHelp', defaultMessage: 'Sin marcar, la factura queda pendiente de pago.' },
  chooseMethod: { id: 'invoices.new.chooseMethod', defaultMessage: 'Elige la forma de pago' },
  vatType: { id: 'invoices.new.vatType', defaultMessage: 'Tipo de IVA' },
  totalsTitle: { id: 'invoices.new.totals', defaultMessage: 'Totales' },
  totalPositive: {
    id: 'invoices.new.totalPositive',
    defaultMessage: 'El total de la factura tiene que ser mayor que cero',
  },
  totalTooLarge: {
    id: 'invoices.new.totalTooLarge',
    defaultMessage: 'El total de la factura no puede pasar de {max}',
  },
  quantityFormat: {
    id: 'invoices.new.quantityFormat',
    defaultMessage: 'Escribe una cantidad de hasta 99.999 con dos decimales como mucho, como 1,5',
  },
  tooManyLines: { id: 'invoices.new.tooManyLines', defaultMessage: 'Una factura puede tener hasta {max} líneas' },
  cashLimit: {
    id: 'invoices.new.cashLimit',
    defaultMessage: 'No se pueden cobrar en efectivo 1.000 € o más (Ley 11/2021): elige otra forma de pago',
  },
  // Amending
  amend: { id: 'invoices.amend.button', defaultMessage: 'Rectificar' },
  amendTitle: { id: 'invoices.amend.title', defaultMessage: 'Rectificar la factura {number}' },
  amendIntro: {
    id: 'invoices.amend.intro',
    defaultMessage:
      'Se emite una factura rectificativa que cita la factura {number} ({total}). La factura original no cambia.',
  },
  /** The introduction once the invoice has amendments: what still stands, not the original's total. */
  amendIntroAmended: {
    id: 'invoices.amend.introAmended',
    defaultMessage:
      'Se emite una factura rectificativa que cita la factura {number}, que con sus rectificativas anteriores queda en {remaining}. La factura original no cambia y ninguna rectificación puede dejarla por debajo de cero.',
  },
  amendConfirm: { id: 'invoices.amend.confirm', defaultMessage: 'Emitir la rectificativa' },
  amended: { id: 'invoices.amend.done', defaultMessage: 'Se ha emitido la factura rectificativa {number}' },
  amendingSeries: { id: 'invoices.amend.series', defaultMessage: 'Serie rectificativa' },
  reason: { id: 'invoices.amend.reason', defaultMessage: 'Motivo' },
  kind: { id: 'invoices.amend.kind', defaultMessage: 'Rectificación' },
  kindDifferences: {
    id: 'invoices.amend.kindDifferences',
    defaultMessage: 'Por diferencias: solo los importes que cambian',
  },
  kindCancellation: { id: 'invoices.amend.kindCancellation', defaultMessage: 'Anulación total de la factura' },
  cancellationConcept: {
    id: 'invoices.amend.cancellationConcept',
    defaultMessage: 'Anulación del importe pendiente de la factura {number}',
  },
  notAmendable: {
    id: 'invoices.amend.notAmendable',
    defaultMessage: 'Una factura rectificativa no se puede rectificar: rectifica la factura original',
  },
  alreadyCancelled: {
    id: 'invoices.amend.alreadyCancelled',
    defaultMessage: 'La factura {number} ya está anulada del todo por sus rectificativas',
  },
  belowZero: {
    id: 'invoices.amend.belowZero',
    defaultMessage:
      'La rectificación dejaría la factura por debajo de cero: como mucho se pueden descontar {remaining}',
  },
  differenceZero: {
    id: 'invoices.amend.differenceZero',
    defaultMessage: 'La rectificación por diferencias necesita un importe distinto de cero',
  },
  beforeOriginal: {
    id: 'invoices.amend.beforeOriginal',
    defaultMessage: 'La fecha no puede ser anterior a la de la factura que rectifica ({date})',
  },
  noAmendingSeries: {
    id: 'invoices.amend.noSeries',
    defaultMessage: 'No hay ninguna serie rectificativa activa: créala en Ajustes fiscales (/fiscal-settings).',
  },
});
