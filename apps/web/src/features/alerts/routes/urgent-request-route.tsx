import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ALERT_COMMENT_MAX_LENGTH, ALERT_MESSAGES, type CreateAlertBody } from '@steelyard/domain/alerts';
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
  targetPriceMinor,
  urgentFieldsFor,
  urgentFilter,
  urgentRequestForm,
  URGENT_FIELD_LIMITS,
  type UrgentField,
  type UrgentFormValues,
} from '../components/urgent-form-model';
import { UrgentMaterialFields } from '../components/urgent-material-fields';

const DECIMALS: Record<UrgentField, number> = { thickness: 2, width: 0, length: 0, numberOfItems: 0, weight: 3 };

/**
 * The urgent material request (spec 001 §2 /immediate-request, §4 Urgent request, §5, §8): a
 * react-hook-form whose rules give the domain's create-alert body (urgentRequestForm).
 */
function UrgentRequestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.urgent.title'));
  const labels = useListingLabels();
  const navigate = useNavigate();
  const me = useSelfUser();
  const headerRef = useRef<HTMLHeadingElement>(null);
  const create = useCreateAlert();
  const withTargetPrice = me.data?.features.includes('TARGET_PRICE') ?? false;
  const currencyCode = targetPriceCurrencyOf(me.data);
  const schema = useMemo(() => urgentRequestForm(currencyCode, withTargetPrice), [currencyCode, withTargetPrice]);
  // the schema's messages show while typing (below), so the form itself checks only on submit:
  // leaving a field keeps the server's refusal of the target price until the amount changes
  const form = useForm<UrgentFormValues, unknown, CreateAlertBody>({
    defaultValues: EMPTY_URGENT_FORM,
    resolver: zodResolver(schema),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const fields = urgentFieldsFor(values.product);
  // the button and the field messages follow every keystroke, as they always did
  const check = schema.safeParse(values);
  const failing = new Set(check.error?.issues.map((issue) => issue.path[0]));
  const complete = check.success;
  const target = targetPriceMinor(values.targetPrice);
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
    targetPerTonne: target == null || Number.isNaN(target) ? null : target,
  });
  const tooLow = targetCheck.tooLow || errors.targetPrice?.type === 'server';

  const send = form.handleSubmit((body) => {
    create.mutate(body, {
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
          form.setError('targetPrice', { type: 'server', message: ALERT_MESSAGES.targetPriceTooLow });
          return;
        }
        form.setError('root.createFailed', { type: 'server' });
        headerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        headerRef.current?.focus();
      },
    });
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!complete || tooLow || create.isPending) return event.preventDefault();
    void send(event);
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
        {errors.root?.createFailed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Text size="sm" c="red.9">
              {t('alerts.urgent.createFailed')}
            </Text>
          </Alert>
        )}
        <UrgentMaterialFields control={form.control} />
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('alerts.urgent.quantities')}
            </Title>
            {!values.product && <Text size="sm">{t('alerts.urgent.productFirst')}</Text>}
            <Group grow align="flex-start" wrap="wrap">
              {fields.map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <NumberField
                      ref={field.ref}
                      label={labels.field(name)}
                      rightSection={
                        <Text size="xs" c="dimmed" pr="xs">
                          {t(`alerts.urgent.unit.${name}`)}
                        </Text>
                      }
                      rightSectionWidth={48}
                      value={field.value === '' ? null : field.value}
                      onChange={(v) => field.onChange(v ?? '')}
                      onBlur={field.onBlur}
                      min={0}
                      max={URGENT_FIELD_LIMITS[name]}
                      decimals={DECIMALS[name]}
                      required
                      miw={160}
                    />
                  )}
                />
              ))}
            </Group>
            {withTargetPrice && values.product && (
              <Controller
                control={form.control}
                name="targetPrice"
                render={({ field }) => (
                  <NumberField
                    ref={field.ref}
                    label={t('alerts.urgent.targetPrice', { currency: currencyCode })}
                    description={t('alerts.urgent.targetPriceHint')}
                    value={field.value === '' ? null : field.value}
                    fractionDigits={2}
                    onChange={(v) => {
                      // a new amount is checked anew: the server's refusal was of the one before
                      form.clearErrors('targetPrice');
                      field.onChange(v ?? '');
                    }}
                    onBlur={field.onBlur}
                    error={
                      failing.has('targetPrice')
                        ? t('alerts.urgent.targetPriceInvalid')
                        : tooLow
                          ? t('alerts.urgent.targetPriceTooLow')
                          : undefined
                    }
                    maw={320}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="comment"
              render={({ field }) => (
                <Textarea
                  ref={field.ref}
                  label={t('alerts.urgent.comment')}
                  value={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.value)}
                  onBlur={field.onBlur}
                  autosize
                  minRows={3}
                  description={t('alerts.urgent.commentLeft', {
                    count: Math.max(0, ALERT_COMMENT_MAX_LENGTH - field.value.length),
                  })}
                  error={failing.has('comment') ? t('alerts.urgent.commentTooLong') : undefined}
                />
              )}
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
