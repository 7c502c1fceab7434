import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@steelyard/domain/countries';
import { countryName } from '../i18n/country-names';
import { useLanguage } from '../i18n/use-language';
import { dateTimeFormat, formatDateTime, listFormat } from '../i18n/intl-formats';

/** "February 2027" of "2027-02" in the user's language. */
export function useMonthLabel(): (month: string | null | undefined) => string {
  const { locale } = useLanguage();
  return useMemo(() => {
    const format = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (month) => (month ? format.format(new Date(`${month}-01T12:00:00Z`)) : '');
  }, [locale]);
}

/** A deadline as date and time in the user's time zone: "15 Jan 2027, 12:00". */
export function useDateTimeLabel(): (iso: string | null | undefined) => string {
  const { locale } = useLanguage();
  return useMemo(() => (iso) => (iso ? formatDateTime(iso, locale) : ''), [locale]);
}

/** The preferred-origin options: "Western Europe" (EU, UK, Switzerland, Norway) first, then every country by name. */
export function useOriginOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return useMemo(
    () => [
      { value: 'WESTERN_EUROPE', label: t('shared.rfqs.shipping.westernEurope') },
      ...COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    ],
    [t, locale],
  );
}

/** The preferred origins as words: "Western Europe, Turkey"; "Any origin" for none. */
export function useOriginsLabel(): (origins: readonly string[]) => string {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return useMemo(() => {
    const list = listFormat(locale, { type: 'conjunction', style: 'short' });
    return (origins) =>
      origins.length === 0
        ? t('shared.rfqs.shipping.anyOrigin')
        : list.format(
            origins.map((o) =>
              o === 'WESTERN_EUROPE' ? t('shared.rfqs.shipping.westernEurope') : countryName(o, locale),
            ),
          );
  }, [t, locale]);
}
