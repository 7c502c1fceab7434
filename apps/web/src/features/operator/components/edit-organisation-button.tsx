import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminOrganisation } from '@steelyard/domain/admin-organisations';
import { FEATURES, type Feature } from '@steelyard/domain/roles';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { useUpdateOrganisation } from '../api/organisation-changes';
import { VettingFields } from './vetting-fields';
import { operatorErrorKey } from '../api/operator-answers';
import {
  isVettingEdited,
  operatorIssueKey,
  organisationChanges,
  organisationEditSchema,
  organisationEditValues,
  today,
  type OrganisationEditValues,
} from './organisation-form-rules';

/** The modal's form, mounted on each opening with the record as it is then. */
function EditOrganisationForm({ org, onClose }: { org: AdminOrganisation; onClose: () => void }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const update = useUpdateOrganisation(org.id);
  const schema = useMemo(() => organisationEditSchema(org), [org]);
  const form = useForm<OrganisationEditValues>({
    mode: 'onTouched',
    defaultValues: organisationEditValues(org),
    resolver: zodResolver(schema, { error: operatorIssueKey }),
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const values = form.watch();
  // a vetting record changed back to the stored one is not sent: its messages go with the change
  const vettingMessage = (key: string | undefined) => (isVettingEdited(org, values) ? message(key) : undefined);
  const parsed = organisationChanges(org, values);
  // Save needs a valid record that differs from the stored one
  const changed = parsed.success && Object.keys(parsed.data).length > 0;

  const submit = form.handleSubmit(async (values) => {
    const changes = organisationChanges(org, values);
    if (!changes.success || Object.keys(changes.data).length === 0) return;
    setErrorKey(null);
    try {
      await update.mutateAsync(changes.data);
      notify({ level: 'SUCCESS', message: t('operator.editOrganisation.saved') });
      onClose();
    } catch (error) {
      setErrorKey(operatorErrorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        <TextInput
          {...form.register('name')}
          label={t('operator.fields.name')}
          withAsterisk
          error={message(errors.name?.message)}
        />
        <VettingFields
          register={(field) => form.register(`vetting.${field}`)}
          messageOf={(field) => vettingMessage(errors.vetting?.[field]?.message)}
          maxDate={today()}
        />
        <Controller
          control={form.control}
          name="defaultFeatures"
          render={({ field }) => (
            <Checkbox.Group
              label={t('operator.fields.defaultFeatures')}
              description={t('operator.editOrganisation.featuresHint')}
              value={field.value}
              onChange={(value) => field.onChange(value as Feature[])}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing="xs">
                {FEATURES.map((feature) => (
                  <Checkbox key={feature} value={feature} label={t(`operator.features.${feature}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={form.control}
          name="mfaRequired"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              name={field.name}
              label={t('operator.fields.mfaRequired')}
              description={t('operator.editOrganisation.mfaHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('operator.common.cancel')}
          </Button>
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            {t('operator.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Edit" on an organisation: name, vetting record, default features of new users, two-factor requirement. */
export function EditOrganisationButton({ org }: { org: AdminOrganisation }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('operator.editOrganisation.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('operator.editOrganisation.title')} size="lg">
        {opened && <EditOrganisationForm org={org} onClose={close} />}
      </Modal>
    </>
  );
}
