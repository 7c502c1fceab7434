import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './i18n-resources';

describe('loadCatalogue', () => {
  it("gives the shared area the domain's material names in the language asked for, with its own keys", async () => {
    const de = (await loadCatalogue('de', 'shared')) as {
      shared: { listings: { materialType: Record<string, string>; fields: Record<string, string> } };
    };
    expect(de.shared.listings.materialType.MILD_STEEL).toBe('Unlegierter Stahl');
    // the dimension labels of the mails sit beside the web's other field labels
    expect(de.shared.listings.fields.thickness).toBe('Dicke');
    expect(Object.keys(de.shared.listings.fields).length).toBeGreaterThan(3);
    const search = (await loadCatalogue('de', 'search')) as { shared?: unknown };
    expect(search.shared).toBeUndefined();
  });
});
