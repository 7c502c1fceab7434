import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { validityMessageKey } from './validation-messages';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Native validity of one field, shown on blur or when `forced`. Spread
 * `fieldProps` onto the input; `errorKey` is the catalogue key of the message, or null.
 */
export function useFieldValidity<E extends FieldElement = HTMLInputElement>(options: { forced?: boolean } = {}) {
  const ref = useRef<E>(null);
  const [touched, setTouched] = useState(false);
  const [messageKey, setMessageKey] = useState<string | null>(null);

  const evaluate = useCallback(() => {
    const element = ref.current;
    setMessageKey(element ? validityMessageKey(element) : null);
  }, []);

  const show = touched || options.forced === true;
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
