import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { fileSizeLabel } from './file-size-format';

/** A file size in KB below 1,000,000 bytes, otherwise in MB (spec 001 §3), written in the reader's language. */
export function FileSize({ bytes }: { bytes: number }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { value, unit } = fileSizeLabel(bytes, locale);
  return <span>{t(`shared.fileSize.${unit}`, { value })}</span>;
}
