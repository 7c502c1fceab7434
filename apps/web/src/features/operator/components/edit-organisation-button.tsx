import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateOrganisationBody, type AdminOrganisation } from '@steelyard/domain/admin-organisations';
import { FEATURES, type Feature } from '@steelyard/domain/roles';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { useUpdateOrganisation } from '../api/organisation-changes';
import { operatorErrorKey } from '../api/operator-answers';
import { vettedAtOf } from './organisation-form-rules';

interface Draft {
  name: string;
  companyNumber: string;
  vatNumber: string;
  vettedBy: string;
  vettedOn: string;
  defaultFeatures: Feature[];
  mfaRequired: boolean;
}

function draftOf(org: AdminOrganisation): Draft {
  return {
    name: org.name,
    companyNumber: org.vetting?.companyNumber ?? '',
    vatNumber: org.vetting?.vatNumber ?? '',
    vettedBy: org.vetting?.vettedBy ?? '',
    vettedOn: org.vetting?.vettedAt.slice(0, 10) ?? '',
    defaultFeatures: org.defaultFeatures,
    mfaRequired: org.mfaRequired,
  };
}

/** The update body of the edited record: only what changed (the vetting record as a whole). */
export function organisationChanges(org: AdminOrganisation, draft: Draft) {
  const before = draftOf(org);
  const vettingChanged = (['companyNumber', 'vatNumber', 'vettedBy', 'vettedOn'] as const).some(
    (key) => draft[key].trim() !== before[key],
  );
  const sameFeatures =
    draft.defaultFeatures.length === before.defaultFeatures.length &&
    draft.defaultFeatures.every((f) => before.defaultFeatures.includes(f));
  return updateOrganisationBody.safeParse({
    ...(draft.name.trim() !== before.name ? { name: draft.name } : {}),
    ...(vettingChanged
      ? {
          vetting: {
            companyNumber: draft.companyNumber,
            vatNumber: draft.vatNumber,
            vettedBy: draft.vettedBy,
            vettedAt: draft.vettedOn ? vettedAtOf(draft.vettedOn) : '',
          },
        }
      : {}),
    ...(sameFeatures ? {} : { defaultFeatures: draft.defaultFeatures }),
    ...(draft.mfaRequired !== before.mfaRequired ? { mfaRequired: draft.mfaRequired } : {}),
  });
}

/** "Edit" on an organisation: name, vetting record, default features of new users, two-factor requirement. */
export function EditOrganisationButton({ org }: { org: AdminOrganisation }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const update = useUpdateOrganisation(org.id);
  const close = () => {
    setDraft(null);
    setErrorKey(null);
  };
  const parsed = draft ? organisationChanges(org, draft) : null;
  const changed = parsed?.success === true && Object.keys(parsed.data).length > 0;
  const set = (patch: Partial<Draft>) => setDraft((previous) => (previous ? { ...previous, ...patch } : previous));
  const required = (value: string) => (value.trim() === '' ? t('shared.validation.required') : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed?.success || !changed) return;
    setErrorKey(null);
    try {
      await update.mutateAsync(parsed.data);
      notify({ level: 'SUCCESS', message: t('operator.editOrganisation.saved') });
      close();
    } catch (error) {
      setErrorKey(operatorErrorKey(error));
    }
  };

  return (
    <>
      <Button variant="default" onClick={() => setDraft(draftOf(org))}>
        {t('operator.editOrganisation.open')}
      </Button>
      <Modal opened={draft !== null} onClose={close} title={t('operator.editOrganisation.title')} size="lg">
        {draft && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              {errorKey && <ErrorAlert messageKey={errorKey} />}
              <TextInput
                label={t('operator.fields.name')}
                withAsterisk
                value={draft.name}
                onChange={(event) => set({ name: event.currentTarget.value })}
                error={required(draft.name)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('operator.fields.companyNumber')}
                  withAsterisk
                  value={draft.companyNumber}
                  onChange={(event) => set({ companyNumber: event.currentTarget.value })}
                  error={required(draft.companyNumber)}
                />
                <TextInput
                  label={t('operator.fields.vatNumber')}
                  withAsterisk
                  value={draft.vatNumber}
                  onChange={(event) => set({ vatNumber: event.currentTarget.value })}
                  error={required(draft.vatNumber)}
                />
                <TextInput
                  label={t('operator.fields.vettedBy')}
                  withAsterisk
                  value={draft.vettedBy}
                  onChange={(event) => set({ vettedBy: event.currentTarget.value })}
                  error={required(draft.vettedBy)}
                />
                <TextInput
                  type="date"
                  label={t('operator.fields.vettedAt')}
                  withAsterisk
                  value={draft.vettedOn}
                  onChange={(event) => set({ vettedOn: event.currentTarget.value })}
                  error={required(draft.vettedOn)}
                />
              </SimpleGrid>
              <Checkbox.Group
                label={t('operator.fields.defaultFeatures')}
                description={t('operator.editOrganisation.featuresHint')}
                value={draft.defaultFeatures}
                onChange={(value) => set({ defaultFeatures: value as Feature[] })}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing="xs">
                  {FEATURES.map((feature) => (
                    <Checkbox key={feature} value={feature} label={t(`operator.features.${feature}`)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <Switch
                label={t('operator.fields.mfaRequired')}
                description={t('operator.editOrganisation.mfaHint')}
                checked={draft.mfaRequired}
                onChange={(event) => set({ mfaRequired: event.currentTarget.checked })}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('operator.common.cancel')}
                </Button>
                <Button type="submit" disabled={!changed} loading={update.isPending}>
                  {t('operator.common.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
