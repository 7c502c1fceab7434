import { Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTHER } from '@steelyard/domain/material-coatings';
import type { MaterialChoiceField } from '@steelyard/domain/material-options';
import { NumberField } from '../../../shared/forms/number-field';
import { useListingLabels, type CodeCatalogue, type ListingLabels } from '../../../shared/listings/listing-labels';
import { numberText, parseDecimal, type WizardForm } from '../model/wizard-form';
import { pathOfField } from '../model/wizard-validation';
import { useWizard } from './wizard-context';

/** The form field behind a field's name (`grade` is `material.grade`), registered with react-hook-form. */
export function useWizardField(field: string) {
  return useController<WizardForm>({ name: pathOfField(field) as FieldPath<WizardForm> }).field;
}

/** The label of a choice's option: a translated code, or a proper name as the domain formats it. */
function optionLabel(field: MaterialChoiceField, value: string, labels: ListingLabels): string {
  if (value === OTHER) return labels.other;
  switch (field) {
    case 'grade':
      return labels.grade(value);
    case 'millFinish':
    case 'coatingThicknessValue':
      return value;
    case 'coatingColour':
      return labels.coatingColour(value);
    default:
      return labels.code(field as CodeCatalogue, value);
  }
}

/**
 * A material choice as a select: only the options getMaterialOptions offers now (disabled ones
 * shown but not choosable — LONG and TUBE_PIPE, stainless steel without its feature), hidden while
 * the field does not apply, required ones marked; a change goes through applyMaterialChange.
 */
export function ChoiceField({
  field,
  filter,
  disabledValues = [],
}: {
  field: MaterialChoiceField;
  /** Leaves options out (the PACKAGE product without the packages feature). */
  filter?: (value: string) => boolean;
  /** Shown but not choosable (another type than a saved draft's). */
  disabledValues?: readonly string[];
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { editMaterial, options, messageOf } = useWizard();
  const input = useWizardField(field);
  const choice = options[field];
  if (!choice.applicable) return null;
  const data = choice.options
    .filter((o) => !filter || filter(o.value))
    .map((o) => ({
      value: o.value,
      label: optionLabel(field, o.value, labels),
      disabled: o.disabled || disabledValues.includes(o.value),
    }));
  const value = (input.value as string | null | undefined) ?? null;
  return (
    <Select
      label={labels.field(field)}
      data={data}
      value={value}
      // a choice goes through the material rules (spec 001 §4 resets), not only into its field
      onChange={(next) => editMaterial({ [field]: next ?? null })}
      onBlur={input.onBlur}
      withAsterisk={choice.required}
      required={choice.required}
      clearable={!choice.required}
      searchable={data.length > 8}
      nothingFoundMessage={t('listing-wizard.fields.nothingFound')}
      placeholder={t('listing-wizard.fields.choose')}
      error={messageOf(field)}
      allowDeselect={!choice.required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface TextFieldProps {
  /** The field's name (its form path is pathOfField's). */
  field: string;
  label: string;
  /** A change that does more than set the field (a material text goes through the material rules). */
  onChange?: (value: string) => void;
  required?: boolean;
  description?: ReactNode;
  /** A unit shown inside the field ("mm", "t", "£"). */
  unit?: string;
  unitSide?: 'left' | 'right';
  /** Shown read-only instead of the field's value (the theoretical weight). */
  readOnlyValue?: string;
  maxLength?: number;
  placeholder?: string;
}

/** A typed text of the form, checked by the domain (numbers: NumberTextField). */
export function TextField({
  field,
  label,
  onChange,
  required = false,
  description,
  unit,
  unitSide = 'right',
  readOnlyValue,
  maxLength,
  placeholder,
}: TextFieldProps) {
  const { messageOf } = useWizard();
  const input = useWizardField(field);
  const readOnly = readOnlyValue !== undefined;
  const section = unit ? <span aria-hidden>{unit}</span> : undefined;
  return (
    <TextInput
      label={label}
      value={readOnly ? readOnlyValue : ((input.value as string | undefined) ?? '')}
      onChange={(event) => (onChange ?? input.onChange)(event.currentTarget.value)}
      onBlur={input.onBlur}
      withAsterisk={required}
      required={required}
      description={description}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      maxLength={maxLength}
      placeholder={placeholder}
      error={readOnly ? undefined : messageOf(field)}
      rightSection={unitSide === 'right' ? section : undefined}
      leftSection={unitSide === 'left' ? section : undefined}
      rightSectionWidth={unit && unitSide === 'right' ? 36 + unit.length * 6 : undefined}
      autoComplete="off"
    />
  );
}

const unitSection = (unit: string | undefined) => (unit ? <span aria-hidden>{unit}</span> : undefined);

/**
 * A number of the form through the one NumberField (decision 171): typed in the UI language, held
 * as its plain text ("22400.5", "NaN" while refused) and checked by the domain like any field.
 */
export function NumberTextField({
  field,
  label,
  required = false,
  description,
  unit,
  unitSide = 'right',
  fractionDigits,
}: Omit<TextFieldProps, 'onChange' | 'readOnlyValue' | 'maxLength' | 'placeholder'> & { fractionDigits?: number }) {
  const { messageOf } = useWizard();
  const input = useWizardField(field);
  const section = unitSection(unit);
  return (
    <NumberField
      label={label}
      value={parseDecimal((input.value as string | undefined) ?? '')}
      onChange={(number) => input.onChange(numberText(number))}
      onBlur={input.onBlur}
      withAsterisk={required}
      required={required}
      description={description}
      fractionDigits={fractionDigits}
      error={messageOf(field)}
      rightSection={unitSide === 'right' ? section : undefined}
      leftSection={unitSide === 'left' ? section : undefined}
      rightSectionWidth={unit && unitSide === 'right' ? 36 + unit.length * 6 : undefined}
    />
  );
}
