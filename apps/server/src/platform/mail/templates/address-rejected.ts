import type { Language } from '@steelyard/domain/constants';
import type { MailContent } from './render-mail';

/** Operations rejected a warehouse address: the manager learns which and why, and may correct it. */
export interface AddressRejectedParams {
  name: string;
  addressName: string;
  /** Line 1, postcode and city. */
  addressSummary: string;
  reason: string;
  link: string;
}

export const addressRejectedMail: Record<Language, (p: AddressRejectedParams) => MailContent> = {
  en: (p) => ({
    subject: 'Steelyard – a warehouse address was not approved',
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `We could not approve the warehouse address "${p.addressName}" (${p.addressSummary}).`,
      `Reason: ${p.reason}`,
    ],
    action: { label: 'Review the address', url: p.link },
    notes: ['Correct the address and save it; it will then be checked again.'],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: 'Steelyard – eine Lageradresse wurde nicht freigegeben',
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      `Wir konnten die Lageradresse „${p.addressName}“ (${p.addressSummary}) nicht freigeben.`,
      `Grund: ${p.reason}`,
    ],
    action: { label: 'Adresse prüfen', url: p.link },
    notes: ['Korrigieren und speichern Sie die Adresse; danach wird sie erneut geprüft.'],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: 'Steelyard: no se ha aprobado una dirección de almacén',
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      `No hemos podido aprobar la dirección de almacén «${p.addressName}» (${p.addressSummary}).`,
      `Motivo: ${p.reason}`,
    ],
    action: { label: 'Revisar la dirección', url: p.link },
    notes: ['Corrija la dirección y guárdela; después se comprobará de nuevo.'],
    signature: 'El equipo de Steelyard',
  }),
};
