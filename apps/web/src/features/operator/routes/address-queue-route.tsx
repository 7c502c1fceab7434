import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconMapPinCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PendingAddress } from '@steelyard/domain/admin-addresses';
import { AddressLines } from '../../../shared/addresses/address-lines';
import { useShrinkingCollection } from '../../../shared/collections/use-shrinking-collection';
import { countryName, countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PATHS } from '../../../shared/navigation/paths';
import {
  ADDRESS_QUEUE_PAGE_SIZE,
  fetchPendingAddressesPage,
  isAlreadyHandled,
  useAddressDecision,
} from '../api/address-queue';
import { useCanWrite } from '../api/operator-role';
import { DateTime } from '../components/date-time';
import { DecisionQueue, queueTexts } from '../components/decision-queue';
import { RejectAddressButton } from '../components/reject-address-button';
import { decisionButtonsOf, useQueueDecision } from '../components/use-queue-decision';
import { operatorListKeys } from '../api/query-keys';

const getId = (address: PendingAddress) => address.id;

/** Who the notices name: the address and its organisation. */
function namesOf(address: PendingAddress) {
  return { name: address.name, organisation: address.organisation.name };
}

/**
 * The warehouse address validation queue: pending addresses of every organisation, oldest first, 10 at
 * a time; OPERATOR approves or rejects with a reason, OPERATOR_READONLY only looks.
 */
function AddressQueuePage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const canWrite = useCanWrite();
  const [country, setCountry] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  // rows decided here leave the queue on the server too
  const addresses = useShrinkingCollection<PendingAddress>({
    queryKey: operatorListKeys.addressQueue(),
    fetchPage: fetchPendingAddressesPage,
    getId,
    pageSize: ADDRESS_QUEUE_PAGE_SIZE,
  });
  const { load, status } = addresses;
  useEffect(() => {
    // a change made while a page loads is skipped by the collection: it runs again once that page is in
    load({ filter: country ? [{ property: 'country', comparator: '=', value: country }] : [] });
  }, [load, country, status]);

  const { decide, deciding } = useQueueDecision({
    mutation: useAddressDecision(),
    queue: addresses,
    idOf: (input) => input.address.id,
    isAlreadyDecided: isAlreadyHandled,
    notices: {
      approved: ({ address }) => t('operator.addressQueue.approved', namesOf(address)),
      rejected: ({ address }) => t('operator.addressQueue.rejected', namesOf(address)),
      alreadyDecided: ({ address }) => t('operator.addressQueue.alreadyHandled', namesOf(address)),
    },
  });

  return (
    <DecisionQueue
      queue={addresses}
      titleId="address-queue-title"
      texts={{
        ...queueTexts(t, 'operator.addressQueue', { shown: addresses.items.length, total: addresses.totalItems }),
        ...(country && {
          empty: t('operator.addressQueue.emptyForCountry', { country: countryName(country, locale) }),
        }),
      }}
      emptyIcon={IconMapPinCheck}
      filters={
        <Select
          label={t('operator.addressQueue.country')}
          placeholder={t('operator.addressQueue.allCountries')}
          data={countries}
          value={country}
          onChange={setCountry}
          searchable
          clearable
          nothingFoundMessage={t('operator.addressQueue.noCountry')}
          w={260}
        />
      }
      renderItems={(items) => (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-labelledby="address-queue-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.addressQueue.columns.organisation')}</Table.Th>
                <Table.Th>{t('operator.addressQueue.columns.address')}</Table.Th>
                <Table.Th>{t('operator.addressQueue.columns.phone')}</Table.Th>
                <Table.Th>{t('operator.addressQueue.columns.waitingSince')}</Table.Th>
                {canWrite && <Table.Th>{t('operator.addressQueue.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((address) => (
                <Table.Tr key={address.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${PATHS.operatorOrganisations}/${encodeURIComponent(address.organisation.id)}`}
                      fw={500}
                      size="sm"
                    >
                      {address.organisation.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {address.pendingChange ? (
                      // a change of an approved address (decision 155): what is in use now, and the change
                      <Stack gap="xs">
                        <Text size="xs" fw={600}>
                          {t('operator.addressQueue.changeNow')}
                        </Text>
                        <AddressLines address={address} />
                        <Text size="xs" fw={600}>
                          {t('operator.addressQueue.changeProposed')}
                        </Text>
                        <AddressLines address={address.pendingChange} />
                      </Stack>
                    ) : (
                      <AddressLines address={address} />
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{address.phone ?? t('operator.common.none')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={address.updatedAt} ago />
                  </Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          color="green.8"
                          size="xs"
                          {...decisionButtonsOf(deciding, address.id).approve}
                          onClick={() => void decide({ address, decision: 'approve' })}
                          aria-label={t('operator.addressQueue.approveAddress', { name: address.name })}
                        >
                          {t('operator.addressQueue.approve')}
                        </Button>
                        <RejectAddressButton
                          address={address}
                          disabled={decisionButtonsOf(deciding, address.id).rejectDisabled}
                          onReject={(reason) => decide({ address, decision: 'reject', reason })}
                        />
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}

export { AddressQueuePage as Component };
