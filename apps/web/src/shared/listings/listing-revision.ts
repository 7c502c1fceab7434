import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevisionField } from '@steelyard/domain/listing-revisions';
import type { ListingRevisionContent } from '@steelyard/domain/listings';
import type { MaterialChoices } from '@steelyard/domain/material-options';
import type { PackageRevisionContent } from '@steelyard/domain/packages';
import type { PricingUnit } from '@steelyard/domain/theoretical-weight';
import { countryName } from '../i18n/country-names';
import { useLanguage } from '../i18n/use-language';
import { useListingLabels } from './listing-labels';
import { useMaterialLine } from './material-line';
import { useListingFormat } from './use-listing-format';

/*
 * A live listing's revision on screen (decision 142): what the seller changed waits for the
 * operator's review while buyers see the live version. My Listings, the wizard and the operator
 * console all name the changed fields and say when buyers see what.
 */

/** What a change that leaves a listing live was, for the page that confirms it. */
export type ListingUpdateChange = 'RENEWED' | 'PRICE' | 'EXPIRY' | 'EDIT';

/** Router state of the renewal success page (`…/details/:id/renewed`): what to say without loading the listing. */
export interface ListingUpdateOutcome {
  /** The listing or package number. */
  number: string;
  change: ListingUpdateChange;
  /** An edit changed the price (buyers see it at once). */
  priceChanged?: boolean;
  /** A revision waits for the operator's review after the change (buyers see the current version). */
  revisionWaiting?: boolean;
}

const CHANGES: readonly ListingUpdateChange[] = ['RENEWED', 'PRICE', 'EXPIRY', 'EDIT'];

/** The outcome in router state, or null (the page was opened directly). */
export function readListingUpdateOutcome(state: unknown): ListingUpdateOutcome | null {
  if (typeof state !== 'object' || state === null) return null;
  const { number, change, priceChanged, revisionWaiting } = state as Partial<ListingUpdateOutcome>;
  if (typeof number !== 'string' || !CHANGES.includes(change as ListingUpdateChange)) return null;
  return { number, change: change!, priceChanged: priceChanged === true, revisionWaiting: revisionWaiting === true };
}

/** The label of a changed field ("Dimensions", "Pictures"). */
export function useRevisionFieldLabel(): (field: RevisionField) => string {
  const { t } = useTranslation();
  return useCallback((field) => t(`shared.listings.revisionFields.${field}`), [t]);
}

/** A listing's or package's revised fields as the reply shows them, live or proposed. */
export type RevisionShown = Partial<ListingRevisionContent> &
  Partial<Omit<PackageRevisionContent, 'material'>> & { tradeUnit: PricingUnit };

/**
 * A field's value as one line of text, to compare the live version with the revision: the material
 * ("Sheet · Mild steel · S355J2"), the sizes ("3 × 1,500 × 3,000 mm"), the files by name.
 */
export function useRevisionValue(): (field: RevisionField, shown: RevisionShown) => string {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const labels = useListingLabels();
  const format = useListingFormat();
  const materialLine = useMaterialLine();
  return useCallback(
    (field, shown) => {
      const none = t('shared.listings.revisionNone');
      const files = (list: readonly { meta: { fileName: string } }[] | null | undefined) =>
        list && list.length > 0 ? list.map((f) => f.meta.fileName).join(', ') : none;
      const text = (value: string | null | undefined) => (value ? value : none);
      switch (field) {
        case 'material': {
          const material = (shown.material ?? { product: 'PACKAGE' }) as MaterialChoices;
          return [labels.code('product', material.product), materialLine(material, null)].filter(Boolean).join(' · ');
        }
        case 'materialDimensions':
          return text(materialLine({} as MaterialChoices, shown.materialDimensions));
        case 'numberOfItems':
          return shown.numberOfItems == null ? none : format.number(shown.numberOfItems);
        case 'tradeUnitCalculation':
          return t(`shared.listings.tradeUnitCalculation.${shown.tradeUnitCalculation ?? 'BY_WEIGHT'}`);
        case 'weight':
          return shown.weight == null ? none : format.listingWeight(shown.weight, shown.tradeUnit);
        case 'prime':
          return labels.prime(shown.prime);
        case 'origin':
          return text(labels.origin(shown.origin));
        case 'age':
          return text(labels.code('age', shown.age));
        case 'deliveryTimeframe':
          return text(labels.code('deliveryTimeframe', shown.deliveryTimeframe));
        case 'pickupAddress':
          return shown.country
            ? t('shared.listings.revisionPickup', { country: countryName(shown.country, locale) })
            : none;
        case 'pictures':
          return files(shown.pictures);
        case 'testCertificates':
          return files(shown.testCertificates);
        case 'certificates':
          return files(shown.certificates);
        case 'packageDocument':
          return files(shown.packageDocument ? [shown.packageDocument] : []);
        case 'packageTitle':
          return text(shown.packageTitle);
        case 'packageDescription':
          return text(shown.packageDescription);
        case 'additionalInformation':
          return text(shown.additionalInformation);
        case 'description':
          return text(shown.description);
      }
    },
    [t, locale, labels, format, materialLine],
  );
}
