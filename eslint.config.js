import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features and modules are units: no one imports another's internals. */
const boundaryZones = [
  // web: a feature may not import another feature; shared code may not import features or the app
  {
    target: './apps/web/src/features/*/**',
    from: './apps/web/src/features/*/**',
    except: ['./${target}'],
    message: 'A feature may not import another feature; compose them in src/app or move code to src/shared.',
  },
  { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  // server: platform is below modules; modules talk through services only (checked by the rule below)
  { target: './apps/server/src/platform', from: ['./apps/server/src/modules', './apps/server/src/workflows'] },
  // the domain package is pure
  { target: './packages/domain', from: ['./apps'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./modules/[^/]+/(queries|schema)$|^\\.\\./[^/]+/(queries)$',
              message: "A module reaches another module's data only through that module's service.",
            },
          ],
        },
      ],
    },
  },
  {
    // code in e2e/ partly runs inside the page (page.evaluate)
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
