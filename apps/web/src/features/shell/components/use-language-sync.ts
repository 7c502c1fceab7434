import { useEffect, useRef } from 'react';
import i18next from 'i18next';
import type { SelfUser } from '@steelyard/domain/users';
import { changeLanguage, chosenLanguage, currentLanguage } from '../../../shared/i18n/i18n';

/**
 * The user's language follows them (decision 108): once per signed-in user, on a device where no
 * language was chosen, the app switches to the one kept for them. A choice made on this device
 * stays (someone chose it here); choosing one while signed in keeps it for the user (app layout).
 */
export function useLanguageSync(user: SelfUser | undefined): void {
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!user || synced.current === user.id) return;
    synced.current = user.id;
    if (chosenLanguage() === null && user.locale && user.locale !== currentLanguage(i18next.language)) {
      void changeLanguage(user.locale);
    }
  }, [user]);
}
