import { Button, Group, MultiSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImmediateRequestSettings } from '@steelyard/domain/alerts';
import { MATERIAL_TYPES, PRODUCTS } from '@steelyard/domain/material-catalogue';
import { hasAnyRole } from '@steelyard/domain/roles';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useSelfUser } from '../../../shared/session/self-user';
import { AccessNotice } from '../../../shared/ui/access-notice';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import { errorStatus } from '../api/alert-errors';
import { useImmediateRequestSettings, useSaveImmediateRequestSettings } from '../api/alerts';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

function SettingsForm({ initial }: { initial: ImmediateRequestSettings }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { locale } = useLanguage();
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const save = useSaveImmediateRequestSettings();
  const products = useMemo(() => PRODUCTS.map((p) => ({ value: p, label: labels.code('product', p) })), [labels]);
  const types = useMemo(
    () => MATERIAL_TYPES.map((m) => ({ value: m, label: labels.code('materialType', m) })),
    [labels],
  );
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const unchanged = JSON.stringify(value) === JSON.stringify(initial);
  const submit = () =>
    save.mutate(value, {
      onSuccess: () => notify({ level: 'SUCCESS', message: t('alerts.settings.saved') }),
      onError: () => notify({ level: 'ERROR', message: t('alerts.settings.saveFailed') }),
    });
  return (
    <Stack gap="md" maw={640}>
      <Switch
        checked={value.enabled}
        onChange={(e) => setValue({ ...value, enabled: e.currentTarget.checked })}
        label={t('alerts.settings.enabled')}
        description={t('alerts.settings.enabledHint')}
      />
      <MultiSelect
        label={t('alerts.settings.products')}
        placeholder={value.products.length ? undefined : t('alerts.settings.any')}
        data={products}
        value={value.products}
        disabled={!value.enabled}
        onChange={(v) => setValue({ ...value, products: v as ImmediateRequestSettings['products'] })}
        clearable
      />
      <MultiSelect
        label={t('alerts.settings.materialTypes')}
        placeholder={value.materialTypes.length ? undefined : t('alerts.settings.any')}
        data={types}
        value={value.materialTypes}
        disabled={!value.enabled}
        onChange={(v) => setValue({ ...value, materialTypes: v as ImmediateRequestSettings['materialTypes'] })}
        clearable
      />
      <MultiSelect
        label={t('alerts.settings.countries')}
        description={t('alerts.settings.countriesHint')}
        placeholder={value.countries.length ? undefined : t('alerts.settings.any')}
        data={countries}
        value={value.countries}
        disabled={!value.enabled}
        onChange={(v) => setValue({ ...value, countries: v as ImmediateRequestSettings['countries'] })}
        searchable
        clearable
      />
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={unchanged}>
          {t('alerts.settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Which urgent requests reach a seller (spec 001 §2 /immediate-requests/settings, also
 * /my-alerts/settings): sellers only; everyone else is told to contact an administrator.
 */
function AlertSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.settings.title'));
  const me = useSelfUser();
  const isSeller = me.data ? hasAnyRole(me.data.roles, ['SELLER']) : false;
  const settings = useImmediateRequestSettings(isSeller);
  const sellersOnly = !isSeller || errorStatus(settings.error) === 403;
  let body;
  if (me.isPending || (isSeller && settings.isPending)) body = <PageLoading label={t('alerts.list.loading')} />;
  else if (sellersOnly) body = <AccessNotice messageKey="alerts.settings.sellersOnly" />;
  else if (settings.isError || !settings.data)
    body = (
      <PageUnavailable
        notFound={false}
        title={t('alerts.settings.loadFailed')}
        retry={{ onRetry: () => void settings.refetch(), loading: settings.isFetching }}
      />
    );
  else body = <SettingsForm initial={settings.data} />;
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('alerts.settings.title')}</Title>
        {isSeller && (
          <Text size="sm" c="dimmed">
            {t('alerts.settings.intro')}
          </Text>
        )}
      </Stack>
      {body}
    </Stack>
  );
}

export { AlertSettingsPage as Component };
