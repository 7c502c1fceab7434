import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@steelyard/domain/constants';
import type { PublicConfigReply } from '@steelyard/domain/public-config';
import { PATHS } from '../shared/navigation/paths';

/**
 * The signed-out pages the web build renders to HTML (issue 25, decision 2: HTML before an app): the
 * sign-in routes and the legal pages, per language, the legal pages per region too. The server sends a
 * page's file for exactly its path (apps/server/src/platform/static-spa.ts), index.html for the rest.
 */
export interface PrerenderedPage {
  path: string;
  /** The address rendered when the page is always opened with one (a password link carries its token). */
  search?: string;
  /** The page shows the deployment's region (legal texts): one file per region. */
  perRegion?: boolean;
  /** The page shows what the public config says (support address, region): the client reads it before hydrating. */
  needsConfig?: boolean;
  /**
   * Whether the first render in this browser shows what was rendered at build time; when not, the app
   * replaces the HTML once its page is ready instead of hydrating it (no mismatch to repair).
   */
  hydrates?: (location: { search: string }) => boolean;
  /** Puts what the page shows into the query cache before it renders (the server's render and the hydrating one). */
  prepare?: (client: QueryClient, request: PrepareRequest) => Promise<void>;
}

export interface PrepareRequest {
  language: Language;
  config: PublicConfigReply;
}

// a reset or activation link carries its token: rendered with one, the page shows "checking your link"
const withLinkToken = ({ search }: { search: string }) => {
  const token = new URLSearchParams(search).get('token') ?? '';
  return token.length > 0 && token.length <= 256;
};

const legalPage = (path: string, page: 'contact' | 'privacy' | 'terms' | 'acceptableUse'): PrerenderedPage => ({
  path,
  perRegion: true,
  needsConfig: true,
  prepare: async (client, { language, config }) => {
    // imported here: the sign-in pages' JS does not carry the legal feature
    const { prefetchLegalDocument } = await import('../features/legal/api/load-legal-document');
    await prefetchLegalDocument(client, { page, language, region: config.region, supportEmail: config.supportEmail });
  },
});

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: PATHS.login },
  { path: PATHS.forgotPassword },
  { path: PATHS.resetPassword, search: '?token=prerendered', hydrates: withLinkToken },
  { path: PATHS.setNewPassword, search: '?token=prerendered', hydrates: withLinkToken },
  // without the challenge this tab stored, the page is its frame only; after a reload the app replaces it
  { path: PATHS.challengeRespond, hydrates: () => false },
  { path: PATHS.requestAccount, needsConfig: true },
  legalPage(PATHS.contactDetails, 'contact'),
  legalPage(PATHS.privacyPolicy, 'privacy'),
  legalPage(PATHS.termsAndConditions, 'terms'),
  legalPage(PATHS.acceptableUse, 'acceptableUse'),
];

/** The pre-rendered page of a path, if it is one. */
export function findPrerenderedPage(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === pathname);
}
