import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { addressFields } from '@steelyard/domain/addresses';
import { catalogues } from '../../test/catalogues';
import { renderWithProviders } from '../../test/render';
import { countryName, countryOptions } from '../i18n/country-names';
import { AddressForm } from './address-form';
import { addressFormValues, addressIssueKey, toAddressBody, type AddressFormValues } from './address-values';

const ADDRESS = {
  name: 'Demo Steel – Leeds',
  addressLine1: '5 Canal Wharf',
  addressLine2: '',
  city: 'Leeds',
  postalCode: 'LS11 5PS',
  country: 'GB',
  phone: '',
};

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues.en);

function messages(value: unknown): string[] {
  const result = addressFields.safeParse(value, { error: addressIssueKey });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${text(i.message) as string}`);
}

describe('address rules (spec 000 §5)', () => {
  it('needs company name, line 1, city, postcode and country; line 2 and phone are optional', () => {
    expect(messages(ADDRESS)).toEqual([]);
    expect(messages({ ...ADDRESS, name: ' ', addressLine1: '', city: '', postalCode: '', country: '' })).toEqual([
      'name: This field is required.',
      'addressLine1: This field is required.',
      'city: This field is required.',
      'postalCode: This field is required.',
      // the domain names its own message; the form's select shows "This field is required." for it
      'country: undefined',
    ]);
    expect(addressFields.safeParse({ ...ADDRESS, country: 'XX' }).success).toBe(false);
    expect(addressFields.parse({ ...ADDRESS, country: 'de' }).country).toBe('DE');
    expect(messages({ ...ADDRESS, phone: 'call me' })).toEqual([
      'phone: Please enter a phone number with digits, spaces and + ( ) . / - only.',
    ]);
    expect(messages({ ...ADDRESS, postalCode: 'x'.repeat(17) })).toEqual([
      'postalCode: Maximum characters limit exceeded.',
    ]);
  });

  it('hands over empty optional fields as null', () => {
    expect(toAddressBody(addressFields.parse(ADDRESS))).toMatchObject({
      addressLine2: null,
      phone: null,
      country: 'GB',
    });
  });

  it("starts a new address with the given name and country, a stored one with its own values ('' for none)", () => {
    expect(addressFormValues(null, { name: 'Demo Steel', country: 'DE' })).toEqual({
      name: 'Demo Steel',
      addressLine1: '',
      addressLine2: '',
      city: '',
      postalCode: '',
      country: 'DE',
      phone: '',
    });
    expect(addressFormValues(null, { country: 'GB' }).name).toBe('');
    expect(addressFormValues({ ...ADDRESS, addressLine2: null, phone: null }, { name: 'x', country: 'DE' })).toEqual(
      ADDRESS,
    );
  });

  it('names countries in the language and sorts them by name', () => {
    expect(countryName('DE', 'en-GB')).toBe('Germany');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('ES', 'es-ES')).toBe('España');
    const german = countryOptions('de-DE').map((o) => o.label);
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Polen'));
    expect(countryOptions('en-GB')).toHaveLength(249);
  });
});

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> & { defaultValues?: AddressFormValues } = {}) {
  const onSubmit = vi.fn();
  const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithProviders(
    // the checkout's dialog: the address form is portalled out, but still a React child of the checkout's form
    <form onSubmit={outerSubmit}>
      {createPortal(
        <AddressForm
          defaultValues={addressFormValues(null, { name: 'Demo Steel', country: 'GB' })}
          onSubmit={onSubmit}
          submitLabel="Use this address"
          cancelAction={<Button variant="default">Cancel</Button>}
          note="Operations check it first."
          {...props}
        />,
        document.body,
      )}
    </form>,
  );
  return { onSubmit, outerSubmit };
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const submit = () => screen.getByRole('button', { name: 'Use this address' }) as HTMLButtonElement;
/** The text an input's aria-describedby points to (Mantine links its error there). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('AddressForm', () => {
  it('labels every field, marks the required ones and says what the asterisk means', () => {
    renderForm();
    // the asterisk is hidden from screen readers, which hear "required" instead
    for (const label of ['Company name', 'Address line 1', 'Postcode', 'City']) {
      expect((screen.getByRole('textbox', { name: label }) as HTMLInputElement).required).toBe(true);
    }
    for (const label of ['Address line 2', 'Phone']) {
      expect((screen.getByRole('textbox', { name: label }) as HTMLInputElement).required).toBe(false);
    }
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).required).toBe(true);
    expect(input('Phone').type).toBe('tel');
    expect(input('Company name').value).toBe('Demo Steel');
    expect(screen.getByText('Fields marked with an asterisk are required.')).toBeInTheDocument();
    expect(screen.getByText('Operations check it first.')).toBeInTheDocument();
  });

  it('shows a field’s error on blur, tied to the field, and submits nothing while one is wrong', async () => {
    const { onSubmit, outerSubmit } = renderForm();
    type('Address line 1', '');
    await waitFor(() => expect(input('Address line 1').getAttribute('aria-invalid')).toBe('true'));
    expect(description(input('Address line 1'))).toBe('This field is required.');

    type('Phone', 'call me');
    await waitFor(() =>
      expect(description(input('Phone'))).toBe('Please enter a phone number with digits, spaces and + ( ) . / - only.'),
    );
    fireEvent.click(submit());
    // line 1, postcode and city (name and country start filled)
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    expect(description(input('City'))).toBe('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('hands over the checked address with empty optional fields as null, without submitting a surrounding form', async () => {
    const { onSubmit, outerSubmit } = renderForm();
    type('Address line 1', ' 2 Dock St ');
    type('Postcode', 'HU1 1AA');
    type('City', 'Hull');
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: 'DE' } });
    fireEvent.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Demo Steel',
      addressLine1: '2 Dock St',
      addressLine2: null,
      city: 'Hull',
      postalCode: 'HU1 1AA',
      country: 'DE',
      phone: null,
    });
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('waits for a change when asked, and keeps the location of a locked address read-only', async () => {
    renderForm({
      defaultValues: addressFormValues({ ...ADDRESS, phone: '+44 113 496 0000' }, { country: 'GB' }),
      requireChange: true,
      locationLocked: true,
    });
    expect(submit().disabled).toBe(true);
    for (const label of ['Address line 1', 'Address line 2', 'Postcode', 'City'])
      expect(input(label).readOnly).toBe(true);
    expect(input('Country').value).toBe('United Kingdom');
    expect(input('Country').readOnly).toBe(true);
    expect(input('Company name').readOnly).toBe(false);
    type('Phone', '+44 113 496 0001');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });
});
