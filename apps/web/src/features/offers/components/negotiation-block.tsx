import { Accordion, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Negotiation, NegotiationParty } from '@steelyard/domain/negotiations';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useListingNegotiations } from '../api/negotiations';
import {
  headlinePrices,
  initiallyOpen,
  negotiationRows,
  offerCountBadge,
  sortNegotiations,
} from '../model/negotiation-view';
import { offerTotal, subjectOf } from '../model/offer-figures';
import { Countdown } from './countdown';
import { NegotiationActions } from './negotiation-actions';
import { NegotiationBadge, NegotiationEndReason, OfferCountBadge } from './negotiation-badge';
import { useOfferUser } from './use-offer-user';
import { formatDateTime } from '../../../shared/i18n/intl-formats';

/** "€700.00 per tonne", "€690.00 and €700.00 per tonne", "€650.00 – €700.00 per tonne" (spec 001 §2). */
export function useHeadlinePrice() {
  const { t } = useTranslation();
  const format = useListingFormat();
  return (negotiation: Negotiation) => {
    const display = headlinePrices(negotiation);
    const currency = negotiation.originalPrice.currencyCode;
    const money = (minor: number) => format.money(minor, currency);
    const perUnit = (price: string) => t(`shared.listings.pricePerUnit.${negotiation.tradeUnit}`, { price });
    const [first, second] = display.prices;
    if (first === undefined)
      return format.pricePerUnit(
        negotiation.originalPrice.priceIncludingDelivery.value,
        currency,
        negotiation.tradeUnit,
      );
    if (display.kind === 'both')
      return perUnit(t('offers.price.both', { first: money(first), second: money(second!) }));
    if (display.kind === 'range') return perUnit(t('offers.price.range', { min: money(first), max: money(second!) }));
    return perUnit(money(first));
  };
}

export function useDateTime() {
  const { locale } = useLanguage();
  return (iso: string) => formatDateTime(iso, locale);
}

function NegotiationTable({ negotiation }: { negotiation: Negotiation }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const dateTime = useDateTime();
  const subject = subjectOf(negotiation);
  const currency = negotiation.originalPrice.currencyCode;
  return (
    <Table.ScrollContainer minWidth={520} className="sy-stacked-table">
      <Table striped verticalSpacing="xs">
        {/* the entry's heading says it to the eye; the caption names the table for screen readers */}
        <VisuallyHidden component="caption">
          {t('offers.block.caption', { reference: negotiation.referenceId })}
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('offers.block.offeredBy')}</Table.Th>
            <Table.Th scope="col">{t('offers.block.pricePerUnit')}</Table.Th>
            <Table.Th scope="col">{t('offers.block.total')}</Table.Th>
            <Table.Th scope="col">{t('offers.block.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {negotiationRows(negotiation).map((row, i) => {
            const total = offerTotal(row.price, subject);
            return (
              <Table.Tr key={i} data-row={row.kind}>
                <Table.Th scope="row" fw={row.kind === 'ORIGINAL' ? 400 : 500} data-label={t('offers.block.offeredBy')}>
                  {row.kind === 'ORIGINAL' ? t('offers.block.original') : t(`offers.party.${row.offer.requestedBy}`)}
                </Table.Th>
                <Table.Td data-label={t('offers.block.pricePerUnit')}>
                  {format.pricePerUnit(row.price, currency, negotiation.tradeUnit)}
                </Table.Td>
                <Table.Td data-label={t('offers.block.total')}>
                  {total === null ? '–' : format.money(total, currency)}
                </Table.Td>
                <Table.Td data-label={t('offers.block.date')}>{dateTime(row.date)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EntryHeading({ negotiation, viewer }: { negotiation: Negotiation; viewer: NegotiationParty }) {
  const { t } = useTranslation();
  const headline = useHeadlinePrice();
  const counterpart = viewer === 'SELLER' ? negotiation.buyerOrganisation.name : negotiation.sellerOrganisation.name;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" pr="sm">
      <Stack gap={2}>
        <Text fw={600}>{counterpart}</Text>
        <Text size="sm" c="dimmed">
          {negotiation.referenceId} · {headline(negotiation)}
        </Text>
        <NegotiationEndReason negotiation={negotiation} />
      </Stack>
      <Group gap="xs">
        <NegotiationBadge status={negotiation.status} viewer={viewer} />
        <OfferCountBadge count={offerCountBadge(negotiation)} />
        <Text component="span" size="sm" c="dimmed">
          {t('offers.block.timeLeft')}
        </Text>
        <Countdown status={negotiation.status} expiresAt={negotiation.expiresAt} />
      </Group>
    </Group>
  );
}

/**
 * The negotiations on a listing (spec 001 §2): an accordion, newest activity first, the first entry
 * open (and in the seller's view every one awaiting the seller); nothing without negotiations or
 * without the bid-offer feature.
 */
export function NegotiationBlock({ listingId, viewer }: { listingId: string; viewer: NegotiationParty }) {
  const { t } = useTranslation();
  const { canMakeOffers, canAnswerOffers } = useOfferUser();
  const allowed = viewer === 'BUYER' ? canMakeOffers : canAnswerOffers;
  const query = useListingNegotiations(listingId, allowed);
  if (!allowed || !query.isSuccess) return null;
  const negotiations = sortNegotiations(query.data.filter((n) => n.viewerSide === viewer));
  if (negotiations.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="negotiations-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="negotiations-title">
          {t('offers.block.title')}
        </Title>
        {/* keyed by the entries, so a new negotiation opens as the rules say */}
        <Accordion
          multiple
          variant="separated"
          defaultValue={initiallyOpen(negotiations, viewer)}
          key={negotiations.map((n) => n.id).join()}
        >
          {negotiations.map((negotiation) => (
            <Accordion.Item key={negotiation.id} value={negotiation.id} data-status={negotiation.status}>
              <Accordion.Control>
                <EntryHeading negotiation={negotiation} viewer={viewer} />
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <NegotiationTable negotiation={negotiation} />
                  <NegotiationActions negotiation={negotiation} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Paper>
  );
}
