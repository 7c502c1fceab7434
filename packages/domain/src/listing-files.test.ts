import { describe, expect, it } from 'vitest';
import { LISTING_FILE_COUNT_LIMITS, listingFileRef, listingFileRefs } from './listing-files';

describe('listing files', () => {
  it('refer to uploaded documents by id, dropping what the server keeps itself', () => {
    expect(listingFileRef.parse({ documentId: ' d1 ', meta: { fileName: 'x.pdf' } })).toEqual({ documentId: 'd1' });
    expect(listingFileRef.safeParse({ documentId: '' }).success).toBe(false);
  });
  it('limit how many files of a kind a listing carries', () => {
    expect(LISTING_FILE_COUNT_LIMITS.PACKAGE_LIST).toBe(1);
    expect(listingFileRefs('PACKAGE_LIST').safeParse([{ documentId: 'a' }, { documentId: 'b' }]).success).toBe(false);
    expect(listingFileRefs('PICTURE').safeParse(Array(10).fill({ documentId: 'p' })).success).toBe(true);
    expect(listingFileRefs('PICTURE').safeParse(Array(11).fill({ documentId: 'p' })).success).toBe(false);
  });
});
