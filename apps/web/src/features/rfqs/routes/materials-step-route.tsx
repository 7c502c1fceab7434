import { Checkbox, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MATERIAL_TYPE_FEATURES,
  MATERIAL_TYPES,
  PRODUCTS_OF_MATERIAL_TYPE,
  type MaterialType,
} from '@steelyard/domain/material-catalogue';
import { hasFeatures } from '@steelyard/domain/roles';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useRfqWizard } from '../components/rfq-wizard-context';
import { StepButtons, useSaveAndGo, useStepRedirect, WizardFrame } from '../components/wizard-frame';
import { materialKey, RFQ_PRODUCTS, sameMaterial, type RfqMaterial, type RfqProduct } from '../model/rfq-wizard';
import type { RfqWizardForm } from '../model/rfq-wizard-form';

/** The material types a user may request as a product (stainless steel behind its feature). */
export function materialTypesFor(product: RfqProduct, features: readonly string[]): MaterialType[] {
  return MATERIAL_TYPES.filter((type) => {
    const feature = MATERIAL_TYPE_FEATURES[type];
    return PRODUCTS_OF_MATERIAL_TYPE[type].includes(product) && (!feature || hasFeatures(features, [feature]));
  });
}

/**
 * Step 1 (`/rfqs/create/wizard`, `/rfqs/create/wizard/:draftId`): the product and material type
 * combinations the RFQ asks for; step 2 adds the items of each. A material with items stays chosen
 * until its items are deleted.
 */
function MaterialsStepPage() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { state, user, saving } = useRfqWizard();
  const { getValues, setValue, trigger } = useFormContext<RfqWizardForm>();
  const { errors } = useFormState<RfqWizardForm>({ name: 'materials' });
  const saveAndGo = useSaveAndGo();
  // Next was pressed here: the step's message shows from then on
  const [attempted, setAttempted] = useState(false);
  const redirect = useStepRedirect('materials');
  if (redirect) return redirect;

  const chosen = (m: RfqMaterial) => state.materials.some((c) => sameMaterial(c, m));
  const hasItems = (m: RfqMaterial) => state.items.some((i) => sameMaterial(i, m));
  const toggle = (m: RfqMaterial, on: boolean) => {
    const materials = getValues('materials');
    setValue('materials', on ? [...materials, m] : materials.filter((c) => !sameMaterial(c, m)), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  const next = async () => {
    setAttempted(true);
    if (!(await trigger('materials'))) return;
    void saveAndGo('items');
  };

  return (
    <WizardFrame
      step="materials"
      intro={t('rfqs.wizard.materials.intro')}
      actions={
        <StepButtons back={null} onSaveDraft={() => void saveAndGo(null)} onNext={() => void next()} pending={saving} />
      }
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {RFQ_PRODUCTS.map((product) => (
            <Paper key={product} withBorder radius="md" p="md" component="fieldset" style={{ margin: 0 }}>
              <Title order={2} size="h4" component="legend" px={4}>
                {labels.code('product', product)}
              </Title>
              <Stack gap="xs" mt="xs">
                {materialTypesFor(product, user.features).map((materialType) => {
                  const material = { product, materialType };
                  const locked = hasItems(material);
                  return (
                    <Checkbox
                      key={materialKey(material)}
                      label={labels.code('materialType', materialType)}
                      description={locked ? t('rfqs.wizard.materials.hasItems') : undefined}
                      checked={chosen(material)}
                      disabled={locked}
                      onChange={(event) => toggle(material, event.currentTarget.checked)}
                    />
                  );
                })}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {attempted && errors.materials && (
          <Text c="red.8" size="sm" role="alert">
            {t('rfqs.wizard.materials.required')}
          </Text>
        )}
      </Stack>
    </WizardFrame>
  );
}

export { MaterialsStepPage as Component };
