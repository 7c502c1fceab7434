import { z } from 'zod';
import {
  createOrganisationBody,
  vettingRecord,
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

/** The new-organisation form: the create body with the credit limit typed in major units and a date for vetting. */
export const organisationFormSchema = createOrganisationBody.omit({ erpCreditLimit: true, vetting: true }).extend({
  creditLimit: amountMajor,
  vetting: vettingRecord.omit({ vettedAt: true }).extend({ vettedOn: z.iso.date() }),
});
export type OrganisationFormValues = z.input<typeof organisationFormSchema>;
export type OrganisationFormOutput = z.output<typeof organisationFormSchema>;

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
