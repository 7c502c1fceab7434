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

/**
 * A file in a listing body: the id of an uploaded document of the organisation. The rest of an
 * upload's reply may be sent along and is ignored; the server takes name and size from its record.
 */
export const listingFileRef = z.object({ documentId: z.string().trim().min(1).max(64) });
export type ListingFileRef = z.infer<typeof listingFileRef>;

/** A list of files of one kind in a body, at most the kind's count. */
export function listingFileRefs(kind: DocumentKind) {
  return z.array(listingFileRef).max(LISTING_FILE_COUNT_LIMITS[kind]);
}

/** A file in a reply: the document reference (id, kind, content type, meta {fileName, size, lastModifiedDate}). */
export const listingFile = documentReference;
export type ListingFile = z.infer<typeof listingFile>;
