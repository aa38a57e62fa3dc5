import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import house from './eslint/house.js';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', '.tap/', 'seeds/data/', 'src/graphql/generated.ts', 'test/fixtures/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', window: 'readonly', document: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // A module merges its policy lines into ModuleActions with `interface ModuleActions extends ActionsOf<…> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // The house (docs/ARCHITECTURE.md): floors, a platform that names no module, browser code in its marked place.
  {
    files: ['src/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}', 'views/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.testkit.ts'],
    plugins: { house },
    rules: {
      'house/floors': 'error',
      'house/platform': 'error',
      'house/browser': 'error',
      // Services by use case (issue 10): no function past about 200 lines, and more than three
      // parameters go in an options object.
      'max-lines-per-function': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 3],
    },
  },
);
