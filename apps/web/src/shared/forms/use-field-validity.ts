import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { useFormValidation } from './validated-form';
import { validityMessageKey } from './validation-messages';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Native validity of one field, shown on blur or when the form forces errors. Spread
 * `fieldProps` onto the input; `errorKey` is the catalogue key of the message, or null.
 */
export function useFieldValidity<E extends FieldElement = HTMLInputElement>(options: { forced?: boolean } = {}) {
  const form = useFormValidation();
  const ref = useRef<E>(null);
  const [touched, setTouched] = useState(false);
  const [messageKey, setMessageKey] = useState<string | null>(null);

  const evaluate = useCallback(() => {
    const element = ref.current;
    setMessageKey(element ? validityMessageKey(element) : null);
  }, []);

  const show = touched || form.forced || options.forced === true;
  const onBlur = (_event: FocusEvent<E>) => {
    setTouched(true);
    evaluate();
  };

  return {
    ref,
    errorKey: show ? messageKey : null,
    evaluate,
    fieldProps: { ref, onBlur, onInput: evaluate, onInvalid: evaluate },
  };
}
