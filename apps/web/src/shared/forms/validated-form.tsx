import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';

interface FormValidationState {
  /** True after a submit attempt: every field shows its error even if never blurred. */
  forced: boolean;
  /** The form passes its native checks. */
  valid: boolean;
}

const FormValidationContext = createContext<FormValidationState>({ forced: false, valid: true });

/** Whether errors are forced and whether the surrounding form is natively valid. */
export function useFormValidation(): FormValidationState {
  return useContext(FormValidationContext);
}

interface ValidatedFormProps {
  children: ReactNode;
  onValidSubmit: (form: HTMLFormElement) => void;
  /** Force every field's error from the start (e.g. when editing a saved record). */
  forceErrors?: boolean;
  'aria-label'?: string;
  id?: string;
}

/**
 * A form that is valid by native checks (spec 000 §5): the browser's own bubbles are off, fields
 * show our messages on blur, and a submit attempt on an invalid form forces all messages and
 * focuses the first invalid field.
 */
export function ValidatedForm({ children, onValidSubmit, forceErrors = false, ...rest }: ValidatedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [forced, setForced] = useState(forceErrors);
  const [valid, setValid] = useState(false);

  const check = useCallback(() => {
    if (ref.current) setValid(ref.current.checkValidity());
  }, []);

  useEffect(() => {
    check();
    const form = ref.current;
    if (!form) return;
    // fields change their validity from outside too (custom validity, programmatic values)
    const observer = new MutationObserver(check);
    observer.observe(form, { subtree: true, attributes: true, childList: true });
    return () => observer.disconnect();
  }, [check]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      setForced(true);
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    onValidSubmit(form);
  };

  return (
    <FormValidationContext.Provider value={{ forced: forced || forceErrors, valid }}>
      <form ref={ref} noValidate onSubmit={onSubmit} onInput={check} onChange={check} {...rest}>
        {children}
      </form>
    </FormValidationContext.Provider>
  );
}
