import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useQuery } from '@tanstack/react-query';
import { listingQueryOptions } from '../api/listings';
import { packageQueryOptions } from '../api/packages';
import type { RenewedState } from '../components/expiry-section';
import { offerDetailsPath } from '../components/my-listings-paths';

function renewedNumber(state: unknown): string | null {
  return typeof state === 'object' && state !== null && typeof (state as RenewedState).number === 'string'
    ? (state as RenewedState).number
    : null;
}

function RenewedNotice({ number, detailsPath }: { number: string; detailsPath: string }) {
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
        <Text size="sm">{t('my-listings.renewed.body')}</Text>
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
 * with the listing number and a button to My Listings. Opened directly, it looks the number up.
 */
export function Component() {
  const { listingId, packageId } = useParams();
  const { state } = useLocation();
  const number = renewedNumber(state);
  const listing = useQuery({ ...listingQueryOptions(listingId ?? ''), enabled: !number && Boolean(listingId) });
  const pkg = useQuery({ ...packageQueryOptions(packageId ?? ''), enabled: !number && Boolean(packageId) });
  const id = listingId ?? packageId ?? '';
  const shown = number ?? listing.data?.listingNumber ?? pkg.data?.packageNumber ?? id;
  const detailsPath = packageId ? offerDetailsPath('package', packageId) : offerDetailsPath('listing', id);
  return <RenewedNotice number={shown} detailsPath={detailsPath} />;
}
