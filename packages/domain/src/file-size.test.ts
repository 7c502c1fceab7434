import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows KB below 1,000,000 bytes and MB from there', () => {
    expect(formatFileSize(999_999)).toEqual({ value: '1000', unit: 'KB' });
    expect(formatFileSize(1_000_000)).toEqual({ value: '1.0', unit: 'MB' });
    expect(formatFileSize(2_500)).toEqual({ value: '2.5', unit: 'KB' });
  });
});
