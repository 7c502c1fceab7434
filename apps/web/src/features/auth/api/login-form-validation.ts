import { useCallback, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import type { LoginFormInput } from './login';

type LoginFormValidation = typeof import('./login-form-schema');

// The form's schema is the domain's loginBody (zod): loaded on the form's first focus or input instead of
// with the sign-in page, whose JS is budgeted (issue 11). Typing an address takes longer than the download.
let loaded: LoginFormValidation | null = null;
let loading: Promise<LoginFormValidation> | null = null;

/** Loads the form's schema and resolver once; a failed download is tried again on the next call. */
export function loadLoginFormValidation(): Promise<LoginFormValidation> {
  loading ??= import('./login-form-schema').then(
    (validation) => (loaded = validation),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The resolver of the login form: validates with the schema, waiting for it on the first validation. */
export const lazyLoginFormResolver: Resolver<LoginFormInput, unknown, LoginFormInput> = async (...args) =>
  (await loadLoginFormValidation()).loginFormResolver(...args);

/**
 * The loaded schema (null until then) and `load`, for the form's first focus or input: the submit button
 * follows the schema on every keystroke, so it stays disabled until the schema is there.
 */
export function useLoginFormValidation(): { validation: LoginFormValidation | null; load: () => void } {
  const [validation, setValidation] = useState(loaded);
  const load = useCallback(() => {
    if (validation) return;
    loadLoginFormValidation().then(setValidation, () => undefined);
  }, [validation]);
  return { validation, load };
}
