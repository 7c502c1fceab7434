import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { smtpTransportOptions } from './smtp-transport';

const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-smtp-config-'));
const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const caFile = path.join(dir, 'ca.pem');
writeFileSync(caFile, pem);
const notPem = path.join(dir, 'key.txt');
writeFileSync(notPem, 'not a certificate');

describe('SMTP settings', () => {
  it('requires STARTTLS by default, verifies certificates and decodes the credentials of SMTP_URL', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mailer%40corp:p%40ss%20word@relay.example:587' });
    expect(config.mail).toMatchObject({ smtpRequireTls: true, smtpTlsCa: null });
    expect(smtpTransportOptions({ ...config.mail, smtpUrl: config.mail.smtpUrl! })).toMatchObject({
      host: 'relay.example',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'mailer@corp', pass: 'p@ss word' },
      tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
    });
  });

  it('speaks TLS at once for smtps:// (465 by default) and adds SMTP_TLS_CA_FILE to the system CAs', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://relay.example', SMTP_TLS_CA_FILE: caFile });
    const options = smtpTransportOptions({ ...config.mail, smtpUrl: config.mail.smtpUrl! });
    expect(options).toMatchObject({ port: 465, secure: true, requireTLS: false, auth: undefined });
    expect(options.tls.ca).toEqual([...rootCertificates, pem]);
  });

  it('lets SMTP_REQUIRE_TLS=false send in clear to a relay without TLS', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25', SMTP_REQUIRE_TLS: 'false' });
    expect(smtpTransportOptions({ ...config.mail, smtpUrl: config.mail.smtpUrl! })).toMatchObject({
      port: 25,
      requireTLS: false,
    });
  });

  it('refuses at start a CA file it cannot read or that holds no certificate, and TLS options in the URL', () => {
    expect(() => loadConfig({ SMTP_TLS_CA_FILE: path.join(dir, 'missing.pem') })).toThrow(
      /SMTP_TLS_CA_FILE: cannot read/,
    );
    expect(() => loadConfig({ SMTP_TLS_CA_FILE: notPem })).toThrow(/SMTP_TLS_CA_FILE: .* holds no PEM certificate/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://relay.example:587?tls.rejectUnauthorized=false' })).toThrow(
      /SMTP_URL takes no query options/,
    );
    expect(() => loadConfig({ SMTP_REQUIRE_TLS: 'maybe' })).toThrow(/SMTP_REQUIRE_TLS/);
  });
});
