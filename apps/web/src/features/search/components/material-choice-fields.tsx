import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaterialChoiceField, MaterialOptions } from '@steelyard/domain/material-options';
import type { SearchForm } from '@steelyard/domain/search';
import { useListingLabels, type CodeCatalogue, type ListingLabels } from '../../../shared/listings/listing-labels';

/** The label of an option: a translated code, or a proper name as the domain formats it. */
function optionLabel(field: MaterialChoiceField, value: string, labels: ListingLabels): string {
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

interface MaterialChoiceFieldsProps {
  fields: readonly MaterialChoiceField[];
  form: SearchForm;
  options: MaterialOptions;
  onChange: (field: MaterialChoiceField, value: string | null) => void;
  /** Leaves options out (the PACKAGE product without the packages feature). */
  filter?: (field: MaterialChoiceField, value: string) => boolean;
}

/**
 * Optional material choices, each a clearable select of what the catalogue offers now; a field
 * that does not apply to the material chosen so far is hidden.
 */
export function MaterialChoiceFields({ fields, form, options, onChange, filter }: MaterialChoiceFieldsProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const shown = fields.filter((f) => options[f].applicable && options[f].options.length > 0);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {shown.map((field) => {
        const data = options[field].options
          .filter((o) => !filter || filter(field, o.value))
          .map((o) => ({ value: o.value, label: optionLabel(field, o.value, labels), disabled: o.disabled }));
        return (
          <Select
            key={field}
            label={labels.field(field)}
            data={data}
            value={(form[field] as string | null | undefined) ?? null}
            onChange={(value) => onChange(field, value)}
            clearable
            searchable={data.length > 8}
            placeholder={t('search.form.any')}
            nothingFoundMessage={t('search.form.nothingFound')}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
    </SimpleGrid>
  );
}
