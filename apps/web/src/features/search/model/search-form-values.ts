import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { FIELD_MESSAGES, numberField, parseFieldMessage } from '@steelyard/domain/field-messages';
import { MAX_NET_PRICE_PER_UNIT } from '@steelyard/domain/input-limits';
import type { Feature } from '@steelyard/domain/roles';
import { searchForm, type SearchForm } from '@steelyard/domain/search';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';

/** The largest target price per tonne in major units (the most a price per unit takes). */
export const MAX_TARGET_PRICE = MAX_NET_PRICE_PER_UNIT / 100;

/**
 * What the search form holds: the domain's search form (numbers as NumberField reads them, NaN
 * while the typed text is refused) and the target price per tonne in major units, which is a check
 * only, not part of the search (decision 173).
 */
export type SearchFormValues = Omit<SearchForm, 'targetPrice' | 'comment'> & { targetPrice?: number | null };

/** The form's control, as the parts of the form take it. */
export type SearchFormControl = Control<SearchFormValues, unknown, SearchForm>;

/** A field of the search itself (all but the target price). */
export type SearchField = Exclude<keyof SearchFormValues, 'targetPrice'>;

/** The form's values of a search (the address's): no target price, which no search keeps. */
export function valuesOfSearch({
  targetPrice: _notSearched,
  comment: _notAsked,
  ...values
}: SearchForm): SearchFormValues {
  return values;
}

/** The search of the form's values: everything but the target price. */
export function searchOfValues({ targetPrice: _checkedOnly, ...search }: SearchFormValues): SearchForm {
  return search;
}

const searchFields = searchForm.omit({ targetPrice: true, comment: true });
const targetPrice = numberField()
  .min(0, FIELD_MESSAGES.higherNumber)
  .max(MAX_TARGET_PRICE, FIELD_MESSAGES.lowerNumber)
  .nullish();

/** The values of an empty form: every field null (undefined would bring back a field's first value). */
export const EMPTY_SEARCH_VALUES: SearchFormValues = Object.fromEntries(
  [...Object.keys(searchFields.shape), 'targetPrice'].map((field) => [field, null]),
);

/** The target price is asked with the TARGET_PRICE feature, not for packages (the market minimum compares listings). */
export function asksTargetPrice(features: readonly Feature[], search: SearchForm): boolean {
  return features.includes('TARGET_PRICE') && search.product !== 'PACKAGE';
}

/**
 * The search form's rules: the domain's search form (its choices and the search's number limits)
 * and, where the field is shown, a target price that reads as a number; a hidden field holds
 * nothing back, as a field that is not there. The output is the search the results page opens with.
 */
export function searchFormSchema(withTargetPrice: boolean) {
  return searchFields
    .extend({ targetPrice: withTargetPrice ? targetPrice : z.unknown().optional() })
    .transform((values) => searchOfValues(values as SearchFormValues));
}

/** The form's resolver: the rules of the fields shown for these features and the values' product. */
export function searchFormResolver(features: readonly Feature[]): Resolver<SearchFormValues, unknown, SearchForm> {
  const withTargetPrice = zodResolver(searchFormSchema(true)) as Resolver<SearchFormValues, unknown, SearchForm>;
  const without = zodResolver(searchFormSchema(false)) as Resolver<SearchFormValues, unknown, SearchForm>;
  return (values, context, options) =>
    (asksTargetPrice(features, searchOfValues(values)) ? withTargetPrice : without)(values, context, options);
}

/** The catalogue key of a message of the domain's search form. */
export function searchMessageKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = parseFieldMessage(message)?.key;
  return key && key in VALIDATION_MESSAGES
    ? VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]
    : VALIDATION_MESSAGES.invalidValue;
}
