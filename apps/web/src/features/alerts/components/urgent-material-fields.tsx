import { Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { URGENT_REQUEST_PRODUCTS, type CreateAlertBody } from '@steelyard/domain/alerts';
import { MATERIAL_TYPES } from '@steelyard/domain/material-catalogue';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import type { UrgentFormValues } from './urgent-form-model';

/** The urgent request's material card: the product, the material type and the grade. */
export function UrgentMaterialFields({ control }: { control: Control<UrgentFormValues, unknown, CreateAlertBody> }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const products = useMemo(
    () => URGENT_REQUEST_PRODUCTS.map((p) => ({ value: p, label: labels.code('product', p) })),
    [labels],
  );
  const types = useMemo(
    () => MATERIAL_TYPES.map((m) => ({ value: m, label: labels.code('materialType', m) })),
    [labels],
  );
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('alerts.urgent.material')}
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <Controller
            control={control}
            name="product"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={labels.field('product')}
                placeholder={t('alerts.urgent.choose')}
                data={products}
                value={field.value}
                onChange={(v) => field.onChange(v as UrgentFormValues['product'])}
                onBlur={field.onBlur}
                required
                miw={220}
              />
            )}
          />
          <Controller
            control={control}
            name="materialType"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={labels.field('materialType')}
                placeholder={t('alerts.urgent.any')}
                data={types}
                value={field.value}
                onChange={(v) => field.onChange(v as UrgentFormValues['materialType'])}
                onBlur={field.onBlur}
                clearable
                miw={220}
              />
            )}
          />
        </Group>
        <Controller
          control={control}
          name="grade"
          render={({ field }) => (
            <TextInput
              ref={field.ref}
              label={labels.field('grade')}
              description={t('alerts.urgent.gradeHint')}
              value={field.value}
              maxLength={20}
              onChange={(e) => field.onChange(e.currentTarget.value.toUpperCase())}
              onBlur={field.onBlur}
            />
          )}
        />
      </Stack>
    </Card>
  );
}
