import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { changeLanguage } from '../i18n/i18n';
import { AddressLines, type ShownAddress } from './address-lines';

// the test workers share the i18n instance: the next file expects English
afterEach(() => changeLanguage('en'));

const HAMBURG: ShownAddress = {
  name: 'Nordstahl GmbH',
  addressLine1: 'Hafenstraße 12',
  addressLine2: 'Halle 3',
  city: 'Hamburg',
  postalCode: '20457',
  country: 'DE',
  phone: '+49 40 123456',
};

const LEEDS: ShownAddress = {
  name: 'Demo Steel – Leeds',
  addressLine1: '5 Canal Wharf',
  addressLine2: null,
  city: 'Leeds',
  postalCode: 'LS11 5PS',
  country: 'GB',
  phone: null,
};

/** The address element and the text of each of its lines. */
function shown(ui: React.ReactNode) {
  const { container } = renderWithProviders(ui);
  const address = container.querySelector('address')!;
  return { address, lines: () => Array.from(address.children, (line) => line.textContent) };
}

describe('AddressLines', () => {
  it('writes an address as on a letter, in an <address> set upright', () => {
    const { address, lines } = shown(<AddressLines address={HAMBURG} />);
    expect(lines()).toEqual(['Nordstahl GmbH', 'Hafenstraße 12', 'Halle 3', '20457 Hamburg', 'Germany']);
    expect(address.style.fontStyle).toBe('normal');
  });

  it('writes a British address with the city first and the postcode on its own line', () => {
    const { lines } = shown(<AddressLines address={LEEDS} />);
    expect(lines()).toEqual(['Demo Steel – Leeds', '5 Canal Wharf', 'Leeds', 'LS11 5PS', 'United Kingdom']);
  });

  it('writes the compact form in three lines: name, street lines, postcode city and country', () => {
    expect(shown(<AddressLines address={HAMBURG} compact />).lines()).toEqual([
      'Nordstahl GmbH',
      'Hafenstraße 12, Halle 3',
      '20457 Hamburg, Germany',
    ]);
  });

  it('applies the postcode rule to Irish, Manx and Channel Islands addresses as well', () => {
    const dublin = { ...LEEDS, name: 'Liffey Metals', city: 'Dublin 2', postalCode: 'D02 X285', country: 'IE' };
    expect(
      shown(<AddressLines address={dublin} compact />)
        .lines()
        .at(-1),
    ).toBe('Dublin 2 D02 X285, Ireland');
    const jersey = { ...LEEDS, city: 'St Helier', postalCode: 'JE2 3NN', country: 'JE' };
    expect(
      shown(<AddressLines address={jersey} />)
        .lines()
        .slice(2, 4),
    ).toEqual(['St Helier', 'JE2 3NN']);
  });

  it('adds the phone line only when asked and when the address has a number', () => {
    expect(
      shown(<AddressLines address={HAMBURG} withPhone />)
        .lines()
        .at(-1),
    ).toBe('Phone: +49 40 123456');
  });

  it('leaves the phone out by default and when there is none', () => {
    expect(shown(<AddressLines address={HAMBURG} />).lines()).not.toContain('Phone: +49 40 123456');
    expect(
      shown(<AddressLines address={LEEDS} withPhone />)
        .lines()
        .at(-1),
    ).toBe('United Kingdom');
  });

  it('names the country and labels the phone in the active language', async () => {
    const full = shown(<AddressLines address={HAMBURG} withPhone />);
    const compact = shown(<AddressLines address={LEEDS} compact />);
    await act(() => changeLanguage('de'));
    expect(full.lines().slice(-2)).toEqual(['Deutschland', 'Telefon: +49 40 123456']);
    expect(compact.lines().at(-1)).toBe('Leeds LS11 5PS, Vereinigtes Königreich');
    await act(() => changeLanguage('es'));
    expect(full.lines().slice(-2)).toEqual(['Alemania', 'Teléfono: +49 40 123456']);
    expect(compact.lines().at(-1)).toBe('Leeds LS11 5PS, Reino Unido');
  });
});
