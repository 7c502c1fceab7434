import type { FileStorageConfig } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createFileTokenSigner } from './signed-file-tokens';

/** The store of the configuration: a local directory (default) or an S3-compatible bucket. */
export async function createFileStorage(config: FileStorageConfig, signingSecret: string): Promise<FileStorage> {
  if (config.driver === 's3') {
    // the AWS SDK is large: loaded only by servers that use it (start-up time)
    const { createS3FileStorage } = await import('./s3-file-storage');
    return createS3FileStorage(config);
  }
  return createLocalFileStorage(config.dir, createFileTokenSigner(signingSecret));
}
