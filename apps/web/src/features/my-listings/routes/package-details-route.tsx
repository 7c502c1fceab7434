import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { SummaryList } from '../../../shared/listings/material-summary';
import { useSelfUser } from '../../../shared/session/self-user';
import type { Offer } from '../api/listing-actions';
import { usePackage } from '../api/packages';
import { DetailLoadFailed, isNotFound, OfferNotFound } from '../components/detail-states';
import { OfferDetail, useOfferFacts } from '../components/offer-detail';
import { SectionCard } from '../../../shared/ui/section-card';
import { PackageListTable } from '../components/package-list-table';
import { PageLoading } from '../../../shared/ui/page-state';

function PackageDetail({ offer, roles }: { offer: Extract<Offer, { kind: 'package' }>; roles: readonly string[] }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const pkg = offer.item;
  const facts = useOfferFacts(offer);
  const material = [
    { key: 'product', label: labels.field('product'), value: labels.code('product', 'PACKAGE') },
    {
      key: 'materialType',
      label: labels.field('materialType'),
      value: labels.code('materialType', pkg.material.materialType),
    },
    { key: 'shape', label: labels.field('shape'), value: labels.code('shape', pkg.material.shape) },
    { key: 'prime', label: labels.field('prime'), value: labels.prime(pkg.prime) },
  ].filter((row) => row.value);
  return (
    <OfferDetail
      offer={offer}
      roles={roles}
      title={pkg.packageTitle}
      subtitle={labels.code('materialType', pkg.material.materialType)}
      views={pkg.numberOfViews}
      facts={facts}
      material={
        <Stack gap="lg">
          <SummaryList title={t('shared.listings.sections.material')} rows={material} order={2} />
          {pkg.packageDescription && (
            <Stack gap="xs">
              <Title order={2}>{t('my-listings.package.description')}</Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{pkg.packageDescription}</Text>
            </Stack>
          )}
        </Stack>
      }
      wide={
        <SectionCard id="package-list-title" title={t('my-listings.package.list')}>
          <PackageListTable document={pkg.packageDocument} />
        </SectionCard>
      }
    />
  );
}

/** /listings/my/packages/details/:packageId: the seller's package (spec 001 §2 package detail). */
function MyPackageDetailsPage() {
  const { packageId = '' } = useParams();
  const user = useSelfUser();
  const pkg = usePackage(packageId);
  if (pkg.isError || user.isError) {
    return pkg.isError && isNotFound(pkg.error) ? (
      <OfferNotFound kind="packages" />
    ) : (
      <DetailLoadFailed onRetry={() => void (pkg.isError ? pkg.refetch() : user.refetch())} />
    );
  }
  if (pkg.isPending || !user.data) return <PageLoading />;
  return <PackageDetail offer={{ kind: 'package', item: pkg.data }} roles={user.data.roles} />;
}

export { MyPackageDetailsPage as Component };
