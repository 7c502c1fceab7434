import type { FilterCriterion } from '@steelyard/domain/paging';
import type { Rfq, RfqStatus } from '@steelyard/domain/rfqs';
import { materialsOfItems, type RfqMaterial } from './rfq-wizard';

/** The statuses of the Submitted tab (drafts have their own tab). */
export const SUBMITTED_STATUSES = [
  'UNDER_REVIEW',
  'LIVE',
  'REJECTED',
  'WITHDRAWN',
  'EXPIRED',
] as const satisfies readonly RfqStatus[];

/** The filter of the Submitted tab: the chosen statuses, or every submitted one when none is chosen. */
export function submittedFilter(chosen: readonly string[]): FilterCriterion[] {
  const statuses = SUBMITTED_STATUSES.filter((s) => chosen.includes(s));
  return [{ property: 'status', comparator: '=', value: statuses.length > 0 ? statuses : [...SUBMITTED_STATUSES] }];
}

export const DRAFTS_FILTER: FilterCriterion[] = [{ property: 'status', comparator: '=', value: 'DRAFT' }];

/** The chosen statuses of `?status=LIVE,EXPIRED`, known ones only. */
export function statusesOfSearch(value: string | null): string[] {
  if (!value) return [];
  return value.split(',').filter((s) => (SUBMITTED_STATUSES as readonly string[]).includes(s));
}

/** The materials an RFQ asks for, for its card. */
export function materialsOfRfq(rfq: Rfq): RfqMaterial[] {
  return materialsOfItems(rfq.items);
}

/** Where Continue takes a draft: the first step it still needs, else step 3. */
export function continueStep(rfq: Rfq): 'materials' | 'items' | 'shipping' {
  return rfq.items.length === 0 ? 'materials' : 'shipping';
}
