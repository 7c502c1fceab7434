import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubErrorEvent, scrubText, scrubUrl } from './error-event-scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTcifQ.c2lnbmF0dXJlLWJ5dGVz';

describe('error event scrubbing', () => {
  it('takes tokens, e-mails and query strings out of text', () => {
    expect(scrubText(`token ${JWT} expired`)).toBe('token [token] expired');
    expect(scrubText('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [token]');
    expect(scrubText('no account for Anna.Meier@rhein-stahl.example')).toBe('no account for [email]');
    expect(scrubText('Boom (GET /api/search?q=beams&email=a%40b.example)')).toBe('Boom (GET /api/search)');
    expect(scrubText('link /reset/3q2-Gk9_xY8mZk1L0pQwErTyUiOpAsDfGhJk')).toBe('link /reset/[token]');
    // ids and ordinary words stay
    expect(scrubText('order 4f1c2a9e-7b3d-4c5e-9f00-1a2b3c4d5e6f not found')).toBe(
      'order 4f1c2a9e-7b3d-4c5e-9f00-1a2b3c4d5e6f not found',
    );
  });

  it('drops the query string and fragment of an address', () => {
    expect(scrubUrl('https://steelyard.example/orders?email=a@b.example#top')).toBe('https://steelyard.example/orders');
  });

  it('keeps only harmless request fields and the user id', () => {
    const event = scrubErrorEvent({
      message: `failed for ${JWT}`,
      request: {
        method: 'POST',
        url: 'https://steelyard.example/api/auth/login?next=/orders',
        query_string: 'next=/orders',
        data: { email: 'a@b.example', password: 'secret' },
        cookies: { session: 's' },
        headers: { Authorization: `Bearer ${JWT}`, Cookie: 'session=s', 'User-Agent': 'test', Referer: 'x' },
      },
      user: { id: 'user-7', email: 'a@b.example', ip_address: '10.0.0.1' },
      exception: { values: [{ type: 'Error', value: 'no user a@b.example' }] },
      extra: { uri: '/api/users?email=a@b.example' },
      tags: { kind: 'API' },
    });
    expect(event).toEqual({
      message: 'failed for [token]',
      request: { method: 'POST', url: 'https://steelyard.example/api/auth/login', headers: { 'User-Agent': 'test' } },
      user: { id: 'user-7' },
      exception: { values: [{ type: 'Error', value: 'no user [email]' }] },
      extra: { uri: '/api/users' },
      tags: { kind: 'API' },
    });
  });

  it('scrubs breadcrumbs: their message and the URLs of their data', () => {
    expect(
      scrubBreadcrumb({
        category: 'fetch',
        message: 'sign-in of a@b.example',
        data: { url: '/api/search?q=x', method: 'GET', status_code: 200 },
      }),
    ).toEqual({
      category: 'fetch',
      message: 'sign-in of [email]',
      data: { url: '/api/search', method: 'GET', status_code: 200 },
    });
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/a?x=1', to: '/b?y=2' } })).toEqual({
      category: 'navigation',
      data: { from: '/a', to: '/b' },
    });
  });
});
