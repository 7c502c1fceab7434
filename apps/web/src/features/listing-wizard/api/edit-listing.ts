import { copyListingToDraft } from '@steelyard/domain/listing-drafts';
import type { ListingType } from '@steelyard/domain/listing-wizard';
import { listing } from '@steelyard/domain/listings';
import { copyPackageToDraft, listingPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import type { DraftLike } from '../model/wizard-bodies';
import type { EditTarget } from '../model/wizard-state';
import { isWizardAnswer } from './wizard-answers';

const READ_PATHS: Record<ListingType, string> = {
  LISTING: 'universal/listings',
  PACKAGE: 'universal/packaging/packages',
};
const SELLER_PATHS: Record<ListingType, string> = { LISTING: 'seller/listings', PACKAGE: 'seller/packages' };

/**
 * A listing or package to edit, as the wizard's source (its SKU and files kept, unlike a copy) and
 * what the wizard needs to know about it (number, status, price, a live one's expiry and
 * auto-renewal). A live one with changes waiting for review is edited from those changes, so that
 * saving again keeps them (decision 142).
 */
export async function getEditSource(type: ListingType, id: string): Promise<{ source: DraftLike; target: EditTarget }> {
  const path = `${READ_PATHS[type]}/${encodeURIComponent(id)}`;
  if (type === 'PACKAGE') {
    const loaded = await apiRequest(path, { schema: listingPackage, isExpectedError: isWizardAnswer });
    const item = { ...loaded, ...loaded.revision?.content };
    const source: DraftLike = {
      ...(copyPackageToDraft(item) as DraftLike),
      internalSellerSku: item.internalSellerSku,
      pictures: item.pictures,
      certificates: item.certificates,
      packageDocument: item.packageDocument,
    };
    return { source, target: targetOf(type, item.id, item.packageNumber, item) };
  }
  const loaded = await apiRequest(path, { schema: listing, isExpectedError: isWizardAnswer });
  const item = { ...loaded, ...loaded.revision?.content };
  const source: DraftLike = {
    ...(copyListingToDraft(item) as DraftLike),
    internalSellerSku: item.internalSellerSku,
    pictures: item.pictures,
    testCertificates: item.testCertificates,
  };
  return { source, target: targetOf(type, item.id, item.listingNumber, item) };
}

function targetOf(
  type: ListingType,
  id: string,
  number: string,
  item: {
    status: { value: EditTarget['status']; reason: string | null };
    expiresAt: string | null;
    autoRenew: { enabled: boolean };
    pricing: { netPricePerUnit: number };
  },
): EditTarget {
  const { value: status, reason } = item.status;
  return {
    type,
    id,
    number,
    status,
    reason,
    expiresAt: item.expiresAt,
    autoRenew: item.autoRenew.enabled,
    netPricePerUnit: item.pricing.netPricePerUnit,
  };
}

/** What a saved edit left: the price and whether changes wait for the operator's review. */
export interface SavedEdit {
  netPricePerUnit: number;
  hasPendingChanges: boolean;
}

/**
 * `PUT api/seller/listings/{id}` or `…/packages/{id}` (EDIT): a rejected listing changes at once and
 * stays rejected until submitted; on a live one a new price applies at once and the material, files
 * and texts wait for the operator's review (decision 142).
 */
export async function updateListing({ target, body }: { target: EditTarget; body: unknown }): Promise<SavedEdit> {
  const path = `${SELLER_PATHS[target.type]}/${encodeURIComponent(target.id)}`;
  const options = { method: 'PUT' as const, body, isExpectedError: isWizardAnswer };
  const saved =
    target.type === 'PACKAGE'
      ? await apiRequest(path, { ...options, schema: listingPackage })
      : await apiRequest(path, { ...options, schema: listing });
  return { netPricePerUnit: saved.pricing.netPricePerUnit, hasPendingChanges: saved.hasPendingChanges };
}

/** `POST api/seller/listings/{id}/submit` (or packages): a corrected rejected listing goes to review again. */
export async function resubmitListing(target: EditTarget): Promise<void> {
  await apiRequest(`${SELLER_PATHS[target.type]}/${encodeURIComponent(target.id)}/submit`, {
    method: 'POST',
    body: { sellerTermsAccepted: true },
    isExpectedError: isWizardAnswer,
  });
}
