import { randomUUID } from 'node:crypto';
import type { ErrorDetail } from '@steelyard/domain/errors';
import {
  DOCUMENT_KIND_RULES,
  DOCUMENT_MESSAGES,
  fileTooLargeMessage,
  type DocumentExchangeReply,
  type DocumentKind,
  type DocumentOwnerType,
  type DocumentReference,
  type DocumentReply,
  type DocumentVariant,
} from '@steelyard/domain/documents';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { sniffContentType } from '../../platform/files/content-sniffing';
import type { FileDisposition, FileStorage } from '../../platform/files/file-storage';
import {
  isPictureContentType,
  makeThumbnails,
  reencodePicture,
  THUMBNAIL_CONTENT_TYPE,
  THUMBNAIL_WIDTH,
  UnreadablePictureError,
  type PictureContentType,
} from '../../platform/files/picture-reencoding';
import { isUuid } from '../../platform/ids';
import type { DocumentAccessRules } from './access-rules';
import { readPackageList } from './package-list';
import { thumbnailKeyOf, thumbnailsOf } from './thumbnail-keys';
import {
  deleteUnattachedDocument,
  findDocumentById,
  findDocumentsByIds,
  findDocumentsByOwner,
  findDocumentsByOwners,
  insertDocument,
  clearDocumentsOwner,
  setDocumentsOwner,
  type DocumentOwner,
} from './queries';
import type { DocumentRow } from './schema';

export type { DocumentOwner } from './queries';

/** A file as the upload form carried it. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  /** True when the stream was cut off at the largest size of any kind. */
  truncated: boolean;
}

export interface DocumentUpload {
  kind: DocumentKind;
  file: UploadedFile | null;
  lastModifiedDate: Date | null;
}

/** What the file store and the download addresses need. */
export interface DocumentFiles {
  storage: FileStorage;
  urlTtlSeconds: number;
}

// pictures open in the browser; certificates (PDFs, which may carry scripts) and package lists are saved
const DISPOSITION: Record<DocumentKind, FileDisposition> = {
  PICTURE: 'inline',
  CERTIFICATE: 'attachment',
  PACKAGE_LIST: 'attachment',
};

const fileRefusal = (message: string) => new AppError('VALIDATION', message, [{ path: 'body.file', message }]);
const notFound = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);

/** The stored key: ours only, so no client name reaches the file system or the bucket. */
const storageKeyOf = (organisationId: string, documentId: string) => `documents/${organisationId}/${documentId}`;
/**
 * A browser sends the base name, old ones the whole path: keep the last segment, without control
 * characters, at most 255 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 255);
}

/** The reference listings and packages carry, and the reply of an upload; a picture says if it is main and has a thumbnail. */
export function toDocumentReference(row: DocumentRow): DocumentReference {
  const reference: DocumentReference = {
    documentId: row.id,
    kind: row.kind,
    contentType: row.contentType,
    meta: {
      fileName: row.fileName,
      size: row.size,
      lastModifiedDate: row.lastModifiedDate?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind !== 'PICTURE') return reference;
  return { ...reference, main: row.main, thumbnail: row.thumbnailStorageKey !== null };
}

/** The picture encoded again without its metadata; one that does not decode is refused like a wrong type. */
async function withoutMetadata(bytes: Buffer, contentType: PictureContentType): Promise<Buffer> {
  try {
    return await reencodePicture(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadablePictureError) throw fileRefusal(DOCUMENT_MESSAGES.unsupportedFileType);
    throw error;
  }
}

/**
 * Stores an uploaded file for the caller's organisation: checks its size and its content (magic
 * bytes) against the kind, reads a package list's rows, encodes a picture again without its
 * metadata (EXIF, GPS, XMP), then writes the bytes and the row.
 */
export async function uploadDocument(
  db: Database,
  files: DocumentFiles,
  caller: Caller,
  upload: DocumentUpload,
  now: Date,
): Promise<DocumentReference> {
  const { file, kind } = upload;
  if (!file) throw fileRefusal(DOCUMENT_MESSAGES.fileMissing);
  const rules = DOCUMENT_KIND_RULES[kind];
  if (file.truncated || file.bytes.length > rules.maxBytes) throw fileRefusal(fileTooLargeMessage(rules.maxBytes));
  const contentType = sniffContentType(file.bytes);
  if (!contentType || !rules.contentTypes.includes(contentType)) {
    throw fileRefusal(DOCUMENT_MESSAGES.unsupportedFileType);
  }
  const parsedRows = kind === 'PACKAGE_LIST' ? await readPackageList(file.bytes) : null;
  // a picture is stored without the camera's metadata (a GPS position of the seller's yard)
  const bytes = isPictureContentType(contentType) ? await withoutMetadata(file.bytes, contentType) : file.bytes;
  // made from the clean copy, so it carries no metadata either
  const thumbnails = isPictureContentType(contentType) ? await makeThumbnails(bytes) : [];
  const id = randomUUID();
  const storageKey = storageKeyOf(caller.organisationId, id);
  const thumbnailKeys = thumbnails.map(({ width }) => thumbnailKeyOf(storageKey, width));
  await files.storage.put(storageKey, bytes, contentType);
  try {
    for (const [index, thumbnail] of thumbnails.entries()) {
      await files.storage.put(thumbnailKeys[index]!, thumbnail.bytes, THUMBNAIL_CONTENT_TYPE);
    }
    const row = await insertDocument(db, {
      id,
      organisationId: caller.organisationId,
      uploadedByUserId: caller.userId,
      kind,
      fileName: cleanFileName(file.fileName),
      size: bytes.length,
      contentType,
      storageKey,
      thumbnailStorageKey: thumbnails.length > 0 ? thumbnailKeyOf(storageKey, THUMBNAIL_WIDTH) : null,
      thumbnailWidths: thumbnails.length > 0 ? thumbnails.map(({ width }) => width) : null,
      lastModifiedDate: upload.lastModifiedDate,
      parsedRows,
      createdAt: now,
    });
    return toDocumentReference(row);
  } catch (error) {
    // no row, no file: an orphan would never be found again
    await files.storage.delete(storageKey).catch(() => {});
    for (const key of thumbnailKeys) await files.storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * The document if the caller may read it, else 404 (never 403: other organisations do not learn that
 * an id exists). Readable by the uploader's organisation, and by whoever the access rule of the
 * owner's type lets in once the document is attached.
 */
async function findReadableDocument(
  db: Database,
  rules: DocumentAccessRules,
  caller: Caller,
  id: string,
): Promise<DocumentRow> {
  const row = isUuid(id) ? await findDocumentById(db, id) : null;
  if (!row) throw notFound();
  if (row.organisationId === caller.organisationId) return row;
  const rule = row.ownerType && row.ownerId ? rules.get(row.ownerType) : undefined;
  if (rule && row.ownerId && (await rule(db, caller, row.ownerId))) return row;
  throw notFound();
}

// operators review listings and packages with their files, and the new files of a live listing's
// revision (issue 23); drafts and loose uploads stay private
const OPERATOR_READABLE_OWNERS: readonly DocumentOwnerType[] = ['LISTING', 'PACKAGE', 'REVISION'];

/** A document attached to a listing or package, for the operator console; 404 for anything else. */
async function findOperatorReadableDocument(db: Database, id: string): Promise<DocumentRow> {
  const row = isUuid(id) ? await findDocumentById(db, id) : null;
  if (!row || !row.ownerType || !OPERATOR_READABLE_OWNERS.includes(row.ownerType)) throw notFound();
  return row;
}

/**
 * A short-lived address of the document, or of its thumbnails (the 320 px one as `url`, and each
 * width in `thumbnails`): one asked of a document without any (not a picture, or uploaded before
 * thumbnails) opens the document itself, which is what a browser would show anyway.
 */
async function signedReadUrl(
  files: DocumentFiles,
  row: DocumentRow,
  now: Date,
  variant: DocumentVariant = 'original',
): Promise<DocumentExchangeReply> {
  const sign = (key: string, contentType: string, fileName: string) =>
    files.storage.signedReadUrl(key, {
      contentType,
      fileName,
      disposition: DISPOSITION[row.kind],
      now,
      ttlSeconds: files.urlTtlSeconds,
    });
  const thumbnails = variant === 'thumbnail' ? thumbnailsOf(row) : [];
  if (thumbnails.length === 0) {
    const signed = await sign(row.storageKey, row.contentType, row.fileName);
    return { url: signed.url, expiresAt: signed.expiresAt.toISOString() };
  }
  const baseName = row.fileName.replace(/\.[^.]*$/, '');
  const signed = await Promise.all(
    thumbnails.map(async ({ width, key }) => {
      const fileName = width === THUMBNAIL_WIDTH ? `thumbnail-${baseName}.webp` : `thumbnail-${width}-${baseName}.webp`;
      return { width, signed: await sign(key, THUMBNAIL_CONTENT_TYPE, fileName) };
    }),
  );
  const main = signed.find(({ width }) => width === THUMBNAIL_WIDTH)!.signed;
  return {
    url: main.url,
    expiresAt: main.expiresAt.toISOString(),
    thumbnails: signed.map(({ width, signed: { url } }) => ({ width, url })),
  };
}

/** A document of a listing or package as operators read it (the review queue shows pictures and certificates). */
export async function getDocumentForOperator(db: Database, id: string): Promise<DocumentReply> {
  const row = await findOperatorReadableDocument(db, id);
  return { ...toDocumentReference(row), packageList: row.parsedRows ?? null };
}

/** A short-lived address of a listing's or package's document for operators. */
export async function exchangeDocumentForOperator(
  db: Database,
  files: DocumentFiles,
  id: string,
  now: Date,
  variant: DocumentVariant = 'original',
): Promise<DocumentExchangeReply> {
  return signedReadUrl(files, await findOperatorReadableDocument(db, id), now, variant);
}

/** A document's reference and, for a package list, the rows read at upload. */
export async function getDocument(
  db: Database,
  rules: DocumentAccessRules,
  caller: Caller,
  id: string,
): Promise<DocumentReply> {
  const row = await findReadableDocument(db, rules, caller, id);
  return { ...toDocumentReference(row), packageList: row.parsedRows ?? null };
}

/** A short-lived address to read the document's bytes (spec 001 §7: the document lookup that gives a url). */
export async function exchangeDocument(
  db: Database,
  rules: DocumentAccessRules,
  files: DocumentFiles,
  caller: Caller,
  id: string,
  now: Date,
  variant: DocumentVariant = 'original',
): Promise<DocumentExchangeReply> {
  return signedReadUrl(files, await findReadableDocument(db, rules, caller, id), now, variant);
}

/** Deletes an upload nobody uses yet; only its organisation may, and attached documents stay. */
export async function deleteDocument(db: Database, files: DocumentFiles, caller: Caller, id: string): Promise<void> {
  const row = isUuid(id) ? await findDocumentById(db, id) : null;
  if (!row || row.organisationId !== caller.organisationId) throw notFound();
  if (row.ownerId) throw new AppError('VALIDATION', DOCUMENT_MESSAGES.attachedCannotBeDeleted);
  const deleted = await deleteUnattachedDocument(db, id);
  // attached meanwhile
  if (!deleted) throw new AppError('VALIDATION', DOCUMENT_MESSAGES.attachedCannotBeDeleted);
  // after the row: a failed file delete leaves an unreachable file, never a row without its file
  await files.storage.delete(deleted.storageKey);
  for (const { key } of thumbnailsOf(deleted)) await files.storage.delete(key);
}

/** One document a listing, package or draft wants to hold, the kind it must be, and for a picture whether it is the main one. */
export interface DocumentClaim {
  documentId: string;
  kind: DocumentKind;
  main?: boolean;
}

/**
 * Makes these documents, in this order, the owner's documents (call it in the owner's transaction, on
 * create and on every update): ones it held before and are not listed become unattached uploads. Each
 * must exist, belong to the organisation, be of the claimed kind and be unattached or already this
 * owner's; else 400 with the failing ones in the details (`<detailPath>.<index>`). Answers the references.
 */
export async function attachDocuments(
  tx: Database,
  organisationId: string,
  owner: DocumentOwner,
  claims: readonly DocumentClaim[],
  now: Date,
  detailPath = 'body.documents',
): Promise<DocumentReference[]> {
  const ids = [...new Set(claims.map((c) => c.documentId).filter(isUuid))];
  const rows = new Map((await findDocumentsByIds(tx, ids)).map((r) => [r.id, r]));
  const details = claims.flatMap((claim, index): ErrorDetail[] => {
    const row = rows.get(claim.documentId);
    const path = `${detailPath}.${index}`;
    if (!row || row.organisationId !== organisationId) return [{ path, message: DOCUMENT_MESSAGES.notFound }];
    if (row.kind !== claim.kind) return [{ path, message: DOCUMENT_MESSAGES.unsupportedFileType }];
    const sameOwner = row.ownerType === owner.ownerType && row.ownerId === owner.ownerId;
    if (row.ownerId && !sameOwner) return [{ path, message: DOCUMENT_MESSAGES.attachedElsewhere }];
    return [];
  });
  if (details.length > 0) throw new AppError('VALIDATION', details[0]!.message, details);
  const kept = new Set(ids);
  const dropped = (await findDocumentsByOwner(tx, owner)).filter((r) => !kept.has(r.id));
  await clearDocumentsOwner(
    tx,
    dropped.map((r) => r.id),
  );
  // the seller's main picture; a list without one keeps none, and readers take the first (mainPictureOf)
  const mainId = claims.find((c) => c.main === true && c.kind === 'PICTURE')?.documentId;
  await setDocumentsOwner(
    tx,
    ids.map((id) => ({ id, main: id === mainId })),
    owner,
    now,
  );
  return claims.map((c) =>
    toDocumentReference({ ...rows.get(c.documentId)!, ...owner, main: c.documentId === mainId }),
  );
}

/**
 * Moves an owner's documents to another owner (a draft becoming a listing) and answers the moved
 * ones; the caller makes sure both belong to the same organisation.
 */
export async function moveDocuments(
  tx: Database,
  from: DocumentOwner,
  to: DocumentOwner,
  now: Date,
): Promise<DocumentReference[]> {
  const rows = await findDocumentsByOwner(tx, from);
  await setDocumentsOwner(
    tx,
    rows.map((r) => ({ id: r.id, main: r.main })),
    to,
    now,
  );
  return rows.map(toDocumentReference);
}

/**
 * Releases an owner's documents (all, or the given ones), e.g. when a picture is taken off a draft; they
 * become unattached uploads their organisation may delete.
 */
export async function detachDocuments(
  tx: Database,
  owner: DocumentOwner,
  documentIds?: readonly string[],
): Promise<void> {
  const rows = await findDocumentsByOwner(tx, owner);
  const chosen = documentIds ? rows.filter((r) => documentIds.includes(r.id)) : rows;
  await clearDocumentsOwner(
    tx,
    chosen.map((r) => r.id),
  );
}

/** The references of an owner's documents in their order, for the owner's reply. */
export async function findOwnerDocuments(db: Database, owner: DocumentOwner): Promise<DocumentReference[]> {
  return (await findDocumentsByOwner(db, owner)).map(toDocumentReference);
}

/**
 * The references of the documents of several owners of one type (a page of search results), in
 * one query: each owner's in their order, an empty list for an owner without documents.
 */
export async function findOwnersDocuments(
  db: Database,
  ownerType: DocumentOwner['ownerType'],
  ownerIds: readonly string[],
): Promise<Map<string, DocumentReference[]>> {
  const byOwner = new Map<string, DocumentReference[]>(ownerIds.map((id) => [id, []]));
  for (const row of await findDocumentsByOwners(db, ownerType, ownerIds)) {
    byOwner.get(row.ownerId!)?.push(toDocumentReference(row));
  }
  return byOwner;
}
