import type { Language } from '@steelyard/domain/constants';
import { productName } from './alert-digest';
import type { MailContent } from './render-mail';

/** The buyer's confirmation of a checkout: one order, or the orders of a cart. */
export interface OrderConfirmationParams {
  name: string;
  /** The buyer's purchase order number. */
  buyerOrderNumber: string;
  /** Ours: "PO-000123", or the cart order's "CO-000012". */
  referenceNumber: string;
  items: { orderNumber: string; product: string; listingNumber: string }[];
  /** Formatted with its currency, including VAT. */
  total: string;
  paymentOption: 'CREDIT' | 'UPFRONT';
  link: string;
}

const lines = (locale: Language, p: OrderConfirmationParams) =>
  p.items.map((i) => `${i.orderNumber}: ${productName(locale, i.product)} ${i.listingNumber}`);

export const orderConfirmationMail: Record<Language, (p: OrderConfirmationParams) => MailContent> = {
  en: (p) => ({
    subject: `Steelyard – order confirmation ${p.referenceNumber} (your PO ${p.buyerOrderNumber})`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `Thank you for your order ${p.referenceNumber} with your purchase order number ${p.buyerOrderNumber}.`,
      ...lines('en', p),
      `Total including VAT: ${p.total}.`,
      p.paymentOption === 'CREDIT'
        ? 'The amount has been deducted from your credit line; the material is shipped directly.'
        : 'You chose to pay upfront: the material is shipped once your payment has been received.',
    ],
    action: { label: 'View your order', url: p.link },
    notes: ['We will e-mail you as your order moves on.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: `Steelyard – Bestellbestätigung ${p.referenceNumber} (Ihre Bestellnummer ${p.buyerOrderNumber})`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      `Vielen Dank für Ihre Bestellung ${p.referenceNumber} mit Ihrer Bestellnummer ${p.buyerOrderNumber}.`,
      ...lines('de', p),
      `Gesamtbetrag inklusive MwSt.: ${p.total}.`,
      p.paymentOption === 'CREDIT'
        ? 'Der Betrag wurde von Ihrer Kreditlinie abgezogen; das Material wird direkt versandt.'
        : 'Sie haben Vorauszahlung gewählt: Das Material wird nach Eingang Ihrer Zahlung versandt.',
    ],
    action: { label: 'Bestellung ansehen', url: p.link },
    notes: ['Wir informieren Sie per E-Mail über jeden weiteren Schritt.'],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: `Steelyard: confirmación del pedido ${p.referenceNumber} (su orden de compra ${p.buyerOrderNumber})`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      `Gracias por su pedido ${p.referenceNumber} con su número de orden de compra ${p.buyerOrderNumber}.`,
      ...lines('es', p),
      `Total con IVA: ${p.total}.`,
      p.paymentOption === 'CREDIT'
        ? 'El importe se ha descontado de su línea de crédito; el material se envía directamente.'
        : 'Ha elegido el pago por adelantado: el material se enviará cuando recibamos su pago.',
    ],
    action: { label: 'Ver el pedido', url: p.link },
    notes: ['Le informaremos por correo electrónico de cada paso de su pedido.'],
    signature: 'El equipo de Steelyard',
  }),
};
