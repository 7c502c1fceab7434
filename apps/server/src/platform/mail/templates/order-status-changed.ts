import type { Language } from '@steelyard/domain/constants';
import type { OrderStatus } from '@steelyard/domain/order-status';
import type { MailContent } from './render-mail';

/** Operations moved an order on: the buyer who placed it learns the new status. */
export interface OrderStatusChangedParams {
  name: string;
  orderNumber: string;
  buyerOrderNumber: string;
  status: OrderStatus;
  link: string;
}

const STATUS_TEXT: Record<Language, Record<OrderStatus, string>> = {
  en: {
    PROCESSING: 'is being processed',
    FREIGHT_BOOKED: 'has its freight booked',
    SHIPPING: 'has been shipped',
    DELIVERED: 'has been delivered',
  },
  de: {
    PROCESSING: 'wird bearbeitet',
    FREIGHT_BOOKED: 'ist zum Transport gebucht',
    SHIPPING: 'wurde versandt',
    DELIVERED: 'wurde geliefert',
  },
  es: {
    PROCESSING: 'se está procesando',
    FREIGHT_BOOKED: 'tiene el transporte reservado',
    SHIPPING: 'ha sido enviado',
    DELIVERED: 'ha sido entregado',
  },
};

export const orderStatusChangedMail: Record<Language, (p: OrderStatusChangedParams) => MailContent> = {
  en: (p) => ({
    subject: `Steelyard – order ${p.orderNumber} ${STATUS_TEXT.en[p.status]}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `Your order ${p.orderNumber} (your purchase order number ${p.buyerOrderNumber}) ${STATUS_TEXT.en[p.status]}.`,
    ],
    action: { label: 'Track your order', url: p.link },
    notes: ['Questions about the delivery? Reply to this e-mail or contact our support.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: `Steelyard – Bestellung ${p.orderNumber} ${STATUS_TEXT.de[p.status]}`,
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      `Ihre Bestellung ${p.orderNumber} (Ihre Bestellnummer ${p.buyerOrderNumber}) ${STATUS_TEXT.de[p.status]}.`,
    ],
    action: { label: 'Bestellung verfolgen', url: p.link },
    notes: ['Fragen zur Lieferung? Antworten Sie auf diese E-Mail oder wenden Sie sich an unseren Support.'],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: `Steelyard: el pedido ${p.orderNumber} ${STATUS_TEXT.es[p.status]}`,
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      `Su pedido ${p.orderNumber} (su número de orden de compra ${p.buyerOrderNumber}) ${STATUS_TEXT.es[p.status]}.`,
    ],
    action: { label: 'Seguir el pedido', url: p.link },
    notes: ['¿Preguntas sobre la entrega? Responda a este correo o contacte con nuestro soporte.'],
    signature: 'El equipo de Steelyard',
  }),
};
