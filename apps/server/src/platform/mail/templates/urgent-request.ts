import type { Language } from '@steelyard/domain/constants';
import type { FilterCriterion } from '@steelyard/domain/paging';
import { productName } from './alert-digest';
import { countryName, describeRequestedMaterial } from './material-names';
import type { MailContent } from './render-mail';

/** A buyer's urgent material request that the seller's settings let through. */
export interface UrgentRequestParams {
  name: string;
  product: string;
  /** The request's filter: the material and sizes are named in the recipient's language. */
  criteria: FilterCriterion[];
  /** Tonnes, as typed. */
  weight: string;
  numberOfItems: string;
  /** Formatted with its currency, per tonne; null when the buyer named none. */
  targetPrice: string | null;
  comment: string | null;
  /** The country of the requesting organisation (ISO code, named in the recipient's language). */
  country: string;
  /** The urgent requests page. */
  link: string;
}

export const urgentRequestMail: Record<Language, (p: UrgentRequestParams) => MailContent> = {
  en: (p) => ({
    subject: `Steelyard – urgent request: ${productName('en', p.product)}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `A buyer from ${countryName('en', p.country)} urgently needs ${productName('en', p.product).toLowerCase()}: ${describeRequestedMaterial('en', p.criteria)}.`,
      `Weight: at least ${p.weight} t; number of items: at least ${p.numberOfItems}.`,
      ...(p.targetPrice ? [`Target price: ${p.targetPrice} per tonne.`] : []),
      ...(p.comment ? [`Comment: ${p.comment}`] : []),
    ],
    action: { label: 'See urgent requests', url: p.link },
    notes: ['You receive urgent requests that match your settings; change them under urgent request settings.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: `Steelyard – dringende Anfrage: ${productName('de', p.product)}`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      `Ein Käufer aus ${countryName('de', p.country)} benötigt dringend ${productName('de', p.product)}: ${describeRequestedMaterial('de', p.criteria)}.`,
      `Gewicht: mindestens ${p.weight} t; Stückzahl: mindestens ${p.numberOfItems}.`,
      ...(p.targetPrice ? [`Zielpreis: ${p.targetPrice} pro Tonne.`] : []),
      ...(p.comment ? [`Kommentar: ${p.comment}`] : []),
    ],
    action: { label: 'Dringende Anfragen ansehen', url: p.link },
    notes: [
      'Sie erhalten dringende Anfragen, die zu Ihren Einstellungen passen; ändern Sie diese in den Einstellungen für dringende Anfragen.',
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: `Steelyard: solicitud urgente de ${productName('es', p.product).toLowerCase()}`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      `Un comprador de ${countryName('es', p.country)} necesita con urgencia ${productName('es', p.product).toLowerCase()}: ${describeRequestedMaterial('es', p.criteria)}.`,
      `Peso: al menos ${p.weight} t; número de piezas: al menos ${p.numberOfItems}.`,
      ...(p.targetPrice ? [`Precio objetivo: ${p.targetPrice} por tonelada.`] : []),
      ...(p.comment ? [`Comentario: ${p.comment}`] : []),
    ],
    action: { label: 'Ver solicitudes urgentes', url: p.link },
    notes: [
      'Recibe las solicitudes urgentes que coinciden con su configuración; puede cambiarla en la configuración de solicitudes urgentes.',
    ],
    signature: 'El equipo de Steelyard',
  }),
};
