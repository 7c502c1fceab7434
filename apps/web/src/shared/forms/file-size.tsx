import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@steelyard/domain/file-size';

/** A file size in KB below 1,000,000 bytes, otherwise in MB (spec 000 §5). */
export function FileSize({ bytes }: { bytes: number }) {
  const { t } = useTranslation();
  const { value, unit } = formatFileSize(bytes);
  return <span>{t(`shared.fileSize.${unit}`, { value })}</span>;
}
