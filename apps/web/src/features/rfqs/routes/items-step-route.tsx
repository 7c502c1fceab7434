import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RFQ_MESSAGES } from '@steelyard/domain/rfqs';
import { isApiError } from '../../../shared/api/api-error';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { materialName } from '../../../shared/rfqs/item-lines';
import { notify } from '../../../shared/ui/notify';
import { rfqErrorKey } from '../api/rfq-answers';
import { ItemForm, type AddItemOutcome } from '../components/item-form';
import { ItemTable } from '../components/item-table';
import { useRfqWizard } from '../components/rfq-wizard-context';
import { StepButtons, useSaveAndGo, useStepRedirect, WizardFrame } from '../components/wizard-frame';
import { isDuplicateItem, materialKey, sameMaterial, type RfqItemValues } from '../model/rfq-wizard';
import type { RfqWizardForm } from '../model/rfq-wizard-form';

/** True when the server refused the items as a duplicate (the message or one of its details). */
function isServerDuplicate(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.reason === RFQ_MESSAGES.duplicateItem || error.details.some((d) => d.message === RFQ_MESSAGES.duplicateItem)
  );
}

/**
 * Step 2 (`…/step2`): the items of each chosen material. An item is checked against the others
 * (domain rfqItemKey: "Item already exists") and the draft is saved at once, where the server
 * checks again; deleting an item asks first and saves too.
 */
function ItemsStepPage() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { state, save, saving } = useRfqWizard();
  const { trigger } = useFormContext<RfqWizardForm>();
  const { errors } = useFormState<RfqWizardForm>({ name: 'items' });
  const saveAndGo = useSaveAndGo();
  // Next was pressed here: the step's message shows from then on
  const [attempted, setAttempted] = useState(false);
  const redirect = useStepRedirect('items');
  if (redirect) return redirect;

  const add = async (item: RfqItemValues): Promise<AddItemOutcome> => {
    if (isDuplicateItem(state.items, item)) return 'DUPLICATE';
    try {
      await save([...state.items, item]);
      return 'ADDED';
    } catch (error) {
      if (isServerDuplicate(error)) return 'DUPLICATE';
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.errors.saveFailed')) });
      return 'FAILED';
    }
  };

  const remove = async (index: number): Promise<boolean> => {
    try {
      await save(state.items.filter((_, i) => i !== index));
      notify({ level: 'SUCCESS', message: t('rfqs.wizard.items.deleted') });
      return true;
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.errors.saveFailed')) });
      return false;
    }
  };

  const next = async () => {
    setAttempted(true);
    if (!(await trigger('items'))) return;
    void saveAndGo('shipping');
  };

  return (
    <WizardFrame
      step="items"
      intro={t('rfqs.wizard.items.intro')}
      actions={
        <StepButtons
          back="materials"
          onSaveDraft={() => void saveAndGo(null)}
          onNext={() => void next()}
          pending={saving}
        />
      }
    >
      {state.materials.map((material) => {
        const name = materialName(material, labels, t);
        const items = state.items
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => sameMaterial(item, material));
        return (
          <Paper key={materialKey(material)} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
            <Stack gap="md">
              <Title order={2} size="h3">
                {name}
              </Title>
              <ItemTable
                items={items}
                caption={t('rfqs.wizard.items.caption', { material: name })}
                onDelete={remove}
                pending={saving}
              />
              <Title order={3} size="h5">
                {t('rfqs.wizard.items.addTitle')}
              </Title>
              <ItemForm material={material} onAdd={add} pending={saving} />
            </Stack>
          </Paper>
        );
      })}
      {attempted && errors.items && (
        <Text c="red.8" size="sm" role="alert">
          {t('rfqs.wizard.items.required')}
        </Text>
      )}
    </WizardFrame>
  );
}

export { ItemsStepPage as Component };
