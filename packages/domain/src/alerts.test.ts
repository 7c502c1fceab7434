import { describe, expect, it } from 'vitest';
import {
  ALERT_COMMENT_MAX_LENGTH,
  ALERT_MESSAGES,
  createAlertBody,
  DEFAULT_IMMEDIATE_REQUEST_SETTINGS,
  urgentRequestIssues,
  urgentRequestOutcome,
  urgentRequestReaches,
} from './alerts';

describe('urgent request requirements by product', () => {
  it('accepts a complete sheet request with a width range', () => {
    expect(
      urgentRequestIssues(
        'material.product=SHEET;thickness=2;minWidth=1000;maxWidth=1500;length=2500;numberOfItems=10;weight=5',
      ),
    ).toEqual([]);
  });

  it('needs no length and no items for coil (a coil has no item count), but thickness, width and weight', () => {
    expect(urgentRequestIssues('product=COIL;thickness=3;width=1500;weight=20')).toEqual([]);
    expect(urgentRequestIssues('product=COIL;thickness=3;width=1500;numberOfItems=1;weight=20')).toEqual([]);
    expect(urgentRequestIssues('product=COIL').map((i) => i.path)).toEqual([
      'filterQuery.thickness',
      'filterQuery.width',
      'filterQuery.weight',
    ]);
  });

  it('asks for the length of plate and for a product at all', () => {
    expect(urgentRequestIssues('product=PLATE;thickness=10;width=2000;numberOfItems=2;weight=3')).toEqual([
      { path: 'filterQuery.length', message: ALERT_MESSAGES.incomplete },
    ]);
    expect(urgentRequestIssues('thickness=2')).toEqual([
      { path: 'filterQuery.product', message: ALERT_MESSAGES.urgentProduct },
    ]);
    expect(urgentRequestIssues('product=PACKAGE')[0]!.path).toBe('filterQuery.product');
  });

  it('refuses non-numbers, a malformed filter and a bad target price', () => {
    expect(urgentRequestIssues('product=COIL;thickness=abc;width=1500;numberOfItems=1;weight=2')[0]!.path).toBe(
      'filterQuery.thickness',
    );
    expect(urgentRequestIssues('product')).toEqual([{ path: 'filterQuery', message: ALERT_MESSAGES.invalidFilter }]);
  });

  it('reads the property names and bounds of the search', () => {
    expect(
      urgentRequestIssues(
        'material.product=SHEET;materialDimensions.thickness=2;materialDimensions.width>1000;materialDimensions.width<1500;materialDimensions.length=2500;numberOfItems>10;weight>5',
      ),
    ).toEqual([]);
  });
});

describe('alert body and outcomes', () => {
  it('defaults to an enabled search alert and limits the comment', () => {
    expect(createAlertBody.parse({ filterQuery: 'product=COIL' })).toMatchObject({ enabled: true, type: 'SEARCH' });
    expect(
      createAlertBody.safeParse({ filterQuery: 'product=COIL', comment: 'x'.repeat(ALERT_COMMENT_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
    expect(createAlertBody.safeParse({ filterQuery: ' ' }).success).toBe(false);
  });

  it('routes by the number of matches', () => {
    expect(urgentRequestOutcome(0)).toBe('NO_MATCH');
    expect(urgentRequestOutcome(3)).toBe('MATCHES');
  });
});

describe('which urgent requests reach a seller', () => {
  const request = { product: 'COIL', materialType: 'MILD_STEEL', country: 'DE' };
  it('reaches everyone by default and no one when switched off', () => {
    expect(urgentRequestReaches(DEFAULT_IMMEDIATE_REQUEST_SETTINGS, request)).toBe(true);
    expect(urgentRequestReaches({ ...DEFAULT_IMMEDIATE_REQUEST_SETTINGS, enabled: false }, request)).toBe(false);
  });
  it('filters by product, material type and country', () => {
    const settings = { enabled: true, products: ['COIL' as const], materialTypes: [], countries: ['GB' as const] };
    expect(urgentRequestReaches(settings, request)).toBe(false);
    expect(urgentRequestReaches(settings, { ...request, country: 'GB' })).toBe(true);
    expect(urgentRequestReaches(settings, { ...request, product: 'SHEET', country: 'GB' })).toBe(false);
  });
});
