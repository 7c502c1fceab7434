import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ALERT_COMMENT_MAX_LENGTH, ALERT_MESSAGES, URGENT_REQUEST_PRODUCTS } from '@steelyard/domain/alerts';
import { MATERIAL_TYPES } from '@steelyard/domain/material-catalogue';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { NumberField } from '../../../shared/forms/number-field';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { targetPriceCurrencyOf, useTargetPriceCheck } from '../../../shared/listings/target-price-check';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { errorReason } from '../api/alert-errors';
import { useCreateAlert } from '../api/alerts';
import { ALERT_PATHS, alertSearchPath, type UrgentOutcomeState } from '../components/alert-paths';
import {
  EMPTY_URGENT_FORM,
  isUrgentFormComplete,
  targetPriceMinor,
  urgentAlertBody,
  urgentFieldsFor,
  urgentFilter,
  URGENT_FIELD_LIMITS,
  type UrgentField,
  type UrgentFormValues,
} from '../components/urgent-form-model';

const DECIMALS: Record<UrgentField, number> = { thickness: 2, width: 0, length: 0, numberOfItems: 0, weight: 3 };

/** The urgent material request (spec 001 §2 /immediate-request, §4 Urgent request, §5, §8). */
function UrgentRequestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.urgent.title'));
  const labels = useListingLabels();
  const navigate = useNavigate();
  const me = useSelfUser();
  const headerRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<UrgentFormValues>(EMPTY_URGENT_FORM);
  const [failed, setFailed] = useState(false);
  const [priceTooLow, setPriceTooLow] = useState(false);
  const create = useCreateAlert();
  const withTargetPrice = me.data?.features.includes('TARGET_PRICE') ?? false;
  const currencyCode = targetPriceCurrencyOf(me.data);
  const fields = urgentFieldsFor(values.product);
  const complete = isUrgentFormComplete(values, ALERT_COMMENT_MAX_LENGTH);
  const products = useMemo(
    () => URGENT_REQUEST_PRODUCTS.map((p) => ({ value: p, label: labels.code('product', p) })),
    [labels],
  );
  const types = useMemo(
    () => MATERIAL_TYPES.map((m) => ({ value: m, label: labels.code('materialType', m) })),
    [labels],
  );
  const set = (patch: Partial<UrgentFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const target = targetPriceMinor(values.targetPrice);
  const targetInvalid = Number.isNaN(target);
  // checked while typing (§5); the server refuses a lower target too, whose answer still shows
  const targetCheck = useTargetPriceCheck({
    enabled: withTargetPrice && values.product != null,
    filter: urgentFilter(values),
    currencyCode,
    weight: values.weight === '' || Number.isNaN(values.weight) ? null : values.weight,
    numberOfItems:
      fields.includes('numberOfItems') && values.numberOfItems !== '' && !Number.isNaN(values.numberOfItems)
        ? values.numberOfItems
        : null,
    targetPerTonne: target == null || targetInvalid ? null : target,
  });
  const tooLow = targetCheck.tooLow || priceTooLow;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete || tooLow || create.isPending) return;
    setFailed(false);
    setPriceTooLow(false);
    create.mutate(urgentAlertBody(values, currencyCode, withTargetPrice), {
      onSuccess: (reply) => {
        trackEvent(ANALYTICS_EVENTS.createAlert, { type: 'URGENT', numberOfListings: reply.numberOfListings });
        const state: UrgentOutcomeState = {
          urgentOutcome: reply.numberOfListings > 0 ? 'MATCHES' : 'NO_MATCH',
          numberOfListings: reply.numberOfListings,
        };
        if (reply.numberOfListings > 0) void navigate(alertSearchPath(reply.id), { state });
        else void navigate(ALERT_PATHS.list, { state });
      },
      onError: (error) => {
        if (errorReason(error) === ALERT_MESSAGES.targetPriceTooLow) {
          setPriceTooLow(true);
          return;
        }
        setFailed(true);
        headerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        headerRef.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        <Stack gap={4}>
          <Title order={1} ref={headerRef} tabIndex={-1}>
            {t('alerts.urgent.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('alerts.urgent.intro')}
          </Text>
        </Stack>
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Text size="sm" c="red.9">
              {t('alerts.urgent.createFailed')}
            </Text>
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('alerts.urgent.material')}
            </Title>
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label={labels.field('product')}
                placeholder={t('alerts.urgent.choose')}
                data={products}
                value={values.product}
                onChange={(v) => set({ product: v as UrgentFormValues['product'] })}
                required
                miw={220}
              />
              <Select
                label={labels.field('materialType')}
                placeholder={t('alerts.urgent.any')}
                data={types}
                value={values.materialType}
                onChange={(v) => set({ materialType: v as UrgentFormValues['materialType'] })}
                clearable
                miw={220}
              />
            </Group>
            <TextInput
              label={labels.field('grade')}
              description={t('alerts.urgent.gradeHint')}
              value={values.grade}
              maxLength={20}
              onChange={(e) => set({ grade: e.currentTarget.value.toUpperCase() })}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('alerts.urgent.quantities')}
            </Title>
            {!values.product && <Text size="sm">{t('alerts.urgent.productFirst')}</Text>}
            <Group grow align="flex-start" wrap="wrap">
              {fields.map((field) => (
                <NumberField
                  key={field}
                  label={labels.field(field)}
                  rightSection={
                    <Text size="xs" c="dimmed" pr="xs">
                      {t(`alerts.urgent.unit.${field}`)}
                    </Text>
                  }
                  rightSectionWidth={48}
                  value={values[field] === '' ? null : values[field]}
                  onChange={(v) => set({ [field]: v ?? '' })}
                  min={0}
                  max={URGENT_FIELD_LIMITS[field]}
                  decimals={DECIMALS[field]}
                  required
                  miw={160}
                />
              ))}
            </Group>
            {withTargetPrice && values.product && (
              <NumberField
                label={t('alerts.urgent.targetPrice', { currency: currencyCode })}
                description={t('alerts.urgent.targetPriceHint')}
                value={values.targetPrice === '' ? null : values.targetPrice}
                fractionDigits={2}
                onChange={(v) => {
                  setPriceTooLow(false);
                  set({ targetPrice: v ?? '' });
                }}
                error={
                  targetInvalid
                    ? t('alerts.urgent.targetPriceInvalid')
                    : tooLow
                      ? t('alerts.urgent.targetPriceTooLow')
                      : undefined
                }
                maw={320}
              />
            )}
            <Textarea
              label={t('alerts.urgent.comment')}
              value={values.comment}
              onChange={(e) => set({ comment: e.currentTarget.value })}
              autosize
              minRows={3}
              description={t('alerts.urgent.commentLeft', {
                count: Math.max(0, ALERT_COMMENT_MAX_LENGTH - values.comment.length),
              })}
              error={values.comment.length > ALERT_COMMENT_MAX_LENGTH ? t('alerts.urgent.commentTooLong') : undefined}
            />
          </Stack>
        </Card>
        {!complete && (
          <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            {t('alerts.urgent.incomplete')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!complete || tooLow} loading={create.isPending}>
            {t('alerts.urgent.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export { UrgentRequestPage as Component };
