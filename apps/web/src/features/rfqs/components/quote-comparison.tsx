import { Anchor, Checkbox, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Rfq } from '@steelyard/domain/rfqs';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { quotesByItem } from '../model/quote-comparison';
import { orderPath } from '../model/rfq-paths';
import { CountryFlag } from '../../../shared/listings/country-flag';
import { itemMaterialLine, itemSizeLine } from '../../../shared/rfqs/item-lines';

/**
 * The quotes received side by side, per item, cheapest first: seller, price per tonne including
 * delivery, total, available weight, delivery promise and where the material lies. Open quotes can
 * be ticked for acceptance while `selectable`.
 */
export function QuoteComparison({
  rfq,
  selectable,
  selected,
  onToggle,
}: {
  rfq: Rfq;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (quoteItemId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rfq-quotes">
      <Stack gap="lg">
        <Title order={2} size="h3" id="rfq-quotes">
          {t('rfqs.quotes.title')}
        </Title>
        {rfq.quotes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(rfq.status === 'LIVE' ? 'rfqs.quotes.none' : 'rfqs.quotes.noneReceived')}
          </Text>
        ) : (
          quotesByItem(rfq).map(({ item, quotes }) => {
            const itemName = `${itemMaterialLine(item, labels)}, ${itemSizeLine(item, format, t)}, ${format.weight(item.weight, 'TON')}`;
            return (
              <Stack gap="xs" key={item.id}>
                <Title order={3} size="h5">
                  {itemName}
                </Title>
                {quotes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('rfqs.quotes.noneForItem')}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={760} className="sy-stacked-table">
                    <Table striped verticalSpacing="xs" aria-label={t('rfqs.quotes.caption', { item: itemName })}>
                      <Table.Thead>
                        <Table.Tr>
                          {selectable && <Table.Th>{t('rfqs.quotes.select')}</Table.Th>}
                          <Table.Th>{t('rfqs.quotes.seller')}</Table.Th>
                          <Table.Th>{t('rfqs.quotes.pricePerTonne')}</Table.Th>
                          <Table.Th>{t('rfqs.quotes.total')}</Table.Th>
                          <Table.Th>{t('rfqs.quotes.availableWeight')}</Table.Th>
                          <Table.Th>{t('rfqs.quotes.deliveryPromise')}</Table.Th>
                          <Table.Th>{t('rfqs.quotes.location')}</Table.Th>
                          <Table.Th>{t('rfqs.quotes.state')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {quotes.map(({ quoteItem, seller }) => (
                          <Table.Tr key={quoteItem.id}>
                            {selectable && (
                              <Table.Td data-label={t('rfqs.quotes.select')}>
                                <Checkbox
                                  aria-label={t('rfqs.quotes.selectNamed', { seller: seller.name })}
                                  checked={selected.has(quoteItem.id)}
                                  disabled={quoteItem.status !== 'OPEN'}
                                  onChange={(event) => onToggle(quoteItem.id, event.currentTarget.checked)}
                                />
                              </Table.Td>
                            )}
                            <Table.Td data-label={t('rfqs.quotes.seller')}>
                              <Text size="sm" fw={600}>
                                {seller.name}
                              </Text>
                              {quoteItem.comment && (
                                <Text size="xs" c="dimmed">
                                  {quoteItem.comment}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td data-label={t('rfqs.quotes.pricePerTonne')}>
                              {format.pricePerUnit(quoteItem.priceIncludingDelivery, quoteItem.currencyCode, 'TON')}
                            </Table.Td>
                            <Table.Td data-label={t('rfqs.quotes.total')}>
                              {format.money(quoteItem.totalPrice, quoteItem.currencyCode)}
                              <Text size="xs" c="dimmed">
                                {t('rfqs.quotes.inclVat', { percent: quoteItem.vatPercent })}
                              </Text>
                            </Table.Td>
                            <Table.Td data-label={t('rfqs.quotes.availableWeight')}>
                              {format.weight(quoteItem.availableWeight, 'TON')}
                            </Table.Td>
                            <Table.Td data-label={t('rfqs.quotes.deliveryPromise')}>
                              {labels.code('deliveryTimeframe', quoteItem.deliveryPromise)}
                            </Table.Td>
                            <Table.Td data-label={t('rfqs.quotes.location')}>
                              <CountryFlag country={quoteItem.country} />
                            </Table.Td>
                            <Table.Td data-label={t('rfqs.quotes.state')}>
                              {quoteItem.status === 'ACCEPTED' ? (
                                <Stack gap={2}>
                                  <Text size="sm" fw={600} c="green.9">
                                    {t('rfqs.quotes.status.ACCEPTED')}
                                  </Text>
                                  {quoteItem.orderId && (
                                    <Anchor component={Link} to={orderPath(quoteItem.orderId)} size="sm">
                                      {t('rfqs.quotes.viewOrder')}
                                    </Anchor>
                                  )}
                                </Stack>
                              ) : (
                                <Text size="sm" c={quoteItem.status === 'OPEN' ? undefined : 'dimmed'}>
                                  {t(`rfqs.quotes.status.${quoteItem.status}`)}
                                </Text>
                              )}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            );
          })
        )}
      </Stack>
    </Paper>
  );
}
