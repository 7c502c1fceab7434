import { THUMBNAIL_WIDTH } from '../../platform/files/picture-reencoding';
import type { DocumentRow } from './schema';

/**
 * Where a thumbnail of `width` is stored: beside the picture, not under it (a local disk cannot hold
 * a file and a folder of one name); the 320 px one keeps the key it had when it was the only one,
 * so older rows and files stay valid.
 */
export const thumbnailKeyOf = (storageKey: string, width: number) =>
  width === THUMBNAIL_WIDTH ? `${storageKey}.thumbnail` : `${storageKey}.thumbnail-${width}`;

/** A picture's thumbnails by width, narrowest first; a picture uploaded before there were more has only the 320 one. */
export function thumbnailsOf(row: DocumentRow): { width: number; key: string }[] {
  if (row.thumbnailStorageKey === null) return [];
  const widths = row.thumbnailWidths ?? [THUMBNAIL_WIDTH];
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => ({
      width,
      key: width === THUMBNAIL_WIDTH ? row.thumbnailStorageKey! : thumbnailKeyOf(row.storageKey, width),
    }));
}
