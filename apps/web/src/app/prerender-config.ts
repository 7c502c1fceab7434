import type { PublicConfigReply } from '@steelyard/domain/public-config';

/**
 * What of the public config a pre-rendered page shows (the legal texts' region, the support address), as
 * the page's root carries it: the browser hydrates only when its config says the same. The server puts
 * the deployment's support address into the HTML in place of the fallback one the build rendered.
 */
export function configSignature(config: Pick<PublicConfigReply, 'region' | 'supportEmail'>): string {
  return `${config.region} ${config.supportEmail}`;
}
