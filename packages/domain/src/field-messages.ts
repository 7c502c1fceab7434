import { z } from 'zod';

/**
 * The generic field messages of spec 001 §5. The keys are the web's `shared.validation.*` keys, so
 * the web translates a key and the server answers the English text in `details[].message`.
 */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  notANumber: 'Value is not a number.',
  higherNumber: 'Please enter a higher number.',
  // spec 001 §5 writes this one without a full stop; the web matches it word for word
  lowerNumber: 'Please enter a lower number',
  onlyLetters: 'Only letters are allowed.',
  largerThan: 'Must be larger than {{min}}.',
  maxCharacters: 'Maximum characters limit exceeded.',
  fileTooLarge: 'File must be less than {{sizeLimitInMegabytes}}MB',
  unsupportedFileType: 'Unsupported file type',
  // ours (the web already has it): a value that is not one of the choices offered, or malformed
  invalidValue: 'Please check this value.',
} as const;
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** One field's error: the key the web translates, its parameters and the English text. */
export interface FieldError {
  key: FieldMessageKey;
  params?: MessageParams;
  message: string;
}

/** Fills `{{name}}` placeholders; unknown names stay as they are. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** Builds a field error from a key and its parameters. */
export function fieldError(key: FieldMessageKey, params?: MessageParams): FieldError {
  const message = formatMessage(FIELD_MESSAGES[key], params);
  return params ? { key, params, message } : { key, message };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MESSAGE_PATTERNS = (Object.keys(FIELD_MESSAGES) as FieldMessageKey[]).map((key) => {
  const names: string[] = [];
  const source = escapeRegExp(FIELD_MESSAGES[key]).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** Finds the key and parameters of an English message, e.g. from an error reply's details. */
export function parseFieldMessage(message: string): { key: FieldMessageKey; params: Record<string, string> } | null {
  for (const { key, names, pattern } of MESSAGE_PATTERNS) {
    const m = pattern.exec(message);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = m[i + 1]!));
    return { key, params };
  }
  return null;
}

const missing = (input: unknown) => input === undefined || input === null;

/** A number: missing says "This field is required.", anything else not a finite number "Value is not a number.". */
export function numberField() {
  return z.number({ error: (iss) => (missing(iss.input) ? FIELD_MESSAGES.required : FIELD_MESSAGES.notANumber) });
}

/** A whole number of at least `min` and at most `max`, with the §5 messages. */
export function wholeNumberField(min: number, max: number) {
  return numberField()
    .int(FIELD_MESSAGES.invalidValue)
    .min(min, FIELD_MESSAGES.higherNumber)
    .max(max, FIELD_MESSAGES.lowerNumber);
}

/** Optional trimmed text up to `max` characters ("Maximum characters limit exceeded."). */
export function textField(max: number) {
  return z
    .string({ error: (iss) => (missing(iss.input) ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalidValue) })
    .trim()
    .max(max, FIELD_MESSAGES.maxCharacters);
}

/** Required trimmed text: empty after trimming is "This field is required.". */
export function requiredTextField(max: number) {
  return textField(max).min(1, FIELD_MESSAGES.required);
}

/** The error option of a group of fields (an object): missing is required, anything else not an object invalid. */
export const groupError = {
  error: (iss: { input?: unknown }) => (missing(iss.input) ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalidValue),
};

/** One of a catalogue's codes: missing is required, an unknown code "Please check this value.". */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (iss) => (missing(iss.input) ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalidValue),
  });
}
