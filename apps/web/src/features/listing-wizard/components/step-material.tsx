import { MultiSelect, Radio, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_AGES } from '@steelyard/domain/listing-commercial';
import { LISTING_TEXT_LIMITS } from '@steelyard/domain/listing-commercial';
import { OTHER } from '@steelyard/domain/material-coatings';
import { PRODUCTS } from '@steelyard/domain/material-catalogue';
import { CommentBox } from '../../../shared/forms/comment-box';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { ChoiceField, TextField, useWizardField } from './form-fields';
import { FileUploadField } from './file-upload-field';
import { StepSection } from './step-section';
import { useWizard } from './wizard-context';

const MAX_ORIGINS = 10;

/** The product choice: packages only with the PACKAGES feature; a saved draft keeps its type, an edited listing its product. */
function ProductField() {
  const { state, features } = useWizard();
  const packagesOn = features.includes('PACKAGES');
  const locked = state.draftType;
  const current = state.form.material.product;
  // an edited listing keeps its product (its number names it); a saved draft keeps its type
  const disabled = PRODUCTS.filter((p) =>
    state.editing
      ? p !== current
      : locked === 'PACKAGE'
        ? p !== 'PACKAGE'
        : locked === 'LISTING'
          ? p === 'PACKAGE'
          : false,
  );
  return <ChoiceField field="product" filter={(p) => p !== 'PACKAGE' || packagesOn} disabledValues={disabled} />;
}

/** Step MATERIAL (spec 001 §4): product and material choices, quality, origin, SKU, description, pictures and certificates. */
export function StepMaterial() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { locale } = useLanguage();
  const { state, editMaterial, type, options, messageOf } = useWizard();
  const form = state.form;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const prime = useWizardField('prime');
  const origin = useWizardField('origin');
  const age = useWizardField('age');
  const description = useWizardField('description');
  const coated = options.coating.applicable;

  return (
    <Stack gap="xl">
      <StepSection title={t('listing-wizard.material.product')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProductField />
          <ChoiceField field="materialType" />
          <ChoiceField field="shape" />
          <ChoiceField field="definition" />
          <ChoiceField field="plateType" />
        </SimpleGrid>
      </StepSection>

      {type === 'LISTING' && (
        <StepSection title={t('listing-wizard.material.specification')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ChoiceField field="specification" />
            <ChoiceField field="grade" />
            <ChoiceField field="surface" />
            <ChoiceField field="finish" />
            <ChoiceField field="millFinish" />
            <ChoiceField field="polish" />
            <ChoiceField field="temper" />
          </SimpleGrid>
        </StepSection>
      )}

      {coated && (
        <StepSection title={t('listing-wizard.material.coating')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ChoiceField field="coating" />
            <ChoiceField field="coatingCoverage" />
            <ChoiceField field="coatingThicknessValue" />
            {form.material.coatingThicknessValue === OTHER && (
              <TextField
                field="coatingThicknessOther"
                label={t('listing-wizard.material.coatingThicknessOther')}
                onChange={(value) => editMaterial({ coatingThicknessOther: value })}
                required
              />
            )}
            <ChoiceField field="coatingColour" />
            {form.material.coatingColour === OTHER && (
              <TextField
                field="coatingColourOther"
                label={t('listing-wizard.material.coatingColourOther')}
                onChange={(value) => editMaterial({ coatingColourOther: value })}
                required
              />
            )}
            <ChoiceField field="coatingType" />
          </SimpleGrid>
        </StepSection>
      )}

      <StepSection title={t('listing-wizard.material.quality')}>
        <Radio.Group
          label={labels.field('prime')}
          description={t('listing-wizard.material.primeHint')}
          value={prime.value ? 'true' : 'false'}
          // prime material has no pictures: the choice goes through the material rules
          onChange={(value) => editMaterial({ prime: value === 'true' })}
          withAsterisk
        >
          <Group mt="xs">
            <Radio value="true" label={labels.prime(true)} />
            <Radio value="false" label={labels.prime(false)} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MultiSelect
            label={labels.field('origin')}
            description={t('listing-wizard.material.originHint')}
            data={countries}
            value={origin.value as string[]}
            onChange={origin.onChange}
            onBlur={origin.onBlur}
            maxValues={MAX_ORIGINS}
            searchable
            withAsterisk
            required
            error={messageOf('origin')}
            nothingFoundMessage={t('listing-wizard.fields.nothingFound')}
          />
          <Select
            label={labels.field('age')}
            data={MATERIAL_AGES.map((value) => ({ value, label: labels.code('age', value) }))}
            value={age.value as string | null}
            onChange={age.onChange}
            onBlur={age.onBlur}
            clearable
            placeholder={t('listing-wizard.fields.choose')}
          />
          <TextField
            field="internalSellerSku"
            label={labels.field('internalSellerSku')}
            description={t('listing-wizard.material.skuHint')}
            maxLength={LISTING_TEXT_LIMITS.internalSellerSku}
          />
        </SimpleGrid>
        <CommentBox
          label={labels.field('description')}
          value={description.value as string}
          onChange={description.onChange}
          description={t('listing-wizard.material.descriptionHint')}
        />
      </StepSection>

      <StepSection title={t('listing-wizard.material.files')}>
        {!form.prime && (
          <FileUploadField
            slot="pictures"
            label={t('listing-wizard.uploads.pictures')}
            description={t('listing-wizard.uploads.picturesHint')}
          />
        )}
        <FileUploadField
          slot="testCertificates"
          label={t('listing-wizard.uploads.certificates')}
          description={t('listing-wizard.uploads.certificatesHint')}
        />
      </StepSection>
    </Stack>
  );
}
