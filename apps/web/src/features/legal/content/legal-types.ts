import type { Language } from '@steelyard/domain/constants';

export type LegalPageId = 'contact' | 'privacy' | 'terms' | 'acceptableUse';
export type LegalRegion = 'UK' | 'DE' | 'ES';

/** A section of a legal page; `id` makes it a hash anchor (#buyer, #seller, #website). */
export interface LegalSection {
  id?: string;
  heading: string;
  /** Lines of one block, such as an address. */
  lines?: string[];
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export type LegalPages = Record<LegalPageId, LegalDocument>;

type PerLanguage = Record<Language, string>;

/** The facts of the operating company of one region; texts are written around them. */
export interface RegionFacts {
  region: LegalRegion;
  company: string;
  addressLines: string[];
  country: PerLanguage;
  register: PerLanguage;
  vatId: string;
  management: PerLanguage;
  phone: string;
  hours: PerLanguage;
  emails: { privacy: string; legal: string; abuse: string; sales: string };
  dataProtectionLaw: PerLanguage;
  authority: { name: PerLanguage; url: string };
  retention: PerLanguage;
  governingLaw: PerLanguage;
  courts: PerLanguage;
  sanctions: PerLanguage;
  lastUpdated: string;
}

export interface LegalContext {
  facts: RegionFacts;
  supportEmail: string;
  /** The date of the last update, formatted for the language. */
  updated: string;
}

/** One language's texts, written around the facts of whichever region applies. */
export type LegalTexts = (context: LegalContext) => LegalPages;
