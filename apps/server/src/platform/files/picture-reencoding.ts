import type sharp from 'sharp';
import { DOCUMENT_CONTENT_TYPES } from '@steelyard/domain/documents';

let loaded: Promise<typeof sharp> | undefined;

/** sharp, loaded at the first picture: its native library takes about 0.4 s, which no start should wait for. */
function loadSharp(): Promise<typeof sharp> {
  loaded ??= import('sharp').then(({ default: library }) => {
    // every upload is read once: sharp's cache of recent operations would only hold memory
    library.cache(false);
    return library;
  });
  return loaded;
}

/**
 * The most pixels (width × height) a picture may have: a 10 MB file can unpack to gigabytes, and
 * turning one upright holds it whole in memory. 100 megapixels covers every common camera.
 */
export const MAX_PICTURE_PIXELS = 100_000_000;

const FORMATS = {
  [DOCUMENT_CONTENT_TYPES.jpeg]: 'jpeg',
  [DOCUMENT_CONTENT_TYPES.png]: 'png',
  [DOCUMENT_CONTENT_TYPES.webp]: 'webp',
} as const;

export type PictureContentType = keyof typeof FORMATS;

/** True for the picture types uploads are encoded again in. */
export function isPictureContentType(contentType: string): contentType is PictureContentType {
  return contentType in FORMATS;
}

/** The bytes do not decode as the picture their first bytes announce (or it has too many pixels). */
export class UnreadablePictureError extends Error {
  constructor(cause: unknown) {
    super('The picture could not be decoded', { cause });
    this.name = 'UnreadablePictureError';
  }
}

/**
 * The picture decoded and encoded again in its own format, without any of its metadata: EXIF (a
 * phone's GPS position of the seller's yard, the camera, the time), XMP, IPTC, comments and the ICC
 * profile (the colours are converted to sRGB). It is turned upright by its EXIF orientation first,
 * since the tag that told viewers to turn it goes too. Throws UnreadablePictureError for bytes that
 * do not decode as `contentType`, or a picture of more than MAX_PICTURE_PIXELS.
 */
export async function reencodePicture(bytes: Buffer, contentType: PictureContentType): Promise<Buffer> {
  const format = FORMATS[contentType];
  const sharp = await loadSharp();
  try {
    // failOn 'error': a truncated or corrupt picture is refused, where 'none' would store a grey rest
    const picture = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' });
    const found = await picture.metadata();
    if (found.format !== format) throw new Error(`Decoded as ${found.format}, not ${format}`);
    const upright = picture.autoOrient();
    // no withMetadata()/keep…(): sharp writes none of the input's metadata
    if (format === 'jpeg') return await upright.jpeg({ quality: 90 }).toBuffer();
    if (format === 'webp') return await upright.webp({ quality: 90 }).toBuffer();
    return await upright.png().toBuffer();
  } catch (error) {
    throw new UnreadablePictureError(error);
  }
}

/** Thumbnails are WebP: the smallest of the three for photographs, and every browser we support shows it. */
export const THUMBNAIL_CONTENT_TYPE = DOCUMENT_CONTENT_TYPES.webp;
/**
 * The widths thumbnails are made at: a search card and a gallery's tile on a 1× screen, the same
 * on a 2× screen, and a listing's larger picture. The browser picks one by the box (srcset).
 */
export const THUMBNAIL_WIDTHS = [160, 320, 640] as const;
/** The width every picture has a thumbnail at, the one pictures uploaded before the others had alone. */
export const THUMBNAIL_WIDTH = 320;

/** A thumbnail of one width. */
export interface Thumbnail {
  width: number;
  bytes: Buffer;
}

/**
 * Small copies of a picture already encoded again (reencodePicture) at THUMBNAIL_WIDTHS, never
 * enlarged, as WebP without metadata. A width at or above the picture's own is left out (it would
 * be the picture's width again), except THUMBNAIL_WIDTH, which every picture has.
 */
export async function makeThumbnails(reencoded: Buffer): Promise<Thumbnail[]> {
  const sharp = await loadSharp();
  // one input read for every width: each resize works on a clone of it
  const picture = sharp(reencoded, { limitInputPixels: MAX_PICTURE_PIXELS });
  const { width: pictureWidth = 0 } = await picture.metadata();
  const widths = THUMBNAIL_WIDTHS.filter((width) => width === THUMBNAIL_WIDTH || width < pictureWidth);
  return Promise.all(
    widths.map(async (width) => ({
      width,
      bytes: await picture.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}
