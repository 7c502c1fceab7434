import type { FileUploadStatus } from '@steelyard/domain/file-size';
import { VALIDATION_MESSAGES } from './validation-messages';

/** One file in an upload list and where its upload stands. */
export interface FileUploadEntry {
  id: string;
  fileName: string;
  size: number;
  status: FileUploadStatus;
  /** Catalogue key and values of the failure, when status is Error. */
  error?: { key: string; values?: Record<string, string | number> };
}

export interface FileRules {
  maxBytes: number;
  /** MIME types or extensions (".xlsx"); empty accepts everything. */
  accept: readonly string[];
}

/** Checks size and type before uploading; returns the message (key and values) or null. */
export function validateFile(
  file: { name: string; size: number; type: string },
  rules: FileRules,
): FileUploadEntry['error'] | null {
  const extension = file.name.includes('.') ? `.${file.name.split('.').pop()!.toLowerCase()}` : '';
  const typeOk =
    rules.accept.length === 0 ||
    rules.accept.some((a) => (a.startsWith('.') ? a.toLowerCase() === extension : a === file.type));
  if (!typeOk) return { key: VALIDATION_MESSAGES.unsupportedFileType };
  if (file.size > rules.maxBytes) {
    return {
      key: VALIDATION_MESSAGES.fileTooLarge,
      values: { sizeLimitInMegabytes: Math.round((rules.maxBytes / 1_000_000) * 10) / 10 },
    };
  }
  return null;
}

export type FileUploadAction =
  | { type: 'started'; id: string; fileName: string; size: number }
  | { type: 'succeeded'; id: string }
  | { type: 'failed'; id: string; error: NonNullable<FileUploadEntry['error']> }
  | { type: 'removed'; id: string };

/** The upload list: Uploading when added, then Success or Error (spec 000 §3). */
export function fileUploadReducer(entries: readonly FileUploadEntry[], action: FileUploadAction): FileUploadEntry[] {
  switch (action.type) {
    case 'started':
      return [
        ...entries.filter((e) => e.id !== action.id),
        { id: action.id, fileName: action.fileName, size: action.size, status: 'Uploading' },
      ];
    case 'succeeded':
      return entries.map((e) =>
        e.id === action.id ? { id: e.id, fileName: e.fileName, size: e.size, status: 'Success' } : e,
      );
    case 'failed':
      return entries.map((e) => (e.id === action.id ? { ...e, status: 'Error', error: action.error } : e));
    case 'removed':
      return entries.filter((e) => e.id !== action.id);
  }
}
