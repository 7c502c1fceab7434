import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, StoredFileNotFoundError } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createFileTokenSigner } from './signed-file-tokens';

const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-local-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = createLocalFileStorage(dir, createFileTokenSigner('a-secret-of-at-least-32-characters!!'));
const now = new Date('2026-03-02T10:00:00.400Z');

describe('local file storage', () => {
  it('puts, reads, replaces and deletes files under their key', async () => {
    await storage.put('documents/org/one', Buffer.from('first'), 'text/plain');
    const stored = await storage.get('documents/org/one');
    expect(stored.size).toBe(5);
    expect(await text(stored.stream)).toBe('first');
    await storage.put('documents/org/one', Buffer.from('second'), 'text/plain');
    expect(await text((await storage.get('documents/org/one')).stream)).toBe('second');
    // no partial files stay behind
    expect(readdirSync(path.join(dir, 'documents/org'))).toEqual(['one']);
    await storage.delete('documents/org/one');
    await expect(storage.get('documents/org/one')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    // deleting again is no error
    await storage.delete('documents/org/one');
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../outside', 'documents/../../etc/passwd', '/etc/passwd', 'a//b', '.hidden', 'a/b/']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });

  it('signs read addresses that open the file until they expire', async () => {
    await storage.put('documents/org/two', Buffer.from('bytes'), 'image/png');
    const signed = await storage.signedReadUrl('documents/org/two', {
      contentType: 'image/png',
      fileName: 'coil.png',
      disposition: 'inline',
      now,
      ttlSeconds: 300,
    });
    // whole seconds, as S3 counts them
    expect(signed.expiresAt.toISOString()).toBe('2026-03-02T10:05:00.000Z');
    const token = signed.url.replace('/api/files/', '');
    const opened = await storage.openSigned(token, new Date('2026-03-02T10:04:59.999Z'));
    expect(opened?.grant).toEqual({
      key: 'documents/org/two',
      contentType: 'image/png',
      fileName: 'coil.png',
      disposition: 'inline',
      expiresAt: signed.expiresAt,
    });
    expect(await text(opened!.file.stream)).toBe('bytes');
    expect(await storage.openSigned(token, signed.expiresAt)).toBeNull();
    // another server secret does not accept it
    const other = createLocalFileStorage(dir, createFileTokenSigner('another-secret-of-at-least-32-chars'));
    expect(await other.openSigned(token, now)).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'list.xlsx')).toBe(
      `attachment; filename="list.xlsx"; filename*=UTF-8''list.xlsx`,
    );
    expect(contentDisposition('inline', `Zeugnis "Müller's" (1)\r\n.pdf`)).toBe(
      `inline; filename="Zeugnis _M_ller's_ (1)__.pdf"; filename*=UTF-8''Zeugnis%20%22M%C3%BCller%27s%22%20%281%29%0D%0A.pdf`,
    );
  });
});
