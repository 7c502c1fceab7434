import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLoggerOptions } from './logger';

function captureLog(write: (logger: pino.Logger) => void): string {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  write(pino(createLoggerOptions('info'), stream));
  return output;
}

describe('createLoggerOptions', () => {
  it('redacts authorization headers, passwords and tokens', () => {
    const line = captureLog((log) =>
      log.info(
        {
          req: {
            method: 'POST',
            url: '/api/auth/login',
            headers: { authorization: 'Bearer eyJsecret', cookie: 'c=1' },
          },
          body: { username: 'a@b.example', password: 'Steelyard-Demo-2026!', refreshToken: 'r-secret' },
          reply: { accessToken: 'a-secret', token: 't-secret' },
        },
        'request',
      ),
    );
    expect(line).not.toMatch(/eyJsecret|Steelyard-Demo-2026|r-secret|a-secret|t-secret|c=1/);
    expect(line).toContain('[redacted]');
    expect(line).toContain('a@b.example');
  });
});
