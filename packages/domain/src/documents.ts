import { z } from 'zod';

/**
 * Uploaded files (spec 001 §3 File, §7 Documents): pictures, test and mill certificates and package
 * lists. The server checks every file by its content, not its name, against the rules of its kind.
 */
export const DOCUMENT_KINDS = ['PICTURE', 'CERTIFICATE', 'PACKAGE_LIST'] as const;
export const documentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKind>;

/**
 * What a document can be attached to; until then only the uploader's organisation sees it. REVISION:
 * a new file of a live listing's revision, waiting with it for the operator's review (owner id: the
 * listing's; decision 142).
 */
export const DOCUMENT_OWNER_TYPES = ['LISTING', 'PACKAGE', 'DRAFT', 'REVISION'] as const;
export const documentOwnerType = z.enum(DOCUMENT_OWNER_TYPES);
export type DocumentOwnerType = z.infer<typeof documentOwnerType>;

export const DOCUMENT_CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[keyof typeof DOCUMENT_CONTENT_TYPES];

// sizes are decimal, as the file lists show them (formatFileSize: 1 MB = 1,000,000 bytes)
const MEGABYTE = 1_000_000;

/** The content types and size limit of a kind; `accept` (types and extensions) suits a file input. */
export interface DocumentKindRules {
  contentTypes: readonly DocumentContentType[];
  accept: readonly string[];
  /** Largest allowed size in bytes; a file of exactly this size passes. */
  maxBytes: number;
}

export const DOCUMENT_KIND_RULES: Record<DocumentKind, DocumentKindRules> = {
  PICTURE: {
    contentTypes: [DOCUMENT_CONTENT_TYPES.jpeg, DOCUMENT_CONTENT_TYPES.png, DOCUMENT_CONTENT_TYPES.webp],
    accept: ['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp'],
    maxBytes: 10 * MEGABYTE,
  },
  CERTIFICATE: {
    contentTypes: [DOCUMENT_CONTENT_TYPES.pdf],
    accept: ['application/pdf', '.pdf'],
    maxBytes: 20 * MEGABYTE,
  },
  PACKAGE_LIST: {
    contentTypes: [DOCUMENT_CONTENT_TYPES.xlsx],
    accept: [DOCUMENT_CONTENT_TYPES.xlsx, '.xlsx'],
    maxBytes: 10 * MEGABYTE,
  },
};

/** The largest file of any kind: the upload stream is cut off past it. */
export const MAX_DOCUMENT_BYTES = Math.max(...Object.values(DOCUMENT_KIND_RULES).map((r) => r.maxBytes));

/** A package list is read up to these sizes; larger ones are refused. */
export const PACKAGE_LIST_MAX_ROWS = 1000;
export const PACKAGE_LIST_MAX_COLUMNS = 30;

/** Messages of the document calls; the generic two are spec 001 §5 word for word. */
export const DOCUMENT_MESSAGES = {
  unsupportedFileType: 'Unsupported file type',
  fileTooLarge: 'File must be less than {{sizeLimitInMegabytes}}MB',
  fileMissing: 'Choose a file to upload.',
  packageListUnreadable: 'The package list could not be read. Please upload an Excel workbook (.xlsx).',
  packageListEmpty: 'The package list has no rows. Put the column names in the first row.',
  packageListTooManyRows: `The package list may have at most ${PACKAGE_LIST_MAX_ROWS} rows.`,
  packageListTooManyColumns: `The package list may have at most ${PACKAGE_LIST_MAX_COLUMNS} columns.`,
  notFound: 'Document not found.',
  attachedCannotBeDeleted: 'This document belongs to a listing or draft and cannot be deleted on its own.',
  attachedElsewhere: 'This document already belongs to another listing or draft.',
  linkInvalid: 'The download link is invalid or has expired.',
} as const;

/** The megabytes of a limit as the size message shows them (one decimal at most). */
export function sizeLimitInMegabytes(maxBytes: number): number {
  return Math.round((maxBytes / MEGABYTE) * 10) / 10;
}

/** "File must be less than 10MB" for a limit of 10,000,000 bytes. */
export function fileTooLargeMessage(maxBytes: number): string {
  return DOCUMENT_MESSAGES.fileTooLarge.replace('{{sizeLimitInMegabytes}}', String(sizeLimitInMegabytes(maxBytes)));
}

/** The multipart text fields of `POST api/universal/documents` (besides the file itself). */
export const documentUploadFields = z.object({
  kind: documentKind,
  /** The file's last modification: ISO date-time or milliseconds since 1970 (a browser's File.lastModified). */
  lastModifiedDate: z
    .union([z.iso.datetime({ offset: true }), z.string().regex(/^\d{1,15}$/, 'Expected milliseconds since 1970')])
    .optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;

export const documentIdParams = z.object({ id: z.string() });

/** Which copy of a picture the exchange opens: the picture itself, or its thumbnail made at upload. */
export const DOCUMENT_VARIANTS = ['original', 'thumbnail'] as const;
export const documentExchangeQuery = z.object({
  variant: z.enum(DOCUMENT_VARIANTS).default('original'),
});
export type DocumentVariant = (typeof DOCUMENT_VARIANTS)[number];

export const documentMeta = z.object({
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** ISO date-time the client reported for the file, or null. */
  lastModifiedDate: z.string().nullable(),
});
export type DocumentMeta = z.infer<typeof documentMeta>;

/** How a listing or package refers to a file, and the reply of an upload. */
export const documentReference = z.object({
  documentId: z.string(),
  kind: documentKind,
  /** Found from the file's content. */
  contentType: z.string(),
  meta: documentMeta,
  createdAt: z.string(),
  /** A picture the seller made the main one (the search card's); absent in replies before issue 23, item 14. */
  main: z.boolean().optional(),
  /** A picture with a small copy made at upload, read through the exchange with `variant=thumbnail`. */
  thumbnail: z.boolean().optional(),
});
export type DocumentReference = z.infer<typeof documentReference>;

export const packageListCell = z.union([z.string(), z.number()]).nullable();
export type PackageListCell = z.infer<typeof packageListCell>;

/** A package list as read at upload: the header row's names and the non-empty rows below it. */
export const packageListRows = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), packageListCell)),
});
export type PackageListRows = z.infer<typeof packageListRows>;

/** `GET api/universal/documents/{id}`: the reference, and for a package list its rows (null otherwise). */
export const documentReply = documentReference.extend({ packageList: packageListRows.nullable() });
export type DocumentReply = z.infer<typeof documentReply>;

/** `GET api/universal/documents/{id}/exchange`: a short-lived address to read the file at. */
export const documentExchangeReply = z.object({
  /** Absolute (object storage) or root-relative (`/api/files/…`, this server). */
  url: z.string(),
  expiresAt: z.string(),
  /**
   * With `variant=thumbnail`, a picture's thumbnails by width, narrowest first (a `srcset`); `url`
   * is the 320 px one. Absent for a document without thumbnails (`url` is then the document).
   */
  thumbnails: z.array(z.object({ width: z.number().int().positive(), url: z.string() })).optional(),
});
export type DocumentExchangeReply = z.infer<typeof documentExchangeReply>;
