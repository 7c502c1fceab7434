import { documentExchangeReply, type DocumentExchangeReply } from '@steelyard/domain/documents';
import { apiRequest } from '../api/api-client';

/** `GET api/universal/documents/{id}/exchange`: a short-lived address to open or download the file. */
export function getDocumentExchange(documentId: string): Promise<DocumentExchangeReply> {
  return apiRequest(`universal/documents/${encodeURIComponent(documentId)}/exchange`, {
    schema: documentExchangeReply,
    // another organisation's or a deleted file is an answer shown on the screen, not a fault
    isExpectedError: (error) => error.kind === 'NOT_FOUND',
  });
}

/**
 * Opens a document in a new tab through the exchange call. The tab is opened before the call so
 * popup blockers see the user's click; it is closed again when the call fails.
 */
export async function openDocument(documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await getDocumentExchange(documentId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
