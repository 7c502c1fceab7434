import type { Language } from '@steelyard/domain/constants';
import { fill, type MailContent } from './render-mail';

/** The forgot-password e-mail: a link to choose a new password. */
export interface PasswordResetParams {
  name: string;
  link: string;
  validHours: number;
}

export const passwordResetMail: Record<Language, (p: PasswordResetParams) => MailContent> = {
  en: (p) => ({
    subject: 'Reset your Steelyard password',
    greeting: `Hello ${p.name},`,
    paragraphs: ['We received a request to reset the password of your Steelyard account.'],
    action: { label: 'Reset password', url: p.link },
    notes: [
      fill('This link is valid for {hours} hours and can be used once.', { hours: p.validHours }),
      'If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
    ],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: 'Steelyard-Passwort zurücksetzen',
    greeting: `Hallo ${p.name},`,
    paragraphs: ['wir haben eine Anfrage erhalten, das Passwort Ihres Steelyard-Kontos zurückzusetzen.'],
    action: { label: 'Passwort zurücksetzen', url: p.link },
    notes: [
      fill('Der Link ist {hours} Stunden gültig und kann einmal verwendet werden.', { hours: p.validHours }),
      'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: 'Restablecer su contraseña de Steelyard',
    greeting: `Hola, ${p.name}:`,
    paragraphs: ['Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Steelyard.'],
    action: { label: 'Restablecer contraseña', url: p.link },
    notes: [
      fill('El enlace es válido durante {hours} horas y solo puede usarse una vez.', { hours: p.validHours }),
      'Si no ha solicitado una nueva contraseña, ignore este correo: su contraseña no cambiará.',
    ],
    signature: 'El equipo de Steelyard',
  }),
};
