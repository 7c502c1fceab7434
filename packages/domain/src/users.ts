import { z } from 'zod';
import { feature, role } from './roles';
import { financialDetails } from './organisations';
import { LANGUAGES } from './constants';

export const MFA_PREFERENCES = ['Enabled', 'Disabled'] as const;
export const mfaPreference = z.enum(MFA_PREFERENCES);

export const selfUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(role),
  activated: z.boolean(),
  features: z.array(feature),
  mfaPreferences: mfaPreference,
  /** The language of the user's e-mails. */
  locale: z.enum(LANGUAGES).optional(),
  organisation: z.object({
    id: z.string(),
    name: z.string(),
    financialDetails: financialDetails.nullable(),
    /**
     * The organisation's trading currency, for every user (target prices are in it; the financial
     * details carrying it are for managers only). Missing from older servers.
     */
    currencyCode: z.string().length(3).optional(),
    /** Two-factor is compulsory for the organisation's users (the edit-mfa screen offers no switch-off). */
    mfaRequired: z.boolean().optional(),
  }),
});
export type SelfUser = z.infer<typeof selfUser>;

/**
 * `PUT api/universal/users/self/language`: the language the user chose in the app, which their
 * e-mails then use too (the web sends it when a signed-in user switches, decision 108).
 */
export const updateSelfLanguageBody = z.object({ locale: z.enum(LANGUAGES) });
export type UpdateSelfLanguageBody = z.infer<typeof updateSelfLanguageBody>;

export const selfUpdatesReply = z.object({
  cartDetails: z.object({ count: z.number().int(), expiresAt: z.string().nullable() }),
  offers: z.object({ buyerCount: z.number().int(), sellerCount: z.number().int() }),
  /** New alert results of the last 24 hours (optional: older servers do not send it). */
  alerts: z.object({ newResults: z.number().int() }).optional(),
});
export type SelfUpdatesReply = z.infer<typeof selfUpdatesReply>;
