import type { Language } from './constants';
import { MATERIAL_NAMES_DE } from './material-names-de';
import { MATERIAL_NAMES_EN } from './material-names-en';
import { MATERIAL_NAMES_ES } from './material-names-es';

/*
 * The names of the material codes in each language: one catalogue that the web's labels
 * (`shared.listings.*`, merged into its shared catalogue) and the server's mails both read. One
 * file per language, so that the web loads only the language in use. Standard designations
 * (grades, RAL colours, coating masses) are proper names and stay as they are.
 */

/** The code catalogues of a material, each code with its name (`prime` by `true`/`false`). */
export interface MaterialNames {
  materialType: Record<string, string>;
  shape: Record<string, string>;
  definition: Record<string, string>;
  plateType: Record<string, string>;
  specification: Record<string, string>;
  surface: Record<string, string>;
  finish: Record<string, string>;
  polish: Record<string, string>;
  temper: Record<string, string>;
  coating: Record<string, string>;
  coatingType: Record<string, string>;
  coatingCoverage: Record<string, string>;
  tolerance: Record<string, string>;
  prime: Record<string, string>;
  /** Dimension labels. */
  fields: { thickness: string; width: string; length: string };
  westernEurope: string;
}

export const MATERIAL_NAMES: Record<Language, MaterialNames> = {
  en: MATERIAL_NAMES_EN,
  de: MATERIAL_NAMES_DE,
  es: MATERIAL_NAMES_ES,
};
