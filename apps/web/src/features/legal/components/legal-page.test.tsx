import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@steelyard/domain/constants';
import { FALLBACK_PUBLIC_CONFIG, publicConfigKeys } from '../../../shared/config/public-config';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import type { LegalPageId, LegalRegion } from '../content/legal-types';
import { LegalPage } from './legal-page';

const REGIONS: LegalRegion[] = ['UK', 'DE', 'ES'];
const PAGES: LegalPageId[] = ['contact', 'privacy', 'terms', 'acceptableUse'];

// names that stay in their own language on every page: companies, streets, laws and authorities
// are cited as registered; everything else a German or Spanish page says is in its language
const PROPER_NAMES = [
  /Steelyard (Marketplace Ltd|GmbH|Iberia S\.L\.)/g,
  /Kelham Works, 3 Alma Street|Sheffield|England|Wales/g,
  /Königsallee|Düsseldorf|Amtsgericht|Alameda de Mazarredo|Bilbao|Bizkaia/g,
  /Helen Marsh|Tom Okafor|Dr\. Katrin Albers|Jonas Weber|Ainhoa Etxeberria/g,
  /Information Commissioner's Office/g,
  /Data Protection Act 2018/g,
  /Companies Act 2006/g,
  /\S+@\S+\.[a-z]+/g,
  /https:\/\/\S+/g,
];

// words the English pages use that are German or Spanish words too (or names, abbreviations and loanwords)
const SHARED_WORDS: Record<'de' | 'es', string[]> = {
  de: [
    ...['a', 'an', 'in', 'e', 'mail', 'name', 'november', 'organisation', 'per', 'region', 'material', 'materials'],
    ...['software', 'website', 'browser', 'cookies', 'hosting', 'ip', 'manager', 'marketplace', 'steelyard'],
  ],
  es: [
    ...['a', 'e', 'de', 'no', 'in', 'mail', 'material', 'materials', 'control', 'stock', 'particular', 'general'],
    ...[
      'federal',
      'legal',
      'formal',
      'folio',
      'director',
      'software',
      'cookies',
      'hosting',
      'ip',
      'marketplace',
      'steelyard',
      'final',
    ],
  ],
};

// phrases a translation got wrong before (issue 23, item 3), besides English words
const WRONG_PHRASES: Record<'de' | 'es', RegExp[]> = {
  de: [/in dem Vereinigten Königreich/, /\bbei (das|die) /, /, die (das|die) [^;]* unterliegen;/, /verlangen auf\./],
  es: [/\ba el\b/, /\bde el\b/],
};

/** Every text of the page, a space between elements so that lines do not run together. */
function pageText(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Mantine's style elements are text too
    if (node.parentElement?.tagName !== 'STYLE') parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** The words of a text in lower case, leaving out abbreviations (UK, GDPR, HRB) and one- or two-letter words. */
function wordsOf(text: string): Set<string> {
  const words = (text.match(/[\p{L}']+/gu) ?? []).filter((word) => word.length > 2 && word !== word.toUpperCase());
  return new Set(words.map((word) => word.toLowerCase()));
}

async function renderLegalPage(page: LegalPageId, region: LegalRegion, language: Language): Promise<string> {
  await changeLanguage(language);
  const view = renderWithProviders(<LegalPage page={page} />);
  view.queryClient.setQueryData(publicConfigKeys.all, { ...FALLBACK_PUBLIC_CONFIG, region });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const text = pageText(view.container);
  view.unmount();
  return text;
}

function withoutProperNames(text: string): string {
  return PROPER_NAMES.reduce((rest, name) => rest.replace(name, ' '), text);
}

afterEach(() => changeLanguage('en'));

describe('legal pages in every region and language (issue 23, item 3)', () => {
  for (const region of REGIONS) {
    for (const page of PAGES) {
      it(`${region} ${page}: the German and Spanish pages hold no English left over`, async () => {
        const english = wordsOf(withoutProperNames(await renderLegalPage(page, region, 'en')));
        for (const language of ['de', 'es'] as const) {
          const text = await renderLegalPage(page, region, language);
          const shared = new Set(SHARED_WORDS[language]);
          const leftovers = [...wordsOf(withoutProperNames(text))].filter((w) => english.has(w) && !shared.has(w));
          expect({ region, page, language, leftovers }).toEqual({ region, page, language, leftovers: [] });
          const wrong = WRONG_PHRASES[language].filter((phrase) => phrase.test(text)).map(String);
          expect({ region, page, language, wrong }).toEqual({ region, page, language, wrong: [] });
        }
      });
    }
  }

  it('the UK contact page names the country and the directors in German and Spanish', async () => {
    expect(await renderLegalPage('contact', 'UK', 'de')).toContain('im Vereinigten Königreich');
    const spanish = await renderLegalPage('contact', 'UK', 'es');
    expect(spanish).toContain('en el Reino Unido');
    expect(spanish).not.toContain('Managing Director');
  });
});
