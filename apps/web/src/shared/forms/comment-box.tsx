import { Text, Textarea } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '@steelyard/domain/constants';
import { useFieldValidity } from './use-field-validity';
import { VALIDATION_MESSAGES } from './validation-messages';

interface CommentBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  maxLength?: number;
  required?: boolean;
  placeholder?: string;
  description?: string;
}

/** Characters left before the limit; negative once exceeded. */
export function remainingCharacters(value: string, maxLength: number = COMMENT_MAX_LENGTH): number {
  return maxLength - [...value].length;
}

/**
 * The comment box of spec 000 §5: 255 characters by default and a remaining-characters counter.
 * Text over the limit (e.g. pasted) stays visible so nothing is lost, makes the field natively
 * invalid and shows "Maximum characters limit exceeded.".
 */
export function CommentBox({
  label,
  value,
  onChange,
  name,
  maxLength = COMMENT_MAX_LENGTH,
  required = false,
  placeholder,
  description,
}: CommentBoxProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const remaining = remainingCharacters(value, maxLength);
  const exceeded = remaining < 0;
  const { ref, errorKey, evaluate, fieldProps } = useFieldValidity<HTMLTextAreaElement>({ forced: exceeded });

  useEffect(() => {
    ref.current?.setCustomValidity(exceeded ? VALIDATION_MESSAGES.maxCharacters : '');
    evaluate();
  }, [exceeded, ref, evaluate]);

  return (
    <div>
      <Textarea
        {...fieldProps}
        name={name}
        label={label}
        description={description}
        placeholder={placeholder}
        required={required}
        autosize
        minRows={3}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={errorKey ? t(errorKey) : undefined}
        aria-describedby={counterId}
      />
      <Text id={counterId} size="xs" c={exceeded ? 'red.8' : 'dimmed'} mt={4} aria-live="polite">
        {t('shared.forms.charactersRemaining', { count: Math.max(0, remaining) })}
      </Text>
    </div>
  );
}
