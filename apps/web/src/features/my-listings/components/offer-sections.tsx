import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconEye, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LISTING_STATUS_TONES, type BadgeTone, type ListingStatus } from '@steelyard/domain/listing-status';
import { AddressLines } from '../../../shared/addresses/address-lines';
import { formatDateTime, listFormat } from '../../../shared/i18n/intl-formats';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useRevisionFieldLabel } from '../../../shared/listings/listing-revision';
import { usePublicConfig } from '../../../shared/config/public-config';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useListingHasNegotiations } from '../../../shared/listings/negotiation-slots';
import type { Offer } from '../api/listing-actions';
import { usePickupAddress } from '../api/pickup-address';
import { SectionCard } from '../../../shared/ui/section-card';
import { offerNumber } from './offer-number';

// light alerts take a colour without a shade: the theme darkens their text for contrast
const BANNER_COLORS: Readonly<Record<BadgeTone, string>> = {
  positive: 'green',
  warning: 'orange',
  negative: 'red',
  neutral: 'gray',
};

/**
 * What the status means for the seller (spec 001 §2): under review, rejected, live, sold, withdrawn,
 * expired — the expired one tells sellers how to renew; changes waiting for the operator's review
 * are named with when buyers see them (decision 142).
 */
export function StatusBanner({ offer, isSeller }: { offer: Offer; isSeller: boolean }) {
  const { t } = useTranslation();
  const status: ListingStatus = offer.item.status.value;
  const body =
    status === 'EXPIRED' && isSeller ? t('my-listings.banner.EXPIRED_SELLER') : t(`my-listings.banner.${status}`);
  return (
    <Alert
      color={BANNER_COLORS[LISTING_STATUS_TONES[status]]}
      variant="light"
      title={t(`shared.listings.status.${status}`)}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">{body}</Text>
        {offer.item.hasPendingChanges && <Text size="sm">{t('my-listings.banner.pendingChanges')}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * The operator's reason for a rejected listing, read-only, with a button that opens an e-mail to
 * support whose subject names the listing number and the seller's SKU.
 */
export function RejectionCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  const number = offerNumber(offer);
  const sku = offer.item.internalSellerSku;
  const subject = sku
    ? t('my-listings.rejection.mailSubjectWithSku', { number, sku })
    : t('my-listings.rejection.mailSubject', { number });
  const href = `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <SectionCard id="rejection-title" title={t('my-listings.rejection.title')}>
      <Text
        component="blockquote"
        m={0}
        pl="md"
        style={{ borderInlineStart: '3px solid var(--mantine-color-red-3)', whiteSpace: 'pre-wrap' }}
      >
        {offer.item.status.reason ?? t('my-listings.rejection.noReason')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('my-listings.rejection.help')}
      </Text>
      <div>
        <Button component="a" href={href} variant="default" leftSection={<IconMail size={16} aria-hidden />}>
          {t('my-listings.rejection.contactSupport')}
        </Button>
      </div>
    </SectionCard>
  );
}

/**
 * A live listing's changes waiting for the operator's review (decision 142): which fields, since
 * when, and that buyers see the current version until they are approved.
 */
export function RevisionCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const fieldLabel = useRevisionFieldLabel();
  const revision = offer.item.revision;
  if (!revision) return null;
  return (
    <SectionCard id="revision-title" title={t('my-listings.revision.title')}>
      <Text size="sm">
        {t('my-listings.revision.fields', {
          fields: listFormat(locale, { type: 'conjunction' }).format(revision.changedFields.map(fieldLabel)),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('my-listings.revision.since', { date: formatDateTime(revision.submittedAt, locale) })}
      </Text>
      <Text size="sm">{t('my-listings.revision.body')}</Text>
    </SectionCard>
  );
}

/** The operator's reason for rejecting the last changes of a live listing; buyers still see it as it was. */
export function RevisionRejectionCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const rejection = offer.item.revisionRejection;
  if (!rejection || offer.item.revision) return null;
  return (
    <SectionCard id="revision-rejection-title" title={t('my-listings.revision.rejectedTitle')}>
      <Text
        component="blockquote"
        m={0}
        pl="md"
        style={{ borderInlineStart: '3px solid var(--mantine-color-red-3)', whiteSpace: 'pre-wrap' }}
      >
        {rejection.reason}
      </Text>
      <Text size="sm">{t('my-listings.revision.rejectedBody')}</Text>
    </SectionCard>
  );
}

/** "Views by buyers: 12", only above 0 (spec 001 §2). */
export function ViewsLine({ views }: { views: number | undefined }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  if (!views) return null;
  return (
    <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <IconEye size={16} aria-hidden />
      {t('my-listings.details.views', { count: format.number(views) })}
    </Text>
  );
}

/** The seller's weight and net price, read-only, with the note that buyers pay fees on top. */
export function PriceSection({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const { weight, tradeUnit, pricing } = offer.item;
  const numberOfItems = offer.kind === 'listing' ? offer.item.numberOfItems : null;
  const negotiated = useListingHasNegotiations(offer.kind === 'listing' ? offer.item.id : '');
  return (
    <SectionCard
      id="price-title"
      title={t(negotiated ? 'my-listings.price.titleWithOffers' : 'my-listings.price.title')}
    >
      <Stack gap="xs" component="dl" m={0}>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('shared.listings.fields.weight')}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {format.listingWeight(weight, tradeUnit)}
          </Text>
        </div>
        {numberOfItems != null && (
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('shared.listings.fields.numberOfItems')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {format.number(numberOfItems)}
            </Text>
          </div>
        )}
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('my-listings.price.sellingPrice')}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg">
            {format.pricePerUnit(pricing.netPricePerUnit, pricing.currencyCode, tradeUnit)}
          </Text>
        </div>
      </Stack>
      <Text size="sm" c="dimmed">
        {t('my-listings.price.feeNote')}
      </Text>
    </SectionCard>
  );
}

/** Where the buyer collects the material, with the seller's additional information. */
export function PickupSection({ offer, roles }: { offer: Offer; roles: readonly string[] }) {
  const { t } = useTranslation();
  const address = usePickupAddress(roles, offer.item.pickupAddress.id);
  return (
    <SectionCard id="pickup-title" title={t('my-listings.pickup.title')}>
      {address.isPending ? (
        <Loader size="sm" aria-label={t('shared.loading')} />
      ) : address.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('my-listings.pickup.loadFailed')}
        </Text>
      ) : (
        <AddressLines address={address.data} withPhone />
      )}
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('my-listings.pickup.additionalInformation')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {offer.item.additionalInformation || t('my-listings.common.none')}
        </Text>
      </Stack>
    </SectionCard>
  );
}
