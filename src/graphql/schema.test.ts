import t from 'tap';
import { readFileSync } from 'node:fs';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { formatPrettier } from 'mercurius-codegen/dist/prettier.js';
import { setupApp } from '../../test/helpers/app';

t.test('the committed schema and its generated types are current (else: npm run codegen)', async (t) => {
  const app = await setupApp(t);
  const current = await formatPrettier(printSchemaWithDirectives(app.graphql.schema), 'graphql');
  t.equal(current, readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
});
