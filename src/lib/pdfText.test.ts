import t from 'tap';
import { pdfText, pdfTexts } from './pdfText';

t.test('pdfText keeps what WinAnsi draws and spells the rest in it', async (t) => {
  t.equal(pdfText('Lucía Núñez · 1.234,50 € «curso» — “ok”'), 'Lucía Núñez · 1.234,50 € «curso» — “ok”');
  t.equal(pdfText('Ștefan Łukasz Dvořák Đorđe'), 'Stefan Lukasz Dvorák Dorde');
  t.equal(pdfText('a\u200Bb\u202Ec\u202Cd\uFEFF'), 'abcd', 'invisible controls dropped');
  t.equal(pdfText('漢字 🙂'), '?? ?');
  t.equal(pdfText('línea 1\nlínea 2'), 'línea 1\nlínea 2');
  const when = new Date();
  t.same(pdfTexts({ a: 'Ș', b: ['ł', 1], c: when, d: null }), { a: 'S', b: ['l', 1], c: when, d: null });
});
