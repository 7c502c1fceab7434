import type { Language } from '@steelyard/domain/constants';
import { listingDescription } from './listing-reviewed';
import { formatDeadline } from './rfq-reviewed';
import type { MailContent } from './render-mail';

/** A live listing or package without auto-renewal expires soon (LISTING_EXPIRY_REMINDER_DAYS before). */
export interface ListingExpiringParams {
  name: string;
  kind: 'LISTING' | 'PACKAGE';
  product: string;
  listingNumber: string;
  /** ISO instant of the expiry. */
  expiresAt: string;
  /** The seller's page of the listing or package (renewal and auto-renewal are set there). */
  link: string;
}

export const listingExpiringMail: Record<Language, (p: ListingExpiringParams) => MailContent> = {
  en: (p) => ({
    subject: `Steelyard – your ${listingDescription('en', p)} expires soon`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `Your ${listingDescription('en', p)} expires on ${formatDeadline('en', p.expiresAt)}; buyers no longer see it then.`,
      'To keep it on the market, choose a later expiry or turn on auto-renewal.',
    ],
    action: { label: p.kind === 'PACKAGE' ? 'View the package' : 'View the listing', url: p.link },
    notes: [],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: `Steelyard – Ihr Angebot ${listingDescription('de', p)} läuft bald ab`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      `Ihr Angebot ${listingDescription('de', p)} läuft am ${formatDeadline('de', p.expiresAt)} ab; danach sehen Käufer es nicht mehr.`,
      'Um es weiter anzubieten, wählen Sie ein späteres Ablaufdatum oder schalten Sie die automatische Verlängerung ein.',
    ],
    action: { label: p.kind === 'PACKAGE' ? 'Paket ansehen' : 'Angebot ansehen', url: p.link },
    notes: [],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: `Steelyard: su anuncio ${listingDescription('es', p)} caduca pronto`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      `Su anuncio ${listingDescription('es', p)} caduca el ${formatDeadline('es', p.expiresAt)}; después los compradores ya no lo verán.`,
      'Para mantenerlo en el mercado, elija una fecha de caducidad posterior o active la renovación automática.',
    ],
    action: { label: p.kind === 'PACKAGE' ? 'Ver el paquete' : 'Ver el anuncio', url: p.link },
    notes: [],
    signature: 'El equipo de Steelyard',
  }),
};
