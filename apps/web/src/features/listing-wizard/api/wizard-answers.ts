import { DOCUMENT_MESSAGES } from '@steelyard/domain/documents';
import { FIELD_MESSAGES, parseFieldMessage } from '@steelyard/domain/field-messages';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { ApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';

const KNOWN = [
  ...Object.values(LISTING_MESSAGES),
  ...Object.values(DOCUMENT_MESSAGES),
  ...Object.values(FIELD_MESSAGES),
];
const known = new Set<string>(KNOWN);
const isKnown = (message: string) => known.has(message) || parseFieldMessage(message) !== null;
const byMessage = answerPredicate(KNOWN);

/**
 * The wizard's calls' answers (decision 35): refusals the screen shows are not reported as faults —
 * 401/403/404/429, and a 400 whose message, or every one of whose field details, is one of the
 * listing, document or field messages (a pickup address rejected meanwhile, a file too large).
 */
export function isWizardAnswer(error: ApiError): boolean {
  if (error.kind === 'VALIDATION' && error.details.length > 0 && error.details.every((d) => isKnown(d.message))) {
    return true;
  }
  return byMessage(error) || (error.kind === 'VALIDATION' && isKnown(error.reason));
}
