import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 24, item 1: the boundary rules of eslint.config.js once never fired (no TypeScript resolver),
 * and nothing noticed. Each probe below is a file that breaks, or keeps, one boundary; it is linted
 * under a path inside the tree (the file itself need not exist, the files it imports do), so a zone
 * or resolver that stops working fails `npm test` instead of going quiet. The two-file cycle needs
 * real files: scripts/lint-fixtures, which the repository's own lint leaves out.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

/** The boundary rules' findings for `code` linted as the file at `path` (from the repository root). */
async function boundaryFindings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const importOf = (source: string) => `import * as probe from '${source}';\n\nexport const used = probe;\n`;

/** [what, file, import]: each must be reported by no-restricted-paths. */
const FORBIDDEN: [string, string, string][] = [
  ['a feature imports another feature', 'apps/web/src/features/orders/probe.ts', '../offers/api/negotiations'],
  ['the shell feature imports another feature', 'apps/web/src/features/shell/probe.ts', '../orders/api/orders'],
  ['a feature imports the app', 'apps/web/src/features/orders/probe.ts', '../../app/router'],
  ['shared code imports a feature', 'apps/web/src/shared/api/probe.ts', '../../features/orders/api/orders'],
  ['shared code imports the app', 'apps/web/src/shared/api/probe.ts', '../../app/router'],
  ['the platform imports a module', 'apps/server/src/platform/probe.ts', '../modules/users/service'],
  ['the platform imports a workflow', 'apps/server/src/platform/probe.ts', '../workflows/checkout'],
  ['a module imports a workflow', 'apps/server/src/modules/cart/probe.ts', '../../workflows/checkout'],
  ["a module imports another's queries", 'apps/server/src/modules/cart/probe.ts', '../listings/queries'],
  ["a module imports another's *-queries", 'apps/server/src/modules/users/probe.ts', '../auth/mfa-queries'],
  ["a module imports another's jobs", 'apps/server/src/modules/cart/probe.ts', '../listings/jobs'],
  ["a module's service imports another's rows", 'apps/server/src/modules/cart/service.ts', '../listings/schema'],
  ["a module imports another's internal file", 'apps/server/src/modules/cart/probe.ts', '../listings/replies'],
  [
    "a module's statements import another's internal file",
    'apps/server/src/modules/cart/queries.ts',
    '../listings/replies',
  ],
  ["a module's schema imports another's statements", 'apps/server/src/modules/cart/schema.ts', '../listings/queries'],
  ["a workflow imports a module's queries", 'apps/server/src/workflows/probe.ts', '../modules/orders/queries'],
  ["a workflow imports a module's rows", 'apps/server/src/workflows/probe.ts', '../modules/listings/schema'],
  ["a workflow imports a module's internal file", 'apps/server/src/workflows/probe.ts', '../modules/listings/access'],
  ["a workflow imports a module's routes", 'apps/server/src/workflows/probe.ts', '../modules/rfqs/routes'],
  ['the domain imports the server', 'packages/domain/src/probe.ts', '../../../apps/server/src/platform/clock'],
  ['the domain imports the web app', 'packages/domain/src/probe.ts', '../../../apps/web/src/shared/api/api-client'],
];

/** [what, file, import]: each must pass. */
const ALLOWED: [string, string, string][] = [
  ['a feature imports its own code', 'apps/web/src/features/orders/probe.ts', './api/orders'],
  ['a feature imports shared code', 'apps/web/src/features/orders/probe.ts', '../../shared/api/api-client'],
  ['the app imports a feature', 'apps/web/src/app/probe.ts', '../features/orders/api/orders'],
  ['a module imports its own queries', 'apps/server/src/modules/cart/probe.ts', './queries'],
  ["a module imports another's service", 'apps/server/src/modules/cart/probe.ts', '../listings/service'],
  ["a module imports another's port", 'apps/server/src/modules/cart/probe.ts', '../listings/pricing-port'],
  ['a module imports its own port', 'apps/server/src/modules/alerts/probe.ts', './listing-search-port'],
  ['a module imports its own internal file', 'apps/server/src/modules/listings/probe.ts', './replies'],
  ["a module's schema names another's table", 'apps/server/src/modules/cart/schema.ts', '../listings/schema'],
  ["a module's statements join another's table", 'apps/server/src/modules/cart/queries.ts', '../listings/schema'],
  ["a module's test checks another's table", 'apps/server/src/modules/cart/probe.test.ts', '../listings/queries'],
  [
    "a module's test reaches another's internal file",
    'apps/server/src/modules/cart/probe.test.ts',
    '../listings/replies',
  ],
  ['a workflow imports a module service', 'apps/server/src/workflows/probe.ts', '../modules/orders/service'],
  ["a workflow imports a module's port", 'apps/server/src/workflows/probe.ts', '../modules/listings/caller-port'],
  [
    "a workflow's test reaches a module's internal file",
    'apps/server/src/workflows/probe.test.ts',
    '../modules/listings/access',
  ],
  ['a module imports the platform', 'apps/server/src/modules/cart/probe.ts', '../../platform/clock'],
  ['the web imports the domain', 'apps/web/src/features/orders/probe.ts', '@steelyard/domain/orders'],
];

describe('the boundaries of eslint.config.js', () => {
  it.each(FORBIDDEN)('reports: %s', async (_what, path, source) => {
    const findings = await boundaryFindings(path, importOf(source));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^import-x\/no-restricted-paths: Unexpected path/);
  });

  it.each(ALLOWED)('lets pass: %s', async (_what, path, source) => {
    expect(await boundaryFindings(path, importOf(source))).toEqual([]);
  });

  it('reports a two-file import cycle on both files', async () => {
    const results = await eslint.lintFiles(['scripts/lint-fixtures/cycle/*.ts']);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    }
  });
});
