import { defineMessages } from '../../src/lib/intl';

/** The payroll receipt's texts. */
export const pdfMessages = defineMessages({
  title: { id: 'payrolls.pdf.title', defaultMessage: 'Nómina n.º {id}' },
  heading: { id: 'payrolls.pdf.heading', defaultMessage: 'Justificante de pago de honorarios' },
  headingPending: { id: 'payrolls.pdf.headingPending', defaultMessage: 'Liquidación de honorarios pendiente de pago' },
  headingDiscarded: {
    id: 'payrolls.pdf.headingDiscarded',
    defaultMessage: 'Nómina descartada: no se ha pagado',
  },
  number: { id: 'payrolls.pdf.number', defaultMessage: 'Nómina n.º {id} · {status}' },
  payer: { id: 'payrolls.pdf.payer', defaultMessage: 'Pagador' },
  payee: { id: 'payrolls.pdf.payee', defaultMessage: 'Profesor' },
  period: { id: 'payrolls.pdf.period', defaultMessage: 'Periodo: del {from} al {to}' },
  concept: {
    id: 'payrolls.pdf.concept',
    defaultMessage:
      'Concepto: clases particulares impartidas como profesional (actividad profesional, art. 95.2.b RIRPF).',
  },
  paidOn: { id: 'payrolls.pdf.paidOn', defaultMessage: 'Pagada el {date}' },
  hoursTotal: { id: 'payrolls.pdf.hoursTotal', defaultMessage: '{count, plural, one {# clase} other {# clases}}' },
  net: { id: 'payrolls.pdf.net', defaultMessage: 'Neto a percibir' },
  footer: {
    id: 'payrolls.pdf.footer',
    defaultMessage:
      'Retención a cuenta del IRPF del {rate} sobre el importe bruto, que se declara en el modelo 111 trimestral y en el resumen anual 190. El bruto es la suma de duración × tarifa de cada clase, redondeada al céntimo una sola vez.',
  },
});
