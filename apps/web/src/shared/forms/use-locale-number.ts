import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatLocaleNumber,
  parseLocaleNumber,
  type FormatLocaleNumberOptions,
  type LocaleNumberRefusal,
  type ParsedLocaleNumber,
} from '@steelyard/domain/locale-number';
import { useLanguage } from '../i18n/use-language';
import { VALIDATION_MESSAGES } from './validation-messages';

/** The catalogue key of a refused number: "Value is not a number." or how to type one in this language. */
export const refusalMessageKey = (reason: LocaleNumberRefusal): string =>
  reason === 'ambiguous' ? VALIDATION_MESSAGES.numberFormat : VALIDATION_MESSAGES.notANumber;

/**
 * Numbers typed and shown in the UI language (decision 171): every number field reads its text
 * with `parse` and shows a value with `format`, so "22,400" is 22400 in every English form.
 */
export function useLocaleNumber() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const parse = useCallback((text: string): ParsedLocaleNumber => parseLocaleNumber(text, language), [language]);
  const format = useCallback(
    (value: number | null | undefined, options?: FormatLocaleNumberOptions) =>
      formatLocaleNumber(value, language, options),
    [language],
  );
  const refusalMessage = useCallback((reason: LocaleNumberRefusal) => t(refusalMessageKey(reason)), [t]);
  return useMemo(() => ({ language, parse, format, refusalMessage }), [language, parse, format, refusalMessage]);
}
