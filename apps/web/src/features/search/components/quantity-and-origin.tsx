import { MultiSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEARCH_NUMBER_LIMITS, WESTERN_EUROPE } from '@steelyard/domain/search';
import { NumberField } from '../../../shared/forms/number-field';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { takesItemCount } from '../model/search-material';
import {
  MAX_TARGET_PRICE,
  searchMessageKey,
  searchOfValues,
  type SearchFormControl,
  type SearchFormValues,
} from '../model/search-form-values';
import { SearchSection } from './search-section';

interface QuantityAndOriginProps {
  control: SearchFormControl;
  values: SearchFormValues;
  /** The target price field (TARGET_PRICE feature, not for packages): its currency and the market check; null without. */
  targetPrice: { currencyCode: 'GBP' | 'EUR'; tooLow: boolean } | null;
}

/** The search form's minimum weight and items, the target price (a check only), origins and prime. */
export function QuantityAndOrigin({ control, values, targetPrice }: QuantityAndOriginProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { locale } = useLanguage();
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const origins = useMemo(
    () => [{ value: WESTERN_EUROPE, label: t('shared.listings.westernEurope') }, ...countryOptions(locale)],
    [locale, t],
  );
  const message = (text: string | undefined) => {
    const key = searchMessageKey(text);
    return key ? t(key) : undefined;
  };

  return (
    <SearchSection title={t('search.form.quantityAndOrigin')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Controller
          control={control}
          name="weight"
          render={({ field, fieldState }) => (
            <NumberField
              ref={field.ref}
              label={t('search.form.minWeight')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={0}
              max={SEARCH_NUMBER_LIMITS.weight}
              decimals={3}
              rightSection={
                <Text size="xs" c="dimmed">
                  {t('search.form.tonnes')}
                </Text>
              }
              error={message(fieldState.error?.message)}
            />
          )}
        />
        {takesItemCount(searchOfValues(values)) && (
          <Controller
            control={control}
            name="numberOfItems"
            render={({ field, fieldState }) => (
              <NumberField
                ref={field.ref}
                label={t('search.form.minItems')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={1}
                max={SEARCH_NUMBER_LIMITS.numberOfItems}
                decimals={0}
                inputMode="numeric"
                error={message(fieldState.error?.message)}
              />
            )}
          />
        )}
        {targetPrice && (
          <Controller
            control={control}
            name="targetPrice"
            render={({ field, fieldState }) => (
              <NumberField
                ref={field.ref}
                label={t('search.form.targetPrice', { currency: targetPrice.currencyCode })}
                description={t('search.form.targetPriceHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={0}
                max={MAX_TARGET_PRICE}
                decimals={2}
                fractionDigits={2}
                error={targetPrice.tooLow ? t('search.form.targetPriceTooLow') : message(fieldState.error?.message)}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="origin"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label={labels.field('origin')}
              data={origins}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              placeholder={(field.value ?? []).length === 0 ? t('search.form.any') : undefined}
              nothingFoundMessage={t('search.form.nothingFound')}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="prime"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="prime-label">
              {labels.field('prime')}
            </Text>
            <SegmentedControl
              aria-labelledby="prime-label"
              value={field.value == null ? 'any' : String(field.value)}
              onChange={(value) => field.onChange(value === 'any' ? null : value === 'true')}
              data={[
                { value: 'any', label: t('search.form.any') },
                { value: 'true', label: labels.prime(true) },
                { value: 'false', label: labels.prime(false) },
              ]}
              // three labels side by side are wider than a phone in German and Spanish
              orientation={narrow ? 'vertical' : 'horizontal'}
              fullWidth={narrow}
              style={narrow ? undefined : { alignSelf: 'flex-start' }}
            />
          </Stack>
        )}
      />
    </SearchSection>
  );
}
