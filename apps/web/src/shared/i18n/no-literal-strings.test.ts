import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../test/catalogues';

const SRC = resolve(__dirname, '../..');

/** Attributes whose string value a user sees or hears. */
const USER_VISIBLE_ATTRIBUTES = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'aria-description',
  'aria-valuetext',
  'error',
]);

/** Texts that are not language: the asterisk of required fields. */
const ALLOWED_TEXT = new Set(['*']);

function files(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path, suffix);
    return path.endsWith(suffix) && !path.endsWith(`.test${suffix}`) ? [path] : [];
  });
}

function parse(path: string, text = readFileSync(path, 'utf8')) {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function literalStrings(path: string, text?: string): string[] {
  const source = parse(path, text);
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(SRC, path)}:${line + 1}`;
  };
  walk(source, (node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !ALLOWED_TEXT.has(text)) found.push(`${where(node)} text "${text}"`);
    }
    if (ts.isJsxAttribute(node) && USER_VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init.text
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression.text
            : null;
      if (literal !== null && /\p{L}/u.test(literal)) found.push(`${where(node)} ${node.name.getText()}="${literal}"`);
    }
  });
  return found;
}

function hasKey(catalogue: Record<string, unknown>, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) {
      // a key called with a count may exist only in i18next's plural forms ("notAdded_one", "notAdded_other")
      return !key.endsWith('_other') && part === key.split('.').at(-1) && hasKey(catalogue, `${key}_other`);
    }
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('user-visible text', () => {
  it('the scanner catches text, visible attributes and labels, and lets keys and non-text through', () => {
    const sample = [
      'const a = <p>Hello</p>;',
      'const b = <input placeholder="Type here" aria-label={"Search"} />;',
      'const c = <Button title="Save" data-testid="save" href="/x" />;',
      "const d = <Text>{t('shared.loading')}</Text>;",
      'const e = <span aria-hidden>*</span>;',
      'const f = <TextInput label="Email" />;',
    ].join('\n');
    expect(literalStrings(join(SRC, 'sample.tsx'), sample).map((s) => s.replace(/^.*?:\d+ /, ''))).toEqual([
      'text "Hello"',
      'placeholder="Type here"',
      'aria-label="Search"',
      'title="Save"',
      'label="Email"',
    ]);
  });

  it('no component renders a literal string', () => {
    const offenders = files(SRC, '.tsx').flatMap((path) => literalStrings(path));
    expect(offenders).toEqual([]);
  });

  it('every literal key passed to t() exists in the English catalogue', () => {
    const missing: string[] = [];
    for (const path of [...files(SRC, '.tsx'), ...files(SRC, '.ts')]) {
      const source = parse(path);
      walk(source, (node) => {
        if (!ts.isCallExpression(node)) return;
        const callee = node.expression.getText();
        if (callee !== 't' && !callee.endsWith('.t')) return;
        const [first] = node.arguments;
        if (first && ts.isStringLiteral(first) && !hasKey(catalogues.en, first.text)) {
          missing.push(`${relative(SRC, path)}: ${first.text}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });
});
