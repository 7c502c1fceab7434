import { useEffect, useState } from 'react';
import i18next from 'i18next';
import type { Language } from '@steelyard/domain/constants';
import type { SelfUser } from '@steelyard/domain/users';
import { changeLanguage, chosenLanguage, currentLanguage } from '../../../shared/i18n/i18n';

/** The user's own language when the app should switch to it: none was chosen on this device and it differs. */
function languageToApply(user: SelfUser): Language | null {
  if (chosenLanguage() !== null || !user.locale) return null;
  return user.locale !== currentLanguage(i18next.language) ? user.locale : null;
}

/**
 * The user's language follows them (decision 108): once per signed-in user, on a device where no
 * language was chosen, the app switches to the one kept for them. A choice made on this device
 * stays (someone chose it here); choosing one while signed in keeps it for the user (app layout).
 * Returns whether the language is settled for the user: false while the switch loads its catalogues,
 * so that the shell is first shown in the user's language, not in English a moment before (decision 145).
 */
export function useLanguageSync(user: SelfUser | undefined): boolean {
  const [syncedFor, setSyncedFor] = useState<string | null>(null);
  const pending = user !== undefined && syncedFor !== user.id && languageToApply(user) !== null;
  useEffect(() => {
    if (!user || syncedFor === user.id) return;
    const language = languageToApply(user);
    if (language === null) return;
    let current = true;
    // a failed catalogue download leaves the language as it is; the shell shows either way
    void changeLanguage(language).finally(() => {
      if (current) setSyncedFor(user.id);
    });
    return () => {
      current = false;
    };
  }, [user, syncedFor]);
  return user !== undefined && !pending;
}
