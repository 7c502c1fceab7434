import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@steelyard/domain/constants';
import { renderMailTemplate } from './mail-templates';
import { NEGOTIATION_MAIL_CHANGES } from './negotiation-changed';

const params = {
  name: 'Eve',
  referenceNumber: 'NG-000012',
  listingNumber: 'SH-000042',
  price: 'GBP 612.50 / TON',
  link: 'http://steelyard.test/my-offers/details/l1',
};

describe('negotiation-changed', () => {
  it.each(LANGUAGES)('tells every change apart in %s, with the reference, the listing and the link', (locale) => {
    const subjects = new Set<string>();
    for (const change of NEGOTIATION_MAIL_CHANGES) {
      const mail = renderMailTemplate('negotiation-changed', locale, { ...params, change });
      subjects.add(mail.subject);
      expect(mail.subject).toContain('NG-000012');
      expect(mail.text).toContain('SH-000042');
      expect(mail.text).toContain('GBP 612.50 / TON');
      expect(mail.text).toContain(params.link);
    }
    expect(subjects.size).toBe(NEGOTIATION_MAIL_CHANGES.length);
  });

  it('leaves the price out when the change names none', () => {
    const mail = renderMailTemplate('negotiation-changed', 'en', { ...params, change: 'EXPIRED', price: null });
    expect(mail.text).not.toContain('Price:');
  });
});
