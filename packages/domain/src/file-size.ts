/**
 * A file size as shown (spec 001 §3): KB below 1,000,000 bytes, otherwise MB; one decimal below 10 KB and
 * for MB, whole KB from 10 KB. The unit follows the rounded number, so 999,999 bytes is 1.0 MB, never 1000 KB,
 * and 9,960 bytes is 10 KB, never 10.0 KB. Formatting the number for a language is the reader's part.
 */
export function fileSizeParts(bytes: number): { value: number; unit: 'KB' | 'MB'; fractionDigits: 0 | 1 } {
  if (bytes < 1_000_000) {
    const tenths = Math.round(bytes / 100) / 10;
    if (tenths < 10) return { value: tenths, unit: 'KB', fractionDigits: 1 };
    const whole = Math.round(bytes / 1000);
    if (whole < 1000) return { value: whole, unit: 'KB', fractionDigits: 0 };
  }
  return { value: Math.round(bytes / 100_000) / 10, unit: 'MB', fractionDigits: 1 };
}

export const FILE_UPLOAD_STATUSES = ['Uploading', 'Success', 'Error'] as const;
export type FileUploadStatus = (typeof FILE_UPLOAD_STATUSES)[number];
