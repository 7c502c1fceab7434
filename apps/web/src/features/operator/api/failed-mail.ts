import { failedMailList, type FailedMailList } from '@steelyard/domain/mail-outbox';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';

/** The list's page (the server allows up to 100). */
export const FAILED_MAIL_PAGE_SIZE = 50;

/** One page of the e-mails that will not arrive, newest first (for the collection hook). */
export function fetchFailedMailPage({ limit, offset, signal }: PageRequest): Promise<FailedMailList> {
  return apiRequest('admin/mail-outbox/failed', { query: { limit, offset }, schema: failedMailList, signal });
}
