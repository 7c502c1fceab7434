import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createManagerBody } from '@steelyard/domain/admin-users';
import { LANGUAGES } from '@steelyard/domain/constants';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { useCreateManager } from '../api/organisation-users';
import { operatorErrorKey } from '../api/operator-answers';
import { operatorIssueKey } from './organisation-form-rules';

type ManagerFormValues = z.input<typeof createManagerBody>;
type ManagerFormOutput = z.output<typeof createManagerBody>;

/** "Add manager": the organisation's (first) manager, who is e-mailed a temporary password. */
export function AddManagerButton({ organisationId, emailDomain }: { organisationId: string; emailDomain: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const create = useCreateManager(organisationId);
  const form = useForm<ManagerFormValues, unknown, ManagerFormOutput>({
    mode: 'onTouched',
    defaultValues: { name: '', email: '', additionalRoles: [], locale: 'en' },
    resolver: zodResolver(createManagerBody, { error: operatorIssueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    setOpened(false);
    setErrorKey(null);
    form.reset();
  };

  const submit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      const user = await create.mutateAsync(values);
      notify({ level: 'SUCCESS', message: t('operator.users.managerCreated', { email: user.email }) });
      close();
    } catch (error) {
      setErrorKey(operatorErrorKey(error));
    }
  });

  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        {t('operator.users.addManager')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('operator.users.addManager')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {errorKey && <ErrorAlert messageKey={errorKey} />}
            <TextInput
              {...form.register('name')}
              label={t('operator.fields.name')}
              withAsterisk
              autoComplete="off"
              error={errors.name?.message ? t(errors.name.message) : undefined}
            />
            <TextInput
              {...form.register('email')}
              type="email"
              label={t('operator.fields.email')}
              description={t('operator.users.emailDomainHint', { domain: emailDomain })}
              withAsterisk
              autoComplete="off"
              error={errors.email?.message ? t(errors.email.message) : undefined}
            />
            <Controller
              control={form.control}
              name="additionalRoles"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('operator.users.additionalRoles')}
                  description={t('operator.users.additionalRolesHint')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                >
                  <Group mt={6}>
                    <Checkbox value="BUYER" label={t('shared.roles.BUYER')} />
                    <Checkbox value="SELLER" label={t('shared.roles.SELLER')} />
                  </Group>
                </Checkbox.Group>
              )}
            />
            <Controller
              control={form.control}
              name="locale"
              render={({ field }) => (
                <Select
                  label={t('operator.users.emailLanguage')}
                  data={LANGUAGES.map((language) => ({
                    value: language,
                    label: t(`shared.language.names.${language}`),
                  }))}
                  allowDeselect={false}
                  value={field.value ?? 'en'}
                  onChange={(value) => field.onChange(value ?? 'en')}
                />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('operator.common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('operator.users.createManager')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
