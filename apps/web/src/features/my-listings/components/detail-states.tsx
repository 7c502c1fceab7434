import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { PATHS } from '../../../shared/navigation/paths';
import { myListingsPath } from './my-listings-tabs';
import type { MyListingsKind } from './my-listings-tabs';

/** A detail page's data is loading. */
export function DetailLoader() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Loader aria-label={t('shared.loading')} />
    </Stack>
  );
}

/** True when the listing or package is gone (404): the not-found page rather than a failure. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The not-found warning of spec 001 §2 and §8: the listing may have become a draft (or is no longer
 * available), with the way back to My Listings and to the drafts.
 */
export function OfferNotFound({ kind }: { kind: MyListingsKind }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t(kind === 'listings' ? 'my-listings.notFound.listingTitle' : 'my-listings.notFound.packageTitle')}
      maw={720}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(kind === 'listings' ? 'my-listings.notFound.listingBody' : 'my-listings.notFound.packageBody')}
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={kind === 'listings' ? PATHS.myListings : myListingsPath({ tab: 'listings', kind })}
          >
            {t('my-listings.notFound.back')}
          </Button>
          <Button component={Link} to={myListingsPath({ tab: 'drafts', kind: 'listings' })} variant="default">
            {t('my-listings.notFound.drafts')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Any other failure to load the page: say so and offer to try again. */
export function DetailLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('my-listings.details.loadFailedTitle')} maw={720}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('my-listings.details.loadFailedBody')}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('my-listings.common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
