import t from 'tap';
import { pdfFontsDraw } from './pdfFonts';
import { pdfText, pdfTexts } from './pdfText';

t.test('pdfText keeps what the embedded fonts draw: Latin with any mark, Greek, Cyrillic', async (t) => {
  t.equal(pdfText('Lucía Núñez · 1.234,50 € «curso» — “ok”'), 'Lucía Núñez · 1.234,50 € «curso» — “ok”');
  t.equal(pdfText('Ștefan Łukasiewicz Дмитрий'), 'Ștefan Łukasiewicz Дмитрий');
  t.equal(
    pdfText('Dvořák Đorđe Ελένη Nguyễn Thị Hương −15,75\u00A0€'),
    'Dvořák Đorđe Ελένη Nguyễn Thị Hương −15,75\u00A0€',
  );
  t.equal(pdfText('S\u0326tefan'), 'Ștefan', 'a base letter and its combining mark drawn as the composed letter');
  t.equal(pdfText('línea 1\nlínea 2'), 'línea 1\nlínea 2');
});

t.test('what the fonts lack never comes out as an empty box', async (t) => {
  t.equal(pdfText('漢字 🙂'), '?? ?', 'ideograms and emoji the fonts lack as ?');
  t.equal(pdfText('a\u200Bb\u202Ec\u202Cd\uFEFF'), 'abcd', 'invisible controls dropped');
  t.equal(pdfText('a\tb\u0007'), 'a?b?', 'control characters as ?');
  t.notOk(pdfFontsDraw('漢'));
  t.ok(pdfFontsDraw('ț') && pdfFontsDraw('Ж') && pdfFontsDraw('ω'));
  const latinOnly = (c: string) => c.codePointAt(0)! < 0x100;
  t.equal(
    pdfText('Ștefan Łukasz Đorđe Дмитрий', latinOnly),
    'Stefan Lukasz Dorde ???????',
    'with fonts of Latin-1 only',
  );
  const when = new Date();
  t.same(pdfTexts({ a: 'Ș', b: ['字', 1], c: when, d: null }), { a: 'Ș', b: ['?', 1], c: when, d: null });
});
