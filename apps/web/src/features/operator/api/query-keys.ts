/** The operator's queues and lists; the collection hook adds each load's sort and filter. */
export const operatorListKeys = {
  all: ['operator', 'lists'] as const,
  addressQueue: () => [...operatorListKeys.all, 'address-queue'] as const,
  listingReview: () => [...operatorListKeys.all, 'listing-review'] as const,
  rfqReview: () => [...operatorListKeys.all, 'rfq-review'] as const,
  auditLog: () => [...operatorListKeys.all, 'audit-log'] as const,
  orders: () => [...operatorListKeys.all, 'orders'] as const,
  failedMail: () => [...operatorListKeys.all, 'failed-mail'] as const,
};

export const operatorDocumentKeys = {
  all: ['operator', 'documents'] as const,
  thumbnail: (documentId: string) => [...operatorDocumentKeys.all, 'exchange', documentId, 'thumbnail'] as const,
};
