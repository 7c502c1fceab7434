import { Group, Radio } from '@mantine/core';

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
  /** The form's field blur (react-hook-form's `field.onBlur`), so the message can show on blur. */
  onBlur?: () => void;
  /** The translated message the form shows (on blur or after a submit attempt, spec 000 §5). */
  error?: string;
  description?: string;
}

/** A required radio group of a react-hook-form form: natively required, marked with an asterisk, the form's message. */
export function RequiredRadioGroup({
  name,
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  description,
}: RequiredRadioGroupProps) {
  return (
    <Radio.Group
      name={name}
      label={label}
      description={description}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
      onBlur={onBlur}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={option.disabled} required />
        ))}
      </Group>
    </Radio.Group>
  );
}
