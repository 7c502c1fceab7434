import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quoteOutcome, type Rfq } from '@steelyard/domain/rfqs';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import { useCollection } from '../../../shared/collections/use-collection';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { fetchSellerRfqPage, sellerRfqKeys } from '../api/seller-rfqs';
import { useMaterialsLabel } from '../components/rfq-list-pieces';
import { QuoteItemStatusBadge } from '../components/rfq-status-badge';
import { useDateTimeLabel, useMonthLabel } from '../../../shared/rfqs/shipping-labels';
import { materialsOfRfq } from '../model/my-rfqs';
import { sellerRfqPath } from '../model/rfq-paths';

const getId = (rfq: Rfq) => rfq.id;

/**
 * `/rfqs/quotes` (sellers, quoteRfqs): live requests of other organisations that match what the
 * seller sells (their urgent-request settings), with whether they have quoted; 10 at a time.
 */
function SellerRfqsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfqs.seller.title'));
  const { locale } = useLanguage();
  const materials = useMaterialsLabel();
  const dateTime = useDateTimeLabel();
  const month = useMonthLabel();
  const list = useCollection<Rfq>({
    queryKey: sellerRfqKeys.lists(),
    fetchPage: fetchSellerRfqPage,
    getId,
    pageSize: 10,
  });
  const { load, status } = list;
  useEffect(() => {
    load();
  }, [load, status]);
  const loading = (status === 'IDLE' || status === 'PENDING') && list.items.length === 0;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('rfqs.seller.title')}</Title>
        <Text c="dimmed" maw={760}>
          {t('rfqs.seller.intro')}
        </Text>
      </Stack>
      {loading ? (
        <CollectionLoader />
      ) : status === 'FAILED' && list.items.length === 0 ? (
        <CollectionFailed collection={list} message={t('rfqs.seller.loadFailed')} />
      ) : list.items.length === 0 ? (
        <CollectionEmpty
          icon={<IconFileSearch size={40} stroke={1.5} aria-hidden />}
          title={t('rfqs.seller.empty')}
          body={t('rfqs.seller.emptyBody')}
        />
      ) : (
        <>
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.items.map((rfq) => (
              <Paper key={rfq.id} withBorder radius="md" p="md" component="li" aria-labelledby={`seller-rfq-${rfq.id}`}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={4}>
                    <Group gap="sm">
                      <Title order={2} size="h4" id={`seller-rfq-${rfq.id}`}>
                        {rfq.referenceNumber}
                      </Title>
                      {rfq.myQuote && quoteOutcome(rfq.myQuote.items) !== 'OPEN' ? (
                        <QuoteItemStatusBadge status={quoteOutcome(rfq.myQuote.items)} />
                      ) : rfq.myQuote ? (
                        <Badge color="green" variant="light" tt="none">
                          {t('rfqs.seller.quoted')}
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light" tt="none">
                          {t('rfqs.seller.notQuoted')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">{materials(materialsOfRfq(rfq))}</Text>
                    <Text size="xs" c="dimmed">
                      {[
                        t('rfqs.my.itemsCount', { count: rfq.items.length }),
                        rfq.deliveryCountry
                          ? t('rfqs.seller.deliveryTo', { country: countryName(rfq.deliveryCountry, locale) })
                          : null,
                        rfq.requiredDeliveryMonth
                          ? t('rfqs.seller.deliveryIn', { month: month(rfq.requiredDeliveryMonth) })
                          : null,
                        rfq.quoteDeadline ? t('rfqs.my.deadline', { dateTime: dateTime(rfq.quoteDeadline) }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Button
                    component={Link}
                    to={sellerRfqPath(rfq.id)}
                    size="xs"
                    variant={rfq.myQuote ? 'light' : 'filled'}
                  >
                    {t(rfq.myQuote ? 'rfqs.seller.updateQuote' : 'rfqs.seller.giveQuote')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
          <CollectionFooter collection={list} />
        </>
      )}
    </Stack>
  );
}

export { SellerRfqsPage as Component };
