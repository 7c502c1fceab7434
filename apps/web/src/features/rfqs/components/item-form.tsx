import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { specificationOfGrade } from '@steelyard/domain/material-grades';
import { rfqItemFields, RFQ_MESSAGES } from '@steelyard/domain/rfqs';
import { NumberField } from '../../../shared/forms/number-field';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { useListingLabels, type CodeCatalogue } from '../../../shared/listings/listing-labels';
import { notify } from '../../../shared/ui/notify';
import { rfqMessageKey } from '../api/rfq-answers';
import { itemOptions } from '../model/item-options';
import { useMaterialsLabel } from './rfq-list-pieces';
import type { RfqItemValues, RfqMaterial } from '../model/rfq-wizard';

type ItemFormValues = {
  product: RfqItemValues['product'];
  materialType: RfqItemValues['materialType'];
  grade: string;
  specification: string | null;
  finish: string | null;
  surface: string | null;
  coating: string | null;
  coatingThicknessValue: string | null;
  thickness: number | undefined;
  width: number | undefined;
  length: number | null | undefined;
  weight: number | undefined;
  tolerance: string | null;
};

/** Issues without a message of their own: a long text, anything else reads "This field is required". */
function itemIssueKey(issue: { code: string }): string {
  return issue.code === 'too_big' ? VALIDATION_MESSAGES.maxCharacters : 'rfqs.errors.required';
}

const emptyItem = (material: RfqMaterial): ItemFormValues => ({
  ...material,
  grade: '',
  specification: null,
  finish: null,
  surface: null,
  coating: null,
  coatingThicknessValue: null,
  thickness: undefined,
  width: undefined,
  length: undefined,
  weight: undefined,
  tolerance: null,
});

export type AddItemOutcome = 'ADDED' | 'DUPLICATE' | 'FAILED';

/**
 * The form adding one item of a material: grade and specification from the catalogue, surface,
 * finish, coating and its thickness where the material has them, the sizes in millimetres (no
 * length for coil), the weight in tonnes and the tolerance. `onAdd` checks for a duplicate ("Item
 * already exists") and saves the draft.
 */
export function ItemForm({
  material,
  onAdd,
  pending,
}: {
  material: RfqMaterial;
  onAdd: (item: RfqItemValues) => Promise<AddItemOutcome>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const materialsLabel = useMaterialsLabel();
  const [duplicate, setDuplicate] = useState(false);
  const form = useForm<ItemFormValues, unknown, RfqItemValues>({
    mode: 'onTouched',
    defaultValues: emptyItem(material),
    // empty number fields are undefined until typed, which the schema refuses as required
    resolver: zodResolver(rfqItemFields, { error: itemIssueKey }) as unknown as Resolver<
      ItemFormValues,
      unknown,
      RfqItemValues
    >,
  });
  const coating = form.watch('coating');
  const specification = form.watch('specification');
  const options = itemOptions(material, { coating, specification });
  const { errors } = form.formState;
  const message = (name: FieldPath<ItemFormValues>) => {
    const text = errors[name as keyof ItemFormValues]?.message;
    return text ? t(rfqMessageKey(text) ?? text) : undefined;
  };
  const idPrefix = `${material.product}-${material.materialType}`;

  const choice = (
    name: 'specification' | 'finish' | 'surface' | 'coating' | 'tolerance',
    catalogue: CodeCatalogue,
    values: readonly string[],
    required = false,
  ) =>
    values.length === 0 ? null : (
      <Controller
        name={name}
        control={form.control}
        render={({ field }) => (
          <Select
            id={`${idPrefix}-${name}`}
            label={labels.field(name === 'tolerance' ? 'tolerance' : name)}
            withAsterisk={required}
            clearable={!required}
            data={values.map((value) => ({ value, label: labels.code(catalogue, value) }))}
            value={field.value ?? null}
            onChange={(value) => {
              field.onChange(value);
              if (name === 'coating') form.setValue('coatingThicknessValue', null);
              if (name === 'specification' && value) {
                const grade = form.getValues('grade');
                if (grade && !itemOptions(material, { coating, specification: value }).grades.includes(grade)) {
                  form.setValue('grade', '');
                }
              }
            }}
            onBlur={field.onBlur}
            error={message(name)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    );

  const size = (name: 'thickness' | 'width' | 'length' | 'weight', unitKey: string, decimals: number) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <NumberField
          id={`${idPrefix}-${name}`}
          label={`${labels.field(name)} (${t(unitKey)})`}
          withAsterisk
          min={0}
          decimals={decimals}
          ref={field.ref}
          value={field.value}
          // NaN for a refused text: the schema refuses it and NumberField says how to type it
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          error={message(name)}
        />
      )}
    />
  );

  // spec 001 §5: an invalid form also says so as a whole, as the shipping step does
  const invalid = () => notify({ level: 'ERROR', message: t('rfqs.errors.invalidForm') });
  const submit = form.handleSubmit(async (values) => {
    setDuplicate(false);
    if (options.hasLength && values.length == null) {
      form.setError('length', { message: RFQ_MESSAGES.required });
      invalid();
      return;
    }
    if (options.coatingRequired && !values.coating) {
      form.setError('coating', { message: RFQ_MESSAGES.required });
      invalid();
      return;
    }
    const outcome = await onAdd({ ...values, length: options.hasLength ? values.length : null });
    if (outcome === 'DUPLICATE') setDuplicate(true);
    if (outcome === 'ADDED') form.reset(emptyItem(material));
  }, invalid);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      // one form per material on the page: each is named after its material
      aria-label={t('rfqs.wizard.items.formLabel', { material: materialsLabel([material]) })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {choice('specification', 'specification', options.specifications)}
          <Controller
            name="grade"
            control={form.control}
            render={({ field }) => (
              <Select
                id={`${idPrefix}-grade`}
                label={labels.field('grade')}
                withAsterisk
                searchable
                data={options.grades.map((grade) => ({ value: grade, label: labels.grade(grade) }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  if (value && !form.getValues('specification')) {
                    const spec = specificationOfGrade(value, { ...material, coating });
                    if (spec) form.setValue('specification', spec);
                  }
                }}
                onBlur={field.onBlur}
                error={message('grade')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {choice('coating', 'coating', options.coatings, options.coatingRequired)}
          {options.coatingThicknesses.length > 0 && (
            <Controller
              name="coatingThicknessValue"
              control={form.control}
              render={({ field }) => (
                <Select
                  id={`${idPrefix}-coatingThicknessValue`}
                  label={labels.field('coatingThicknessValue')}
                  clearable
                  data={options.coatingThicknesses.map((value) => ({ value, label: value }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          {choice('surface', 'surface', options.surfaces)}
          {choice('finish', 'finish', options.finishes)}
          {choice('tolerance', 'tolerance', options.tolerances)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {size('thickness', 'rfqs.units.mm', 2)}
          {size('width', 'rfqs.units.mm', 1)}
          {options.hasLength && size('length', 'rfqs.units.mm', 1)}
          {size('weight', 'rfqs.units.tonnes', 3)}
        </SimpleGrid>
        {duplicate && (
          <Alert color="red" variant="light" role="alert">
            {t('rfqs.errors.duplicateItem')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={pending}>
            {t('rfqs.wizard.items.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
