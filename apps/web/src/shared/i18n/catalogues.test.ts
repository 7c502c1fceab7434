import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@steelyard/domain/constants';

const SRC = resolve(__dirname, '../..');

/** Every locales/ folder: the shared one and each feature's. */
function localeFolders(): string[] {
  const folders = [join(SRC, 'shared/i18n/locales')];
  for (const feature of readdirSync(join(SRC, 'features'))) {
    const folder = join(SRC, 'features', feature, 'locales');
    if (existsSync(folder)) folders.push(folder);
  }
  return folders;
}

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  const folders = localeFolders();

  it('come in threes: en, de and es in every locales folder, and nothing else', () => {
    for (const folder of folders) {
      expect(readdirSync(folder).sort(), relative(SRC, folder)).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
    }
  });

  for (const folder of folders) {
    const name = relative(SRC, folder);
    const load = (lng: string) => flatten(JSON.parse(readFileSync(join(folder, `${lng}.json`), 'utf8')));

    it(`${name}: every key of en exists in de and es and vice versa, with no empty values`, () => {
      const en = load('en');
      for (const lng of LANGUAGES) {
        const other = load(lng);
        expect([...other.keys()].sort(), `${name}/${lng}.json keys`).toEqual([...en.keys()].sort());
        for (const [key, value] of other) {
          expect(typeof value === 'string' && value.trim() !== '', `${name}/${lng}.json ${key} is empty`).toBe(true);
          expect(placeholders(value as string), `${name}/${lng}.json ${key} placeholders`).toEqual(
            placeholders(en.get(key) as string),
          );
        }
      }
    });

    it(`${name}: keys are namespaced by their feature (feature.screen.key)`, () => {
      const top = Object.keys(JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8')));
      const expected = name.startsWith('shared') ? 'shared' : name.split('/')[1];
      expect(top).toEqual([expected]);
    });
  }
});
