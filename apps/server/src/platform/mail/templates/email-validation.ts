import type { Language } from '@steelyard/domain/constants';
import type { MailContent } from './render-mail';

/** Sent to a new address of an account: a link that confirms it (used by the e-mail change). */
export interface EmailValidationParams {
  name: string;
  newEmail: string;
  link: string;
}

export const emailValidationMail: Record<Language, (p: EmailValidationParams) => MailContent> = {
  en: (p) => ({
    subject: 'Confirm your new e-mail address',
    greeting: `Hello ${p.name},`,
    paragraphs: [`Please confirm that ${p.newEmail} is the new e-mail address of your Steelyard account.`],
    action: { label: 'Confirm e-mail address', url: p.link },
    notes: [
      'Until you confirm, you keep signing in with your current address.',
      'If you did not ask for this change, ignore this e-mail.',
    ],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: `Hallo ${p.name},`,
    paragraphs: [`bitte bestätigen Sie, dass ${p.newEmail} die neue E-Mail-Adresse Ihres Steelyard-Kontos ist.`],
    action: { label: 'E-Mail-Adresse bestätigen', url: p.link },
    notes: [
      'Bis zur Bestätigung melden Sie sich weiter mit Ihrer bisherigen Adresse an.',
      'Falls Sie diese Änderung nicht angefordert haben, ignorieren Sie diese E-Mail.',
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: 'Confirme su nueva dirección de correo',
    greeting: `Hola, ${p.name}:`,
    paragraphs: [`Confirme que ${p.newEmail} es la nueva dirección de correo de su cuenta de Steelyard.`],
    action: { label: 'Confirmar dirección', url: p.link },
    notes: [
      'Hasta que la confirme, seguirá iniciando sesión con su dirección actual.',
      'Si no ha solicitado este cambio, ignore este correo.',
    ],
    signature: 'El equipo de Steelyard',
  }),
};
