import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ConfigError, type FileStorageConfig } from '../config';
import {
  assertStorageKey,
  contentDisposition,
  servedDisposition,
  signedUrlExpiry,
  StoredFileNotFoundError,
  type FileStorage,
} from './file-storage';

export type S3StorageConfig = Extract<FileStorageConfig, { driver: 's3' }>;

/** The SDK client of the configuration (also used by tests to presign without a network). */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // a copy: the SDK marks the object it is given (`$source`)
    ...(config.credentials ? { credentials: { ...config.credentials } } : {}),
    // the SDK's default CRC checksums are refused by many S3-compatible stores (older MinIO, Ceph);
    // send and check them only where S3 requires them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** The bucket of the configuration cannot be used: refused at start, naming the bucket, the place and S3's answer. */
export class S3BucketUnavailableError extends ConfigError {}

/** Where the bucket is, as an operator configured it. */
const placeOf = (config: S3StorageConfig) =>
  config.endpoint ? `at ${config.endpoint}` : `on AWS S3 (region ${config.region})`;

/** S3's code and message (AccessDenied, InvalidAccessKeyId, NoSuchBucket, …), or the network's; no closing period. */
function describeS3Error(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message || error.name : String(error);
  const described =
    error instanceof S3ServiceException
      ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'}): ${error.message}`
      : typeof code === 'string' && !message.includes(code)
        ? `${code}: ${message}`
        : message;
  return described.replace(/\.$/, '');
}

/** A prefix no file is stored under: the start's listing answers nothing, whatever the bucket holds. */
const START_CHECK_PREFIX = 'steelyard-start-check/';

/**
 * Lists the bucket (under a prefix that holds nothing), so a server with a wrong key, secret, bucket
 * or endpoint refuses to start rather than failing its first upload. A listing, not HeadBucket: HEAD
 * answers carry no body, so S3's error code would be lost; both need s3:ListBucket. An empty answer
 * is never truncated: s3rver fails to make a continuation token on Node ≥ 17 (DES in OpenSSL 3).
 */
export async function assertS3BucketUsable(config: S3StorageConfig, client: S3Client): Promise<void> {
  try {
    await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: START_CHECK_PREFIX, MaxKeys: 1 }));
  } catch (error) {
    throw new S3BucketUnavailableError(
      `The S3 bucket "${config.bucket}" ${placeOf(config)} cannot be used: ${describeS3Error(error)}. ` +
        'Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(the key needs s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on the bucket).',
      { cause: error },
    );
  }
}

/** Files in an S3-compatible bucket; downloads go straight to the bucket through presigned GET addresses. */
export function createS3FileStorage(config: S3StorageConfig, client: S3Client = createS3Client(config)): FileStorage {
  const Bucket = config.bucket;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // in Node the body is an IncomingMessage, a Readable
        return { stream: object.Body as Readable, size: object.ContentLength ?? null };
      } catch (error) {
        if (isNotFound(error)) throw new StoredFileNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with success too
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedReadUrl(key, options) {
      assertStorageKey(key);
      // the bucket answers with our type and name, whatever the object's metadata says; a PDF as an
      // attachment (S3 cannot be told to send a CSP, and a bucket on our own domain would be our site)
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: contentDisposition(
          servedDisposition(options.contentType, options.disposition),
          options.fileName,
        ),
      });
      const url = await getSignedUrl(client, command, { expiresIn: options.ttlSeconds, signingDate: options.now });
      return { url, expiresAt: signedUrlExpiry(options.now, options.ttlSeconds) };
    },
  };
}
