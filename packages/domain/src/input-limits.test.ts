/// <reference types="vite/client" />
// import.meta.glob: vitest loads every module of the domain to find its request schemas
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_LISTING_WEIGHT_KG, MAX_LISTING_WEIGHT_TONNES, MAX_MONEY_MINOR_UNITS } from './input-limits';
import { createListingBody } from './listings';
import { FilterSyntaxError } from './paging';
import { SEARCH_NUMBER_LIMITS, filterToSearchForm, searchForm } from './search';

/*
 * Issue 22 item 9: every number a request takes has a bound. This walks every exported request
 * schema of the domain (the names ending in Body, Query, Params, Form or Fields), finds each number
 * in it and sends numbers beyond every bound: each must be refused at its own path, and nothing may
 * throw (a weight of 9e12 t threw a RangeError inside the listing body's refinement).
 */

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const REQUEST_NAME = /(Body|Query|Params|Form|Fields)$/;

const requestSchemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => REQUEST_NAME.test(name) && value instanceof z.ZodType)
    .map(([name, value]) => [`${file.slice(2, -3)}.${name}`, value as z.ZodType] as const),
);

interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  maximum?: number;
  exclusiveMaximum?: number;
  minimum?: number;
  exclusiveMinimum?: number;
}

/** Each number of a JSON schema: its path ('[]' for an array's items) and its node. */
function numbersOf(node: JsonNode | undefined, path: string[] = [], into: [string[], JsonNode][] = []) {
  if (!node || typeof node !== 'object') return into;
  for (const variants of [node.anyOf, node.oneOf, node.allOf]) variants?.forEach((v) => numbersOf(v, path, into));
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('number') || types.includes('integer')) into.push([path, node]);
  for (const [key, value] of Object.entries(node.properties ?? {})) numbersOf(value, [...path, key], into);
  if (node.items) numbersOf(node.items, [...path, '[]'], into);
  return into;
}

/** A value with `leaf` at `path`: ['items', '[]', 'width'] is { items: [{ width: leaf }] }. */
function valueAt(path: readonly string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  return head === '[]' ? [valueAt(rest, leaf)] : { [head!]: valueAt(rest, leaf) };
}

const issuePath = (path: readonly string[]) => path.map((p) => (p === '[]' ? '0' : p)).join('.');

const schemasWithNumbers = requestSchemas
  .map(([name, schema]) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
    return { name, schema, numbers: numbersOf(json) };
  })
  .filter((s) => s.numbers.length > 0);

describe('the bounds of every request schema', () => {
  it('finds the request schemas and their numbers', () => {
    expect(requestSchemas.length).toBeGreaterThan(60);
    const names = schemasWithNumbers.map((s) => s.name);
    for (const expected of [
      'listings.createListingBody',
      'packages.createPackageBody',
      'listing-drafts.draftListingBody',
      'rfqs.rfqDraftBody',
      'rfqs.quoteBody',
      'alerts.createAlertBody',
      'target-price.targetPriceMinimumQuery',
      'search.searchForm',
      'negotiations.createNegotiationBody',
      'cart.addToCartBody',
      'checkout.checkoutItemBody',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(schemasWithNumbers.map((s) => [s.name, s] as const))(
    '%s: every number has a minimum and a maximum within safe integers',
    (_name, { numbers }) => {
      for (const [path, node] of numbers) {
        const max = node.maximum ?? node.exclusiveMaximum;
        const min = node.minimum ?? node.exclusiveMinimum;
        expect(max, `${issuePath(path)} maximum`).toBeLessThan(Number.MAX_SAFE_INTEGER);
        expect(min, `${issuePath(path)} minimum`).toBeGreaterThan(-Number.MAX_SAFE_INTEGER);
      }
    },
  );

  it.each(schemasWithNumbers.map((s) => [s.name, s] as const))(
    '%s: a huge number is refused at its path, and nothing throws',
    (_name, { schema, numbers }) => {
      for (const [path] of numbers) {
        for (const huge of [9.1e15, 2 ** 63, 1e300, -1e300]) {
          const result = schema.safeParse(valueAt(path, huge));
          expect(result.success, `${issuePath(path)} = ${huge}`).toBe(false);
          const paths = result.error!.issues.map((i) => i.path.map(String).join('.'));
          expect(paths, `${issuePath(path)} = ${huge}`).toContain(issuePath(path));
        }
      }
    },
  );
});

describe('bounds inside whole bodies', () => {
  const sheet = {
    material: {
      product: 'SHEET',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      grade: 'S275JR',
    },
    materialDimensions: { thickness: 2, width: 1250, length: 2500 },
    numberOfItems: 10,
    weight: 0.491,
    origin: ['GB'],
    sellingPrice: { value: 65_000, currencyCode: 'GBP' },
    expiresAt: '2026-03-03T12:00:00.000Z',
    pickupAddressId: 'a',
    sellerTermsAccepted: true,
  };
  const weightIssues = (body: object) =>
    createListingBody
      .safeParse(body)
      .error?.issues.filter((i) => i.path.join('.') === 'weight')
      .map((i) => i.message) ?? [];

  it('takes a listing of 1,000 t or 1,000,000 kg and refuses more, without a RangeError', () => {
    expect(createListingBody.safeParse(sheet).success).toBe(true);
    expect(weightIssues({ ...sheet, weight: MAX_LISTING_WEIGHT_TONNES })).toEqual([]);
    expect(weightIssues({ ...sheet, weight: MAX_LISTING_WEIGHT_KG, tradeUnit: 'KILOGRAM' })).toEqual([]);
    expect(weightIssues({ ...sheet, weight: MAX_LISTING_WEIGHT_TONNES + 0.001 })).toEqual([
      'Please enter a lower number',
    ]);
    for (const weight of [9e12, 1e300]) {
      expect(() => createListingBody.safeParse({ ...sheet, weight })).not.toThrow();
      expect(weightIssues({ ...sheet, weight })).toContain('Please enter a lower number');
    }
  });

  it('bounds the theoretical weight of a listing calculated by item like an entered one', () => {
    const byItem = { ...sheet, tradeUnitCalculation: 'BY_ITEM', tradeUnit: 'KILOGRAM', weight: null };
    const huge = {
      ...byItem,
      materialDimensions: { thickness: 300, width: 5_000, length: 30_000 },
      numberOfItems: 1_000,
    };
    const issues = createListingBody.safeParse(huge).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['numberOfItems', 'Please enter a lower number'],
    ]);
    // 100 sheets of 10 × 2,000 × 6,000 mm: 94.2 t
    const fine = createListingBody.parse({
      ...byItem,
      materialDimensions: { thickness: 10, width: 2_000, length: 6_000 },
      numberOfItems: 100,
    });
    expect(fine.weight).toBe(94_200);
  });

  it('money is bounded far inside safe integers', () => {
    expect(MAX_MONEY_MINOR_UNITS * 9).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('numbers of the filter syntax', () => {
  it('are read up to their limit and refused beyond it, naming the property', () => {
    const form = filterToSearchForm(
      'materialDimensions.thickness>0.5;materialDimensions.thickness<300;materialDimensions.width=5000;materialDimensions.length<30000;weight>1000;numberOfItems>100000',
    );
    expect(form).toMatchObject({
      minThickness: 0.5,
      maxThickness: 300,
      minWidth: 5000,
      weight: 1000,
      numberOfItems: 100000,
    });
    expect(searchForm.safeParse(form).success).toBe(true);
    for (const [property, limit] of Object.entries(SEARCH_NUMBER_LIMITS)) {
      const comparator = property === 'weight' || property === 'numberOfItems' ? '>' : '<';
      for (const value of [String(limit + 1), '10000000000000', '9'.repeat(400)]) {
        const read = () => filterToSearchForm(`${property}${comparator}${value}`);
        expect(read, `${property} ${value}`).toThrow(FilterSyntaxError);
        try {
          read();
        } catch (error) {
          expect((error as FilterSyntaxError).reason).toContain(property);
        }
      }
    }
  });

  it('the search form refuses the same values', () => {
    expect(searchForm.safeParse({ weight: MAX_LISTING_WEIGHT_TONNES + 1 }).error?.issues[0]?.path).toEqual(['weight']);
    expect(searchForm.safeParse({ maxThickness: 1e300 }).error?.issues[0]?.path).toEqual(['maxThickness']);
    expect(searchForm.safeParse({ numberOfItems: 9e12 }).error?.issues[0]?.path).toEqual(['numberOfItems']);
  });
});
