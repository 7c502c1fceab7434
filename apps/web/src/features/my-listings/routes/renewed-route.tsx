import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useQuery } from '@tanstack/react-query';
import { listingQueryOptions } from '../api/listings';
import { packageQueryOptions } from '../api/packages';
import { readListingUpdateOutcome, type ListingUpdateOutcome } from '../../../shared/listings/listing-revision';
import { offerDetailsPath } from '../components/my-listings-paths';

/** What buyers see after the change, one sentence each (spec 001 §2's live notice, issue 23). */
function outcomeLines(outcome: ListingUpdateOutcome | null, revisionWaiting: boolean): string[] {
  const lines: string[] = [];
  if (!outcome) lines.push('my-listings.renewed.bodyOpened');
  else if (outcome.change === 'RENEWED') lines.push('my-listings.renewed.bodyRenewed');
  else if (outcome.change === 'PRICE' || outcome.priceChanged) lines.push('my-listings.renewed.bodyPrice');
  else if (outcome.change === 'EXPIRY') lines.push('my-listings.renewed.bodyExpiry');
  else if (!revisionWaiting) lines.push('my-listings.renewed.bodyUnchanged');
  if (revisionWaiting) {
    lines.push(
      outcome?.change === 'EDIT' ? 'my-listings.renewed.revisionWaiting' : 'my-listings.renewed.revisionStillWaiting',
    );
  }
  return lines;
}

function RenewedNotice({ number, detailsPath, lines }: { number: string; detailsPath: string; lines: string[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t('my-listings.renewed.title'));
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('my-listings.renewed.title')}</Title>
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('my-listings.renewed.live', { number })}
        role="status"
        aria-live="polite"
      >
        <Stack gap={4}>
          {lines.map((key) => (
            <Text key={key} size="sm">
              {t(key)}
            </Text>
          ))}
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={PATHS.myListings}>
          {t('my-listings.renewed.toMyListings')}
        </Button>
        <Button component={Link} to={detailsPath} variant="default">
          {t('my-listings.renewed.toDetails')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The renewal success page (spec 001 §2) after an update that leaves a listing live: a live notice
 * with the listing number, what buyers see now (a renewal, a new price or expiry at once; an edit's
 * material, files and texts only once the operator has approved them, decision 142) and a button to
 * My Listings. Opened directly, it looks the listing up and says whether changes wait for review.
 */
function RenewedPage() {
  const { listingId, packageId } = useParams();
  const { state } = useLocation();
  const outcome = readListingUpdateOutcome(state);
  const listing = useQuery({ ...listingQueryOptions(listingId ?? ''), enabled: !outcome && Boolean(listingId) });
  const pkg = useQuery({ ...packageQueryOptions(packageId ?? ''), enabled: !outcome && Boolean(packageId) });
  const id = listingId ?? packageId ?? '';
  const looked = listing.data ?? pkg.data;
  const shown = outcome?.number ?? listing.data?.listingNumber ?? pkg.data?.packageNumber ?? id;
  const revisionWaiting = outcome ? outcome.revisionWaiting === true : looked?.hasPendingChanges === true;
  const detailsPath = packageId ? offerDetailsPath('package', packageId) : offerDetailsPath('listing', id);
  return <RenewedNotice number={shown} detailsPath={detailsPath} lines={outcomeLines(outcome, revisionWaiting)} />;
}

export { RenewedPage as Component };
