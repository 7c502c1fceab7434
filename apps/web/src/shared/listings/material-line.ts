import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialChoices, MaterialDimensions } from '@steelyard/domain/material-options';
import { useListingLabels } from './listing-labels';
import { useListingFormat } from './use-listing-format';

/**
 * One line for a list row: material type, grade and the dimensions, "Mild steel · S355J2 · 3 × 1,500 mm"
 * (ranges as "1,000 – 1,250"); the product is the row's title.
 */
export function useMaterialLine() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  return useCallback(
    (material: MaterialChoices, dimensions: MaterialDimensions | null | undefined) => {
      const d = dimensions ?? {};
      const size = (value?: number | null, min?: number | null, max?: number | null) => {
        if (value != null) return format.number(value, 2);
        if (min == null && max == null) return '';
        return t('shared.listings.range', { min: format.number(min ?? 0, 2), max: format.number(max ?? 0, 2) });
      };
      const sizes = [
        size(d.thickness),
        size(d.width, d.minWidth, d.maxWidth),
        size(d.length, d.minLength, d.maxLength),
      ];
      const shown = sizes.filter(Boolean);
      const parts = [
        labels.code('materialType', material.materialType),
        labels.grade(material.grade),
        shown.length > 0 ? t('shared.listings.millimetres', { value: shown.join(' × ') }) : '',
      ];
      return parts.filter(Boolean).join(' · ');
    },
    [t, labels, format],
  );
}
