import { describe, expect, it } from 'vitest';
import {
  LISTING_FILE_COUNT_LIMITS,
  LISTING_FILE_MESSAGES,
  listingFileRef,
  listingFileRefs,
  mainPictureOf,
} from './listing-files';

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
  it('say how many pictures are allowed and allow one main picture', () => {
    const tooMany = listingFileRefs('PICTURE').safeParse(Array(11).fill({ documentId: 'p' }));
    expect(tooMany.error?.issues[0]?.message).toBe('A listing can have at most 10 pictures.');
    const twoMain = listingFileRefs('PICTURE').safeParse([
      { documentId: 'a', main: true },
      { documentId: 'b', main: true },
    ]);
    expect(twoMain.error?.issues[0]?.message).toBe(LISTING_FILE_MESSAGES.oneMainPicture);
  });
  it('take the marked main picture, else the first', () => {
    const pictures: { id: number; main?: boolean }[] = [{ id: 1 }, { id: 2, main: true }];
    expect(mainPictureOf(pictures)).toEqual({ id: 2, main: true });
    expect(mainPictureOf(pictures.map(({ id }) => ({ id, main: false })))).toEqual({ id: 1, main: false });
    expect(mainPictureOf([])).toBeNull();
  });
});
