import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelfUser } from '@steelyard/domain/users';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../../../shared/i18n/i18n';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { useLanguageSync } from './use-language-sync';

const user = (locale: SelfUser['locale']): SelfUser => ({
  id: 'u-1',
  name: 'Ines Iglesias',
  email: 'ines@example.test',
  roles: ['BUYER'],
  activated: true,
  features: [],
  mfaPreferences: 'Disabled',
  locale,
  organisation: { id: 'o1', name: 'Aceros del Norte SL', financialDetails: null },
});

function renderSync(self: SelfUser) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLanguageSync(self), { wrapper });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  await changeLanguage('en');
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('useLanguageSync', () => {
  it("switches to the user's language when none was chosen on this device", async () => {
    signInAs('u-1', ['BUYER']);
    const api = fakeApi({});
    const { result } = renderSync(user('es'));
    // not settled until the switch is done: the shell waits rather than show English first (decision 145)
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18next.language).toBe('es');
    expect(api.to('PUT /api/universal/users/self/language')).toHaveLength(0);
  });

  it('keeps a language chosen on this device, and tells the server nothing', async () => {
    signInAs('u-1', ['BUYER']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const api = fakeApi({});
    const { result } = renderSync(user('de'));
    // settled only once a switch, if any, has loaded: English then means it was kept
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18next.language).toBe('en');
    expect(api.requests).toHaveLength(0);
  });

  it('sends nothing when the device and the user agree', async () => {
    signInAs('u-1', ['BUYER']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const api = fakeApi({});
    const { result } = renderSync(user('en'));
    // settled at once: there is nothing to switch, and the hook itself never writes to the server
    expect(result.current).toBe(true);
    expect(i18next.language).toBe('en');
    expect(api.requests).toHaveLength(0);
  });
});
