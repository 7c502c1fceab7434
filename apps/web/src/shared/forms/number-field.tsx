import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { forwardRef, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { Language } from '@steelyard/domain/constants';
import { useLocaleNumber } from './use-locale-number';

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The number the form holds: null or undefined for none, NaN while the typed text is refused. */
  value: number | null | undefined;
  /** The typed number; NaN when the text is not a number in the UI language, so the form's schema refuses it too. */
  onChange: (value: number | null) => void;
  /** A fraction is shown with at least this many digits (prices: 2). */
  fractionDigits?: number;
  /** The refusal shows from the first keystroke, as in forms whose other messages do (the offer dialog). */
  validateOnChange?: boolean;
  /** Bounds and decimals a number is brought to on leaving the field (the search's limits, decision 137). */
  min?: number;
  max?: number;
  decimals?: number;
}

/** The number brought within min and max and rounded to the decimals, as a field does on blur. */
export function fitNumber(value: number, { min, max, decimals }: Pick<NumberFieldProps, 'min' | 'max' | 'decimals'>) {
  let fitted = value;
  if (max !== undefined) fitted = Math.min(fitted, max);
  if (min !== undefined) fitted = Math.max(fitted, min);
  if (decimals !== undefined) fitted = Number(fitted.toFixed(decimals));
  return fitted;
}

const sameNumber = (a: number | null | undefined, b: number | null | undefined) =>
  (a == null && b == null) || Object.is(a, b);

interface Typed {
  text: string;
  value: number | null | undefined;
  language: Language;
}

/**
 * The one input of a number (decisions 171, 172): the text is read in the UI language as it is typed
 * ("22,400" is 22400 in English, "22.400" in German), a value from outside is shown formatted the
 * same way, and text that is not a number, or whose separators the language does not read one way,
 * says how to type it once the field was left (or the form asks for its messages) and holds the form
 * back: the form gets NaN and the input a custom validity.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    value,
    onChange,
    fractionDigits,
    validateOnChange = false,
    min,
    max,
    decimals,
    error,
    onBlur,
    onInvalid,
    inputMode = 'decimal',
    ...rest
  },
  forwardedRef,
) {
  const { language, parse, format, refusalMessage } = useLocaleNumber();
  const inputRef = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(forwardedRef, inputRef);
  const [touched, setTouched] = useState(false);
  const [typed, setTyped] = useState<Typed>(() => ({
    text: format(value, { fractionDigits }),
    value,
    language,
  }));

  // a value set from outside (a loaded draft, a reset, a clamp) or another language shows formatted anew
  // (refused text stays as typed when the language changes, so the user sees what to correct)
  let current = typed;
  if (!sameNumber(value, typed.value) || (language !== typed.language && !Number.isNaN(value))) {
    current = { text: format(value, { fractionDigits }), value, language };
  } else if (language !== typed.language) {
    current = { ...typed, language };
  }
  if (current !== typed) setTyped(current);
  const parsed = parse(current.text);
  const refusal = parsed.ok ? undefined : refusalMessage(parsed.reason);

  useLayoutEffect(() => {
    inputRef.current?.setCustomValidity(refusal ?? '');
  }, [refusal]);

  // refused text kept across a language change may read in the new language: the form gets its number
  const seenLanguage = useRef(language);
  useEffect(() => {
    if (seenLanguage.current === language) return;
    seenLanguage.current = language;
    if (Number.isNaN(value) && parsed.ok) onChange(parsed.value);
  }, [language, value, parsed, onChange]);

  const change = (text: string) => {
    const next = parse(text);
    const number = next.ok ? next.value : Number.NaN;
    setTyped({ text, value: number, language });
    onChange(number);
  };

  const showRefusal = refusal !== undefined && (touched || validateOnChange || Boolean(error));
  return (
    <TextInput
      {...rest}
      ref={ref}
      value={current.text}
      inputMode={inputMode}
      autoComplete="off"
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTouched(true);
        if (parsed.ok && parsed.value !== null) {
          const fitted = fitNumber(parsed.value, { min, max, decimals });
          if (fitted !== parsed.value) onChange(fitted);
        }
        onBlur?.(event);
      }}
      // a form that checks its validity before sending shows the message at once
      onInvalid={(event) => {
        setTouched(true);
        onInvalid?.(event);
      }}
      error={showRefusal ? refusal : error}
    />
  );
});
