import { Alert, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStackable } from '@steelyard/domain/material-catalogue';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { setDimensionMode, type DimensionMode } from '../model/wizard-form';
import { ChoiceField, NumberTextField } from './form-fields';
import { StepSection } from './step-section';
import { useWizard } from './wizard-context';

/** Width or length: one exact value, or a min–max range with the range warning (spec 001 §5). */
function MeasureField({ which }: { which: 'width' | 'length' }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { state, change } = useWizard();
  const form = state.form;
  const mode = which === 'width' ? form.widthMode : form.lengthMode;
  const [min, max] = which === 'width' ? (['minWidth', 'maxWidth'] as const) : (['minLength', 'maxLength'] as const);
  const mm = t('listing-wizard.dimensions.mm');
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Text size="sm" fw={600}>
          {labels.field(which)}
        </Text>
        <SegmentedControl
          value={mode}
          // the other kind's values are cleared
          onChange={(next) => change((current) => setDimensionMode(current, which, next as DimensionMode))}
          data={[
            { value: 'EXACT', label: t('listing-wizard.dimensions.exact') },
            { value: 'RANGE', label: t('listing-wizard.dimensions.range') },
          ]}
          aria-label={t('listing-wizard.dimensions.mode', { field: labels.field(which) })}
          size="xs"
        />
      </Group>
      {mode === 'EXACT' ? (
        <NumberTextField field={which} label={labels.field(which)} unit={mm} required />
      ) : (
        <>
          <SimpleGrid cols={2} spacing="md">
            <NumberTextField field={min} label={t(`listing-wizard.dimensions.${min}`)} unit={mm} required />
            <NumberTextField field={max} label={t(`listing-wizard.dimensions.${max}`)} unit={mm} required />
          </SimpleGrid>
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
            {t('listing-wizard.dimensions.rangeWarning')}
          </Alert>
        </>
      )}
    </Stack>
  );
}

/** Step DIMENSIONS: thickness, width, length (sheet, plate and tread only) in millimetres, and the tolerance. */
export function StepDimensions() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { state } = useWizard();
  const form = state.form;
  return (
    <StepSection title={t('listing-wizard.steps.DIMENSIONS')}>
      <Text size="sm" c="dimmed">
        {t('listing-wizard.dimensions.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberTextField
          field="thickness"
          label={labels.field('thickness')}
          unit={t('listing-wizard.dimensions.mm')}
          required
        />
        <ChoiceField field="tolerance" />
      </SimpleGrid>
      <MeasureField which="width" />
      {isStackable(form.material.product) && <MeasureField which="length" />}
    </StepSection>
  );
}
