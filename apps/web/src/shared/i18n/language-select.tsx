import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@steelyard/domain/constants';
import { changeLanguage, isLanguage } from './i18n';
import { useLanguage } from './use-language';

/**
 * The language switcher: a native select labelled "Language"; the choice is persisted on this
 * device, and `onChosen` hears it (the marketplace keeps it as the user's language).
 */
export function LanguageSelect({
  hideLabel = false,
  onChosen,
}: {
  hideLabel?: boolean;
  onChosen?: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <NativeSelect
      size="xs"
      label={t('shared.language.label')}
      labelProps={hideLabel ? { className: 'sy-visually-hidden' } : undefined}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLanguage(next)) return;
        void changeLanguage(next);
        onChosen?.(next);
      }}
      data={LANGUAGES.map((lng) => ({ value: lng, label: t(`shared.language.names.${lng}`) }))}
      w={hideLabel ? 140 : undefined}
    />
  );
}
