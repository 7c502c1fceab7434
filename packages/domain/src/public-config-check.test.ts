import { describe, expect, it } from 'vitest';
import { checkPublicConfigReply } from './public-config-check';
import { publicConfigReply } from './public-config';

const valid = {
  analytics: { apiKey: 'key', serverUrl: 'https://analytics.example' },
  errorReporting: { dsn: 'https://dsn.example/1', environment: 'production', release: 'steelyard@1.0.0' },
  captcha: { provider: 'recaptcha', siteKey: 'site' },
  region: 'DE',
  supportEmail: 'support@steelyard.example',
  exchangeRates: { EUR: 1, GBP: 1.16 },
};

const samples: [string, unknown][] = [
  ['every integration', valid],
  [
    'no integration, no rates',
    { ...valid, analytics: null, errorReporting: null, captcha: null, exchangeRates: undefined },
  ],
  ['extra fields (dropped)', { ...valid, extra: 1, analytics: { ...valid.analytics, more: true } }],
  ['not an object', 'config'],
  ['null', null],
  ['an array', []],
  ['a missing integration', { ...valid, captcha: undefined }],
  ['an integration without a field', { ...valid, analytics: { apiKey: 'key' } }],
  ['an integration with a number', { ...valid, errorReporting: { dsn: 1, environment: 'x' } }],
  ['an integration as an array', { ...valid, captcha: ['recaptcha', 'site'] }],
  ['an unknown region', { ...valid, region: 'FR' }],
  ['a missing region', { ...valid, region: undefined }],
  ['a support e-mail as a number', { ...valid, supportEmail: 1 }],
  ['rates as null', { ...valid, exchangeRates: null }],
  ['a rate of zero', { ...valid, exchangeRates: { EUR: 1, GBP: 0 } }],
  ['a negative rate', { ...valid, exchangeRates: { GBP: -1 } }],
  ['a rate as text', { ...valid, exchangeRates: { GBP: '1.16' } }],
  ['a currency of four letters', { ...valid, exchangeRates: { GBPX: 1 } }],
  ['no rates at all (empty)', { ...valid, exchangeRates: {} }],
];

describe('checkPublicConfigReply', () => {
  it.each(samples)('accepts and reads %s exactly as publicConfigReply does', (_name, sample) => {
    const schema = publicConfigReply.safeParse(sample);
    const check = checkPublicConfigReply(sample);
    expect(check.success).toBe(schema.success);
    if (check.success && schema.success) expect(check.data).toEqual(schema.data);
  });

  it('names the fields that do not match', () => {
    const check = checkPublicConfigReply({ ...valid, region: 'FR', supportEmail: null });
    expect(check.success ? [] : check.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'region',
      'supportEmail',
    ]);
  });
});
