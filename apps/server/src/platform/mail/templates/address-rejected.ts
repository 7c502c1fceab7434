import type { Language } from '@steelyard/domain/constants';
import type { MailContent } from './render-mail';

/** Operations rejected a warehouse address: the manager learns which and why, and may correct it. */
export interface AddressRejectedParams {
  name: string;
  addressName: string;
  /** Lines 1 and 2, postcode and city (of the approved address, when a change of it was rejected). */
  addressSummary: string;
  /** The change of an approved address that was rejected (decision 155); the approved address stays in use. */
  rejectedChangeSummary?: string | null;
  reason: string;
  link: string;
}

export const addressRejectedMail: Record<Language, (p: AddressRejectedParams) => MailContent> = {
  en: (p) => ({
    subject: p.rejectedChangeSummary
      ? 'Steelyard – a change of a warehouse address was not approved'
      : 'Steelyard – a warehouse address was not approved',
    greeting: `Hello ${p.name},`,
    paragraphs: p.rejectedChangeSummary
      ? [
          `We could not approve the change of the warehouse address "${p.addressName}" to ${p.rejectedChangeSummary}.`,
          `Reason: ${p.reason}`,
          `The approved address (${p.addressSummary}) stays in use.`,
        ]
      : [`We could not approve the warehouse address "${p.addressName}" (${p.addressSummary}).`, `Reason: ${p.reason}`],
    action: { label: 'Review the address', url: p.link },
    notes: [
      p.rejectedChangeSummary
        ? 'To change it, edit the address again; the change will then be checked.'
        : 'Correct the address and save it; it will then be checked again.',
    ],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: p.rejectedChangeSummary
      ? 'Steelyard – eine Änderung einer Lageradresse wurde nicht freigegeben'
      : 'Steelyard – eine Lageradresse wurde nicht freigegeben',
    greeting: `Hallo ${p.name},`,
    paragraphs: p.rejectedChangeSummary
      ? [
          `Wir konnten die Änderung der Lageradresse „${p.addressName}“ in ${p.rejectedChangeSummary} nicht freigeben.`,
          `Grund: ${p.reason}`,
          `Die freigegebene Adresse (${p.addressSummary}) bleibt in Verwendung.`,
        ]
      : [
          `Wir konnten die Lageradresse „${p.addressName}“ (${p.addressSummary}) nicht freigeben.`,
          `Grund: ${p.reason}`,
        ],
    action: { label: 'Adresse prüfen', url: p.link },
    notes: [
      p.rejectedChangeSummary
        ? 'Um sie zu ändern, bearbeiten Sie die Adresse erneut; die Änderung wird dann geprüft.'
        : 'Korrigieren und speichern Sie die Adresse; danach wird sie erneut geprüft.',
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: p.rejectedChangeSummary
      ? 'Steelyard: no se ha aprobado un cambio de una dirección de almacén'
      : 'Steelyard: no se ha aprobado una dirección de almacén',
    greeting: `Hola, ${p.name}:`,
    paragraphs: p.rejectedChangeSummary
      ? [
          `No hemos podido aprobar el cambio de la dirección de almacén «${p.addressName}» a ${p.rejectedChangeSummary}.`,
          `Motivo: ${p.reason}`,
          `La dirección aprobada (${p.addressSummary}) se sigue utilizando.`,
        ]
      : [
          `No hemos podido aprobar la dirección de almacén «${p.addressName}» (${p.addressSummary}).`,
          `Motivo: ${p.reason}`,
        ],
    action: { label: 'Revisar la dirección', url: p.link },
    notes: [
      p.rejectedChangeSummary
        ? 'Para cambiarla, edite la dirección de nuevo; el cambio se comprobará entonces.'
        : 'Corrija la dirección y guárdela; después se comprobará de nuevo.',
    ],
    signature: 'El equipo de Steelyard',
  }),
};
