import { Anchor, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DELIVERY_TIMEFRAMES } from '@steelyard/domain/listing-commercial';
import type { Address } from '@steelyard/domain/organisations';
import type { RfqItem } from '@steelyard/domain/rfqs';
import { NumberField } from '../../../shared/forms/number-field';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { itemMaterialLine, itemSizeLine, toleranceLabel } from '../../../shared/rfqs/item-lines';
import type { QuoteFormValues, QuoteRow, QuoteRowIssues } from '../model/quote-form';
import { orderPath } from '../model/rfq-paths';
import { QuoteItemStatusBadge } from './rfq-status-badge';

/**
 * One requested item of the seller's quote: what the buyer asked for, whether it is quoted (or how the buyer
 * decided it) and, while it is quoted, its price, available weight, delivery promise, pickup address and comment.
 */
export function QuoteItemFieldset({
  form,
  index,
  item,
  row,
  open,
  currency,
  approved,
  message,
}: {
  form: UseFormReturn<QuoteFormValues>;
  index: number;
  item: RfqItem;
  row: QuoteRow;
  open: boolean;
  currency: string;
  /** The seller's approved warehouse addresses, the pickup choices. */
  approved: readonly Address[];
  message: (index: number, field: keyof QuoteRowIssues) => string | undefined;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const name = `${itemMaterialLine(item, labels)} · ${itemSizeLine(item, format, t)}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="fieldset"
      style={{ margin: 0 }}
      disabled={!open || row.decided !== null}
      // a legend inside the layout does not name the fieldset: its heading does
      aria-labelledby={`quote-item-${item.id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={3} size="h5" id={`quote-item-${item.id}`}>
              {name}
            </Title>
            <Text size="xs" c="dimmed">
              {[
                t('rfqs.seller.requested', { weight: format.weight(item.weight, 'TON') }),
                toleranceLabel(item.tolerance, labels),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {row.decided ? (
            <QuoteItemStatusBadge status={row.decided} />
          ) : (
            <Controller
              control={form.control}
              name={`rows.${index}.included`}
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  label={t('rfqs.seller.quoteItem')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Group>
        {row.decided === 'ACCEPTED' && (
          <Text size="sm">
            {t('rfqs.seller.acceptedNote')}{' '}
            {row.orderId && (
              <Anchor component={Link} to={orderPath(row.orderId)}>
                {t('rfqs.quotes.viewOrder')}
              </Anchor>
            )}
          </Text>
        )}
        {row.decided === 'NOT_SELECTED' && <Text size="sm">{t('rfqs.seller.notSelectedNote')}</Text>}
        {row.included && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <Controller
              control={form.control}
              name={`rows.${index}.price`}
              render={({ field }) => (
                <NumberField
                  ref={field.ref}
                  name={field.name}
                  label={t('rfqs.seller.pricePerTonne', { currency })}
                  withAsterisk
                  decimals={2}
                  fractionDigits={2}
                  min={0}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  error={message(index, 'price')}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`rows.${index}.availableWeight`}
              render={({ field }) => (
                <NumberField
                  ref={field.ref}
                  name={field.name}
                  label={t('rfqs.seller.availableWeight')}
                  withAsterisk
                  decimals={3}
                  min={0}
                  max={item.weight}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  error={message(index, 'availableWeight')}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`rows.${index}.deliveryPromise`}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label={t('rfqs.quotes.deliveryPromise')}
                  withAsterisk
                  data={DELIVERY_TIMEFRAMES.map((value) => ({
                    value,
                    label: labels.code('deliveryTimeframe', value),
                  }))}
                  value={field.value}
                  onChange={(v) => field.onChange(v as QuoteRow['deliveryPromise'])}
                  onBlur={field.onBlur}
                  error={message(index, 'deliveryPromise')}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`rows.${index}.pickupAddressId`}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label={t('rfqs.seller.pickupAddress')}
                  withAsterisk
                  data={approved.map((a) => ({ value: a.id, label: `${a.name}, ${a.city}` }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={message(index, 'pickupAddressId')}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              {...form.register(`rows.${index}.comment`)}
              label={t('rfqs.seller.comment')}
              maxLength={255}
              style={{ gridColumn: '1 / -1' }}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
