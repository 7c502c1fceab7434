import { describe, expect, it } from 'vitest';
import { validityMessageKey, VALIDATION_MESSAGES } from './validation-messages';

const VALID = {
  valueMissing: false,
  badInput: false,
  typeMismatch: false,
  rangeUnderflow: false,
  rangeOverflow: false,
  stepMismatch: false,
  patternMismatch: false,
  tooLong: false,
  tooShort: false,
  customError: false,
  valid: true,
};
const invalid = (flags: Partial<typeof VALID>) => ({ ...VALID, valid: false, ...flags });

describe('validityMessageKey', () => {
  it('maps native validity to the generic messages', () => {
    expect(validityMessageKey({ validity: VALID })).toBeNull();
    expect(validityMessageKey({ validity: invalid({ valueMissing: true }) })).toBe(VALIDATION_MESSAGES.required);
    expect(validityMessageKey({ validity: invalid({ badInput: true }), type: 'number' })).toBe(
      VALIDATION_MESSAGES.notANumber,
    );
    expect(validityMessageKey({ validity: invalid({ rangeUnderflow: true }) })).toBe(VALIDATION_MESSAGES.higherNumber);
    expect(validityMessageKey({ validity: invalid({ rangeOverflow: true }) })).toBe(VALIDATION_MESSAGES.lowerNumber);
    expect(validityMessageKey({ validity: invalid({ patternMismatch: true }) })).toBe(VALIDATION_MESSAGES.onlyLetters);
    expect(validityMessageKey({ validity: invalid({ tooLong: true }) })).toBe(VALIDATION_MESSAGES.maxCharacters);
    expect(validityMessageKey({ validity: invalid({ typeMismatch: true }), type: 'email' })).toBe(
      VALIDATION_MESSAGES.invalidEmail,
    );
    expect(
      validityMessageKey({
        validity: invalid({ customError: true }),
        validationMessage: 'shared.validation.fileTooLarge',
      }),
    ).toBe('shared.validation.fileTooLarge');
  });

  it('uses the key an element names for its pattern', () => {
    expect(
      validityMessageKey({ validity: invalid({ patternMismatch: true }), dataset: { patternMessage: 'x.y.z' } }),
    ).toBe('x.y.z');
  });
});
