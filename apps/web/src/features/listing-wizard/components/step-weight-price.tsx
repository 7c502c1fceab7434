import { SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStackable } from '@steelyard/domain/material-catalogue';
import { isItemUnit, pricingUnitsFor, totalPrice, weightUnitOf } from '@steelyard/domain/theoretical-weight';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { parsePrice } from '../model/wizard-bodies';
import { materialFormOf, parseDecimal, theoreticalWeightOf } from '../model/wizard-form';
import { ExpiryPicker } from './expiry-picker';
import { NumberTextField, TextField, useWizardField } from './form-fields';
import { StepSection } from './step-section';
import { useWizard } from './wizard-context';
import { numberFormat } from '../../../shared/i18n/intl-formats';

function currencySymbol(currency: string, locale: string): string {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/** The total of the typed price for the quantity, or null until both are numbers. */
function useTotal(): string | null {
  const format = useListingFormat();
  const { state, currency } = useWizard();
  const form = state.form;
  const price = parsePrice(form.price);
  const weight = form.tradeUnitCalculation === 'BY_ITEM' ? theoreticalWeightOf(form) : parseDecimal(form.weight);
  const items = materialFormOf(form).numberOfItems;
  if (price === undefined || Number.isNaN(price) || weight == null || Number.isNaN(weight)) return null;
  try {
    const total = totalPrice(price, { tradeUnit: form.tradeUnit, weight, numberOfItems: items });
    return format.money(total, form.currencyCode ?? currency);
  } catch {
    return null;
  }
}

/**
 * Step WEIGHT_PRICE: pricing unit, the weight typed or — calculated by item — the read-only
 * theoretical weight (spec 001 §4), the number of items for stackable products, the net price in
 * major units, the expiry date and time, and auto-renewal.
 */
export function StepWeightPrice() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const { locale } = useLanguage();
  const { state, currency } = useWizard();
  const form = state.form;
  const tradeUnit = useWizardField('tradeUnit');
  const calculation = useWizardField('tradeUnitCalculation');
  const autoRenew = useWizardField('autoRenew');
  const product = form.material.product ?? null;
  const stackable = isStackable(product);
  const byItem = form.tradeUnitCalculation === 'BY_ITEM';
  const weightUnit = weightUnitOf(form.tradeUnit);
  const unitText = t(`listing-wizard.weight.unit.${weightUnit}`);
  const theoretical = theoreticalWeightOf(form);
  const total = useTotal();
  const live = state.editing?.status === 'PUBLISHED';

  return (
    <Stack gap="xl">
      <StepSection title={t('listing-wizard.weight.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={labels.field('tradeUnit')}
            data={pricingUnitsFor(product).map((value) => ({ value, label: labels.code('pricingUnit', value) }))}
            value={tradeUnit.value as string}
            onChange={(value) => value && tradeUnit.onChange(value)}
            allowDeselect={false}
            withAsterisk
            // a live listing's price is per this unit, so it stays (decision 142)
            disabled={live}
            description={live ? t('listing-wizard.edit.liveTradeUnit') : undefined}
          />
        </SimpleGrid>
        {stackable && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('listing-wizard.weight.calculation')}
            </Text>
            <SegmentedControl
              value={calculation.value as string}
              onChange={calculation.onChange}
              data={[
                { value: 'BY_WEIGHT', label: t('listing-wizard.weight.byWeight') },
                { value: 'BY_ITEM', label: t('listing-wizard.weight.byItem') },
              ]}
              aria-label={t('listing-wizard.weight.calculation')}
              w="fit-content"
            />
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {stackable && (
            <NumberTextField
              field="numberOfItems"
              label={labels.field('numberOfItems')}
              required={byItem || isItemUnit(form.tradeUnit)}
            />
          )}
          {byItem ? (
            <TextField
              field="weight"
              label={t('listing-wizard.weight.theoretical')}
              readOnlyValue={theoretical === null ? '' : format.number(theoretical, 3)}
              unit={unitText}
              placeholder={t('listing-wizard.weight.theoreticalPending')}
              description={t('listing-wizard.weight.theoreticalHint')}
            />
          ) : (
            <NumberTextField field="weight" label={labels.field('weight')} unit={unitText} required />
          )}
        </SimpleGrid>
      </StepSection>

      <StepSection title={t('listing-wizard.price.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberTextField
            field="sellingPrice"
            label={t('listing-wizard.price.perUnit', { per: t(`listing-wizard.price.per.${form.tradeUnit}`) })}
            unit={currencySymbol(form.currencyCode ?? currency, locale)}
            unitSide="left"
            required
            fractionDigits={2}
            description={t(live ? 'listing-wizard.edit.livePrice' : 'listing-wizard.price.hint')}
          />
        </SimpleGrid>
        {total && (
          <Text size="sm" aria-live="polite">
            {t('listing-wizard.price.total', { total })}
          </Text>
        )}
      </StepSection>

      <StepSection title={t('listing-wizard.expiry.title')}>
        {live ? (
          <Text size="sm" c="dimmed">
            {t('listing-wizard.edit.liveExpiry')}
          </Text>
        ) : (
          <>
            <ExpiryPicker />
            <Switch
              label={labels.field('autoRenew')}
              aria-label={labels.field('autoRenew')}
              description={t('listing-wizard.expiry.autoRenewHint')}
              checked={autoRenew.value as boolean}
              onChange={(event) => autoRenew.onChange(event.currentTarget.checked)}
            />
          </>
        )}
      </StepSection>
    </Stack>
  );
}
