import { Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OTHER } from '@steelyard/domain/material-coatings';
import type { MaterialChoiceField } from '@steelyard/domain/material-options';
import { NumberField } from '../../../shared/forms/number-field';
import { useListingLabels, type CodeCatalogue, type ListingLabels } from '../../../shared/listings/listing-labels';
import { numberText, parseDecimal } from '../model/wizard-form';
import { useWizard } from './wizard-context';

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
  const { state, dispatch, options, features, touch, messageOf } = useWizard();
  const choice = options[field];
  if (!choice.applicable) return null;
  const data = choice.options
    .filter((o) => !filter || filter(o.value))
    .map((o) => ({
      value: o.value,
      label: optionLabel(field, o.value, labels),
      disabled: o.disabled || disabledValues.includes(o.value),
    }));
  const value = (state.form.material[field] as string | null | undefined) ?? null;
  return (
    <Select
      label={labels.field(field)}
      data={data}
      value={value}
      onChange={(next) => dispatch({ type: 'material', change: { [field]: next ?? null }, features })}
      onBlur={() => touch(field)}
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
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  description?: ReactNode;
  /** A unit shown inside the field ("mm", "t", "£"). */
  unit?: string;
  unitSide?: 'left' | 'right';
  readOnly?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/** A typed text of the form, checked by the domain (numbers: NumberTextField). */
export function TextField({
  field,
  label,
  value,
  onChange,
  required = false,
  description,
  unit,
  unitSide = 'right',
  readOnly = false,
  maxLength,
  placeholder,
}: TextFieldProps) {
  const { touch, messageOf } = useWizard();
  const section = unit ? <span aria-hidden>{unit}</span> : undefined;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => touch(field)}
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
  value,
  onChange,
  required = false,
  description,
  unit,
  unitSide = 'right',
  fractionDigits,
}: Omit<TextFieldProps, 'readOnly' | 'maxLength' | 'placeholder'> & { fractionDigits?: number }) {
  const { touch, messageOf } = useWizard();
  const section = unitSection(unit);
  return (
    <NumberField
      label={label}
      value={parseDecimal(value)}
      onChange={(number) => onChange(numberText(number))}
      onBlur={() => touch(field)}
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
