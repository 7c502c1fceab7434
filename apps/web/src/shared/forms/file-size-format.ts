import { fileSizeParts } from '@steelyard/domain/file-size';
import { numberFormat } from '../i18n/intl-formats';

/** A file size's number in the reader's language ("0,6" in German) and its unit, for `shared.fileSize.<unit>`. */
export function fileSizeLabel(bytes: number, locale: string): { value: string; unit: 'KB' | 'MB' } {
  const { value, unit, fractionDigits } = fileSizeParts(bytes);
  const format = numberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  return { value: format.format(value), unit };
}
