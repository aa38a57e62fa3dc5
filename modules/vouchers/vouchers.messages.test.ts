import t from 'tap';
import { t as translate } from '../../src/lib/intl';
import { vouchersMessages as m } from './vouchers.messages';

t.test('a one-hour voucher reads "1 hora" on its receipt and in its email, not "1 horas"', async (t) => {
  const concept = (hours: number) => translate(m.receiptConcept, { hours, subject: 'Francés', course: '1º ESO' });
  t.equal(concept(1), 'Bono de 1 hora de Francés (1º ESO)');
  t.equal(concept(10), 'Bono de 10 horas de Francés (1º ESO)');
  t.equal(concept(1.5), 'Bono de 1,5 horas de Francés (1º ESO)');
  const body = (hours: number) =>
    translate(m.emailBody, {
      customer: 'Lucía',
      academy: 'la academia',
      id: 7,
      student: 'Hugo',
      hours,
      subject: 'Francés',
      course: '1º ESO',
      status: 'Activo',
      start: '01/11/2026',
      end: '01/02/2027',
      used: 0,
      booked: 0,
      left: hours,
      amount: '12,00 €',
      payment: 'Pagado',
      closing: '',
      signature: '',
    });
  t.match(body(1), 'bono n.º 7 de Hugo: 1 hora de Francés (1º ESO).');
  t.match(body(12), 'bono n.º 7 de Hugo: 12 horas de Francés (1º ESO).');
});
