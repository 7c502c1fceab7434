import type { Language } from '@steelyard/domain/constants';
import { productName } from './alert-digest';
import type { MailContent } from './render-mail';

/** A buyer bought a seller organisation's material through a checkout (buy now, cart or offer). */
export interface MaterialSoldParams {
  name: string;
  /** The buying organisation, as the seller sees it on the order. */
  buyerOrganisation: string;
  /** The orders of this checkout for the recipient's organisation. */
  items: { orderNumber: string; product: string; listingNumber: string }[];
  /** The order, or the seller's order list when the checkout placed several. */
  link: string;
}

const lines = (locale: Language, p: MaterialSoldParams) =>
  p.items.map((i) => `${i.orderNumber}: ${productName(locale, i.product)} ${i.listingNumber}`);

const numbers = (p: MaterialSoldParams) => p.items.map((i) => i.orderNumber).join(', ');

export const materialSoldMail: Record<Language, (p: MaterialSoldParams) => MailContent> = {
  en: (p) => ({
    subject: `Steelyard – your material was sold (${numbers(p)})`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `${p.buyerOrganisation} bought material of your organisation:`,
      ...lines('en', p),
      'Please keep the material ready for collection: our operations team books the freight and the order shows the collection and delivery details.',
    ],
    action: { label: p.items.length === 1 ? 'View the order' : 'View your orders', url: p.link },
    notes: ['The listing is no longer offered to other buyers.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: `Steelyard – Ihr Material wurde verkauft (${numbers(p)})`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      `${p.buyerOrganisation} hat Material Ihrer Organisation gekauft:`,
      ...lines('de', p),
      'Bitte halten Sie das Material zur Abholung bereit: Unser Operations-Team bucht den Transport, und die Bestellung zeigt Abhol- und Lieferadresse.',
    ],
    action: { label: p.items.length === 1 ? 'Bestellung ansehen' : 'Bestellungen ansehen', url: p.link },
    notes: ['Das Inserat wird anderen Käufern nicht mehr angeboten.'],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: `Steelyard: su material se ha vendido (${numbers(p)})`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      `${p.buyerOrganisation} ha comprado material de su organización:`,
      ...lines('es', p),
      'Tenga el material preparado para la recogida: nuestro equipo de operaciones reserva el transporte y el pedido muestra las direcciones de recogida y entrega.',
    ],
    action: { label: p.items.length === 1 ? 'Ver el pedido' : 'Ver sus pedidos', url: p.link },
    notes: ['El anuncio ya no se ofrece a otros compradores.'],
    signature: 'El equipo de Steelyard',
  }),
};
