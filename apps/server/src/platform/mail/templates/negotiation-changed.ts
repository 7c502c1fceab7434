import type { Language } from '@steelyard/domain/constants';
import type { MailContent } from './render-mail';

/** What happened to a negotiation, as the recipient learns it. */
export const NEGOTIATION_MAIL_CHANGES = [
  'NEW_OFFER',
  'COUNTERED',
  'ACCEPTED',
  'REJECTED',
  'WITHDRAWN',
  'EXPIRED',
  'OUTBID',
  'LISTING_ENDED',
  'LISTING_CHANGED',
] as const;
export type NegotiationMailChange = (typeof NEGOTIATION_MAIL_CHANGES)[number];

/** A change of a negotiation (offers, issue 9), told to the other party in their language. */
export interface NegotiationChangedParams {
  name: string;
  change: NegotiationMailChange;
  /** "NG-000012". */
  referenceNumber: string;
  /** "SH-000123". */
  listingNumber: string;
  /** The offered price per unit with its currency ("GBP 612.50 per TON"), when the change names one. */
  price: string | null;
  link: string;
}

type Texts = Record<NegotiationMailChange, { subject: string; line: string }>;

const TEXTS: Record<Language, Texts> = {
  en: {
    NEW_OFFER: { subject: 'New offer', line: 'A buyer made an offer on listing {listing}.' },
    COUNTERED: { subject: 'Counter offer', line: 'The other party countered on listing {listing}.' },
    ACCEPTED: { subject: 'Offer accepted', line: 'Your offer on listing {listing} was accepted.' },
    REJECTED: { subject: 'Offer rejected', line: 'Your offer on listing {listing} was rejected.' },
    WITHDRAWN: { subject: 'Offer withdrawn', line: 'The offer on listing {listing} was withdrawn.' },
    EXPIRED: { subject: 'Offer expired', line: 'The negotiation on listing {listing} expired without a response.' },
    OUTBID: { subject: 'Outbid', line: 'Listing {listing} was bought by another buyer.' },
    LISTING_ENDED: { subject: 'Listing ended', line: 'Listing {listing} ended without a successful offer.' },
    LISTING_CHANGED: {
      subject: 'Negotiation ended: listing changed',
      line: 'The seller changed the material of listing {listing}, so your negotiation on it has ended. Please review the listing and make a new offer if it suits you.',
    },
  },
  de: {
    NEW_OFFER: { subject: 'Neues Angebot', line: 'Ein Käufer hat ein Angebot für das Inserat {listing} abgegeben.' },
    COUNTERED: {
      subject: 'Gegenangebot',
      line: 'Die Gegenseite hat für das Inserat {listing} ein Gegenangebot gemacht.',
    },
    ACCEPTED: { subject: 'Angebot angenommen', line: 'Ihr Angebot für das Inserat {listing} wurde angenommen.' },
    REJECTED: { subject: 'Angebot abgelehnt', line: 'Ihr Angebot für das Inserat {listing} wurde abgelehnt.' },
    WITHDRAWN: { subject: 'Angebot zurückgezogen', line: 'Das Angebot für das Inserat {listing} wurde zurückgezogen.' },
    EXPIRED: {
      subject: 'Angebot abgelaufen',
      line: 'Die Verhandlung über das Inserat {listing} ist ohne Antwort abgelaufen.',
    },
    OUTBID: { subject: 'Überboten', line: 'Das Inserat {listing} wurde von einem anderen Käufer gekauft.' },
    LISTING_ENDED: {
      subject: 'Inserat beendet',
      line: 'Das Inserat {listing} endete ohne erfolgreiches Angebot.',
    },
    LISTING_CHANGED: {
      subject: 'Verhandlung beendet: Inserat geändert',
      line: 'Der Verkäufer hat das Material des Inserats {listing} geändert, daher ist Ihre Verhandlung darüber beendet. Bitte prüfen Sie das Inserat und machen Sie bei Interesse ein neues Angebot.',
    },
  },
  es: {
    NEW_OFFER: { subject: 'Nueva oferta', line: 'Un comprador ha hecho una oferta por el anuncio {listing}.' },
    COUNTERED: { subject: 'Contraoferta', line: 'La otra parte ha hecho una contraoferta por el anuncio {listing}.' },
    ACCEPTED: { subject: 'Oferta aceptada', line: 'Su oferta por el anuncio {listing} ha sido aceptada.' },
    REJECTED: { subject: 'Oferta rechazada', line: 'Su oferta por el anuncio {listing} ha sido rechazada.' },
    WITHDRAWN: { subject: 'Oferta retirada', line: 'La oferta por el anuncio {listing} ha sido retirada.' },
    EXPIRED: { subject: 'Oferta caducada', line: 'La negociación del anuncio {listing} ha caducado sin respuesta.' },
    OUTBID: { subject: 'Superado', line: 'Otro comprador ha comprado el anuncio {listing}.' },
    LISTING_ENDED: { subject: 'Anuncio finalizado', line: 'El anuncio {listing} ha finalizado sin ofertas aceptadas.' },
    LISTING_CHANGED: {
      subject: 'Negociación finalizada: anuncio modificado',
      line: 'El vendedor ha modificado el material del anuncio {listing}, por lo que su negociación ha finalizado. Revise el anuncio y, si le interesa, haga una nueva oferta.',
    },
  },
};

const WORDS: Record<Language, { greeting: string; price: string; open: string; signature: string; note: string }> = {
  en: {
    greeting: 'Hello {name},',
    price: 'Price: {price}.',
    open: 'Open the negotiation',
    note: 'Reference {reference}.',
    signature: 'Your Steelyard team',
  },
  de: {
    greeting: 'Hallo {name},',
    price: 'Preis: {price}.',
    open: 'Verhandlung öffnen',
    note: 'Referenz {reference}.',
    signature: 'Ihr Steelyard-Team',
  },
  es: {
    greeting: 'Hola, {name}:',
    price: 'Precio: {price}.',
    open: 'Abrir la negociación',
    note: 'Referencia {reference}.',
    signature: 'El equipo de Steelyard',
  },
};

function build(locale: Language) {
  return (p: NegotiationChangedParams): MailContent => {
    const text = TEXTS[locale][p.change];
    const words = WORDS[locale];
    return {
      subject: `Steelyard – ${text.subject} ${p.referenceNumber}`,
      greeting: words.greeting.replace('{name}', p.name),
      paragraphs: [
        text.line.replace('{listing}', p.listingNumber),
        ...(p.price ? [words.price.replace('{price}', p.price)] : []),
      ],
      action: { label: words.open, url: p.link },
      notes: [words.note.replace('{reference}', p.referenceNumber)],
      signature: words.signature,
    };
  };
}

export const negotiationChangedMail: Record<Language, (p: NegotiationChangedParams) => MailContent> = {
  en: build('en'),
  de: build('de'),
  es: build('es'),
};
