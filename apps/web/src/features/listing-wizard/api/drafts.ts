import { draftListing, type DraftListing } from '@steelyard/domain/listing-drafts';
import type { ListingType } from '@steelyard/domain/listing-wizard';
import { draftPackage, type DraftPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import { isWizardAnswer } from './wizard-answers';

/** Drafts of each type: `api/universal/draft-listings` and `api/universal/draft-packages` (spec 001 §7). */
const DRAFT_PATHS: Record<ListingType, string> = {
  LISTING: 'universal/draft-listings',
  PACKAGE: 'universal/draft-packages',
};

export type Draft = DraftListing | DraftPackage;

export const draftKeys = {
  all: ['listing-drafts'] as const,
  detail: (type: ListingType, id: string) => [...draftKeys.all, type, id] as const,
};

/** One draft of the organisation (404 'Draft not found.'). */
export function getDraft(type: ListingType, id: string): Promise<Draft> {
  const schema = type === 'PACKAGE' ? draftPackage : draftListing;
  return apiRequest<Draft>(`${DRAFT_PATHS[type]}/${encodeURIComponent(id)}`, {
    schema,
    isExpectedError: isWizardAnswer,
  });
}

/** Saves the wizard as a draft: POST a new one (201), PUT the whole form again for a saved one. */
export function saveDraft({ type, id, body }: { type: ListingType; id: string | null; body: unknown }): Promise<Draft> {
  const schema = type === 'PACKAGE' ? draftPackage : draftListing;
  return apiRequest<Draft>(id ? `${DRAFT_PATHS[type]}/${encodeURIComponent(id)}` : `${DRAFT_PATHS[type]}/`, {
    method: id ? 'PUT' : 'POST',
    body,
    schema,
    isExpectedError: isWizardAnswer,
  });
}
