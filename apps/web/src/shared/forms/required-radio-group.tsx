import { Group, Radio } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValidation } from './validated-form';
import { VALIDATION_MESSAGES } from './validation-messages';

export interface ChoiceOption {
  value: string;
  /** Already translated label. */
  label: string;
  disabled?: boolean;
}

interface RequiredRadioGroupProps {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  value: string | null;
  onChange: (value: string) => void;
  description?: string;
}

/** A required radio group: natively required, marked with an asterisk, "This field is required." on blur or when forced. */
export function RequiredRadioGroup({ name, label, options, value, onChange, description }: RequiredRadioGroupProps) {
  const { t } = useTranslation();
  const { forced } = useFormValidation();
  const [touched, setTouched] = useState(false);
  const showError = (touched || forced) && !value;
  return (
    <Radio.Group
      name={name}
      label={label}
      description={description}
      withAsterisk
      value={value}
      onChange={onChange}
      error={showError ? t(VALIDATION_MESSAGES.required) : undefined}
      onBlur={() => setTouched(true)}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={option.disabled} required />
        ))}
      </Group>
    </Radio.Group>
  );
}
