// The house's rules for ESLint (eslint.config.js): floors between modules, the platform that
// names no module, and the code the browser loads. `npm run lint` fails on a violation;
// test/lint.test.ts proves each rule on a fixture.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The composition roots: the only platform files that import modules. */
const ROOTS = new Set(['src/app.ts', 'src/server.ts', 'src/cli.ts']);

/**
 * The floors, lowest first: the module list of the composition root (`MODULES = [...]` in
 * src/app.ts, each name resolved through its `import { x } from '../modules/<name>'`).
 */
function floorsOf(root) {
  const file = join(root, 'src/app.ts');
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const list = /MODULES\s*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const folderOf = new Map(
    [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]\.\.\/modules\/([^/'"]+)['"]/g)].flatMap((m) =>
      m[1].split(',').map((n) => [n.trim(), m[2]]),
    ),
  );
  return list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => folderOf.get(n) ?? n);
}

/** Where a file is, from the repository's root: its module (if under modules/) and its path. */
function place(root, abs) {
  const path = relative(root, abs).split(sep).join('/');
  const module = path.startsWith('modules/') ? path.split('/')[1] : null;
  return { path, module };
}

/** The relative imports of a file (static, dynamic and re-exports), each with its node. */
function importVisitors(check) {
  const visit = (node) => {
    const value = node.source?.value;
    if (typeof value === 'string' && value.startsWith('.')) check(node, value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const resolveFrom = (filename, spec) => resolve(dirname(filename), spec);

const floors = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A module imports only lower modules (the module list of src/app.ts), and only through their index.ts',
    },
    schema: [
      {
        type: 'object',
        properties: { floors: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      up: "Module '{{from}}' imports '{{to}}', which is not below it (floors: {{floors}}). A lower module offers a hook instead (AppModule.hooks).",
      deep: "Module '{{from}}' reaches inside '{{to}}' ({{spec}}): import what it exports from its index.ts.",
      unknown: "Module '{{from}}' imports '{{to}}', which is not in the module list of src/app.ts.",
    },
  },
  create(context) {
    const root = context.cwd;
    const list = context.options[0]?.floors ?? floorsOf(root);
    const from = place(root, context.filename).module;
    if (!from) return {};
    return importVisitors((node, spec) => {
      const target = place(root, resolveFrom(context.filename, spec));
      const to = target.module;
      if (!to || to === from) return;
      if (!list.includes(to)) return context.report({ node, messageId: 'unknown', data: { from, to } });
      if (list.includes(from) && list.indexOf(to) > list.indexOf(from))
        context.report({ node, messageId: 'up', data: { from, to, floors: list.join(' → ') } });
      const inside = target.path.slice(`modules/${to}`.length);
      if (!['', '/', '/index', '/index.ts'].includes(inside))
        context.report({ node, messageId: 'deep', data: { from, to, spec } });
    });
  },
};

const platform = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'src/, views/ and client/ import no module (the composition roots src/app.ts, src/server.ts, src/cli.ts aside)',
    },
    schema: [],
    messages: {
      module:
        "'{{file}}' imports a module ({{spec}}): the platform knows modules only through the module list of src/app.ts (AppModule).",
    },
  },
  create(context) {
    const root = context.cwd;
    const { path, module } = place(root, context.filename);
    if (module || ROOTS.has(path) || !/^(src|views|client)\//.test(path)) return {};
    return importVisitors((node, spec) => {
      if (place(root, resolveFrom(context.filename, spec)).module)
        context.report({ node, messageId: 'module', data: { file: path, spec } });
    });
  },
};

/** Code the browser loads: client/, the islands (`*.island.tsx`), and files marked `// @browser` on their first line. */
function isBrowserFile(root, abs) {
  const file = [abs, `${abs}.ts`, `${abs}.tsx`, join(abs, 'index.ts')].find(
    (f) => /\.(ts|tsx)$/.test(f) && existsSync(f),
  );
  if (!file) return false;
  const { path } = place(root, file);
  if (path.startsWith('client/') || /\.island\.tsx$/.test(path)) return true;
  return readFileSync(file, 'utf8').startsWith('// @browser');
}

const browser = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Code the browser loads imports only code marked for the browser (client/, *.island.tsx, files starting with // @browser)',
    },
    schema: [],
    messages: {
      server:
        "'{{file}}' is loaded by the browser but imports '{{spec}}', which is not browser code: move what it needs to client/, an island, or a file marked '// @browser' that imports only browser code.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = place(root, context.filename).path;
    const marked =
      file.startsWith('client/') || /\.island\.tsx$/.test(file) || context.sourceCode.text.startsWith('// @browser');
    if (!marked) return {};
    return importVisitors((node, spec) => {
      const target = resolveFrom(context.filename, spec);
      if (/\.css$/.test(spec)) return;
      if (!isBrowserFile(root, target)) context.report({ node, messageId: 'server', data: { file, spec } });
    });
  },
};

export default { meta: { name: 'house' }, rules: { floors, platform, browser } };
