import { z } from 'zod';
import {
  ALERT_COMMENT_MAX_LENGTH,
  ALERT_MESSAGES,
  URGENT_REQUEST_PRODUCTS,
  URGENT_REQUEST_REQUIRED_FIELDS,
  createAlertBody,
  urgentRequestIssues,
  type CreateAlertBody,
  type UrgentRequestProduct,
} from '@steelyard/domain/alerts';
import { MATERIAL_TYPES, type MaterialType } from '@steelyard/domain/material-catalogue';
import { MAX_NET_PRICE_PER_UNIT } from '@steelyard/domain/input-limits';
import { minorUnitsOf } from '@steelyard/domain/money';
import { SEARCH_NUMBER_LIMITS, searchFormToFilter, type SearchForm } from '@steelyard/domain/search';

/** The urgent request form's values (numbers as NumberField reads them, NaN while refused; '' when empty). */
export interface UrgentFormValues {
  product: UrgentRequestProduct | null;
  materialType: MaterialType | null;
  grade: string;
  thickness: number | '';
  width: number | '';
  length: number | '';
  numberOfItems: number | '';
  weight: number | '';
  /** Major units per tonne. */
  targetPrice: number | '';
  comment: string;
}

export const EMPTY_URGENT_FORM: UrgentFormValues = {
  product: null,
  materialType: null,
  grade: '',
  thickness: '',
  width: '',
  length: '',
  numberOfItems: '',
  weight: '',
  targetPrice: '',
  comment: '',
};

export type UrgentField = 'thickness' | 'width' | 'length' | 'numberOfItems' | 'weight';

/** The largest value of each field the search takes (the server refuses a filter beyond it). */
export const URGENT_FIELD_LIMITS: Readonly<Record<UrgentField, number>> = {
  thickness: SEARCH_NUMBER_LIMITS['materialDimensions.thickness'],
  width: SEARCH_NUMBER_LIMITS['materialDimensions.width'],
  length: SEARCH_NUMBER_LIMITS['materialDimensions.length'],
  numberOfItems: SEARCH_NUMBER_LIMITS.numberOfItems,
  weight: SEARCH_NUMBER_LIMITS.weight,
};

/**
 * The fields a product asks for (spec 001 §5: dimensions by product, weight always, items for the
 * products that have items: not for coil, decision 165).
 */
export function urgentFieldsFor(product: UrgentRequestProduct | null): readonly UrgentField[] {
  return product ? URGENT_REQUEST_REQUIRED_FIELDS[product] : [];
}

const num = (v: number | '') => (v === '' ? null : v);

/** The form as the search form (exact dimensions set both bounds; only the product's fields). */
export function urgentSearchForm(values: UrgentFormValues): SearchForm {
  const fields = urgentFieldsFor(values.product);
  const dim = (f: UrgentField) => (fields.includes(f) ? num(values[f]) : null);
  return {
    product: values.product,
    materialType: values.materialType,
    grade: values.grade.trim() || null,
    minThickness: dim('thickness'),
    maxThickness: dim('thickness'),
    minWidth: dim('width'),
    maxWidth: dim('width'),
    minLength: dim('length'),
    maxLength: dim('length'),
    weight: num(values.weight),
    numberOfItems: dim('numberOfItems'),
  };
}

/** The filter the request is stored with; '' when nothing is chosen. */
export const urgentFilter = (values: UrgentFormValues) => searchFormToFilter(urgentSearchForm(values)) ?? '';

/** The target price in minor units: null when empty, NaN when not a valid amount (or above the largest price). */
export function targetPriceMinor(major: number | ''): number | null {
  if (major === '') return null;
  const minor = minorUnitsOf(major);
  return minor == null || minor <= 0 || minor > MAX_NET_PRICE_PER_UNIT ? Number.NaN : minor;
}

export function urgentAlertBody(
  values: UrgentFormValues,
  currencyCode: 'GBP' | 'EUR',
  withTargetPrice: boolean,
): CreateAlertBody {
  const target = withTargetPrice ? targetPriceMinor(values.targetPrice) : null;
  return {
    enabled: true,
    type: 'URGENT',
    filterQuery: urgentFilter(values),
    comment: values.comment.trim() || null,
    targetPrice: target != null && !Number.isNaN(target) ? { value: target, currencyCode } : null,
  };
}

/** A number of the form: empty, or a number (NaN, a refused text, is none). */
const formNumber = z.union([z.literal(''), z.number()]);

/**
 * The urgent request form's rules, whose output is the body it sends: every number reads, a
 * target price (if any) is an amount of money, the comment fits, the domain finds nothing missing
 * for the product (urgentRequestIssues, each issue at its field) and the body is the domain's
 * create-alert body.
 */
export function urgentRequestForm(currencyCode: 'GBP' | 'EUR', withTargetPrice: boolean) {
  return z
    .object({
      product: z.enum(URGENT_REQUEST_PRODUCTS).nullable(),
      materialType: z.enum(MATERIAL_TYPES).nullable(),
      grade: z.string(),
      thickness: formNumber,
      width: formNumber,
      length: formNumber,
      numberOfItems: formNumber,
      weight: formNumber,
      targetPrice: formNumber.refine((major) => !Number.isNaN(targetPriceMinor(major))),
      comment: z.string().max(ALERT_COMMENT_MAX_LENGTH, ALERT_MESSAGES.commentTooLong),
    })
    .superRefine((values, ctx) => {
      for (const issue of urgentRequestIssues(urgentFilter(values))) {
        ctx.addIssue({ code: 'custom', path: [issue.path.split('.').at(-1)!], message: issue.message });
      }
    })
    .transform((values) => urgentAlertBody(values, currencyCode, withTargetPrice))
    .pipe(createAlertBody);
}
