import type { Language } from '@steelyard/domain/constants';
import type { MailContent } from './render-mail';

/** The operator decided on a buyer's request for quotation: live (sellers can quote) or rejected with a reason. */
export interface RfqReviewedParams {
  name: string;
  /** "RQ-000012". */
  referenceNumber: string;
  /** The buyer's own reference, if any. */
  quoteRef: string | null;
  approved: boolean;
  /** The operator's reason of a rejection. */
  reason: string | null;
  /** ISO instant of the quote deadline. */
  quoteDeadline: string | null;
  /** The RFQ's details page. */
  link: string;
}

/** A deadline in the recipient's language, in UK time (the marketplace's clock). */
export function formatDeadline(locale: Language, iso: string | null): string {
  if (!iso) return '';
  const formatted = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
  return `${formatted} (${{ en: 'UK time', de: 'britische Zeit', es: 'hora del Reino Unido' }[locale]})`;
}

const named = (p: RfqReviewedParams) => (p.quoteRef ? `${p.referenceNumber} (${p.quoteRef})` : p.referenceNumber);

export const rfqReviewedMail: Record<Language, (p: RfqReviewedParams) => MailContent> = {
  en: (p) => ({
    subject: p.approved
      ? `Steelyard – your request for quotation ${p.referenceNumber} is live`
      : `Steelyard – your request for quotation ${p.referenceNumber} was not approved`,
    greeting: `Hello ${p.name},`,
    paragraphs: p.approved
      ? [
          `Your request for quotation ${named(p)} has been approved and is now live.`,
          `Sellers can send their quotes until ${formatDeadline('en', p.quoteDeadline)}.`,
        ]
      : [`We could not approve your request for quotation ${named(p)}.`, `Reason: ${p.reason ?? ''}`],
    action: { label: 'View the request', url: p.link },
    notes: p.approved ? [] : ['You can turn the request into a draft, correct it and submit it again.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: p.approved
      ? `Steelyard – Ihre Angebotsanfrage ${p.referenceNumber} ist live`
      : `Steelyard – Ihre Angebotsanfrage ${p.referenceNumber} wurde nicht freigegeben`,
    greeting: `Hallo ${p.name},`,
    paragraphs: p.approved
      ? [
          `Ihre Angebotsanfrage ${named(p)} wurde freigegeben und ist jetzt live.`,
          `Verkäufer können bis ${formatDeadline('de', p.quoteDeadline)} Angebote abgeben.`,
        ]
      : [`Wir konnten Ihre Angebotsanfrage ${named(p)} nicht freigeben.`, `Grund: ${p.reason ?? ''}`],
    action: { label: 'Anfrage ansehen', url: p.link },
    notes: p.approved ? [] : ['Sie können die Anfrage in einen Entwurf umwandeln, korrigieren und erneut einreichen.'],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: p.approved
      ? `Steelyard: su solicitud de presupuesto ${p.referenceNumber} está publicada`
      : `Steelyard: no se ha aprobado su solicitud de presupuesto ${p.referenceNumber}`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: p.approved
      ? [
          `Su solicitud de presupuesto ${named(p)} se ha aprobado y ya está publicada.`,
          `Los vendedores pueden enviar sus ofertas hasta el ${formatDeadline('es', p.quoteDeadline)}.`,
        ]
      : [`No hemos podido aprobar su solicitud de presupuesto ${named(p)}.`, `Motivo: ${p.reason ?? ''}`],
    action: { label: 'Ver la solicitud', url: p.link },
    notes: p.approved ? [] : ['Puede convertir la solicitud en un borrador, corregirla y enviarla de nuevo.'],
    signature: 'El equipo de Steelyard',
  }),
};
