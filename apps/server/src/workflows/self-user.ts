import type { Language } from '@steelyard/domain/constants';
import type { SelfUpdatesReply, SelfUser } from '@steelyard/domain/users';
import type { Caller } from '../platform/access-tokens';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { countNewAlertResults } from '../modules/alerts/service';
import { getCartDetails } from '../modules/cart/service';
import { countOfferUpdates } from '../modules/negotiations/service';
import { getOrganisationSummary } from '../modules/organisations/service';
import { getSelfAccount, setUserLocale } from '../modules/users/service';

/** The signed-in user with their organisation; 401 when the account is gone or deactivated. */
export async function getSelfUser(db: Database, caller: Caller): Promise<SelfUser> {
  const account = await getSelfAccount(db, caller);
  return { ...account, organisation: await getOrganisationSummary(db, caller) };
}

/** The signed-in user's language (the app's and their e-mails'); answers the user as `getSelfUser` does. */
export async function setSelfLanguage(db: Database, caller: Caller, locale: Language, now: Date): Promise<SelfUser> {
  await getSelfUser(db, caller);
  await setUserLocale(db, caller.userId, locale, now);
  return getSelfUser(db, caller);
}

/** The navigation poll: the cart's count and expiry, open offer counts and new alert results (24 h). */
export async function getSelfUpdates(db: Database, caller: Caller, clock: Clock): Promise<SelfUpdatesReply> {
  const alerts = { newResults: await countNewAlertResults(db, caller.userId, clock.now()) };
  // the header's cart count and expiry (issue 8), through the cart service
  const cartDetails = await getCartDetails(db, caller.userId, clock.now());
  // open negotiations awaiting the user's organisation (issue 9), through the negotiations service
  const offers = await countOfferUpdates(db, caller);
  return { cartDetails, offers, alerts };
}
