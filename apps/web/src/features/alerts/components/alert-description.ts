import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expandOrigins, filterToSearchForm, type SearchForm } from '@steelyard/domain/search';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useListingLabels } from '../../../shared/listings/listing-labels';

/** The search form an alert's filter stands for; null when the filter cannot be read. */
export function alertForm(filterQuery: string): SearchForm | null {
  try {
    return filterToSearchForm(filterQuery);
  } catch {
    return null;
  }
}

export interface AlertDescription {
  /** "Coil · Mild steel · S355J2". */
  title: string;
  /** Labelled criteria: "Thickness: 2.5 – 3 mm". */
  criteria: { key: string; label: string; value: string }[];
}

/** An alert's filter in words, in the user's language. */
export function useDescribeAlert(): (filterQuery: string) => AlertDescription {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  return useMemo(
    () => (filterQuery) => {
      const form = alertForm(filterQuery);
      if (!form) return { title: t('alerts.card.anyMaterial'), criteria: [] };
      const title =
        [
          labels.code('product', form.product),
          labels.code('materialType', form.materialType),
          labels.grade(form.grade),
          labels.code('specification', form.specification),
        ]
          .filter(Boolean)
          .join(' · ') || t('alerts.card.anyMaterial');
      const criteria: AlertDescription['criteria'] = [];
      const range = (key: string, min?: number | null, max?: number | null) => {
        if (min == null && max == null) return;
        const value =
          min != null && max != null && min === max
            ? format.millimetres(min)
            : min != null && max != null
              ? format.millimetres(null, min, max)
              : min != null
                ? t('alerts.card.atLeast', { value: format.millimetres(min) })
                : t('alerts.card.atMost', { value: format.millimetres(max) });
        criteria.push({ key, label: labels.field(key), value });
      };
      range('thickness', form.minThickness, form.maxThickness);
      range('width', form.minWidth, form.maxWidth);
      range('length', form.minLength, form.maxLength);
      if (form.weight != null) {
        criteria.push({
          key: 'weight',
          label: labels.field('weight'),
          value: t('alerts.card.atLeast', { value: format.weight(form.weight, 'TON') }),
        });
      }
      if (form.numberOfItems != null) {
        criteria.push({
          key: 'numberOfItems',
          label: labels.field('numberOfItems'),
          value: t('alerts.card.atLeast', { value: format.number(form.numberOfItems) }),
        });
      }
      if (form.origin?.length) {
        criteria.push({
          key: 'origin',
          label: labels.field('origin'),
          value: labels.origin(expandOrigins(form.origin)),
        });
      }
      if (form.prime != null)
        criteria.push({ key: 'prime', label: labels.field('prime'), value: labels.prime(form.prime) });
      return { title, criteria };
    },
    [t, labels, format],
  );
}
