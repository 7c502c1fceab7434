import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { PATHS } from '../../../shared/navigation/paths';
import { PageUnavailable } from '../../../shared/ui/page-state';
import { myListingsPath } from './my-listings-tabs';
import type { MyListingsKind } from './my-listings-tabs';

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
    <PageUnavailable
      notFound
      title={t(kind === 'listings' ? 'my-listings.notFound.listingTitle' : 'my-listings.notFound.packageTitle')}
      body={t(kind === 'listings' ? 'my-listings.notFound.listingBody' : 'my-listings.notFound.packageBody')}
      actions={
        <>
          <Button
            component={Link}
            to={kind === 'listings' ? PATHS.myListings : myListingsPath({ tab: 'listings', kind })}
          >
            {t('my-listings.notFound.back')}
          </Button>
          <Button component={Link} to={myListingsPath({ tab: 'drafts', kind: 'listings' })} variant="default">
            {t('my-listings.notFound.drafts')}
          </Button>
        </>
      }
    />
  );
}

/** Any other failure to load the page: say so and offer to try again. */
export function DetailLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageUnavailable
      notFound={false}
      title={t('my-listings.details.loadFailedTitle')}
      body={t('my-listings.details.loadFailedBody')}
      retry={{ label: t('my-listings.common.retry'), onRetry }}
    />
  );
}
