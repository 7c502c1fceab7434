import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type VettingField = 'companyNumber' | 'vatNumber' | 'vettedBy' | 'vettedOn';

interface VettingFieldsProps {
  /** The form's `register` for `vetting.<field>`, so both organisation forms keep their own form type. */
  register: (field: VettingField) => UseFormRegisterReturn;
  /** The field's translated message, or none. */
  messageOf: (field: VettingField) => string | undefined;
  /** The latest vetting date allowed (a new organisation is vetted today or earlier). */
  maxDate?: string;
}

/** The vetting record's four fields, as the new-organisation page and the edit modal both ask for them. */
export function VettingFields({ register, messageOf, maxDate }: VettingFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        {...register('companyNumber')}
        label={t('operator.fields.companyNumber')}
        withAsterisk
        error={messageOf('companyNumber')}
      />
      <TextInput
        {...register('vatNumber')}
        label={t('operator.fields.vatNumber')}
        withAsterisk
        error={messageOf('vatNumber')}
      />
      <TextInput
        {...register('vettedBy')}
        label={t('operator.fields.vettedBy')}
        withAsterisk
        error={messageOf('vettedBy')}
      />
      <TextInput
        {...register('vettedOn')}
        type="date"
        max={maxDate}
        label={t('operator.fields.vettedAt')}
        withAsterisk
        error={messageOf('vettedOn')}
      />
    </SimpleGrid>
  );
}
