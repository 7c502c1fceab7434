import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · Steelyard" so screen-reader users hear where they are. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const suffix = t('shared.brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${suffix}` : suffix;
  }, [title, suffix]);
}
