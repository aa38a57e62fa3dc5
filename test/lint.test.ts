import t from 'tap';
import { ESLint } from 'eslint';

/**
 * The house's rules are part of `npm run lint` (eslint.config.js, eslint/house.js): each
 * fixture below is linted with the project's own configuration as if it were a file of the
 * tree, and must fail with the rule named, while its clean twin passes.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

const FIXTURES: { name: string; file: string; bad: string; good: string; rule: string }[] = [
  {
    name: 'a module imports a higher floor',
    file: 'modules/people/fixture.ts',
    bad: "import { vouchersModule } from '../vouchers';\nexport const x = vouchersModule;\n",
    good: "import { academicModule } from '../academic';\nexport const x = academicModule;\n",
    rule: 'house/floors',
  },
  {
    name: 'a module reaches inside a lower module instead of its index.ts',
    file: 'modules/vouchers/fixture.ts',
    bad: "import { customerNameSql } from '../people/people.sql';\nexport const x = customerNameSql;\n",
    good: "import { customerNameSql } from '../people';\nexport const x = customerNameSql;\n",
    rule: 'house/floors',
  },
  {
    name: 'the platform imports a module',
    file: 'src/plugins/fixture.ts',
    bad: "import { placesModule } from '../../modules/places';\nexport const x = placesModule;\n",
    good: "import { registerAreas } from './areas';\nexport const x = registerAreas;\n",
    rule: 'house/platform',
  },
  {
    name: 'a shared view imports a module',
    file: 'views/widgets/Fixture.tsx',
    bad: "import { PLACE_KINDS } from '../../modules/places';\nexport const x = PLACE_KINDS;\n",
    good: "import { Flash } from './Flash';\nexport const x = Flash;\n",
    rule: 'house/platform',
  },
  {
    name: 'an island imports server code',
    file: 'views/widgets/Fixture.island.tsx',
    bad: "import { t } from '../../src/lib/intl';\nexport const x = t;\n",
    good: "import { ModalDialog } from './ModalDialog';\nexport const x = ModalDialog;\n",
    rule: 'house/browser',
  },
  {
    name: 'a function over 200 lines',
    file: 'modules/places/fixture.ts',
    bad: `export function long() {\n${'  console.log(1);\n'.repeat(201)}}\n`,
    good: `export function long() {\n${'  console.log(1);\n'.repeat(190)}}\n`,
    rule: 'max-lines-per-function',
  },
  {
    name: 'more than three parameters instead of an options object',
    file: 'modules/places/fixture.ts',
    bad: 'export const f = (a: number, b: number, c: number, d: number) => a + b + c + d;\n',
    good: 'export const f = ({ a, b, c, d }: Record<string, number>) => a + b + c + d;\n',
    rule: 'max-params',
  },
];

for (const fixture of FIXTURES) {
  t.test(fixture.name, async (t) => {
    t.ok((await lint(fixture.file, fixture.bad)).includes(fixture.rule), `${fixture.file}: ${fixture.rule} fails`);
    t.same(await lint(fixture.file, fixture.good), [], 'its clean twin passes');
  });
}

t.test('the composition root may import modules', async (t) => {
  t.same(
    await lint('src/app.ts', "import { placesModule } from '../modules/places';\nexport const x = placesModule;\n"),
    [],
  );
});
