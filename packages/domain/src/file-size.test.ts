import { describe, expect, it } from 'vitest';
import { fileSizeParts } from './file-size';

describe('fileSizeParts', () => {
  it('shows KB below 1,000,000 bytes and MB from there', () => {
    expect(fileSizeParts(1_000_000)).toEqual({ value: 1, unit: 'MB', fractionDigits: 1 });
    expect(fileSizeParts(2_500)).toEqual({ value: 2.5, unit: 'KB', fractionDigits: 1 });
    expect(fileSizeParts(640)).toEqual({ value: 0.6, unit: 'KB', fractionDigits: 1 });
    expect(fileSizeParts(524_288)).toEqual({ value: 524, unit: 'KB', fractionDigits: 0 });
    expect(fileSizeParts(12_345_678)).toEqual({ value: 12.3, unit: 'MB', fractionDigits: 1 });
  });

  it('takes the unit of the rounded number: 999,999 bytes is 1.0 MB, never 1000 KB (issue 23, item 17)', () => {
    expect(fileSizeParts(999_999)).toEqual({ value: 1, unit: 'MB', fractionDigits: 1 });
    expect(fileSizeParts(999_499)).toEqual({ value: 999, unit: 'KB', fractionDigits: 0 });
    expect(fileSizeParts(9_960)).toEqual({ value: 10, unit: 'KB', fractionDigits: 0 });
    expect(fileSizeParts(9_949)).toEqual({ value: 9.9, unit: 'KB', fractionDigits: 1 });
  });
});
