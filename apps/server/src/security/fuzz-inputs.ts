import fc from 'fast-check';

/** A JSON schema as the OpenAPI document writes it (the parts the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

/** Strings that have broken servers: injection, markup, control and odd unicode, paths, templates, prototype keys. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE listings; --",
  '1; SELECT pg_sleep(5)',
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202Egnp.exe',
  '\uFEFF\u200B\u200D',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 🔩🏗️',
  'Zürich Straße ß İı',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  '0x7fffffff',
  '',
  ' ',
  'true',
  'null',
  'a'.repeat(10_000),
  '\\',
  '"',
  '%',
  '%%32%65',
  'material.product=SHEET;;;===',
  'limit:asc;;',
] as const;

export const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any JSON value of the wrong kind for most fields. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.1, 1.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
);

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A number's bounds (OpenAPI 3.0 writes exclusive ones as booleans beside minimum and maximum). */
function boundsOf(schema: JsonSchema): { min?: number; max?: number } {
  const pick = (value: number | undefined, exclusive: number | boolean | undefined) =>
    typeof exclusive === 'number' ? exclusive : value;
  return { min: pick(schema.minimum, schema.exclusiveMinimum), max: pick(schema.maximum, schema.exclusiveMaximum) };
}

/**
 * The values at and just beyond a number's declared bounds (issue 22: every number has one), so
 * that the fuzzer tries the largest accepted value and the smallest refused one on every route.
 */
function edgesOf(schema: JsonSchema): fc.Arbitrary<number>[] {
  const { min, max } = boundsOf(schema);
  const edges = [
    ...(max === undefined ? [] : [max, max + 1, max * 10, max + 0.001]),
    ...(min === undefined ? [] : [min, min - 1, min - 0.001]),
  ];
  return edges.length > 0 ? [fc.constantFrom(...edges)] : [];
}

/**
 * Values shaped like `schema` but often wrong: the right keys with wrong, missing or nasty values,
 * right types with odd contents, and now and then a value of another kind altogether.
 */
export function shapedLike(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongValue;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => shapedLike(v, depth + 1)), wrongValue);
  let right: fc.Arbitrary<unknown>;
  if (schema.enum) right = fc.constantFrom(...schema.enum);
  else {
    switch (typeOf(schema)) {
      case 'object': {
        const properties = schema.properties ?? {};
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, shapedLike(v, depth + 1)])),
          { requiredKeys: [] },
        );
        right = fc
          .tuple(record, fc.dictionary(nastyString, wrongValue, { maxKeys: 2 }))
          .map(([r, extra]) => ({ ...extra, ...r }));
        break;
      }
      case 'array':
        right = fc.array(shapedLike(schema.items, depth + 1), { maxLength: 4 });
        break;
      case 'string':
        right = nastyString;
        break;
      case 'integer':
      case 'number':
        right = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 53, 1e308, 0.5), ...edgesOf(schema));
        break;
      case 'boolean':
        right = fc.boolean();
        break;
      default:
        right = wrongValue;
    }
  }
  return fc.oneof({ arbitrary: right, weight: 4 }, { arbitrary: wrongValue, weight: 1 });
}

/** A JSON text nested `depth` deep: `{"a":[{"a":[…]}]}`. */
export function deeplyNested(depth: number): string {
  return '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth);
}

/** Texts that are not JSON, sent as application/json. */
export const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", 'undefined', '{"a":NaN}', '\u0000', '{"a":"\ud800"}'),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1) + '\u0007'),
  fc.string({ maxLength: 50 }).map((s) => `{"x":${s}`),
);
