import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  choiceField,
  fieldError,
  formatMessage,
  numberField,
  parseFieldMessage,
  requiredTextField,
  wholeNumberField,
} from './field-messages';
import { LISTING_MESSAGES, mapListingError } from './listing-messages';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('field messages', () => {
  it('are the spec 001 §5 texts', () => {
    expect(FIELD_MESSAGES.required).toBe('This field is required.');
    expect(FIELD_MESSAGES.lowerNumber).toBe('Please enter a lower number');
    expect(formatMessage(FIELD_MESSAGES.largerThan, { min: 0 })).toBe('Must be larger than 0.');
    expect(formatMessage(FIELD_MESSAGES.fileTooLarge, { sizeLimitInMegabytes: 10 })).toBe(
      'File must be less than 10MB',
    );
    expect(formatMessage('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
  it('carry key, parameters and text', () => {
    expect(fieldError('required')).toEqual({ key: 'required', message: 'This field is required.' });
    expect(fieldError('largerThan', { min: 5 })).toEqual({
      key: 'largerThan',
      params: { min: 5 },
      message: 'Must be larger than 5.',
    });
  });
  it('are found again from their text', () => {
    expect(parseFieldMessage('Must be larger than 0.')).toEqual({ key: 'largerThan', params: { min: '0' } });
    expect(parseFieldMessage('File must be less than 10MB')).toEqual({
      key: 'fileTooLarge',
      params: { sizeLimitInMegabytes: '10' },
    });
    expect(parseFieldMessage('Value is not a number.')).toEqual({ key: 'notANumber', params: {} });
    expect(parseFieldMessage('Something else')).toBeNull();
  });
});

describe('field schemas', () => {
  it('tell a missing number from one that is not a number', () => {
    expect(messageOf(numberField().safeParse(undefined))).toBe('This field is required.');
    expect(messageOf(numberField().safeParse('12'))).toBe('Value is not a number.');
    expect(messageOf(numberField().safeParse(Number.NaN))).toBe('Value is not a number.');
    expect(messageOf(wholeNumberField(1, 10).safeParse(0))).toBe('Please enter a higher number.');
    expect(messageOf(wholeNumberField(1, 10).safeParse(11))).toBe('Please enter a lower number');
    expect(messageOf(wholeNumberField(1, 10).safeParse(1.5))).toBe('Please check this value.');
  });
  it('require text and choices', () => {
    expect(messageOf(requiredTextField(5).safeParse('  '))).toBe('This field is required.');
    expect(messageOf(requiredTextField(5).safeParse('toolong'))).toBe('Maximum characters limit exceeded.');
    expect(requiredTextField(5).parse(' ok ')).toBe('ok');
    expect(messageOf(choiceField(['A', 'B']).safeParse(undefined))).toBe('This field is required.');
    expect(messageOf(choiceField(['A', 'B']).safeParse('C'))).toBe('Please check this value.');
  });
});

describe('listing messages', () => {
  it('map failures to what the screen shows', () => {
    expect(mapListingError(LISTING_MESSAGES.notFound)).toBe('notFound');
    expect(mapListingError(LISTING_MESSAGES.packageNotFound)).toBe('notFound');
    expect(mapListingError(LISTING_MESSAGES.sellerTermsRequired)).toBe('sellerTermsRequired');
    expect(mapListingError(LISTING_MESSAGES.transitionNotAllowed)).toBe('transitionNotAllowed');
    expect(mapListingError(LISTING_MESSAGES.invalidExpiry)).toBe('invalidExpiry');
    expect(mapListingError('Internal Server Error')).toBe('saveFailed');
    expect(LISTING_MESSAGES.saveFailed).toBe('Changes to the listing could not be saved.');
    expect(LISTING_MESSAGES.draftDeleted).toBe('Your draft has been deleted successfully');
    expect(LISTING_MESSAGES.draftDeleteFailed).toBe('Your draft could not be deleted');
  });
});
