import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { changeLanguage, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';
import { LanguageSelect } from './language-select';

afterEach(() => changeLanguage('en'));

describe('LanguageSelect', () => {
  it('switches the language, persists it and sets the document language', async () => {
    renderWithProviders(<LanguageSelect />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    await waitFor(() => expect(i18next.language).toBe('de'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(storedLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(await screen.findByLabelText('Sprache')).toBeInTheDocument();
  });

  it("tells who listens which language was chosen (the marketplace keeps it as the user's)", async () => {
    const onChosen = vi.fn();
    renderWithProviders(<LanguageSelect onChosen={onChosen} />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    expect(onChosen).toHaveBeenCalledWith('es');
    await waitFor(() => expect(i18next.language).toBe('es'));
  });
});
