import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/lib/paths';

/** Every source file of the product (not tests) under these folders. */
function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/**
 * Spanish typography keeps a number and its % together: a no-break space (U+00A0) between them,
 * as Intl's es-ES percent format (`formatPercent`) writes it. A plain space lets a line break
 * inside «IVA (21 %)». This finds a number or a message's `{placeholder}` followed by a plain
 * space and % in the texts users read: the message catalogues and the pages.
 */
t.test('no plain space before a % in the messages and pages', async (t) => {
  const offenders: string[] = [];
  for (const file of ['modules', 'views', 'src'].flatMap((dir) => [...sources(dir)])) {
    if (!/\.messages\.ts$|\.tsx$|pages\/.*\.ts$/.test(file)) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/(\d|\}) %/.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line))
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  t.same(offenders, [], 'a plain space before %');
});
