import { z } from 'zod';
import {
  createOrganisationBody,
  updateOrganisationBody,
  vettingRecord,
  type AdminOrganisation,
  type CreateOrganisationBody,
} from '@steelyard/domain/admin-organisations';
import { minorUnitsOf } from '@steelyard/domain/money';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';

/** Currencies offered first; the server takes any ISO 4217 code. */
export const CURRENCIES = ['GBP', 'EUR', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'USD'] as const;

const COUNTRY_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  US: 'USD',
};

/** The usual invoicing currency of a customer in the country (euro unless it has its own). */
export function currencyOfCountry(country: string): string {
  return COUNTRY_CURRENCY[country] ?? 'EUR';
}

/** A money field in major units as NumberField reads it: null (no figure), or an amount with at most two decimals. */
export const amountMajor = z
  .custom<number | null>((value) => value === null || typeof value === 'number', {
    message: VALIDATION_MESSAGES.notANumber,
  })
  // NaN is a refused text: NumberField shows how to type the number in place of this message
  .refine((value) => value === null || minorUnitsOf(value) !== null, {
    message: VALIDATION_MESSAGES.notANumber,
  });

/** The vetting record as the forms take it: the date of the vetting rather than an instant. */
const vettingFormFields = vettingRecord.omit({ vettedAt: true }).extend({ vettedOn: z.iso.date() });

/** The new-organisation form: the create body with the credit limit typed in major units and a date for vetting. */
export const organisationFormSchema = createOrganisationBody.omit({ erpCreditLimit: true, vetting: true }).extend({
  creditLimit: amountMajor,
  vetting: vettingFormFields,
});
export type OrganisationFormValues = z.input<typeof organisationFormSchema>;
export type OrganisationFormOutput = z.output<typeof organisationFormSchema>;

/** Today's calendar day (UTC), the latest a vetting may be dated. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The date of a vetting as an instant: noon UTC, so that it is the same calendar day everywhere in Europe. */
export function vettedAtOf(date: string): string {
  return `${date}T12:00:00.000Z`;
}

/** The create body of the form's values. */
export function toCreateOrganisationBody(values: OrganisationFormOutput): CreateOrganisationBody {
  const { creditLimit, vetting, ...rest } = values;
  return {
    ...rest,
    erpCreditLimit: minorUnitsOf(creditLimit),
    vetting: {
      companyNumber: vetting.companyNumber,
      vatNumber: vetting.vatNumber,
      vettedBy: vetting.vettedBy,
      vettedAt: vettedAtOf(vetting.vettedOn),
    },
  };
}

/** The catalogue key of a schema issue of an operator form. */
export function operatorIssueKey(issue: {
  code: string;
  minimum?: unknown;
  message?: string;
  input?: unknown;
}): string {
  if (issue.message?.startsWith('shared.')) return issue.message;
  const empty = issue.input === '' || issue.input === undefined || issue.input === null;
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1) || empty) {
    return VALIDATION_MESSAGES.required;
  }
  if (issue.code === 'too_big') return VALIDATION_MESSAGES.maxCharacters;
  return VALIDATION_MESSAGES.invalidValue;
}

type VettingFormValues = z.input<typeof vettingFormFields>;

/** What the edit modal holds: the record's name, vetting record (a date), default features and two-factor rule. */
export interface OrganisationEditValues {
  name: string;
  vetting: VettingFormValues;
  defaultFeatures: AdminOrganisation['defaultFeatures'];
  mfaRequired: boolean;
}

/** The edit modal's values of the record as stored (a record vetted before vetting was kept has empty fields). */
export function organisationEditValues(org: AdminOrganisation): OrganisationEditValues {
  return {
    name: org.name,
    vetting: {
      companyNumber: org.vetting?.companyNumber ?? '',
      vatNumber: org.vetting?.vatNumber ?? '',
      vettedBy: org.vetting?.vettedBy ?? '',
      vettedOn: org.vetting?.vettedAt.slice(0, 10) ?? '',
    },
    defaultFeatures: org.defaultFeatures,
    mfaRequired: org.mfaRequired,
  };
}

const vettingChanged = (before: VettingFormValues, after: VettingFormValues) =>
  (['companyNumber', 'vatNumber', 'vettedBy', 'vettedOn'] as const).some((key) => after[key].trim() !== before[key]);

/** Whether the modal's vetting record differs from the stored one (only then is it sent, and checked). */
export function isVettingEdited(org: AdminOrganisation, values: OrganisationEditValues): boolean {
  return vettingChanged(organisationEditValues(org).vetting, values.vetting);
}

/**
 * The edit modal's schema: name, features and two-factor rule as the update body takes them; the
 * vetting record is sent whole once any of it changed, so only then must it be complete (an
 * organisation from before vetting records may keep none).
 */
export function organisationEditSchema(org: AdminOrganisation) {
  const before = organisationEditValues(org).vetting;
  const { name, defaultFeatures, mfaRequired } = updateOrganisationBody.shape;
  return z.object({
    name: name.unwrap(),
    vetting: z
      .object({ companyNumber: z.string(), vatNumber: z.string(), vettedBy: z.string(), vettedOn: z.string() })
      .superRefine((vetting, ctx) => {
        if (!vettingChanged(before, vetting)) return;
        for (const issue of vettingFormFields.safeParse(vetting, { error: operatorIssueKey }).error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
      }),
    defaultFeatures: defaultFeatures.unwrap(),
    mfaRequired: mfaRequired.unwrap(),
  });
}

/** The update body of the edited record: only what changed (the vetting record as a whole). */
export function organisationChanges(org: AdminOrganisation, values: OrganisationEditValues) {
  const before = organisationEditValues(org);
  const { vetting } = values;
  const sameFeatures =
    values.defaultFeatures.length === before.defaultFeatures.length &&
    values.defaultFeatures.every((f) => before.defaultFeatures.includes(f));
  return updateOrganisationBody.safeParse({
    ...(values.name.trim() !== before.name ? { name: values.name } : {}),
    ...(vettingChanged(before.vetting, vetting)
      ? {
          vetting: {
            companyNumber: vetting.companyNumber,
            vatNumber: vetting.vatNumber,
            vettedBy: vetting.vettedBy,
            vettedAt: vetting.vettedOn ? vettedAtOf(vetting.vettedOn) : '',
          },
        }
      : {}),
    ...(sameFeatures ? {} : { defaultFeatures: values.defaultFeatures }),
    ...(values.mfaRequired !== before.mfaRequired ? { mfaRequired: values.mfaRequired } : {}),
  });
}
