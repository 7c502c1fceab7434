import type { Language } from '@steelyard/domain/constants';
import { productName } from './alert-digest';
import type { MailContent } from './render-mail';

/**
 * The buyer decided on an RFQ's quotes: the seller organisation learns which of its quote items
 * became orders and which were not selected (another seller's quote was accepted for the item).
 */
export interface RfqQuoteDecidedParams {
  name: string;
  /** "RQ-000012". */
  referenceNumber: string;
  /** The seller's accepted items with the orders they became. */
  accepted: { orderNumber: string; product: string; grade: string }[];
  /** The seller's items for which another quote was accepted. */
  notSelected: { product: string; grade: string }[];
  /** The seller's page of the RFQ. */
  link: string;
}

const item = (locale: Language, i: { product: string; grade: string }) =>
  `${productName(locale, i.product)} ${i.grade}`;
const acceptedLines = (locale: Language, p: RfqQuoteDecidedParams) =>
  p.accepted.map((i) => `${i.orderNumber}: ${item(locale, i)}`);
const notSelectedLines = (locale: Language, p: RfqQuoteDecidedParams) => p.notSelected.map((i) => item(locale, i));

export const rfqQuoteDecidedMail: Record<Language, (p: RfqQuoteDecidedParams) => MailContent> = {
  en: (p) => ({
    subject:
      p.accepted.length > 0
        ? `Steelyard – your quote for ${p.referenceNumber} was accepted`
        : `Steelyard – your quote for ${p.referenceNumber} was not selected`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      ...(p.accepted.length > 0
        ? [
            `The buyer accepted your quote for request ${p.referenceNumber}. These items became purchase orders:`,
            ...acceptedLines('en', p),
          ]
        : []),
      ...(p.notSelected.length > 0
        ? [
            `For these items of request ${p.referenceNumber} the buyer accepted another quote:`,
            ...notSelectedLines('en', p),
          ]
        : []),
    ],
    action: { label: 'View the request', url: p.link },
    notes:
      p.accepted.length > 0 ? ['Our operations team books the freight; the orders show the delivery details.'] : [],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject:
      p.accepted.length > 0
        ? `Steelyard – Ihr Angebot zu ${p.referenceNumber} wurde angenommen`
        : `Steelyard – Ihr Angebot zu ${p.referenceNumber} wurde nicht ausgewählt`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      ...(p.accepted.length > 0
        ? [
            `Der Käufer hat Ihr Angebot zur Anfrage ${p.referenceNumber} angenommen. Diese Positionen wurden zu Bestellungen:`,
            ...acceptedLines('de', p),
          ]
        : []),
      ...(p.notSelected.length > 0
        ? [
            `Für diese Positionen der Anfrage ${p.referenceNumber} hat der Käufer ein anderes Angebot angenommen:`,
            ...notSelectedLines('de', p),
          ]
        : []),
    ],
    action: { label: 'Anfrage ansehen', url: p.link },
    notes:
      p.accepted.length > 0
        ? ['Unser Operations-Team bucht den Transport; die Bestellungen zeigen die Lieferdetails.']
        : [],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject:
      p.accepted.length > 0
        ? `Steelyard: se ha aceptado su oferta para ${p.referenceNumber}`
        : `Steelyard: su oferta para ${p.referenceNumber} no ha sido seleccionada`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      ...(p.accepted.length > 0
        ? [
            `El comprador ha aceptado su oferta para la solicitud ${p.referenceNumber}. Estas posiciones se han convertido en pedidos:`,
            ...acceptedLines('es', p),
          ]
        : []),
      ...(p.notSelected.length > 0
        ? [
            `Para estas posiciones de la solicitud ${p.referenceNumber} el comprador ha aceptado otra oferta:`,
            ...notSelectedLines('es', p),
          ]
        : []),
    ],
    action: { label: 'Ver la solicitud', url: p.link },
    notes:
      p.accepted.length > 0
        ? ['Nuestro equipo de operaciones reserva el transporte; los pedidos muestran los detalles de la entrega.']
        : [],
    signature: 'El equipo de Steelyard',
  }),
};
