import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { changeLanguage } from '../i18n/i18n';
import { fitNumber, NumberField } from './number-field';

afterEach(async () => {
  await changeLanguage('en');
});

/** A form holding the number NumberField gives, shown beside it. */
function Holder({ initial = null, max }: { initial?: number | null; max?: number }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberField label="Weight" value={value} onChange={setValue} max={max} decimals={3} />
      <output>{String(value)}</output>
      <button type="button" onClick={() => setValue(12345.5)}>
        Load
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Weight' }) as HTMLInputElement;
const held = () => screen.getByRole('status').textContent;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('NumberField (issue 23, item 16)', () => {
  it('reads the text in the UI language and gives the form the number, or NaN while refused', () => {
    renderWithProviders(<Holder />);
    type('22,400');
    expect(held()).toBe('22400');
    type('22,4');
    expect(held()).toBe('NaN');
    // the refusal shows once the field is left, and the input is invalid for a form checking it
    expect(screen.queryByText(/Type the number as/)).not.toBeInTheDocument();
    fireEvent.blur(field());
    expect(
      screen.getByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(field().validity.valid).toBe(false);
    type('abc');
    expect(screen.getByText('Value is not a number.')).toBeInTheDocument();
    type('');
    expect(held()).toBe('null');
    expect(field().validity.valid).toBe(true);
  });

  it('shows a value from outside formatted, and again when the language changes', async () => {
    renderWithProviders(<Holder initial={1290} />);
    expect(field().value).toBe('1,290');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(field().value).toBe('12,345.5');
    await act(() => changeLanguage('de'));
    expect(field().value).toBe('12.345,5');
    type('1,5');
    expect(held()).toBe('1.5');
    // what the user types stays as typed
    expect(field().value).toBe('1,5');
  });

  it('keeps a refused text across a language change and gives the number it reads as there', async () => {
    renderWithProviders(<Holder />);
    type('22,4');
    expect(held()).toBe('NaN');
    await act(() => changeLanguage('de'));
    expect(field().value).toBe('22,4');
    expect(held()).toBe('22.4');
  });

  it('brings a number to its bounds and decimals on leaving the field', () => {
    renderWithProviders(<Holder max={1000} />);
    type('1,000,000');
    fireEvent.blur(field());
    expect(held()).toBe('1000');
    expect(field().value).toBe('1,000');
    expect(fitNumber(2.34567, { decimals: 3 })).toBe(2.346);
    expect(fitNumber(-1, { min: 0 })).toBe(0);
  });
});
