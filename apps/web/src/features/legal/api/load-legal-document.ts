import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { LANGUAGE_LOCALES, type Language } from '@steelyard/domain/constants';
import type { LegalDocument, LegalPageId, LegalRegion, LegalTexts, RegionFacts } from '../content/legal-types';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats';

// each region's facts and each language's texts are their own chunk, fetched only when a legal page opens
const REGION_LOADERS: Record<LegalRegion, () => Promise<{ default: RegionFacts }>> = {
  UK: () => import('../content/regions/uk'),
  DE: () => import('../content/regions/de'),
  ES: () => import('../content/regions/es'),
};

const TEXT_LOADERS: Record<Language, () => Promise<{ default: LegalTexts }>> = {
  en: () => import('../content/texts/en'),
  de: () => import('../content/texts/de'),
  es: () => import('../content/texts/es'),
};

export interface LegalDocumentRequest {
  page: LegalPageId;
  region: LegalRegion;
  language: Language;
  locale: string;
  supportEmail: string;
}

/** Loads one legal page for a region (UK, DE, ES) in a language. */
export async function loadLegalDocument(request: LegalDocumentRequest): Promise<LegalDocument> {
  const [{ default: facts }, { default: texts }] = await Promise.all([
    REGION_LOADERS[request.region](),
    TEXT_LOADERS[request.language](),
  ]);
  const updated = dateTimeFormat(request.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(facts.lastUpdated),
  );
  return texts({ facts, supportEmail: request.supportEmail, updated })[request.page];
}

export const legalKeys = {
  all: ['legal'] as const,
  document: (r: LegalDocumentRequest) => [...legalKeys.all, r.page, r.region, r.language, r.supportEmail] as const,
};

const legalDocumentQueryOptions = (request: LegalDocumentRequest, enabled = true) =>
  queryOptions({
    queryKey: legalKeys.document(request),
    queryFn: () => loadLegalDocument(request),
    staleTime: Infinity,
    enabled,
  });

/** `enabled` waits for the region to be known, so a German visitor never sees the UK page flash first. */
export function useLegalDocument(request: LegalDocumentRequest, enabled = true) {
  return useQuery(legalDocumentQueryOptions(request, enabled));
}

/**
 * Loads a legal page into the cache before it renders: the build's pre-render of the page, and the
 * browser before it hydrates that HTML (the first render must show the text, not a loader).
 */
export async function prefetchLegalDocument(
  client: QueryClient,
  request: Omit<LegalDocumentRequest, 'locale'>,
): Promise<void> {
  await client.fetchQuery(legalDocumentQueryOptions({ ...request, locale: LANGUAGE_LOCALES[request.language] }));
}
