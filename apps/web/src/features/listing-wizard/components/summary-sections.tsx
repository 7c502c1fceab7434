import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WizardStep } from '@steelyard/domain/listing-wizard';
import { AddressLines } from '../../../shared/addresses/address-lines';
import { DocumentList } from '../../../shared/listings/document-list';
import { PictureGallery } from '../../../shared/listings/picture-gallery';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { MaterialSummary, SummaryList, type SummaryRow } from '../../../shared/listings/material-summary';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { expiresAtOf, parsePrice } from '../model/wizard-bodies';
import { materialFormOf, parseDecimal, theoreticalWeightOf } from '../model/wizard-form';
import { stepsPathOf } from '../wizard-paths';
import { PackageListPreview } from './package-list-preview';
import { useWizard } from './wizard-context';

/** A summary card with an "Edit" link back to its step. */
function SummaryCard({ title, step, children }: { title: string; step: WizardStep; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch } = useWizard();
  const edit = () => {
    dispatch({ type: 'goTo', step });
    navigate(stepsPathOf(state));
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={edit}
            aria-label={t('listing-wizard.summary.editSection', { section: title })}
          >
            {t('listing-wizard.summary.edit')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Everything the seller entered, by step, before submitting (spec 001 §2 /listings/create/summary). */
export function SummarySections() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const { state, type, organisation, currency } = useWizard();
  const form = state.form;
  const m = materialFormOf(form);
  const weight = form.tradeUnitCalculation === 'BY_ITEM' ? theoreticalWeightOf(form) : parseDecimal(form.weight);
  const price = parsePrice(form.price);
  const expiresAt = expiresAtOf(form);
  const pickup = organisation.warehouseAddresses.find((a) => a.id === form.pickupAddressId);

  const details: SummaryRow[] = [];
  const add = (key: string, value: string | undefined | null) => {
    if (value) details.push({ key, label: labels.field(key), value });
  };
  add('origin', labels.origin(form.origin));
  add('age', labels.code('age', form.age));
  add('internalSellerSku', form.internalSellerSku.trim());
  add('description', form.description.trim());

  const priceRows: SummaryRow[] = [];
  if (price !== undefined && !Number.isNaN(price)) {
    const money = form.currencyCode ?? currency;
    priceRows.push({
      key: 'price',
      label: labels.field('sellingPrice'),
      value: format.pricePerUnit(price, money, form.tradeUnit),
    });
  }
  if (expiresAt)
    priceRows.push({ key: 'expiresAt', label: labels.field('expiresAt'), value: format.expiry(expiresAt) });
  priceRows.push({
    key: 'autoRenew',
    label: labels.field('autoRenew'),
    value: t(form.autoRenew ? 'listing-wizard.summary.yes' : 'listing-wizard.summary.no'),
  });

  const pickupStep = type === 'PACKAGE' ? 'DELIVERY_INFO' : 'PICKUP_ADDRESS';
  return (
    <Stack gap="md">
      <SummaryCard title={t('listing-wizard.steps.MATERIAL')} step="MATERIAL">
        <MaterialSummary
          material={form.material}
          dimensions={type === 'LISTING' ? m : null}
          prime={form.prime}
          order={3}
          showMaterialTitle={false}
        />
        <SummaryList title={t('listing-wizard.summary.furtherDetails')} rows={details} />
        {form.pictures.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('listing-wizard.uploads.pictures')}
            </Text>
            <PictureGallery pictures={form.pictures} aria-label={t('listing-wizard.uploads.pictures')} />
          </Stack>
        )}
        {form.testCertificates.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('listing-wizard.uploads.certificates')}
            </Text>
            <DocumentList files={form.testCertificates} />
          </Stack>
        )}
      </SummaryCard>

      {type === 'PACKAGE' && (
        <SummaryCard title={t('listing-wizard.steps.LIST_UPLOAD')} step="LIST_UPLOAD">
          <SummaryList
            rows={[
              { key: 'title', label: t('listing-wizard.listUpload.title'), value: form.packageTitle },
              ...(form.packageDescription.trim()
                ? [
                    {
                      key: 'description',
                      label: t('listing-wizard.listUpload.description'),
                      value: form.packageDescription,
                    },
                  ]
                : []),
            ]}
          />
          {form.packageDocument && (
            <>
              <DocumentList files={[form.packageDocument]} />
              <PackageListPreview documentId={form.packageDocument.documentId} />
            </>
          )}
        </SummaryCard>
      )}

      <SummaryCard title={t('listing-wizard.steps.WEIGHT_PRICE')} step="WEIGHT_PRICE">
        <SummaryList
          rows={[
            { key: 'tradeUnit', label: labels.field('tradeUnit'), value: labels.code('pricingUnit', form.tradeUnit) },
            ...(m.numberOfItems != null
              ? [{ key: 'items', label: labels.field('numberOfItems'), value: format.number(m.numberOfItems) }]
              : []),
            ...(weight != null && !Number.isNaN(weight)
              ? [{ key: 'weight', label: labels.field('weight'), value: format.listingWeight(weight, form.tradeUnit) }]
              : []),
            ...priceRows,
          ]}
        />
        <Text size="xs" c="dimmed">
          {t('listing-wizard.summary.feeNote')}
        </Text>
      </SummaryCard>

      <SummaryCard title={t(`listing-wizard.steps.${pickupStep}`)} step={pickupStep}>
        {pickup && <AddressLines compact address={pickup} />}
        <SummaryList
          rows={[
            ...(form.deliveryTimeframe
              ? [
                  {
                    key: 'deliveryTimeframe',
                    label: labels.field('deliveryTimeframe'),
                    value: labels.code('deliveryTimeframe', form.deliveryTimeframe),
                  },
                ]
              : []),
            ...(form.additionalInformation.trim()
              ? [
                  {
                    key: 'additionalInformation',
                    label: t('listing-wizard.pickup.additionalInformation'),
                    value: form.additionalInformation,
                  },
                ]
              : []),
          ]}
        />
      </SummaryCard>
    </Stack>
  );
}
