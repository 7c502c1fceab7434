import { describe, expect, it } from 'vitest';
import { fileSizeLabel } from './file-size-format';

describe('fileSizeLabel (issue 23, item 17)', () => {
  it('writes the number in the language of the page', () => {
    expect(fileSizeLabel(640, 'en-GB')).toEqual({ value: '0.6', unit: 'KB' });
    expect(fileSizeLabel(640, 'de-DE')).toEqual({ value: '0,6', unit: 'KB' });
    expect(fileSizeLabel(640, 'es-ES')).toEqual({ value: '0,6', unit: 'KB' });
    expect(fileSizeLabel(12_345_678, 'de-DE')).toEqual({ value: '12,3', unit: 'MB' });
    expect(fileSizeLabel(524_288, 'de-DE')).toEqual({ value: '524', unit: 'KB' });
  });

  it('never shows 1000 KB: 999,999 bytes is 1.0 MB in every language', () => {
    expect(fileSizeLabel(999_999, 'en-GB')).toEqual({ value: '1.0', unit: 'MB' });
    expect(fileSizeLabel(999_999, 'de-DE')).toEqual({ value: '1,0', unit: 'MB' });
    expect(fileSizeLabel(999_999, 'es-ES')).toEqual({ value: '1,0', unit: 'MB' });
  });
});
