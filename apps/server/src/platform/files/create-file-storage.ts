import type { FileStorageConfig } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createFileTokenSigner } from './signed-file-tokens';

/** The store of the configuration: a local directory (default) or an S3-compatible bucket, checked usable first. */
export async function createFileStorage(config: FileStorageConfig, signingSecret: string): Promise<FileStorage> {
  if (config.driver === 's3') {
    // the AWS SDK is large: loaded only by servers that use it (start-up time)
    const { assertS3BucketUsable, createS3Client, createS3FileStorage } = await import('./s3-file-storage');
    const client = createS3Client(config);
    // wrong credentials or a missing bucket stop the start with S3's reason, not the first upload
    await assertS3BucketUsable(config, client);
    return createS3FileStorage(config, client);
  }
  return createLocalFileStorage(config.dir, createFileTokenSigner(signingSecret));
}
