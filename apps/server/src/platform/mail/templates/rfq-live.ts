import type { Language } from '@steelyard/domain/constants';
import type { FilterCriterion } from '@steelyard/domain/paging';
import { productName } from './alert-digest';
import { countryName, describeRequestedMaterial } from './material-names';
import type { MailContent } from './render-mail';
import { formatDeadline } from './rfq-reviewed';

/** A buyer's request for quotation went live and the seller's urgent-request settings let it through. */
export interface RfqLiveParams {
  name: string;
  /** "RQ-000012". */
  referenceNumber: string;
  /** Each item: its product, the material and sizes as filter criteria (named in the recipient's language), tonnes. */
  items: { product: string; criteria: FilterCriterion[]; weight: number }[];
  /** The delivery country (ISO code). */
  country: string;
  /** ISO instant. */
  quoteDeadline: string;
  /** The seller's page of the RFQ. */
  link: string;
}

const lines = (locale: Language, p: RfqLiveParams) =>
  p.items.map(
    (i) =>
      `${productName(locale, i.product)}: ${describeRequestedMaterial(locale, i.criteria)} – ${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(i.weight)} t`,
  );

export const rfqLiveMail: Record<Language, (p: RfqLiveParams) => MailContent> = {
  en: (p) => ({
    subject: `Steelyard – new request for quotation ${p.referenceNumber}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `A buyer asks for quotes for delivery to ${countryName('en', p.country)}:`,
      ...lines('en', p),
      `Quotes are accepted until ${formatDeadline('en', p.quoteDeadline)}.`,
    ],
    action: { label: 'Send a quote', url: p.link },
    notes: ['You receive requests that match your urgent request settings; change them under urgent request settings.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: `Steelyard – neue Angebotsanfrage ${p.referenceNumber}`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      `Ein Käufer bittet um Angebote mit Lieferung nach ${countryName('de', p.country)}:`,
      ...lines('de', p),
      `Angebote sind bis ${formatDeadline('de', p.quoteDeadline)} möglich.`,
    ],
    action: { label: 'Angebot abgeben', url: p.link },
    notes: ['Sie erhalten Anfragen, die zu Ihren Einstellungen für dringende Anfragen passen; ändern Sie diese dort.'],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: `Steelyard: nueva solicitud de presupuesto ${p.referenceNumber}`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      `Un comprador solicita ofertas con entrega en ${countryName('es', p.country)}:`,
      ...lines('es', p),
      `Se aceptan ofertas hasta el ${formatDeadline('es', p.quoteDeadline)}.`,
    ],
    action: { label: 'Enviar una oferta', url: p.link },
    notes: ['Recibe las solicitudes que coinciden con su configuración de solicitudes urgentes; puede cambiarla allí.'],
    signature: 'El equipo de Steelyard',
  }),
};
