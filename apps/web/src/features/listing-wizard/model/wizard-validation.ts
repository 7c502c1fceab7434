import type { FieldErrors, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { DOCUMENT_MESSAGES } from '@steelyard/domain/documents';
import { parseFieldMessage, type FieldMessageKey } from '@steelyard/domain/field-messages';
import type { CurrencyCode } from '@steelyard/domain/listing-commercial';
import { draftListingBody } from '@steelyard/domain/listing-drafts';
import { isValidExpiry } from '@steelyard/domain/listing-expiry';
import { LISTING_MESSAGES, type ListingMessageKey } from '@steelyard/domain/listing-messages';
import {
  WIZARD_STEP_FIELDS,
  wizardStepOfField,
  wizardSteps,
  type ListingType,
  type WizardStep,
} from '@steelyard/domain/listing-wizard';
import { checkTradeRules, createListingBodyFor } from '@steelyard/domain/listings';
import { DIMENSION_FIELDS, MATERIAL_CHOICE_FIELDS } from '@steelyard/domain/material-options';
import { validateMaterial } from '@steelyard/domain/material-rules';
import { toMaterialForm, type MaterialBodyParts } from '@steelyard/domain/material-schema';
import { createPackageBodyFor, draftPackageBody } from '@steelyard/domain/packages';
import type { Feature } from '@steelyard/domain/roles';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { expiresAtOf, keptExpiryOf, toCreateBody, toDraftBody } from './wizard-bodies';
import type { EditTarget } from './wizard-state';
import { listingTypeOfForm, type WizardForm } from './wizard-form';

/** A field's message as a catalogue key and its values. */
export interface FieldIssue {
  key: string;
  values?: Record<string, string | number>;
}
/** Messages by form field (`grade`, `width`, `sellingPrice`, `expiryDate`…). */
export type FieldIssues = Partial<Record<string, FieldIssue>>;

const FIELD_MESSAGE_KEYS: Record<FieldMessageKey, string> = {
  ...VALIDATION_MESSAGES,
  largerThan: 'listing-wizard.validation.largerThan',
};

/** The catalogue key of a message the domain (or the server) wrote in English. */
export function issueOfMessage(message: string): FieldIssue {
  const field = parseFieldMessage(message);
  if (field) {
    const key = FIELD_MESSAGE_KEYS[field.key];
    return Object.keys(field.params).length > 0 ? { key, values: field.params } : { key };
  }
  const listing = (Object.keys(LISTING_MESSAGES) as ListingMessageKey[]).find((k) => LISTING_MESSAGES[k] === message);
  if (listing) return { key: `listing-wizard.errors.${listing}` };
  if (message === DOCUMENT_MESSAGES.unsupportedFileType) return { key: VALIDATION_MESSAGES.unsupportedFileType };
  return { key: VALIDATION_MESSAGES.invalidValue };
}

/** The form field an issue at a body path belongs to: `material.grade` → grade, `certificates` → testCertificates. */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, second] = path.map(String);
  if (head === 'body') return fieldOfPath(path.slice(1));
  if (head === 'material') return second ?? 'product';
  if (head === 'materialDimensions') return second ?? 'thickness';
  if (head === 'certificates') return 'testCertificates';
  return head ?? 'product';
}

function collect(issues: readonly z.core.$ZodIssue[] | undefined): FieldIssues {
  const result: FieldIssues = {};
  for (const issue of issues ?? []) {
    const field = fieldOfPath(issue.path);
    result[field] ??= issueOfMessage(issue.message);
  }
  return result;
}

/** The body's refinement on its own: validateMaterial (the catalogue) and checkTradeRules (weight, unit, items). */
function materialAndTradeIssues(body: ReturnType<typeof toCreateBody>, features: readonly Feature[]): FieldIssues {
  const result: FieldIssues = {};
  const errors = validateMaterial(toMaterialForm(body as MaterialBodyParts), features);
  for (const [field, error] of Object.entries(errors)) result[field] = issueOfMessage(error.message);
  const found: { path: PropertyKey[]; message: string }[] = [];
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) =>
      found.push({ path: issue.path ?? [], message: issue.message ?? '' }),
  };
  const trade = {
    ...body,
    tradeUnitCalculation: 'tradeUnitCalculation' in body ? body.tradeUnitCalculation : 'BY_WEIGHT',
  };
  checkTradeRules(trade as Parameters<typeof checkTradeRules>[0], ctx as unknown as z.RefinementCtx);
  for (const issue of found) result[fieldOfPath(issue.path)] ??= issueOfMessage(issue.message);
  return result;
}

const REQUIRED: FieldIssue = { key: VALIDATION_MESSAGES.required };

/**
 * Every problem of the form, found by the domain's create body (createListingBodyFor or
 * createPackageBodyFor with the user's features, so stainless steel needs its feature), plus the
 * expiry picker's own rules: date and time both required, and the choice still offered now.
 */
export function validateWizard(
  form: WizardForm,
  type: ListingType,
  features: readonly Feature[],
  currency: CurrencyCode,
  now: Date,
  editing: EditTarget | null = null,
): FieldIssues {
  const keep = keptExpiryOf(editing);
  const body = toCreateBody(form, type, currency, { sellerTermsAccepted: true, keep });
  const schema = type === 'PACKAGE' ? createPackageBodyFor(features) : createListingBodyFor(features);
  const issues = collect(schema.safeParse(body).error?.issues);
  // zod skips the body's refinement while a field is missing, so the material and trade rules run here too
  for (const [field, issue] of Object.entries(materialAndTradeIssues(body, features))) issues[field] ??= issue;
  delete issues.sellerTermsAccepted;
  delete issues.draftId;
  if (keep) {
    // a live listing's expiry is not part of the edit
    delete issues.expiresAt;
  } else if (!form.expiryDate || !form.expirySlot) {
    delete issues.expiresAt;
    if (!form.expiryDate) issues.expiryDate = REQUIRED;
    if (!form.expirySlot) issues.expirySlot = REQUIRED;
  } else if (!isValidExpiry(expiresAtOf(form) ?? '', now, 0)) {
    issues.expiresAt = { key: 'listing-wizard.errors.invalidExpiry' };
  }
  return issues;
}

/** Problems that stop a draft from being saved: only types and limits (a draft needs nothing but the product). */
export function validateDraft(form: WizardForm, type: ListingType, currency: CurrencyCode): FieldIssues {
  const body = toDraftBody(form, type, currency);
  const schema = type === 'PACKAGE' ? draftPackageBody : draftListingBody;
  return collect(schema.safeParse(body).error?.issues);
}

const EXPIRY_FIELDS = ['expiryDate', 'expirySlot'];

/** The step that owns a field (the expiry picker's parts belong to the weight and price step). */
export function stepOfField(type: ListingType, field: string): WizardStep | null {
  if (EXPIRY_FIELDS.includes(field)) return 'WEIGHT_PRICE';
  return wizardStepOfField(type, field === 'sellingPrice' ? 'sellingPrice' : field);
}

/** The issues of one step's fields, so Next checks only what the step shows. */
export function issuesOfStep(issues: FieldIssues, type: ListingType, step: WizardStep): FieldIssues {
  const fields = new Set([...WIZARD_STEP_FIELDS[step], ...(step === 'WEIGHT_PRICE' ? EXPIRY_FIELDS : [])]);
  return Object.fromEntries(
    Object.entries(issues).filter(([field]) => fields.has(field) && stepOfField(type, field) === step),
  );
}

/** The first step (in the type's order) with an issue, or null when the whole form is valid. */
export function firstStepWithIssues(issues: FieldIssues, type: ListingType): WizardStep | null {
  const steps = wizardSteps(type);
  let first: number | null = null;
  for (const field of Object.keys(issues)) {
    const step = stepOfField(type, field);
    const index = step ? steps.indexOf(step) : 0;
    if (first === null || index < first) first = index;
  }
  return first === null ? null : steps[first]!;
}

const MATERIAL_FIELDS = new Set<string>([...MATERIAL_CHOICE_FIELDS, 'coatingThicknessOther', 'coatingColourOther']);
const DIMENSIONS = new Set<string>(DIMENSION_FIELDS);

/**
 * Where a field's message sits in the form's values (react-hook-form's path): `grade` →
 * `material.grade`, `width` → `dimensions.width`, `sellingPrice` → `price`. The expiry instant is
 * no field of its own (`expiresAt`: the picker shows it under the time slot).
 */
export function pathOfField(field: string): string {
  if (MATERIAL_FIELDS.has(field)) return `material.${field}`;
  if (DIMENSIONS.has(field)) return `dimensions.${field}`;
  if (field === 'sellingPrice') return 'price';
  return field;
}

/** What validateWizard needs beside the form: the resolver's context. */
export interface WizardContextOfResolver {
  features: readonly Feature[];
  currency: CurrencyCode;
  now: Date;
  editing: EditTarget | null;
}

/**
 * The wizard's resolver: validateWizard's issues as react-hook-form errors at their fields' paths,
 * each with the catalogue key as its message, its values as `types`, and the field as its `type`.
 */
export function resolveWizard(values: WizardForm, context: WizardContextOfResolver): ResolverResult<WizardForm> {
  const issues = validateWizard(
    values,
    listingTypeOfForm(values),
    context.features,
    context.currency,
    context.now,
    context.editing,
  );
  const errors: Record<string, unknown> = {};
  for (const [field, issue] of Object.entries(issues)) {
    if (!issue) continue;
    const error = { type: field, message: issue.key, ...(issue.values ? { types: issue.values } : {}) };
    const [head, tail] = pathOfField(field).split('.') as [string, string | undefined];
    if (tail === undefined) errors[head] = error;
    else errors[head] = { ...(errors[head] as object | undefined), [tail]: error };
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<WizardForm> }
    : { values, errors: {} };
}

/** The issue of a react-hook-form error the resolver made, or undefined. */
export function issueOfError(error: unknown): FieldIssue | undefined {
  if (!error || typeof error !== 'object' || typeof (error as { message?: unknown }).message !== 'string')
    return undefined;
  const { message, types } = error as { message: string; types?: FieldIssue['values'] };
  return types ? { key: message, values: types } : { key: message };
}
