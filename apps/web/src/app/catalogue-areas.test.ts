import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasOf } from './catalogue-areas';

const SRC = resolve(__dirname, '..');
const FEATURES = readdirSync(join(SRC, 'features'));

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = join(folder, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The catalogue areas whose keys a folder's code names: string and template literals starting `feature.`. */
function areasNamedIn(folder: string): Set<string> {
  const named = new Set<string>();
  const pattern = new RegExp(`['"\`](${FEATURES.join('|')})\\.[A-Za-z]`, 'g');
  for (const file of sourcesUnder(folder)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) named.add(match[1]!);
  }
  return named;
}

// a page renders once its areas' catalogues are loaded (withCatalogues); a key of another area would show raw
// until the missing-key fallback loads it
describe('catalogue areas', () => {
  it.each(FEATURES)('%s: its code names keys of the areas its pages load only', (feature) => {
    const loaded = new Set(areasOf(feature));
    const stray = [...areasNamedIn(join(SRC, 'features', feature))].filter((area) => !loaded.has(area));
    expect(stray).toEqual([]);
  });

  it('shared code names shared keys only', () => {
    expect([...areasNamedIn(join(SRC, 'shared'))]).toEqual([]);
  });
});
