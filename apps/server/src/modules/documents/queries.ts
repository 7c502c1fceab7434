import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DocumentOwnerType } from '@steelyard/domain/documents';
import type { Database } from '../../platform/db/database';
import { preparedStatement } from '../../platform/db/prepared-statement';
import { documents, type DocumentRow, type NewDocument } from './schema';

export interface DocumentOwner {
  ownerType: DocumentOwnerType;
  ownerId: string;
}

export async function insertDocument(db: Database, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function findDocumentById(db: Database, id: string): Promise<DocumentRow | null> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findDocumentsByIds(db: Database, ids: readonly string[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.id, [...ids]))
    .for('update');
}

/** The documents of an owner in their order. */
const documentsOfOwner = preparedStatement('documents_of_owner', (db, name) =>
  db
    .select()
    .from(documents)
    .where(
      and(eq(documents.ownerType, sql.placeholder('ownerType')), eq(documents.ownerId, sql.placeholder('ownerId'))),
    )
    .orderBy(asc(documents.position), asc(documents.createdAt), asc(documents.id))
    .prepare(name),
);

export async function findDocumentsByOwner(db: Database, owner: DocumentOwner): Promise<DocumentRow[]> {
  return documentsOfOwner(db).execute({ ownerType: owner.ownerType, ownerId: owner.ownerId });
}

// a page of results reads its listings' documents: one statement for any number of owners
const documentsOfOwners = preparedStatement('documents_of_owners', (db, name) =>
  db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.ownerType, sql.placeholder('ownerType')),
        sql`${documents.ownerId} = any(${sql.placeholder('ownerIds')}::uuid[])`,
      ),
    )
    .orderBy(asc(documents.ownerId), asc(documents.position), asc(documents.createdAt), asc(documents.id))
    .prepare(name),
);

/** The documents of several owners of one type, each owner's in their order (one query for a page). */
export async function findDocumentsByOwners(
  db: Database,
  ownerType: DocumentOwnerType,
  ownerIds: readonly string[],
): Promise<DocumentRow[]> {
  if (ownerIds.length === 0) return [];
  return documentsOfOwners(db).execute({ ownerType, ownerIds: [...ownerIds] });
}

/** Deletes the row if it is still unattached; returns it, or null when it was attached (or gone) meanwhile. */
export async function deleteUnattachedDocument(db: Database, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), isNull(documents.ownerId)))
    .returning();
  return row ?? null;
}

/** A document an owner takes, and whether it is the owner's main picture. */
export interface OwnedDocument {
  id: string;
  main: boolean;
}

/**
 * Gives the documents to the owner, in the order given (a handful per listing: one update each).
 * The main flags are cleared first: at most one main picture per owner is a unique index, and the
 * new main one may be updated before the old one.
 */
export async function setDocumentsOwner(
  db: Database,
  owned: readonly OwnedDocument[],
  owner: DocumentOwner,
  now: Date,
): Promise<void> {
  if (owned.length === 0) return;
  await db
    .update(documents)
    .set({ main: false })
    .where(
      inArray(
        documents.id,
        owned.map((d) => d.id),
      ),
    );
  for (const [position, { id, main }] of owned.entries()) {
    await db
      .update(documents)
      .set({ ownerType: owner.ownerType, ownerId: owner.ownerId, position, main, attachedAt: now })
      .where(eq(documents.id, id));
  }
}

export async function clearDocumentsOwner(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(documents)
    .set({ ownerType: null, ownerId: null, position: null, main: false, attachedAt: null })
    .where(inArray(documents.id, [...ids]));
}
