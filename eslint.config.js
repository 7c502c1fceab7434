import js from '@eslint/js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The repository root: zones are absolute, so lint answers the same from any working directory. */
const root = path.dirname(fileURLToPath(import.meta.url));
const at = (relative) => path.join(root, relative);
const foldersIn = (relative) =>
  fs
    .readdirSync(at(relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';
/** Every file of every module (a glob: `from` may not mix globs and paths). */
const MODULE_FILES = at(`${SERVER_MODULES}/**`);
/** What a module publishes: its service and its ports. Everything else is its own. */
const MODULE_DOORS = at(`${SERVER_MODULES}/*/{service,*-port}.ts`);
/** Tables: another module's schema is named only for foreign keys (schema) and joins (statements). */
const MODULE_TABLES = at(`${SERVER_MODULES}/*/schema.ts`);
/** A module's schema and statement files: the ones that may name another module's tables. */
const TABLE_FILES = ['schema', 'queries', '*-queries'];

/**
 * Features and modules are units (decision 179): no one imports another's internals. Every zone is
 * probed by `scripts/eslint-boundaries.test.ts`, so a zone that stops firing fails `npm test`.
 */
const boundaryZones = [
  // web: one zone per feature, generated from the folder list, so a new feature is fenced at once
  ...foldersIn(WEB_FEATURES).map((feature) => ({
    target: at(`${WEB_FEATURES}/${feature}`),
    from: at(WEB_FEATURES),
    except: [`./${feature}`],
    message: 'A feature may not import another feature; compose them in src/app or move code to src/shared.',
  })),
  {
    target: at('apps/web/src/shared'),
    from: [at(WEB_FEATURES), at('apps/web/src/app')],
    message: 'Shared code knows no feature and no app.',
  },
  {
    target: at(WEB_FEATURES),
    from: at('apps/web/src/app'),
    message: 'The app composes features; a feature never imports the app.',
  },
  // server: platform is below modules and workflows; modules are below workflows
  {
    target: at('apps/server/src/platform'),
    from: [at(SERVER_MODULES), at('apps/server/src/workflows')],
    message: 'The platform knows no module and no workflow.',
  },
  {
    target: at(SERVER_MODULES),
    from: at('apps/server/src/workflows'),
    message: 'A module does not import a workflow; a flow across modules is a workflow that calls them.',
  },
  // server: another module is reached only through its service or a published *-port.ts; tests may reach anything
  ...foldersIn(SERVER_MODULES).flatMap((module) => {
    const message = "A module reaches another module only through that module's service or a published port.";
    const own = at(`${SERVER_MODULES}/${module}/**`);
    return [
      {
        target: at(`${SERVER_MODULES}/${module}/**/!(${[...TABLE_FILES, '*.test'].join('|')}).ts`),
        from: MODULE_FILES,
        except: [own, MODULE_DOORS],
        message,
      },
      {
        // the module's own schema (foreign keys) and statements (joins) may also name another's tables
        target: at(`${SERVER_MODULES}/${module}/{${TABLE_FILES.join(',')}}.ts`),
        from: MODULE_FILES,
        except: [own, MODULE_DOORS, MODULE_TABLES],
        message,
      },
    ];
  }),
  {
    target: at('apps/server/src/workflows/**/!(*.test).ts'),
    from: MODULE_FILES,
    except: [MODULE_DOORS],
    message:
      "A workflow calls modules' services and ports, never their other files (tables, statements, jobs, internals).",
  },
  // the domain package is pure
  { target: at('packages/domain'), from: at('apps'), message: 'The domain knows no app.' },
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
      // files that break the boundaries on purpose, linted by scripts/eslint-boundaries.test.ts
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // no-cycle parses the files it follows: TypeScript ones too
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // resolves extension-less imports and the workspace packages as TypeScript does; without it the
      // import-x rules saw no file behind an import and never fired
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server', 'apps/web', 'packages/domain', 'e2e'].map((dir) => at(`${dir}/tsconfig.json`)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: root }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
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
