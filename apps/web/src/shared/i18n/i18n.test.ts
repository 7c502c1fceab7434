import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@steelyard/domain/constants';
import { catalogues } from '../../test/catalogues';
import { changeLanguage, loadCatalogues, setCatalogueLoader, LANGUAGE_STORAGE_KEY } from './i18n';

/** A loader serving one made-up area ('probe') and counting what it is asked for. */
function probeLoader() {
  const asked: string[] = [];
  const loader = vi.fn(async (language: Language, area: string) => {
    asked.push(`${language}/${area}`);
    return area === 'probe' ? { probe: { hello: `hello-${language}` } } : null;
  });
  return { asked, loader };
}

afterEach(async () => {
  setCatalogueLoader(null);
  await changeLanguage('en');
  // the tests' catalogues are i18next's store (setup.ts): take the made-up area out again
  for (const lng of ['en', 'de', 'es'] as const) delete catalogues[lng].probe;
});

describe('catalogues on demand', () => {
  it('loads an area in the active language only, once', async () => {
    const { asked, loader } = probeLoader();
    setCatalogueLoader(loader);
    await loadCatalogues(['probe']);
    await loadCatalogues(['probe']);
    expect(asked).toEqual(['en/probe']);
    expect(i18next.t('probe.hello')).toBe('hello-en');
  });

  it('switches language only once the areas in use are loaded in it', async () => {
    const { asked, loader } = probeLoader();
    setCatalogueLoader(loader);
    await loadCatalogues(['probe']);
    const switched = changeLanguage('de');
    // the old language stays until the new catalogues are there: never a raw key
    expect(i18next.language).toBe('en');
    await switched;
    expect(asked).toEqual(['en/probe', 'de/probe']);
    expect(i18next.language).toBe('de');
    expect(i18next.t('probe.hello')).toBe('hello-de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('stays in the current language when a catalogue cannot be downloaded, and tries again later', async () => {
    let fail = true;
    setCatalogueLoader(async (language, area) => {
      if (fail && language === 'es') throw new Error('offline');
      return area === 'probe' ? { probe: { hello: `hello-${language}` } } : null;
    });
    await loadCatalogues(['probe']);
    await changeLanguage('es');
    expect(i18next.language).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    fail = false;
    await changeLanguage('es');
    expect(i18next.t('probe.hello')).toBe('hello-es');
  });

  it('loads the area of a key nobody asked for when it is missing', async () => {
    const { asked, loader } = probeLoader();
    setCatalogueLoader(loader);
    expect(i18next.t('probe.hello')).toBe('probe.hello');
    await vi.waitFor(() => expect(i18next.t('probe.hello')).toBe('hello-en'));
    expect(asked).toEqual(['en/probe']);
  });
});
