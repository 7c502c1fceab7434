import type { Feature } from '@steelyard/domain/roles';
import { isStackable } from '@steelyard/domain/material-catalogue';
import { OTHER } from '@steelyard/domain/material-coatings';
import {
  MATERIAL_CHOICE_FIELDS,
  getMaterialFieldRules,
  getMaterialOptions,
  type MaterialChoiceField,
  type MaterialForm,
  type MaterialOptions,
} from '@steelyard/domain/material-options';
import type { SearchForm } from '@steelyard/domain/search';

/** The material part of the search form as the catalogue's rules read it. */
export function asMaterialForm(form: SearchForm): MaterialForm {
  return form as MaterialForm;
}

/**
 * The choices a search offers now: the catalogue's options without OTHER (free text is not
 * searchable, spec 001 §5); every field is optional.
 */
export function searchMaterialOptions(form: SearchForm, features: readonly Feature[]): MaterialOptions {
  const options = getMaterialOptions(asMaterialForm(form), features);
  for (const field of MATERIAL_CHOICE_FIELDS) {
    const choice = options[field];
    choice.options = choice.options.filter((o) => o.value !== OTHER) as typeof choice.options;
    choice.required = false;
  }
  return options;
}

/**
 * Applies a choice and clears, in the catalogue's order, every later choice no longer offered.
 * Unlike the wizard no defaults are filled in: an empty field means "any".
 */
export function changeSearchChoice(
  form: SearchForm,
  field: MaterialChoiceField,
  value: string | null,
  features: readonly Feature[],
): SearchForm {
  let next: SearchForm = { ...form, [field]: value };
  for (const f of MATERIAL_CHOICE_FIELDS) {
    const current = next[f];
    if (current == null) continue;
    const choice = searchMaterialOptions(next, features)[f];
    if (!choice.applicable || !choice.options.some((o) => o.value === current && !o.disabled)) {
      next = { ...next, [f]: null };
    }
  }
  if (next.product === 'PACKAGE') {
    // packages are searched by material type, weight, origin and prime only
    next = { ...next, minThickness: null, maxThickness: null, minWidth: null, maxWidth: null };
    next = { ...next, minLength: null, maxLength: null, numberOfItems: null };
  } else if (!showsLength(next)) {
    next = { ...next, minLength: null, maxLength: null };
  }
  if (!takesItemCount(next)) next = { ...next, numberOfItems: null };
  return next;
}

/**
 * "Number of items at least" applies to the products that have items (sheet, plate, tread) and to
 * a search of any product; a coil has no item count (issue 23, item 20; decision 165).
 */
export function takesItemCount(form: SearchForm): boolean {
  return !form.product || isStackable(form.product);
}

/** Length applies to sheet, plate and tread (and to a search of any product). */
export function showsLength(form: SearchForm): boolean {
  if (!form.product) return true;
  return getMaterialFieldRules(asMaterialForm(form)).length.applicable;
}

export type RangeDimension = 'thickness' | 'width' | 'length';
export const RANGE_KEYS: Record<
  RangeDimension,
  readonly ['minThickness' | 'minWidth' | 'minLength', 'maxThickness' | 'maxWidth' | 'maxLength']
> = {
  thickness: ['minThickness', 'maxThickness'],
  width: ['minWidth', 'maxWidth'],
  length: ['minLength', 'maxLength'],
};

/** The dimensions whose minimum lies above their maximum (such a search finds nothing). */
export function invertedRanges(form: SearchForm): RangeDimension[] {
  return (Object.keys(RANGE_KEYS) as RangeDimension[]).filter((d) => {
    const [minKey, maxKey] = RANGE_KEYS[d];
    const min = form[minKey];
    const max = form[maxKey];
    return min != null && max != null && min > max;
  });
}

/** True when some dimension is searched as a range (min and max different), for the range note. */
export function hasRange(form: SearchForm): boolean {
  return (Object.keys(RANGE_KEYS) as RangeDimension[]).some((d) => {
    const [minKey, maxKey] = RANGE_KEYS[d];
    return form[minKey] != null || form[maxKey] != null ? form[minKey] !== form[maxKey] : false;
  });
}
