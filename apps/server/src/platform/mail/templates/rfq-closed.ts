import type { Language } from '@steelyard/domain/constants';
import type { MailContent } from './render-mail';

/**
 * A live RFQ the seller organisation quoted on ended without a decision on its open quote items:
 * the buyer withdrew it, or its quote deadline passed.
 */
export interface RfqClosedParams {
  name: string;
  /** "RQ-000012". */
  referenceNumber: string;
  reason: 'WITHDRAWN' | 'EXPIRED';
  /** How many of the seller's quoted items were still open. */
  openItems: number;
  /** The seller's page of the RFQ. */
  link: string;
}

export const rfqClosedMail: Record<Language, (p: RfqClosedParams) => MailContent> = {
  en: (p) => ({
    subject:
      p.reason === 'WITHDRAWN'
        ? `Steelyard – request ${p.referenceNumber} was withdrawn`
        : `Steelyard – request ${p.referenceNumber} has closed`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      p.reason === 'WITHDRAWN'
        ? `The buyer withdrew request ${p.referenceNumber}.`
        : `The quote deadline of request ${p.referenceNumber} has passed.`,
      `Your quote for ${p.openItems === 1 ? '1 item' : `${p.openItems} items`} was not accepted and is no longer binding. Your material stays yours to sell.`,
    ],
    action: { label: 'View the request', url: p.link },
    notes: [],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject:
      p.reason === 'WITHDRAWN'
        ? `Steelyard – Anfrage ${p.referenceNumber} wurde zurückgezogen`
        : `Steelyard – Anfrage ${p.referenceNumber} ist abgelaufen`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      p.reason === 'WITHDRAWN'
        ? `Der Käufer hat die Anfrage ${p.referenceNumber} zurückgezogen.`
        : `Die Angebotsfrist der Anfrage ${p.referenceNumber} ist abgelaufen.`,
      `Ihr Angebot für ${p.openItems === 1 ? '1 Position' : `${p.openItems} Positionen`} wurde nicht angenommen und ist nicht mehr bindend. Ihr Material steht Ihnen wieder frei zum Verkauf.`,
    ],
    action: { label: 'Anfrage ansehen', url: p.link },
    notes: [],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject:
      p.reason === 'WITHDRAWN'
        ? `Steelyard: la solicitud ${p.referenceNumber} ha sido retirada`
        : `Steelyard: la solicitud ${p.referenceNumber} se ha cerrado`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      p.reason === 'WITHDRAWN'
        ? `El comprador ha retirado la solicitud ${p.referenceNumber}.`
        : `El plazo de ofertas de la solicitud ${p.referenceNumber} ha vencido.`,
      `Su oferta para ${p.openItems === 1 ? '1 posición' : `${p.openItems} posiciones`} no ha sido aceptada y ya no es vinculante. Su material vuelve a estar disponible para la venta.`,
    ],
    action: { label: 'Ver la solicitud', url: p.link },
    notes: [],
    signature: 'El equipo de Steelyard',
  }),
};
