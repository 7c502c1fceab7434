import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, type Language } from '@steelyard/domain/constants';
import { currentLanguage } from './i18n';

/** The active language and its locale (en-GB, de-DE, es-ES) for number and date formatting. */
export function useLanguage(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  return { language, locale: LANGUAGE_LOCALES[language] };
}
