import type { ListingKind } from '@steelyard/domain/admin-listings';
import type { DocumentKind } from '@steelyard/domain/documents';
import { REVISION_FIELDS, type RevisionField } from '@steelyard/domain/listing-revisions';
import type { ListingRow, ListingValues, PendingListingChanges } from './schema';

/*
 * What a live listing's revision holds and how it differs from the live version (decision 142):
 * pure functions over rows and values, used when an edit is saved, applied and answered.
 */

/**
 * The columns a revision changes: what buyers see of the material. Not the price (it applies at
 * once), the trade unit (the price is per trade unit, so it stays), the seller's own reference and
 * invoice address (at once: buyers never see them), nor expiry and auto-renewal (their own calls).
 */
export const REVISION_COLUMNS = [
  'material',
  'product',
  'materialType',
  'materialDimensions',
  'numberOfItems',
  'tradeUnitCalculation',
  'weightGrams',
  'prime',
  'origin',
  'age',
  'packageTitle',
  'packageDescription',
  'deliveryTimeframe',
  'pickupAddressId',
  'country',
  'additionalInformation',
  'description',
] as const satisfies readonly (keyof ListingValues)[];
type RevisionColumn = (typeof REVISION_COLUMNS)[number];
export type RevisionValues = Partial<Pick<ListingValues, RevisionColumn>>;

/** The reply field each column shows in (several columns make one field). */
const FIELD_OF_COLUMN: Readonly<Record<RevisionColumn, RevisionField>> = {
  material: 'material',
  product: 'material',
  materialType: 'material',
  materialDimensions: 'materialDimensions',
  numberOfItems: 'numberOfItems',
  tradeUnitCalculation: 'tradeUnitCalculation',
  weightGrams: 'weight',
  prime: 'prime',
  origin: 'origin',
  age: 'age',
  packageTitle: 'packageTitle',
  packageDescription: 'packageDescription',
  deliveryTimeframe: 'deliveryTimeframe',
  pickupAddressId: 'pickupAddress',
  country: 'pickupAddress',
  additionalInformation: 'additionalInformation',
  description: 'description',
};

/** The reply field a file of a kind shows in. */
function fileFieldOf(kind: ListingKind, fileKind: DocumentKind): RevisionField {
  if (fileKind === 'PICTURE') return 'pictures';
  if (fileKind === 'PACKAGE_LIST') return 'packageDocument';
  return kind === 'PACKAGE' ? 'certificates' : 'testCertificates';
}

/** Only the reviewed columns of an edit's values (or of a revision saved before issue 23, which held the price too). */
export function revisionValuesOf(values: Partial<ListingValues>): RevisionValues {
  const picked: Record<string, unknown> = {};
  for (const column of REVISION_COLUMNS) if (column in values) picked[column] = values[column];
  return picked as RevisionValues;
}

/**
 * A value as compared: objects with their keys sorted and empty values left out, so that a material
 * read back from JSON equals the one a body parsed; an empty object is no value.
 */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, canonical(v)] as const)
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? null : Object.fromEntries(entries);
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export type RevisionFiles = PendingListingChanges['files'];

/** The files of one reply field, in order, a main picture marked (choosing another main one is a change). */
const idsOf = (kind: ListingKind, files: RevisionFiles, field: RevisionField) =>
  files.filter((f) => fileFieldOf(kind, f.kind) === field).map((f) => (f.main ? `${f.documentId}:main` : f.documentId));

/**
 * The reply fields in which a revision differs from the live row and its files, in the order of
 * REVISION_FIELDS; empty when the revision changes nothing.
 */
export function changedRevisionFields(
  row: ListingRow,
  liveFiles: RevisionFiles,
  revision: { values: RevisionValues; files: RevisionFiles },
): RevisionField[] {
  const changed = new Set<RevisionField>();
  for (const column of REVISION_COLUMNS) {
    if (column in revision.values && !same(row[column], revision.values[column])) changed.add(FIELD_OF_COLUMN[column]);
  }
  for (const field of ['pictures', 'testCertificates', 'certificates', 'packageDocument'] as const) {
    if (!same(idsOf(row.kind, liveFiles, field), idsOf(row.kind, revision.files, field))) changed.add(field);
  }
  return REVISION_FIELDS.filter((f) => changed.has(f));
}

/** True when two revisions hold the same values and files (saving the same edit again changes nothing). */
export function isSameRevision(
  a: { values: RevisionValues; files: RevisionFiles },
  b: { values: Partial<ListingValues>; files: RevisionFiles } | null,
): boolean {
  return b !== null && same(a.values, revisionValuesOf(b.values)) && same(a.files, b.files);
}
