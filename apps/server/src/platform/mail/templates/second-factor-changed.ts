import type { Language } from '@steelyard/domain/constants';
import { fill, type MailContent } from './render-mail';

/** How the second factor changed. */
export type SecondFactorChange = 'ENABLED' | 'REPLACED' | 'DISABLED';

/** The notice that a user's second factor changed (decision 134), so an owner learns of a change they did not make. */
export interface SecondFactorChangedParams {
  name: string;
  change: SecondFactorChange;
  /** The account's two-factor page. */
  link: string;
  supportEmail: string;
}

export const secondFactorChangedMail: Record<Language, (p: SecondFactorChangedParams) => MailContent> = {
  en: (p) => ({
    subject: 'Your second factor was changed',
    greeting: `Hello ${p.name},`,
    paragraphs: [
      {
        ENABLED: 'Two-factor authentication was switched on for your Steelyard account with a new authenticator app.',
        REPLACED:
          'The authenticator app of your Steelyard account was replaced: from now on only the codes of the new app are accepted.',
        DISABLED:
          'Two-factor authentication was switched off for your Steelyard account: signing in now needs only your password.',
      }[p.change],
    ],
    action: { label: 'Review two-factor authentication', url: p.link },
    notes: [
      fill('If you did not make this change, contact {support} at once and change your password.', {
        support: p.supportEmail,
      }),
    ],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: 'Ihr zweiter Faktor wurde geändert',
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      {
        ENABLED:
          'für Ihr Steelyard-Konto wurde die Zwei-Faktor-Authentifizierung mit einer neuen Authenticator-App eingeschaltet.',
        REPLACED:
          'die Authenticator-App Ihres Steelyard-Kontos wurde ersetzt: Ab jetzt gelten nur noch die Codes der neuen App.',
        DISABLED:
          'die Zwei-Faktor-Authentifizierung Ihres Steelyard-Kontos wurde ausgeschaltet: Für die Anmeldung genügt jetzt Ihr Passwort.',
      }[p.change],
    ],
    action: { label: 'Zwei-Faktor-Authentifizierung ansehen', url: p.link },
    notes: [
      fill(
        'Falls Sie diese Änderung nicht vorgenommen haben, wenden Sie sich sofort an {support} und ändern Sie Ihr Passwort.',
        { support: p.supportEmail },
      ),
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: 'Se ha cambiado su segundo factor',
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      {
        ENABLED:
          'Se ha activado la autenticación en dos pasos de su cuenta de Steelyard con una nueva aplicación de autenticación.',
        REPLACED:
          'Se ha sustituido la aplicación de autenticación de su cuenta de Steelyard: a partir de ahora solo se aceptan los códigos de la nueva aplicación.',
        DISABLED:
          'Se ha desactivado la autenticación en dos pasos de su cuenta de Steelyard: ahora basta con su contraseña para iniciar sesión.',
      }[p.change],
    ],
    action: { label: 'Ver la autenticación en dos pasos', url: p.link },
    notes: [
      fill('Si no ha realizado este cambio, póngase en contacto con {support} de inmediato y cambie su contraseña.', {
        support: p.supportEmail,
      }),
    ],
    signature: 'El equipo de Steelyard',
  }),
};
