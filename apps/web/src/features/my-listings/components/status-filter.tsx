import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SELLER_LISTING_FILTER_STATUSES, type ListingStatus } from '@steelyard/domain/listing-status';

/** The multi-select status filter of My Listings: every status but DRAFT (spec 001 §2). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ListingStatus[];
  onChange: (statuses: ListingStatus[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('my-listings.list.statusFilter')}
      placeholder={value.length === 0 ? t('my-listings.list.allStatuses') : undefined}
      data={SELLER_LISTING_FILTER_STATUSES.map((status) => ({
        value: status,
        label: t(`shared.listings.status.${status}`),
      }))}
      value={value}
      onChange={(next) => onChange(next as ListingStatus[])}
      clearable
      clearButtonProps={{ 'aria-label': t('my-listings.list.clearFilter') }}
      w={{ base: '100%', xs: 360 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
