import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag, flagEmoji } from './country-flag';

describe('flags', () => {
  it('makes the regional-indicator pair of a country code', () => {
    expect(flagEmoji('de')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(flagEmoji('GB')).toBe('\u{1F1EC}\u{1F1E7}');
  });

  it('frames the country code where the system draws no flag (here: no canvas), hidden from screen readers', () => {
    const { container } = render(<CountryFlag country="de" />);
    const code = container.querySelector('.sy-flag-code');
    expect(code?.textContent).toBe('DE');
    expect(code?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('DE Germany');
  });
});
