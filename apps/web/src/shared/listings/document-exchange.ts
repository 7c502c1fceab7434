import { documentExchangeReply, type DocumentExchangeReply, type DocumentVariant } from '@steelyard/domain/documents';
import { apiRequest } from '../api/api-client';

/** `GET api/universal/documents/{id}/exchange`: a short-lived address to open or download the file, or a picture's thumbnail. */
export function getDocumentExchange(
  documentId: string,
  variant: DocumentVariant = 'original',
): Promise<DocumentExchangeReply> {
  return apiRequest(`universal/documents/${encodeURIComponent(documentId)}/exchange`, {
    query: { variant: variant === 'thumbnail' ? variant : undefined },
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
