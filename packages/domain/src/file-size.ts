/** File sizes show in KB below 1,000,000 bytes, otherwise in MB (spec 000 §5). */
export function formatFileSize(bytes: number): { value: string; unit: 'KB' | 'MB' } {
  if (bytes < 1_000_000) return { value: (bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0), unit: 'KB' };
  return { value: (bytes / 1_000_000).toFixed(1), unit: 'MB' };
}

export const FILE_UPLOAD_STATUSES = ['Uploading', 'Success', 'Error'] as const;
export type FileUploadStatus = (typeof FILE_UPLOAD_STATUSES)[number];
