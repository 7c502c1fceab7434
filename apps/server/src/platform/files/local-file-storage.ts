import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  signedUrlExpiry,
  StoredFileNotFoundError,
  type FileStorage,
  type StoredFile,
} from './file-storage';
import type { FileGrant, FileTokenSigner } from './signed-file-tokens';

/** The path prefix of the download route that serves the local store's signed addresses. */
export const LOCAL_FILES_ROUTE = '/api/files';

export interface LocalFileStorage extends FileStorage {
  readonly driver: 'local';
  /** The grant of a signed token and the file it names; null for a bad or expired token. */
  openSigned(token: string, now: Date): Promise<{ grant: FileGrant; file: StoredFile } | null>;
}

/** True for the local store, whose addresses this server serves itself. */
export function isLocalFileStorage(storage: FileStorage): storage is LocalFileStorage {
  return storage.driver === 'local' && 'openSigned' in storage;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a directory of this machine; addresses signed by us and served by GET /api/files/:token. */
export function createLocalFileStorage(dir: string, signer: FileTokenSigner): LocalFileStorage {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  const get = async (key: string): Promise<StoredFile> => {
    const file = pathOf(key);
    try {
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size };
    } catch (error) {
      if (isMissing(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
  };
  return {
    driver: 'local',
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // written aside, then renamed: a reader never sees half a file, a crash leaves no partial one under the key
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async signedReadUrl(key, options) {
      assertStorageKey(key);
      const expiresAt = signedUrlExpiry(options.now, options.ttlSeconds);
      const token = signer.sign({
        key,
        contentType: options.contentType,
        fileName: options.fileName,
        disposition: options.disposition,
        expiresAt,
      });
      // root-relative: it works on whatever host and port the web app reached the API through
      return { url: `${LOCAL_FILES_ROUTE}/${token}`, expiresAt };
    },
    async openSigned(token, now) {
      const grant = signer.verify(token, now);
      if (!grant) return null;
      return { grant, file: await get(grant.key) };
    },
  };
}
