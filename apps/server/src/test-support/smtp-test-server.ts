import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as the SMTP server got it: the envelope, whether it came over TLS, and the raw RFC 5322 text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  authMethod: string | undefined;
  secure: boolean;
  raw: string;
}

/** What the server answers to RCPT TO or at the end of DATA: accept (null), or this reply. */
export type SmtpAnswer = { code: number; message: string } | null;

export interface SmtpTestServer {
  port: number;
  url(scheme?: 'smtp' | 'smtps'): string;
  received: ReceivedMail[];
  /** Sets the answer to the next recipients (null accepts). */
  answerRcpt(answer: SmtpAnswer): void;
  /** Sets the answer to the next messages once their data is in (null accepts); `received` keeps them either way. */
  answerData(answer: SmtpAnswer): void;
  close(): Promise<void>;
}

export const SMTP_TEST_USER = 'steelyard';
export const SMTP_TEST_PASSWORD = 'p@ss word/1';

/**
 * A real SMTP server (smtp-server, as relays speak it) on loopback that requires a login
 * (SMTP_TEST_USER / SMTP_TEST_PASSWORD) with `authMethods`. With `tls` it offers STARTTLS
 * (or speaks TLS at once with `secure`) and accepts a login only once the connection is encrypted.
 */
export async function startSmtpTestServer(
  options: {
    authMethods?: ('PLAIN' | 'LOGIN')[];
    tls?: { key: string; cert: string };
    secure?: boolean;
    port?: number;
  } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let rcptAnswer: SmtpAnswer = null;
  let dataAnswer: SmtpAnswer = null;
  const replyOf = (answer: NonNullable<SmtpAnswer>) =>
    Object.assign(new Error(answer.message), { responseCode: answer.code });
  const serverOptions: SMTPServerOptions = {
    authMethods: options.authMethods ?? ['PLAIN', 'LOGIN'],
    // without TLS the login has to go in clear (SMTP_REQUIRE_TLS=false); with TLS it never may
    allowInsecureAuth: !options.tls,
    disabledCommands: options.tls ? [] : ['STARTTLS'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert, secure: options.secure ?? false } : {}),
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) {
        callback(null, { user: `${auth.username}:${auth.method}` });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onRcptTo(_address, _session, callback) {
      callback(rcptAnswer ? replyOf(rcptAnswer) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const [user, authMethod] = String(session.user ?? '').split(':');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: user || undefined,
          authMethod,
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(dataAnswer ? replyOf(dataAnswer) : null);
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = `${encodeURIComponent(SMTP_TEST_USER)}:${encodeURIComponent(SMTP_TEST_PASSWORD)}`;
  return {
    port,
    url: (scheme = 'smtp') => `${scheme}://${credentials}@127.0.0.1:${port}`,
    received,
    answerRcpt: (answer) => {
      rcptAnswer = answer;
    },
    answerData: (answer) => {
      dataAnswer = answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A self-signed certificate for `localhost` and 127.0.0.1, made by the openssl CLI into a fresh
 * directory under the system's temporary directory: no private key is committed (scanners flag
 * one, and a committed certificate expires one day); the certificate is its own CA for SMTP_TLS_CA_FILE.
 */
export function createSelfSignedCertificate(): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-smtp-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** The header fields of a raw message (folded lines unfolded), names in lowercase; a name may repeat. */
export function parseHeaders(raw: string): Map<string, string[]> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}
