import { z } from 'zod';
import { documentReference } from './documents';
import type { DocumentKind } from './documents';

/*
 * The files of a listing or package (spec 001 §3 File). Uploads, their types and size limits and
 * the download exchange are documents.ts's; a listing refers to uploaded documents by id and
 * answers them as document references.
 */

/** How many documents of a kind one listing or package may carry. */
export const LISTING_FILE_COUNT_LIMITS: Readonly<Record<DocumentKind, number>> = {
  PICTURE: 10,
  CERTIFICATE: 10,
  PACKAGE_LIST: 1,
};

const FILE_NOUNS: Readonly<Record<DocumentKind, string>> = {
  PICTURE: 'pictures',
  CERTIFICATE: 'certificates',
  PACKAGE_LIST: 'package lists',
};

/** Messages of the files in a listing body (issue 23, item 14). */
export const LISTING_FILE_MESSAGES = {
  oneMainPicture: 'Choose one main picture only.',
} as const;

/** "A listing can have at most 10 pictures." */
export function tooManyFilesMessage(kind: DocumentKind): string {
  return `A listing can have at most ${LISTING_FILE_COUNT_LIMITS[kind]} ${FILE_NOUNS[kind]}.`;
}

/**
 * A file in a listing body: the id of an uploaded document of the organisation, and for a picture
 * whether it is the main one (the search card's). The rest of an upload's reply may be sent along
 * and is ignored; the server takes name and size from its record.
 */
export const listingFileRef = z.object({
  documentId: z.string().trim().min(1).max(64),
  main: z.boolean().optional(),
});
export type ListingFileRef = z.infer<typeof listingFileRef>;

/** A list of files of one kind in a body, in the seller's order: at most the kind's count and one main. */
export function listingFileRefs(kind: DocumentKind) {
  return z
    .array(listingFileRef)
    .max(LISTING_FILE_COUNT_LIMITS[kind], { error: tooManyFilesMessage(kind) })
    .refine((refs) => refs.filter((r) => r.main === true).length <= 1, { error: LISTING_FILE_MESSAGES.oneMainPicture });
}

/** The main picture of a list: the one marked main, else the first (lists saved before issue 23, item 14). */
export function mainPictureOf<T extends { main?: boolean | undefined }>(pictures: readonly T[]): T | null {
  return pictures.find((p) => p.main === true) ?? pictures[0] ?? null;
}

/** A file in a reply: the document reference (id, kind, content type, meta {fileName, size, lastModifiedDate}). */
export const listingFile = documentReference;
export type ListingFile = z.infer<typeof listingFile>;
