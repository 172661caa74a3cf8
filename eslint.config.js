// Lint rules, including the import directions of STYLE.md §1.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (name) => [`**/${name}`, `**/${name}/*`, `**/${name}/**`];
const restrict = (groups, message, allowTypeImports = false) => ({
  group: groups.flat(),
  message,
  allowTypeImports,
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      'reports',
      '.stryker-tmp',
      'data',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name="eval"]', message: 'Never eval.' },
        {
          selector: 'NewExpression[callee.name="Function"]',
          message: 'Never build functions from text.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['model/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict([['../*', '../**']], 'model/ imports nothing of ours.'),
            restrict(
              [['react', 'react-dom', 'rxjs', 'comlink']],
              'model/ is plain data and rules.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/worker/**', 'src/machines/**'],
    rules: {
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage'],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              [layer('app'), layer('ui'), layer('server')],
              'The core and the machines know no UI.',
            ),
            restrict(
              [['react', 'react-dom', 'react/*', '@xstate/react']],
              'No React in the core or machines.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/worker/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              [layer('app'), layer('ui'), layer('server'), layer('machines')],
              'The worker core imports only @farol/model.',
            ),
            restrict([['react', 'react-dom', 'react/*', '@xstate/react']], 'No React in the core.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict([layer('app'), layer('ui'), layer('server')], 'Machines know no UI.'),
            restrict(
              [layer('worker')],
              'Machines reach the core only through injected actors.',
              true,
            ),
            restrict([['react', 'react-dom', 'react/*', '@xstate/react']], 'No React in machines.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              [layer('app'), layer('server')],
              'src/ui does not import the app shell or the server.',
            ),
            restrict([layer('worker')], 'src/ui may only `import type` from src/worker.', true),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              [['**/src/**', '**/src']],
              'server/ imports nothing from src/ (shared code lives in model/).',
            ),
          ],
        },
      ],
    },
  },
);
