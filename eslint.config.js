// ESLint for the whole tree (`npm run lint`, zero warnings). Type-aware rules come from
// typescript-eslint, which loads TypeScript's JS API: TypeScript 7 (the project's `tsc`) has
// none, so typescript-eslint and its TypeScript 5.9.3 live in scripts/lint (see its package.json).
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import regexp from 'eslint-plugin-regexp';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'spec-doc-lint';

const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: ['dist/', 'coverage/', 'bench-results/', '.cache/', '**/node_modules/', 'custom-elements.json', 'test/fixtures/', 'examples/', 'demo/', 'bench/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // One program per tsconfig, the first that holds a file wins: core without DOM types, the
        // element's sources, the tests.
        project: ['./tsconfig.core.json', './tsconfig.json', './tsconfig.test.json'],
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Counts, status codes, line and column numbers are routine in messages; everything else
      // (objects, unknown, nullish values) still has to be made a string on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `@click=${() => this.open()}` and `(x) => void …` read better than braces around one call;
      // a void value used as anything else is still reported.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Off: with noUncheckedIndexedAccess every indexed read may be undefined, and `xs[i]!` after
      // a bounds check, `m[1]!` for a group the pattern always captures, `stack.pop()!` inside
      // `while (stack.length)` say what the line before proves. A runtime guard there would be a
      // branch no input reaches and no test can cover.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Off: descriptions and example values are JSON objects keyed by names from the description;
      // removing one of their keys by name is the operation (a Map would no longer be JSON).
      '@typescript-eslint/no-dynamic-delete': 'off',
      // A leading underscore marks a binding left unused on purpose; `{ $ref: _, ...rest }` omits a key.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // The Lit pieces and the element: Lit's template rules and the web component rules.
  {
    files: ['src/ui/**/*.ts', 'src/element/**/*.ts', 'src/oauth-receiver/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/ui/**/*.ts', 'src/element/**/*.ts', 'src/oauth-receiver/**/*.ts'],
    ...wc.configs['flat/recommended'],
    settings: { wc: { elementBaseClasses: ['LitElement'] } },
  },
  // Shipped code reads untrusted text (descriptions, responses, samples) with regular
  // expressions: one whose time grows with the square of its input freezes the page on a
  // crafted field. These two rules report the patterns that backtrack or rescan that way.
  {
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  // Tests: STYLE.md allows `any` there (JSON.parse, page.evaluate and mocks answer `any`), and a
  // wrong guess about a value's shape fails the test's own assertion. Test doubles of async APIs
  // (a fetch, a file reader) are async functions without await: that is how they keep the
  // contract, a throw inside one becoming a rejection as with the real thing.
  {
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (scripts, the CLI, the test servers) has no types to check against.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'src/cli/**/*.mjs', 'bin/**/*.mjs', 'test/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  // Scripts that drive a browser hand functions to page.evaluate: those run in the page.
  {
    files: ['scripts/bench.mjs', 'scripts/bench/**/*.mjs', 'scripts/screenshots.mjs', 'scripts/look.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
