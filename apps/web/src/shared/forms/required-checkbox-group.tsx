import { Checkbox, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceOption } from './required-radio-group';
import { useFormValidation } from './validated-form';
import { VALIDATION_MESSAGES } from './validation-messages';

interface RequiredCheckboxGroupProps {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
  description?: string;
}

/**
 * A checkbox group that needs at least one item checked. While none is checked every box is
 * natively required, so the form's own validity reflects the rule; once one is checked none is.
 */
export function RequiredCheckboxGroup({
  name,
  label,
  options,
  value,
  onChange,
  description,
}: RequiredCheckboxGroupProps) {
  const { t } = useTranslation();
  const { forced } = useFormValidation();
  const [touched, setTouched] = useState(false);
  const noneChecked = value.length === 0;
  return (
    <Checkbox.Group
      label={label}
      description={description}
      withAsterisk
      value={value}
      onChange={onChange}
      error={(touched || forced) && noneChecked ? t(VALIDATION_MESSAGES.required) : undefined}
      onBlur={() => setTouched(true)}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            required={noneChecked}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
