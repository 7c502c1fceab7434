import { Modal, Stack, Text } from '@mantine/core';
import { PageLoading, PageUnavailable } from '../../../../shared/ui/page-state';
import { useTranslation } from 'react-i18next';
import type { AddressHistoryEntry, AddressSnapshot } from '@steelyard/domain/address-history';
import type { Address } from '@steelyard/domain/organisations';
import { countryName } from '../../../../shared/i18n/country-names';
import { formatDateTime } from '../../../../shared/i18n/intl-formats';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { useAddressHistory } from '../../api/address-history';

const FIELDS = ['name', 'addressLine1', 'addressLine2', 'city', 'postalCode', 'country', 'phone'] as const;
type Field = (typeof FIELDS)[number];

interface FieldChange {
  field: Field | 'primary' | 'validationState';
  from: string;
  to: string;
}

/** What an entry changed, field by field; a change waiting for validation is compared with the address in use. */
function changesOf(entry: AddressHistoryEntry, show: (field: Field, value: string | null) => string) {
  const { before, after } = entry;
  const changes: FieldChange[] = [];
  const waiting: FieldChange[] = [];
  if (before && after) {
    for (const field of FIELDS) {
      if (before[field] !== after[field]) {
        changes.push({ field, from: show(field, before[field]), to: show(field, after[field]) });
      }
    }
  }
  const proposed = after?.pendingChange;
  if (after && proposed && JSON.stringify(proposed) !== JSON.stringify(before?.pendingChange ?? null)) {
    for (const field of FIELDS) {
      if (proposed[field] !== after[field]) {
        waiting.push({ field, from: show(field, after[field]), to: show(field, proposed[field]) });
      }
    }
  }
  return { changes, waiting };
}

const stateOf = (snapshot: AddressSnapshot | null) => snapshot?.validationState;

/** The entry's action as the manager reads it: validations say approved or rejected. */
function actionKey(entry: AddressHistoryEntry): string {
  if (entry.action === 'VALIDATED') {
    const { before, after } = entry;
    // a decision on a change of an approved address: approved, the change is in use; rejected, nothing moved
    if (before?.pendingChange && before.validationState === 'APPROVED') {
      return FIELDS.some((field) => after?.[field] !== before[field]) ? 'changeApproved' : 'changeRejected';
    }
    return stateOf(after) === 'APPROVED' ? 'approved' : 'rejected';
  }
  if (entry.action === 'PRIMARY_CHANGED') return entry.after?.primary ? 'primarySet' : 'primaryUnset';
  if (entry.action === 'UPDATED' && entry.after?.pendingChange && !entry.before?.pendingChange)
    return 'changeRequested';
  return entry.action.toLowerCase();
}

function ChangeLines({ changes, label }: { changes: FieldChange[]; label: (field: FieldChange['field']) => string }) {
  return (
    <Stack component="ul" gap={2} style={{ margin: 0, paddingLeft: 18 }}>
      {changes.map((change) => (
        <Text component="li" size="sm" key={change.field}>
          {label(change.field)}: {change.from} → {change.to}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The history of one address for managers (issue 23, item 1): who changed what and when, newest first,
 * read from `api/universal/addresses-history/` (spec 000 §7), dates in the reader's language.
 */
export function AddressHistoryDialog({
  address,
  opened,
  onClose,
}: {
  address: Address;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const history = useAddressHistory(address.id, opened);
  const none = t('account.addressHistory.none');
  const show = (field: Field, value: string | null) =>
    value == null || value === '' ? none : field === 'country' ? countryName(value, locale) : value;
  const label = (field: FieldChange['field']) => t(`shared.addresses.fields.${field}`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('account.addressHistory.title', { name: address.name })}
      size="lg"
    >
      {history.isPending ? (
        <PageLoading label={t('account.addressHistory.loading')} />
      ) : history.isError ? (
        <PageUnavailable
          notFound={false}
          title={t('account.addressHistory.loadFailed')}
          retry={{
            label: t('account.common.retry'),
            onRetry: () => void history.refetch(),
            loading: history.isFetching,
          }}
        />
      ) : history.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('account.addressHistory.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data.items.map((entry) => {
            const { changes, waiting } = changesOf(entry, show);
            return (
              <Stack component="li" gap={4} key={entry.id}>
                <Text size="sm" fw={600}>
                  {t(`account.addressHistory.actions.${actionKey(entry)}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('account.addressHistory.byAt', {
                    who: entry.changedBy?.name || t('account.addressHistory.system'),
                    when: formatDateTime(entry.changedAt, locale),
                  })}
                </Text>
                {changes.length > 0 && <ChangeLines changes={changes} label={label} />}
                {waiting.length > 0 && (
                  <>
                    <Text size="xs">{t('account.addressHistory.waiting')}</Text>
                    <ChangeLines changes={waiting} label={label} />
                  </>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
