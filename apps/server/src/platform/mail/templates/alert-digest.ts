import type { Language } from '@steelyard/domain/constants';
import type { MailContent } from './render-mail';

/** New listings that matched a user's alerts since the last digest (at most one digest an hour). */
export interface AlertDigestParams {
  name: string;
  /** Each new match: its product, listing number and size, and its page under My Alerts. */
  items: { product: string; listingNumber: string; details: string; link: string }[];
  /** Matches beyond the listed ones. */
  more: number;
  /** My Alerts. */
  link: string;
}

const PRODUCT_NAMES: Record<Language, Record<string, string>> = {
  en: { COIL: 'Coil', SHEET: 'Sheet', PLATE: 'Plate', TREAD: 'Tread plate', PACKAGE: 'Package' },
  de: { COIL: 'Coil', SHEET: 'Blech', PLATE: 'Grobblech', TREAD: 'Tränenblech', PACKAGE: 'Paket' },
  es: { COIL: 'Bobina', SHEET: 'Chapa', PLATE: 'Placa', TREAD: 'Chapa lagrimada', PACKAGE: 'Paquete' },
};

export const productName = (locale: Language, product: string) => PRODUCT_NAMES[locale][product] ?? product;

/**
 * The language's plural form of a count (CLDR rules, as i18next's plurals): German and Spanish
 * agree adjective and verb with it, "1 neues Inserat passt", "2 neue Inserate passen" (issue 23, item 27).
 */
const pluralOf = (locale: Language, n: number) => (new Intl.PluralRules(locale).select(n) === 'one' ? 'one' : 'other');
const plural = (locale: Language, n: number, forms: { one: string; other: string }) =>
  forms[pluralOf(locale, n)].replace('{{count}}', String(n));

const lines = (locale: Language, p: AlertDigestParams) =>
  p.items.map((i) => `${productName(locale, i.product)} ${i.listingNumber} – ${i.details}: ${i.link}`);

export const alertDigestMail: Record<Language, (p: AlertDigestParams) => MailContent> = {
  en: (p) => ({
    subject: `Steelyard – ${plural('en', p.items.length + p.more, {
      one: '{{count}} new listing matches',
      other: '{{count}} new listings match',
    })} your alerts`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      plural('en', p.items.length, {
        one: 'This listing was published since our last message and matches your alerts:',
        other: 'These listings were published since our last message and match your alerts:',
      }),
      ...lines('en', p),
      ...(p.more > 0 ? [`… and ${p.more} more in My Alerts.`] : []),
    ],
    action: { label: 'Open My Alerts', url: p.link },
    notes: ['We send at most one of these messages an hour. You can switch an alert off in My Alerts.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    // "Inserat" is a listing; "Angebot" is the offer of a negotiation
    subject: `Steelyard – ${plural('de', p.items.length + p.more, {
      one: '{{count}} neues Inserat passt',
      other: '{{count}} neue Inserate passen',
    })} zu Ihren Suchaufträgen`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      plural('de', p.items.length, {
        one: 'Seit unserer letzten Nachricht wurde dieses Inserat veröffentlicht, das zu Ihren Suchaufträgen passt:',
        other:
          'Seit unserer letzten Nachricht wurden diese Inserate veröffentlicht, die zu Ihren Suchaufträgen passen:',
      }),
      ...lines('de', p),
      ...(p.more > 0
        ? [
            plural('de', p.more, {
              one: '… und {{count}} weiteres Inserat unter „Meine Suchaufträge“.',
              other: '… und {{count}} weitere Inserate unter „Meine Suchaufträge“.',
            }),
          ]
        : []),
    ],
    action: { label: 'Meine Suchaufträge öffnen', url: p.link },
    notes: [
      'Wir senden höchstens eine dieser Nachrichten pro Stunde. Unter „Meine Suchaufträge“ können Sie einen Suchauftrag ausschalten.',
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: `Steelyard: ${plural('es', p.items.length + p.more, {
      one: '{{count}} nuevo anuncio coincide',
      other: '{{count}} nuevos anuncios coinciden',
    })} con sus alertas`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      plural('es', p.items.length, {
        one: 'Desde nuestro último mensaje se ha publicado este anuncio, que coincide con sus alertas:',
        other: 'Desde nuestro último mensaje se han publicado estos anuncios que coinciden con sus alertas:',
      }),
      ...lines('es', p),
      ...(p.more > 0 ? [`… y ${p.more} más en Mis alertas.`] : []),
    ],
    action: { label: 'Abrir Mis alertas', url: p.link },
    notes: ['Enviamos como máximo uno de estos mensajes por hora. Puede desactivar una alerta en Mis alertas.'],
    signature: 'El equipo de Steelyard',
  }),
};
