import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/*
 * Signature Version 4 as S3 checks it, for the test stand-in: s3rver 3.7 checks the access key id
 * but not a V4 signature ("unimplemented"), so a wrong secret would pass unnoticed. Both ways of
 * signing are checked: the Authorization header (the SDK's calls) and a presigned address's query.
 */

interface SignatureFault {
  code: 'SignatureDoesNotMatch';
  message: string;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The query as S3 canonicalises it: every pair encoded once, sorted by name then value. */
function canonicalQuery(search: URLSearchParams, leaveOut: string | null): string {
  return [...search]
    .filter(([key]) => key !== leaveOut)
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

interface SignedParts {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
  leaveOut: string | null;
}

function signedPartsOf(request: IncomingMessage, url: URL): SignedParts | null {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
    const fields = Object.fromEntries(
      authorization
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    return {
      credential: fields.Credential ?? '',
      signedHeaders: fields.SignedHeaders ?? '',
      signature: fields.Signature ?? '',
      amzDate: String(request.headers['x-amz-date'] ?? ''),
      payloadHash: String(request.headers['x-amz-content-sha256'] ?? ''),
      leaveOut: null,
    };
  }
  if (url.searchParams.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    return {
      credential: url.searchParams.get('X-Amz-Credential') ?? '',
      signedHeaders: url.searchParams.get('X-Amz-SignedHeaders') ?? '',
      signature: url.searchParams.get('X-Amz-Signature') ?? '',
      amzDate: url.searchParams.get('X-Amz-Date') ?? '',
      payloadHash: 'UNSIGNED-PAYLOAD',
      leaveOut: 'X-Amz-Signature',
    };
  }
  return null;
}

/**
 * Null when the request is signed with `secrets[accessKeyId]` (or not signed at all: s3rver then
 * decides, as it does for an unknown key id), else what S3 would answer.
 */
export function checkSignature(request: IncomingMessage, secrets: Record<string, string>): SignatureFault | null {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const parts = signedPartsOf(request, url);
  if (!parts) return null;
  const [accessKeyId, date, region, service] = parts.credential.split('/');
  const secret = secrets[accessKeyId ?? ''];
  // an unknown key id is s3rver's to refuse (InvalidAccessKeyId)
  if (secret === undefined) return null;
  const headers = parts.signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    request.method,
    url.pathname,
    canonicalQuery(url.searchParams, parts.leaveOut),
    headers,
    parts.signedHeaders,
    parts.payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', parts.amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date ?? ''), region ?? ''), service ?? ''), 'aws4_request');
  const expected = hmac(key, toSign);
  const given = Buffer.from(parts.signature, 'hex');
  if (given.length === expected.length && timingSafeEqual(given, expected)) return null;
  return {
    code: 'SignatureDoesNotMatch',
    message:
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  };
}
