/** The generic field messages of spec 000 §5, as catalogue keys. */
export const VALIDATION_MESSAGES = {
  required: 'shared.validation.required',
  notANumber: 'shared.validation.notANumber',
  numberFormat: 'shared.validation.numberFormat',
  higherNumber: 'shared.validation.higherNumber',
  lowerNumber: 'shared.validation.lowerNumber',
  onlyLetters: 'shared.validation.onlyLetters',
  fileTooLarge: 'shared.validation.fileTooLarge',
  unsupportedFileType: 'shared.validation.unsupportedFileType',
  maxCharacters: 'shared.validation.maxCharacters',
  invalidEmail: 'shared.validation.invalidEmail',
  invalidValue: 'shared.validation.invalidValue',
} as const;

type ValidityLike = Pick<
  ValidityState,
  | 'valueMissing'
  | 'badInput'
  | 'typeMismatch'
  | 'rangeUnderflow'
  | 'rangeOverflow'
  | 'stepMismatch'
  | 'patternMismatch'
  | 'tooLong'
  | 'tooShort'
  | 'customError'
  | 'valid'
>;

export interface ValidityTarget {
  validity: ValidityLike;
  type?: string;
  validationMessage?: string;
  dataset?: DOMStringMap;
}

/**
 * Maps an element's native validity to the key of its message. A pattern mismatch says
 * "Only letters are allowed." unless the element names another key in `data-pattern-message`;
 * a custom error carries its key as the validation message (see setCustomValidity).
 */
export function validityMessageKey(target: ValidityTarget): string | null {
  const v = target.validity;
  if (v.valid) return null;
  if (v.valueMissing) return VALIDATION_MESSAGES.required;
  if (v.badInput) return target.type === 'number' ? VALIDATION_MESSAGES.notANumber : VALIDATION_MESSAGES.invalidValue;
  if (v.typeMismatch)
    return target.type === 'email' ? VALIDATION_MESSAGES.invalidEmail : VALIDATION_MESSAGES.invalidValue;
  if (v.rangeUnderflow) return VALIDATION_MESSAGES.higherNumber;
  if (v.rangeOverflow) return VALIDATION_MESSAGES.lowerNumber;
  if (v.patternMismatch) return target.dataset?.patternMessage ?? VALIDATION_MESSAGES.onlyLetters;
  if (v.tooLong) return VALIDATION_MESSAGES.maxCharacters;
  if (v.customError && target.validationMessage) return target.validationMessage;
  return VALIDATION_MESSAGES.invalidValue;
}
