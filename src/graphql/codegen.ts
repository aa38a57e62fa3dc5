import { codegenMercurius } from 'mercurius-codegen';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/knex';

/**
 * `npm run codegen`: writes the TypeScript types of the whole GraphQL schema (every module's
 * SDL) to src/graphql/generated.ts, and the schema itself to src/graphql/schema.graphql, so
 * resolvers are typed and the API's shape is reviewable in diffs.
 */
const db = createDb({ embedded: 'memory' });
const app = await buildApp(loadConfig({ NODE_ENV: 'development' }, { logLevel: 'warn' }), { db });
await codegenMercurius(app, {
  targetPath: 'src/graphql/generated.ts',
  outputSchema: 'src/graphql/schema.graphql',
  silent: true,
  // A type's parent is what its module registers in GraphQLParents (src/graphql/parents.ts), else the type itself.
  preImportCode: "import type { ParentOf } from './parents';\n",
  codegenConfig: {
    scalars: { Date: 'string', DateTime: 'Date | string' },
    enumsAsTypes: true,
    defaultMapper: 'ParentOf<{T}>',
  },
});
await app.ready();
// Code generation runs on ready, asynchronously: give it a moment to write.
await new Promise((resolve) => setTimeout(resolve, 3000));
await app.close();
await db.destroy();
