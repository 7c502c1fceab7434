import type { Language } from '@steelyard/domain/constants';
import { productName } from './alert-digest';
import { formatDeadline } from './rfq-reviewed';
import type { MailContent } from './render-mail';

/** What the operator decided: a submission (live or rejected) or a live listing's waiting changes (decision 142). */
export type ListingReviewOutcome = 'APPROVED' | 'REJECTED' | 'REVISION_APPROVED' | 'REVISION_REJECTED';

/** The operator decided on a seller's listing or package, or on the changes to a live one. */
export interface ListingReviewedParams {
  name: string;
  kind: 'LISTING' | 'PACKAGE';
  /** The listing's product ("SHEET"); a package's title when it has one. */
  product: string;
  /** "SH-000123". */
  listingNumber: string;
  outcome: ListingReviewOutcome;
  /** The operator's reason of a rejection. */
  reason: string | null;
  /** ISO instant of the listing's expiry. */
  expiresAt: string;
  /** The seller's page of the listing or package. */
  link: string;
}

/** "Sheet SH-000123" or "package PK-000012" in the recipient's language. */
export const listingDescription = (
  locale: Language,
  p: { kind: 'LISTING' | 'PACKAGE'; product: string; listingNumber: string },
) =>
  p.kind === 'PACKAGE'
    ? `${{ en: 'package', de: 'Paket', es: 'paquete' }[locale]} ${p.listingNumber}`
    : `${productName(locale, p.product)} ${p.listingNumber}`;

export const listingReviewedMail: Record<Language, (p: ListingReviewedParams) => MailContent> = {
  en: (p) => {
    const item = listingDescription('en', p);
    const rejected = p.outcome === 'REJECTED' || p.outcome === 'REVISION_REJECTED';
    return {
      subject: {
        APPROVED: `Steelyard – your ${item} is live`,
        REJECTED: `Steelyard – your ${item} was not approved`,
        REVISION_APPROVED: `Steelyard – the changes to your ${item} are live`,
        REVISION_REJECTED: `Steelyard – the changes to your ${item} were not approved`,
      }[p.outcome],
      greeting: `Hello ${p.name},`,
      paragraphs: [
        {
          APPROVED: `Your ${item} has been approved and buyers can see it now, until ${formatDeadline('en', p.expiresAt)}.`,
          REJECTED: `We could not approve your ${item}.`,
          REVISION_APPROVED: `The changes to your live ${item} have been approved: buyers see them now.`,
          REVISION_REJECTED: `We could not approve the changes to your live ${item}. Buyers still see it as it was.`,
        }[p.outcome],
        ...(rejected ? [`Reason: ${p.reason ?? ''}`] : []),
      ],
      action: { label: p.kind === 'PACKAGE' ? 'View the package' : 'View the listing', url: p.link },
      notes: rejected ? ['You can correct it and submit it again.'] : [],
      signature: 'Your Steelyard team',
    };
  },
  de: (p) => {
    const item = listingDescription('de', p);
    const rejected = p.outcome === 'REJECTED' || p.outcome === 'REVISION_REJECTED';
    return {
      subject: {
        APPROVED: `Steelyard – Ihr Angebot ${item} ist live`,
        REJECTED: `Steelyard – Ihr Angebot ${item} wurde nicht freigegeben`,
        REVISION_APPROVED: `Steelyard – die Änderungen an ${item} sind live`,
        REVISION_REJECTED: `Steelyard – die Änderungen an ${item} wurden nicht freigegeben`,
      }[p.outcome],
      greeting: `Hallo ${p.name},`,
      paragraphs: [
        {
          APPROVED: `Ihr Angebot ${item} wurde freigegeben und ist für Käufer sichtbar, bis ${formatDeadline('de', p.expiresAt)}.`,
          REJECTED: `Wir konnten Ihr Angebot ${item} nicht freigeben.`,
          REVISION_APPROVED: `Die Änderungen an Ihrem Live-Angebot ${item} wurden freigegeben: Käufer sehen sie jetzt.`,
          REVISION_REJECTED: `Wir konnten die Änderungen an Ihrem Live-Angebot ${item} nicht freigeben. Käufer sehen es weiterhin unverändert.`,
        }[p.outcome],
        ...(rejected ? [`Grund: ${p.reason ?? ''}`] : []),
      ],
      action: { label: p.kind === 'PACKAGE' ? 'Paket ansehen' : 'Angebot ansehen', url: p.link },
      notes: rejected ? ['Sie können es korrigieren und erneut einreichen.'] : [],
      signature: 'Ihr Steelyard-Team',
    };
  },
  es: (p) => {
    const item = listingDescription('es', p);
    const rejected = p.outcome === 'REJECTED' || p.outcome === 'REVISION_REJECTED';
    return {
      subject: {
        APPROVED: `Steelyard: su anuncio ${item} está publicado`,
        REJECTED: `Steelyard: no se ha aprobado su anuncio ${item}`,
        REVISION_APPROVED: `Steelyard: los cambios de ${item} están publicados`,
        REVISION_REJECTED: `Steelyard: no se han aprobado los cambios de ${item}`,
      }[p.outcome],
      greeting: `Hola, ${p.name}:`,
      paragraphs: [
        {
          APPROVED: `Su anuncio ${item} se ha aprobado y los compradores lo ven ya, hasta el ${formatDeadline('es', p.expiresAt)}.`,
          REJECTED: `No hemos podido aprobar su anuncio ${item}.`,
          REVISION_APPROVED: `Los cambios de su anuncio publicado ${item} se han aprobado: los compradores ya los ven.`,
          REVISION_REJECTED: `No hemos podido aprobar los cambios de su anuncio publicado ${item}. Los compradores lo siguen viendo como estaba.`,
        }[p.outcome],
        ...(rejected ? [`Motivo: ${p.reason ?? ''}`] : []),
      ],
      action: { label: p.kind === 'PACKAGE' ? 'Ver el paquete' : 'Ver el anuncio', url: p.link },
      notes: rejected ? ['Puede corregirlo y enviarlo de nuevo.'] : [],
      signature: 'El equipo de Steelyard',
    };
  },
};
