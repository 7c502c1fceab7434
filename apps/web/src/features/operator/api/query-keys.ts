export const operatorDocumentKeys = {
  all: ['operator', 'documents'] as const,
  thumbnail: (documentId: string) => [...operatorDocumentKeys.all, 'exchange', documentId, 'thumbnail'] as const,
};
