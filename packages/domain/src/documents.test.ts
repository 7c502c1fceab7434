import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_KIND_RULES,
  documentUploadFields,
  fileTooLargeMessage,
  MAX_DOCUMENT_BYTES,
  sizeLimitInMegabytes,
} from './documents';

describe('document rules', () => {
  it('limits pictures and package lists to 10 MB and certificates to 20 MB', () => {
    expect(DOCUMENT_KIND_RULES.PICTURE.maxBytes).toBe(10_000_000);
    expect(DOCUMENT_KIND_RULES.PACKAGE_LIST.maxBytes).toBe(10_000_000);
    expect(DOCUMENT_KIND_RULES.CERTIFICATE.maxBytes).toBe(20_000_000);
    expect(MAX_DOCUMENT_BYTES).toBe(20_000_000);
  });

  it('fills the size message of spec 001 §5', () => {
    expect(fileTooLargeMessage(10_000_000)).toBe('File must be less than 10MB');
    expect(fileTooLargeMessage(2_500_000)).toBe('File must be less than 2.5MB');
    expect(sizeLimitInMegabytes(20_000_000)).toBe(20);
  });

  it('takes the last modification as an ISO date-time or as milliseconds', () => {
    expect(documentUploadFields.safeParse({ kind: 'PICTURE', lastModifiedDate: '1767225600000' }).success).toBe(true);
    expect(documentUploadFields.safeParse({ kind: 'PICTURE', lastModifiedDate: '2026-01-01T00:00:00Z' }).success).toBe(
      true,
    );
    expect(documentUploadFields.safeParse({ kind: 'PICTURE', lastModifiedDate: 'yesterday' }).success).toBe(false);
    expect(documentUploadFields.safeParse({ kind: 'VIDEO' }).success).toBe(false);
  });
});
