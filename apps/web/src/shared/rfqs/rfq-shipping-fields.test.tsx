import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { changeLanguage } from '../i18n/i18n';
import { RfqShippingFields } from './rfq-shipping-fields';
import { useMonthLabel, useOriginsLabel } from './shipping-labels';

// the test workers share the i18n instance: the next file expects English
afterEach(() => changeLanguage('en'));

describe('RFQ shipping labels', () => {
  it('name the delivery month and origins in the user language', async () => {
    const { result, rerender } = renderHook(() => ({ month: useMonthLabel(), origins: useOriginsLabel() }));
    expect(result.current.month('2027-02')).toBe('February 2027');
    expect(result.current.month(null)).toBe('');
    expect(result.current.origins([])).toBe('Any origin');
    expect(result.current.origins(['WESTERN_EUROPE'])).toBe('Western Europe (EU, UK, Switzerland, Norway)');
    await act(() => changeLanguage('de'));
    rerender();
    expect(result.current.month('2027-02')).toBe('Februar 2027');
    expect(result.current.origins([])).toBe('Beliebige Herkunft');
  });

  it('list the shipping fields, with the delivery address in place of the country when given', () => {
    const shipping = {
      preferredOrigins: ['WESTERN_EUROPE'],
      requiredDeliveryMonth: '2027-02',
      quoteDeadline: null,
      deliveryCountry: 'GB',
      comments: null,
    };
    const { unmount } = renderWithProviders(<RfqShippingFields shipping={shipping} />);
    expect(screen.getByText('Required delivery month', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'February 2027',
    );
    expect(screen.getByText('Delivery address', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'United Kingdom',
    );
    expect(screen.queryByText('Your reference')).not.toBeInTheDocument();
    expect(screen.queryByText('Comments for sellers')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <RfqShippingFields
        shipping={{ ...shipping, quoteRef: 'PO-77', comments: 'Mill certificates' }}
        deliveryAddress="Dock 4, Hull"
      />,
    );
    expect(screen.getByText('Delivery address', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Dock 4, Hull',
    );
    expect(screen.getByText('Your reference', { selector: 'dt' }).nextElementSibling?.textContent).toBe('PO-77');
    expect(screen.getByText('Comments for sellers', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Mill certificates',
    );
  });
});
