import { describe, expect, it } from 'vitest';
import { flagEmoji } from './country-flag';

describe('flags', () => {
  it('makes the regional-indicator pair of a country code', () => {
    expect(flagEmoji('de')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(flagEmoji('GB')).toBe('\u{1F1EC}\u{1F1E7}');
  });
});
