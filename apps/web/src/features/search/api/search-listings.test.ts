import { describe, expect, it } from 'vitest';
import type { SearchListingsReply } from '@steelyard/domain/search';
import { nextSearchOffset } from './search-listings';

const reply = (count: number, totalItems: number) =>
  ({ items: Array.from({ length: count }, () => ({})), totalItems }) as unknown as SearchListingsReply;

describe('nextSearchOffset', () => {
  it('goes on after the items loaded until the total is reached', () => {
    expect(nextSearchOffset([reply(10, 25)])).toBe(10);
    expect(nextSearchOffset([reply(10, 25), reply(10, 25)])).toBe(20);
    expect(nextSearchOffset([reply(10, 25), reply(10, 25), reply(5, 25)])).toBeUndefined();
  });

  it('stops at an empty page (listings sold meanwhile shrink the total)', () => {
    expect(nextSearchOffset([reply(10, 30), reply(0, 30)])).toBeUndefined();
    expect(nextSearchOffset([])).toBeUndefined();
  });
});
