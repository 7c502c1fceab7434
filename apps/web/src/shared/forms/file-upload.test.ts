import { describe, expect, it } from 'vitest';
import { fileUploadReducer, validateFile } from './file-upload';

describe('file upload model', () => {
  it('validates type and size with the generic messages', () => {
    const rules = { maxBytes: 5_000_000, accept: ['application/pdf', '.xlsx'] };
    expect(validateFile({ name: 'cert.pdf', size: 1000, type: 'application/pdf' }, rules)).toBeNull();
    expect(validateFile({ name: 'list.XLSX', size: 1000, type: '' }, rules)).toBeNull();
    expect(validateFile({ name: 'virus.exe', size: 10, type: 'application/x-msdownload' }, rules)).toEqual({
      key: 'shared.validation.unsupportedFileType',
    });
    expect(validateFile({ name: 'big.pdf', size: 6_000_000, type: 'application/pdf' }, rules)).toEqual({
      key: 'shared.validation.fileTooLarge',
      values: { sizeLimitInMegabytes: 5 },
    });
  });

  it('moves an upload from Uploading to Success or Error', () => {
    let entries = fileUploadReducer([], { type: 'started', id: '1', fileName: 'a.pdf', size: 10 });
    entries = fileUploadReducer(entries, { type: 'started', id: '2', fileName: 'b.pdf', size: 20 });
    expect(entries.map((e) => e.status)).toEqual(['Uploading', 'Uploading']);
    entries = fileUploadReducer(entries, { type: 'succeeded', id: '1' });
    entries = fileUploadReducer(entries, { type: 'failed', id: '2', error: { key: 'shared.fileUpload.error' } });
    expect(entries.map((e) => e.status)).toEqual(['Success', 'Error']);
    expect(fileUploadReducer(entries, { type: 'removed', id: '1' }).map((e) => e.id)).toEqual(['2']);
  });
});
