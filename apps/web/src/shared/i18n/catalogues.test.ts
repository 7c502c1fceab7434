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

/** The catalogue parts of a folder: '' for en.json, 'audit-log.' for audit-log.en.json. */
function parts(folder: string): string[] {
  const found = readdirSync(folder).flatMap((file) => {
    const match = /^(?:(.+)\.)?(en|de|es)\.json$/.exec(file);
    return match ? [match[1] ? `${match[1]}.` : ''] : [];
  });
  return [...new Set(found)];
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

  it('come in threes: en, de and es of every part (en.json, or part.en.json) in every locales folder', () => {
    for (const folder of folders) {
      const expected = parts(folder).flatMap((part) => LANGUAGES.map((l) => `${part}${l}.json`));
      expect(readdirSync(folder).sort(), relative(SRC, folder)).toEqual(expected.sort());
    }
  });

  for (const [folder, part] of folders.flatMap((f) => parts(f).map((p) => [f, p] as const))) {
    const name = `${relative(SRC, folder)}/${part}`;
    const load = (lng: string) => flatten(JSON.parse(readFileSync(join(folder, `${part}${lng}.json`), 'utf8')));

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
      const top = Object.keys(JSON.parse(readFileSync(join(folder, `${part}en.json`), 'utf8')));
      const expected = name.startsWith('shared') ? 'shared' : name.split('/')[1];
      expect(top).toEqual([expected]);
    });
  }
});
