import { Alert, Badge, Button, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DELIVERY_TIMEFRAMES } from '@steelyard/domain/listing-commercial';
import type { Address } from '@steelyard/domain/organisations';
import { hasAnyRole } from '@steelyard/domain/roles';
import { AddressLines } from '../../../shared/addresses/address-lines';
import { CommentBox } from '../../../shared/forms/comment-box';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { addAddressPathOf } from '../wizard-paths';
import { useWizardField } from './form-fields';
import { StepSection } from './step-section';
import { useWizard } from './wizard-context';

/** An address the seller may pick up from: an approved warehouse address (pending and rejected ones are shown, not offered). */
function AddressOption({ address }: { address: Address }) {
  const { t } = useTranslation();
  const usable = address.validationState === 'APPROVED';
  return (
    <Radio.Card
      value={address.id}
      disabled={!usable}
      radius="md"
      p="md"
      withBorder
      style={{ opacity: usable ? 1 : 0.7, cursor: usable ? 'pointer' : 'not-allowed' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator disabled={!usable} mt={2} />
        <Stack gap={6}>
          <AddressLines compact address={address} />
          <Group gap={6}>
            {address.primary && (
              <Badge variant="light" tt="none">
                {t('listing-wizard.pickup.primary')}
              </Badge>
            )}
            {address.validationState === 'PENDING' && (
              <Badge color="orange.7" variant="dot" tt="none">
                {t('listing-wizard.pickup.pending')}
              </Badge>
            )}
            {address.validationState === 'REJECTED' && (
              <Badge color="red.8" variant="dot" tt="none">
                {t('listing-wizard.pickup.rejected')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * Step PICKUP_ADDRESS (listings) or DELIVERY_INFO (packages): the approved warehouse address the
 * material is collected from (the primary one preselected), additional information (255
 * characters) and, for packages, the delivery timeframe. Managers add an address here; others are
 * told to ask their manager.
 */
export function StepPickup() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { state, fillIn, organisation, user, type, messageOf } = useWizard();
  const form = state.form;
  const pickup = useWizardField('pickupAddressId');
  const timeframe = useWizardField('deliveryTimeframe');
  const additionalInformation = useWizardField('additionalInformation');
  const addresses = organisation.warehouseAddresses;
  const approved = addresses.filter((a) => a.validationState === 'APPROVED');
  const manager = hasAnyRole(user.roles, ['MANAGER']);
  const invoiceId = organisation.invoiceAddress?.id ?? null;

  useEffect(() => {
    // the primary address and the invoice address are filled in, not typed: no unsaved change
    const patch: Partial<typeof form> = {};
    if (!form.pickupAddressId) {
      const primary = approved.find((a) => a.primary) ?? (approved.length === 1 ? approved[0] : undefined);
      if (primary) patch.pickupAddressId = primary.id;
    }
    if (!form.invoiceAddressId && invoiceId) patch.invoiceAddressId = invoiceId;
    if (Object.keys(patch).length > 0) fillIn(patch);
  }, [form.pickupAddressId, form.invoiceAddressId, approved, invoiceId, fillIn]);

  return (
    <Stack gap="xl">
      <StepSection title={t('listing-wizard.pickup.title')}>
        {addresses.length === 0 ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('listing-wizard.pickup.none')}
          </Alert>
        ) : (
          <Radio.Group
            value={pickup.value as string | null}
            onChange={pickup.onChange}
            onBlur={pickup.onBlur}
            label={t('listing-wizard.pickup.choose')}
            withAsterisk
            error={messageOf('pickupAddressId')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {addresses.map((address) => (
                <AddressOption key={address.id} address={address} />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        {manager ? (
          <Group gap="sm">
            <Button
              component={Link}
              to={addAddressPathOf(state)}
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('listing-wizard.pickup.add')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('listing-wizard.pickup.addHint')}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('listing-wizard.pickup.askManager')}
          </Text>
        )}
      </StepSection>

      <StepSection title={t('listing-wizard.pickup.details')}>
        {type === 'PACKAGE' && (
          <Select
            label={labels.field('deliveryTimeframe')}
            data={DELIVERY_TIMEFRAMES.map((value) => ({ value, label: labels.code('deliveryTimeframe', value) }))}
            value={timeframe.value as string | null}
            onChange={timeframe.onChange}
            onBlur={timeframe.onBlur}
            withAsterisk
            required
            placeholder={t('listing-wizard.fields.choose')}
            error={messageOf('deliveryTimeframe')}
            maw={360}
          />
        )}
        <CommentBox
          label={t('listing-wizard.pickup.additionalInformation')}
          description={t('listing-wizard.pickup.additionalInformationHint')}
          value={additionalInformation.value as string}
          onChange={additionalInformation.onChange}
        />
      </StepSection>
    </Stack>
  );
}
