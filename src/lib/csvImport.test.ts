import t from 'tap';
import { readCsv, unneutralise, type ImportColumn } from './csvImport';
import { csvText, safeCell } from './csv';

const COLUMNS: ImportColumn[] = [
  { key: 'name', header: 'Cliente' },
  { key: 'total', header: 'Total' },
];

t.test('the file as UTF-8 (the exports) or as Excel saves it in Spanish (Windows-1252)', async (t) => {
  const utf8 = await readCsv(Buffer.from('\ufeffCliente;Total\r\nMaría García Núñez;1.234,50\r\n', 'utf8'), COLUMNS);
  t.same(utf8.rejected, []);
  t.same(utf8.records, [{ line: 2, cells: { name: 'María García Núñez', total: '1.234,50' } }]);

  // What Excel writes for «CSV (delimitado por comas)» on a Spanish Windows: one byte a letter, the euro sign as 0x80.
  const ansi = Buffer.from('Cliente;Total\r\nMaría García Núñez;90 €\r\n', 'latin1');
  ansi[ansi.length - 3] = 0x80;
  const excel = await readCsv(ansi, COLUMNS);
  t.same(excel.rejected, []);
  t.same(excel.records, [{ line: 2, cells: { name: 'María García Núñez', total: '90 €' } }], 'no «Garc�a»');
});

t.test('a workbook or UTF-16 text is refused with what to do, not read as lines of garbage', async (t) => {
  const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.alloc(64, 1)]);
  const utf16 = Buffer.from('\ufeffCliente;Total\r\nAna;1,00\r\n', 'utf16le');
  for (const file of [xlsx, utf16]) {
    const { records, rejected } = await readCsv(file, COLUMNS);
    t.same(records, []);
    t.same(rejected, [
      {
        line: 1,
        reason: 'El fichero no es un CSV de texto (¿un libro de Excel?): guárdalo como «CSV (delimitado por comas)»',
      },
    ]);
  }
});

t.test('what the exports do to keep a cell as written is undone on import', async (t) => {
  for (const value of ['08001', '0034611223344', '=HYPERLINK("x")', '+34 600', '@a', '-b']) {
    t.equal(unneutralise(safeCell(value)), value, value);
    const { records } = await readCsv(`Cliente;Total\r\n${csvText(value)};1\r\n`, COLUMNS);
    t.equal(records[0].cells.name, value, `${value} through a file`);
  }
  t.equal(unneutralise('="=1+1"'), '="=1+1"', 'only digits with a leading zero are unwrapped');
});

t.test(
  'rows Excel leaves blank (only separators) are skipped like empty lines, and keep the line numbers',
  async (t) => {
    // A row whose cells were cleared is saved by Excel as «;;» (every cell empty), not as an empty line.
    const { records, rejected } = await readCsv(
      'Cliente;Total\r\nAna;1,00\r\n;\r\n\r\n ; \r\nLuis;2,00\r\n;\r\n',
      COLUMNS,
    );
    t.strictSame(rejected, []);
    t.strictSame(records, [
      { line: 2, cells: { name: 'Ana', total: '1,00' } },
      { line: 6, cells: { name: 'Luis', total: '2,00' } },
    ]);
  },
);

t.test('a file separated by commas or tabs: one line that says so, not every column missing', async (t) => {
  for (const [separator, named] of [
    [',', '«,»'],
    ['\t', 'tabuladores'],
  ]) {
    const { records, rejected } = await readCsv(`Cliente${separator}Total\r\nAna${separator}"1,00"\r\n`, COLUMNS);
    t.strictSame(records, []);
    t.strictSame(rejected, [
      {
        line: 1,
        reason: `Las columnas del fichero están separadas por ${named}, no por «;»: guárdalo desde Excel como «CSV (delimitado por comas)», que en español las separa por «;»`,
      },
    ]);
  }
  const one = await readCsv('Nombre\r\nAna\r\n', COLUMNS);
  t.strictSame(
    one.rejected.map((r) => r.reason),
    ['Falta la columna «Cliente» en la cabecera', 'Falta la columna «Total» en la cabecera'],
    'a header of one other column: the columns missing',
  );
});
