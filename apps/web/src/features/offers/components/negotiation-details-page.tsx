import { Anchor, Grid, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { NegotiationParty } from '@steelyard/domain/negotiations';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { MaterialSummary } from '../../../shared/listings/material-summary';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { usePicture } from '../../../shared/listings/use-picture';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useListingNegotiations } from '../api/negotiations';
import { sortNegotiations } from '../model/negotiation-view';
import { offerTotal, subjectOf } from '../model/offer-figures';
import { OFFER_PATHS } from '../model/offer-paths';
import { FigureRows } from './figure-rows';
import { NegotiationBlock } from './negotiation-block';
import { useOfferUser } from './use-offer-user';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

/** The listing's first picture, when it has one and the exchange gives an address for it. */
function ListingPicture({ documentId, alt }: { documentId: string | null; alt: string }) {
  const url = usePicture(documentId);
  if (!url) return null;
  return <Image src={url} alt={alt} h={220} w="100%" maw={420} radius="sm" fit="cover" />;
}

function Unavailable({ side }: { side: NegotiationParty }) {
  const { t } = useTranslation();
  return (
    <PageUnavailable
      notFound
      title={t('offers.details.notFoundTitle')}
      body={t('offers.details.notFound')}
      actions={
        <Anchor component={Link} to={side === 'BUYER' ? OFFER_PATHS.myOffers : OFFER_PATHS.manageOffers} size="sm">
          {t(side === 'BUYER' ? 'offers.details.backToMyOffers' : 'offers.details.backToManageOffers')}
        </Anchor>
      }
    />
  );
}

/**
 * /my-offers/details/:listingId and /manage-offers/details/:listingId: the listing as the buyer sees
 * it (from the negotiation), its original price, and the negotiation block with the viewer's actions
 * ("Buy at the accepted price" for the buyer of an accepted offer).
 */
export function NegotiationDetailsPage({ side }: { side: NegotiationParty }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const { listingId = '' } = useParams();
  const { canMakeOffers, canAnswerOffers, isPending: userPending } = useOfferUser();
  const allowed = side === 'BUYER' ? canMakeOffers : canAnswerOffers;
  const query = useListingNegotiations(listingId, allowed);
  const mine = sortNegotiations((query.data ?? []).filter((n) => n.viewerSide === side));
  const first = mine[0];
  const title = first ? `${labels.code('product', first.listing.material.product)} ${first.listing.listingNumber}` : '';
  useDocumentTitle(title || t('offers.details.title'));
  if (userPending || (allowed && query.isPending)) {
    return <PageLoading label={t('offers.list.loading')} />;
  }
  if (!allowed || query.isError || !first) return <Unavailable side={side} />;
  const listing = first.listing;
  const subject = subjectOf(first);
  const originalTotal = offerTotal(subject.originalPricePerUnit, subject);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{labels.code('product', listing.material.product)}</Title>
        <Text c="dimmed">{listing.listingNumber}</Text>
      </Stack>
      <NegotiationBlock listingId={listingId} viewer={side} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              radius="md"
              component="section"
              aria-labelledby="offer-listing-title"
            >
              <Stack gap="md">
                <Title order={2} size="h4" id="offer-listing-title">
                  {t('offers.details.listing')}
                </Title>
                <ListingPicture
                  documentId={listing.picture?.documentId ?? null}
                  alt={t('offers.details.picture', {
                    listing: `${labels.code('product', listing.material.product)} ${listing.listingNumber}`,
                  })}
                />
                <MaterialSummary
                  material={listing.material}
                  dimensions={listing.materialDimensions}
                  prime={listing.prime}
                  weight={listing.weight}
                  tradeUnit={listing.tradeUnit}
                  numberOfItems={listing.numberOfItems}
                  showMaterialTitle={false}
                  order={3}
                />
                <FigureRows
                  rows={[
                    {
                      key: 'original',
                      label: t('offers.dialog.originalPrice'),
                      value: format.pricePerUnit(subject.originalPricePerUnit, subject.currencyCode, subject.tradeUnit),
                    },
                    ...(originalTotal !== null
                      ? [
                          {
                            key: 'originalTotal',
                            label: t('offers.dialog.originalTotal'),
                            value: format.money(originalTotal, subject.currencyCode),
                          },
                        ]
                      : []),
                  ]}
                />
                <Text size="sm" c="dimmed">
                  {t('offers.details.priceNote')}
                </Text>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
