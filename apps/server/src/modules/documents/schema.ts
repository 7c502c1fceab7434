import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_KINDS,
  DOCUMENT_OWNER_TYPES,
  type DocumentContentType,
  type PackageListRows,
} from '@steelyard/domain/documents';
import { organisations } from '../organisations/schema';

/** Uploaded files: the bytes are in the file store under storage_key, the rest is here. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // a user id (users are never deleted, only anonymised)
    uploadedByUserId: uuid('uploaded_by_user_id').notNull(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    // the name the client gave, without any path; the bytes are stored under storage_key, never this name
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    // found from the content at upload, not the client's claim
    contentType: text('content_type').$type<DocumentContentType>().notNull(),
    storageKey: text('storage_key').notNull(),
    // pictures: a small copy made at upload (search cards, galleries); null for other kinds and older pictures
    thumbnailStorageKey: text('thumbnail_storage_key'),
    // the widths its thumbnails were made at (the one under thumbnail_storage_key is 320); null for
    // pictures uploaded when there was only that one
    thumbnailWidths: integer('thumbnail_widths').array(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
    // package lists only: the rows read at upload
    parsedRows: jsonb('parsed_rows').$type<PackageListRows>(),
    // what the document is attached to (a listing, package, draft or live listing's revision); null until then
    ownerType: text('owner_type', { enum: DOCUMENT_OWNER_TYPES }),
    ownerId: uuid('owner_id'),
    // the order within the owner (the first picture is the cover); null while unattached
    position: integer('position'),
    // the picture the seller chose to lead the listing (the search card's); at most one per owner
    main: boolean('main').notNull().default(false),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_storage_key_idx').on(t.storageKey),
    uniqueIndex('documents_main_idx')
      .on(t.ownerType, t.ownerId)
      .where(sql`${t.main}`),
    index('documents_organisation_idx').on(t.organisationId, t.createdAt),
    index('documents_owner_idx')
      .on(t.ownerType, t.ownerId)
      .where(sql`${t.ownerId} is not null`),
    check('documents_kind_check', sql`${t.kind} in ('PICTURE', 'CERTIFICATE', 'PACKAGE_LIST')`),
    check('documents_owner_type_check', sql`${t.ownerType} in ('LISTING', 'PACKAGE', 'DRAFT', 'REVISION')`),
    check(
      'documents_owner_check',
      sql`(${t.ownerType} is null) = (${t.ownerId} is null) and (${t.ownerId} is null) = (${t.position} is null)`,
    ),
    check('documents_size_check', sql`${t.size} >= 0`),
    check('documents_main_check', sql`not ${t.main} or (${t.kind} = 'PICTURE' and ${t.ownerId} is not null)`),
    check('documents_parsed_rows_check', sql`${t.parsedRows} is null or ${t.kind} = 'PACKAGE_LIST'`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
